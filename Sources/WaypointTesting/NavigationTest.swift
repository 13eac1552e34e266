import Waypoint

/// A test's view of an app's router: it records every event the router produces from the
/// moment the test is made, and asserts them one by one.
///
/// `NavigationTest` drives nothing. The app's code, or the test, calls the router as the
/// app does; the test then states which event each call produced, in order, and, when it
/// matters, the tree after it:
///
/// ```swift
/// let router = Router(try NavigationState(tabs: ["inbox", "sent"], selected: "inbox"))
/// let test = NavigationTest(router)
///
/// router.push(Mail.message(id: 1))
/// router.selectTab("sent")
///
/// test.expect(.push([AnyRoute(Mail.message(id: 1))], on: .visible))
/// test.expect(.selectTab("sent")) { state in
///   #expect(state.visibleStack.id == "sent")
/// }
/// test.finish()
/// ```
///
/// An assertion checks an event that has already happened:
/// ``expect(_:source:state:ignoringEntryIDs:fileID:filePath:line:column:)`` and its twins
/// for denials and redirects. A call an event observer makes is applied before the call
/// that caused it returns, so its event is there too. An event that comes later (after an
/// asynchronous guard, from a task) is awaited with
/// ``receive(_:source:state:ignoringEntryIDs:timeout:fileID:filePath:line:column:)``, which
/// fails once its timeout passes.
///
/// By default a test is exhaustive: each assertion checks the next event, whatever it is,
/// and ``finish(fileID:filePath:line:column:)`` fails for every event left. A
/// ``Exhaustivity/nonExhaustive`` test asserts only the events it names, and a test can
/// keep to some stacks (see ``StackSelection``).
///
/// A failure is reported to the framework that runs the test, at the line of the
/// assertion: an issue in Swift Testing, `XCTFail` in XCTest. Its message shows the event
/// expected and the event that happened; for a tree, how the two trees differ, line by
/// line.
@MainActor
public final class NavigationTest {
  /// The router whose events the test asserts.
  public let router: Router
  /// Whether every event must be asserted.
  public let exhaustivity: Exhaustivity
  /// The stacks whose events the test asserts.
  public let stacks: StackSelection

  /// The events the test asserts (those that touch ``stacks``), oldest first.
  private var received: [NavigationEvent] = []
  /// The first event of `received` not asserted yet.
  private var next = 0
  /// The ``receive(_:source:state:ignoringEntryIDs:timeout:fileID:filePath:line:column:)``
  /// waiting for an event, if one is.
  private var waiter: Waiter?
  /// How many waits have begun: each wait's number, so that a late timer ends only its own.
  private var waits = 0

  /// Where failures and notes go: to the framework that runs the test. The package's own
  /// tests put a recorder in its place.
  package var reporter: TestReporter = { reportToRunningTest($0, $1, at: $2) }

  /// A receive waiting for the next event.
  private struct Waiter {
    var number: Int
    var continuation: CheckedContinuation<Bool, Never>
    var timer: Task<Void, Never>
  }

  /// Starts recording `router`'s events.
  ///
  /// Events from before this call are not recorded: make the test before the calls it
  /// asserts (or after the set-up it does not).
  ///
  /// - Parameters:
  ///   - router: The app's router.
  ///   - exhaustivity: Whether every event must be asserted (``Exhaustivity/exhaustive``,
  ///     the default) or only those the test names.
  ///   - stacks: The stacks whose events the test asserts; all of them by default.
  public init(
    _ router: Router, exhaustivity: Exhaustivity = .exhaustive, stacks: StackSelection = .all
  ) {
    self.router = router
    self.exhaustivity = exhaustivity
    self.stacks = stacks
    router.events.observe { [weak self] event in self?.record(event) }
  }

  /// The events recorded and not asserted yet, oldest first: only those that touch
  /// ``stacks``.
  public var unassertedEvents: [NavigationEvent] { Array(received[next...]) }

