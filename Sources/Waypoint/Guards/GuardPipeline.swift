import Observation

/// A router's guards and the navigations they hold: the registered guards in order, the
/// policy and timeout for asynchronous ones, the navigation in flight (with the ones
/// queued behind it) and the navigation a guard kept for later.
///
/// The pipeline knows nothing of the router's tree: the router asks it whether to begin a
/// navigation, and tells it when one ends. It alone writes ``hasGuards`` and
/// ``isNavigating``, which the router reads on every call to tell whether it can apply the
/// call at once; the decisions themselves are made by `GuardMachine`.
@MainActor
@Observable
final class GuardPipeline {
  /// A guard and its registration.
  typealias RegisteredGuard = (registration: Registration, guard: NavigationGuard)

  /// The registered guards, in registration order.
  @ObservationIgnored private(set) var guards: [RegisteredGuard] = [] {
    didSet { hasGuards = !guards.isEmpty }
  }
  // `hasGuards` and `isNavigating` are read on every push and pop. Their accesses are
  // instantaneous and the pipeline is confined to the main actor, so no two overlap.
  /// Whether any guard is registered.
  @ObservationIgnored @exclusivity(unchecked) private(set) var hasGuards = false
  @ObservationIgnored private var nextID = 0
  /// What to do with a navigation that starts while an asynchronous guard decides an
  /// earlier one (see ``RouterGuards/policy``).
  @ObservationIgnored var policy: GuardPolicy = .latestWins
  /// How long an asynchronous guard may decide (see ``RouterGuards/timeout``).
  @ObservationIgnored var timeout: Duration?

  /// A navigation a guard kept for later (see ``RouterGuards/pending``). Observed.
  var pending: PendingNavigation?
  /// Whether the navigation being decided at once is the pending one, resumed.
  var isResumingPending = false

  /// Whether an asynchronous navigation is between its start and its end.
  @ObservationIgnored @exclusivity(unchecked) private(set) var isNavigating = false
  /// Counts navigations, so an asynchronous decision can tell whether a newer one started.
  @ObservationIgnored private(set) var generation = 0
  /// Cancels the asynchronous work (a guard deciding, a route resolving) of the
  /// navigation in progress; called when a newer navigation wins.
  @ObservationIgnored var cancelInFlight: (() -> Void)?
  /// The navigations waiting for their turn (``GuardPolicy/queue``), oldest first: each
  /// resumes with `true` when its turn comes, `false` when its task was cancelled first.
  @ObservationIgnored private var waiting: [(id: Int, turn: CheckedContinuation<Bool, Never>)] =
    []
  @ObservationIgnored private var nextWaiterID = 0

  /// Whether an action can be applied in place: no guard to ask, no navigation in flight.
  var isIdleWithoutGuards: Bool { !hasGuards && !isNavigating }

  // MARK: Guards

  /// Registers a guard after the others.
  func add(_ guard: NavigationGuard) -> Registration {
    nextID += 1
    let registration = Registration(kind: .navigationGuard, id: nextID)
    guards.append((registration, `guard`))
    return registration
  }

  /// Removes a guard; nothing happens when it was removed already.
  func remove(_ registration: Registration) {
    guards.removeAll { $0.registration == registration }
  }

  // MARK: Navigations in flight

  /// Whether `ticket` is the current navigation's: a newer one did not start since.
  func isCurrent(_ ticket: Int) -> Bool { ticket == generation }

  /// Starts a synchronous navigation: it cancels one an asynchronous guard is deciding
  /// (``GuardPolicy/latestWins``) or refuses to jump the queue (``GuardPolicy/queue``).
  func beginSynchronous() throws(NavigationError) {
    guard isNavigating else { return }
    switch policy {
    case .latestWins:
      // The navigation in flight is no longer current: it will not end the bookkeeping
      // (see `end(_:)`), so end it here.
      generation &+= 1
      cancelInFlight?()
      finishCurrent()
    case .queue:
      throw .navigationInFlight
    }
  }

  /// Waits for its turn (``GuardPolicy/queue``) or cancels the navigation in progress
  /// (``GuardPolicy/latestWins``); returns this navigation's ticket, which it passes to
  /// ``end(_:)``.
  ///
  /// - Throws: ``NavigationError/cancelled`` when the calling task is cancelled before its
  ///   turn came: it leaves the queue at once, whatever the navigation in flight does.
  func begin() async throws(NavigationError) -> Int {
    if isNavigating {
      switch policy {
      case .latestWins:
        // The superseded navigation ends on its own and, no longer current, touches none
        // of the bookkeeping, which passes to this one.
        cancelInFlight?()
        cancelInFlight = nil
      case .queue:
        // The navigation that ends hands `isNavigating` over to the first one waiting.
        guard await waitForTurn() else { throw .cancelled }
      }
    }
    isNavigating = true
    generation &+= 1
    return generation
  }

  /// Waits in the queue; `false` when the task was cancelled before its turn.
  private func waitForTurn() async -> Bool {
    guard !Task.isCancelled else { return false }
    nextWaiterID += 1
    let id = nextWaiterID
    return await withTaskCancellationHandler {
      await withCheckedContinuation { waiting.append((id, $0)) }
    } onCancel: {
      // The waiter was queued before this hop runs: the main actor was busy queueing it.
      Task { @MainActor [weak self] in self?.leaveQueue(id) }
    }
  }

  /// Takes the waiter `id` out of the queue, if its turn has not come yet.
  private func leaveQueue(_ id: Int) {
    guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
    waiting.remove(at: index).turn.resume(returning: false)
  }

  /// Ends the navigation with `ticket`. Only the current navigation ends the bookkeeping:
  /// one that a newer navigation superseded leaves it to that one.
  func end(_ ticket: Int) {
    guard ticket == generation else { return }
    finishCurrent()
  }

  /// Clears what the current navigation kept in flight and hands over to the first
  /// navigation waiting, if any.
  private func finishCurrent() {
    cancelInFlight = nil
    if waiting.isEmpty {
      isNavigating = false
    } else {
      waiting.removeFirst().turn.resume(returning: true)
    }
  }
}
