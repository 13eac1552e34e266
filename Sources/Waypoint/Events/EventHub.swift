/// A router's event delivery: its observers and streams, the order in which they hear of
/// events, and the calls asked for while one is delivered.
///
/// While an event is delivered (``isNotifying``), a call that would change the tree waits
/// in the hub's queue (``deferCall(_:apply:reject:)``) and runs once that event has reached
/// everyone, so that every observer sees every event in order, and sees the state as the
/// event describes it. Queued calls run oldest first; those they ask for in turn follow
/// the queue. A lineage of calls, each asked for at the event of the one before, is at most
/// `RouterEvents.deferredCallLimit` long, and one cascade at most
/// `RouterEvents.deferredCascadeLimit` calls.
///
/// Every call that can change the tree passes one gate, ``run(_:whenDeferred:_:failed:)``:
/// it runs the call at once, or defers it whole, so that the call is decided against the
/// state it is applied to.
///
/// The hub knows nothing of the router: it is told when a delivery begins and ends.
@MainActor
final class EventHub {
  private typealias Observer = (id: Int, body: (NavigationEvent) -> Void)
  private typealias Continuation = AsyncStream<NavigationEvent>.Continuation

  // The properties marked `@exclusivity(unchecked)` are read or written on every commit.
  // Their accesses are instantaneous (a read, an assignment, a subscript), never held
  // across a call out of the hub (an observer, a queued call), and the hub is confined to
  // the main actor, so no two accesses overlap and the run-time check would only cost time.

  /// The synchronous observers, in registration order.
  @exclusivity(unchecked) private var observers: [Observer] = [] {
    didSet { listenersChanged() }
  }
  @exclusivity(unchecked) private var streams: [Int: Continuation] = [:] {
    didSet { listenersChanged() }
  }
  private var nextID = 0
  /// Whether an observer or a stream listens; read on every commit.
  @exclusivity(unchecked) private(set) var hasListeners = false

  /// Whether an event is being delivered: a call asked for meanwhile is queued.
  @exclusivity(unchecked) private(set) var isNotifying = false
  /// Whether the queued calls are being applied, or held (see
  /// ``holdingDeferredCalls(_:)``).
  @exclusivity(unchecked) private var isDraining = false
  /// Calls asked for while an event was delivered, oldest first, from `next` on; the ones
  /// before `next` were applied (and their slots emptied).
  @exclusivity(unchecked) private var deferred: [DeferredCall?] = []
  /// The first call of `deferred` not applied yet: the queue is read by index, so that
  /// draining it is linear.
  @exclusivity(unchecked) private var next = 0
  /// The lineage of the queued call being applied, oldest first; empty outside a drain.
  @exclusivity(unchecked) private var applying: [String] = []

  /// The recorder attached to the router, told of every event before its observers are.
  @exclusivity(unchecked) var recorder: NavigationRecorder?

  /// Runs once the next commit has told its readers, scopes and waits, before any event
  /// observer hears of it (see `CommitWatch`); taken by ``takeBeforeDelivery()``.
  @exclusivity(unchecked) var beforeDelivery:
    (@MainActor (NavigationChanges, NavigationState) -> Void)?

  /// A call asked for while an event was delivered: the call itself, applied later
  /// against the state of that time, with the lineage of queued calls that led to it.
  private struct DeferredCall {
    /// The calls, as the app wrote them, each asked for while the previous one's event
    /// was delivered; this call last.
    var lineage: [String]
    var apply: @MainActor () -> Void
  }

  /// Whether calls wait in the queue.
  private var hasDeferred: Bool { next < deferred.count }

  private func listenersChanged() {
    let listens = !observers.isEmpty || !streams.isEmpty
    if listens != hasListeners { hasListeners = listens }
  }

  // MARK: Listeners

  /// Registers `body` to hear every event from now on.
  func addObserver(_ body: @escaping (NavigationEvent) -> Void) -> Registration {
    nextID += 1
    observers.append((nextID, body))
    return Registration(kind: .eventObserver, id: nextID)
  }

  /// Stops calling an observer; nothing happens when it was removed already.
  func removeObserver(_ observation: Registration) {
    guard observation.kind == .eventObserver else { return }
    observers.removeAll { $0.id == observation.id }
  }

