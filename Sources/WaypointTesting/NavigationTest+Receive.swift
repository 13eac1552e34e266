import Waypoint

extension NavigationTest {
  /// Waits for the event that commits `action`, and optionally checks the tree after it.
  ///
  /// Use it for an event that comes later than the call that asks for it: a navigation an
  /// asynchronous guard decides, one a task the app starts makes, and the calls event
  /// observers make in reaction to those. It takes the event at once when it has already
  /// arrived; otherwise it waits until the event arrives or `timeout` has passed, and then
  /// fails with the event it waited for. It never waits past the timeout.
  ///
  /// ```swift
  /// router.push(Screen.account)           // an asynchronous guard decides first
  /// await test.receive(.push([AnyRoute(Screen.account)], on: .visible))
  /// ```
  ///
  /// In an exhaustive test the next event is checked as soon as there is one; in a
  /// non-exhaustive test, it waits for an event that matches. Wait for one event at a time.
  ///
  /// - Parameters:
  ///   - action: The action the event carries, as the router reports it.
  ///   - source: Who asked for it; any source when `nil`.
  ///   - state: The tree after the event; not checked when `nil`.
  ///   - ignoringEntryIDs: Whether to compare `state` with each entry ID read as the entry's
  ///     position in its stack.
  ///   - timeout: How long to wait for the event; one second by default.
  ///   - fileID: The file of the assertion; leave the default.
  ///   - filePath: The path of the assertion's file; leave the default.
  ///   - line: The line of the assertion; leave the default.
  ///   - column: The column of the assertion; leave the default.
  public func receive(
    _ action: NavigationAction, source: NavigationSource? = nil, state: NavigationState? = nil,
    ignoringEntryIDs: Bool = false, timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let expected = EventExpectation(action: action, source: source, outcome: .committed)
    guard let event = await receive(expected, timeout: timeout, at: location), let state else {
      return
    }
    check(event, leaves: state, ignoringEntryIDs: ignoringEntryIDs, at: location)
  }

  /// Waits for the event that commits `action`, and runs `check` on the tree after it.
  ///
  /// ```swift
  /// await test.receive(.push([AnyRoute(Screen.account)], on: .visible)) { state in
  ///   #expect(state.visibleStack.depth == 1)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action the event carries, as the router reports it.
  ///   - source: Who asked for it; any source when `nil`.
  ///   - timeout: How long to wait for the event; one second by default.
  ///   - fileID: The file of the assertion; leave the default.
  ///   - filePath: The path of the assertion's file; leave the default.
  ///   - line: The line of the assertion; leave the default.
  ///   - column: The column of the assertion; leave the default.
  ///   - check: Checks the tree after the event; an error it throws fails the test.
  public func receive(
    _ action: NavigationAction, source: NavigationSource? = nil,
    timeout: Duration = .seconds(1), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ check: (NavigationState) throws -> Void
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let expected = EventExpectation(action: action, source: source, outcome: .committed)
    guard let event = await receive(expected, timeout: timeout, at: location) else { return }
    self.check(event, with: check, at: location)
  }

  /// Waits for the event in which a guard denies `action`.
  ///
  /// ```swift
  /// router.push(Screen.account)  // an asynchronous guard denies it
  /// await test.receive(.push([AnyRoute(Screen.account)], on: .visible), deniedBy: "login")
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action the guard denied.
  ///   - guardName: The name the guard was made with.
  ///   - reason: The reason the guard gave; any reason when `nil`.
  ///   - source: Who asked for the action; any source when `nil`.
  ///   - timeout: How long to wait for the event; one second by default.
  ///   - fileID: The file of the assertion; leave the default.
  ///   - filePath: The path of the assertion's file; leave the default.
  ///   - line: The line of the assertion; leave the default.
  ///   - column: The column of the assertion; leave the default.
  public func receive(
    _ action: NavigationAction, deniedBy guardName: String, reason: String? = nil,
    source: NavigationSource? = nil, timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let outcome = EventExpectation.Outcome.denied(guard: guardName, reason: reason)
    let expected = EventExpectation(action: action, source: source, outcome: outcome)
    _ = await receive(expected, timeout: timeout, at: location)
  }

  /// Waits for the event in which a guard redirects `action`.
  ///
  /// ```swift
  /// router.push(Screen.account)  // an asynchronous guard redirects it to the login sheet
  /// await test.receive(.push([AnyRoute(Screen.account)], on: .visible), redirectedBy: "login")
  /// await test.receive(.present(.sheet(Screen.login, id: "login"), on: .visible))
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action the guard redirected.
  ///   - guardName: The name the guard was made with.
  ///   - source: Who asked for the action; any source when `nil`.
  ///   - timeout: How long to wait for the event; one second by default.
  ///   - fileID: The file of the assertion; leave the default.
  ///   - filePath: The path of the assertion's file; leave the default.
  ///   - line: The line of the assertion; leave the default.
  ///   - column: The column of the assertion; leave the default.
  public func receive(
    _ action: NavigationAction, redirectedBy guardName: String, source: NavigationSource? = nil,
    timeout: Duration = .seconds(1), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let outcome = EventExpectation.Outcome.redirected(guard: guardName)
    let expected = EventExpectation(action: action, source: source, outcome: outcome)
    _ = await receive(expected, timeout: timeout, at: location)
  }
}
