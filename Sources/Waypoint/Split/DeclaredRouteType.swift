/// A route type a split column's selections must have: compared by identity, named for
/// messages and snapshots.
struct DeclaredRouteType: Sendable, Equatable {
  let type: any (Hashable & Sendable).Type
  let name: String

  init(_ type: any (Hashable & Sendable).Type) {
    self.type = type
    self.name = String(reflecting: type)
  }

  func matches(_ route: AnyRoute) -> Bool {
    ObjectIdentifier(Swift.type(of: route.base)) == ObjectIdentifier(type)
  }

  static func == (lhs: DeclaredRouteType, rhs: DeclaredRouteType) -> Bool {
    ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
  }
}
