// Selecting a tab.

extension NavigationState {
  mutating func selectTab(
    _ id: StackID, into changes: inout NavigationChanges, inBatch: Bool
  ) throws(NavigationError) {
    guard let location = locations[id] else {
      throw .stackNotFound(id, existing: sortedStackIDs)
    }
    guard let position = location.tab else {
      throw .notATab(id, tabs: allTabIDs)
    }
    // The outer `nil`: the node is not a tab container, which a location that matches the
    // tree (as locations do) rules out. The inner: the tab was already selected.
    let outcome = modifyNode(holding: location) { node -> TabSelectionChange?? in
      guard case .tabs(var tabs) = node else { return .none }
      defer { node = .tabs(tabs) }
      guard tabs.selectedPosition != position else { return .some(nil) }
      let change = TabSelectionChange(
        container: tabs.tabIDs[0], from: tabs.selection, to: id)
      tabs.select(index: position)
      return .some(change)
    }
    guard let selection = outcome else { throw .notATab(id, tabs: allTabIDs) }
    if let selection {
      changes.selections.append(selection)
    } else if let tabs = tabContainer(holding: id), tabs.popsToRootOnReselect {
      pop(Int.max, at: location, into: &changes, inBatch: inBatch)
    }
  }

  /// The IDs of every tab in the tree, sorted.
  var allTabIDs: [StackID] {
    locations.filter { _, location in
      guard location.tab != nil, case .tabs? = node(holding: location) else {
        return false
      }
      return true
    }.keys.sorted()
  }
}
