// The index of stack locations, and changing a stack or a node in place through it.

extension NavigationState {
  /// Rebuilds ``locations`` from the tree.
  ///
  /// - Throws: ``NavigationError/duplicateStackID(_:)`` when two stacks share an ID.
  mutating func reindex() throws(NavigationError) {
    var index: [StackID: StackLocation] = [:]
    // Nodes still to index, each with the presenter of the layer that holds it: a loop,
    // not a recursion, however deep the layers.
    var pending: [(NavigationNode, StackLocation.Presenter?)] = [(content, nil)]
    func add(_ stack: StackState, at location: StackLocation) throws(NavigationError) {
      guard index.updateValue(location, forKey: stack.id) == nil else {
        throw .duplicateStackID(stack.id)
      }
      if let layer = stack.presented {
        pending.append((layer.content, StackLocation.Presenter(id: stack.id, location: location)))
      }
    }
    while let (node, presenter) = pending.popLast() {
      var failure: NavigationError?
      node.forEachDirectStack { stack, position in
        guard failure == nil else { return }
        do throws(NavigationError) {
          try add(
            stack,
            at: StackLocation(
              presenter: presenter, tab: position,
              selectsOnly: node.selectsOnly(at: position)))
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
    }
    locations = index
    refreshVisibleLocation()
  }

  /// Checks that no chain of layers under `root` is deeper than `limit`, in a loop.
  ///
  /// - Throws: ``NavigationError/layerLimitExceeded(presenter:layerDepth:limit:)``, naming the
  ///   stack whose layer is one too many.
  static func checkLayerDepth(of root: NavigationNode, limit: Int) throws(NavigationError) {
    var pending: [(NavigationNode, Int)] = [(root, 0)]
    while let (node, layerDepth) = pending.popLast() {
      var failure: NavigationError?
      let visit = { (stack: StackState) in
        guard failure == nil, let layer = stack.presented else { return }
        if layerDepth + 1 > limit {
          failure = .layerLimitExceeded(
            presenter: stack.id, layerDepth: layerDepth + 1, limit: limit)
        } else {
          pending.append((layer.content, layerDepth + 1))
        }
      }
      node.forEachDirectStack { stack, _ in visit(stack) }
      if let failure { throw failure }
    }
  }

  /// The location of the stack a target names.
  func location(of target: StackTarget) throws(NavigationError) -> StackLocation {
    switch target {
    case .visible:
      return visibleLocation
    case .stack(let id):
      guard let location = locations[id] else {
        throw .stackNotFound(id, existing: sortedStackIDs)
      }
      return location
    }
  }

  /// Recomputes ``visibleLocation`` after the tree's shape changed, from ``locations``.
  mutating func refreshVisibleLocation() {
    if let location = locations[visibleStack.id] { visibleLocation = location }
  }

  /// Applies `body` to the stack at `location`, in place.
  ///
  /// Locations come from ``locations`` or ``visibleLocation``, which always match the tree;
  /// a location that does not is a bug in Waypoint, reported by a precondition.
  mutating func modifyStack<Result, Failure: Error>(
    at location: StackLocation, _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // The visible stack, beside the tree: changed there, whatever the depth of its layer.
    if location.isSame(as: storage.visibleLocation), storage.heldLayers == 0 {
      // Changed in place (optional chaining does not copy it), so its entries stay unshared.
      if let result = try mutableStorage.detached?.modify(body) { return result }
    }
    return try modifyStackInLayers(at: location, body)
  }

  /// `modifyStack(at:_:)` for a stack not beside the tree, or above it.
  private mutating func modifyStackInLayers<Result, Failure: Error>(
    at location: StackLocation, _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let visible = storage.visibleLocation
    if location.isSame(as: visible) {
      // Taken out on its own first when it is in layers beside the tree (after presents):
      // one walk, after which its pushes and pops touch nothing else.
      let owned = mutableStorage
      if owned.heldLayers > 0 { owned.attach() }
      owned.detach()
      guard let result = try owned.detached?.modify(body) else {
        preconditionFailure("Waypoint: the visible stack could not be detached")
      }
      return result
    }
    // The presenter of the top layer, while the stack beside the tree holds that layer.
    if storage.heldLayers > 0, let presenter = visible.presenter,
      location.isSame(as: presenter.location)
    {
      let owned = mutableStorage
      let (tabs, from) = (owned.visiblePath, owned.detachedLength - 1)
      if let result = try owned.detached?.modify({ stack throws(Failure) in
        try Self.modify(&stack, tabs: tabs, from: from, to: tabs.count - 1, body)
      }) {
        return result
      }
    }
    let path = location.pathFromRoot
    return try Self.modify(&content, tabs: path, from: 0, to: path.count, body)
  }

  /// Applies `body` to the node that holds the stack at `location` (the tree's content, or a
  /// layer's node), in place.
  mutating func modifyNode<Result, Failure: Error>(
    holding location: StackLocation,
    _ body: (inout NavigationNode) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard let presenter = location.presenter else { return try body(&content) }
    return try modifyStack(at: presenter.location) { stack throws(Failure) in
      guard var layer = stack.presented else {
        preconditionFailure("Waypoint: stale location at stack \(stack.id)")
      }
      stack.presented = nil
      defer { stack.presented = layer }
      return try body(&layer.content)
    }
  }

  /// Applies `body` to the stack at `tabs[index]` of `node` or, past it, in the layers
  /// above up to `tabs[end - 1]`: `tabs` has the stack's position in each node from
  /// `node` up (`nil` for a node that is one stack).
  static func modify<Result, Failure: Error>(
    _ node: inout NavigationNode, tabs: [Int?], from index: Int, to end: Int,
    _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // A split container's column is changed out of line, so that this frame, one per layer
    // of the path, stays as small as it was without split containers.
    if case .split = node {
      return try modifyColumn(of: &node, tabs: tabs, from: index, to: end, body)
    }
    switch consume node {
    case .stack(var stack):
      defer { node = .stack(stack) }
      guard tabs[index] == nil else {
        preconditionFailure("Waypoint: stale location \(tabs) at stack \(stack.id)")
      }
      return try modify(&stack, tabs: tabs, from: index, to: end, body)
    case .tabs(var container):
      defer { node = .tabs(container) }
      guard let position = tabs[index], position >= 0,
        TabPosition.tab(of: position) < container.count
      else {
        preconditionFailure("Waypoint: stale location \(tabs) at tabs \(container.tabIDs)")
      }
      return try container.modifyTab(at: position) { stack throws(Failure) in
        try modify(&stack, tabs: tabs, from: index, to: end, body)
      }
    case .split:
      preconditionFailure("Waypoint: a split container is changed by modifyColumn(of:)")
    }
  }

  /// `modify(_:tabs:from:to:_:)` for a node that is a split container.
  @inline(never)
  private static func modifyColumn<Result, Failure: Error>(
    of node: inout NavigationNode, tabs: [Int?], from index: Int, to end: Int,
    _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    switch consume node {
    case .split(var split):
      defer { node = .split(split) }
      guard let position = tabs[index], position >= 0, position < split.count else {
        preconditionFailure("Waypoint: stale location \(tabs) at split \(split.id)")
      }
      return try split.modifyColumn(at: position) { stack throws(Failure) in
        try modify(&stack, tabs: tabs, from: index, to: end, body)
      }
    case let other:
      node = other
      preconditionFailure("Waypoint: modifyColumn(of:) reached a node that is not a split")
    }
  }

  private static func modify<Result, Failure: Error>(
    _ stack: inout StackState, tabs: [Int?], from index: Int, to end: Int,
    _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard index + 1 < end else { return try body(&stack) }
    guard var layer = stack.presented else {
      preconditionFailure("Waypoint: stale location \(tabs) at stack \(stack.id)")
    }
    stack.presented = nil
    defer { stack.presented = layer }
    return try modify(&layer.content, tabs: tabs, from: index + 1, to: end, body)
  }
}
