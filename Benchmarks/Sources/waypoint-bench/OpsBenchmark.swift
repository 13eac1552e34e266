import Foundation
import HeapStatistics
import Observation
import Waypoint

/// `ops`: one push + one pop on the visible stack through the router, with an observer of
/// the stack's depth and a synchronous event observer, at several depths, with 1,000
/// other stacks in the tree and at the top of chains of 1 to 64 layers (with the heap
/// each layer takes); the same pair on a plain `NavigationPath`-style router (an `@Observable` class
/// holding `[AnyHashable]`) at the same depths, in the same run; the heap each holds per
/// pushed entry; a batch of single pushes against one push of many; and the same pair
/// with a `NavigationRecorder` attached, with the heap a kept event takes
/// (`OpsBenchmark+Recorder.swift`).
@MainActor
enum OpsBenchmark {
  static let depths = [1, 1_000, 100_000]

  static func run(json: Bool) {
    let iterations = 200_000
    // Every configuration is built first, then measured round-robin, one chunk each per
    // round: a load that comes and goes (other processes on the machine) weighs on all of
    // them alike, so their ratios hold even when their absolute figures move.
    var routers: [(String, Router)] = []
    var seeds: [(String, PathRouter)] = []
    for depth in depths {
      let router = Router()
      router.visible.push(contentsOf: (0..<depth).map { $0 })
      routers.append(("depth_\(depth)", router))
      let pathRouter = PathRouter()
      for index in 0..<depth { pathRouter.push(index) }
      seeds.append(("depth_\(depth)", pathRouter))
    }
    let tabs = (0...1_000).map { StackID("tab-\($0)") }
    if let state = try? NavigationState(tabs: tabs, selected: tabs[0]) {
      let router = Router(state)
      router.push(0)
      routers.append(("other_stacks_1000", router))
    }
    if let router = splitRouter() { routers.append(("split_detail", router)) }
    // The same depths with a recorder attached, and without an event observer, in the same
    // round-robin.
    let recorded = recordedRouters()
    let unobserved = depths.map { depth in
      let router = Router()
      router.visible.push(contentsOf: (0..<depth).map { $0 })
      return router
    }
    let cases =
      routers.map { Self.pushPop($0.1) } + seeds.map { Self.pushPop($0.1) }
      + recorded.map { Self.pushPop($0.router) }
      + unobserved.map { Self.pushPop($0, observingEvents: false) }
    let allMedians = interleaved(cases, iterations: iterations)
    let medians = Array(allMedians.dropLast(unobserved.count))
    let withoutObserver = zip(depths, allMedians.suffix(unobserved.count)).map {
      ("depth_\($0)", $1)
    }
    // Push + pop at the top of a chain of layers: the cost must not grow with the chain.
    // 64 is the most layers a tree may allow.
    let layerCounts = [1, 10, 30, 64]
    let layered = interleaved(
      layerCounts.map { Self.pushPop(layeredRouter($0)) }, iterations: iterations / 4)
    let layerFigures = zip(layerCounts, layered).map { ("layers_\($0)", $1) }
    let presented = interleaved(
      layerCounts.map { Self.presentDismiss(layeredRouter($0)) }, iterations: iterations / 8)
    let presentFigures = zip(layerCounts, presented).map { ("layers_\($0)", $1) }
    let layerMemory = [64].map { ("layers_\($0)", bytesPerLayer($0)) }
    let results = zip(routers.map(\.0), medians.prefix(routers.count)).map { ($0, $1) }
    let seed = zip(seeds.map(\.0), medians.dropFirst(routers.count)).map { ($0, $1) }
    let recorderTimes = zip(recorded.map(\.name), medians.suffix(recorded.count)).map { ($0, $1) }
    let recorderMemory = recorderMemory()
    // Every event kept alive, so every old state shares the path: pushes must not copy it.
    let retaining = Router()
    retaining.visible.push(contentsOf: (0..<100_000).map { $0 })
    let retained = measureRetaining(retaining, iterations: 20_000)
    // The same with 1,000 tabs: a push must not copy the other tabs either.
    var retainedTabs = 0.0
    if let state = try? NavigationState(tabs: tabs, selected: tabs[0]) {
      retainedTabs = measureRetaining(Router(state), iterations: 1_000, rounds: 5)
    }
    var retainedFewTabs = 0.0
    if let state = try? NavigationState(tabs: Array(tabs.prefix(10)), selected: tabs[0]) {
      retainedFewTabs = measureRetaining(Router(state), iterations: 1_000, rounds: 5)
    }

    // Re-armed after every pair, against the plain router re-armed the same way, round-robin.
    let rearmRouter = Router()
    rearmRouter.push(0)
    let rearmPath = PathRouter()
    rearmPath.push(0)
    let rearmOtherRouter = Router()
    rearmOtherRouter.push(0)
    let rearmedRows = interleaved(
      [
        rearmedPairs(rearmRouter, readingOtherStack: false), rearmedPairs(rearmPath),
        rearmedPairs(rearmOtherRouter, readingOtherStack: true),
      ], iterations: iterations / 4)
    let (rearmed, rearmedPlain, rearmedOther) = (rearmedRows[0], rearmedRows[1], rearmedRows[2])

    let raw = Measure.medianNanoseconds(iterations: iterations) { count in
      var array: [AnyHashable] = (0..<1_000).map { AnyHashable($0) }
      for index in 0..<count {
        array.append(AnyHashable(index))
        array.removeLast()
      }
      blackHole(array.count)
    }

    // Selecting in a split container against a push + pop pair on the same kind of router.
    var selectFigures: (select: Double, pushPop: Double) = (0, 0)
    if let selecting = splitRouter(), let pushing = splitRouter() {
      let pair = interleaved(
        [selectPair(selecting), Self.pushPop(pushing)], iterations: iterations / 2)
      selectFigures = (pair[0], pair[1])
    }

    let memory = (waypoint: waypointBytesPerEntry(), pathRouter: pathRouterBytesPerEntry())
    let batch = batchOfSinglePushes()
    let batchGrowth = [250, 1_000, 4_000].map { ("k_\($0)", batchPerPush(count: $0)) }
    let replaced = [100, 1_000].map { ("tabs_\($0)", replaceOneChangedStack(tabs: $0)) }
    let readers = readersFiredOnPush()

    let figures = Dictionary(uniqueKeysWithValues: results.map { ($0.0, Measure.rounded($0.1)) })
    let seedPushPop = Dictionary(uniqueKeysWithValues: seed.map { ($0.0, Measure.rounded($0.1)) })
    let ratios = Dictionary(
      uniqueKeysWithValues: zip(results, seed).map { ($0.0, ratio($0.1, $1.1)) })
    let values = results.map(\.1)
    let spread = (values.max() ?? 0) / max(values.min() ?? 1, 1)
    if json {
      print(
        Measure.json([
          "benchmark": "ops", "push_pop_ns": figures, "pathrouter_ns": seedPushPop,
          "recorder": recorderJSON(
            times: recorderTimes, observerOnly: Array(results.prefix(depths.count)),
            memory: recorderMemory),
          "push_pop_over_pathrouter": ratios,
          "push_pop_no_event_observer_ns": Dictionary(
            uniqueKeysWithValues: withoutObserver.map { ($0.0, Measure.rounded($0.1)) }),
          "push_pop_no_event_observer_over_pathrouter": Dictionary(
            uniqueKeysWithValues: zip(withoutObserver, seed).map { ($0.0, ratio($0.1, $1.1)) }),
          "push_pop_spread": ratio(spread, 1),
          "raw_array_ns": Measure.rounded(raw),
          "retained_events_depth_100000_ns": Measure.rounded(retained),
          "retained_events_tabs_1000_ns": Measure.rounded(retainedTabs),
          "retained_events_tabs_10_ns": Measure.rounded(retainedFewTabs),
          "batch_single_pushes_ns_per_push": Dictionary(
            uniqueKeysWithValues: batchGrowth.map { ($0.0, Measure.rounded($0.1)) }),
          "replace_one_changed_stack_ns": Dictionary(
            uniqueKeysWithValues: replaced.map { ($0.0, Measure.rounded($0.1)) }),
          "rearmed_observation_ns": Measure.rounded(rearmed),
          "rearmed_pathrouter_ns": Measure.rounded(rearmedPlain),
          "rearmed_over_pathrouter": ratio(rearmed, rearmedPlain),
          "rearmed_reading_other_stack_ns": Measure.rounded(rearmedOther),
          "rearmed_reading_other_stack_over_pathrouter": ratio(rearmedOther, rearmedPlain),
          "split_select_pair_ns": Measure.rounded(selectFigures.select),
          "split_push_pop_ns": Measure.rounded(selectFigures.pushPop),
          "push_pop_top_of_layers_ns": Dictionary(
            uniqueKeysWithValues: layerFigures.map { ($0.0, Measure.rounded($0.1)) }),
          "present_dismiss_top_of_layers_ns": Dictionary(
            uniqueKeysWithValues: presentFigures.map { ($0.0, Measure.rounded($0.1)) }),
          "memory_bytes_per_layer": Dictionary(
            uniqueKeysWithValues: layerMemory.map { ($0.0, Measure.rounded($0.1)) }),
          "memory_bytes_per_entry": [
            "waypoint": Measure.rounded(memory.waypoint),
            "pathrouter": Measure.rounded(memory.pathRouter),
          ],
          "readers_fired_on_push": [
            "readers": readers.readers, "fired": readers.fired.count, "which": readers.fired,
          ],
          "batch_1000": [
            "single_pushes_ns": Measure.rounded(batch.singles),
            "push_contents_of_ns": Measure.rounded(batch.contentsOf),
            "ratio": ratio(batch.singles, batch.contentsOf),
          ],
        ]))
    } else {
      print("push + pop, median ns per pair: router (event observer) | plain router | ratio")
      for (index, (name, value)) in results.enumerated() {
        let seedValue = index < seed.count ? format(seed[index].1) : "           "
        let seedRatio =
          index < seed.count ? String(format: "%.2f", value / seed[index].1) : ""
        print("  \(pad(name)) \(format(value)) | \(seedValue) | \(seedRatio)")
      }
      print("  largest / smallest   \(String(format: "%.2f", spread))")
      for ((name, value), (_, seedValue)) in zip(withoutObserver, seed) {
        print(
          "  \(pad(name)) \(format(value)) | \(format(seedValue)) | "
            + "\(String(format: "%.2f", value / seedValue))  (no event observer)")
      }
      print("  retained events      \(format(retained))  (depth 100,000, every event kept)")
      print("  retained, 1,000 tabs \(format(retainedTabs))  (every event kept)")
      print("  retained, 10 tabs    \(format(retainedFewTabs))  (every event kept)")
      print(
        "  re-armed observation \(format(rearmed)) | \(format(rearmedPlain)) | "
          + String(format: "%.2f", rearmed / max(rearmedPlain, 1))
          + "  (tracking armed again after every pair; router | plain router | ratio)")
      print(
        "  re-armed, 2 reads    \(format(rearmedOther)) | \(format(rearmedPlain)) | "
          + String(format: "%.2f", rearmedOther / max(rearmedPlain, 1))
          + "  (the router's view also reads another stack)")
      print(
        "  split: select pair  \(format(selectFigures.select)) | push + pop on the detail "
          + "\(format(selectFigures.pushPop)) | \(String(format: "%.2f", selectFigures.select / max(selectFigures.pushPop, 1)))"
      )
      for (name, value) in layerFigures {
        print("  top of \(pad(name)) \(format(value))  (push + pop on the top layer's stack)")
      }
      for (name, value) in presentFigures {
        print("  top of \(pad(name)) \(format(value))  (present + dismiss of a sheet on top)")
      }
      for (name, value) in layerMemory {
        print("  heap per layer, \(pad(name)) \(String(format: "%.0f", value)) B")
      }
      printRecorder(
        times: recorderTimes, observerOnly: Array(results.prefix(depths.count)),
        memory: recorderMemory)
      print("[AnyHashable] append + removeLast: \(format(raw))")
      print(
        "heap per pushed entry (100,000 pushes): router \(String(format: "%.1f", memory.waypoint)) B,"
          + " plain router \(String(format: "%.1f", memory.pathRouter)) B")
      print(
        "batch of 1,000 single pushes \(format(batch.singles)), one push(contentsOf:) of 1,000"
          + " \(format(batch.contentsOf)): \(String(format: "%.2f", batch.singles / batch.contentsOf))×"
      )
      for (name, value) in batchGrowth {
        print("batch of single pushes, \(pad(name)) \(format(value)) per push")
      }
      for (name, value) in replaced {
        print("replace the tree, one stack changed, \(pad(name)) \(format(value))")
      }
      print(
        "readers fired by a push (5 tabs of 20 screens, a sheet of 20): \(readers.fired.count)"
          + " of \(readers.readers): \(readers.fired.joined(separator: ", "))")
    }
  }

