extension ScreenHandle {
  /// Whether a result from this screen is awaited. Not observed: read it when the screen
  /// decides what to offer (a "Done" button, say).
  public var isAwaited: Bool { owner.screens.isAwaited(id) }

  /// Starts waiting for this screen's result: the value it delivers before it leaves the
  /// tree.
  ///
  /// Use it for a screen that is already shown (pushed by a link, say); to show a screen
  /// and await its result in one line, use ``push(_:returning:)`` or
  /// ``present(_:returning:)`` on the screen that asks.
  ///
  /// - Parameter type: The type of the value the screen delivers.
  /// - Returns: The wait; await its ``PendingResult/value`` or read its
  ///   ``PendingResult/outcome``.
  /// - Throws: ``ResultError/screenNotFound(_:)`` when the screen is not in the tree,
  ///   ``ResultError/alreadyAwaited(_:)`` when another wait awaits it.
  public func expectResult<Value: Sendable>(
    of type: Value.Type
  ) throws(ResultError) -> PendingResult<Value> {
    guard let stack = owner.stack(showing: id) else {
      throw .screenNotFound(id)
    }
    return try owner.screens.expect(type, from: id, in: stack, of: owner.current)
  }

  /// Delivers this screen's result. The screen that awaits it receives `value` when this
  /// screen leaves the tree, however the navigation takes it away: closed by code, popped
  /// by the user's back button, its sheet swiped down, its path replaced. Delivering again
  /// replaces the value. A restore is not a navigation: it ends every wait with
  /// ``ResultError/restored(_:)`` and drops the value delivered, because the code that
  /// awaited belongs to the state before it.
  ///
  /// Called while an event is delivered (from an observer), the delivery is deferred with
  /// the router's other deferred calls (see ``Router/send(_:source:)``): it delivers to the
  /// screen as it is then, and what it would throw goes to ``Router/onFailure``.
  ///
  /// - Throws: ``ResultError/notAwaited(_:)`` when nothing awaits a result from this
  ///   screen, ``ResultError/wrongType(_:expected:got:)`` when `value` is not of the
  ///   awaited type, ``ResultError/screenNotFound(_:)``; nothing is delivered then.
  public func deliver(_ value: some Sendable) throws(ResultError) {
    try owner.run(
      NavigationCall(
        "deliver", on: .screen(id), arguments: [.init(value: CallText.value(value))]),
      source: .program, whenDeferred: ()
    ) {
      () throws(ResultError) in
      guard stack != nil else { throw .screenNotFound(id) }
      try owner.screens.deliver(value, from: id)
    }
  }

  /// Delivers this screen's result and closes the screen, as one change: a pushed screen
  /// is popped (with any screen above it), a layer's first screen dismisses its layer. The
  /// screen that awaits the result receives `value` in that change.
  ///
  /// ```swift
  /// // On the picker, when the user taps a contact:
  /// try screen.close(returning: contact)
  /// ```
  ///
  /// The close goes through the router's guards with source ``NavigationSource/program``.
  ///
  /// Called while an event is delivered (from an observer), the close is deferred with the
  /// router's other deferred calls (see ``Router/send(_:source:)``) and returns without
  /// throwing: applied later, it closes this screen wherever it is then, and what it would
  /// have thrown goes to ``Router/onFailure`` as the failure of `close(returning: <value>)`.
  ///
  /// - Throws: What ``deliver(_:)`` throws, with nothing changed;
  ///   ``ResultError/cannotClose(_:)`` for the first screen of a stack that is not in a
  ///   layer; ``ResultError/notClosed(_:_:)`` when the navigation failed (a guard refused
  ///   it, or one must decide asynchronously) — the value stays delivered then, and
  ///   arrives when the screen leaves.
  public func close(returning value: some Sendable) throws(ResultError) {
    try owner.run(
      NavigationCall(
        "close", on: .screen(id),
        arguments: [.init(label: "returning", value: CallText.value(value))]),
      source: .program, whenDeferred: ()
    ) { () throws(ResultError) in
      try closeAtOnce(returning: value)
    }
  }

  private func closeAtOnce(returning value: some Sendable) throws(ResultError) {
    guard let stack = owner.stack(showing: id),
      let state = owner.current.stack(stack)
    else { throw .screenNotFound(id) }
    let action: NavigationAction
    switch id {
    case .entry(let entryID):
      let above = state.entries.entriesAbove(entryID) ?? 0
      action = .pop(above + 1, from: .stack(stack))
    case .root:
      guard owner.current.presenterOfLayer(holding: stack) != nil else {
        throw .cannotClose(id)
      }
      action = .dismissLayer(holding: stack)
    }
    try deliver(value)
    do {
      try owner.decideAtOnce(action, source: .program)
    } catch {
      throw .notClosed(id, error)
    }
  }

