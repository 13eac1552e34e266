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
    // Any stack of a tab names it: a split container's columns name their tab.
    let index = TabPosition.tab(of: position)
    // `nil`: the node is not a tab container, which a location that matches the tree (as
    // locations do) rules out. Else the change (`nil` when the tab was already selected),
    // and where the stack the tab shows is.
    let outcome = modifyNode(holding: location) {
      node -> (change: TabSelectionChange?, shown: Int, popsToRoot: Bool)? in
      guard case .tabs(var tabs) = node else { return nil }
      defer { node = .tabs(tabs) }
      guard tabs.selectedPosition != index else {
        return (nil, tabs.selectedStackPosition, tabs.popsToRootOnReselect)
      }
      let from = tabs.selection
      tabs.select(index: index)
      let change = TabSelectionChange(
        container: tabs.firstTabID, from: from, to: tabs.selection)
      return (change, tabs.selectedStackPosition, tabs.popsToRootOnReselect)
    }
    guard let outcome else { throw .notATab(id, tabs: allTabIDs) }
    if let selection = outcome.change {
      changes.selections.append(selection)
    } else if outcome.popsToRoot {
      let shown = StackLocation(presenter: location.presenter, tab: outcome.shown)
      pop(Int.max, at: shown, into: &changes, inBatch: inBatch)
    }
  }

  /// The IDs of every tab in the tree, sorted.
  var allTabIDs: [StackID] {
    locations.filter { _, location in
      // A split tab is named by its first column, the container's ID.
      guard let position = location.tab, TabPosition.column(of: position) ?? 0 == 0,
        case .tabs? = node(holding: location)
      else { return false }
      return true
    }.keys.sorted()
  }
}
