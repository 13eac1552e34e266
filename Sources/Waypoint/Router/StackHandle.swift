/// A handle on one stack of a router: the router's stack API for any stack, from anywhere.
///
/// ```swift
/// let compose = router.stack("compose")
/// let picker = compose.push(Screen.pickRecipient)  // the new entry's ID
/// compose.routes(of: Screen.self)                   // [.pickRecipient]
/// compose.pop(toLast: Screen.draft)                 // back to the draft
/// compose.dismiss()                                 // closes the sheet holding "compose"
/// ```
///
/// A handle is cheap to make and holds no state of its own. It drives the stack with an ID
/// (``Router/stack(_:)``), or the visible stack (``Router/visible``), which follows whichever
/// stack is on top.
///
/// **Reads** never throw. ``state`` is the stack as it is (its entries, depth, first screen
/// and presented layer), or `nil` when the stack is not in the tree; ``routes(of:)`` reads
/// its routes of one type (none when the stack is not in the tree).
///
/// **Calls** never throw either; they follow the router's failure rule (see
/// ``Router/onFailure``). They apply at once when every guard decides synchronously (else
/// they start in a task), their result says what happened at once, and a failure — a
/// stack that is not in the tree, a guard's denial — changes nothing and is reported as a
/// ``NavigationFailure`` naming the call. A handle never falls back to another stack. A pop
/// or dismiss that removes nothing is not a failure: its result is `0` or `false`.
@MainActor
public struct StackHandle {
  /// The router the stack belongs to.
  let owner: Router
  /// The stack this handle drives: a stack ID, or the visible stack.
  let stackTarget: StackTarget

  init(router: Router, target: StackTarget) {
    self.owner = router
    self.stackTarget = target
  }

  // MARK: Reading

  /// The stack, or `nil` when it is not in the tree. Observes this stack only (for the
  /// visible stack, also which stack is on top).
  public var state: StackState? {
    switch stackTarget {
    case .visible: owner.visibleStack
    case .stack(let id): owner.stackState(id)
    }
  }

  /// The number of entries on the stack; 0 when it is not in the tree.
  public var depth: Int { state?.depth ?? 0 }

  /// The routes of type `type` on the stack, bottom first; entries of other types are
  /// left out.
  ///
  /// ```swift
  /// let mails = router.stack("inbox").routes(of: Mail.self)
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the depth.
  public func routes<Route>(of type: Route.Type) -> [Route] {
    state?.entries.compactMap { $0.route(as: type) } ?? []
  }

  // MARK: Pushing

  /// Pushes `route`.
  ///
  /// - Returns: The new entry's ID, or `nil` when the push did not apply at once: it
  ///   failed, a guard redirected it, or an asynchronous guard decides it first.
  @discardableResult
  public func push(_ route: some Hashable & Sendable) -> EntryID? {
    let route = AnyRoute(route)
    return pushed([route], call: call("push", .init(value: CallText.route(route)))).last
  }

  /// Pushes `routes`, bottom first, as one change.
  ///
  /// - Returns: The new entries' IDs, bottom first; empty when the push did not apply at
  ///   once.
  @discardableResult
  public func push(contentsOf routes: [any Hashable & Sendable]) -> [EntryID] {
    pushed(
      routes.map { AnyRoute($0) },
      call: call("push", .init(label: "contentsOf", value: CallText.routes(routes))))
  }

  /// Resolves a route asynchronously, for example by loading the user an ID names, then
  /// pushes it through the guards. The tree does not change until the route is resolved
  /// and allowed.
  ///
  /// ```swift
  /// try await router.visible.push(resolving: { Screen.user(try await api.user(id: 42)) },
  ///                               timeout: .seconds(5))
  /// ```
  ///
  /// Resolving counts as a navigation in progress: under ``GuardPolicy/latestWins`` a newer
  /// navigation cancels it (the resolver's task is cancelled too). This is a typed call,
  /// like ``Router/navigate(_:source:)``: it throws, and reports nothing elsewhere.
  ///
  /// - Parameters:
  ///   - resolve: Produces the route; may throw.
  ///   - timeout: How long resolving may take.
  /// - Returns: The state after the push and what changed.
  /// - Throws: ``NavigationError/resolutionFailed(_:)`` with the resolver's error,
  ///   ``NavigationError/resolutionTimedOut(_:)``, ``NavigationError/cancelled``, or any
  ///   error of the push itself.
  @discardableResult
  public func push<Route: Hashable & Sendable>(
    resolving resolve: @escaping @Sendable () async throws -> Route,
    timeout: Duration = .seconds(10)
  ) async throws(NavigationError) -> NavigationTransition {
    try await owner.push(resolving: resolve, timeout: timeout, on: stackTarget, source: .program)
  }

