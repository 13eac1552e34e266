import Foundation
import Observation
import Testing
import Waypoint
import WaypointTestSupport

/// Every wait ends exactly once, even when nothing is left to end it: a router released
/// while results from its screens are awaited ends those waits with
/// ``ResultError/routerReleased(_:)`` and lets go of the tasks awaiting them.
///
/// The router is made and held in one optional here, so that setting it to `nil` drops its
/// last reference: handles, which hold their router, never outlive the helper that uses
/// them.
@Suite("Waits when the router is released")
@MainActor
struct RouterReleaseTests {
  /// Pushes `Screen.settings` on `router`'s main stack and starts waiting for a `Pick`
  /// from it.
  private func awaitingPick(
    on router: Router
  ) throws -> (screen: ScreenID, pending: PendingResult<Pick>) {
    router.push(Screen.settings)
    let top = try #require(router.stack("main").state?.topScreen)
    return (top, try router.screen(top).expectResult(of: Pick.self))
  }

  /// Lets the tasks run until `count` of them are suspended in `pending.value`, so that
  /// the release finds them waiting rather than not yet started.
  private func untilAwaited(
    _ pending: PendingResult<Pick>, by count: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    var turns = 0
    while pending.awaiterCount < count, turns < 10_000 {
      await Task.yield()
      turns += 1
    }
    #expect(pending.awaiterCount == count, sourceLocation: sourceLocation)
  }

  // MARK: Open waits