  /// The median ns per iteration of each case, measured round-robin: each round runs every
  /// case once for `iterations` iterations.
  static func interleaved(
    _ cases: [(Int) -> Void], rounds: Int = 15, iterations: Int
  ) -> [Double] {
    var samples = Array(repeating: [Double](), count: cases.count)
    for _ in 0..<rounds {
      for (index, run) in cases.enumerated() {
        let start = Measure.now()
        run(iterations)
        samples[index].append(Double(Measure.now() - start) / Double(iterations))
      }
    }
    return samples.map(Measure.median)
  }

  /// `count` pushes + pops on the visible stack, with a synchronous event observer and
  /// views observing this stack and another one (as SwiftUI does: the observation of this
  /// stack fires once and is armed again on the next render, not on every push).
  /// Present + dismiss of one sheet on the visible stack, with an event observer.
  private static func presentDismiss(_ router: Router) -> (Int) -> Void {
    var events = 0
    router.events.observe { _ in events += 1 }
    return { count in
      for index in 0..<count {
        router.present(.sheet(index, id: StackID("extra")))
        router.dismiss()
      }
      blackHole(events)
    }
  }

  /// Push + pop pairs with the stack's depth observed, and an event observer unless
  /// `observingEvents` is `false`.
  static func pushPop(_ router: Router, observingEvents: Bool = true) -> (Int) -> Void {
    var events = 0
    if observingEvents { router.events.observe { _ in events += 1 } }
    let fired = Flag()
    let other = router.stack("other")
    return { count in
      withObservationTracking {
        _ = router.depth
        _ = other.state != nil
      } onChange: {
        fired.set()
      }
      for index in 0..<count {
        router.push(index)
        router.pop()
      }
      blackHole(events)
    }
  }

