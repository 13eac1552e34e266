import Observation
import Testing
import Waypoint
import WaypointTestSupport

/// A split container as a tab, as iPad apps have a split view inside a tab: the tab shows
/// its detail column, selections and layout work as they do at the root, and the tab is
/// named by the container's ID.
@Suite @MainActor struct SplitTabTests {
  /// Tabs: home (a stack), then mail (a three-column split container).
  static func state(selected: StackID = "home") throws -> NavigationState {
    try NavigationState(
      content: .tabs(
        TabContainer(
          tabs: [.stack(StackState(id: "home")), .split(Mail.threeColumns())],
          selected: selected)))
  }

  @Test func aSplitTabShowsItsDetailColumnAndIsNamedByTheContainer() throws {
    let state = try Self.state(selected: "mailboxes")
    let tabs = try #require(state.tabContainer())
    #expect(tabs.selection == "mailboxes")
    #expect(tabs.tabContents.map(\.id) == ["home", "mailboxes"])
    #expect(tabs.tabs.map(\.id) == ["home", "message"])
    #expect(state.visibleStack.id == "message")
    #expect(state.splitContainer(holding: "messages")?.id == "mailboxes")
    #expect(state.tabContainer(holding: "message")?.selection == "mailboxes")
    #expect(state.stack("messages") != nil)
    #expect(
      state.description == """
        tabs, selected mailboxes
          stack home: empty
          split, columns automatic, compact sidebar
            stack mailboxes (root: mailboxes): empty
            stack messages: empty
            stack message: empty
        """)
  }

  @Test func stacksOfTabsAndColumnsMustNotShareIDs() throws {
    #expect(throws: NavigationError.duplicateStackID("messages")) {
      try TabContainer(
        tabs: [.stack(StackState(id: "messages")), .split(Mail.threeColumns())],
        selected: "messages")
    }
    #expect(throws: NavigationError.self) {
      try TabContainer(tabs: [.split(Mail.threeColumns())], selected: "message")
    }
  }

  @Test func anyColumnSelectsTheTabAndPushesGoToTheDetailColumn() throws {
    let router = Router(try Self.state())
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    router.selectTab("messages")
    #expect(router.state.tabContainer()?.selection == "mailboxes")
    #expect(router.visibleStack.id == "message")
    #expect(events.last?.changes.selections.first?.to == "mailboxes")

    router.select(Mailbox.inbox, in: "mailboxes")
    router.select(Message(id: 42), column: .content, in: "mailboxes")
    router.push(Attachment(id: 1))
    #expect(router.state.stack("message")?.entries.map(\.route) == [AnyRoute(Attachment(id: 1))])
    #expect(router.depth == 1)

    // Pushing onto a selection column is refused, naming the container.
    var failures: [NavigationFailure] = []
    router.onFailure = { failures.append($0) }
    router.stack("messages").push(Attachment(id: 2))
    #expect(
      failures.last?.error as? NavigationError
        == .notInDetailColumn("messages", column: .content, container: "mailboxes"))
  }

  @Test func aSidebarChangeInATabClearsTheDetailInOneEvent() throws {
    let router = Router(try Self.state(selected: "mailboxes"))
    router.select(Mailbox.inbox, in: "mailboxes")
    router.select(Message(id: 42), column: .content, in: "mailboxes")
    router.push(Attachment(id: 1))
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    router.select(Mailbox.archive, in: "mailboxes")
    let split = try #require(router.state.splitContainer(holding: "mailboxes"))
    #expect(split.sidebarSelection == AnyRoute(Mailbox.archive))
    #expect(split.contentSelection == nil)
    #expect(split.detail.depth == 0)
    #expect(events.count == 1)
    #expect(events.first?.changes.splits.first?.container == "mailboxes")
    #expect(events.first?.changes.removedCount == 1)
  }

  @Test func reselectingASplitTabPopsItsDetailColumn() throws {
    let router = Router(try Self.state(selected: "mailboxes"))
    router.select(Mailbox.inbox, in: "mailboxes")
    router.select(Message(id: 42), column: .content, in: "mailboxes")
    router.push(Attachment(id: 1))
    router.push(Attachment(id: 2))
    router.selectTab("mailboxes")
    #expect(router.state.stack("message")?.depth == 0)
    #expect(
      router.state.splitContainer(holding: "mailboxes")?.contentSelection
        == AnyRoute(Message(id: 42)))
  }

  @Test func layoutAndWidthOfASplitTab() throws {
    let router = Router(try Self.state(selected: "mailboxes"))
    router.select(Mailbox.inbox, in: "mailboxes")
    router.select(Message(id: 42), column: .content, in: "mailboxes")
    try router.send(.setColumnVisibility(.detailOnly, in: "message"))
    #expect(router.state.splitContainer(holding: "mailboxes")?.columnVisibility == .detailOnly)

    var events = 0
    router.events.observe { _ in events += 1 }
    #expect(try router.setWidth(.compact, ofSplit: "messages"))
    #expect(events == 0)
    #expect(router.depth == 2)
    // Compact, back from the detail column's first screen clears the message, then the
    // mailbox, as on a plain stack.
    #expect(router.pop() == 1)
    #expect(router.state.splitContainer(holding: "mailboxes")?.contentSelection == nil)
    #expect(router.pop() == 1)
    #expect(router.state.splitContainer(holding: "mailboxes")?.sidebarSelection == nil)
    #expect(router.pop() == 0)
    #expect(router.state.tabContainer()?.selection == "mailboxes")
  }

  @Test func aGuardOnTheDetailOfASplitTabCanRefuseASidebarChange() throws {
    let router = Router(try Self.state(selected: "mailboxes"))
    router.select(Mailbox.inbox, in: "mailboxes")
    router.select(Message(id: 42), column: .content, in: "mailboxes")
    let before = router.state
    router.guards.add(
      NavigationGuard("unsaved reply") { request in
        request.leavingScreens.contains { $0.route == AnyRoute(Message(id: 42)) }
          ? .deny(reason: "the reply is not sent") : .allow
      })
    router.onFailure = { _ in }
    #expect(router.select(Mailbox.archive, in: "mailboxes") == false)
    #expect(router.state == before)
    // Another tab is fine: the split tab keeps its screens.
    #expect(router.selectTab("home"))
  }

  @Test func readersOfASplitTabHearOnlyWhatTheyRead() throws {
    let router = Router(try Self.state(selected: "mailboxes"))
    let (container, home, detail) = (Flag(), Flag(), Flag())
    withObservationTracking {
      _ = router.splitContainer(holding: "mailboxes")
    } onChange: {
      container.raise()
    }
    withObservationTracking {
      _ = router.stack("home").depth
    } onChange: {
      home.raise()
    }
    withObservationTracking {
      _ = router.stack("message").state
    } onChange: {
      detail.raise()
    }
    router.select(Mailbox.inbox, in: "mailboxes")
    #expect(container.isRaised)
    #expect(!home.isRaised)
    // A sidebar selection is the content column's first screen, not the detail's.
    #expect(!detail.isRaised)
  }

  @Test func replacingATreeWithSplitTabsReportsTheColumnsThatChanged() throws {
    let router = Router(try Self.state(selected: "mailboxes"))
    router.select(Mailbox.inbox, in: "mailboxes")
    router.select(Message(id: 42), column: .content, in: "mailboxes")
    var next = router.state
    var ids = router.idGenerator
    try next.apply(.push([AnyRoute(Attachment(id: 7))], on: .stack("message")), ids: &ids)
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    try router.send(.replaceState(next))
    let changed = events.first?.changes.stacks.map(\.stack) ?? []
    #expect(changed == ["message"])
    #expect(router.state.stack("message")?.depth == 1)
  }
}

