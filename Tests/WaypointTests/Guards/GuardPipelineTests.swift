import Testing

@testable import Waypoint

/// The guard pipeline on its own: the guards in order, and the bookkeeping of the
/// navigations in flight under each policy.
@Suite("Guard pipeline")
@MainActor
struct GuardPipelineTests {
  @Test func guardsKeepTheirOrderAndTellWhetherThereAreAny() {
    let pipeline = GuardPipeline()
    #expect(!pipeline.hasGuards)
    let first = pipeline.add(NavigationGuard("first") { _ in .allow })
    let second = pipeline.add(NavigationGuard("second") { _ in .allow })
    #expect(first != second)
    #expect(pipeline.guards.map(\.guard.label) == ["first", "second"])
    pipeline.remove(first)
    pipeline.remove(first)
    #expect(pipeline.guards.map(\.guard.label) == ["second"])
    #expect(pipeline.hasGuards)
    pipeline.remove(second)
    #expect(!pipeline.hasGuards)
  }

  @Test func aNewerNavigationSupersedesTheOneInFlight() async throws {
    let pipeline = GuardPipeline()
    var cancelled = 0
    let first = try await pipeline.begin()
    pipeline.cancelInFlight = { cancelled += 1 }
    #expect(pipeline.isNavigating)
    let second = try await pipeline.begin()
    #expect(cancelled == 1)
    #expect(!pipeline.isCurrent(first))
    #expect(pipeline.isCurrent(second))
    pipeline.end(first)
    #expect(pipeline.isNavigating, "a superseded navigation leaves the bookkeeping alone")
    pipeline.end(second)
    #expect(!pipeline.isNavigating)
  }

  @Test func aSynchronousNavigationCancelsTheOneInFlightOrRefusesToJumpTheQueue() async throws {
    let pipeline = GuardPipeline()
    var cancelled = 0
    let ticket = try await pipeline.begin()
    pipeline.cancelInFlight = { cancelled += 1 }
    pipeline.policy = .queue
    #expect(throws: NavigationError.navigationInFlight) { try pipeline.beginSynchronous() }
    #expect(pipeline.isNavigating)
    pipeline.policy = .latestWins
    #expect(throws: Never.self) { try pipeline.beginSynchronous() }
    #expect(cancelled == 1)
    #expect(!pipeline.isNavigating)
    #expect(!pipeline.isCurrent(ticket))
  }

  @Test func queuedNavigationsTakeTurns() async throws {
    let pipeline = GuardPipeline()
    pipeline.policy = .queue
    let first = try await pipeline.begin()
    let next = Task { try await pipeline.begin() }
    for _ in 0..<100 { await Task.yield() }
    #expect(pipeline.isCurrent(first), "the second waits for its turn")
    pipeline.end(first)
    #expect(pipeline.isNavigating, "the turn passes without a gap")
    let second = try await next.value
    #expect(pipeline.isCurrent(second))
    #expect(pipeline.isNavigating)
    pipeline.end(second)
    #expect(!pipeline.isNavigating)
  }

  @Test func aCancelledTaskLeavesTheQueueAtOnce() async throws {
    let pipeline = GuardPipeline()
    pipeline.policy = .queue
    let first = try await pipeline.begin()
    let waiting = Task { () -> NavigationError? in
      do {
        _ = try await pipeline.begin()
        return nil
      } catch {
        return error as? NavigationError
      }
    }
    for _ in 0..<100 { await Task.yield() }
    waiting.cancel()
    // The navigation in flight never ends; the cancelled one does not wait for it.
    #expect(await waiting.value == .cancelled)
    #expect(pipeline.isCurrent(first))
    pipeline.end(first)
    #expect(!pipeline.isNavigating, "the cancelled navigation did not take a turn")
  }
}
