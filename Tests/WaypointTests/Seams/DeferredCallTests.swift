import Testing
import Waypoint
import WaypointTestSupport

/// A call made while an event is delivered keeps its intent and is decided when applied.
@Suite("Deferred calls")
@MainActor
struct DeferredCallTests {
  @Test func aQueuedCloseClosesTheScreenItNamesAfterAQueuedPush() throws {
    let router = Router()
    router.push(Screen.profile)
    router.push(Screen.settings)
    let picker = router.screen(router.visibleStack.topScreen)
    let pending = try picker.expectResult(of: Pick.self)
    router.push(Screen.editor)
    let log = FailureLog(router)
    var reacted = false
    router.events.observe { _ in
      guard !reacted else { return }
      reacted = true
      router.push(Screen.about)
      try? picker.close(returning: Pick.dark)
    }
    router.push(Screen.account)
    #expect(router.state.path("main") == ["profile"])
    #expect(try pending.outcome?.get() == .dark)
    #expect(log.calls.isEmpty)
  }

  private func inboxLinks() throws -> LinkMap {
    var links = LinkMap(schemes: ["mail"])
    try links.register("compose") { _ in
      .tab("inbox", presenting: .sheet(Screen.editor, id: "compose"))
    }
    try links.register("lost") { _ in .stack("nowhere") }
    return links
  }

  @Test func aQueuedLinkIsBuiltForTheStateItIsAppliedTo() throws {
    let router = Router(try NavigationState(tabs: ["inbox", "drafts"], selected: "inbox"))
    let links = try inboxLinks()
    let log = FailureLog(router)
    var opened: [Bool] = []
    var reacted = false
    router.events.observe { _ in
      guard !reacted else { return }
      reacted = true
      router.stack("inbox").present(.sheet(Screen.settings, id: "settings"))
      opened.append(router.open("mail://compose", with: links))
    }
    router.push(Screen.profile)
    #expect(log.failures.map(\.description) == [])
    #expect(opened == [false], "nothing was opened when the call returned")
    #expect(router.visibleStack.id == "compose")
    #expect(!router.state.hasStack("settings"))
  }

  @Test func aQueuedLinkFailsAsTheSameLinkOpenedAtOnce() throws {
    let router = Router(try NavigationState(tabs: ["inbox", "drafts"], selected: "inbox"))
    let links = try inboxLinks()
    let log = FailureLog(router)
    #expect(!router.open("mail://lost", with: links))
    var reacted = false
    router.events.observe { _ in
      guard !reacted else { return }
      reacted = true
      router.open("mail://lost", with: links)
    }
    router.push(Screen.profile)
    #expect(log.failures.count == 2)
    #expect(log.calls == [#"open("mail://lost")"#, #"open("mail://lost")"#])
    #expect(log.linkErrors.count == 2)
    #expect(log.failures.map(\.description).allSatisfy { $0 == log.failures[0].description })
  }

  @Test func aQueuedPopToAScreenLooksForItWhenApplied() throws {
    let router = Router()
    router.push(Screen.profile)
    let log = FailureLog(router)
    var reacted = false
    router.events.observe { _ in
      guard !reacted else { return }
      reacted = true
      router.push(Screen.settings)
      router.push(Screen.about)
      router.visible.pop(toLast: Screen.settings)
    }
    router.push(Screen.editor)
    #expect(router.state.path("main") == ["profile", "editor", "settings"])
    #expect(log.calls.isEmpty)
  }

  @Test func anObserverThatReactsToARedirectDoesNotUndoIt() throws {
    let router = Router()
    let log = FailureLog(router)
    router.guards.add(
      NavigationGuard("auth") { request in
        request.addedRoutes.contains(AnyRoute(Screen.account))
          ? .redirect(.present(.sheet(Screen.login, id: "login")), keepsPending: true) : .allow
      })
    var kinds: [NavigationEvent.Kind] = []
    router.events.observe { event in
      kinds.append(event.kind)
      if case .redirected = event.kind { router.push(Screen.about) }
    }
    router.push(Screen.account)
    #expect(log.failures.map(\.description) == [])
    #expect(router.visibleStack.id == "login")
    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(Screen.about)])
    #expect(router.guards.pending?.action == .push([AnyRoute(Screen.account)]))
    #expect(kinds == [.redirected(guard: "auth"), .committed, .committed])
  }
}
