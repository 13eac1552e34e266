/// The router's mutable bookkeeping in one value, so that a push or a pop touches the
/// router's storage once rather than once per field (each access to a class's stored
/// property is checked for exclusivity at run time).
struct RouterCore {
  var state: NavigationState
  var ids: IDGenerator
  /// Counts commits, so an asynchronous decision can tell whether the tree moved.
  var commitCount = 0
  /// The sequence number of the last event.
  var sequence = 0
  /// Whether `Router.state` was read since its readers were last notified. Observation
  /// is one-shot (a tracking fires once, then its reader reads again to track again), so
  /// a commit only has to notify when someone read since the last notification.
  var isStateRead = false
  /// The same for what depends on which stack is visible.
  var isStructureRead = false
  var hasGuards = false
  var hasSlots = false
  var hasScopes = false
  var hasListeners = false
  /// Whether an asynchronous navigation is between its start and its commit.
  var isNavigating = false
  /// Counts navigations, so an asynchronous decision can tell whether a newer one started.
  var generation = 0
  /// The empty path a host's tab bar writes by itself after the last input, a tap on the
  /// selected tab (see `Router.report(_:tabBarPopsReselectedTab:resync:)`).
  var reselectEcho: ReselectEcho?

  /// What the router has to do after a commit.
  struct Commit {
    var state: NavigationState
    var sequence: Int
    var notifiesState: Bool
    var notifiesStructure: Bool
    var hasSlots: Bool
    var hasScopes: Bool
    var hasListeners: Bool
  }

  /// Applies `action` in place, with no guard to ask, and commits it; an action that
  /// changed nothing is not committed (`nil`).
  mutating func applyAndCommit(
    _ action: NavigationAction
  ) throws(NavigationError) -> (NavigationChanges, Commit?) {
    var nextIDs = ids
    let changes = try state.apply(action, ids: &nextIDs)
    ids = nextIDs
    return (changes, changes.isEmpty ? nil : commit(changes))
  }

  /// Makes `next` the state and counts the commit.
  mutating func commit(
    _ next: NavigationState, ids nextIDs: IDGenerator, changes: NavigationChanges
  ) -> Commit {
    state = next
    ids = nextIDs
    return commit(changes)
  }

  private mutating func commit(_ changes: NavigationChanges) -> Commit {
    commitCount &+= 1
    sequence += 1
    let notifiesState = isStateRead
    isStateRead = false
    let notifiesStructure = changes.changesStructure && isStructureRead
    if notifiesStructure { isStructureRead = false }
    return Commit(
      state: state, sequence: sequence, notifiesState: notifiesState,
      notifiesStructure: notifiesStructure, hasSlots: hasSlots, hasScopes: hasScopes,
      hasListeners: hasListeners)
  }
}
