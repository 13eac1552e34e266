import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// Tabs that are split containers in snapshots (format 2): written as a split node is, read
/// back equal, and checked, reported and cleared as a split node is.
@Suite @MainActor struct SplitTabRestorationTests {
  static func coder(mode: RestorationMode = .strict) -> SnapshotCoder {
    SplitRestorationTests.coder(mode: mode)
  }

  /// Mail as three columns: inbox → message 42 → attachment 1, a compose sheet over the
  /// message, and a layout of the user's.
  static func mail() throws -> SplitContainer {
    let compose = StackState(
      id: "compose", root: AnyRoute(MailScreen.compose),
      entries: [Entry(id: EntryID(7), route: AnyRoute(Attachment(id: 3)))])
    return try SplitContainer(
      sidebar: StackState(id: "mailboxes", root: AnyRoute(MailScreen.mailboxes)),
      content: StackState(id: "messages", root: AnyRoute(Mailbox.inbox)),
      detail: StackState(
        id: "message", root: AnyRoute(Message(id: 42)),
        entries: [Entry(id: EntryID(5), route: AnyRoute(Attachment(id: 1)))],
        presented: PresentedLayer(style: .sheet, content: .stack(compose))),
      columnVisibility: .doubleColumn, preferredCompactColumn: .content,
      sidebarSelects: Mailbox.self, contentSelects: Message.self, popsDetailOnReselect: false)
  }

  /// A settings tab, then the mail tab, selected.
  static func state() throws -> NavigationState {
    let settings = StackState(
      id: "settings", root: AnyRoute(MailScreen.settings),
      entries: [Entry(id: EntryID(1), route: AnyRoute(Mailbox.archive))])
    return try NavigationState(
      content: .tabs(
        TabContainer(
          tabs: [.stack(settings), .split(mail())], selected: "mailboxes",
          popsToRootOnReselect: false)))
  }

  /// The last tab of `state`'s tabs, when it is a split container.
  static func splitTab(of state: NavigationState) -> SplitContainer? {
    guard case .tabs(let tabs) = state.content, case .split(let split)? = tabs.tabContents.last
    else { return nil }
    return split
  }

