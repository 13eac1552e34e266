/// The parse and print closures of a route pattern, as the app gave them to
/// ``LinkMap/registerRoute(_:query:as:parse:print:)``, typed for its route.
///
/// The registered pattern keeps two closures that erase the route's type. Each captures
/// this one object and nothing else, so Swift uses the object as the closure's context: a
/// registration allocates this object, not a context for each closure.
final class RouteFunctions<Route: Hashable & Sendable>: Sendable {
  private let pattern: String
  private let parse: @Sendable (LinkMatch) throws -> Route
  private let print: @Sendable (Route) -> LinkValues?

  init(
    pattern: String, parse: @escaping @Sendable (LinkMatch) throws -> Route,
    print: @escaping @Sendable (Route) -> LinkValues?
  ) {
    self.pattern = pattern
    self.parse = parse
    self.print = print
  }

  /// Reads `match` into a route. An error of the app's own becomes
  /// ``LinkError/unreadable(pattern:reason:)``.
  func read(_ match: LinkMatch) throws(LinkError) -> AnyRoute {
    do {
      return AnyRoute(try parse(match))
    } catch let error as LinkError {
      throw error
    } catch {
      throw .unreadable(pattern: pattern, reason: String(describing: error))
    }
  }

  /// The values that fill the pattern for `route`, or `nil` when `route` is not a `Route`
  /// or the app's closure does not print it with this pattern.
  func write(_ route: AnyRoute) -> LinkValues? {
    route.value(as: Route.self).flatMap(print)
  }
}