  /// Pushes `route` on this screen's stack and waits for the value its screen delivers.
  ///
  /// ```swift
  /// let contact = try await compose.push(Mail.pickRecipient, returning: Contact.self)
  /// ```
  ///
  /// The push goes through the router's guards, asynchronous ones included. The wait
  /// starts in the commit that pushes the screen, before any event observer hears of it,
  /// and ends when the pushed screen leaves the tree: with the value it delivered, or with
  /// a ``ResultError`` saying how it left (an observer that pops it at once ends the wait
  /// with ``ResultError/popped(_:)``). Cancelling the task once the screen is shown ends
  /// the wait with ``ResultError/cancelled(_:)`` and leaves the pushed screen where it is;
  /// cancelling it while an asynchronous guard still decides the push pushes nothing and
  /// ends with ``ResultError/notShown(_:)`` carrying ``NavigationError/cancelled``.
  ///
  /// - Parameters:
  ///   - route: The screen to push.
  ///   - type: The type of the value it delivers.
  /// - Returns: The delivered value.
  /// - Throws: ``ResultError``: ``ResultError/notShown(_:)`` when the push failed (a
  ///   guard's denial is ``NavigationError/denied(guard:reason:)`` inside it, a newer
  ///   navigation or a cancelled task ``NavigationError/cancelled``),
  ///   ``ResultError/redirected(guard:)`` naming the guard that showed another screen
  ///   instead, and how the wait ended otherwise.
  public func push<Value: Sendable>(
    _ route: some Hashable & Sendable, returning type: Value.Type
  ) async throws(ResultError) -> Value {
    guard let stack = self.stack else { throw .screenNotFound(id) }
    let route = AnyRoute(route)
    let router = owner
    let box = WaitBox<Value>()
    let watch = CommitWatch { changes, _ in
      guard box.wait == nil, let pushed = changes.stackChange(of: stack)?.added.last,
        pushed.route == route
      else { return }
      box.start(of: .entry(pushed.id), in: stack, router: router)
    }
    return try await box.value(
      after: .push([route], on: .stack(stack)), watch: watch, router: router)
  }

  /// Presents a layer from this screen's stack and waits for the value the layer's first
  /// screen delivers.
  ///
  /// ```swift
  /// let contact = try await screen.present(.sheet(Mail.pickRecipient), returning: Contact.self)
  /// ```
  ///
  /// The wait starts in the commit that presents the layer and ends when the layer's first
  /// screen leaves the tree (its layer is dismissed: ``ResultError/dismissed(_:)`` when it
  /// delivered nothing), as for ``push(_:returning:)``; a layer of tabs delivers from its
  /// selected tab's first screen.
  ///
  /// - Parameters:
  ///   - presentation: The layer to present.
  ///   - type: The type of the value its first screen delivers.
  /// - Returns: The delivered value.
  /// - Throws: ``ResultError``, as ``push(_:returning:)`` does.
  public func present<Value: Sendable>(
    _ presentation: Presentation, returning type: Value.Type
  ) async throws(ResultError) -> Value {
    guard let stack = self.stack else { throw .screenNotFound(id) }
    let router = owner
    let box = WaitBox<Value>()
    let watch = CommitWatch { changes, state in
      guard box.wait == nil, changes.presented.contains(where: { $0.presenter == stack }),
        let shown = state.stack(stack)?.presented?.content.shownStack.id
      else { return }
      box.start(of: .root(shown), in: shown, router: router)
    }
    return try await box.value(
      after: .present(presentation, on: .stack(stack)), watch: watch, router: router)
  }
}

/// The wait a ``ScreenHandle/push(_:returning:)`` or ``ScreenHandle/present(_:returning:)``
/// starts in the commit that shows its screen.
@MainActor
private final class WaitBox<Value: Sendable> {
  var wait: Result<PendingResult<Value>, ResultError>?

  func start(of screen: ScreenID, in stack: StackID, router: Router) {
    do throws(ResultError) {
      wait = .success(
        try router.screens.expect(Value.self, from: screen, in: stack, of: router.current))
    } catch {
      wait = .failure(error)
    }
  }

  /// Navigates with `action`, then awaits the value of the screen it showed.
  func value(
    after action: NavigationAction, watch: CommitWatch, router: Router
  ) async throws(ResultError) -> Value {
    let transition: NavigationTransition
    do {
      transition = try await router.navigate(action, source: .program, watch: watch)
    } catch {
      throw .notShown(error)
    }
    guard let wait else {
      throw .redirected(guard: transition.redirectedBy ?? router.guards.pending?.guardName)
    }
    return try await wait.get().value
  }
}