  @Test func aSplitTabIsWrittenAsASplitNodeAndRestoredEqual() throws {
    let state = try Self.state()
    let data = try Self.coder().encode(state)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"waypoint\":2"))
    // The tab's object is the split node's own members, sorted.
    #expect(
      text.contains(
        #"{"columnVisibility":"doubleColumn","contentSelects":"message","#
          + #""popsDetailOnReselect":false,"preferredCompactColumn":"content","#
          + #""sidebarSelects":"mailbox","split":[{"entries":"","entryTypes":"","id":"mailboxes""#
      ), "\(text)")

    let restored = try Self.coder().decode(data)
    #expect(restored.summary.isComplete)
    #expect(restored.state == state)
    let mail = try #require(Self.splitTab(of: restored.state))
    #expect(mail.columnVisibility == .doubleColumn)
    #expect(mail.preferredCompactColumn == .content)
    #expect(mail.detail.presented?.style == .sheet)
    #expect(restored.state.visibleStack.id == "compose")
  }

  @Test func aSplitTabSelectionThatCannotBeRestoredIsClearedAsInASplitNode() throws {
    let tabbed = try Self.coder().encode(try Self.state())
    let node = try Self.coder().encode(NavigationState(content: .split(Self.mail())))
    // An app that no longer knows messages.
    let older = SnapshotCoder(mode: .lenient)
      .registering(Mailbox.self, as: "mailbox")
      .registering(Attachment.self, as: "attachment")
      .registering(MailScreen.self, as: "screen")
    let restored = try older.decode(tabbed)
    let split = try #require(Self.splitTab(of: restored.state))
    #expect(split.sidebarSelection == AnyRoute(Mailbox.inbox))
    #expect(split.contentSelection == nil)
    #expect(split.detail.depth == 0)
    #expect(restored.summary.droppedEntries.map(\.stack) == ["message"])
    #expect(restored.summary.problems.count == 1)
    if case .unknownRouteName(let name, let path, _)? = restored.summary.problems.first {
      #expect(name == "message")
      #expect(path == "root.tabs[1].split[2].root")
    } else {
      Issue.record("\(restored.summary.problems)")
    }
    #expect(restored.state.stack("settings")?.depth == 1)

    // The same container as the tree's content is restored the same.
    let asNode = try older.decode(node)
    #expect(asNode.state.content == .split(split))
    #expect(asNode.summary.droppedEntries == restored.summary.droppedEntries)

    #expect(throws: RestorationError.self) {
      try SnapshotCoder()
        .registering(Mailbox.self, as: "mailbox")
        .registering(Attachment.self, as: "attachment")
        .registering(MailScreen.self, as: "screen")
        .decode(tabbed)
    }
  }

  /// A snapshot whose root is tabs: a stack tab `home`, then `tab`.
  static func document(tab: String, selected: String = "home", format: Int = 2) -> Data {
    SplitRestorationTests.document(
      #"{"tabs":[{"id":"home"},"# + tab + #"],"selected":"\#(selected)"}"#, format: format)
  }

  @Test(arguments: [
    (#"{"split":[{"id":"a","root":0}]}"#, "a", "root.tabs[1].split", "1 columns"),
    (
      #"{"split":[{"id":"a","entries":"1","entryTypes":"0"},{"id":"b"}]}"#, "a",
      "root.tabs[1].split[0].entries", "only the detail"
    ),
    (
      #"{"split":[{"id":"a"},{"id":"b","root":0}],"columnVisibility":"most"}"#, "a",
      "root.tabs[1].columnVisibility", "automatic"
    ),
    (
      #"{"split":[{"id":"a"},{"id":"b","root":0}],"preferredCompactColumn":"content"}"#, "a",
      "root.tabs[1].preferredCompactColumn", "sidebar, detail"
    ),
    (#"{"split":[{"id":"a"},{"id":"b","root":0}]}"#, "b", "root.selected", "home, a"),
    (#"{"split":[{"id":"a"},{"id":"home","root":0}]}"#, "a", "root.tabs[1].split[1].id", "home"),
  ])
  func corruptSplitTabsAreTypedErrorsThatSayWhere(
    tab: String, selected: String, path: String, detail: String
  ) throws {
    SplitRestorationTests.expectCorrupt(
      Self.document(tab: tab, selected: selected), named: tab, at: path, detail: detail)
  }

  @Test func aSplitTabDeclaringAnUnknownTypeFailsStrictAndIsLeftOutLenient() throws {
    let document = Self.document(
      tab: #"{"split":[{"id":"a"},{"id":"b","root":0}],"sidebarSelects":"folder"}"#,
      selected: "a")
    #expect(
      throws: RestorationError.unknownRouteName(
        "folder", path: "root.tabs[1].sidebarSelects",
        registered: ["attachment", "mailbox", "message", "screen"])
    ) {
      try Self.coder().decode(document)
    }
    let restored = try Self.coder(mode: .lenient).decode(document)
    let split = try #require(Self.splitTab(of: restored.state))
    // The container as it would be without the declaration.
    #expect(
      split
        == (try SplitContainer(
          sidebar: StackState(id: "a"), detail: StackState(id: "b", root: AnyRoute(Mailbox.inbox))))
    )
  }

  @Test func migratingStackIDsRenamesASplitTabsColumnsAndItsSelection() throws {
    let data = try Self.coder().encode(try Self.state())
    let newer = SnapshotCoder(
      version: 2, migration: SnapshotMigration(stackID: { id, _ in StackID("v2 \(id.rawValue)") })
    )
    .registering(Mailbox.self, as: "mailbox").registering(Message.self, as: "message")
    .registering(Attachment.self, as: "attachment").registering(MailScreen.self, as: "screen")
    let restored = try newer.decode(data)
    guard case .tabs(let tabs) = restored.state.content else {
      Issue.record("\(restored.state.content)")
      return
    }
    #expect(tabs.selection == "v2 mailboxes")
    let split = try #require(Self.splitTab(of: restored.state))
    #expect(
      [split.sidebar.id, split.content?.id, split.detail.id]
        == ["v2 mailboxes", "v2 messages", "v2 message"])
  }

  @Test func aFormat1SnapshotCannotHoldASplitTab() throws {
    #expect(
      throws: RestorationError.invalidData(
        path: "root", detail: "has a split container, which format 1 cannot hold")
    ) {
      try Self.coder().decode(
        Self.document(tab: #"{"split":[{"id":"a"},{"id":"b","root":0}]}"#, format: 1))
    }
  }

  @Test func aSplitTabsColumnsCountTowardsTheStackLimit() throws {
    let coder = SnapshotCoder(limits: RestorationLimits(maxStacks: 3))
      .registering(Mailbox.self, as: "mailbox")
    #expect(throws: RestorationError.limitExceeded(.stacks, found: 4, maximum: 3)) {
      try coder.decode(
        Self.document(
          tab: #"{"split":[{"id":"a"},{"id":"b"},{"id":"c","root":0}]}"#, selected: "a"))
    }
  }

  /// `layers` layers, each tabs with a split tab whose detail presents the next, the
  /// deepest nesting a snapshot has.
  nonisolated static func splitTabChain(layers: Int) throws -> NavigationNode {
    var node: NavigationNode?
    for level in (0...layers).reversed() {
      let split = try SplitContainer(
        sidebar: StackState(id: StackID("l\(level)s")),
        detail: StackState(
          id: StackID("l\(level)d"), root: AnyRoute(level),
          presented: node.map { PresentedLayer(style: .sheet, content: $0) }))
      node = .tabs(
        try TabContainer(
          tabs: [.stack(StackState(id: StackID("l\(level)t"))), .split(split)],
          selected: StackID("l\(level)s")))
    }
    return try #require(node)
  }

  @Test func splitTabsAtTheMostLayersNestAsDeepAsASnapshotMayAndRestoreOnASmallStack() {
    onSmallStack {
      do {
        let maximum = NavigationState.maximumLayerDepth
        let state = try NavigationState(
          content: Self.splitTabChain(layers: maximum), maxLayerDepth: maximum)
        let coder = SnapshotCoder(limits: RestorationLimits(maxLayerDepth: maximum))
          .registering(Int.self, as: "int")
        let data = try coder.encode(state)
        // 326: the snapshot's and root's objects, 5 levels a layer, the last tabs' 4.
        #expect(RestorationFixtures.deepestNesting(of: data) == 6 + 5 * maximum)
        #expect(try coder.decode(data).state == state)
      } catch {
        Issue.record("\(error)")
      }
    }
  }
}
