/// What a recorded event did to the tree, kept as small as replay allows: for a change to
/// stacks' entries alone, the entries each stack kept and gained (no list is held, so the
/// live tree keeps writing its lists in place); for any other change, the whole tree after
/// it (which shares its storage with the live tree).
package enum RecordedTree: Sendable {
  /// Nothing changed: a denial, a redirect, a failure.
  case unchanged
  /// One stack's entries changed.
  case stack(StackDelta)
  /// Several stacks' entries changed, nothing else.
  case stacks([StackDelta])
  /// The tree's shape changed (a layer, a dialog, a tab, a split container, a detent, a
  /// replaced tree): the tree after the change.
  case tree(NavigationState)
  /// A split container's width changed.
  case width(SplitWidth, split: StackID)

  /// How one stack's entries changed: it kept its bottom `kept` entries and gained `added`
  /// on top of them.
  package struct StackDelta: Sendable, Equatable {
    package var stack: StackID
    package var kept: Int
    package var added: [Entry]

    package init(stack: StackID, kept: Int, added: [Entry]) {
      self.stack = stack
      self.kept = kept
      self.added = added
    }
  }

  /// What `changes` did to the tree, which is `state` after them.
  init(_ changes: NavigationChanges, after state: NavigationState) {
    guard changes.changesEntriesOnly else {
      self = .tree(state)
      return
    }
    var deltas: [StackDelta] = []
    changes.forEachStack { change in
      deltas.append(
        StackDelta(
          stack: change.stack, kept: change.addedList.count - change.pushedCount,
          added: change.added))
    }
    switch deltas.count {
    case 0: self = .unchanged
    case 1: self = .stack(deltas[0])
    default: self = .stacks(deltas)
    }
  }

  /// The tree after this change, from the tree before it; `nil` when `state` has no stack
  /// the change names, or fewer entries than it kept there (a recording edited by hand, or
  /// one that does not start from `state`).
  func applied(to state: NavigationState) -> NavigationState? {
    switch self {
    case .unchanged: return state
    case .tree(let after): return after
    case .width(let width, let split):
      var result = state
      guard (try? result.setWidth(width, ofSplit: split)) != nil else { return nil }
      return result
    case .stack(let delta): return delta.applied(to: state)
    case .stacks(let deltas):
      var result = state
      for delta in deltas {
        guard let next = delta.applied(to: result) else { return nil }
        result = next
      }
      return result
    }
  }
}

extension RecordedTree.StackDelta {
  /// `state` with this stack's entries changed, or `nil` when it has no such stack or
  /// fewer entries than were kept.
  func applied(to state: NavigationState) -> NavigationState? {
    var result = state
    guard kept >= 0, let location = try? result.location(of: .stack(stack)) else { return nil }
    let applied = result.modifyStack(at: location) { stack -> Bool in
      guard stack.entries.count >= kept else { return false }
      stack.entries.removeLastEntries(upTo: stack.entries.count - kept)
      for entry in added { stack.entries.append(entry) }
      return true
    }
    return applied ? result : nil
  }
}