  // MARK: Popping

  /// Pops up to `count` entries, stopping at the root.
  ///
  /// - Parameter count: How many entries to pop; a negative count is a failure.
  /// - Returns: The number of entries popped: 0 when there was nothing to pop (not a
  ///   failure) or the pop did not apply at once.
  @discardableResult
  public func pop(_ count: Int = 1) -> Int {
    owner.perform(.pop(count, from: stackTarget), call: call("pop", .init(value: "\(count)")))?
      .changes.removedCount
      ?? 0
  }

  /// Pops the entries above `entry`, which stays on top.
  ///
  /// - Returns: The number of entries popped; an entry that is not on the stack is a
  ///   failure.
  @discardableResult
  public func pop(to entry: EntryID) -> Int {
    owner.perform(
      .popTo(entry, on: stackTarget), call: call("pop", .init(label: "to", value: "\(entry)")))?
      .changes
      .removedCount
      ?? 0
  }

  /// Pops back to the nearest screen whose route equals `route`, which stays on top: the
  /// top-most entry with that route, else the stack's first screen when its root route is
  /// `route` (every entry is popped then).
  ///
  /// ```swift
  /// router.stack("compose").pop(toLast: Screen.draft)
  /// ```
  ///
  /// - Returns: The number of entries popped: 0 when that screen is already on top. When no
  ///   screen has the route, nothing changes and the failure
  ///   (``NavigationError/noMatchingEntry(_:stack:routes:)``) goes to
  ///   ``Router/onFailure``.
  @discardableResult
  public func pop(toLast route: some Hashable & Sendable) -> Int {
    let route = AnyRoute(route)
    let text = CallText.route(route)
    return pop(
      toNearest: { $0 == route }, wanted: text,
      call: call("pop", .init(label: "toLast", value: text)))
  }

  /// Pops back to the nearest screen whose route satisfies `predicate`, which stays on
  /// top: the top-most entry that does, else the stack's first screen when its root route
  /// does (every entry is popped then).
  ///
  /// ```swift
  /// router.visible.pop(toLastWhere: { $0.value(as: Screen.self) == .inbox })
  /// ```
  ///
  /// Called while an event is delivered, the call is deferred (see ``Router/send(_:source:)``)
  /// and `predicate` is asked when it is applied.
  ///
  /// - Returns: The number of entries popped: 0 when that screen is already on top. When
  ///   no screen matches, nothing changes and the failure
  ///   (``NavigationError/noMatchingEntry(_:stack:routes:)``) is reported.
  @discardableResult
  public func pop(toLastWhere predicate: @escaping (AnyRoute) -> Bool) -> Int {
    pop(
      toNearest: predicate, wanted: "the predicate",
      call: call("pop", .init(label: "toLastWhere", value: "")))
  }

  /// Pops every entry.
  ///
  /// - Returns: The number of entries popped.
  @discardableResult
  public func popToRoot() -> Int {
    owner.perform(.popToRoot(stackTarget), call: call("popToRoot"))?.changes.removedCount ?? 0
  }

  /// Replaces the entries with `routes`, bottom first. Entries whose routes stay in place
  /// keep their IDs (and so their scopes).
  ///
  /// - Returns: Whether the path was set at once.
  @discardableResult
  public func setPath(_ routes: [any Hashable & Sendable]) -> Bool {
    owner.perform(
      .setPath(routes.map { AnyRoute($0) }, on: stackTarget),
      call: call("setPath", .init(value: CallText.routes(routes)))) != nil
  }

  // MARK: Layers

  /// Presents a layer from this stack, which must present nothing yet.
  ///
  /// - Returns: Whether the layer was presented at once.
  @discardableResult
  public func present(_ presentation: Presentation) -> Bool {
    owner.perform(
      .present(presentation, on: stackTarget),
      call: call("present", .init(value: CallText.presentation(presentation)))) != nil
  }

