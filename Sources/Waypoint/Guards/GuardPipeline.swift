import Observation

/// A router's guards and the navigations they hold: the registered guards in order, the
/// policy and timeout for asynchronous ones, the navigation in flight (with the ones
/// queued behind it) and the navigation a guard kept for later.
///
/// The pipeline knows nothing of the router's tree: the router asks it whether to begin a
/// navigation, and tells it when one ends. Whether there are guards and whether a
/// navigation is in flight go to ``onChange``, so that the router can read both with its
/// state in one access.
@MainActor
@Observable
final class GuardPipeline {
  /// A guard and its registration.
  typealias RegisteredGuard = (registration: Registration, guard: NavigationGuard)

  /// The registered guards, in registration order.
  @ObservationIgnored private(set) var guards: [RegisteredGuard] = [] {
    didSet { changed() }
  }
  @ObservationIgnored private var nextID = 0
  /// What to do with a navigation that starts while an asynchronous guard decides an
  /// earlier one (see ``RouterGuards/policy``).
  @ObservationIgnored var policy: GuardPolicy = .latestWins
  /// How long an asynchronous guard may decide (see ``RouterGuards/timeout``).
  @ObservationIgnored var timeout: Duration?

  /// A navigation a guard kept for later (see ``RouterGuards/pending``). Observed.
  var pending: PendingNavigation?

  /// Whether an asynchronous navigation is between its start and its end.
  @ObservationIgnored private(set) var isNavigating = false {
    didSet { changed() }
  }
  /// Counts navigations, so an asynchronous decision can tell whether a newer one started.
  @ObservationIgnored private(set) var generation = 0
  /// Cancels the asynchronous work (a guard deciding, a route resolving) of the
  /// navigation in progress; called when a newer navigation wins.
  @ObservationIgnored var cancelInFlight: (() -> Void)?
  /// The navigations waiting for their turn (``GuardPolicy/queue``), oldest first.
  @ObservationIgnored private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Called with whether there are guards and whether a navigation is in flight, when
  /// either changes.
  @ObservationIgnored var onChange: (@MainActor (_ hasGuards: Bool, _ isNavigating: Bool) -> Void)?

  private func changed() {
    onChange?(!guards.isEmpty, isNavigating)
  }

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
      throw .navigationPending
    }
  }

  /// Waits for its turn (``GuardPolicy/queue``) or cancels the navigation in progress
  /// (``GuardPolicy/latestWins``); returns this navigation's ticket, which it passes to
  /// ``end(_:)``.
  func begin() async -> Int {
    if isNavigating {
      switch policy {
      case .latestWins:
        // The superseded navigation ends on its own and, no longer current, touches none
        // of the bookkeeping, which passes to this one.
        cancelInFlight?()
        cancelInFlight = nil
      case .queue:
        // The navigation that ends hands `isNavigating` over to the first one waiting.
        await withCheckedContinuation { waiting.append($0) }
      }
    }
    isNavigating = true
    generation &+= 1
    return generation
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
      waiting.removeFirst().resume()
    }
  }
}
