import Testing
import Waypoint
import WaypointTesting

/// Non-exhaustive tests, and tests that keep to some stacks.
@MainActor
@Suite struct SelectiveNavigationTestTests {
  @Test func aNonExhaustiveTestSkipsTheEventsItDoesNotName() throws {
    let router = try makeRouter()
    let test = NavigationTest(router, exhaustivity: .nonExhaustive)
    let reports = Reports(of: test)

    router.push(Mail.message(id: 1))
    router.selectTab("sent")
    router.push(Mail.compose)
    test.expect(.selectTab("sent"))
    test.finish()

    #expect(reports.entries.isEmpty)
  }

  @Test func aNonExhaustiveTestCanNoteWhatItSkips() throws {
    let router = try makeRouter()
    let test = NavigationTest(router, exhaustivity: .nonExhaustive(notingSkipped: true))
    let reports = Reports(of: test)

    router.push(Mail.message(id: 1))
    router.selectTab("sent")
    router.push(Mail.compose)
    test.expect(.selectTab("sent"))
    test.finish()

    #expect(reports.failures.isEmpty)
    #expect(
      reports.notes == [
        """
        Skipped 1 event before event #2:
          #1 push([message 1], on: visible) from program, committed: "inbox": pushed [Mail.message 1]
        """,
        """
        1 event not asserted:
          #3 push([compose], on: visible) from program, committed: "sent": pushed [Mail.compose]
        """,
      ])
  }

  @Test func aNonExhaustiveTestFailsWhenNoEventMatches() throws {
    let router = try makeRouter()
    let test = NavigationTest(router, exhaustivity: .nonExhaustive)
    let reports = Reports(of: test)

    router.push(Mail.message(id: 1))
    test.expect(.selectTab("sent"))

    #expect(
      reports.failures == [
        """
        No event left matches the one expected.
        Expected: selectTab(sent), committed
        Events left:
          #1 push([message 1], on: visible) from program, committed: "inbox": pushed [Mail.message 1]
        """
      ])
    // Nothing was skipped: the event is still there to assert.
    test.expect(push(.message(id: 1)))
    #expect(reports.failures.count == 1)
  }

  @Test func aTestOfSomeStacksIgnoresEventsThatTouchOnlyOthers() throws {
    let router = try makeRouter()
    let test = NavigationTest(router, stacks: .only(["compose"]))

    router.push(Mail.message(id: 1))  // inbox only
    router.present(.sheet(Mail.compose, id: "compose"))  // a layer that holds compose
    router.stack("sent").push(Mail.message(id: 2))  // sent only
    router.push(Mail.account)  // the visible stack: compose
    try router.send(.push([AnyRoute(Mail.login)], on: "compose"))  // names compose
    router.stack("compose").dismiss()  // dismisses the layer that holds compose
    router.selectTab("sent")  // tabs only

    test.expect(.present(.sheet(Mail.compose, id: "compose")))
    test.expect(push(.account))
    test.expect(push(.login, on: "compose"))
    test.expect(.dismissLayer(holding: "compose"))
    test.finish()
  }

  @Test func aDenialTouchesTheStackItsActionTargets() throws {
    let router = try makeRouter()
    router.guards.add(NavigationGuard("closed") { _ in .deny(reason: "closed") })
    router.onFailure = { _ in }
    let inbox = NavigationTest(router, stacks: .only(["inbox"]))
    let sent = NavigationTest(router, stacks: .only(["sent"]))

    router.push(Mail.compose)  // visible: inbox
    router.stack("sent").push(Mail.compose)

    inbox.expect(push(.compose), deniedBy: "closed")
    inbox.finish()
    sent.expect(push(.compose, on: "sent"), deniedBy: "closed")
    sent.finish()
  }

  @Test func aTabSelectionTouchesTheTabsItSelectsAndLeaves() throws {
    let router = Router(try NavigationState(tabs: ["inbox", "sent", "drafts"], selected: "inbox"))
    let drafts = NavigationTest(router, stacks: .only(["drafts"]))

    router.selectTab("sent")
    router.selectTab("drafts")
    router.selectTab("inbox")

    drafts.expect(.selectTab("drafts"))
    drafts.expect(.selectTab("inbox"))
    drafts.finish()
  }
}
