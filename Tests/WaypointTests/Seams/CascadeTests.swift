import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// Continuations a guard that never answers parks, so that the test can end them.
final class ParkedAnswers: @unchecked Sendable {
  private let lock = NSLock()
  private var parked: [CheckedContinuation<Void, Never>] = []

  var count: Int { lock.withLock { parked.count } }

  func park(_ continuation: CheckedContinuation<Void, Never>) {
    lock.withLock { parked.append(continuation) }
  }

  func resumeAll() {
    for continuation in lock.withLock({ () -> [CheckedContinuation<Void, Never>] in
      defer { parked = [] }
      return parked
    }) {
      continuation.resume()
    }
  }
}

/// Cascades of deferred calls end, and so do navigations whose guard never answers.
@Suite("Cascades and guards that never end")
@MainActor
struct CascadeTests {
  @Test func anObserverThatPushesOnEveryEventStopsAtTheLimit() throws {
    let router = Router()
    let log = FailureLog(router)
    router.events.observe { _ in router.push(Screen.about) }
    let first = router.push(Screen.profile)
    #expect(first != nil, "the first call returns")
    #expect(router.depth == 1 + RouterEvents.deferredCallLimit)
    #expect(log.failures.count == 1)
    guard case .deferredCallLimit(let chain)? = log.errors.first else {
      Issue.record("expected deferredCallLimit, got \(log.failures)")
      return
    }
    #expect(chain.count == RouterEvents.deferredCallLimit + 1)
    #expect(chain.allSatisfy { $0 == "push(Screen.about)" })
    #expect(log.calls == ["push(Screen.about)"])
    #expect("\(log.failures[0])".contains("push(Screen.about) → push(Screen.about)"))
  }

  @Test func anObserverThatMakesTwoCallsAtEveryEventStopsAtTheCascadeLimit() throws {
    let router = Router()
    var failures = 0
    var first: NavigationFailure?
    router.onFailure = { failure in
      failures += 1
      if first == nil { first = failure }
    }
    router.events.observe { _ in
      router.push(Screen.about)
      router.push(Screen.settings)
    }
    #expect(router.push(Screen.profile) != nil, "the first call returns")
    guard case .deferredCascadeLimit(let chain)? = first?.error as? NavigationError else {
      Issue.record("expected deferredCascadeLimit, got \(String(describing: first))")
      return
    }
    #expect(chain.count > 1)
    // The calls within the limit were applied, each whole; the others only reported.
    #expect(router.depth == 1 + RouterEvents.deferredCascadeLimit)
    #expect(failures > 0)
  }

  @Test func callsAskedForAtOneEventDoNotLengthenEachOthersChains() throws {
    let router = Router()
    let log = FailureLog(router)
    var armed = true
    router.events.observe { _ in
      guard armed else { return }
      armed = false
      for _ in 0..<1_000 { router.push(Screen.about) }
    }
    router.push(Screen.profile)
    #expect(router.depth == 1_001)
    #expect(log.failures.isEmpty)
  }

  @Test func aSupersededNavigationWhoseGuardNeverAnswersEndsAtOnce() async throws {
    let router = Router()
    let parked = ParkedAnswers()
    router.guards.add(
      .async("never", when: { $0.addedRoutes.contains(AnyRoute(Screen.account)) }) { _ in
        // Ignores cancellation: only the test ends it.
        await withCheckedContinuation { parked.park($0) }
        return .allow
      })
    var ended: NavigationError?
    var done = false
    Task {
      do throws(NavigationError) {
        try await router.navigate(.push([AnyRoute(Screen.account)]))
      } catch {
        ended = error
      }
      done = true
    }
    for _ in 0..<200 where parked.count == 0 { try await Task.sleep(for: .milliseconds(5)) }
    #expect(parked.count == 1)
    router.push(Screen.about)
    for _ in 0..<200 where !done { try await Task.sleep(for: .milliseconds(5)) }
    #expect(done, "the superseded navigation returned")
    #expect(ended == .cancelled)
    #expect(router.state.path("main") == ["about"])
    parked.resumeAll()
  }

  @Test func underTheQueuePolicyAGuardTimeoutLetsLaterNavigationsThrough() async throws {
    let router = Router()
    let parked = ParkedAnswers()
    router.guards.policy = .queue
    router.guards.timeout = .milliseconds(50)
    router.guards.add(
      .async("never", when: { $0.addedRoutes.contains(AnyRoute(Screen.account)) }) { _ in
        await withCheckedContinuation { parked.park($0) }
        return .allow
      })
    let log = FailureLog(router)
    router.push(Screen.account)
    for _ in 0..<200 where parked.count == 0 { try await Task.sleep(for: .milliseconds(5)) }
    router.push(Screen.about)
    for _ in 0..<200 where router.depth == 0 { try await Task.sleep(for: .milliseconds(5)) }
    #expect(router.state.path("main") == ["about"])
    #expect(log.errors == [.guardTimedOut("never", seconds: 0.05)])
    parked.resumeAll()
  }
}