  @Test func releasingTheRouterEndsAnOpenWaitWithTheTypedError() async throws {
    var router: Router? = Router()
    weak let released = router
    let (screen, pending) = try awaitingPick(on: try #require(router))
    let task = Task { try await pending.value }
    await untilAwaited(pending)

    router = nil
    #expect(released == nil, "nothing else holds the router")
    #expect(pending.outcome?.error == .routerReleased(screen), "outcome says so at once")
    let result = await ended(task)
    #expect(result?.error as? ResultError == .routerReleased(screen))
    #expect(pending.awaiterCount == 0)
  }

  @Test func everyTaskAwaitingTheResultGetsTheError() async throws {
    var router: Router? = Router()
    let (screen, pending) = try awaitingPick(on: try #require(router))
    let first = Task { try await pending.value }
    let second = Task { try await pending.value }
    await untilAwaited(pending, by: 2)

    router = nil
    #expect(await ended(first)?.error as? ResultError == .routerReleased(screen))
    #expect(await ended(second)?.error as? ResultError == .routerReleased(screen))
    let late = Task { try await pending.value }
    #expect(
      await ended(late)?.error as? ResultError == .routerReleased(screen),
      "a task that awaits it later gets the error at once")
  }

  @Test func aWaitNobodyAwaitsYetEndsToo() async throws {
    var router: Router? = Router()
    let (screen, pending) = try awaitingPick(on: try #require(router))
    router = nil
    #expect(pending.outcome?.error == .routerReleased(screen))
    let late = Task { try await pending.value }
    #expect(await ended(late)?.error as? ResultError == .routerReleased(screen))
  }

  @Test func nothingOutlivesAReleasedWait() async throws {
    weak let released: Router?
    weak let wait: PendingResult<Pick>?
    do {
      var router: Router? = Router()
      released = router
      let (_, pending) = try awaitingPick(on: try #require(router))
      wait = pending
      let task = Task { try await pending.value }
      await untilAwaited(pending)
      router = nil
      _ = await ended(task)
    }
    #expect(released == nil)
    #expect(wait == nil, "neither the router's bookkeeping nor the task keeps the wait")
  }

  // MARK: Waits that ended before

  @Test func aWaitThatEndedWithAValueIsNotChangedByTheRelease() async throws {
    var router: Router? = Router()
    let (screen, pending) = try awaitingPick(on: try #require(router))
    let task = Task { try await pending.value }
    await untilAwaited(pending)
    try #require(router).screen(screen).close(returning: Pick.dark)

    router = nil
    #expect(try pending.outcome?.get() == .dark)
    #expect(try await ended(task)?.get() == .dark)
  }

  @Test func aCancelledWaitIsNotEndedAgain() async throws {
    var router: Router? = Router()
    let (screen, pending) = try awaitingPick(on: try #require(router))
    pending.cancel()
    router = nil
    #expect(pending.outcome?.error == .cancelled(screen))
  }

  @Test func aValueDeliveredByAScreenStillShownIsDropped() async throws {
    var router: Router? = Router()
    let (screen, pending) = try awaitingPick(on: try #require(router))
    let task = Task { try await pending.value }
    await untilAwaited(pending)
    try #require(router).screen(screen).deliver(Pick.dark)

    router = nil
    #expect(pending.outcome?.error == .routerReleased(screen))
    #expect(await ended(task)?.error as? ResultError == .routerReleased(screen))
  }

  // MARK: Observers

  @Test func observersOfTheOutcomeAreToldWhenTheWaitEnds() throws {
    let router = Router()
    let (screen, pending) = try awaitingPick(on: router)
    let told = Told()
    withObservationTracking({ _ = pending.outcome }, onChange: { told.mark() })
    try router.screen(screen).close(returning: Pick.dark)
    #expect(told.isMarked)
  }

  @Test func observersOfTheOutcomeAreToldOfTheRelease() async throws {
    var router: Router? = Router()
    let (_, pending) = try awaitingPick(on: try #require(router))
    let told = Told()
    withObservationTracking({ _ = pending.outcome }, onChange: { told.mark() })
    router = nil
    var turns = 0
    while !told.isMarked, turns < 10_000 {
      await Task.yield()
      turns += 1
    }
    #expect(told.isMarked, "told on the main actor, once it runs again")
  }

  // MARK: Races

  @Test func aRouterReleasedByAnObserverOfTheCloseKeepsTheValue() async throws {
    let holder = LastReference(Router())
    weak let released = holder.router
    let (screen, pending) = try awaitingPick(on: try #require(holder.router))
    let task = Task { try await pending.value }
    await untilAwaited(pending)
    // The observer drops the router's last reference from inside the close's event; the
    // close itself holds the router until it returns, and the wait has ended by then.
    _ = try #require(holder.router).events.observe { _ in holder.drop() }
    try #require(holder.router).screen(screen).close(returning: Pick.dark)

    #expect(released == nil)
    #expect(try pending.outcome?.get() == .dark)
    #expect(try await ended(task)?.get() == .dark)
  }

  @Test func aTaskCancelledAsTheRouterGoesEndsOnce() async throws {
    var router: Router? = Router()
    let (screen, pending) = try awaitingPick(on: try #require(router))
    let task = Task { try await pending.value }
    await untilAwaited(pending)

    // The cancellation reaches the wait on the main actor's next turn; the release, on the
    // main thread, ends it first.
    task.cancel()
    router = nil
    #expect(pending.outcome?.error == .routerReleased(screen))
    #expect(await ended(task)?.error as? ResultError == .routerReleased(screen))
    await Task.yield()
    #expect(pending.outcome?.error == .routerReleased(screen), "the cancellation came second")
  }

  @Test func aRouterReleasedOffTheMainThreadEndsItsWaitsOnTheMainActor() async throws {
    let holder = LastReference(Router())
    weak let released = holder.router
    let (screen, pending) = try awaitingPick(on: try #require(holder.router))
    let task = Task { try await pending.value }
    await untilAwaited(pending)

    await Task.detached { holder.drop() }.value
    #expect(released == nil)
    #expect(await ended(task)?.error as? ResultError == .routerReleased(screen))
    #expect(pending.outcome?.error == .routerReleased(screen))
  }

  // MARK: Showing and awaiting in one call

  /// A task awaiting `push(_:returning:)` or `present(_:returning:)` holds the handle it
  /// was called on, and with it the router: the router is not released under it, and the
  /// wait ends as the screen leaves (or the task is cancelled). Then the router goes.
  @Test(arguments: ["push, then pop", "present, then dismiss", "push, then cancel"])
  func aTaskThatShowsAndAwaitsKeepsItsRouter(way: String) async throws {
    var router: Router? = Router()
    weak let released = router
    let task = showAndAwait(on: try #require(router), presenting: way.hasPrefix("present"))
    var turns = 0
    while released?.visibleStack.topScreen == .root("main"), turns < 10_000 {
      await Task.yield()
      turns += 1
    }
    let shown = try #require(released?.visibleStack.topScreen)
    #expect(shown != .root("main"), "the screen was shown")

    router = nil
    #expect(released != nil, "the awaiting task keeps the router")
    let expected: ResultError
    switch way {
    case "push, then pop":
      released?.pop()
      expected = .popped(shown)
    case "present, then dismiss":
      released?.dismiss()
      expected = .dismissed(shown)
    default:
      task.cancel()
      expected = .cancelled(shown)
    }
    #expect(await ended(task)?.error as? ResultError == expected)
    #expect(released == nil, "the task let go of the router when it ended")
  }

  /// Starts a task that pushes (or presents) `Screen.settings` from the main stack's first
  /// screen and awaits a `Pick`; the handle lives in the task only.
  private func showAndAwait(on router: Router, presenting: Bool) -> Task<Pick, any Error> {
    let home = router.screen(.root("main"))
    if presenting {
      return Task { try await home.present(.sheet(Screen.settings), returning: Pick.self) }
    }
    return Task { try await home.push(Screen.settings, returning: Pick.self) }
  }

  // MARK: The message

  @Test func theMessageSaysWhatHappenedAndWhatToDo() {
    let text = ResultError.routerReleased(.entry(EntryID(3))).description
    #expect(text.contains("#3"))
    #expect(text.contains("released"))
    #expect(text.contains("keep the router alive"))
  }
}

/// The only reference to a router, dropped from whichever thread calls ``drop()``.
private final class LastReference: @unchecked Sendable {
  // Written by one task at a time: the main actor's, then (when a test hands it over) the
  // detached task that drops it, whose creation orders the two.
  private(set) var router: Router?

  init(_ router: Router) { self.router = router }

  func drop() { router = nil }
}

/// Whether an observer was told of a change; marked on whichever thread tells it.
private final class Told: @unchecked Sendable {
  // Read and written under `lock` only.
  private let lock = NSLock()
  private var marked = false

  var isMarked: Bool { lock.withLock { marked } }

  func mark() { lock.withLock { marked = true } }
}

/// Settles a race once: the first to finish wins, the rest are ignored.
@MainActor
private final class Race<Value: Sendable> {
  private var continuation: CheckedContinuation<Value?, Never>?

  func start(_ continuation: CheckedContinuation<Value?, Never>) {
    self.continuation = continuation
  }

  func finish(_ value: Value?) {
    continuation?.resume(returning: value)
    continuation = nil
  }
}

/// How `task` ended, or `nil` with an issue recorded when it has not ended within `limit`:
/// a wait that leaked its continuation never ends, and the test must say so rather than
/// hang. The task is cancelled then.
@MainActor
func ended<Success: Sendable>(
  _ task: Task<Success, any Error>, within limit: Duration = .seconds(30),
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Result<Success, any Error>? {
  let race = Race<Result<Success, any Error>>()
  var timer: Task<Void, Never>?
  let result = await withCheckedContinuation { continuation in
    race.start(continuation)
    Task { race.finish(await task.result) }
    timer = Task {
      try? await Task.sleep(for: limit)
      race.finish(nil)
    }
  }
  timer?.cancel()
  guard let result else {
    Issue.record("the task did not end within \(limit)", sourceLocation: sourceLocation)
    task.cancel()
    return nil
  }
  return result
}

extension Result {
  fileprivate var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
