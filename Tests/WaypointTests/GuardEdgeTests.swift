import Observation
import Testing
import Waypoint
import WaypointTestSupport

/// Holds the answer of each call of an asynchronous guard (or resolver) until the test
/// gives it, call by call, so that several navigations can wait at once.
@MainActor
final class Gates {
  private var waiting: [Int: CheckedContinuation<GuardDecision, Never>] = [:]
  private(set) var asked = 0
  /// Calls after this many are allowed at once, so that a navigation that asks again
  /// when it should not fails its test instead of waiting forever.
  let held: Int

  init(held: Int) {
    self.held = held
  }

  func wait() async -> GuardDecision {
    guard asked < held else {
      asked += 1
      return .allow
    }
    return await withCheckedContinuation { continuation in
      asked += 1
      waiting[asked] = continuation
    }
  }

  /// Answers call `call` (the first is 1).
  func answer(_ call: Int, _ decision: GuardDecision) {
    waiting.removeValue(forKey: call)?.resume(returning: decision)
  }

  /// Returns once `count` calls are waiting or answered.
  func waitUntilAsked(_ count: Int) async {
    while asked < count { await Task.yield() }
  }
}

@Suite("Guards at the edges")
@MainActor
struct GuardEdgeTests {
  /// A router whose pushes of 1 and 2 wait for `gates`; anything else passes at once.
  func gatedRouter(_ gates: Gates) -> Router {
    let router = Router()
    router.guards.add(
      .async(
        "slow",
        when: { request in
          request.addedRoutes.contains(AnyRoute(1)) || request.addedRoutes.contains(AnyRoute(2))
        }
      ) { _ in await gates.wait() })
    return router
  }

  // MARK: Latest wins

  @Test func theNewestOfThreeNavigationsWins() async throws {
    let gates = Gates(held: 2)
    let router = gatedRouter(gates)
    let a = Task { try await router.navigate(.push([AnyRoute(1)])) }
    await gates.waitUntilAsked(1)
    let b = Task { try await router.navigate(.push([AnyRoute(2)])) }
    await gates.waitUntilAsked(2)
    // A was superseded by B: its guard's answer comes too late.
    gates.answer(1, .allow)
    #expect(await a.result.navigationError == .cancelled)
    // C, synchronous, supersedes B.
    try router.send(.push([AnyRoute(3)]))
    gates.answer(2, .allow)
    #expect(await b.result.navigationError == .cancelled)
    #expect(router.state.path("main") == ["3"])
    // Nothing is left in flight: under the queue policy a navigation goes straight through.
    router.guards.policy = .queue
    try router.send(.push([AnyRoute(4)]))
    #expect(router.state.path("main") == ["3", "4"])
  }

  @Test func aSupersededResolutionLeavesTheNewestNavigationInCharge() async throws {
    let gates = Gates(held: 2)
    let router = gatedRouter(gates)
    let a = Task {
      try await router.visible.push(resolving: { () async -> Int in
        _ = await gates.wait()
        return 5
      })
    }
    await gates.waitUntilAsked(1)
    let b = Task { try await router.navigate(.push([AnyRoute(2)])) }
    await gates.waitUntilAsked(2)
    gates.answer(1, .allow)
    #expect(await a.result.navigationError == .cancelled)
    try router.send(.push([AnyRoute(3)]))
    gates.answer(2, .allow)
    #expect(await b.result.navigationError == .cancelled)
    #expect(router.state.path("main") == ["3"])
  }

  @Test func theNewestAsyncNavigationCommitsWhenItsGuardAllows() async throws {
    let gates = Gates(held: 2)
    let router = gatedRouter(gates)
    let a = Task { try await router.navigate(.push([AnyRoute(1)])) }
    await gates.waitUntilAsked(1)
    let b = Task { try await router.navigate(.push([AnyRoute(2)])) }
    await gates.waitUntilAsked(2)
    gates.answer(1, .allow)
    #expect(await a.result.navigationError == .cancelled)
    gates.answer(2, .allow)
    _ = try await b.value
    #expect(router.state.path("main") == ["2"])
    router.guards.policy = .queue
    try router.send(.push([AnyRoute(3)]))
    #expect(router.state.path("main") == ["2", "3"])
  }

