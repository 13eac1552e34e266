import Foundation
import Waypoint

/// The `ops` rows of a `NavigationRecorder`: push + pop on the visible stack with an event
/// observer and a recorder (capacity 500) attached, measured in the same round-robin as the
/// rows with the event observer only; and the heap a kept event takes.
extension OpsBenchmark {
  /// The recorder's capacity in these rows: the issue's ring of 500.
  static let recorderCapacity = 500

  /// `recorder`: the recorder's rows of `ops` alone, for a quicker look: push + pop with the
  /// event observer, without and with a recorder, interleaved, and the heap per kept event.
  static func runRecorder(json: Bool) {
    let observerOnly = depths.map { depth -> (String, Router) in
      let router = Router()
      router.visible.push(contentsOf: (0..<depth).map { $0 })
      return ("depth_\(depth)", router)
    }
    let recorded = recordedRouters()
    let medians = interleaved(
      observerOnly.map { pushPop($0.1) } + recorded.map { pushPop($0.router) },
      iterations: 200_000)
    let base = zip(observerOnly.map(\.0), medians.prefix(depths.count)).map { ($0, $1) }
    let times = zip(recorded.map(\.name), medians.suffix(depths.count)).map { ($0, $1) }
    let memory = recorderMemory()
    if json {
      var object = recorderJSON(times: times, observerOnly: base, memory: memory)
      object["benchmark"] = "recorder"
      print(Measure.json(object))
    } else {
      printRecorder(times: times, observerOnly: base, memory: memory)
    }
  }

  /// `recorder-profile`: 10,000 push + pop pairs at depth 1,000 with the event observer,
  /// through `profileObserverOnly`; without it, through `profileNoObserver`; on the plain
  /// router, through `profilePlainRouter`; then 10,000 with a full recorder too, through
  /// `profileRecorded`: the functions a callgrind run counts (see Benchmarks/README.md).
  /// Prints nothing.
  static func runRecorderProfile(json: Bool) {
    profileObserverOnly(warmedRouter(recorded: false).router)
    let unobserved = Router()
    unobserved.visible.push(contentsOf: (0..<1_000).map { $0 })
    pushPopPairs(unobserved, count: recorderCapacity)
    profileNoObserver(unobserved)
    let plain = PathRouter()
    for index in 0..<1_000 { plain.push(index) }
    profilePlainRouter(plain)
    let profiled = warmedRouter(recorded: true)
    if let recorder = profiled.recorder { profileRecorded(profiled.router, recorder) }
  }

  /// A router at depth 1,000 with an event observer and, when `recorded`, a recorder whose
  /// ring is full.
  private static func warmedRouter(recorded: Bool) -> (
    router: Router, recorder: NavigationRecorder?
  ) {
    let router = depthRouter(1_000)
    let recorder = recorded ? NavigationRecorder(router, capacity: recorderCapacity) : nil
    pushPopPairs(router, count: recorderCapacity)
    return (router, recorder)
  }

  /// 10,000 push + pop pairs with the event observer only: callgrind's
  /// `--toggle-collect='*profileObserverOnly*'` counts their instructions.
  @inline(never)
  static func profileObserverOnly(_ router: Router) {
    pushPopPairs(router, count: 10_000)
    blackHole(router.depth)
  }

  /// 10,000 push + pop pairs without an event observer: `*profileNoObserver*`.
  @inline(never)
  static func profileNoObserver(_ router: Router) {
    pushPopPairs(router, count: 10_000)
    // Not `router.depth`, as `profileObserverOnly` has: the same body would be merged.
    blackHole(router.canPop)
  }

  /// 10,000 push + pop pairs on the plain router, the `ops` rows' yardstick:
  /// `*profilePlainRouter*`.
  @inline(never)
  static func profilePlainRouter(_ router: PathRouter) {
    for index in 0..<10_000 {
      router.push(index)
      router.pop()
    }
    blackHole(router.depth)
  }

  /// 10,000 push + pop pairs with the event observer and a full recorder:
  /// `--toggle-collect='*profileRecorded*'`.
  @inline(never)
  static func profileRecorded(_ router: Router, _ recorder: NavigationRecorder) {
    pushPopPairs(router, count: 10_000)
    blackHole(recorder.count)
  }

