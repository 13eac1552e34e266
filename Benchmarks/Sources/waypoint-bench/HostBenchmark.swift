import Foundation
import Waypoint

/// `host`: what a SwiftUI host costs the engine per user gesture. A program push followed
/// by the user's swipe back (SwiftUI writes a path one shorter; the router turns it into a
/// pop with ``Router/report(_:resync:)``), at several depths; and a jump back ten screens
/// from the back button's menu followed by ten pushes restoring the depth.
@MainActor
enum HostBenchmark {
  static func run(json: Bool) {
    var swipes: [(String, Double)] = []
    var jumps: [(String, Double)] = []
    for depth in [1, 1_000, 100_000] {
      let router = Router()
      router.push(contentsOf: (0..<depth).map { $0 })
      swipes.append(("depth_\(depth)", swipeBack(router)))
      if depth >= 10 { jumps.append(("depth_\(depth)", jumpBack(router))) }
    }
    if json {
      print(
        Measure.json([
          "benchmark": "host",
          "push_swipe_back_ns": Dictionary(
            uniqueKeysWithValues: swipes.map { ($0.0, Measure.rounded($0.1)) }),
          "jump_back_10_then_10_pushes_ns": Dictionary(
            uniqueKeysWithValues: jumps.map { ($0.0, Measure.rounded($0.1)) }),
        ]))
    } else {
      print("program push + user swipe back reported as a path change (median ns per pair)")
      for (name, value) in swipes { print("  \(pad(name)) \(format(value))") }
      print("back menu jump of 10 screens + 10 pushes (median ns per round)")
      for (name, value) in jumps { print("  \(pad(name)) \(format(value))") }
    }
  }

  private static func swipeBack(_ router: Router) -> Double {
    Measure.medianNanoseconds(iterations: 50_000) { count in
      for index in 0..<count {
        router.push(index)
        router.report(.pathChanged(stack: "main", count: router.depth - 1))
      }
      blackHole(router.depth)
    }
  }

  private static func jumpBack(_ router: Router) -> Double {
    let routes: [any Hashable & Sendable] = Array(0..<10)
    return Measure.medianNanoseconds(iterations: 10_000) { count in
      for _ in 0..<count {
        router.report(.pathChanged(stack: "main", count: router.depth - 10))
        router.push(contentsOf: routes)
      }
      blackHole(router.depth)
    }
  }

  private static func pad(_ name: String) -> String {
    name.padding(toLength: 20, withPad: " ", startingAt: 0)
  }

  private static func format(_ nanoseconds: Double) -> String {
    String(format: "%8.1f ns", nanoseconds)
  }
}