  /// A stream of every event from now on; it stops listening when its iteration ends.
  func makeStream(
    bufferingPolicy: AsyncStream<NavigationEvent>.Continuation.BufferingPolicy
  ) -> AsyncStream<NavigationEvent> {
    nextID += 1
    let id = nextID
    let (stream, continuation) = AsyncStream.makeStream(
      of: NavigationEvent.self, bufferingPolicy: bufferingPolicy)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.streams[id] = nil }
    }
    streams[id] = continuation
    return stream
  }

  // MARK: Delivering

  /// Marks the start of telling about a change: calls asked for from now on are queued.
  func beginNotifying() {
    isNotifying = true
  }

  /// The hook to run before the next delivery, if any, which it clears.
  func takeBeforeDelivery() -> (@MainActor (NavigationChanges, NavigationState) -> Void)? {
    guard let watch = beforeDelivery else { return nil }
    beforeDelivery = nil
    return watch
  }

  /// Tells `event` to every observer, in registration order, then to every stream.
  func deliver(_ event: NavigationEvent) {
    // A copy: an observer may add or remove observers; those it adds hear the next event.
    let observers = self.observers
    for observer in observers { observer.body(event) }
    guard !streams.isEmpty else { return }
    for continuation in streams.values { continuation.yield(event) }
  }

  /// Marks the end of telling about a change, then applies the calls that were asked for
  /// meanwhile, oldest first. Only the outermost delivery applies them, so they keep their
  /// order.
  func endNotifying() {
    isNotifying = false
    guard !isDraining, hasDeferred else { return }
    drainDeferred()
  }

  // MARK: Deferred calls

  /// The gate of every call that can change the tree: runs `body` at once, then applies
  /// the calls its events asked for; or, while an event is delivered, defers `body` whole
  /// and returns `whenDeferred`.
  ///
  /// A deferred call keeps its intent: `body` works out what to do when it runs, against
  /// the state of that time. What it throws then, and a call past the deferred-call limits,
  /// goes to `failed` with the call's text.
  ///
  /// - Parameters:
  ///   - call: The call as the app wrote it; made only when the call is deferred.
  ///   - whenDeferred: What the call returns when it is deferred: that nothing happened yet.
  ///   - body: The call itself.
  ///   - failed: Hands on the failure of a deferred call.
  func run<T, Failure: Error & Sendable>(
    _ call: @autoclosure () -> NavigationCall, whenDeferred: T,
    _ body: @escaping @MainActor () throws(Failure) -> T,
    failed: @escaping @MainActor (_ call: NavigationCall, _ error: any Error & Sendable) -> Void
  ) throws(Failure) -> T {
    guard isNotifying else { return try holdingDeferredCalls(body) }
    let call = call()
    deferCall(call.description) {
      do throws(Failure) {
        _ = try body()
      } catch {
        failed(call, error)
      }
    } reject: {
      failed(call, $0)
    }
    return whenDeferred
  }

  /// Queues `apply`, a call asked for while an event is delivered, to run once that event
  /// has reached everyone. A call that would make its lineage longer than
  /// `RouterEvents.deferredCallLimit`, or the cascade larger than
  /// `RouterEvents.deferredCascadeLimit`, is not applied: `reject` runs in its place, in
  /// its turn, with the error that names its lineage.
  private func deferCall(
    _ call: String, apply: @escaping @MainActor () -> Void,
    reject: @escaping @MainActor (NavigationError) -> Void
  ) {
    var lineage = applying
    lineage.append(call)
    let error: NavigationError? =
      if lineage.count > RouterEvents.deferredCallLimit {
        .deferredCallLimit(lineage)
      } else if deferred.count >= RouterEvents.deferredCascadeLimit {
        // The queue holds every call of this cascade, applied or not.
        .deferredCascadeLimit(lineage)
      } else {
        nil
      }
    if let error {
      deferred.append(DeferredCall(lineage: lineage) { reject(error) })
    } else {
      deferred.append(DeferredCall(lineage: lineage, apply: apply))
    }
  }

  /// Runs `body`, then applies the calls asked for meanwhile.
  ///
  /// Used for a call with the handling of its failure, so that the calls its events asked
  /// for follow its failure as they would follow its return; and for the events of a
  /// decision's redirects with its commit, as one delivery, so that a call an observer of
  /// a redirect makes cannot undo that redirect before it is committed.
  func holdingDeferredCalls<T, Failure: Error>(
    _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    guard !isDraining else { return try body() }
    isDraining = true
    let result: Result<T, Failure>
    do throws(Failure) {
      result = .success(try body())
    } catch {
      result = .failure(error)
    }
    isDraining = false
    if hasDeferred { drainDeferred() }
    return try result.get()
  }

  /// Applies the queued calls, oldest first, including those they ask for in turn.
  private func drainDeferred() {
    isDraining = true
    while hasDeferred {
      let index = next
      let call = deferred[index]
      // Let go of the call once it runs: a long cascade keeps no closure it has applied.
      deferred[index] = nil
      next = index + 1
      guard let call else { continue }
      applying = call.lineage
      call.apply()
    }
    deferred.removeAll()
    next = 0
    applying = []
    isDraining = false
  }
}
