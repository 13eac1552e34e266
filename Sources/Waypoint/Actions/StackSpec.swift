/// A stack to create: its ID (generated when `nil`), its root route and its path.
public struct StackSpec: Sendable, Equatable {
  /// The stack's ID; the router generates one when `nil`.
  package var stackID: StackID?
  /// The route of the stack's first screen, or `nil` when the app draws it.
  package var rootRoute: AnyRoute?
  /// Routes to push, bottom first.
  package var pathRoutes: [AnyRoute]

  /// The stack's ID; the router generates one when `nil`.
  @available(*, deprecated, message: "it is the id you passed to StackSpec(id:root:path:)")
  public var id: StackID? {
    get { stackID }
    set { stackID = newValue }
  }

  /// The route of the stack's first screen, or `nil` when the app draws it.
  @available(*, deprecated, message: "it is the root you passed to StackSpec(id:root:path:)")
  public var root: AnyRoute? {
    get { rootRoute }
    set { rootRoute = newValue }
  }

  /// Routes to push, bottom first.
  @available(*, deprecated, message: "it is the path you passed to StackSpec(id:root:path:)")
  public var path: [AnyRoute] {
    get { pathRoutes }
    set { pathRoutes = newValue }
  }

  /// Creates a stack description.
  public init(id: StackID? = nil, root: AnyRoute? = nil, path: [AnyRoute] = []) {
    self.stackID = id
    self.rootRoute = root
    self.pathRoutes = path
  }
}
