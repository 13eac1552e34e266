extension ScreenHandle {
  /// Whether a result from this screen is awaited. Not observed: read it when the screen
  /// decides what to offer (a "Done" button, say).
  public var isAwaited: Bool { router.screens.isAwaited(id) }

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
    guard let stack = router.current.stack(showing: id, hint: self.stack) else {
      throw .screenNotFound(id)
    }
    return try router.screens.expect(type, from: id, in: stack, router: router)
  }

  /// Delivers this screen's result. The screen that awaits it receives `value` when this
  /// screen leaves the tree, however it leaves: closed by code, popped by the user's back
  /// button, its sheet swiped down. Delivering again replaces the value.
  ///
  /// - Throws: ``ResultError/notAwaited(_:)`` when nothing awaits a result from this
  ///   screen, ``ResultError/wrongType(_:expected:got:)`` when `value` is not of the
  ///   awaited type, ``ResultError/screenNotFound(_:)``; nothing is delivered then.
  public func deliver(_ value: some Sendable) throws(ResultError) {
    guard exists else { throw .screenNotFound(id) }
    try router.screens.deliver(value, from: id)
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
  /// - Throws: What ``deliver(_:)`` throws, with nothing changed;
  ///   ``ResultError/cannotClose(_:)`` for the first screen of a stack that is not in a
  ///   layer; ``ResultError/notClosed(_:_:)`` when the navigation failed (a guard refused
  ///   it, or one must decide asynchronously) — the value stays delivered then, and
  ///   arrives when the screen leaves.
  public func close(returning value: some Sendable) throws(ResultError) {
    guard let stack = router.current.stack(showing: id, hint: self.stack),
      let state = router.current.stack(stack)
    else { throw .screenNotFound(id) }
    let action: NavigationAction
    switch id {
    case .entry(let entryID):
      let above = state.entries.countAbove(entryID) ?? 0
      action = .pop(above + 1, from: .stack(stack))
    case .root:
      guard router.current.presenter(ofLayerHolding: stack) != nil else {
        throw .cannotClose(id)
      }
      action = .dismissLayer(holding: stack)
    }
    try deliver(value)
    do {
      try router.send(action)
    } catch {
      throw .notClosed(id, error)
    }
  }

  /// Pushes `route` on this screen's stack and waits for the value its screen delivers.
  ///
  /// ```swift
  /// let contact = try await compose.push(Screen.pickRecipient, returning: Contact.self)
  /// ```
  ///
  /// The push goes through the router's guards, asynchronous ones included. The wait ends
  /// when the pushed screen leaves the tree: with the value it delivered, or with a
  /// ``ResultError`` (popped, dismissed, removed, restored, cancelled). Cancelling the task
  /// ends the wait and leaves the pushed screen where it is.
  ///
  /// - Parameters:
  ///   - route: The screen to push.
  ///   - type: The type of the value it delivers.
  /// - Returns: The delivered value.
  /// - Throws: ``ResultError``: ``ResultError/notShown(_:)`` when the push failed (a
  ///   guard's denial is ``NavigationError/denied(guard:reason:)`` inside it),
  ///   ``ResultError/redirected(guard:)`` when a guard showed another screen instead, and
  ///   how the wait ended otherwise.
  public func push<Value: Sendable>(
    _ route: some Hashable & Sendable, returning type: Value.Type
  ) async throws(ResultError) -> Value {
    guard let stack = self.stack else { throw .screenNotFound(id) }
    let transition: NavigationTransition
    do {
      transition = try await router.navigate(.push([AnyRoute(route)], on: .stack(stack)))
    } catch {
      throw .notShown(error)
    }
    guard let pushed = transition.changes.change(of: stack)?.added.last,
      pushed.route == AnyRoute(route)
    else { throw .redirected(guard: router.guards.pending?.guardName) }
    let screen = ScreenHandle(router: router, id: .entry(pushed.id), stack: stack)
    return try await screen.expectResult(of: type).value
  }

  /// Presents a layer from this screen's stack and waits for the value the layer's first
  /// screen delivers.
  ///
  /// ```swift
  /// let theme = try await screen.present(.sheet(Screen.themePicker), returning: Theme.self)
  /// ```
  ///
  /// The wait ends when the layer's first screen leaves the tree (its layer is dismissed),
  /// as for ``push(_:returning:)``; a layer of tabs delivers from its selected tab's first
  /// screen.
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
    let transition: NavigationTransition
    do {
      transition = try await router.navigate(.present(presentation, on: .stack(stack)))
    } catch {
      throw .notShown(error)
    }
    guard transition.changes.presented.contains(where: { $0.presenter == stack }),
      let shown = router.current.stack(stack)?.presented?.content.shownStack.id
    else { throw .redirected(guard: router.guards.pending?.guardName) }
    let screen = ScreenHandle(router: router, id: .root(shown), stack: shown)
    return try await screen.expectResult(of: type).value
  }
}