/// Links into a split tab, and state links printed from one.
@Suite @MainActor struct SplitTabLinkTests {
  typealias Page = LinkPrintPropertyTests.Page

  @Test func aStateLinkOfASplitTabOpensItFromAnotherTab() throws {
    let links = try LinkPrintPropertyTests.links(web: false)
    func tabs() throws -> NavigationState {
      try NavigationState(
        content: .tabs(
          TabContainer(
            tabs: [
              .stack(StackState(id: "home")),
              .split(
                SplitContainer(
                  sidebar: StackState(id: "boxes"), content: StackState(id: "messages"),
                  detail: StackState(id: "message"))),
            ],
            selected: "home")))
    }
    let writer = Router(try tabs())
    writer.selectTab("boxes")
    writer.select(Page.posts, in: "boxes")
    writer.select(Page.user(42), column: .content, in: "boxes")
    writer.push(Page.handle("ada"))
    let link = try links.url(for: writer.state)
    #expect(link == "myapp://boxes/posts/users/42/users/ada")

    let reader = Router(try tabs())
    reader.stack("home").push(Page.posts)
    var events: [NavigationEvent] = []
    reader.events.observe { events.append($0) }
    #expect(reader.open(link, with: links))
    #expect(events.count == 1)
    #expect(reader.state.tabContainer()?.selection == "boxes")
    let split = try #require(reader.state.splitContainer(holding: "boxes"))
    #expect(split.state == writer.state.splitContainer(holding: "boxes")?.state)
    #expect(split.detail.entries.map(\.route) == [AnyRoute(Page.handle("ada"))])
    // The other tab keeps its screens.
    #expect(reader.state.stack("home")?.depth == 1)
  }
}
