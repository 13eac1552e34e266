// Split containers in the tree: selecting, their layout, the width their host reports, and
// the one stack a compact container reads as.

extension NavigationState {
  /// The split container that has a column named `id` (any of its columns' stack IDs), or
  /// `nil` when that stack is not a column of one.
  ///
  /// ```swift
  /// state.splitContainer(holding: "mailboxes")?.sidebarSelection
  /// ```
  public func splitContainer(holding id: StackID) -> SplitContainer? {
    guard let location = locations[id] else { return nil }
    return splitColumn(at: location)?.split
  }

  /// The split container the stack at `location` is a column of, where it is, and the
  /// column's index (0 for the sidebar); `nil` when that stack is not a column of one.
  func splitColumn(at location: StackLocation) -> (
    split: SplitContainer, place: SplitPlace, column: Int
  )? {
    guard let position = location.tab else { return nil }
    switch node(holding: location) {
    case .split(let split)?:
      return (split, SplitPlace(presenter: location.presenter, tab: nil), position)
    case .tabs(let tabs)?:
      let tab = TabPosition.tab(of: position)
      guard let column = TabPosition.column(of: position), let split = tabs.split(atTab: tab)
      else { return nil }
      return (split, SplitPlace(presenter: location.presenter, tab: tab), column)
    default:
      return nil
    }
  }

  /// The split container that has a column named `id`, and where that column is: what an
  /// action addressing a container by one of its columns acts on.
  ///
  /// - Throws: ``NavigationError/stackNotFound(_:existing:)`` when no stack has that ID;
  ///   ``NavigationError/notASplitColumn(_:splits:)`` when the stack is not a column of a
  ///   split container.
  func splitContainer(named id: StackID) throws(NavigationError) -> (
    split: SplitContainer, place: SplitPlace
  ) {
    guard let location = locations[id] else {
      throw .stackNotFound(id, existing: sortedStackIDs)
    }
    guard let (split, place, _) = splitColumn(at: location) else {
      throw .notASplitColumn(id, splits: splitIDs)
    }
    return (split, place)
  }

  /// The split containers in the tree, each named by its sidebar stack's ID, sorted.
  package var splitIDs: [StackID] {
    var ids: [StackID] = []
    func visit(_ node: NavigationNode) {
      switch node {
      case .split(let split): ids.append(split.id)
      case .tabs(let tabs) where tabs.hasSplitTabs:
        for case .split(let split) in tabs.tabContents { ids.append(split.id) }
      default: break
      }
      for stack in node.directStacks {
        if let layer = stack.presented { visit(layer.content) }
      }
    }
    visit(content)
    return ids.sorted()
  }

  /// How much room the host reported for the split container with a column named `id`:
  /// ``SplitWidth/regular`` until it reports otherwise.
  public func width(ofSplit id: StackID) -> SplitWidth {
    splitContainer(holding: id).map(width(of:)) ?? .regular
  }

  /// How much room the host reported for `split`, a container in the tree.
  func width(of split: SplitContainer) -> SplitWidth {
    storage.compactSplits.contains(split.id) ? .compact : .regular
  }

  /// Records the width the host reported for a split container. Not navigation: the tree
  /// does not change, so nothing is guarded, emitted, released or saved.
  ///
  /// - Returns: Whether the width changed.
  /// - Throws: ``NavigationError/stackNotFound(_:existing:)`` when no stack has the ID `id`;
  ///   ``NavigationError/notASplitColumn(_:splits:)`` when that stack is not a column of a
  ///   split container. Nothing changes.
  @discardableResult
  public mutating func setWidth(_ width: SplitWidth, ofSplit id: StackID) throws(NavigationError)
    -> Bool
  {
    let split = try splitContainer(named: id).split
    switch width {
    case .compact:
      guard !storage.compactSplits.contains(split.id) else { return false }
      mutableStorage.compactSplits.insert(split.id)
    case .regular:
      guard storage.compactSplits.contains(split.id) else { return false }
      mutableStorage.compactSplits.remove(split.id)
    }
    return true
  }

  /// The depth of the one stack the visible stack reads as: its entries, or for the detail
  /// column of a compact split container, ``SplitContainer/collapsedDepth``.
  package var visibleDepth: Int {
    guard !storage.compactSplits.isEmpty,
      let split = compactSplit(ofDetail: visibleLocation)?.split
    else { return visibleStack.depth }
    return split.collapsedDepth
  }

  /// The depth of stack `id` as its host shows it: for the detail column of a compact
  /// split container, the depth of the one stack the container reads as
  /// (``SplitContainer/collapsedDepth``); else its entries. 0 for a stack not in the tree.
  package func depthAsShown(of id: StackID) -> Int {
    guard let location = locations[id] else { return 0 }
    if let split = compactSplit(ofDetail: location)?.split { return split.collapsedDepth }
    return stack(at: location)?.depth ?? 0
  }

