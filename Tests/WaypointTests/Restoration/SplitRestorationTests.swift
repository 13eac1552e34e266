import Foundation
import Testing
import Waypoint

/// Split containers in snapshots: selections, layout and the detail path are saved (format
/// 2); width is not; what cannot be restored is cleared with what depends on it.
@Suite @MainActor struct SplitRestorationTests {
  static func coder(mode: RestorationMode = .strict) -> SnapshotCoder {
    SnapshotCoder(mode: mode, outputFormatting: [.sortedKeys])
      .registering(Mailbox.self, as: "mailbox")
      .registering(Message.self, as: "message")
      .registering(Attachment.self, as: "attachment")
      .registering(MailScreen.self, as: "screen")
  }

  /// Inbox → message 42 → attachment 1, with a layout of the user's.
  static func reading() throws -> Router {
    let router = Router(try Mail.state(Mail.threeColumns(typed: true)))
    router.select(Mailbox.inbox, in: "mailboxes")
    router.select(Message(id: 42), column: .content, in: "mailboxes")
    router.push(Attachment(id: 1))
    try router.send(.setColumnVisibility(.doubleColumn, in: "mailboxes"), source: .user)
    return router
  }

  @Test func selectionsLayoutAndPathAreSavedAndRestoredButNotTheWidth() throws {
    let router = try Self.reading()
    try router.setWidth(.compact, ofSplit: "mailboxes")
    let data = try Self.coder().encode(router.state)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"waypoint\":2"))
    #expect(text.contains("\"split\":["))
    #expect(text.contains("\"columnVisibility\":\"doubleColumn\""))
    #expect(text.contains("\"sidebarSelects\":\"mailbox\""))
    #expect(!text.contains("compact\""))

    let restored = try Self.coder().decode(data)
    #expect(restored.summary.isComplete)
    #expect(restored.state == router.state)
    #expect(restored.state.width(ofSplit: "mailboxes") == .regular)
    // The declared types came back: a message is still refused in the sidebar.
    let next = Router(restored.state)
    #expect(
      error { () throws(NavigationError) in
        try next.send(.select(AnyRoute(Message(id: 1)), in: "mailboxes"))
      }
        == .selectionTypeMismatch(
          String(reflecting: Message.self), column: .sidebar, container: "mailboxes",
          expected: String(reflecting: Mailbox.self)))
  }

  @Test func aSnapshotSavedExpandedRestoresCompactOnTheDeepestColumn() throws {
    let data = try Self.coder().encode(try Self.reading().state)
    let router = Router(NavigationState(stack: "launch"))
    try Self.coder().restore(router, from: data)
    try router.setWidth(.compact, ofSplit: "mailboxes")
    let split = try #require(router.state.splitContainer(holding: "mailboxes"))
    #expect(split.collapsedTopColumn == .detail)
    #expect(router.depth == 3)
    #expect(router.visibleStack.id == "message")
  }

  @Test func aSelectionThatCannotBeRestoredIsClearedWithWhatFollowsIt() throws {
    let data = try Self.coder().encode(try Self.reading().state)
    // An app that no longer knows messages.
    let older = SnapshotCoder(mode: .lenient)
      .registering(Mailbox.self, as: "mailbox")
      .registering(Attachment.self, as: "attachment")
      .registering(MailScreen.self, as: "screen")
    let restored = try older.decode(data)
    let split = try #require(restored.state.splitContainer(holding: "mailboxes"))
    #expect(split.sidebarSelection == AnyRoute(Mailbox.inbox))
    #expect(split.contentSelection == nil)
    #expect(split.detail.depth == 0)
    #expect(restored.summary.droppedEntries.map(\.stack) == ["message"])
    // The message; its declared type, which this app does not register, is left out.
    #expect(restored.summary.problems.count == 1)

    #expect(throws: RestorationError.self) {
      try SnapshotCoder()
        .registering(Mailbox.self, as: "mailbox")
        .registering(Attachment.self, as: "attachment")
        .registering(MailScreen.self, as: "screen")
        .decode(data)
    }
  }

  static func document(_ node: String, format: Int = 2) -> Data {
    Data(
      """
      {"waypoint":\(format),"version":1,"types":["mailbox"],"routes":[["inbox"]],"root":\(node)}
      """.utf8)
  }

  @Test(arguments: [
    (#"{"split":[{"id":"a","root":0}]}"#, "root.split", "1 columns"),
    (
      #"{"split":[{"id":"a"},{"id":"b"},{"id":"c"},{"id":"d","root":0}]}"#, "root.split",
      "4 columns"
    ),
    (
      #"{"split":[{"id":"a","entries":"1","entryTypes":"0"},{"id":"b"}]}"#,
      "root.split[0].entries", "only the detail"
    ),
    (
      #"{"split":[{"id":"a"},{"id":"b","root":0}],"columnVisibility":"most"}"#,
      "root.columnVisibility", "automatic"
    ),
    (
      #"{"split":[{"id":"a"},{"id":"b","root":0}],"preferredCompactColumn":"content"}"#,
      "root.preferredCompactColumn", "sidebar, detail"
    ),
    (#"{"split":[{"id":"a"},{"id":"a","root":0}]}"#, "root.split[1].id", "a"),
  ])
  func corruptSplitContainersAreTypedErrorsThatSayWhere(
    node: String, path: String, detail: String
  ) throws {
    Self.expectCorrupt(Self.document(node), named: node, at: path, detail: detail)
  }

  /// Checks that decoding `document` (which shows `name`) fails with invalid data at
  /// `path` whose message contains `detail`, or with a duplicate stack `detail` there.
  static func expectCorrupt(
    _ document: Data, named name: String, at path: String, detail: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try coder().decode(document)
      Issue.record("\(name) decoded", sourceLocation: sourceLocation)
    } catch let .invalidData(at, message) {
      #expect(at == path, sourceLocation: sourceLocation)
      #expect(message.contains(detail), "\(message)", sourceLocation: sourceLocation)
    } catch .duplicateStackID(let id, let at) {
      #expect(id.rawValue == detail, sourceLocation: sourceLocation)
      #expect(at == path, sourceLocation: sourceLocation)
    } catch {
      Issue.record("\(name): \(error)", sourceLocation: sourceLocation)
    }
  }

  @Test func aFormat1SnapshotCannotHoldASplitContainer() throws {
    #expect(
      throws: RestorationError.invalidData(
        path: "root", detail: "has a split container, which format 1 cannot hold")
    ) {
      try Self.coder().decode(
        Self.document(#"{"split":[{"id":"a"},{"id":"b","root":0}]}"#, format: 1))
    }
  }
}
