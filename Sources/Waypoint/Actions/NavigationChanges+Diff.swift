extension NavigationChanges {
  /// What changed from `old` to `new`, stack by stack, for a replaced tree. A replacement
  /// is a change even when the trees are equal (a restore ends the waits for results, for
  /// one); readers are told only of what differs.
  ///
  /// The trees are walked side by side and parts they share (a layer, a block of tabs, a
  /// path) are skipped without being read. Stacks that are not in the same place in both
  /// are matched by ID. Entries are matched by ID and route: a stack's common bottom part is
  /// kept, the rest of the old stack counts as removed and the rest of the new one as added.
  /// A layer whose style, first screen or stacks differ counts as dismissed and presented
  /// again.
  ///
  /// - Complexity: O(stacks and entries that differ), plus the path to them; O(1) for two
  ///   states that share their storage.
  static func between(_ old: NavigationState, _ new: NavigationState) -> NavigationChanges {
    var diff = TreeDiff()
    if !old.sharesStorage(with: new) {
      diff.walk(old.content, new.content)
      diff.matchByID()
    }
    var changes = diff.changes
    changes.replacedTree = true
    return changes
  }
}

/// The state of one diff between two trees.
private struct TreeDiff {
  var changes = NavigationChanges()
  /// Stacks that are not in the same place in both trees, in the order found.
  var oldPool: [StackState] = []
  var newPool: [StackState] = []
  /// Selections of the containers in the pools, by first tab.
  var oldSelections: [StackID: StackID] = [:]
  var newSelections: [StackID: StackID] = [:]

  /// Compares two nodes in the same place.
  mutating func walk(_ old: NavigationNode, _ new: NavigationNode) {
    switch (old, new) {
    case (.stack(let before), .stack(let after)) where before.id == after.id:
      walk(before, after)
    case (.tabs(let before), .tabs(let after)):
      guard let pairs = before.changedTabs(comparedWith: after),
        pairs.allSatisfy({ $0.0.id == $0.1.id })
      else {
        unmatched(old, new)
        return
      }
      if before.selection != after.selection {
        changes.selections.append(
          TabSelectionChange(
            container: before.firstTabID, from: before.selection, to: after.selection))
      }
      for (left, right) in pairs { walk(left, right) }
    default:
      unmatched(old, new)
    }
  }

  /// Compares one stack in the same place in both trees, and what its layers hold.
  mutating func walk(_ old: StackState, _ new: StackState) {
    compare(old, new)
    switch (old.presented, new.presented) {
    case (let before?, let after?):
      if !before.sharesContent(with: after) { walk(before.content, after.content) }
    case (let before?, nil):
      pool(before.content, into: &oldPool, selections: &oldSelections)
    case (nil, let after?):
      pool(after.content, into: &newPool, selections: &newSelections)
    case (nil, nil):
      break
    }
  }

  /// Compares what one stack holds itself: its entries, root and the layer it presents
  /// (style, first screen, stacks), not what that layer's stacks hold.
  mutating func compare(_ old: StackState, _ new: StackState) {
    if !old.entries.isIdentical(to: new.entries) {
      let kept = old.entries.commonPrefixCount(with: new.entries)
      if kept < old.depth || kept < new.depth {
        changes.record(
          old.id, removing: old.depth - kept, from: old.entries, adding: new.depth - kept,
          to: new.entries)
      }
    }
    let before = old.presented.map { LayerChange(presenter: old.id, layer: $0) }
    let after = new.presented.map { LayerChange(presenter: new.id, layer: $0) }
    if before != after {
      if let before, let after, before.isSameLayer(as: after) {
        // The same sheet, resting at another height.
        changes.recordDetent(
          DetentChange(
            layer: after.stacks.first ?? new.id, from: before.selectedDetent,
            to: after.selectedDetent))
      } else {
        if let before { changes.dismissed.append(before) }
        if let after { changes.presented.append(after) }
      }
    }
    if old.dialog != new.dialog {
      if let dialog = old.dialog {
        changes.dismissed.append(LayerChange(presenter: old.id, dialog: dialog))
      }
      if let dialog = new.dialog {
        changes.presented.append(LayerChange(presenter: new.id, dialog: dialog))
      }
    }
  }

  /// Two nodes in the same place that do not match: their stacks go to the pools.
  mutating func unmatched(_ old: NavigationNode, _ new: NavigationNode) {
    pool(old, into: &oldPool, selections: &oldSelections)
    pool(new, into: &newPool, selections: &newSelections)
  }

  /// Adds every stack of `node`, and of the layers they present, to `pool`.
  func pool(
    _ node: NavigationNode, into pool: inout [StackState],
    selections: inout [StackID: StackID]
  ) {
    if case .tabs(let tabs) = node { selections[tabs.firstTabID] = tabs.selection }
    for stack in node.directStacks {
      pool.append(stack)
      if let layer = stack.presented {
        self.pool(layer.content, into: &pool, selections: &selections)
      }
    }
  }

  /// Matches the pooled stacks by ID: a stack in both pools moved, one only in the old
  /// pool left the tree (with its entries and its layer), one only in the new pool joined.
  mutating func matchByID() {
    guard !oldPool.isEmpty || !newPool.isEmpty else { return }
    var newByID: [StackID: StackState] = [:]
    for stack in newPool { newByID[stack.id] = stack }
    var matched: Set<StackID> = []
    for stack in oldPool {
      if let counterpart = newByID[stack.id] {
        matched.insert(stack.id)
        compare(stack, counterpart)
      } else {
        changes.record(
          stack.id, removing: stack.depth, from: stack.entries, adding: 0, to: EntryList())
        if let layer = stack.presented {
          changes.dismissed.append(LayerChange(presenter: stack.id, layer: layer))
        }
        if let dialog = stack.dialog {
          changes.dismissed.append(LayerChange(presenter: stack.id, dialog: dialog))
        }
      }
    }
    for stack in newPool where !matched.contains(stack.id) {
      changes.record(
        stack.id, removing: 0, from: EntryList(), adding: stack.depth, to: stack.entries)
      if let layer = stack.presented {
        changes.presented.append(LayerChange(presenter: stack.id, layer: layer))
      }
      if let dialog = stack.dialog {
        changes.presented.append(LayerChange(presenter: stack.id, dialog: dialog))
      }
    }
    for (container, selection) in newSelections.sorted(by: { $0.key < $1.key }) {
      if let previous = oldSelections[container], previous != selection {
        changes.selections.append(
          TabSelectionChange(container: container, from: previous, to: selection))
      }
    }
  }
}