  /// A router at each of `depths`, as the observer-only rows build them, with a recorder
  /// attached and its ring already full (500 push + pop pairs), so that every measured
  /// event also drops the oldest one.
  static func recordedRouters() -> [(name: String, router: Router, recorder: NavigationRecorder)] {
    depths.map { depth in
      let router = Router()
      router.visible.push(contentsOf: (0..<depth).map { $0 })
      let recorder = NavigationRecorder(router, capacity: recorderCapacity)
      pushPopPairs(router, count: recorderCapacity)
      return ("depth_\(depth)", router, recorder)
    }
  }

  /// The heap a recorder of capacity 500 holds, on a router at depth 1,000.
  struct RecorderMemory {
    /// Bytes per kept event, beyond its slot in the ring (which the recorder reserves when
    /// attached): (heap with a full ring − heap with the recorder attached, empty) / 500.
    var pushPopPerEvent = 0.0
    /// Bytes per kept push event (an `Int` route), beyond its slot: 500 pushes with the
    /// recorder, less what the same 500 pushes add to the stack of a router without one.
    var pushPerEvent = 0.0
    /// Bytes per kept present or dismiss of a sheet, beyond its slot.
    var sheetPerEvent = 0.0
    /// Heap growth over 10,000 more pairs once the ring is full: 0 when it stays at 500.
    var pushPopGrowth = 0
    var sheetGrowth = 0
    /// The recorder's extra heap after 10,000 single pushes (against a router without
    /// one): the last 500 push events, and the tree before the oldest of them, whose stack
    /// holds its own copy of the 9,500 entries pushed before them.
    var pushesExtra = 0
    var pushesKept = 0
    /// `NavigationRecorder.bytesPerSlot`: a ring slot.
    var stride = NavigationRecorder.bytesPerSlot

    /// Of `pushesExtra`, the bytes beyond the 500 kept push events, per entry that left the
    /// ring: what the recorder's start tree holds of its own.
    var startBytesPerDroppedPush: Double {
      let ring = Double(pushesKept) * (pushPerEvent + Double(stride))
      return (Double(pushesExtra) - ring) / Double(10_000 - pushesKept)
    }
  }

  static func recorderMemory() -> RecorderMemory {
    var memory = RecorderMemory()
    let capacity = recorderCapacity

    // Push + pop pairs: half the kept events are pushes (holding the entry they pushed),
    // half pops.
    do {
      let router = depthRouter(1_000)
      let recorder = NavigationRecorder(router, capacity: capacity)
      let attached = Heap.bytesInUse()
      pushPopPairs(router, count: capacity / 2)
      let full = Heap.bytesInUse()
      pushPopPairs(router, count: 10_000)
      let after = Heap.bytesInUse()
      memory.pushPopPerEvent = Double(full - attached) / Double(capacity)
      memory.pushPopGrowth = after - full
      precondition(recorder.count == capacity)
    }

    // Push events only: the stack grows too, by what it grows on a router without a
    // recorder, which is taken off.
    do {
      let plain = depthRouter(1_000)
      let plainBefore = Heap.bytesInUse()
      for index in 0..<capacity { plain.push(index) }
      let plainGrowth = Heap.bytesInUse() - plainBefore
      let router = depthRouter(1_000)
      let recorder = NavigationRecorder(router, capacity: capacity)
      let attached = Heap.bytesInUse()
      for index in 0..<capacity { router.push(index) }
      let full = Heap.bytesInUse()
      memory.pushPerEvent = Double(full - attached - plainGrowth) / Double(capacity)
      precondition(recorder.count == capacity)
      blackHole(plain.depth)
    }

    // 10,000 single pushes, with and without a recorder: what the recorder keeps is the
    // last 500 push events, whatever the number of pushes.
    do {
      let plain = depthRouter(1_000)
      let plainBefore = Heap.bytesInUse()
      for index in 0..<10_000 { plain.push(index) }
      let plainGrowth = Heap.bytesInUse() - plainBefore
      let router = depthRouter(1_000)
      let recorder = NavigationRecorder(router, capacity: capacity)
      let attached = Heap.bytesInUse()
      for index in 0..<10_000 { router.push(index) }
      memory.pushesExtra = Heap.bytesInUse() - attached - plainGrowth
      memory.pushesKept = recorder.count
      blackHole(plain.depth)
    }

    // Present + dismiss of a sheet: each event keeps the tree after it.
    do {
      let router = depthRouter(1_000)
      let recorder = NavigationRecorder(router, capacity: capacity)
      let attached = Heap.bytesInUse()
      presentDismissPairs(router, count: capacity / 2)
      let full = Heap.bytesInUse()
      presentDismissPairs(router, count: 10_000)
      let after = Heap.bytesInUse()
      memory.sheetPerEvent = Double(full - attached) / Double(capacity)
      memory.sheetGrowth = after - full
      precondition(recorder.count == capacity)
    }
    return memory
  }

