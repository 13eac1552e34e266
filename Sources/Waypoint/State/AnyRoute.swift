/// A route of any type, stored type-erased so that different route types can share a stack.
///
/// A route is any `Hashable & Sendable` value: an enum case, a struct with an ID, a string.
/// Waypoint stores it in an ``Entry`` as an `AnyRoute`; get the typed value back with
/// ``value(as:)``.
///
/// ```swift
/// enum Screen: Hashable, Sendable { case profile, settings }
/// let route = AnyRoute(Screen.profile)
/// route.value(as: Screen.self)  // Screen.profile
/// route.value(as: Int.self)     // nil
/// ```
///
/// Two routes are equal when they wrap values of the same type that compare equal.
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
  /// The wrapped route value.
  public let base: any Hashable & Sendable

  /// Wraps a route value.
  ///
  /// Wrapping an `AnyRoute` again returns it unchanged, so routes are never double-wrapped.
  public init<Route: Hashable & Sendable>(_ base: Route) {
    // A metadata comparison rather than a dynamic cast: this runs on every push.
    if Route.self == AnyRoute.self {
      self = unsafeBitCast(base, to: AnyRoute.self)
    } else {
      self.base = base
    }
  }

  /// The wrapped value as `type`, or `nil` when the route holds another type.
  public func value<Route>(as type: Route.Type = Route.self) -> Route? {
    base as? Route
  }

  /// The wrapped value's own description.
  public var description: String { String(describing: base) }

  /// Whether two values are equal.
  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    func isEqual<Value: Hashable>(_ value: Value) -> Bool {
      func isEqual<Other>(to other: Other) -> Bool {
        // A metadata comparison rather than a dynamic cast, as in `init(_:)`. The bit cast
        // is safe: `Other` and `Value` are the same type, so it reinterprets nothing.
        guard Other.self == Value.self else { return false }
        return unsafeBitCast(other, to: Value.self) == value
      }
      return isEqual(to: rhs.base)
    }
    return isEqual(lhs.base)
  }

  /// Hashes the essential components of the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
  }
}
