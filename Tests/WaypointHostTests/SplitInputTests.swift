import Testing
import Waypoint
import WaypointHost

/// What a split view's host reports — rows picked, columns shown, the compact column, back
/// while compact — mapped onto the engine's split container.
@MainActor
@Suite struct SplitInputTests {
  enum Mail: Hashable, Sendable {
    case inbox, archive
    case message(Int)
    case attachment(Int)
  }

  func router() throws -> Router {
    let router = Router(
      try NavigationState(
        content: .split(
          SplitContainer(
            sidebar: StackState(id: "mailboxes"), content: StackState(id: "messages"),
            detail: StackState(id: "message")))))
    router.report(.selected(AnyRoute(Mail.inbox), column: .sidebar, in: "mailboxes"))
    router.report(.selected(AnyRoute(Mail.message(42)), column: .content, in: "mailboxes"))
    router.push(Mail.attachment(1))
    return router
  }

  @Test func reTappingASplitTabPopsItsDetailColumn() throws {
    let split = try SplitContainer(
      sidebar: StackState(id: "mailboxes"), detail: StackState(id: "message"))
    let router = Router(
      try NavigationState(
        content: .tabs(
          TabContainer(
            tabs: [.stack(StackState(id: "home")), .split(split)], selected: "mailboxes"))))
    router.report(.selected(AnyRoute(Mail.inbox), column: .sidebar, in: "mailboxes"))
    // Nothing to pop: the tap asks for nothing.
    var events = 0
    router.events.observe { _ in events += 1 }
    #expect(router.report(.tabTapped("mailboxes")) == false)
    #expect(events == 0)
    router.push(Mail.attachment(1))
    #expect(router.report(.tabTapped("mailboxes")))
    #expect(router.state.stack("message")?.depth == 0)
    #expect(router.state.splitContainer(holding: "mailboxes")?.sidebarSelection != nil)
  }

  @Test func pickedRowsSelectWithTheUserAsSource() throws {
    let router = try router()
    var sources: [NavigationSource] = []
    router.events.observe { sources.append($0.source) }
    #expect(router.report(.selected(AnyRoute(Mail.archive), column: .sidebar, in: "messages")))
    let split = try #require(router.state.splitContainer(holding: "mailboxes"))
    #expect(split.sidebarSelection == AnyRoute(Mail.archive))
    #expect(split.contentSelection == nil)
    #expect(sources == [.user])
  }

  @Test func aReTapOfTheSelectedRowPopsTheDetailOnlyWhenThereIsSomethingToPop() throws {
    let router = try router()
    let state = router.state
    #expect(
      state.action(for: .selected(AnyRoute(Mail.message(42)), column: .content, in: "message"))
        == .select(AnyRoute(Mail.message(42)), column: .content, in: "message"))
    router.report(.selected(AnyRoute(Mail.message(42)), column: .content, in: "message"))
    #expect(router.state.stack("message")?.depth == 0)
    #expect(
      router.state.action(
        for: .selected(AnyRoute(Mail.message(42)), column: .content, in: "message")) == nil)
  }

  @Test func layoutReportsAreActionsOnlyWhenTheyChangeSomething() throws {
    let router = try router()
    #expect(router.state.action(for: .columnVisibilityChanged(.automatic, in: "mailboxes")) == nil)
    #expect(router.report(.columnVisibilityChanged(.detailOnly, in: "mailboxes")))
    #expect(router.report(.compactColumnChanged(.detail, in: "mailboxes")))
    let split = try #require(router.state.splitContainer(holding: "mailboxes"))
    #expect(split.columnVisibility == .detailOnly)
    #expect(split.preferredCompactColumn == .detail)
    // The program changes it afterwards: not ignored.
    try router.send(.setPreferredCompactColumn(.sidebar, in: "mailboxes"))
    #expect(router.state.splitContainer(holding: "mailboxes")?.preferredCompactColumn == .sidebar)
    #expect(router.state.action(for: .compactColumnChanged(.content, in: "nowhere")) == nil)
  }

  @Test func backWhileCompactGoesThroughTheSelections() throws {
    let router = try router()
    #expect(router.report(.back(stack: "message")))
    #expect(router.state.action(for: .back(stack: "message")) == nil)  // regular: at its root
    try router.setWidth(.compact, ofSplit: "mailboxes")
    #expect(router.report(.back(stack: "message")))
    #expect(router.state.splitContainer(holding: "mailboxes")?.contentSelection == nil)
    #expect(router.report(.back(stack: "message")))
    #expect(router.state.splitContainer(holding: "mailboxes")?.sidebarSelection == nil)
    #expect(router.state.action(for: .back(stack: "message")) == nil)
  }
}
