import Foundation

/// Keeps the last events of a router, with the tree before the oldest of them, so that a
/// session can be exported, read back and replayed (see ``NavigationRecording``).
///
/// Attach one to a router in one line; it records from then on, until ``stop()``:
///
/// ```swift
/// let recorder = NavigationRecorder(router)
/// // … the user navigates …
/// let recording = recorder.recording
/// ```
///
/// It keeps the last ``capacity`` events (500 by default): each committed change, each
/// action a guard denied or redirected (with the guard's name and reason), each convenience
/// call that failed, and, for a change that a host's report became, what the host reported.
/// As an event leaves the ring, the tree the recording starts from moves past it. What the
/// events hold is what replay needs: an action and, for a change to stacks' entries, the
/// entries each stack kept and gained; for any other change, the tree after it, which shares
/// its storage with the live one. A route is held no longer than the tree and the kept events
/// that name it.
///
/// A router has one recorder at a time: attaching another stops the first.
@MainActor
public final class NavigationRecorder {
  /// How many events the recorder keeps: the newest, at most this many.
  public let capacity: Int
  /// The router recorded, while the recorder is attached.
  private weak var router: Router?
  /// The tree before the oldest kept event, but for `pending`; the router's next ID then.
  private var start: NavigationState
  @exclusivity(unchecked) private var startNextID: UInt64
  /// What the events that left the ring did to the visible stack of `start` and `start`
  /// does not show yet: they are the router's own pushes and pops, which are put together
  /// here, so that a push and the pop that undoes it cost no change to the tree at all.
  /// Applied before any other event is, and when the recording is read.
  @exclusivity(unchecked) private var pending = PendingEntries()
  /// The kept events: a ring whose oldest event is at `oldest` once it is full.
  ///
  /// `@exclusivity(unchecked)`: written on every commit, with instantaneous accesses (an
  /// append, a subscript), on the main actor.
  @exclusivity(unchecked) private var ring: [RecorderSlot] = []
  @exclusivity(unchecked) private var oldest = 0
  /// How many events left the ring.
  ///
  /// `@exclusivity(unchecked)`, as `startNextID` and `hostInput`: read or written on every
  /// event, with instantaneous accesses, on the main actor.
  @exclusivity(unchecked) public private(set) var droppedCount = 0
  /// What the host is reporting, for the events its report makes.
  @exclusivity(unchecked) private var hostInput: String?
  /// Where the time of an event comes from: the app's clock, or `RecorderClock`.
  private let clock: (@MainActor () -> Date)?

  /// Attaches a new recorder to `router`; it records every event from now on.
  ///
  /// - Parameters:
  ///   - router: The router to record. A recorder attached before stops.
  ///   - capacity: How many events to keep, the newest; at least 1 (a smaller number keeps
  ///     one).
  ///   - now: Where event times come from; a test passes a fixed clock to export the same
  ///     text every time. `nil`, the default, reads the system's wall clock the cheapest way
  ///     the platform offers: on Linux, the coarse clock, which is accurate to the kernel's
  ///     tick (1 to 4 ms); elsewhere, `Date()`. Pass `Date.init` for the precise time
  ///     at the cost of about 20 ns more per event on Linux.
  public init(
    _ router: Router, capacity: Int = 500, now: (@MainActor () -> Date)? = nil
  ) {
    self.capacity = Swift.max(1, capacity)
    self.router = router
    self.start = router.current
    self.startNextID = router.idGenerator.next
    self.clock = now
    ring.reserveCapacity(Swift.min(self.capacity, 4096))
    router.hub.recorder?.router = nil
    router.hub.recorder = self
  }

  /// The bytes each kept event's place in the ring takes, whatever the event (the ring is
  /// reserved when the recorder is attached). An event holds more only when it keeps more:
  /// the route of a push it kept alive, or an action and a tree for any event but the
  /// router's own push and pop (see `Benchmarks/README.md` for measured figures).
  public nonisolated static var bytesPerSlot: Int { MemoryLayout<RecorderSlot>.stride }

  /// Whether the recorder is attached to a router and records its events.
  public var isRecording: Bool { router?.hub.recorder === self }

  /// Stops recording; what was recorded stays readable.
  public func stop() {
    if isRecording { router?.hub.recorder = nil }
    router = nil
  }

  /// What the recorder holds: the tree before the oldest kept event, then the kept events,
  /// oldest first.
  ///
  /// - Complexity: O(*n*) in the kept events.
  public var recording: NavigationRecording {
    applyPending()
    return NavigationRecording(
      start: start, startNextID: startNextID, events: events, droppedCount: droppedCount)
  }

  /// The kept events, oldest first.
  ///
  /// - Complexity: O(*n*) in the kept events.
  public var events: [RecordedEvent] {
    applyPending()
    let slots = oldest > 0 ? Array(ring[oldest...] + ring[..<oldest]) : ring
    var tree = start
    return slots.map { slot in
      let event = slot.event(after: tree)
      tree = event.tree.applied(to: tree) ?? tree
      return event
    }
  }

  /// The number of kept events.
  public var count: Int { ring.count }

  /// Forgets every kept event: the recording starts from the router's tree as it is now.
  public func clear() {
    ring.removeAll(keepingCapacity: true)
    oldest = 0
    droppedCount = 0
    pending = PendingEntries()
    if let router {
      start = router.current
      startNextID = router.idGenerator.next
    }
  }