  /// The recorder's figures for `--json`, under the key `recorder`.
  static func recorderJSON(
    times: [(String, Double)], observerOnly: [(String, Double)], memory: RecorderMemory
  ) -> [String: Any] {
    [
      "push_pop_ns": Dictionary(
        uniqueKeysWithValues: times.map { ($0.0, Measure.rounded($0.1)) }),
      "over_observer_only": Dictionary(
        uniqueKeysWithValues: zip(times, observerOnly).map {
          ($0.0, (($0.1 / max($1.1, 1)) * 100).rounded() / 100)
        }),
      "memory": [
        "bytes_per_event_push_pop": Measure.rounded(memory.pushPopPerEvent),
        "bytes_per_event_push_pop_with_slot": Measure.rounded(
          memory.pushPopPerEvent + Double(memory.stride)),
        "bytes_per_event_push": Measure.rounded(memory.pushPerEvent),
        "bytes_per_event_push_with_slot": Measure.rounded(
          memory.pushPerEvent + Double(memory.stride)),
        "bytes_per_event_sheet": Measure.rounded(memory.sheetPerEvent),
        "bytes_per_event_sheet_with_slot": Measure.rounded(
          memory.sheetPerEvent + Double(memory.stride)),
        "growth_10000_push_pop_pairs": memory.pushPopGrowth,
        "growth_10000_sheet_pairs": memory.sheetGrowth,
        "extra_after_10000_pushes": memory.pushesExtra,
        "kept_after_10000_pushes": memory.pushesKept,
        "start_bytes_per_dropped_push": Measure.rounded(memory.startBytesPerDroppedPush),
        "recorder_slot_bytes": memory.stride,
      ],
    ]
  }

  /// The recorder's rows of the table.
  static func printRecorder(
    times: [(String, Double)], observerOnly: [(String, Double)], memory: RecorderMemory
  ) {
    print(
      "push + pop with a recorder (capacity \(recorderCapacity), full) and the event observer,"
        + " median ns per pair: recorder | observer only | ratio")
    for ((name, value), (_, base)) in zip(times, observerOnly) {
      let padded = name.padding(toLength: 20, withPad: " ", startingAt: 0)
      print(
        "  \(padded) \(String(format: "%8.1f ns", value)) | \(String(format: "%8.1f ns", base))"
          + " | \(String(format: "%.2f", value / max(base, 1)))")
    }
    let slot = Double(memory.stride)
    print(
      "recorder heap per kept event (depth 1,000, ring of \(recorderCapacity)), beyond its "
        + "\(memory.stride) B slot | with the slot:")
    for (name, beyond) in [
      ("push + pop pairs", memory.pushPopPerEvent), ("pushes (Int route)", memory.pushPerEvent),
      ("sheet present/dismiss", memory.sheetPerEvent),
    ] {
      let padded = name.padding(toLength: 22, withPad: " ", startingAt: 0)
      print(
        "  \(padded) \(String(format: "%7.1f B", beyond)) | "
          + String(format: "%7.1f B", beyond + slot))
    }
    print(
      "  heap growth over 10,000 more pairs, ring full: push + pop \(memory.pushPopGrowth) B,"
        + " sheet \(memory.sheetGrowth) B")
    print(
      "  after 10,000 pushes: \(memory.pushesKept) events kept, \(memory.pushesExtra) B more"
        + " than without a recorder, "
        + String(format: "%.1f", memory.startBytesPerDroppedPush)
        + " B of it per entry that left the ring (the start tree's own copy)")
  }

  /// A router whose visible stack holds `depth` entries, with an event observer.
  private static func depthRouter(_ depth: Int) -> Router {
    let router = Router()
    router.visible.push(contentsOf: (0..<depth).map { $0 })
    var events = 0
    router.events.observe { _ in events += 1 }
    return router
  }

  private static func pushPopPairs(_ router: Router, count: Int) {
    for index in 0..<count {
      router.push(index)
      router.pop()
    }
  }

  private static func presentDismissPairs(_ router: Router, count: Int) {
    for index in 0..<count {
      router.present(.sheet(index, id: StackID("extra")))
      router.dismiss()
    }
  }
}
