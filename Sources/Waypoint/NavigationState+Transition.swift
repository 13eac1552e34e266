/// The result of applying an action: the state after, and what changed.
public struct NavigationTransition: Sendable, Equatable {
  /// The state after the action.
  public let state: NavigationState
  /// What the action changed.
  public let changes: NavigationChanges

  /// The number of entries the action removed from the tree.
  public var removedCount: Int { changes.removedCount }
}

extension NavigationState {
  /// Returns the state after `action`, or throws and leaves everything as it was.
  ///
  /// This is the one transition function of Waypoint: the router, deep links, restoration
  /// and tests all go through it.
  ///
  /// ```swift
  /// var ids = IDGenerator()
  /// let start = NavigationState(stack: "main")
  /// let next = try start.applying(.push([AnyRoute(Screen.profile)]), ids: &ids)
  /// next.state.visibleStack.depth  // 1
  /// ```
  ///
  /// - Parameters:
  ///   - action: What to do.
  ///   - ids: Where new entry and stack IDs come from; unchanged when the action throws.
  /// - Returns: The state after the action and what changed.
  /// - Throws: ``NavigationError`` when a target does not exist, a name is taken, a count
  ///   is negative, or a replacement tree repeats a stack or entry ID.
  /// - Complexity: O(1) for pushing or popping one entry, whatever the depth and the size
  ///   of the tree; presenting and dismissing cost O(stacks in the layer).
  public func applying(
    _ action: NavigationAction, ids: inout IDGenerator
  ) throws(NavigationError) -> NavigationTransition {
    var next = self
    let changes = try next.apply(action, ids: &ids)
    return NavigationTransition(state: next, changes: changes)
  }

  /// Applies `action` in place and returns what changed; on error nothing changes.
  ///
  /// - Throws: ``NavigationError``, leaving `self` and `ids` as they were.
  @discardableResult
  public mutating func apply(
    _ action: NavigationAction, ids: inout IDGenerator
  ) throws(NavigationError) -> NavigationChanges {
    if case .batch(let actions) = action {
      let saved = (self, ids)
      var changes = NavigationChanges()
      do {
        for action in actions {
          changes.merge(try apply(action, ids: &ids))
        }
      } catch {
        (self, ids) = saved
        throw error
      }
      return changes
    }
    var draft = ids
    let changes = try applySingle(action, ids: &draft)
    ids = draft
    return changes
  }

  /// Applies one action that is not a batch. Each case checks everything it needs before
  /// it changes anything, so a throw leaves the state untouched.
  private mutating func applySingle(
    _ action: NavigationAction, ids: inout IDGenerator
  ) throws(NavigationError) -> NavigationChanges {
    var changes = NavigationChanges()
    switch action {
    case .push(let routes, let target):
      let location = try location(of: target)
      let (id, after) = modifyStack(at: location) { stack in
        for route in routes { stack.entries.append(Entry(id: ids.makeEntryID(), route: route)) }
        return (stack.id, stack.entries)
      }
      changes.record(
        id, added: EntryRun(list: after, count: routes.count),
        removed: EntryRun(list: after, count: 0))

    case .pop(let count, let target):
      guard count >= 0 else { throw .negativeCount(count) }
      try pop(at: location(of: target), into: &changes) { _ in count }

    case .popTo(let entry, let target):
      let location = try location(of: target)
      try pop(at: location, into: &changes) { stack throws(NavigationError) in
        guard let above = stack.entries.countAbove(entry) else {
          throw .entryNotFound(entry, stack: stack.id, existing: stack.entries.map(\.id))
        }
        return above
      }

    case .popToRoot(let target):
      try pop(at: location(of: target), into: &changes) { $0.depth }

    case .setPath(let routes, let target):
      let location = try location(of: target)
      setPath(routes, at: location, ids: &ids, into: &changes)

    case .present(let presentation, let target):
      let location = try location(of: target)
      try present(presentation, on: target, at: location, ids: &ids, into: &changes)

    case .dismissTop:
      let steps = visibleLocation.steps
      if let layerStep = steps.lastIndex(of: .layer) {
        dismissLayers(at: StackLocation(steps: Array(steps[..<layerStep])), into: &changes)
      }

    case .dismissLayer(let id):
      guard let location = locations[id] else {
        throw .stackNotFound(id, existing: stackIDs)
      }
      guard let layerStep = location.steps.lastIndex(of: .layer) else {
        throw .notInLayer(id)
      }
      dismissLayers(
        at: StackLocation(steps: Array(location.steps[..<layerStep])), into: &changes)

    case .dismissLayers(let target):
      dismissLayers(at: try location(of: target), into: &changes)

    case .selectTab(let id):
      try selectTab(id, into: &changes)

    case .replaceState(var next):
      try Self.checkUniqueIDs(in: next.root)
      try next.reindex()
      next = next.givingFreshIDs(comparedWith: self, ids: &ids)
      changes = NavigationChanges.between(self, next)
      self = next

    case .batch:
      changes = try apply(action, ids: &ids)
    }
    if changes.changesStructure { refreshVisibleLocation() }
    return changes
  }

