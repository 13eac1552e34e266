import Testing
import Waypoint

/// Selecting in a split container is navigation: one change, one event, guarded, with
/// the columns past the selection cleared.
@Suite @MainActor struct SplitSelectionTests {
  @Test func selectingInTheSidebarMakesTheContentColumnsFirstScreen() throws {
    let router = try Mail.router()
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }

    #expect(router.select(Mailbox.inbox, in: "mailboxes"))
    let split = try #require(router.state.splitContainer(holding: "mailboxes"))
    #expect(split.sidebarSelection == AnyRoute(Mailbox.inbox))
    #expect(router.state.stack("messages")?.root == AnyRoute(Mailbox.inbox))
    #expect(split.contentSelection == nil)
    #expect(events.count == 1)
    #expect(events.first?.changes.splits.first?.selectedColumns == [.sidebar])
    #expect(events.first?.source == .program)
  }

  @Test func aSidebarChangeClearsTheContentSelectionAndTheDetailPathInOneEvent() throws {
    let router = try Mail.router()
    router.select(Mailbox.inbox, in: "mailboxes")
    router.select(Message(id: 42), column: .content, in: "mailboxes")
    router.push(Attachment(id: 1))
    #expect(router.visibleStack.id == "message")
    #expect(router.depth == 1)

    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    router.select(Mailbox.archive, in: "messages")

    let split = try #require(router.state.splitContainer(holding: "message"))
    #expect(split.sidebarSelection == AnyRoute(Mailbox.archive))
    #expect(split.contentSelection == nil)
    #expect(split.detail.depth == 0)
    #expect(events.count == 1)
    let changes = try #require(events.first?.changes)
    #expect(changes.splits.first?.selectedColumns == [.sidebar, .content])
    #expect(changes.removedCount == 1)
  }

  @Test func reselectingPopsTheDetailToItsFirstScreenUnlessTurnedOff() throws {
    let router = try Mail.router()
    router.select(Mailbox.inbox, in: "mailboxes")
    router.select(Message(id: 42), column: .content, in: "mailboxes")
    router.push(Attachment(id: 1))
    router.push(Attachment(id: 2))
    router.select(Message(id: 42), column: .content, in: "mailboxes")
    #expect(router.state.stack("message")?.depth == 0)
    #expect(
      router.state.splitContainer(holding: "message")?.contentSelection
        == AnyRoute(Message(id: 42)))

    var split = try Mail.threeColumns()
    split.popsDetailOnReselect = false
    let quiet = Router(try Mail.state(split))
    quiet.select(Mailbox.inbox, in: "mailboxes")
    quiet.push(Attachment(id: 1))
    var events = 0
    quiet.events.observe { _ in events += 1 }
    quiet.select(Mailbox.inbox, in: "mailboxes")
    #expect(quiet.state.stack("message")?.depth == 1)
    #expect(events == 0)
  }

  @Test func aGuardOnTheDetailCanRefuseASidebarChangeAndNothingChanges() throws {
    let router = try Mail.router()
    router.select(Mailbox.inbox, in: "mailboxes")
    router.select(Message(id: 42), column: .content, in: "mailboxes")
    let before = router.state
    router.guards.add(
      NavigationGuard("unsaved draft") { request in
        request.leavingScreens.contains { $0.route == AnyRoute(Message(id: 42)) }
          ? .deny(reason: "the reply is not sent") : .allow
      })
    var failures: [NavigationFailure] = []
    router.onFailure = { failures.append($0) }
    #expect(router.select(Mailbox.archive, in: "mailboxes") == false)
    #expect(router.state == before)
    #expect(failures.count == 1)
    #expect(
      failures.first?.error as? NavigationError
        == .denied(guard: "unsaved draft", reason: "the reply is not sent"))
  }

  @Test func aDefaultSelectionFillsOnlyAColumnNothingSelected() throws {
    let router = try Mail.router()
    router.selectDefault(Mailbox.inbox, in: "mailboxes")
    #expect(
      router.state.splitContainer(holding: "mailboxes")?.sidebarSelection
        == AnyRoute(Mailbox.inbox))
    router.select(Mailbox.sent, in: "mailboxes")
    router.selectDefault(Mailbox.inbox, in: "mailboxes")
    #expect(
      router.state.splitContainer(holding: "mailboxes")?.sidebarSelection
        == AnyRoute(Mailbox.sent))
  }

  @Test func badSelectionsAreTypedErrorsThatNameTheContainerAndChangeNothing() throws {
    let router = try Mail.router(typed: true)
    let before = router.state
    #expect(
      error { () throws(NavigationError) in
        try router.send(.select(AnyRoute(Message(id: 1)), in: "mailboxes"))
      }
        == .selectionTypeMismatch(
          String(reflecting: Message.self), column: .sidebar, container: "mailboxes",
          expected: String(reflecting: Mailbox.self)))
    #expect(
      error { () throws(NavigationError) in
        try router.send(.select(AnyRoute(Mailbox.inbox), column: .detail, in: "message"))
      }
        == .notASelectionColumn(container: "mailboxes"))
    #expect(
      error { () throws(NavigationError) in
        try router.send(.push([AnyRoute(Attachment(id: 1))], on: "messages"))
      }
        == .notInDetailColumn("messages", column: .content, container: "mailboxes"))

    let two = Router(try Mail.state(Mail.twoColumns()))
    let missing = error { () throws(NavigationError) in
      try two.send(.select(AnyRoute(Message(id: 1)), column: .content, in: "mailbox"))
    }
    #expect(
      missing
        == NavigationError.splitColumnMissing(
          .content, container: "mailboxes", columns: [.sidebar, .detail]))
    #expect(missing?.description.contains("mailboxes") == true)
    #expect(router.state == before)

    let plain = Router(NavigationState(stack: "main"))
    #expect(
      error { () throws(NavigationError) in
        try plain.send(.select(AnyRoute(Mailbox.inbox), in: "main"))
      }
        == .notASplitColumn("main", splits: []))
  }

  @Test func layoutChangesAreOneEventEachAndPassNoGuard() throws {
    let router = try Mail.router()
    router.guards.add(NavigationGuard("nothing") { _ in .deny(reason: "no") })
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    try router.send(.setColumnVisibility(.detailOnly, in: "mailboxes"), source: .user)
    try router.send(.setPreferredCompactColumn(.detail, in: "mailboxes"), source: .user)
    let split = try #require(router.state.splitContainer(holding: "mailboxes"))
    #expect(split.columnVisibility == .detailOnly)
    #expect(split.preferredCompactColumn == .detail)
    #expect(events.count == 2)
    #expect(events.allSatisfy { $0.source == .user })
  }
}
