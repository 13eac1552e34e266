import Waypoint

extension NavigationTest {
  /// Asserts that the next event committed `action`, and optionally the tree after it.
  ///
  /// The event must already have happened: a call that applies at once produces its
  /// event before it returns. For an event that comes later (an asynchronous guard, a
  /// deferred call, a task), use
  /// ``receive(_:source:state:ignoringEntryIDs:timeout:fileID:filePath:line:column:)``.
  ///
  /// ```swift
  /// router.push(Mail.message(id: 1))
  /// test.expect(.push([AnyRoute(Mail.message(id: 1))], on: .visible), source: .program)
  /// ```
  ///
  /// In an exhaustive test the next event is checked, whatever it is, and counts as
  /// asserted even when it is not the one expected; in a non-exhaustive test, the first
  /// event left that matches is, and the events before it are skipped. A failure is
  /// reported at the call's line, with the event expected and the event that happened;
  /// for a tree, how it differs from `state`, line by line.
  ///
  /// - Parameters:
  ///   - action: The action the event carries, as the router reports it: the convenience
  ///     calls target the visible stack (`router.push(x)` is `.push([AnyRoute(x)], on:
  ///     .visible)`), a stack's handle its stack.
  ///   - source: Who asked for it; any source when `nil`.
  ///   - state: The tree after the event; not checked when `nil`.
  ///   - ignoringEntryIDs: Whether to compare `state` with each entry ID read as the entry's
  ///     position in its stack (from `#1` at the bottom), so that an expected tree can be
  ///     written without the router's IDs.
  ///   - fileID: The file of the assertion; leave the default.
  ///   - filePath: The path of the assertion's file; leave the default.
  ///   - line: The line of the assertion; leave the default.
  ///   - column: The column of the assertion; leave the default.
  public func expect(
    _ action: NavigationAction, source: NavigationSource? = nil, state: NavigationState? = nil,
    ignoringEntryIDs: Bool = false, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let expected = EventExpectation(action: action, source: source, outcome: .committed)
    guard let event = take(expected, at: location), let state else { return }
    check(event, leaves: state, ignoringEntryIDs: ignoringEntryIDs, at: location)
  }

  /// Asserts that the next event committed `action`, and runs `check` on the tree after it.
  ///
  /// ```swift
  /// router.selectTab("sent")
  /// test.expect(.selectTab("sent")) { state in
  ///   #expect(state.visibleStack.id == "sent")
  /// }
  /// ```
  ///
  /// `check` runs only when the event is the one expected. Assert in it with the test
  /// framework's own assertions (`#expect`, `XCTAssertEqual`); an error it throws fails the
  /// test at this call's line.
  ///
  /// - Parameters:
  ///   - action: The action the event carries, as the router reports it.
  ///   - source: Who asked for it; any source when `nil`.
  ///   - fileID: The file of the assertion; leave the default.
  ///   - filePath: The path of the assertion's file; leave the default.
  ///   - line: The line of the assertion; leave the default.
  ///   - column: The column of the assertion; leave the default.
  ///   - check: Checks the tree after the event.
  public func expect(
    _ action: NavigationAction, source: NavigationSource? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ check: (NavigationState) throws -> Void
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let expected = EventExpectation(action: action, source: source, outcome: .committed)
    guard let event = take(expected, at: location) else { return }
    self.check(event, with: check, at: location)
  }

  /// Asserts that a guard denied the next event's action: nothing changed.
  ///
  /// ```swift
  /// router.push(Screen.account)  // the "login" guard denies it
  /// test.expect(.push([AnyRoute(Screen.account)], on: .visible), deniedBy: "login")
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action the guard denied.
  ///   - guardName: The name the guard was made with.
  ///   - reason: The reason the guard gave; any reason when `nil`.
  ///   - source: Who asked for the action; any source when `nil`.
  ///   - fileID: The file of the assertion; leave the default.
  ///   - filePath: The path of the assertion's file; leave the default.
  ///   - line: The line of the assertion; leave the default.
  ///   - column: The column of the assertion; leave the default.
  public func expect(
    _ action: NavigationAction, deniedBy guardName: String, reason: String? = nil,
    source: NavigationSource? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let outcome = EventExpectation.Outcome.denied(guard: guardName, reason: reason)
    _ = take(EventExpectation(action: action, source: source, outcome: outcome), at: location)
  }

  /// Asserts that a guard redirected the next event's action. The redirect's own change
  /// follows as the next event, with the guard's action and its `cause` set.
  ///
  /// ```swift
  /// router.push(Screen.account)  // the "login" guard presents the login sheet instead
  /// test.expect(.push([AnyRoute(Screen.account)], on: .visible), redirectedBy: "login")
  /// test.expect(.present(.sheet(Screen.login, id: "login"), on: .visible))
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action the guard redirected.
  ///   - guardName: The name the guard was made with.
  ///   - source: Who asked for the action; any source when `nil`.
  ///   - fileID: The file of the assertion; leave the default.
  ///   - filePath: The path of the assertion's file; leave the default.
  ///   - line: The line of the assertion; leave the default.
  ///   - column: The column of the assertion; leave the default.
  public func expect(
    _ action: NavigationAction, redirectedBy guardName: String, source: NavigationSource? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let outcome = EventExpectation.Outcome.redirected(guard: guardName)
    _ = take(EventExpectation(action: action, source: source, outcome: outcome), at: location)
  }
}