  /// This tree, with fresh IDs for entries whose IDs `ids` may already have given to
  /// other screens: an ID below the generator's next one that does not name the same
  /// entry in `current`. IDs are never reused during a router's life, even when a
  /// snapshot from an earlier run is restored into a router that has been running.
  func givingFreshIDs(
    comparedWith current: NavigationState, ids: inout IDGenerator
  ) -> NavigationState {
    let issuedBelow = ids.next
    var live: [EntryID: AnyRoute] = [:]
    for stack in current.allStacks {
      for entry in stack.entries { live[entry.id] = entry.route }
    }
    func isStale(_ entry: Entry) -> Bool {
      entry.id.rawValue < issuedBelow && live[entry.id] != entry.route
    }
    ids.reserve(idsIn: self)
    guard allStacks.contains(where: { $0.entries.contains(where: isStale) }) else {
      return self
    }
    return mapping(
      root: { $0 },
      entry: { entry in
        isStale(entry) ? Entry(id: ids.makeEntryID(), route: entry.route) : entry
      })
  }

  // MARK: Stacks

  private mutating func pop(
    at location: StackLocation, into changes: inout NavigationChanges,
    count: (StackState) throws(NavigationError) -> Int
  ) throws(NavigationError) {
    let (id, before, removed) = try modifyStack(at: location) { stack throws(NavigationError) in
      let count = try count(stack)
      let before = stack.entries
      return (stack.id, before, count > 0 ? stack.entries.dropLast(upTo: count) : 0)
    }
    changes.record(
      id, added: EntryRun(list: before, count: 0), removed: EntryRun(list: before, count: removed))
  }

  private mutating func setPath(
    _ routes: [AnyRoute], at location: StackLocation, ids: inout IDGenerator,
    into changes: inout NavigationChanges
  ) {
    // Entries whose routes stay in place keep their IDs (and so their scopes).
    let (id, removed, added) = modifyStack(at: location) { stack in
      let current = stack.entries.array
      var kept = 0
      while kept < current.count, kept < routes.count, current[kept].route == routes[kept] {
        kept += 1
      }
      let removed = stack.entries.removeLast(upTo: current.count - kept)
      let added = routes[kept...].map { Entry(id: ids.makeEntryID(), route: $0) }
      for entry in added { stack.entries.append(entry) }
      return (stack.id, removed, added)
    }
    changes.record(id, removed: removed)
    changes.record(id, added: added)
  }

  // MARK: Layers

  private mutating func present(
    _ presentation: Presentation, on target: StackTarget, at location: StackLocation,
    ids: inout IDGenerator, into changes: inout NavigationChanges
  ) throws(NavigationError) {
    guard let presenter = Self.stack(at: location.steps[...], in: root) else {
      // Unreachable while `location` matches the tree, as locations always do.
      let asked = if case .stack(let id) = target { id } else { visibleStack.id }
      throw .stackNotFound(asked, existing: stackIDs)
    }
    if let layer = presenter.presented {
      throw .alreadyPresenting(presenter.id, layer: layer.content.shownStack.id)
    }
    var taken = Set<StackID>()
    func makeStack(_ spec: StackSpec) throws(NavigationError) -> StackState {
      let id: StackID
      if let named = spec.id {
        id = named
      } else {
        var generated = ids.makeStackID()
        while contains(generated) || taken.contains(generated) { generated = ids.makeStackID() }
        id = generated
      }
      guard !contains(id), taken.insert(id).inserted else { throw .duplicateStackID(id) }
      let entries = spec.path.map { Entry(id: ids.makeEntryID(), route: $0) }
      return StackState(id: id, root: spec.root, entries: EntryList(entries))
    }
    let content: NavigationNode
    switch presentation.content {
    case .stack(let spec):
      content = .stack(try makeStack(spec))
    case .tabs(let specs, let selected):
      var tabs: [StackState] = []
      for spec in specs { tabs.append(try makeStack(spec)) }
      content = .tabs(try TabContainer(tabs: tabs, selected: selected))
    }
    let layer = PresentedLayer(style: presentation.style, content: content)
    modifyStack(at: location) { $0.presented = layer }
    index(content, at: location.steps + [.layer])
    changes.presented.append(
      LayerChange(presenter: presenter.id, style: layer.style, stacks: content.stacks.map(\.id)))
    for stack in content.stacks {
      changes.record(stack.id, added: stack.entries.array)
    }
  }

