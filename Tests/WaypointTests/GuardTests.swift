import Observation
import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// Holds an asynchronous guard's answer until the test gives it.
@MainActor
final class Gate {
  private var continuation: CheckedContinuation<GuardDecision, Never>?
  private(set) var asked = 0

  func wait() async -> GuardDecision {
    await withCheckedContinuation { continuation in
      self.continuation = continuation
      asked += 1
    }
  }

  func answer(_ decision: GuardDecision) {
    continuation?.resume(returning: decision)
    continuation = nil
  }

  /// Returns once the guard is waiting for an answer.
  func waitUntilAsked(_ count: Int = 1) async {
    while asked < count || continuation == nil { await Task.yield() }
  }
}

@Suite("Guards")
@MainActor
struct GuardTests {
  static let account = AnyRoute(Screen.account)

  @Test func guardsRunInOrderAndTheFirstNonAllowDecides() throws {
    let router = Router()
    var asked: [String] = []
    router.guards.add(
      NavigationGuard("first") { _ in
        asked.append("first")
        return .allow
      })
    router.guards.add(
      NavigationGuard("second") { _ in
        asked.append("second")
        return .deny(reason: "no")
      })
    router.guards.add(
      NavigationGuard("third") { _ in
        asked.append("third")
        return .allow
      })
    #expect(
      error { () throws(NavigationError) in try router.send(.push([AnyRoute(Screen.profile)])) }
        == .denied(guard: "second", reason: "no"))
    #expect(asked == ["first", "second"])
    #expect(router.depth == 0)
  }

  @Test func aDenialIsAnEventAndChangesNothing() throws {
    let router = Router()
    router.push(Screen.profile)
    let before = router.state
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    router.guards.add(
      NavigationGuard("closed") { request in
        request.addedRoutes.contains(AnyRoute(Screen.beta))
          ? .deny(reason: "beta is closed") : .allow
      })
    _ = try? router.send(.push([AnyRoute(Screen.beta)]))
    #expect(router.state == before)
    #expect(events.map(\.kind) == [.denied(guard: "closed", reason: "beta is closed")])
    #expect(events.first?.changes.isEmpty == true)
    #expect(
      NavigationError.denied(guard: "closed", reason: "beta is closed").description
        == #"navigation denied by guard "closed": beta is closed"#)
  }

  @Test func aRedirectIsItsOwnChangeLinkedToTheOriginal() throws {
    let router = Router()
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    router.guards.add(
      NavigationGuard("moved") { request in
        request.addedRoutes.contains(AnyRoute(Screen.beta))
          ? .redirect(.push([AnyRoute(Screen.fallback)])) : .allow
      })
    let transition = try router.send(.push([AnyRoute(Screen.beta)]))
    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(Screen.fallback)])
    #expect(transition.changes.stacks.flatMap(\.added).map(\.route) == [AnyRoute(Screen.fallback)])
    #expect(events.map(\.kind) == [.redirected(guard: "moved"), .committed])
    #expect(events[1].cause == events[0].sequence)
  }

  @Test func endlessRedirectsAreAnError() {
    let router = Router()
    router.guards.add(NavigationGuard("ping") { _ in .redirect(.push([AnyRoute(Screen.profile)])) })
    #expect(
      error { () throws(NavigationError) in try router.send(.push([AnyRoute(Screen.about)])) }
        == .redirectLoop(Array(repeating: "ping", count: 9)))
    #expect(router.depth == 0)
  }

  @Test func removedGuardsNoLongerRun() throws {
    let router = Router()
    let registration = router.guards.add(NavigationGuard("no") { _ in .deny(reason: "no") })
    router.guards.remove(registration)
    try router.send(.push([AnyRoute(Screen.profile)]))
    #expect(router.depth == 1)
  }

  // MARK: Authentication

  final class Session {
    var isLoggedIn = false
  }

  func authenticatedRouter(_ session: Session) -> Router {
    let router = Router(.twoTabs())
    router.guards.add(
      .authentication(
        isLoggedIn: { session.isLoggedIn },
        requiresLogin: { $0 == Self.account },
        login: .sheet(Screen.login, id: "login")))
    return router
  }

  @Test func loginFirstThenTheOriginalNavigationResumes() throws {
    let session = Session()
    let router = authenticatedRouter(session)
    router.push(Screen.profile)
    router.push(Screen.account)
    #expect(router.visibleStack.id == "login")
    #expect(router.state.path("home") == ["profile"])
    #expect(router.guards.pending?.action == .push([AnyRoute(Screen.account)]))

    session.isLoggedIn = true
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    try router.guards.resumePending()
    #expect(router.visibleLayers.isEmpty)
    #expect(router.state.path("home") == ["profile", "account"])
    #expect(router.guards.pending == nil)
    #expect(events.count == 1)
  }

  @Test func dismissingTheLoginDropsThePendingNavigation() throws {
    let session = Session()
    let router = authenticatedRouter(session)
    router.push(Screen.account)
    #expect(router.guards.pending != nil)
    try router.send(.dismissLayer(holding: "login"), source: .user)
    #expect(router.guards.pending == nil)
    session.isLoggedIn = true
    #expect(try router.guards.resumePending() == nil)
    #expect(router.depth == 0)
  }

  /// The Cancel the Guards article documents: the login screen dismisses its own layer.
  @Test func cancelOnTheLoginDismissesItsSheetAndDropsThePendingNavigation() throws {
    let router = authenticatedRouter(Session())
    router.push(Screen.account)

    #expect(router.stack("login").dismiss())

    #expect(router.visibleLayers.isEmpty)
    #expect(router.guards.pending == nil)
    #expect(router.depth == 0)
  }

  @Test func droppingThePendingNavigationLeavesTheLoginSheetUp() {
    let router = authenticatedRouter(Session())
    router.push(Screen.account)

    router.guards.dropPending()

    #expect(router.guards.pending == nil)
    #expect(router.visibleStack.id == "login")
  }

  @Test func whileTheLoginIsUpFurtherProtectedNavigationIsDenied() throws {
    let router = authenticatedRouter(Session())
    router.push(Screen.account)
    #expect(
      error { () throws(NavigationError) in try router.send(.push([AnyRoute(Screen.account)])) }
        == .denied(guard: "authentication", reason: "account needs a logged-in user; log in first"))
  }

  // MARK: Feature flags

  @Test func aDisabledRouteRedirectsToItsFallback() throws {
    let router = Router()
    router.guards.add(
      .featureFlags(
        isEnabled: { $0 != AnyRoute(Screen.beta) },
        fallback: { _ in AnyRoute(Screen.fallback) }))
    try router.send(.push([AnyRoute(Screen.profile), AnyRoute(Screen.beta)]))
    #expect(router.state.path("main") == ["profile", "fallback"])
    router.present(.sheet(Screen.beta, id: "s"))
    #expect(router.visibleLayers.first?.layer.root == AnyRoute(Screen.fallback))
  }

  @Test func aDisabledRouteWithoutFallbackIsDenied() {
    let router = Router()
    router.guards.add(
      .featureFlags(isEnabled: { $0 != AnyRoute(Screen.beta) }, fallback: { _ in nil }))
    #expect(
      error { () throws(NavigationError) in try router.send(.push([AnyRoute(Screen.beta)])) }
        == .denied(guard: "feature flags", reason: "beta is turned off"))
  }

  // MARK: Unsaved changes

  func editorRouter(_ gate: Gate) -> Router {
    let router = Router()
    router.guards.add(
      .unsavedChanges(
        hasUnsavedChanges: { $0.route == AnyRoute(Screen.editor) },
        confirm: { _ in await gate.wait() == .allow }))
    router.push(Screen.profile)
    router.push(Screen.editor)
    return router
  }

  @Test func leavingAnEditorAsksFirstAndCanBeRefused() async throws {
    let gate = Gate()
    let router = editorRouter(gate)
    #expect(
      error { () throws(NavigationError) in try router.send(.pop()) }
        == .needsAsyncGuard("unsaved changes"))
    let refused = Task { try await router.navigate(.pop()) }
    await gate.waitUntilAsked()
    #expect(router.depth == 2)
    gate.answer(.deny(reason: "stay"))
    #expect(
      await refused.result.navigationError
        == .denied(guard: "unsaved changes", reason: "editor has unsaved changes"))
    #expect(router.depth == 2)

    let accepted = Task { try await router.navigate(.pop()) }
    await gate.waitUntilAsked(2)
    gate.answer(.allow)
    _ = await accepted.result
    #expect(router.depth == 1)
  }

  @Test func aRefusedSwipeBackTellsTheHostToPutTheScreenBack() async throws {
    let gate = Gate()
    let router = editorRouter(gate)
    let host = router.stack("main")
    let flag = Flag()
    let failures = FailureLog(router)
    withObservationTracking({ _ = host.state?.entries }, onChange: { flag.raise() })
    #expect(!router.report(.pathChanged(stack: "main", count: 1)))
    await gate.waitUntilAsked()
    gate.answer(.deny(reason: "stay"))
    while !flag.isRaised { await Task.yield() }
    #expect(host.state?.depth == 2)
    #expect(
      failures.errors == [.denied(guard: "unsaved changes", reason: "editor has unsaved changes")])
  }

  @Test func otherActionsPassAnAsyncGuardSynchronously() throws {
    let router = editorRouter(Gate())
    try router.send(.push([AnyRoute(Screen.about)]))
    #expect(router.depth == 3)
  }

  // MARK: Async policy

  func gatedRouter(_ gate: Gate) -> Router {
    let router = Router()
    router.guards.add(
      .async("slow", when: { $0.addedRoutes.contains(AnyRoute(Screen.account)) }) { _ in
        await gate.wait()
      })
    return router
  }

  @Test func aNewerNavigationCancelsOneAGuardIsDeciding() async throws {
    let gate = Gate()
    let router = gatedRouter(gate)
    let older = Task { try await router.navigate(.push([AnyRoute(Screen.account)])) }
    await gate.waitUntilAsked()
    try router.send(.push([AnyRoute(Screen.profile)]))
    gate.answer(.allow)
    #expect(await older.result.navigationError == .cancelled)
    #expect(router.state.path("main") == ["profile"])
  }

  @Test func theQueuePolicyAppliesNavigationsInOrder() async throws {
    let gate = Gate()
    let router = gatedRouter(gate)
    router.guards.policy = .queue
    let first = Task { try await router.navigate(.push([AnyRoute(Screen.account)])) }
    await gate.waitUntilAsked()
    #expect(
      error { () throws(NavigationError) in try router.send(.push([AnyRoute(Screen.profile)])) }
        == .navigationInFlight)
    let second = Task { try await router.navigate(.push([AnyRoute(Screen.profile)])) }
    await Task.yield()
    #expect(router.depth == 0)
    gate.answer(.allow)
    _ = await first.result
    _ = await second.result
    #expect(router.state.path("main") == ["account", "profile"])
  }

  @Test func aConvenienceCallStartsAnAsyncDecisionItself() async {
    let gate = Gate()
    let router = gatedRouter(gate)
    #expect(router.push(Screen.account) == nil)
    await gate.waitUntilAsked()
    gate.answer(.allow)
    while router.depth == 0 { await Task.yield() }
    #expect(router.state.path("main") == ["account"])
  }

  // MARK: Async resolution

  struct LoadFailed: Error, CustomStringConvertible {
    var description: String { "user 7 not found" }
  }

  @Test func aResolvedRouteIsPushedOnceLoaded() async throws {
    let router = Router()
    try await router.visible.push(resolving: { Article(id: 7) })
    #expect(router.state.path("main") == ["article 7"])
  }

  @Test func aFailedResolutionIsATypedErrorAndChangesNothing() async {
    let router = Router()
    let failed = await Task {
      try await router.visible.push(resolving: { () async throws -> Article in throw LoadFailed() })
    }.result
    #expect(failed.navigationError == .resolutionFailed("user 7 not found"))
    let slow = await Task {
      try await router.visible.push(
        resolving: { () async throws -> Article in
          try await Task.sleep(for: .seconds(30))
          return Article(id: 1)
        }, timeout: .milliseconds(20))
    }.result
    #expect(slow.navigationError == .resolutionTimedOut(0.02))
    #expect(router.depth == 0)
  }
}

extension Result {
  /// The navigation error the task failed with, if any.
  var navigationError: NavigationError? {
    if case .failure(let failure) = self { failure as? NavigationError } else { nil }
  }
}