  // MARK: Resuming

  final class Session {
    var isLoggedIn = false
    var isClosed = false
  }

  /// Login required for `account`, and a second guard that can close `account`.
  func loginRouter(_ session: Session) -> Router {
    let router = Router(.twoTabs())
    router.guards.add(
      .authentication(
        isLoggedIn: { session.isLoggedIn },
        requiresLogin: { $0 == AnyRoute(Screen.account) },
        login: .sheet(Screen.login, id: "login")))
    router.guards.add(
      NavigationGuard("maintenance") { request in
        session.isClosed && request.addedRoutes.contains(AnyRoute(Screen.account))
          ? .deny(reason: "account is closed for maintenance") : .allow
      })
    return router
  }

  @Test func aDeniedResumeKeepsThePendingNavigation() throws {
    let session = Session()
    let router = loginRouter(session)
    router.push(Screen.account)
    let pending = try #require(router.guards.pending)
    session.isLoggedIn = true
    session.isClosed = true
    let before = router.state
    let flag = Flag()
    withObservationTracking({ _ = router.guards.pending }, onChange: { flag.raise() })
    #expect(
      error { () throws(NavigationError) in try router.guards.resumePending() }
        == .denied(guard: "maintenance", reason: "account is closed for maintenance"))
    #expect(router.state == before)
    #expect(router.guards.pending == pending)
    #expect(!flag.isRaised)