  /// Reports every event not asserted yet, and marks them asserted.
  ///
  /// In an exhaustive test, one failure lists them; in a non-exhaustive test they are
  /// skipped (with a note when the test notes skipped events). Call it at the end of a test:
  /// an event the app produced that the test did not expect fails the test there.
  ///
  /// ```swift
  /// router.push(Mail.compose)
  /// test.expect(.push([AnyRoute(Mail.compose)], on: .visible))
  /// test.finish()
  /// ```
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let left = received[next...]
    next = received.count
    guard !left.isEmpty else { return }
    let text = "\(Self.count(left.count, "event")) not asserted:\n" + EventText.list(left)
    switch exhaustivity {
    case .exhaustive: reporter(text, .failure, location)
    case .nonExhaustive(let notingSkipped): if notingSkipped { reporter(text, .note, location) }
    }
  }

  // MARK: Recording

  /// Keeps `event` when it touches the selected stacks, and wakes a waiting receive.
  private func record(_ event: NavigationEvent) {
    guard stacks.includes(event) else { return }
    received.append(event)
    endWait(arrived: true)
  }

  // MARK: Asserting

  /// Takes the event `expected` stands for, as the exhaustivity says: the next event, or the
  /// first one left that matches. Reports a failure, and returns `nil`, when it is not there
  /// or is another event.
  func take(_ expected: EventExpectation, at location: TestLocation) -> NavigationEvent? {
    switch exhaustivity {
    case .exhaustive:
      guard next < received.count else {
        reporter(
          "No event left to assert.\nExpected: \(expected.description)\n"
            + "\(Self.count(received.count, "event")) so far, all asserted. An event that comes "
            + "later (after an asynchronous guard, from a deferred call or a task) is awaited "
            + "with receive.", .failure, location)
        return nil
      }
      let event = received[next]
      next += 1
      let mismatches = expected.mismatches(with: event)
      guard mismatches.isEmpty else {
        reporter(
          "The next event is not the one expected (\(Self.sentence(mismatches)) "
            + "\(mismatches.count == 1 ? "differs" : "differ")).\n"
            + "Expected: \(expected.description)\nActual:   \(EventText.event(event))",
          .failure, location)
        return nil
      }
      return event
    case .nonExhaustive(let notingSkipped):
      guard let index = received[next...].firstIndex(where: expected.matches) else {
        let left = received[next...]
        reporter(
          "No event left matches the one expected.\nExpected: \(expected.description)\n"
            + (left.isEmpty
              ? "No event is left to assert." : "Events left:\n" + EventText.list(left)),
          .failure, location)
        return nil
      }
      if notingSkipped, index > next {
        reporter(
          "Skipped \(Self.count(index - next, "event")) before event #\(received[index].sequence):\n"
            + EventText.list(received[next..<index]), .note, location)
      }
      next = index + 1
      return received[index]
    }
  }

  /// Reports a failure when the tree after `event` is not `expected`, with how they differ.
  func check(
    _ event: NavigationEvent, leaves expected: NavigationState, ignoringEntryIDs: Bool,
    at location: TestLocation
  ) {
    guard
      let difference = event.state.difference(from: expected, ignoringEntryIDs: ignoringEntryIDs)
    else { return }
    reporter(
      "The tree after event #\(event.sequence) (\(EventText.action(event.action))) is not the "
        + "one expected.\n\(difference)", .failure, location)
  }

  /// Runs a test's check of the tree after `event`; an error it throws is a failure.
  func check(
    _ event: NavigationEvent, with body: (NavigationState) throws -> Void,
    at location: TestLocation
  ) {
    do {
      try body(event.state)
    } catch {
      reporter(
        "The check of the tree after event #\(event.sequence) "
          + "(\(EventText.action(event.action))) threw: \(error)", .failure, location)
    }
  }

  // MARK: Waiting

  /// Waits for the event `expected` stands for until `timeout` has passed: returns it once
  /// it is there (at once when it already is), or reports a failure and returns `nil`.
  func receive(
    _ expected: EventExpectation, timeout: Duration, at location: TestLocation
  ) async -> NavigationEvent? {
    guard waiter == nil else {
      reporter(
        "Another receive is waiting for an event: wait for one event at a time.\n"
          + "Expected: \(expected.description)", .failure, location)
      return nil
    }
    let deadline = ContinuousClock.now + timeout
    while !hasCandidate(for: expected) {
      guard await waitForEvent(until: deadline) else {
        let left = received[next...]
        let why =
          Task.isCancelled
          ? "The test was cancelled while waiting for an event."
          : "No event came within \(timeout)."
        reporter(
          "\(why)\nExpected: \(expected.description)"
            + (left.isEmpty
              ? ""
              : "\nEvents left, none of them the one expected:\n"
                + EventText.list(left)),
          .failure, location)
        return nil
      }
    }
    return take(expected, at: location)
  }

  /// Whether an event the expectation can be checked against is there: the next event in
  /// an exhaustive test, one that matches in a non-exhaustive one.
  private func hasCandidate(for expected: EventExpectation) -> Bool {
    switch exhaustivity {
    case .exhaustive: next < received.count
    case .nonExhaustive: received[next...].contains(where: expected.matches)
    }
  }

  /// Waits until an event arrives (`true`), or until `deadline` passes or the task is
  /// cancelled (`false`).
  private func waitForEvent(until deadline: ContinuousClock.Instant) async -> Bool {
    waits += 1
    let number = waits
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard !Task.isCancelled else { return continuation.resume(returning: false) }
        // The only clock in the package: a receive's timeout, never a wait for an event.
        let timer = Task { [weak self] in
          try? await Task.sleep(until: deadline, clock: .continuous)
          self?.endWait(number, arrived: false)
        }
        waiter = Waiter(number: number, continuation: continuation, timer: timer)
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.endWait(number, arrived: false) }
    }
  }

  /// Ends the wait numbered `number` (any wait when `nil`), if it is the one waiting.
  private func endWait(_ number: Int? = nil, arrived: Bool) {
    guard let waiter, number.map({ $0 == waiter.number }) ?? true else { return }
    self.waiter = nil
    waiter.timer.cancel()
    waiter.continuation.resume(returning: arrived)
  }

  // MARK: Text

  /// `1 event`, `3 events`.
  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `action`, `action and source`, `action, source and outcome`.
  private static func sentence(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + (words.last ?? "")
  }
}
