extension NavigationState {

  /// The state after `action` and what changed; throws and leaves everything as it was.
  package func transition(
    applying action: NavigationAction, ids: inout IDGenerator
  ) throws(NavigationError) -> NavigationTransition {
    var next = self
    let changes = try next.apply(action, ids: &ids)
    return NavigationTransition(state: next, changes: changes)
  }

  /// Applies `action` in place and returns what changed, or throws and leaves everything
  /// as it was.
  ///
  /// This is the one transition function of Waypoint: the router, deep links, restoration
  /// and tests all go through it.
  ///
  /// ```swift
  /// var ids = IDGenerator()
  /// var state = NavigationState(stack: "main")
  /// let changes = try state.apply(.push([AnyRoute(Screen.profile)]), ids: &ids)
  /// state.visibleStack.depth  // 1
  /// changes.stacks.count  // 1
  /// ```
  ///
  /// - Parameters:
  ///   - action: What to do.
  ///   - ids: Where new entry and stack IDs come from; unchanged when the action throws.
  /// - Returns: What changed.
  /// - Throws: ``NavigationError`` when a target does not exist, a name is taken, a count
  ///   is negative, or a replacement tree repeats a stack or entry ID; `self` and `ids`
  ///   are then as they were.
  /// - Complexity: O(1) for pushing or popping one entry, whatever the depth and the size
  ///   of the tree; presenting and dismissing cost O(stacks in the layer).
  @discardableResult
  public mutating func apply(
    _ action: NavigationAction, ids: inout IDGenerator
  ) throws(NavigationError) -> NavigationChanges {
    guard case .batch = action else {
      var draft = ids
      let changes = try applySingle(action, ids: &draft, inBatch: false)
      ids = draft
      return changes
    }
    let saved = (self, ids)
    do throws(NavigationError) {
      return try applyBatch(action, ids: &ids)
    } catch {
      (self, ids) = saved
      throw error
    }
  }

  /// Applies the actions of a batch in order, as one change. Consecutive pushes on the
  /// same target are applied as one push of all their routes, which is the same change
  /// made once.
  private mutating func applyBatch(
    _ batch: NavigationAction, ids: inout IDGenerator
  ) throws(NavigationError) -> NavigationChanges {
    guard case .batch(let actions) = batch else { return try apply(batch, ids: &ids) }
    var changes = NavigationChanges()
    var index = actions.startIndex
    while index < actions.endIndex {
      guard case .push(_, let target) = actions[index] else {
        if case .batch = actions[index] {
          changes.merge(try applyBatch(actions[index], ids: &ids))
        } else {
          changes.merge(try applySingle(actions[index], ids: &ids, inBatch: true))
        }
        index += 1
        continue
      }
      let location = try location(of: target)
      try checkPushable(location)
      var routeCount = 0
      var end = index
      while end < actions.endIndex, case .push(let routes, target) = actions[end] {
        routeCount += routes.count
        end += 1
      }
      try ids.checkIDsLeft(routeCount)
      let (id, after, added) = modifyStack(at: location) { stack in
        // Every push in a row on this target, straight onto the stack.
        var added = 0
        while index < actions.endIndex, case .push(let routes, target) = actions[index] {
          for route in routes {
            stack.entries.append(Entry(id: ids.newEntryID(), route: route))
          }
          added += routes.count
          index += 1
        }
        return (stack.id, stack.entries, added)
      }
      changes.record(id, removing: 0, from: EntryList(), adding: added, to: after)
    }
    return changes
  }