  /// The same pair on the plain router, with a view observing its depth.
  private static func pushPop(_ router: PathRouter) -> (Int) -> Void {
    let fired = Flag()
    return { count in
      withObservationTracking {
        _ = router.depth
      } onChange: {
        fired.set()
      }
      for index in 0..<count {
        router.push(index)
        router.pop()
      }
      blackHole(router.depth)
    }
  }

  /// One push + one pop with the observation armed again after every pair, which adds
  /// Observation's own cost of tracking to each pair, with an event observer. The view reads
  /// the router's depth, as the plain router's does; with `readingOtherStack`, it reads
  /// another stack's state too (a second tracked property, which the pair never changes).
  private static func rearmedPairs(
    _ router: Router, readingOtherStack: Bool
  ) -> (Int) -> Void {
    var events = 0
    router.events.observe { _ in events += 1 }
    let other = router.stack("other")
    return rearmed {
      _ = router.depth
      if readingOtherStack { _ = other.state != nil }
    } pair: { index in
      router.push(index)
      router.pop()
    }
  }

  /// The same on the plain router, whose view reads its depth.
  private static func rearmedPairs(_ router: PathRouter) -> (Int) -> Void {
    rearmed {
      _ = router.depth
    } pair: { index in
      router.push(index)
      router.pop()
    }
  }

