/// A handle on one stack of a router, by ID: the router's stack API for any stack, from
/// anywhere.
///
/// ```swift
/// let settings = router.stack("settings")
/// try settings.push(Screen.about)
/// try settings.depth  // 1
/// ```
///
/// A handle is cheap to make and holds no state of its own. When its stack is not in the
/// tree, every call throws ``NavigationError/stackNotFound(_:existing:)``: a handle never
/// falls back to another stack.
@MainActor
public struct StackHandle {
  /// The router the stack belongs to.
  public let router: Router
  /// The stack's ID.
  public let id: StackID

  /// The stack, or `nil` when it is not in the tree.
  ///
  /// Observes this stack only: whether it is in the tree, its root, its entries and the
  /// layer it presents as a host shows it (style, first screen, stacks, shown stack), not
  /// what happens inside that layer's stacks (observe those through their own handles).
  public var state: StackState? { router.stackState(id) }

  /// Whether the stack is in the tree.
  public var exists: Bool { state != nil }

  /// The stack's entries, bottom first.
  public var entries: EntryList {
    get throws(NavigationError) { try existing().entries }
  }

  /// The number of entries on the stack.
  public var depth: Int {
    get throws(NavigationError) { try existing().depth }
  }

  /// Pushes `route`.
  public func push(_ route: some Hashable & Sendable) throws(NavigationError) {
    try router.send(.push(route, on: .stack(id)))
  }

  /// Pushes `routes`, bottom first.
  public func push(contentsOf routes: [any Hashable & Sendable]) throws(NavigationError) {
    try router.send(.push(contentsOf: routes, on: .stack(id)))
  }

  /// Pops up to `count` entries, stopping at the root, and returns how many were popped.
  @discardableResult
  public func pop(_ count: Int = 1) throws(NavigationError) -> Int {
    try router.send(.pop(count, from: .stack(id))).removedCount
  }

  /// Pops the entries above `entry`.
  public func pop(to entry: EntryID) throws(NavigationError) {
    try router.send(.pop(to: entry, on: .stack(id)))
  }

  /// Pops every entry.
  public func popToRoot() throws(NavigationError) {
    try router.send(.popToRoot(.stack(id)))
  }

  /// Replaces the entries with `routes`, bottom first.
  public func setPath(_ routes: [any Hashable & Sendable]) throws(NavigationError) {
    try router.send(.setPath(routes, on: .stack(id)))
  }

  /// Presents a layer from this stack.
  public func present(_ presentation: Presentation) throws(NavigationError) {
    try router.send(.present(presentation, on: .stack(id)))
  }

  /// Dismisses every layer this stack presents.
  public func dismissLayers() throws(NavigationError) {
    try router.send(.dismissLayers(above: .stack(id)))
  }

  private func existing() throws(NavigationError) -> StackState {
    guard let stack = state else { throw .stackNotFound(id, existing: router.stackIDs) }
    return stack
  }
}