  /// Applies one action that is not a batch. Each case checks everything it needs before
  /// it changes anything, so a throw leaves the state untouched.
  ///
  /// In a batch (`inBatch`), pops record the lists they removed from as they were, so that
  /// the batch's changes merge in O(1) per action; alone, they record the entries they
  /// removed in lists of their own (see `EntryList.removeLastForRecord(upTo:)`).
  private mutating func applySingle(
    _ action: NavigationAction, ids: inout IDGenerator, inBatch: Bool
  ) throws(NavigationError) -> NavigationChanges {
    var changes = NavigationChanges()
    switch action {
    case .push(let routes, let target):
      let location = try location(of: target)
      try checkPushable(location)
      try ids.checkIDsLeft(routes.count)
      let (id, after) = modifyStack(at: location) { stack in
        for route in routes { stack.entries.append(Entry(id: ids.newEntryID(), route: route)) }
        return (stack.id, stack.entries)
      }
      changes.record(id, removing: 0, from: EntryList(), adding: routes.count, to: after)
      return changes

    case .pop(let count, let target):
      guard count >= 0 else { throw .negativeCount(count) }
      popProjected(count, at: try location(of: target), into: &changes, inBatch: inBatch)
      if !changes.reshapesTree { return changes }

    case .popTo(let entry, let target):
      let location = try location(of: target)
      guard let stack = self.stack(at: location) else {
        preconditionFailure("Waypoint: stale location for \(target)")
      }
      guard let above = stack.entries.entriesAbove(entry) else {
        throw .entryNotFound(entry, stack: stack.id, existing: stack.entries.map(\.id))
      }
      pop(above, at: location, into: &changes, inBatch: inBatch)

    case .popToRoot(let target):
      popProjected(Int.max, at: try location(of: target), into: &changes, inBatch: inBatch)

    case .setPath(let routes, let target):
      let location = try location(of: target)
      if !routes.isEmpty { try checkPushable(location) }
      try setPath(routes, at: location, ids: &ids, into: &changes)

    case .present(let presentation, let target):
      let location = try location(of: target)
      if case .dialog(let dialog) = presentation.content {
        // A dialog holds no stack: any stack nothing covers may ask one, a sidebar too.
        try presentDialog(dialog, at: location, into: &changes)
        return changes
      }
      try checkPushable(location)
      if try present(presentation, on: target, at: location, ids: &ids, into: &changes) {
        return changes
      }

    case .dismissTop:
      if visibleStack.dialog != nil {
        // The dialog is on top of the visible stack's screens.
        try closeDialog(at: visibleLocation, answer: nil, into: &changes)
        return changes
      }
      if let presenter = visibleLocation.presenter {
        dismissLayers(at: presenter.location, into: &changes)
        // The presenter of the top layer is on screen: it is the visible stack now.
        visibleLocation = presenter.location
        return changes
      }

    case .dismissLayer(let id):
      guard let location = locations[id] else {
        throw .stackNotFound(id, existing: sortedStackIDs)
      }
      guard let presenter = location.presenter else { throw .notInLayer(id) }
      dismissLayers(at: presenter.location, into: &changes)

    case .dismissLayers(let target):
      dismissEverything(above: try location(of: target), into: &changes)

    case .answerDialog(let button, let texts, let target):
      let answer = DialogAnswer(button: button, texts: texts)
      try closeDialog(at: try location(of: target), answer: answer, into: &changes)
      return changes

    case .dismissDialog(let target):
      try closeDialog(at: try location(of: target), answer: nil, into: &changes)
      return changes

    case .selectDetent(let detent, let id):
      try selectDetent(detent, holding: id, into: &changes)
      return changes

    case .selectTab(let id):
      try selectTab(id, into: &changes, inBatch: inBatch)

    case .select(let route, let column, let id):
      try select(route, column: column, in: id, into: &changes, inBatch: inBatch)

    case .selectDefault(let route, let column, let id):
      try select(
        route, column: column, in: id, into: &changes, inBatch: inBatch, onlyIfNone: true)

    case .setColumnVisibility(let visibility, let id):
      try changeLayout(of: id, into: &changes) { split throws(NavigationError) in
        split.setLayout(visibility: visibility, compactColumn: split.preferredCompactColumn)
      }

    case .setPreferredCompactColumn(let column, let id):
      try changeLayout(of: id, into: &changes) { split throws(NavigationError) in
        guard split.position(of: column) != nil else {
          throw .splitColumnMissing(column, container: split.id, columns: split.columnNames)
        }
        split.setLayout(visibility: split.columnVisibility, compactColumn: column)
      }

    case .replaceState(var next):
      // The tree keeps its own limit: a state read from a snapshot or a link brings the
      // default one.
      try Self.checkLayerDepth(of: next.content, limit: maxLayerDepth)
      if next.maxLayerDepth != maxLayerDepth {
        next = try NavigationState(content: next.content, maxLayerDepth: maxLayerDepth)
      } else {
        try Self.checkUniqueIDs(in: next.content)
        try next.reindex()
      }
      // Widths are the host's, beside the tree: the next tree keeps those of the split
      // containers it still has.
      if !storage.compactSplits.isEmpty || !next.storage.compactSplits.isEmpty {
        next.mutableStorage.compactSplits = storage.compactSplits.filter(next.hasStack)
      }
      changes = NavigationChanges.between(self, next)
      if let renamed = try next.givingFreshIDs(comparedWith: changes, ids: &ids) {
        next = renamed
        changes = NavigationChanges.between(self, next)
      }
      self = next

    case .batch:
      changes = try apply(action, ids: &ids)
    }
    if changes.reshapesTree { refreshVisibleLocation() }
    return changes
  }

