/// Which stack holds each entry of a tree, by entry ID: what makes looking a pushed screen
/// up O(1) (`Router.screen(_:)`, a screen's scope, results).
///
/// A router makes it on the first lookup of a pushed screen and brings it up to date with
/// every commit after that, in O(entries the commit added and removed): a router whose
/// screens are never looked up by ID pays nothing. A commit that presents or dismisses a
/// layer with stacks, replaces the tree or changes a split container moves whole stacks,
/// whose entries its changes do not list: it drops the index, and the next lookup makes it
/// again, in O(entries in the tree).
struct EntryIndex {
  /// The stack of each entry, as its number in `stackIDs`: 4 bytes a value rather than a
  /// stack ID's 16 (measured: about 25 bytes per entry in all, with the table's room).
  private var stacks: [EntryID: UInt32] = [:]
  private var stackIDs: [StackID] = []
  private var numbers: [StackID: UInt32] = [:]

  /// The index of every entry of `state`. O(entries in the tree).
  init(_ state: NavigationState) {
    let all = state.allStacks
    stacks.reserveCapacity(all.reduce(0) { $0 + $1.entries.count })
    for stack in all {
      let number = self.number(of: stack.id)
      for entry in stack.entries { stacks[entry.id] = number }
    }
  }

  /// The number of entries indexed.
  var count: Int { stacks.count }

  /// The stack that holds the entry `id`, or `nil` when no stack does. O(1).
  func stack(holding id: EntryID) -> StackID? {
    stacks[id].map { stackIDs[Int($0)] }
  }

  /// The number of the stack `id`, given one when it has none yet.
  private mutating func number(of id: StackID) -> UInt32 {
    if let number = numbers[id] { return number }
    let number = UInt32(stackIDs.count)
    stackIDs.append(id)
    numbers[id] = number
    return number
  }

  /// Brings the index up to date with a commit; returns `false`, changing nothing, when
  /// `changes` move whole stacks (see the type's notes) and the index must be dropped.
  ///
  /// Entries removed are taken out before entries added are put in, so that an entry a
  /// commit moved, within a stack or to another, ends up where it is now.
  mutating func update(with changes: NavigationChanges) -> Bool {
    guard Self.keepsUp(with: changes) else { return false }
    changes.forEachStack { change in
      guard change.poppedCount > 0 else { return }
      for entry in change.removed { stacks[entry.id] = nil }
    }
    changes.forEachStack { change in
      guard change.pushedCount > 0 else { return }
      let number = number(of: change.stack)
      if change.pushedCount == 1 {
        if let entry = change.addedList.last { stacks[entry.id] = number }
      } else {
        for entry in change.added { stacks[entry.id] = number }
      }
    }
    return true
  }

  /// Whether the stack changes of `changes` are all the entries it moved: no stack came or
  /// went with a layer, a replaced tree or a split container. Tab selections, dialogs and
  /// detents move no entry.
  private static func keepsUp(with changes: NavigationChanges) -> Bool {
    if changes.changesEntriesOnly { return true }
    return !changes.replacedTree && changes.splits.isEmpty && changes.poppedSelections == 0
      && changes.presented.allSatisfy(\.stacks.isEmpty)
      && changes.dismissed.allSatisfy(\.stacks.isEmpty)
  }
}
