import Foundation
import Waypoint
import WaypointHost

/// `host`: what a SwiftUI host costs the engine per user gesture. A program push followed
/// by the user's swipe back (SwiftUI writes a path one shorter; the router turns it into a
/// pop with ``Router/report(_:resync:)``), at several depths; and a jump back ten screens
/// from the back button's menu followed by ten pushes restoring the depth. Then staged
/// presentation: after a link that presents N (1, 3, 10, 30) nested layers in one change,
/// the steps a host takes to show them (one presentation each, the next planned when the
/// previous layer appeared) and what planning each step costs, in the planner alone and
/// through a `PresentationHost` bound to the router, which reads the router's chain only
/// when the tree changed; and the host's cost per step at 30 layers over its cost at 1.
@MainActor
enum HostBenchmark {
  static func run(json: Bool) {
    var swipes: [(String, Double)] = []
    var jumps: [(String, Double)] = []
    for depth in [1, 1_000, 100_000] {
      let router = Router()
      router.visible.push(contentsOf: (0..<depth).map { $0 })
      swipes.append(("depth_\(depth)", swipeBack(router)))
      if depth >= 10 { jumps.append(("depth_\(depth)", jumpBack(router))) }
    }
    var staged: [(name: String, steps: Int, planner: Double, host: Double)] = []
    for layers in [1, 3, 10, 30] {
      let router = Router()
      _ = try? router.send(
        .batch((0..<layers).map { .present(.sheet($0, id: StackID("layer\($0)"))) }))
      staged.append(
        (
          "layers_\(layers)", convergenceSteps(router), planStep(router, layers: layers),
          hostStep(router, layers: layers)
        ))
    }
    if json {
      print(
        Measure.json([
          "benchmark": "host",
          "push_swipe_back_ns": Dictionary(
            uniqueKeysWithValues: swipes.map { ($0.0, Measure.rounded($0.1)) }),
          "jump_back_10_then_10_pushes_ns": Dictionary(
            uniqueKeysWithValues: jumps.map { ($0.0, Measure.rounded($0.1)) }),
          "link_presenting_layers_steps": Dictionary(
            uniqueKeysWithValues: staged.map { ($0.name, $0.steps) }),
          "link_presenting_layers_plan_cpu_ns_per_step": Dictionary(
            uniqueKeysWithValues: staged.map { ($0.name, Measure.rounded($0.planner)) }),
          "link_presenting_layers_host_cpu_ns_per_step": Dictionary(
            uniqueKeysWithValues: staged.map { ($0.name, Measure.rounded($0.host)) }),
          "link_presenting_layers_host_step_ratio_30_to_1": Measure.rounded(hostRatio(staged)),
        ]))
    } else {
      print("program push + user swipe back reported as a path change (median ns per pair)")
      for (name, value) in swipes { print("  \(pad(name)) \(format(value))") }
      print("back menu jump of 10 screens + 10 pushes (median ns per round)")
      for (name, value) in jumps { print("  \(pad(name)) \(format(value))") }
      print(
        "link presenting N nested layers: steps to converge, median CPU ns per step planned "
          + "(planner / through a PresentationHost)")
      for row in staged {
        print(
          "  \(pad(row.name)) \(row.steps) steps \(format(row.planner)) \(format(row.host))")
      }
      print(
        "  host step cost, 30 layers / 1 layer: "
          + String(format: "%.2f", hostRatio(staged)))
    }
  }

  /// The host's cost per step at 30 layers over its cost at 1: flat is 1.
  private static func hostRatio(
    _ staged: [(name: String, steps: Int, planner: Double, host: Double)]
  ) -> Double {
    let one = staged.first { $0.name == "layers_1" }?.host ?? 0
    let thirty = staged.first { $0.name == "layers_30" }?.host ?? 0
    return one > 0 ? thirty / one : 0
  }

  /// The steps a host takes to show the tree from nothing, each presentation finished at
  /// once; `-1` when a step is not a presentation.
  private static func convergenceSteps(_ router: Router) -> Int {
    var planner = PresentationPlanner()
    var steps = 0
    var step = planner.update(to: router.state.hostedLayers(above: "main", coversAvailable: true))
    while let next = step {
      guard case .present(let layer) = next else { return -1 }
      steps += 1
      step = planner.appeared(layer.id)
    }
    return planner.isConverged ? steps : -1
  }

  /// Planning cost per step in the planner: the update that starts the first presentation
  /// and each report that starts the next, with the tree's chain given. Timed on the
  /// thread's CPU clock, which does not count the time other processes on a shared machine
  /// take from this one.
  private static func planStep(_ router: Router, layers: Int) -> Double {
    let target = router.state.hostedLayers(above: "main", coversAvailable: true)
    let perConvergence = medianCPUNanoseconds(iterations: 20_000) { count in
      var presented = 0
      for _ in 0..<count {
        var planner = PresentationPlanner()
        var step = planner.update(to: target)
        while case .present(let layer)? = step {
          presented += 1
          step = planner.appeared(layer.id)
        }
      }
      blackHole(presented)
    }
    return perConvergence / Double(layers)
  }

  /// Planning cost per step through a `PresentationHost`, which reads the router's tree at
  /// every report, as WaypointUI's containers use it; on the thread's CPU clock.
  private static func hostStep(_ router: Router, layers: Int) -> Double {
    let perConvergence = medianCPUNanoseconds(iterations: 5_000) { count in
      var presented = 0
      for _ in 0..<count {
        let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
        host.update()
        while case .present(let layer)? = host.planner.inFlight {
          presented += 1
          host.appeared(layer.id)
        }
      }
      blackHole(presented)
    }
    return perConvergence / Double(layers)
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
        router.visible.push(contentsOf: routes)
      }
      blackHole(router.depth)
    }
  }

  /// The median nanoseconds per iteration of `body` over 15 rounds, on the calling
  /// thread's CPU clock.
  private static func medianCPUNanoseconds(iterations: Int, _ body: (Int) -> Void) -> Double {
    func now() -> UInt64 {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
    var samples: [Double] = []
    for _ in 0..<15 {
      let start = now()
      body(iterations)
      samples.append(Double(now() - start) / Double(iterations))
    }
    return Measure.median(samples)
  }

  private static func pad(_ name: String) -> String {
    name.padding(toLength: 20, withPad: " ", startingAt: 0)
  }

  private static func format(_ nanoseconds: Double) -> String {
    String(format: "%8.1f ns", nanoseconds)
  }
}