  /// This tree, with fresh IDs for entries whose IDs `ids` may already have given to
  /// other screens, or `nil` when there are none: an ID below the generator's next one
  /// that does not name the same entry in the tree being replaced. IDs are never reused
  /// during a router's life, even when a snapshot from an earlier run is restored into a
  /// router that has been running. Moves `ids` past every ID in this tree.
  ///
  /// Only entries the replacement adds (`changes`, from the current tree to this one) can
  /// be stale, and only entries it removes can be the same entry: entries both trees keep
  /// in place are not looked at.
  ///
  /// - Throws: ``NavigationError/idsExhausted`` when `ids` has fewer numbers left than
  ///   there are stale IDs; `ids` may have moved past this tree's IDs (the caller discards
  ///   it, as `apply(_:ids:)` does on a throw).
  func givingFreshIDs(
    comparedWith changes: NavigationChanges, ids: inout IDGenerator
  ) throws(NavigationError) -> NavigationState? {
    let issuedBelow = ids.next
    ids.reserveIDs(in: self)
    var live: [EntryID: AnyRoute] = [:]
    var added: [Entry] = []
    changes.forEachStack { change in
      for entry in change.removed { live[entry.id] = entry.route }
      added += change.added
    }
    func isStale(_ entry: Entry) -> Bool {
      entry.id.rawValue < issuedBelow && live[entry.id] != entry.route
    }
    guard added.contains(where: isStale) else { return nil }
    let stale = Set(added.lazy.filter(isStale).map(\.id))
    try ids.checkIDsLeft(stale.count)
    return mapping(
      root: { $0 },
      entry: { entry in
        stale.contains(entry.id) ? Entry(id: ids.newEntryID(), route: entry.route) : entry
      })
  }

  // MARK: Stacks

  /// Pushes `route` on the visible stack, with a new ID from `ids`: the router's `push`.
  /// Returns the change and the new entry's ID; `nil`, changing nothing, when `ids` has no
  /// ID left (the router then sends the push as an action, which fails with
  /// ``NavigationError/idsExhausted``).
  mutating func pushOnVisibleStack(
    _ route: AnyRoute, ids: inout IDGenerator
  ) -> (NavigationChanges, EntryID)? {
    guard ids.canMake(1) else { return nil }
    let entryID = ids.newEntryID()
    let entry = Entry(id: entryID, route: route)
    let (id, after) = modifyStack(at: visibleLocation) { stack in
      stack.entries.append(entry)
      return (stack.id, stack.entries)
    }
    var changes = NavigationChanges()
    changes.record(id, removing: 0, from: EntryList(), adding: 1, to: after)
    return (changes, entryID)
  }

  /// Pops up to `count` entries (not negative) from the visible stack: the router's
  /// `pop(_:)`.
  mutating func popVisibleStack(_ count: Int) -> NavigationChanges {
    var changes = NavigationChanges()
    popProjected(count, at: visibleLocation, into: &changes, inBatch: false)
    if changes.reshapesTree { refreshVisibleLocation() }
    return changes
  }

  /// Pops up to `count` entries from the stack at `location`.
  ///
  /// The change record keeps the popped entries readable; the stack keeps nothing of them,
  /// so they are released with the record (once the pop's event has been delivered) unless
  /// an older state still holds them.
  mutating func pop(
    _ count: Int, at location: StackLocation, into changes: inout NavigationChanges,
    inBatch: Bool
  ) {
    let (id, before, after, removed, anchored) = modifyStack(at: location) { stack in
      guard count > 0, !stack.entries.isEmpty else {
        return (stack.id, EntryList(), EntryList(), 0, false)
      }
      guard inBatch else {
        let (removed, list) = stack.entries.removeLastForRecord(upTo: count)
        return (stack.id, list, stack.entries, removed, stack.presentsAnchored)
      }
      // The entries leave the stack but stay readable in `before`, for the change.
      let before = stack.entries
      let removed = stack.entries.removeLastEntries(upTo: count)
      return (stack.id, before, stack.entries, removed, stack.presentsAnchored)
    }
    changes.record(id, removing: removed, from: before, adding: 0, to: after)
    if anchored { closeUnanchoredPresentations(at: location, into: &changes) }
  }

  private mutating func setPath(
    _ routes: [AnyRoute], at location: StackLocation, ids: inout IDGenerator,
    into changes: inout NavigationChanges
  ) throws(NavigationError) {
    // Entries whose routes stay in place keep their IDs (and so their scopes).
    let (id, before, after, kept, anchored) = try modifyStack(at: location) {
      stack throws(NavigationError) in
      let before = stack.entries
      var kept = 0
      for entry in before {
        guard kept < routes.count, entry.route == routes[kept] else { break }
        kept += 1
      }
      // Checked before the stack changes: a throw leaves it as it was.
      try ids.checkIDsLeft(routes.count - kept)
      stack.entries.removeLastEntries(upTo: before.count - kept)
      for route in routes[kept...] {
        stack.entries.append(Entry(id: ids.newEntryID(), route: route))
      }
      return (stack.id, before, stack.entries, kept, stack.presentsAnchored)
    }
    changes.record(
      id, removing: before.count - kept, from: before, adding: routes.count - kept, to: after)
    if anchored, kept < before.count {
      closeUnanchoredPresentations(at: location, into: &changes)
    }
  }
}
