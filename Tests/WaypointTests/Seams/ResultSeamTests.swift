import Testing
import Waypoint
import WaypointTestSupport

/// A wait's outcome says what happened to its screen.
@Suite("Results say what happened")
@MainActor
struct ResultSeamTests {
  private func outcome<Value>(
    _ body: () async throws(ResultError) -> Value
  ) async -> ResultError? {
    do {
      _ = try await body()
      return nil
    } catch {
      return error
    }
  }

  @Test func aScreenAnObserverPopsAtOnceEndsItsWaitAsPopped() async throws {
    let router = Router()
    var armed = true
    router.events.observe { _ in
      guard armed else { return }
      armed = false
      router.pop()
    }
    let home = router.screen(router.visibleStack.topScreen)
    let error = await outcome { () async throws(ResultError) in
      try await home.push(Screen.settings, returning: Pick.self)
    }
    guard case .popped? = error else {
      Issue.record("expected popped, got \(String(describing: error))")
      return
    }
    #expect(router.depth == 0)
  }

  @Test func aLayerAnObserverDismissesAtOnceEndsItsWaitAsDismissed() async throws {
    let router = Router()
    var armed = true
    router.events.observe { _ in
      guard armed else { return }
      armed = false
      router.dismiss()
    }
    let home = router.screen(router.visibleStack.topScreen)
    let error = await outcome { () async throws(ResultError) in
      try await home.present(.sheet(Screen.settings, id: "picker"), returning: Pick.self)
    }
    #expect(error == .dismissed(.root("picker")))
    #expect(router.visibleLayers.isEmpty)
  }

  @Test func aRedirectThatKeepsNothingPendingNamesItsGuard() async throws {
    let router = Router()
    router.guards.add(
      NavigationGuard("flags") { request in
        request.addedRoutes.contains(AnyRoute(Screen.beta))
          ? .redirect(.push([AnyRoute(Screen.fallback)])) : .allow
      })
    let home = router.screen(router.visibleStack.topScreen)
    let error = await outcome { () async throws(ResultError) in
      try await home.push(Screen.beta, returning: Pick.self)
    }
    #expect(error == .redirected(guard: "flags"))
    #expect(router.state.path("main") == ["fallback"])
  }

  @Test func cancellingWhileAnAsyncGuardDecidesEndsAsNotShownCancelled() async throws {
    let router = Router()
    router.guards.add(
      .async("slow", when: { _ in true }) { _ in
        try? await Task.sleep(for: .seconds(60))
        return .allow
      })
    let home = router.screen(router.visibleStack.topScreen)
    var ended: ResultError?
    let task = Task {
      do throws(ResultError) {
        _ = try await home.push(Screen.settings, returning: Pick.self)
      } catch {
        ended = error
      }
    }
    try await Task.sleep(for: .milliseconds(20))
    task.cancel()
    await task.value
    #expect(ended == .notShown(.cancelled))
    #expect(router.depth == 0)
  }

  @Test func popToLastReachesAStacksFirstScreen() throws {
    let router = Router()
    let log = FailureLog(router)
    router.present(.sheet(Screen.editor, id: "compose"))
    router.stack("compose").push(Screen.about)
    router.stack("compose").push(Screen.settings)
    #expect(router.stack("compose").pop(toLast: Screen.editor) == 2)
    #expect(router.stack("compose").state?.depth == 0)
    #expect(router.stack("compose").pop(toLastWhere: { $0 == AnyRoute(Screen.editor) }) == 0)
    #expect(router.stack("compose").pop(toLast: Screen.profile) == 0)
    #expect(log.errors.count == 1)
    #expect(log.failures.map(\.description) == [log.failures.first?.description ?? ""])
  }
}
