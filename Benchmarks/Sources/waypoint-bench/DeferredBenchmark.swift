import Foundation
import HeapStatistics
import Waypoint

/// `deferred`: the time to apply `n` calls an observer asks for at one event (each a
/// push, queued until the event has reached everyone), for n = 1k, 16k, 64k; linear
/// draining keeps the time per call flat.
@MainActor
enum DeferredBenchmark {
  static func run(json: Bool) {
    var figures: [String: Any] = [:]
    print("calls an observer asks for at one event, applied after it: total | per call")
    for count in [1_000, 16_000, 64_000] {
      let router = Router()
      var armed = true
      let observation = router.events.observe { _ in
        guard armed else { return }
        armed = false
        for index in 0..<count { router.push(index) }
      }
      let start = Measure.now()
      router.push(-1)
      let elapsed = Double(Measure.now() - start)
      _ = observation
      guard router.depth == count + 1 else {
        print("  n = \(count): expected depth \(count + 1), got \(router.depth)")
        continue
      }
      let total = String(format: "%10.2f ms", elapsed / 1e6)
      let each = String(format: "%8.1f ns", elapsed / Double(count))
      print(
        "  n = \(String(count).padding(toLength: 6, withPad: " ", startingAt: 0)) \(total) | \(each)"
      )
      figures["deferred_\(count)_ms"] = Measure.rounded(elapsed / 1e6)
    }
    if json { print(Measure.json(figures)) }
  }
}

/// `superseded`: the heap a superseded navigation leaves behind, over 10,000 links opened
/// one after the other while an asynchronous guard never answers (each one supersedes the
/// one before), with a guard that ends when cancelled and one that ignores cancellation
/// (its tasks stay suspended: they are the guard's own).
@MainActor
enum SupersededBenchmark {
  static func run(json: Bool) {
    Task { @MainActor in
      await measure(json: json)
      exit(0)
    }
    dispatchMain()
  }

  final class Parked: @unchecked Sendable {
    let lock = NSLock()
    var continuations: [CheckedContinuation<Void, Never>] = []
  }

  static func measure(json: Bool) async {
    var figures: [String: Any] = [:]
    for honoursCancellation in [true, false] {
      let router = Router()
      router.onFailure = { _ in }
      var links = LinkMap(schemes: ["app"])
      try? links.register("account") { _ in .stack("main", path: ["account"]) }
      let parked = Parked()
      router.guards.add(
        .async("never", when: { !$0.addedRoutes.isEmpty }) { _ in
          if honoursCancellation {
            // Waits for a value that never comes, until cancelled.
            let (values, continuation) = AsyncStream<Int>.makeStream()
            for await _ in values {}
            withExtendedLifetime(continuation) {}
          } else {
            await withCheckedContinuation { continuation in
              parked.lock.withLock { parked.continuations.append(continuation) }
            }
          }
          return .deny(reason: "late")
        })
      func open(_ count: Int) async {
        for _ in 0..<count {
          router.open("app://account", with: links)
          for _ in 0..<8 { await Task.yield() }
        }
      }
      await open(1_000)
      let before = heap_bytes_in_use()
      await open(10_000)
      for _ in 0..<100 { await Task.yield() }
      let grown = Int(heap_bytes_in_use()) - Int(before)
      let name = honoursCancellation ? "guard ends when cancelled" : "guard ignores cancellation"
      print(
        "10,000 superseded opens, \(name): heap +\(grown / 1024) KB (\(grown / 10_000) B per open)")
      figures[honoursCancellation ? "cancellable_bytes_per_open" : "ignoring_bytes_per_open"] =
        grown / 10_000
      for continuation in parked.lock.withLock({ parked.continuations }) { continuation.resume() }
    }
    if json { print(Measure.json(figures)) }
  }
}