  /// `count` runs of `pair`, with what `read` reads tracked again after each run that
  /// changed it.
  private static func rearmed(
    reading read: @escaping @MainActor () -> Void, pair: @escaping @MainActor (Int) -> Void
  ) -> (Int) -> Void {
    let fired = Flag()
    func arm() {
      withObservationTracking {
        read()
      } onChange: {
        fired.set()
      }
    }
    return { count in
      arm()
      for index in 0..<count {
        pair(index)
        if fired.take() { arm() }
      }
    }
  }

  /// Push + pop with every event (and so every state) kept alive.
  private static func measureRetaining(
    _ router: Router, iterations: Int, rounds: Int = 15
  ) -> Double {
    var kept: [NavigationEvent] = []
    kept.reserveCapacity(2 * iterations * rounds)
    let observation = router.events.observe { kept.append($0) }
    defer { router.events.remove(observation) }
    let median = Measure.medianNanoseconds(rounds: rounds, iterations: iterations) { count in
      for index in 0..<count {
        router.push(index)
        router.pop()
      }
    }
    blackHole(kept.count)
    return median
  }

  /// A router whose visible stack is the top of a chain of `count` sheets, with one entry.
  private static func layeredRouter(_ count: Int) -> Router {
    let state =
      (try? NavigationState(
        content: .stack(StackState(id: "main")),
        maxLayerDepth: max(count, 32))) ?? NavigationState()
    let router = Router(state)
    for index in 0..<count { router.present(.sheet(index, id: StackID("layer-\(index)"))) }
    router.push(0)
    return router
  }

  /// Heap bytes per layer of a router holding a chain of `count` sheets.
  private static func bytesPerLayer(_ count: Int) -> Double {
    let before = Heap.bytesInUse()
    var router: Router? = layeredRouter(count)
    let after = Heap.bytesInUse()
    blackHole(router?.depth)
    router = nil
    return Double(after - before) / Double(count)
  }

  /// Heap bytes per entry after 100,000 single pushes through a router with an event
  /// observer.
  private static func waypointBytesPerEntry() -> Double {
    let count = 100_000
    var router: Router? = Router()
    let observation = router?.events.observe { blackHole($0.sequence) }
    let before = Heap.bytesInUse()
    for index in 0..<count { router?.push(index) }
    let after = Heap.bytesInUse()
    blackHole(router?.depth)
    if let observation { router?.events.remove(observation) }
    router = nil
    return Double(after - before) / Double(count)
  }

