extension NavigationChanges {
  /// What changed from `old` to `new`, stack by stack, for a replaced tree.
  ///
  /// Entries are matched by ID and route; a stack's common bottom part is kept, the rest
  /// of the old stack counts as removed and the rest of the new one as added.
  ///
  /// - Complexity: O(entries in both trees).
  static func between(_ old: NavigationState, _ new: NavigationState) -> NavigationChanges {
    var changes = NavigationChanges()
    changes.replacedTree = true
    let oldStacks = old.allStacks
    let newStacks = new.allStacks
    let oldByID = Dictionary(oldStacks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let newByID = Dictionary(newStacks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    for id in (oldStacks + newStacks).map(\.id) where changes.change(of: id) == nil {
      let before = oldByID[id]?.entries.array ?? []
      let after = newByID[id]?.entries.array ?? []
      var kept = 0
      while kept < before.count, kept < after.count, before[kept] == after[kept] { kept += 1 }
      changes.record(id, removed: Array(before[kept...]))
      changes.record(id, added: Array(after[kept...]))
    }

    func layers(_ stacks: [StackState]) -> [LayerChange] {
      stacks.compactMap { stack in
        stack.presented.map {
          LayerChange(presenter: stack.id, style: $0.style, stacks: $0.content.stacks.map(\.id))
        }
      }
    }
    let oldLayers = layers(oldStacks)
    let newLayers = layers(newStacks)
    changes.dismissed = oldLayers.filter { !newLayers.contains($0) }
    changes.presented = newLayers.filter { !oldLayers.contains($0) }

    func selections(_ state: NavigationState) -> [StackID: StackID] {
      var result: [StackID: StackID] = [:]
      for stack in state.allStacks {
        if let tabs = state.tabContainer(holding: stack.id), tabs.tabIDs.first == stack.id {
          result[stack.id] = tabs.selection
        }
      }
      return result
    }
    let oldSelections = selections(old)
    for (container, selection) in selections(new).sorted(by: { $0.key < $1.key }) {
      if let previous = oldSelections[container], previous != selection {
        changes.selections.append(
          TabSelectionChange(container: container, from: previous, to: selection))
      }
    }
    return changes
  }
}
