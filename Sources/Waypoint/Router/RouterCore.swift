/// The router's mutable bookkeeping in one value, so that a push or a pop touches the
/// router's storage a few times rather than once per field (each access to a class's
/// stored property is checked for exclusivity at run time).
struct RouterCore {
  var state: NavigationState
  var ids: IDGenerator
  /// Counts commits that changed the tree, so an asynchronous decision can tell whether
  /// the tree moved.
  var commitCount = 0
  /// The sequence number of the last event.
  var sequence = 0
  /// Whether the guard pipeline has guards (a copy of `GuardPipeline`'s, read with the
  /// state in one access).
  var hasGuards = false
  /// Whether an observer or a stream listens for events (a copy of `EventHub`'s).
  var hasListeners = false
  /// Whether an asynchronous navigation is between its start and its end (a copy of
  /// `GuardPipeline`'s).
  var isNavigating = false

  /// Whether an action can be applied in place at once: no guard to ask, no asynchronous
  /// navigation in flight. (The router also checks that no event is being delivered.)
  var appliesAtOnce: Bool { !hasGuards && !isNavigating }

  /// What a commit has to do, read in one access.
  struct Commit {
    var state: NavigationState
    var sequence: Int
    var hasListeners: Bool
  }

  /// Counts a commit that changed the tree.
  mutating func beginCommit() -> Commit {
    commitCount &+= 1
    sequence += 1
    return Commit(
      state: state, sequence: sequence, hasListeners: hasListeners)
  }

  /// Pushes `route` on the visible stack and counts the commit, when an action can be
  /// applied at once; otherwise returns `nil` and changes nothing.
  mutating func pushAtOnce(_ route: AnyRoute) -> (NavigationChanges, Commit)? {
    guard appliesAtOnce, let changes = state.pushOnVisibleStack(route, ids: &ids) else {
      return nil
    }
    return (changes, beginCommit())
  }

  /// Pops up to `count` entries (not negative) from the visible stack and counts the
  /// commit, if it removed any, when an action can be applied at once; otherwise returns
  /// `nil` and changes nothing.
  mutating func popAtOnce(_ count: Int) -> (NavigationChanges, Commit?)? {
    guard appliesAtOnce else { return nil }
    let changes = state.popVisibleStack(count)
    return (changes, changes.isEmpty ? nil : beginCommit())
  }

  /// Applies `action` in place; on error nothing changes.
  mutating func apply(_ action: NavigationAction) throws(NavigationError) -> NavigationChanges {
    var nextIDs = ids
    let changes = try state.apply(action, ids: &nextIDs)
    ids = nextIDs
    return changes
  }
}
