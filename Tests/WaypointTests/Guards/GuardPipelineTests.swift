import Testing

@testable import Waypoint

/// The guard pipeline on its own: the guards in order, and the bookkeeping of the
/// navigations in flight under each policy.
@Suite("Guard pipeline")
@MainActor
struct GuardPipelineTests {
  @Test func guardsKeepTheirOrderAndTellWhetherThereAreAny() {
    let pipeline = GuardPipeline()
    var told: [Bool] = []
    pipeline.onChange = { hasGuards, _ in told.append(hasGuards) }
    let first = pipeline.add(NavigationGuard("first") { _ in .allow })
    let second = pipeline.add(NavigationGuard("second") { _ in .allow })
    #expect(first != second)
    #expect(pipeline.guards.map(\.guard.label) == ["first", "second"])
    pipeline.remove(first)
    pipeline.remove(first)
    #expect(pipeline.guards.map(\.guard.label) == ["second"])
    pipeline.remove(second)
    #expect(told.first == true)
    #expect(told.last == false)
  }

  @Test func aNewerNavigationSupersedesTheOneInFlight() async {
    let pipeline = GuardPipeline()
    var cancelled = 0
    let first = await pipeline.begin()
    pipeline.cancelInFlight = { cancelled += 1 }
    #expect(pipeline.isNavigating)
    let second = await pipeline.begin()
    #expect(cancelled == 1)
    #expect(!pipeline.isCurrent(first))
    #expect(pipeline.isCurrent(second))
    pipeline.end(first)
    #expect(pipeline.isNavigating, "a superseded navigation leaves the bookkeeping alone")
    pipeline.end(second)
    #expect(!pipeline.isNavigating)
  }

  @Test func aSynchronousNavigationCancelsTheOneInFlightOrRefusesToJumpTheQueue() async {
    let pipeline = GuardPipeline()
    var cancelled = 0
    let ticket = await pipeline.begin()
    pipeline.cancelInFlight = { cancelled += 1 }
    pipeline.policy = .queue
    #expect(throws: NavigationError.navigationPending) { try pipeline.beginSynchronous() }
    #expect(pipeline.isNavigating)
    pipeline.policy = .latestWins
    #expect(throws: Never.self) { try pipeline.beginSynchronous() }
    #expect(cancelled == 1)
    #expect(!pipeline.isNavigating)
    #expect(!pipeline.isCurrent(ticket))
  }

  @Test func queuedNavigationsTakeTurns() async {
    let pipeline = GuardPipeline()
    pipeline.policy = .queue
    var states: [Bool] = []
    pipeline.onChange = { _, isNavigating in states.append(isNavigating) }
    let first = await pipeline.begin()
    let next = Task { await pipeline.begin() }
    for _ in 0..<100 { await Task.yield() }
    #expect(pipeline.isCurrent(first), "the second waits for its turn")
    pipeline.end(first)
    let second = await next.value
    #expect(pipeline.isCurrent(second))
    #expect(pipeline.isNavigating)
    pipeline.end(second)
    #expect(!pipeline.isNavigating)
    #expect(states.last == false)
    #expect(!states.dropLast().contains(false), "the turn passes without a gap")
  }
}