  // MARK: Recording (called by the router)

  /// Keeps the router's own push of `entry` on the visible stack (`Router.push(_:)`) as a
  /// slot, without the action or the tree: the recording works out the stack from the tree
  /// before it when it is read. Returns `false`, keeping nothing, for a push a host's report
  /// made: `committed` keeps that one in full, with the report.
  func keptOwnPush(_ entry: consuming Entry, _ commit: RouterCore.Commit) -> Bool {
    guard hostInput == nil else { return false }
    keep(
      RecorderSlot(
        sequence: commit.sequence, time: now(), nextID: commit.nextID, kind: .push(entry)))
    return true
  }

  /// Keeps the router's own pop of the visible stack (`Router.pop(_:)`) as a slot, as
  /// ``keptOwnPush(_:_:)`` does a push.
  func keptOwnPop(requested: Int, popped: Int, _ commit: RouterCore.Commit) -> Bool {
    guard hostInput == nil else { return false }
    keep(
      RecorderSlot(
        sequence: commit.sequence, time: now(), nextID: commit.nextID,
        kind: .pop(requested: requested, popped: popped)))
    return true
  }

  /// Records a committed change.
  func committed(
    _ changes: NavigationChanges, action: PerformedAction, source: NavigationSource,
    cause: Int?, sequence: Int, state: NavigationState, nextID: UInt64
  ) {
    var action = action
    if case .action(let full) = action, full.holdsTypedTexts {
      action = .action(full.withoutTypedTexts)
    }
    keep(
      RecordedEvent(
        sequence: sequence, time: now(), source: source, kind: .committed, cause: cause,
        hostInput: hostInput, performed: action, tree: RecordedTree(changes, after: state),
        nextID: nextID))
  }

  /// Records an action a guard denied or redirected.
  func decided(
    _ action: NavigationAction, kind: NavigationEvent.Kind, source: NavigationSource,
    cause: Int?, sequence: Int, nextID: UInt64
  ) {
    let recorded: RecordedEvent.Kind
    switch kind {
    case .committed: recorded = .committed
    case .denied(let name, let reason): recorded = .denied(guard: name, reason: reason)
    case .redirected(let name): recorded = .redirected(guard: name)
    }
    keep(
      RecordedEvent(
        sequence: sequence, time: now(), source: source, kind: recorded, cause: cause,
        hostInput: hostInput, performed: .action(action.withoutTypedTexts), tree: .unchanged,
        nextID: nextID))
  }

  /// Records a convenience call that failed.
  func failed(_ failure: NavigationFailure, nextID: UInt64) {
    keep(
      RecordedEvent(
        sequence: nil, time: now(), source: failure.source, kind: .failed(failure), cause: nil,
        hostInput: hostInput, performed: nil, tree: .unchanged, nextID: nextID))
  }

  /// Records a split container's new width.
  func widthChanged(_ width: SplitWidth, split: StackID, nextID: UInt64) {
    keep(
      RecordedEvent(
        sequence: nil, time: now(), source: .user, kind: .widthChanged(width, split: split),
        cause: nil, hostInput: hostInput, performed: nil, tree: .width(width, split: split),
        nextID: nextID))
  }

  /// Runs `body` with the events it records marked as made from the host's report `input`.
  func reporting<T>(_ input: String, _ body: () throws -> T) rethrows -> T {
    let outer = hostInput
    hostInput = input
    defer { hostInput = outer }
    return try body()
  }

  /// The time of an event happening now.
  @inline(__always)
  private func now() -> Date {
    if let clock { clock() } else { RecorderClock.now() }
  }

  /// Adds any event but the router's own push and pop.
  private func keep(_ event: RecordedEvent) {
    keep(
      RecorderSlot(
        sequence: event.sequence ?? 0, time: event.time, nextID: event.nextID,
        kind: .event(event)))
  }

  /// Adds `slot`; when the ring is full, the oldest event leaves it and the start moves
  /// past it.
  @inline(__always)
  private func keep(_ slot: consuming RecorderSlot) {
    guard ring.count == capacity else {
      ring.append(slot)
      return
    }
    // Swapped, not copied: the slot that leaves is moved out, without a retain.
    var leaving = slot
    swap(&leaving, &ring[oldest])
    oldest = oldest + 1 == capacity ? 0 : oldest + 1
    droppedCount += 1
    startNextID = leaving.nextID
    // Consumed: the entry of a push moves on to `pending` without a copy.
    switch (consume leaving).kind {
    case .push(let entry):
      pending.push(consume entry)
    case .pop(_, let count):
      // A pop below the pushes put together pops the start's own entries: applied now, so
      // that their routes are released with the event.
      if pending.pop(count) { applyPending() }
    case .event(let event):
      applyPending()
      // A kept tree always starts where the events before it left it, so this succeeds; if
      // it did not, the start keeps the tree it had and replay reports where they part.
      if let next = event.tree.applied(to: start) { start = next }
    }
  }

  /// Applies what `pending` holds to the start's visible stack.
  private func applyPending() {
    guard !pending.isEmpty else { return }
    let stack = start.visibleStack
    let delta = RecordedTree.StackDelta(
      stack: stack.id, kept: Swift.max(0, stack.entries.count - pending.popped),
      added: pending.pushed)
    if let next = delta.applied(to: start) { start = next }
    pending = PendingEntries()
  }
}
