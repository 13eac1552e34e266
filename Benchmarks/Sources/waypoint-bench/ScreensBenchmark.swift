import Foundation
import Waypoint

/// `screens`: looking a pushed screen up by its entry ID, `router.screen(.entry(id))` and
/// its scope, in a tree of N screens (100 tabs of N / 100 entries each), at N = 2,000 and
/// 32,000, measured round-robin: the lookup must not grow with the tree. Also the first
/// lookup of a router, which makes its index of entries (once, O(N)), with the heap the
/// index takes per entry; and a push, a lookup of the pushed screen's scope and a pop, as
/// a screen that reads its scope when it appears does.
@MainActor
enum ScreensBenchmark {
  static let sizes = [2_000, 32_000]
  static let tabCount = 100

  static func run(json: Bool) {
    let routers = sizes.map { router(screens: $0) }
    let lookups = interleavedLookups(routers)
    let pushes = OpsBenchmark.interleaved(
      sizes.map { pushLookUpPop(router(screens: $0)) }, iterations: 50_000)
    let first = sizes.map(firstLookup)
    let spread = (lookups.max() ?? 0) / max(lookups.min() ?? 1, 1)
    if json {
      print(
        Measure.json([
          "benchmark": "screens",
          "lookup_scope_ns": named(lookups),
          "lookup_largest_over_smallest": Measure.rounded(spread * 100) / 100,
          "push_lookup_pop_ns": named(pushes),
          "first_lookup_us": named(first.map { $0.nanoseconds / 1_000 }),
          "index_bytes_per_entry": named(first.map(\.bytesPerEntry)),
        ]))
    } else {
      print("router.screen(.entry(id)).scope, median ns per lookup (100 tabs, random entries):")
      for (size, value) in zip(sizes, lookups) {
        print(
          "  screens_\(size)".padding(toLength: 18, withPad: " ", startingAt: 0) + format(value))
      }
      print("  largest / smallest \(String(format: "%.2f", spread))")
      print("push + look up the pushed screen's scope + pop, median ns per round:")
      for (size, value) in zip(sizes, pushes) {
        print(
          "  screens_\(size)".padding(toLength: 18, withPad: " ", startingAt: 0) + format(value))
      }
      print("first lookup (makes the index of entries), median of 5:")
      for (size, figure) in zip(sizes, first) {
        print(
          "  screens_\(size)".padding(toLength: 18, withPad: " ", startingAt: 0)
            + String(
              format: "%9.1f µs, index %.1f B per entry", figure.nanoseconds / 1_000,
              figure.bytesPerEntry))
      }
    }
  }

  /// A router of `tabCount` tabs holding `screens` entries in all.
  static func router(screens: Int) -> Router {
    let tabs = (0..<tabCount).map { StackID("tab-\($0)") }
    guard let state = try? NavigationState(tabs: tabs, selected: tabs[0]) else { return Router() }
    let router = Router(state)
    for tab in tabs {
      router.stack(tab).push(contentsOf: (0..<(screens / tabCount)).map { $0 })
    }
    return router
  }

  private static func entryIDs(_ router: Router) -> [EntryID] {
    var generator = SplitMix(seed: 7)
    let ids = router.state.allStacks.flatMap { $0.entries.map(\.id) }
    return (0..<4_096).compactMap { _ in ids.randomElement(using: &generator) }
  }

  /// Lookups of random entries' scopes, round-robin over the routers.
  private static func interleavedLookups(_ routers: [Router]) -> [Double] {
    let cases = routers.map { router -> (Int) -> Void in
      let ids = entryIDs(router)
      return { count in
        for index in 0..<count {
          blackHole(router.screen(.entry(ids[index & 4_095])).scope)
        }
      }
    }
    return OpsBenchmark.interleaved(cases, iterations: 100_000)
  }

  private static func pushLookUpPop(_ router: Router) -> (Int) -> Void {
    return { count in
      for _ in 0..<count {
        if let id = router.push(0) { blackHole(router.screen(.entry(id)).scope) }
        router.pop()
      }
    }
  }

  /// The time of a fresh router's first lookup, and the heap its index takes per entry.
  private static func firstLookup(screens: Int) -> (nanoseconds: Double, bytesPerEntry: Double) {
    var times: [Double] = []
    var bytes: [Double] = []
    for _ in 0..<5 {
      let router = router(screens: screens)
      guard let id = router.state.stack("tab-50")?.entries.last?.id else { continue }
      let heap = Heap.bytesInUse()
      let start = Measure.now()
      blackHole(router.screen(.entry(id)))
      times.append(Double(Measure.now() - start))
      bytes.append(Double(Heap.bytesInUse() - heap) / Double(screens))
    }
    return (Measure.median(times), Measure.median(bytes))
  }

  private static func named(_ values: [Double]) -> [String: Double] {
    Dictionary(
      uniqueKeysWithValues: zip(sizes, values).map { ("screens_\($0)", Measure.rounded($1)) })
  }

  private static func format(_ nanoseconds: Double) -> String {
    String(format: "%9.1f ns", nanoseconds)
  }
}

/// A small seeded generator, so that every run looks up the same entries.
private struct SplitMix: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
