/// One pushed screen: a route and the ID it got when it was pushed.
public struct Entry: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// The entry's identity, unique for the life of the router.
  public let id: EntryID
  /// The route the screen shows.
  public let route: AnyRoute

  /// Creates an entry.
  public init(id: EntryID, route: AnyRoute) {
    self.id = id
    self.route = route
  }

  /// The route's value as `type`, or `nil` when it holds another type.
  public func route<Route>(as type: Route.Type = Route.self) -> Route? {
    route.value(as: type)
  }

  /// The ID and the route, for example `#3 profile`.
  public var description: String { "\(id) \(route)" }
}
