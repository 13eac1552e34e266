import Testing
import Waypoint
import WaypointTesting

/// Events that come after the call that asks for them: asynchronous guards, calls made by
/// event observers, tasks.
@MainActor
@Suite struct ReceiveTests {
  /// How long a test waits for an event that must come: far longer than it takes, so that a
  /// busy machine (the model tests hold the main actor for long stretches) cannot make it
  /// fail. `receive` returns as soon as the event comes.
  static let wait = Duration.seconds(60)

  @Test func receiveWaitsForWhatAnAsynchronousGuardAllows() async throws {
    let router = try makeRouter()
    let gate = Gate()
    router.guardAccount(with: gate)
    let test = NavigationTest(router)

    #expect(router.push(Mail.account) == nil)  // the guard decides first
    await gate.asked()
    #expect(test.unassertedEvents.isEmpty)
    gate.answer(.allow)

    await test.receive(push(.account), timeout: Self.wait) { state in
      #expect(state.visibleStack.depth == 1)
    }
    test.finish()
  }

  @Test func receiveWaitsForWhatAnAsynchronousGuardDenies() async throws {
    let router = try makeRouter()
    let gate = Gate()
    router.guardAccount(with: gate)
    router.onFailure = { _ in }
    let test = NavigationTest(router)

    router.push(Mail.account)
    await gate.asked()
    gate.answer(.deny(reason: "not logged in"))

    await test.receive(
      push(.account), deniedBy: "login", reason: "not logged in", timeout: Self.wait)
    test.finish()
  }

  @Test func receiveWaitsForARedirectAndTheChangeThatFollows() async throws {
    let router = try makeRouter()
    let gate = Gate()
    router.guardAccount(with: gate)
    let test = NavigationTest(router)

    router.push(Mail.account)
    await gate.asked()
    gate.answer(.redirect(.present(.sheet(Mail.login, id: "login"))))

    await test.receive(push(.account), redirectedBy: "login", timeout: Self.wait)
    await test.receive(.present(.sheet(Mail.login, id: "login")), timeout: Self.wait)
    test.finish()
  }

  @Test func aCallAnObserverMakesFollowsTheEventItReactsTo() async throws {
    let router = try makeRouter()
    let test = NavigationTest(router)
    // Opening a message marks it read by pushing its thread: a call deferred until the
    // push's event has reached every observer.
    router.events.observe { [weak router] event in
      if event.action == push(.message(id: 1)) { router?.push(Mail.message(id: 2)) }
    }

    router.push(Mail.message(id: 1))

    test.expect(push(.message(id: 1)))
    await test.receive(push(.message(id: 2)), timeout: Self.wait) { state in
      #expect(state.visibleStack.depth == 2)
    }
    test.finish()
  }

  @Test func receiveTakesAnEventATaskProduces() async throws {
    let router = try makeRouter()
    let test = NavigationTest(router)

    let task = Task { router.present(.sheet(Mail.compose, id: "compose")) }
    await test.receive(.present(.sheet(Mail.compose, id: "compose")), timeout: Self.wait)
    _ = await task.value
    test.finish()
  }

  @Test func receiveFailsOnceItsTimeoutHasPassed() async throws {
    let router = try makeRouter()
    let test = NavigationTest(router)
    let reports = Reports(of: test)
    let clock = ContinuousClock()

    let started = clock.now
    await test.receive(push(.compose), timeout: .milliseconds(50))

    #expect(clock.now - started >= .milliseconds(50))
    #expect(
      reports.failures == [
        "No event came within 0.05 seconds.\nExpected: push([compose], on: visible), committed"
      ])
  }

  @Test func aTimeoutInANonExhaustiveTestListsTheEventsLeft() async throws {
    let router = try makeRouter()
    let test = NavigationTest(router, exhaustivity: .nonExhaustive)
    let reports = Reports(of: test)

    router.push(Mail.message(id: 1))
    await test.receive(push(.compose), timeout: .milliseconds(20))

    #expect(
      reports.failures == [
        """
        No event came within 0.02 seconds.
        Expected: push([compose], on: visible), committed
        Events left, none of them the one expected:
          #1 push([message 1], on: visible) from program, committed: "inbox": pushed [Mail.message 1]
        """
      ])
  }

  @Test func aReceiveInAnExhaustiveTestChecksTheNextEventAtOnce() async throws {
    let router = try makeRouter()
    let test = NavigationTest(router)
    let reports = Reports(of: test)

    router.push(Mail.message(id: 1))
    await test.receive(push(.compose), timeout: .seconds(60))

    #expect(reports.failures.first?.hasPrefix("The next event is not the one expected") == true)
  }

  @Test func aCancelledReceiveFailsWithoutWaitingForItsTimeout() async throws {
    let router = try makeRouter()
    let test = NavigationTest(router)
    let reports = Reports(of: test)

    let waiting = Task { await test.receive(push(.compose), timeout: .seconds(60)) }
    waiting.cancel()
    await waiting.value

    #expect(
      reports.failures == [
        """
        The test was cancelled while waiting for an event.
        Expected: push([compose], on: visible), committed
        """
      ])
  }

  @Test func aTimeoutIsAnIssueAtTheReceivesLine() async throws {
    let router = try makeRouter()
    let test = NavigationTest(router)
    let line = #line + 2
    await withKnownIssue {
      await test.receive(push(.compose), timeout: .milliseconds(10))
    } matching: { issue in
      issue.sourceLocation?.line == line
    }
  }
}