  /// Dismisses the layer that holds this stack (a sheet with this stack in it), with every
  /// layer above it.
  ///
  /// For the visible stack this is the top-most layer, and with no layer on screen it
  /// dismisses nothing (`false`, nothing reported). For a named stack that is not in a
  /// layer (a tab, the window's stack) it is a failure whose message says so; to close
  /// what a stack presents, use ``dismissPresented()``.
  ///
  /// - Returns: Whether a layer was dismissed.
  @discardableResult
  public func dismiss() -> Bool {
    let action: NavigationAction =
      switch stackTarget {
      case .visible: .dismissTop
      case .stack(let id): .dismissLayer(holding: id)
      }
    return dismissed(owner.perform(action, call: call("dismiss")))
  }

  /// Dismisses the layer this stack presents, with every layer above it; the stack itself
  /// stays.
  ///
  /// - Returns: Whether a layer was dismissed; `false`, and nothing reported, when the
  ///   stack presents nothing.
  @discardableResult
  public func dismissPresented() -> Bool {
    dismissed(owner.perform(.dismissLayers(above: stackTarget), call: call("dismissPresented")))
  }

  // MARK: Helpers

  /// The call as the app wrote it: on the router for the visible stack, on `stack("id")`
  /// for a named one.
  private func call(_ name: String, _ arguments: NavigationCall.Argument...) -> NavigationCall {
    switch stackTarget {
    case .visible: NavigationCall(name, arguments: arguments)
    case .stack(let id): NavigationCall(name, on: .stack(id), arguments: arguments)
    }
  }

  /// Pushes `routes` and returns the IDs the router gave them; empty when the push itself
  /// was not committed at once.
  private func pushed(
    _ routes: [AnyRoute], call: @autoclosure @escaping () -> NavigationCall
  )
    -> [EntryID]
  {
    guard !routes.isEmpty,
      let changes = owner.perform(.push(routes, on: stackTarget), call: call())?.changes
    else { return [] }
    // The push's own change is the only one: its entries are on top of the stack it changed.
    let change =
      switch stackTarget {
      case .visible: changes.stacks.first
      case .stack(let id): changes.stackChange(of: id)
      }
    guard let change, change.pushedCount >= routes.count else { return [] }
    if routes.count == 1 { return change.addedList.last.map { [$0.id] } ?? [] }
    return change.addedList.topEntries(routes.count).map(\.id)
  }

  /// Pops to the nearest screen `matches` accepts, looked for when the call is applied.
  private func pop(
    toNearest matches: @escaping (AnyRoute) -> Bool, wanted: String, call: NavigationCall
  ) -> Int {
    owner.run(call, source: .program, whenDeferred: 0) {
      popAtOnce(toNearest: matches, wanted: wanted, call: call)
    }
  }

  private func popAtOnce(
    toNearest matches: (AnyRoute) -> Bool, wanted: String, call: NavigationCall
  ) -> Int {
    let stack: StackState
    switch stackTarget {
    case .visible:
      stack = owner.current.visibleStack
    case .stack(let id):
      guard let found = owner.current.stack(id) else {
        owner.fail(
          NavigationFailure(
            call: call, error: NavigationError.stackNotFound(id, existing: owner.stackIDs)))
        return 0
      }
      stack = found
    }
    guard let entry = stack.entries.nearest(where: { matches($0.route) }) else {
      if let root = stack.root, matches(root) {
        // The stack's first screen is a screen too: pop to it.
        return owner.performAtOnce(.popToRoot(stackTarget), source: .program, call: call)?
          .changes.removedCount ?? 0
      }
      owner.fail(
        NavigationFailure(
          call: call,
          error: NavigationError.noMatchingEntry(
            wanted, stack: stack.id,
            routes: (stack.depth > 10 ? ["…"] : [])
              + stack.entries.topEntries(10).map { CallText.clip(CallText.route($0.route)) })))
      return 0
    }
    return owner.performAtOnce(.popTo(entry.id, on: stackTarget), source: .program, call: call)?
      .changes.removedCount ?? 0
  }

  private func dismissed(_ transition: NavigationTransition?) -> Bool {
    transition.map { !$0.changes.dismissed.isEmpty } ?? false
  }
}
