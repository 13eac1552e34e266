import Foundation
import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// Every entry point decides a call when it is applied, through the same guards, and says
/// what happened in the same way: host reports made from observers, redirects from every
/// entry point, resume and drop from observers, restoration, return values under a
/// redirect, and waits that end.
@Suite("One decision path")
@MainActor
struct OneDecisionPathTests {
  /// A signed-out app: Account needs a login, which the login sheet asks for.
  @MainActor
  final class App {
    let router: Router
    let log: FailureLog
    var isLoggedIn = false

    init(_ state: NavigationState = NavigationState()) {
      router = Router(state)
      log = FailureLog(router)
      router.guards.add(
        .authentication(
          isLoggedIn: { [unowned self] in isLoggedIn },
          requiresLogin: { $0 == AnyRoute(Screen.account) },
          login: .sheet(Screen.login, id: "login")))
    }

    /// Runs `body` once, from an observer of the next event.
    func onNextEvent(_ body: @escaping @MainActor (NavigationEvent) -> Void) {
      var registration: Registration?
      registration = router.events.observe { [router] event in
        if let registration { router.events.remove(registration) }
        registration = nil
        body(event)
      }
    }
  }

  // MARK: Host reports from observers

  @Test func aShorterPathReportedBehindAPushIsDecidedOnTheDepthItMeets() {
    let router = Router()
    router.push(Screen.editor)
    router.push(Screen.settings)
    var registration: Registration?
    registration = router.events.observe { event in
      guard case .pop = event.action, let registration else { return }
      router.events.remove(registration)
      router.push(Screen.about)
      // The host's path holds one screen: everything above the first goes.
      router.report(.pathChanged(stack: "main", count: 1))
    }
    router.pop()
    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(Screen.editor)])
  }

  @Test func aPlatformPushReportedBehindAPushKeepsWhatItSays() {
    let router = Router()
    router.push(Screen.editor)
    var registration: Registration?
    registration = router.events.observe { _ in
      guard let registration else { return }
      router.events.remove(registration)
      router.push(Screen.about)
      router.report(
        .pathPushed(stack: "main", keeping: 1, routes: [AnyRoute(Screen.profile)]))
    }
    router.push(Screen.settings)
    // Applied after the push of About: the path keeps one screen, then Profile.
    #expect(
      router.visibleStack.entries.map(\.route) == [
        AnyRoute(Screen.editor), AnyRoute(Screen.profile),
      ])
  }

  @Test func aReportFromAnObserverReturnsThatNothingHappenedYet() {
    let router = Router()
    router.push(Screen.editor)
    var applied: Bool?
    var registration: Registration?
    registration = router.events.observe { _ in
      guard let registration else { return }
      router.events.remove(registration)
      applied = router.report(.back(stack: "main"))
    }
    router.push(Screen.settings)
    #expect(applied == false)
    #expect(router.depth == 1, "the deferred Back popped Settings once applied")
  }

  // MARK: Redirects on every path

  /// The login sheet closed by an observer as soon as it appears, from every entry point:
  /// the pending navigation goes with it.
  @Test(arguments: ["push", "send", "navigate", "open", "report", "restore"])
  func closingTheLoginSheetAtOnceDropsThePendingNavigation(entry: String) async throws {
    let app = App(try NavigationState(tabs: ["home", "library"], selected: "home"))
    let router = app.router
    _ = router.events.observe { event in
      if case .present = event.action, event.kind == .committed {
        router.stack("login").dismiss()
      }
    }
    var links = LinkMap(schemes: ["app"])
    try links.register("account") { _ in .tab("home", path: [Screen.account]) }
    let coder = SnapshotCoder(version: 1).registering(Screen.self, as: "screen")
    switch entry {
    case "push": router.push(Screen.account)
    case "send":
      try router.send(.push([AnyRoute(Screen.account)]))
    case "navigate":
      try await router.navigate(.push([AnyRoute(Screen.account)]))
    case "open": router.open("app://account", with: links)
    case "report":
      router.report(
        .pathPushed(stack: "home", keeping: 0, routes: [AnyRoute(Screen.account)]))
    default:
      let saved = Router(try NavigationState(tabs: ["home", "library"], selected: "home"))
      saved.stack("home").push(Screen.account)
      try coder.restore(router, from: try coder.snapshot(of: saved))
    }
    #expect(router.state.stack("login") == nil, "\(entry): the login sheet was closed")
    #expect(router.guards.pending == nil, "\(entry): the cancelled login resumes nothing")
    app.isLoggedIn = true
    #expect(try router.guards.resumePending() == nil)
    #expect(router.stack("home").routes(of: Screen.self) == [])
  }

  @Test func dropPendingFromAnObserverOfTheRedirectIsNotOverwritten() {
    let app = App()
    let router = app.router
    _ = router.events.observe { event in
      if case .redirected = event.kind { router.guards.dropPending() }
    }
    router.push(Screen.account)
    #expect(router.state.stack("login") != nil, "the login sheet is shown")
    #expect(router.guards.pending == nil, "the observer dropped the kept navigation")
  }

  @Test func anObserverSeesThePendingNavigationWhenTheLoginSheetIsCommitted() throws {
    let app = App()
    let router = app.router
    var seen: [String?] = []
    _ = router.events.observe { event in
      seen.append(router.guards.pending.map { "\($0.action)" })
    }
    try router.send(.push([AnyRoute(Screen.account)]))
    #expect(seen == [nil, "push([account], on: visible)"], "redirected, then committed")
  }

  @Test func resumePendingFromAnObserverResumesWhatIsPendingWhenApplied() {
    let app = App()
    let router = app.router
    router.push(Screen.account)
    app.isLoggedIn = true
    var resumed: NavigationTransition??
    app.onNextEvent { _ in resumed = try? router.guards.resumePending() }
    router.stack("login").push(Screen.settings)
    #expect(resumed == .some(nil), "deferred: nothing resumed yet")
    #expect(router.state.stack("login") == nil)
    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(Screen.account)])
    #expect(router.guards.pending == nil)
  }

  @Test func aRefusedResumeFromAnObserverKeepsTheNavigationPending() {
    let app = App()
    let router = app.router
    router.push(Screen.account)
    // Still signed out: the resume is refused (the login sheet is up already).
    app.onNextEvent { _ in _ = try? router.guards.resumePending() }
    router.stack("login").push(Screen.settings)
    #expect(router.guards.pending?.action == .push([AnyRoute(Screen.account)]))
    #expect(app.log.calls == ["guards.resumePending()"])
    #expect(router.state.stack("login") != nil)
  }

  @Test func aRestoreFromAnObserverThatAGuardRefusesIsReportedAsTheRestore() throws {
    let router = Router()
    let log = FailureLog(router)
    router.guards.add(
      NavigationGuard("frozen") { $0.source == .restoration ? .deny(reason: "frozen") : .allow })
    let coder = SnapshotCoder(version: 1).registering(Screen.self, as: "screen")
    let saved = Router()
    saved.push(Screen.about)
    let data = try coder.snapshot(of: saved)
    var threw = false
    var registration: Registration?
    registration = router.events.observe { _ in
      guard let registration else { return }
      router.events.remove(registration)
      do { try coder.restore(router, from: data) } catch { threw = true }
    }
    router.push(Screen.settings)
    #expect(!threw, "deferred: decided once the event reached everyone")
    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(Screen.settings)])
    #expect(log.calls == ["restore(from:)"])
    #expect(
      (log.failures.first?.error as? RestorationError)
        == .rejected(.denied(guard: "frozen", reason: "frozen")))
    // The typed path, at once, throws the same error.
    #expect(throws: RestorationError.rejected(.denied(guard: "frozen", reason: "frozen"))) {
      try coder.restore(router, from: data)
    }
  }

  // MARK: Return values under a redirect

  @Test func aRedirectedConvenienceCallSaysItsOwnActionDidNotHappen() throws {
    let router = Router(try NavigationState(tabs: ["home", "library"], selected: "home"))
    _ = FailureLog(router)
    router.guards.add(
      NavigationGuard("signed out") { request in
        guard
          request.changes.stacks.contains(where: { $0.stack == "library" })
            || request.proposed.visibleStack.id == "library"
            || request.changes.presented.contains(where: { $0.stacks.first == "compose" })
        else { return .allow }
        return .redirect(.present(.sheet(Screen.login, id: "login")))
      })
    var links = LinkMap(schemes: ["app"])
    try links.register("library") { _ in .tab("library", path: [Screen.about]) }
    #expect(router.selectTab("library") == false)
    router.stack("login").dismiss()
    #expect(router.present(.sheet(Screen.editor, id: "compose")) == false)
    router.stack("login").dismiss()
    #expect(router.report(.tabTapped("library")) == false)
    router.stack("login").dismiss()
    #expect(router.stack("library").push(Screen.about) == nil)
    router.stack("login").dismiss()
    #expect(router.open("app://library", with: links) == false)
    router.stack("login").dismiss()
    router.stack("login").dismiss()
    #expect(router.stack("library").setPath([Screen.profile]) == false)
    #expect(router.state.stack("login") != nil, "each call showed the login sheet")
    #expect(router.state.stack("library")?.depth == 0)
  }

  // MARK: Waits that end

  @Test func aNavigateQueuedBehindAGuardThatNeverAnswersEndsWhenItsTaskIsCancelled() async {
    let router = Router()
    router.guards.policy = .queue
    router.guards.add(
      .async("never", when: { $0.addedRoutes.contains(AnyRoute(Screen.account)) }) { _ in
        try? await Task.sleep(for: .seconds(3600))
        return .allow
      })
    let first = Task { try await router.navigate(.push([AnyRoute(Screen.account)])) }
    for _ in 0..<20 { await Task.yield() }
    let second = Task { () -> NavigationError? in
      do {
        try await router.navigate(.push([AnyRoute(Screen.about)]))
        return nil
      } catch let error as NavigationError {
        return error
      } catch {
        return nil
      }
    }
    for _ in 0..<20 { await Task.yield() }
    second.cancel()
    #expect(await second.value == .cancelled)
    #expect(router.depth == 0)
    first.cancel()
    _ = await first.result
  }
}
