import Testing
import Waypoint

/// Width is not navigation; compact, the columns read as one stack for pop, depth and the
/// screens that leave.
@Suite @MainActor struct SplitCollapseTests {
  /// Inbox → message 42 → attachment 1, the detail column's first screen scoped.
  func reading() throws -> Router {
    let router = try Mail.router()
    router.select(Mailbox.inbox, in: "mailboxes")
    router.select(Message(id: 42), column: .content, in: "mailboxes")
    router.push(Attachment(id: 1))
    return router
  }

  @Test func widthChangesEmitNothingReleaseNothingAndKeepTheTree() throws {
    let router = try reading()
    let before = router.state
    let ids = before.stack("message")?.entries.map(\.id)
    router.screen(.root("message")).scope[String.self] = "draft"
    router.screen(.root("messages")).scope[String.self] = "scroll position"
    let scopes = router.scopeCount
    var events = 0
    router.events.observe { _ in events += 1 }
    for _ in 0..<1_000 {
      #expect(try router.setWidth(.compact, ofSplit: "mailboxes"))
      #expect(router.depth == 3)
      #expect(try router.setWidth(.regular, ofSplit: "message"))
      #expect(router.depth == 1)
    }
    #expect(try router.setWidth(.regular, ofSplit: "message") == false)
    #expect(events == 0)
    #expect(router.scopeCount == scopes)
    #expect(router.screen(.root("message")).scope[String.self] == "draft")
    #expect(router.state == before)
    #expect(router.state.stack("message")?.entries.map(\.id) == ids)
  }

  @Test func compactPopsGoThroughTheSelectionsLikeAPlainStack() throws {
    let router = try reading()
    try router.setWidth(.compact, ofSplit: "mailboxes")
    #expect(
      router.state.splitContainer(holding: "mailboxes")?.collapsedPath
        == [AnyRoute(Mailbox.inbox), AnyRoute(Message(id: 42)), AnyRoute(Attachment(id: 1))])
    #expect(router.depth == 3)
    #expect(router.canPop)

    #expect(router.pop() == 1)  // the attachment
    #expect(router.pop() == 1)  // message 42: the content selection is cleared
    var split = try #require(router.state.splitContainer(holding: "mailboxes"))
    #expect(split.contentSelection == nil)
    #expect(split.sidebarSelection == AnyRoute(Mailbox.inbox))
    #expect(split.collapsedTopColumn == .content)
    #expect(router.depth == 1)
    #expect(router.pop() == 1)  // the inbox
    split = try #require(router.state.splitContainer(holding: "mailboxes"))
    #expect(split.sidebarSelection == nil)
    #expect(split.collapsedTopColumn == .sidebar)
    #expect(router.depth == 0)
    #expect(!router.canPop)
    var events = 0
    router.events.observe { _ in events += 1 }
    #expect(router.pop() == 0)
    #expect(events == 0)
  }

  @Test func aCompactPopToRootEmptiesTheOneStackInOneEvent() throws {
    let router = try reading()
    try router.setWidth(.compact, ofSplit: "mailboxes")
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    #expect(router.popToRoot() == 3)
    #expect(events.count == 1)
    #expect(router.state.splitContainer(holding: "mailboxes")?.collapsedDepth == 0)
  }

  @Test func regularPopsStopAtTheDetailsFirstScreen() throws {
    let router = try reading()
    #expect(router.pop(5) == 1)
    #expect(
      router.state.splitContainer(holding: "mailboxes")?.contentSelection
        == AnyRoute(Message(id: 42)))
  }

  @Test func aScreenLeavingThroughASelectionEndsItsScopeAndItsWait() async throws {
    let router = try reading()
    let message = router.screen(.root("message"))
    message.scope[String.self] = "draft"
    let scope = message.scope
    let wait = try message.expectResult(of: Int.self)
    try router.setWidth(.compact, ofSplit: "mailboxes")
    #expect(router.pop(2) == 2)
    #expect(scope.hasBeenReleased)
    do {
      _ = try await wait.value
      Issue.record("the wait for message 42 did not end with the pop")
    } catch {
      #expect(error == ResultError.popped(.root("message")))
    }
  }

  @Test func selectingAnotherMessageReplacesTheDetailsFirstScreen() throws {
    let router = try reading()
    let scope = router.screen(.root("message")).scope
    scope[String.self] = "draft"
    router.select(Message(id: 43), column: .content, in: "mailboxes")
    #expect(scope[String.self] == nil)
    #expect(router.screen(.root("message")).route == AnyRoute(Message(id: 43)))
  }

  @Test func aSplitContainerInASheetCollapsesOnItsOwn() throws {
    let router = Router(NavigationState(stack: "main"))
    let picker = try SplitContainer(
      sidebar: StackState(id: "folders"), detail: StackState(id: "files"))
    #expect(router.present(Presentation(style: .sheet, content: .split(picker))))
    #expect(router.visibleStack.id == "files")
    router.select("Documents", in: "folders")
    router.push("report.pdf")
    #expect(router.width(ofSplit: "folders") == .regular)
    try router.setWidth(.compact, ofSplit: "files")
    #expect(router.width(ofSplit: "folders") == .compact)
    #expect(router.depth == 2)
    #expect(router.pop(2) == 2)
    #expect(router.state.splitContainer(holding: "folders")?.sidebarSelection == nil)
    #expect(router.visibleStack.id == "files")
    // Dismissed, the container's width goes with it: presented again, it starts regular.
    router.dismiss()
    router.present(Presentation(style: .sheet, content: .split(picker)))
    #expect(router.width(ofSplit: "folders") == .regular)
    #expect(
      error { () throws(NavigationError) in try router.setWidth(.compact, ofSplit: "main") }
        == .notASplitColumn("main", splits: ["folders"]))
    #expect(
      error { () throws(NavigationError) in try router.setWidth(.compact, ofSplit: "nope") }
        == .stackNotFound("nope", existing: ["files", "folders", "main"]))
  }
}