  /// The compact split container whose detail column is at `location`, and where it is,
  /// if any.
  func compactSplit(ofDetail location: StackLocation) -> (
    split: SplitContainer, place: SplitPlace
  )? {
    guard !storage.compactSplits.isEmpty, let (split, place, column) = splitColumn(at: location),
      column == split.count - 1, storage.compactSplits.contains(split.id)
    else { return nil }
    return (split, place)
  }

  /// Forgets the widths reported for split containers that left the tree (a dismissed
  /// layer took them): one presented again starts regular until its host reports.
  mutating func forgetWidthsOfSplitsThatLeft() {
    guard !storage.compactSplits.isEmpty else { return }
    let kept = storage.compactSplits.filter(hasStack)
    if kept.count != storage.compactSplits.count { mutableStorage.compactSplits = kept }
  }

  // MARK: Actions

  /// Throws when `location` is a split container's sidebar or content column.
  func checkPushable(_ location: StackLocation) throws(NavigationError) {
    guard location.selectsOnly, let (split, _, column) = splitColumn(at: location) else {
      return
    }
    throw .notInDetailColumn(
      split.stack(at: column).id, column: split.column(at: column), container: split.id)
  }

  /// Pops `count` entries from the stack at `location`; when it is the detail column of a
  /// compact split container, pops past its first screen by clearing the selections (the
  /// content column's, then the sidebar's), as the one stack the container reads as.
  mutating func popProjected(
    _ count: Int, at location: StackLocation, into changes: inout NavigationChanges,
    inBatch: Bool
  ) {
    guard count > 0, let (split, place) = compactSplit(ofDetail: location) else {
      pop(count, at: location, into: &changes, inBatch: inBatch)
      return
    }
    let entries = split.detail.depth
    pop(count, at: location, into: &changes, inBatch: inBatch)
    var left = count - min(count, entries)
    for column in split.selectionColumns.reversed() where left > 0 {
      guard split.selection(in: column) != nil, let position = split.position(of: column) else {
        continue
      }
      applySelection(nil, after: position, of: split, at: place, into: &changes, inBatch: inBatch)
      changes.poppedSelections += 1
      left -= 1
    }
  }

  /// Selects `route` in `column` of the split container with a column named `id`.
  mutating func select(
    _ route: AnyRoute?, column: SplitColumn, in id: StackID,
    into changes: inout NavigationChanges, inBatch: Bool, onlyIfNone: Bool = false
  ) throws(NavigationError) {
    let (split, place) = try splitContainer(named: id)
    guard column != .detail else { throw .notASelectionColumn(container: split.id) }
    guard let position = split.position(of: column) else {
      throw .splitColumnMissing(column, container: split.id, columns: split.columnNames)
    }
    if let route { try split.checkType(of: route, selectedIn: column) }
    let current = split.selection(in: column)
    if onlyIfNone, current != nil { return }
    guard current != route else {
      if route != nil, split.popsDetailOnReselect {
        pop(
          Int.max, at: place.location(ofColumn: split.count - 1), into: &changes,
          inBatch: inBatch)
      }
      return
    }
    applySelection(route, after: position, of: split, at: place, into: &changes, inBatch: inBatch)
  }

  /// Makes `route` the first screen of the column after `position` and clears the columns
  /// past it: what they present and what they pushed leave with their first screens.
  private mutating func applySelection(
    _ route: AnyRoute?, after position: Int, of split: SplitContainer, at place: SplitPlace,
    into changes: inout NavigationChanges, inBatch: Bool
  ) {
    for later in (position + 1)..<split.count {
      let location = place.location(ofColumn: later)
      dismissEverything(above: location, into: &changes)
      pop(Int.max, at: location, into: &changes, inBatch: inBatch)
      modifyStack(at: location) { $0.root = later == position + 1 ? route : nil }
    }
    var after = split.state
    if position == 0 {
      after.sidebarSelection = route
      after.contentSelection = nil
    } else {
      after.contentSelection = route
    }
    changes.recordSplit(SplitChange(container: split.id, from: split.state, to: after))
  }

  /// Changes a split container's layout through `body`, recording the change.
  mutating func changeLayout(
    of id: StackID, into changes: inout NavigationChanges,
    _ body: (inout SplitContainer) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    let (split, place) = try splitContainer(named: id)
    var changed = split
    try body(&changed)
    guard changed.state != split.state else { return }
    modifyNode(holding: place.nodeLocation) { node in
      switch (consume node, place.tab) {
      case (.tabs(var tabs), let tab?):
        tabs.modifySplit(atTab: tab) { $0 = changed }
        node = .tabs(tabs)
      case (let other, _):
        _ = consume other
        node = .split(changed)
      }
    }
    changes.recordSplit(SplitChange(container: split.id, from: split.state, to: changed.state))
  }
}