  /// Removes the layer presented by the stack at `location`, with every layer above it.
  private mutating func dismissLayers(
    at location: StackLocation, into changes: inout NavigationChanges
  ) {
    let (presenter, removedLayer) = modifyStack(at: location) { stack in
      defer { stack.presented = nil }
      return (stack.id, stack.presented)
    }
    guard var layer = removedLayer else { return }
    var presenterID = presenter
    // Walk the removed layers bottom to top, recording what left the tree.
    while true {
      let stacks = layer.content.stacks
      changes.dismissed.append(
        LayerChange(presenter: presenterID, style: layer.style, stacks: stacks.map(\.id)))
      var next: (StackID, PresentedLayer)?
      for stack in stacks {
        locations[stack.id] = nil
        changes.record(stack.id, removed: stack.entries.array)
        if let above = stack.presented {
          // Every stack of a tab container can present; those not shown are dropped
          // with their own layers, recorded after this loop.
          if next == nil {
            next = (stack.id, above)
          } else {
            dropUnshown(above, presenter: stack.id, into: &changes)
          }
        }
      }
      guard let (id, above) = next else { return }
      presenterID = id
      layer = above
    }
  }

  private mutating func dropUnshown(
    _ layer: PresentedLayer, presenter: StackID, into changes: inout NavigationChanges
  ) {
    let stacks = layer.content.stacks
    changes.dismissed.append(
      LayerChange(presenter: presenter, style: layer.style, stacks: stacks.map(\.id)))
    for stack in stacks {
      locations[stack.id] = nil
      changes.record(stack.id, removed: stack.entries.array)
      if let above = stack.presented {
        dropUnshown(above, presenter: stack.id, into: &changes)
      }
    }
  }

  /// Adds the stacks of `node` (just placed at `steps`) to the index.
  private mutating func index(_ node: NavigationNode, at steps: [StackLocation.Step]) {
    switch node {
    case .stack(let stack):
      locations[stack.id] = StackLocation(steps: steps)
    case .tabs(let tabs):
      for (position, stack) in tabs.tabs.enumerated() {
        locations[stack.id] = StackLocation(steps: steps + [.tab(position)])
      }
    }
  }

  // MARK: Tabs

  private mutating func selectTab(
    _ id: StackID, into changes: inout NavigationChanges
  ) throws(NavigationError) {
    guard let location = locations[id] else {
      throw .stackNotFound(id, existing: stackIDs)
    }
    guard case .tab(let position) = location.steps.last else {
      throw .notATab(id, tabs: allTabIDs)
    }
    // The outer `nil`: the node is not a tab container, which a location that matches the
    // tree (as locations do) rules out. The inner: the tab was already selected.
    let outcome = modifyNode(at: location.steps.dropLast()) { node -> TabSelectionChange?? in
      guard case .tabs(var tabs) = node else { return .none }
      defer { node = .tabs(tabs) }
      guard tabs.selectedIndex != position else { return .some(nil) }
      let change = TabSelectionChange(
        container: tabs.tabIDs[0], from: tabs.selection, to: id)
      tabs.select(index: position)
      return .some(change)
    }
    guard let selection = outcome else { throw .notATab(id, tabs: allTabIDs) }
    if let selection {
      changes.selections.append(selection)
    } else if let tabs = tabContainer(holding: id), tabs.popsToRootOnReselect {
      try pop(at: location, into: &changes) { $0.depth }
    }
  }

  /// The IDs of every tab in the tree, sorted.
  var allTabIDs: [StackID] {
    locations.filter { if case .tab = $0.value.steps.last { true } else { false } }
      .keys.sorted()
  }
}
