import Foundation
import Observation
import Waypoint

/// `ops`: one push + one pop on the visible stack through the router, with an observer of
/// the stack's depth and a synchronous event observer, at several depths and with 1,000
/// other stacks in the tree; and an `[AnyHashable]` append + removeLast for scale.
@MainActor
enum OpsBenchmark {
  static func run(json: Bool) {
    let iterations = 200_000
    var results: [(String, Double)] = []
    for depth in [1, 1_000, 100_000] {
      let router = Router()
      router.push(contentsOf: (0..<depth).map { $0 })
      results.append(("depth_\(depth)", measure(router, iterations: iterations)))
    }
    let tabs = (0...1_000).map { StackID("tab-\($0)") }
    if let state = try? NavigationState(tabs: tabs, selected: tabs[0]) {
      let router = Router(state)
      router.push(0)
      results.append(("other_stacks_1000", measure(router, iterations: iterations)))
    }
    // Every event kept alive, so every old state shares the path: pushes must not copy it.
    let retaining = Router()
    retaining.push(contentsOf: (0..<100_000).map { $0 })
    var kept: [NavigationEvent] = []
    kept.reserveCapacity(2 * 20_000 * 15)
    retaining.events.observe { kept.append($0) }
    let retained = measure(retaining, iterations: 20_000)
    kept.removeAll()

    let rearmRouter = Router()
    rearmRouter.push(0)
    let rearmed = measure(rearmRouter, iterations: iterations / 4, rearm: true)

    let raw = Measure.medianNanoseconds(iterations: iterations) { count in
      var array: [AnyHashable] = (0..<1_000).map { AnyHashable($0) }
      for index in 0..<count {
        array.append(AnyHashable(index))
        array.removeLast()
      }
      blackHole(array.count)
    }

    let pushPop = Dictionary(uniqueKeysWithValues: results.map { ($0.0, Measure.rounded($0.1)) })
    let values = results.map(\.1)
    let spread = (values.max() ?? 0) / max(values.min() ?? 1, 1)
    if json {
      print(
        Measure.json([
          "benchmark": "ops", "push_pop_ns": pushPop, "raw_array_ns": Measure.rounded(raw),
          "retained_events_depth_100000_ns": Measure.rounded(retained),
          "rearmed_observation_ns": Measure.rounded(rearmed),
        ]))
    } else {
      print("push + pop through the router (median ns per pair)")
      for (name, value) in results {
        print("  \(name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(format(value))")
      }
      print("  largest / smallest   \(String(format: "%.2f", spread))")
      print("  retained events      \(format(retained))  (depth 100,000, every event kept)")
      print("  re-armed observation \(format(rearmed))  (tracking armed again after every pair)")
      print("[AnyHashable] append + removeLast: \(format(raw))")
    }
  }

  /// Median ns of one push + one pop on the visible stack, with a synchronous event
  /// observer, views observing this stack and another one (as SwiftUI does: the
  /// observation of this stack fires once and is armed again on the next render, not on
  /// every push), and — when `rearm` is true — the observation armed again after every
  /// pair, which adds Observation's own cost of tracking to each pair.
  private static func measure(_ router: Router, iterations: Int, rearm: Bool = false) -> Double {
    var events = 0
    let observation = router.events.observe { _ in events += 1 }
    defer { router.events.remove(observation) }
    let fired = Flag()
    let other = router.stack("other")
    func arm() {
      withObservationTracking {
        _ = router.depth
        _ = other.exists
      } onChange: {
        fired.set()
      }
    }
    let median = Measure.medianNanoseconds(iterations: iterations) { count in
      arm()
      for index in 0..<count {
        router.push(index)
        router.pop()
        if rearm, fired.take() { arm() }
      }
    }
    blackHole(events)
    return median
  }

  private static func format(_ nanoseconds: Double) -> String {
    String(format: "%8.1f ns", nanoseconds)
  }
}

/// A flag set from an observation callback.
private final class Flag: @unchecked Sendable {
  // Set and read on the main actor only: observation callbacks run synchronously inside
  // the router's mutation, on the main actor.
  private var value = false
  func set() { value = true }
  func take() -> Bool {
    defer { value = false }
    return value
  }
}

@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