  /// Heap bytes per entry after 100,000 pushes on the plain router.
  private static func pathRouterBytesPerEntry() -> Double {
    let count = 100_000
    var router: PathRouter? = PathRouter()
    let before = Heap.bytesInUse()
    for index in 0..<count { router?.push(index) }
    let after = Heap.bytesInUse()
    blackHole(router?.depth)
    router = nil
    return Double(after - before) / Double(count)
  }

  /// Median ns of one `.batch` of 1,000 single pushes and of one push of 1,000 routes, on
  /// the same stack, each followed (untimed) by a pop to the root. Both actions are built
  /// before the clock starts.
  private static func batchOfSinglePushes() -> (singles: Double, contentsOf: Double) {
    let routes: [any Hashable & Sendable] = Array(0..<1_000)
    let singles = NavigationAction.batch(routes.map { .push([AnyRoute($0)]) })
    let many = NavigationAction.push(routes.map { AnyRoute($0) })
    let router = Router()
    router.push(0)
    var events = 0
    let observation = router.events.observe { _ in events += 1 }
    defer { router.events.remove(observation) }
    func time(_ action: NavigationAction) -> Double {
      var samples: [Double] = []
      for _ in 0..<40 {
        let start = Measure.now()
        _ = try? router.send(action)
        samples.append(Double(Measure.now() - start))
        router.pop(1_000)
      }
      return Measure.median(samples)
    }
    // Interleaved, so both see the same machine load.
    var single: [Double] = []
    var contentsOf: [Double] = []
    for _ in 0..<5 {
      single.append(time(singles))
      contentsOf.append(time(many))
    }
    blackHole(events)
    return (Measure.median(single), Measure.median(contentsOf))
  }

  /// Median ns per push of one `.batch` of `count` single pushes (built before the clock
  /// starts), each followed (untimed) by a pop to the root.
  private static func batchPerPush(count: Int) -> Double {
    let action = NavigationAction.batch((0..<count).map { .push([AnyRoute($0)]) })
    let router = Router()
    var samples: [Double] = []
    for _ in 0..<max(20, 40_000 / count) {
      let start = Measure.now()
      _ = try? router.send(action)
      samples.append(Double(Measure.now() - start) / Double(count))
      router.pop(count)
    }
    return Measure.median(samples)
  }

  /// Median ns of replacing a tree of `tabs` tabs with the same tree but one push on one
  /// tab (as an app that edits `router.state` and puts it back does). The new tree shares
  /// all but that tab with the old one, which the diff skips; validating the new tree's
  /// stack IDs still reads every stack.
  private static func replaceOneChangedStack(tabs count: Int) -> Double {
    let tabs = (0..<count).map { StackID("tab-\($0)") }
    guard let state = try? NavigationState(tabs: tabs, selected: tabs[0]) else { return 0 }
    let router = Router(state)
    var samples: [Double] = []
    for round in 0..<400 {
      var next = router.state
      // IDs far above the router's, so the pushed entry never collides with one of its own.
      var ids = IDGenerator(startingAt: 1_000_000 + UInt64(round))
      _ = try? next.apply(.push([AnyRoute(round)], on: .stack(tabs[round % count])), ids: &ids)
      let start = Measure.now()
      _ = try? router.send(.replaceState(next))
      samples.append(Double(Measure.now() - start))
    }
    return Measure.median(samples)
  }

  private static func ratio(_ value: Double, _ base: Double) -> Double {
    ((value / max(base, 1)) * 100).rounded() / 100
  }

  private static func format(_ nanoseconds: Double) -> String {
    String(format: "%8.1f ns", nanoseconds)
  }

  private static func pad(_ name: String) -> String {
    name.padding(toLength: 20, withPad: " ", startingAt: 0)
  }
}

/// A plain router, as a user would write it without Waypoint: an `@Observable` class
/// that owns a path of type-erased routes, with `push`, `pop(_:)` and `depth`.
@MainActor
@Observable
final class PathRouter {
  var path: [AnyHashable] = []

  var depth: Int { path.count }

  func push(_ destination: some Hashable) {
    path.append(AnyHashable(destination))
  }

  func pop(_ count: Int = 1) {
    let removable = min(max(count, 0), path.count)
    guard removable > 0 else { return }
    path.removeLast(removable)
  }
}

/// The bytes the process holds on the heap, from the C allocator's statistics.
enum Heap {
  static func bytesInUse() -> Int { Int(heap_bytes_in_use()) }
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
