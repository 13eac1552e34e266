import Testing
import Waypoint
import WaypointTesting

/// `NavigationTest` in Swift Testing: what passes, and that it fails when it should, with
/// what message.
@MainActor
@Suite struct NavigationTestTests {
  @Test func eventsAssertedInOrderPass() throws {
    let router = try makeRouter()
    let test = NavigationTest(router)

    router.push(Mail.message(id: 1))
    router.selectTab("sent")
    router.stack("inbox").push(Mail.message(id: 2))

    test.expect(push(.message(id: 1)), source: .program)
    test.expect(.selectTab("sent")) { state in
      #expect(state.visibleStack.id == "sent")
    }
    test.expect(push(.message(id: 2), on: "inbox"))
    #expect(test.unassertedEvents.isEmpty)
    test.finish()
  }

  @Test func eventsFromBeforeTheTestAreNotRecorded() throws {
    let router = try makeRouter()
    router.push(Mail.message(id: 1))
    let test = NavigationTest(router)
    router.push(Mail.compose)
    #expect(test.unassertedEvents.map(\.action) == [push(.compose)])
  }

  @Test func anotherEventFailsWithTheEventExpectedAndTheEventThatHappened() throws {
    let router = try makeRouter()
    let test = NavigationTest(router)
    let reports = Reports(of: test)

    router.push(Mail.message(id: 1))
    test.expect(push(.message(id: 2)))

    #expect(
      reports.failures == [
        """
        The next event is not the one expected (action differs).
        Expected: push([message 2], on: visible), committed
        Actual:   #1 push([message 1], on: visible) from program, committed: "inbox": pushed \
        [Mail.message 1]
        """
      ])
    // The event counts as asserted: the test goes on from the next one.
    #expect(test.unassertedEvents.isEmpty)
  }

  @Test func aFailureIsAnIssueAtTheAssertionsLine() throws {
    let router = try makeRouter()
    let test = NavigationTest(router)
    router.push(Mail.message(id: 1))
    let line = #line + 2
    withKnownIssue {
      test.expect(.selectTab("sent"))
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "NavigationTestTests.swift"
        && issue.comments.contains { $0.rawValue.contains("Expected: selectTab(sent), committed") }
    }
  }

  @Test func finishFailsListingEveryEventNotAsserted() throws {
    let router = try makeRouter()
    let test = NavigationTest(router)
    let reports = Reports(of: test)

    router.push(Mail.message(id: 1))
    router.selectTab("sent")
    router.selectTab("inbox")
    test.expect(push(.message(id: 1)))
    test.finish()
    test.finish()  // everything is asserted now

    #expect(
      reports.failures == [
        """
        2 events not asserted:
          #2 selectTab(sent) from program, committed: selected "sent" (was "inbox")
          #3 selectTab(inbox) from program, committed: selected "inbox" (was "sent")
        """
      ])
  }

  @Test func anEventThatHasNotHappenedFailsAndPointsAtReceive() throws {
    let router = try makeRouter()
    let test = NavigationTest(router)
    let reports = Reports(of: test)

    test.expect(push(.compose))

    #expect(reports.failures.count == 1)
    #expect(reports.failures.first?.hasPrefix("No event left to assert.") == true)
    #expect(reports.failures.first?.contains("is awaited with receive") == true)
  }

  @Test func theTreeAfterIsComparedAndItsDifferenceShown() throws {
    let router = try makeRouter()
    let test = NavigationTest(router)
    let reports = Reports(of: test)
    router.push(Mail.message(id: 1))
    router.push(Mail.message(id: 2))

    var expected = try NavigationState(tabs: ["inbox", "sent"], selected: "inbox")
    var ids = IDGenerator(startingAt: 40)
    try expected.apply(.push([AnyRoute(Mail.message(id: 1))]), ids: &ids)
    test.expect(push(.message(id: 1)), state: expected, ignoringEntryIDs: true)
    #expect(reports.failures.isEmpty)

    test.expect(push(.message(id: 2)), state: expected, ignoringEntryIDs: true)
    #expect(
      reports.failures == [
        """
        The tree after event #2 (push([message 2], on: visible)) is not the one expected.
        2 lines differ (entry IDs read as positions, #1 at the bottom): 1 only in the \
        expected tree (-), 1 only in the actual tree (+)
          tabs, selected inbox
        -   stack inbox: #1 message 1
        +   stack inbox: #1 message 1 > #2 message 2
            stack sent: empty
        """
      ])
  }

  @Test func aCheckThatThrowsFails() throws {
    struct NotThere: Error {}
    let router = try makeRouter()
    let test = NavigationTest(router)
    let reports = Reports(of: test)
    router.push(Mail.compose)

    test.expect(push(.compose)) { _ in throw NotThere() }

    #expect(
      reports.failures == [
        "The check of the tree after event #1 (push([compose], on: visible)) threw: NotThere()"
      ])
  }

  @Test func aDenialIsAssertedWithItsGuardAndReason() throws {
    let router = try makeRouter()
    router.guards.add(
      NavigationGuard("login") { request in
        request.addedRoutes.contains(AnyRoute(Mail.account))
          ? .deny(reason: "not logged in") : .allow
      })
    router.onFailure = { _ in }
    let test = NavigationTest(router)
    let reports = Reports(of: test)

    router.push(Mail.account)
    router.push(Mail.account)
    router.push(Mail.account)
    test.expect(push(.account), deniedBy: "login", reason: "not logged in")
    test.expect(push(.account), deniedBy: "login")
    test.expect(push(.account), deniedBy: "beta")
    test.finish()

    #expect(
      reports.failures == [
        """
        The next event is not the one expected (outcome differs).
        Expected: push([account], on: visible), denied by guard "beta"
        Actual:   #3 push([account], on: visible) from program, denied by guard "login": \
        "not logged in"
        """
      ])
  }

  @Test func aRedirectIsFollowedByTheGuardsOwnChange() throws {
    let router = try makeRouter()
    router.guards.add(
      NavigationGuard("login") { request in
        request.addedRoutes.contains(AnyRoute(Mail.account))
          ? .redirect(.present(.sheet(Mail.login, id: "login"))) : .allow
      })
    let test = NavigationTest(router)

    router.push(Mail.account)

    test.expect(push(.account), redirectedBy: "login")
    test.expect(.present(.sheet(Mail.login, id: "login"))) { state in
      #expect(state.visibleStack.id == "login")
    }
    test.finish()
  }

  @Test func aSourceThatDiffersFails() throws {
    let router = try makeRouter()
    let test = NavigationTest(router)
    let reports = Reports(of: test)

    try router.send(.selectTab("sent"), source: .user)
    try router.send(.selectTab("inbox"), source: .user)
    test.expect(.selectTab("sent"), source: .user)
    test.expect(.selectTab("inbox"), source: .deepLink)

    #expect(reports.failures.count == 1)
    #expect(
      reports.failures.first?.hasPrefix("The next event is not the one expected (source differs).")
        == true)
  }

  @Test func aDifferentActionAndOutcomeAreBothNamed() throws {
    let router = try makeRouter()
    router.guards.add(NavigationGuard("nothing") { _ in .deny(reason: "no") })
    router.onFailure = { _ in }
    let test = NavigationTest(router)
    let reports = Reports(of: test)

    router.push(Mail.compose)
    test.expect(push(.account))

    #expect(
      reports.failures.first?.hasPrefix(
        "The next event is not the one expected (action and outcome differ).") == true)
  }
}
