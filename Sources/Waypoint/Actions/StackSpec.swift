/// A stack to create: its ID (generated when `nil`), its root route and its path.
public struct StackSpec: Sendable, Equatable {
  /// The stack's ID; the router generates one when `nil`.
  package var id: StackID?
  /// The route of the stack's first screen, or `nil` when the app draws it.
  package var root: AnyRoute?
  /// Routes to push, bottom first.
  package var path: [AnyRoute]

  /// Creates a stack description.
  public init(id: StackID? = nil, root: AnyRoute? = nil, path: [AnyRoute] = []) {
    self.id = id
    self.root = root
    self.path = path
  }
}
