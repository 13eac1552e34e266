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
  /// What a commit has to do, read in one access.
  struct Commit {
    var state: NavigationState
    var sequence: Int
    /// The ID the next new entry gets, after the change.
    var nextID: UInt64
  }

  /// Counts a commit that changed the tree.
  mutating func beginCommit() -> Commit {
    commitCount &+= 1
    sequence += 1
    return Commit(state: state, sequence: sequence, nextID: ids.next)
  }

  /// Pushes `route` on the visible stack and counts the commit, for a router that can apply
  /// the push at once. Returns the change, the commit and the new entry's ID; `nil`,
  /// changing nothing, when no ID is left for the entry (the action path then hands the
  /// failure on).
  mutating func pushAtOnce(_ route: AnyRoute) -> (NavigationChanges, Commit, EntryID)? {
    guard let (changes, id) = state.pushOnVisibleStack(route, ids: &ids) else { return nil }
    return (changes, beginCommit(), id)
  }

  /// Pops up to `count` entries (not negative) from the visible stack and counts the
  /// commit, if it removed any: for a router that can apply the pop at once.
  mutating func popAtOnce(_ count: Int) -> (NavigationChanges, Commit?) {
    let changes = state.popVisibleStack(count)
    return (changes, changes.isEmpty ? nil : beginCommit())
  }

  /// Applies `action` in place; on error nothing changes. An action that changes nothing
  /// gives out no ID, as on the guarded path, which commits nothing then.
  mutating func apply(_ action: NavigationAction) throws(NavigationError) -> NavigationChanges {
    var nextIDs = ids
    let changes = try state.apply(action, ids: &nextIDs)
    if !changes.isEmpty { ids = nextIDs }
    return changes
  }
}