    session.isClosed = false
    try router.guards.resumePending()
    #expect(router.visibleLayers.isEmpty)
    #expect(router.state.path("home") == ["account"])
    #expect(router.guards.pending == nil)
  }

  @Test func aResumeThatNeedsAnAsyncGuardKeepsThePendingNavigation() throws {
    let session = Session()
    let router = loginRouter(session)
    router.guards.add(
      .async("confirm", when: { $0.addedRoutes.contains(AnyRoute(Screen.account)) }) { _ in
        .allow
      })
    router.push(Screen.account)
    #expect(router.guards.pending != nil)
    session.isLoggedIn = true
    #expect(
      error { () throws(NavigationError) in try router.guards.resumePending() }
        == .needsAsyncGuard("confirm"))
    #expect(router.guards.pending?.action == .push([AnyRoute(Screen.account)]))
    #expect(router.visibleStack.id == "login")
  }

  @Test func aResumeRedirectedAgainKeepsTheNewPendingNavigation() throws {
    let router = Router()
    var isOpen = false
    router.guards.add(
      NavigationGuard("wait") { request in
        !isOpen && request.addedRoutes.contains(AnyRoute(Screen.account))
          ? .redirect(.push([AnyRoute(Screen.login)]), keepsPending: true) : .allow
      })
    router.push(Screen.account)
    let first = try #require(router.guards.pending)
    // Still closed: the resumed push is redirected again, and kept again.
    try router.guards.resumePending()
    #expect(router.state.path("main") == ["login", "login"])
    #expect(router.guards.pending?.action == first.action)
    isOpen = true
    try router.guards.resumePending()
    #expect(router.state.path("main") == ["login", "login", "account"])
    #expect(router.guards.pending == nil)
  }

  // MARK: Redirect events

  @Test func aRedirectThatFailsLeavesNoEvent() async {
    let router = Router()
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    router.guards.add(
      NavigationGuard("moved") { request in
        request.addedRoutes.contains(AnyRoute(Screen.beta))
          ? .redirect(.push([AnyRoute(Screen.fallback)], on: "nowhere")) : .allow
      })
    #expect(
      error { () throws(NavigationError) in try router.send(.push([AnyRoute(Screen.beta)])) }
        == .stackNotFound("nowhere", existing: ["main"]))
    #expect(events.isEmpty)
    let failed = await Task { try await router.navigate(.push([AnyRoute(Screen.beta)])) }.result
    #expect(failed.navigationError == .stackNotFound("nowhere", existing: ["main"]))
    #expect(events.isEmpty)
    #expect(router.depth == 0)
  }

  @Test func endlessRedirectsLeaveNoEvent() {
    let router = Router()
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    router.guards.add(NavigationGuard("ping") { _ in .redirect(.push([AnyRoute(Screen.profile)])) })
    #expect(
      error { () throws(NavigationError) in try router.send(.push([AnyRoute(Screen.about)])) }
        == .redirectLoop(Array(repeating: "ping", count: 9)))
    #expect(events.isEmpty)
  }

  @Test func aRedirectThatIsCancelledLeavesNoEvent() async throws {
    let gates = Gates(held: 2)
    let router = gatedRouter(gates)
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    router.guards.add(
      NavigationGuard("to one") { request in
        request.addedRoutes.contains(AnyRoute(Screen.beta))
          ? .redirect(.push([AnyRoute(1)])) : .allow
      })
    let redirected = Task { try await router.navigate(.push([AnyRoute(Screen.beta)])) }
    await gates.waitUntilAsked(1)
    try router.send(.push([AnyRoute(Screen.profile)]))
    gates.answer(1, .allow)
    #expect(await redirected.result.navigationError == .cancelled)
    #expect(events.map(\.kind) == [.committed])
    #expect(router.state.path("main") == ["profile"])
  }

  @Test func chainedRedirectsAreReportedInOrderBeforeTheirCommit() throws {
    let router = Router()
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    router.guards.add(
      NavigationGuard("first") { request in
        request.addedRoutes.contains(AnyRoute(Screen.beta))
          ? .redirect(.push([AnyRoute(Screen.editor)])) : .allow
      })
    router.guards.add(
      NavigationGuard("second") { request in
        request.addedRoutes.contains(AnyRoute(Screen.editor))
          ? .redirect(.push([AnyRoute(Screen.fallback)])) : .allow
      })
    try router.send(.push([AnyRoute(Screen.beta)]))
    #expect(
      events.map(\.kind) == [.redirected(guard: "first"), .redirected(guard: "second"), .committed])
    #expect(events.map(\.sequence) == [1, 2, 3])
    #expect(events.map(\.cause) == [nil, 1, 2])
    #expect(
      events.map(\.action) == [
        .push([AnyRoute(Screen.beta)]), .push([AnyRoute(Screen.editor)]),
        .push([AnyRoute(Screen.fallback)]),
      ])
    #expect(router.state.path("main") == ["fallback"])
  }

  @Test func aRedirectThatIsDeniedIsReportedWithItsDenial() {
    let router = Router()
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    router.guards.add(
      NavigationGuard("moved") { request in
        request.addedRoutes.contains(AnyRoute(Screen.beta))
          ? .redirect(.push([AnyRoute(Screen.editor)])) : .allow
      })
    router.guards.add(
      NavigationGuard("closed") { request in
        request.addedRoutes.contains(AnyRoute(Screen.editor)) ? .deny(reason: "no") : .allow
      })
    #expect(
      error { () throws(NavigationError) in try router.send(.push([AnyRoute(Screen.beta)])) }
        == .denied(guard: "closed", reason: "no"))
    #expect(
      events.map(\.kind) == [.redirected(guard: "moved"), .denied(guard: "closed", reason: "no")])
    #expect(events.map(\.cause) == [nil, 1])
  }

  @Test func anObserverThatNavigatesOnARedirectIsNotOverwritten() throws {
    let router = Router()
    router.guards.add(
      NavigationGuard("moved") { request in
        request.addedRoutes.contains(AnyRoute(Screen.beta))
          ? .redirect(.push([AnyRoute(Screen.fallback)])) : .allow
      })
    var pushed = false
    router.events.observe { event in
      if case .redirected = event.kind, !pushed {
        pushed = true
        router.push(Screen.about)
      }
    }
    _ = try? router.send(.push([AnyRoute(Screen.beta)]))
    // The observer's push is never lost under the redirect's commit.
    #expect(router.state.path("main").contains("about"))
  }
}
