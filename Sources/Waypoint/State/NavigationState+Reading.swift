// Reading the tree: stacks by ID, the visible stack, every stack, the layers on screen.

extension NavigationState {

  /// The IDs of every stack in the tree, sorted.
  package var sortedStackIDs: [StackID] { locations.keys.sorted() }

  /// Whether a stack with `id` is in the tree. O(1).
  package func hasStack(_ id: StackID) -> Bool { locations[id] != nil }

  /// The stack with `id`, or `nil`. O(layers above the content).
  public func stack(_ id: StackID) -> StackState? {
    guard let location = locations[id] else { return nil }
    return stack(at: location)
  }

  /// The stack at `location`, which comes from ``locations`` or ``visibleLocation``.
  func stack(at location: StackLocation) -> StackState? {
    if let detached = storage.detached, location.isSame(as: storage.visibleLocation),
      let stack = storage.heldLayers == 0
        ? detached
        : Self.stack(
          in: detached, tabs: storage.visiblePath, from: storage.detachedLength - 1)
    {
      return stack
    }
    return Self.stack(at: location, in: content)
  }

  /// The stack reached from `stack`, which is at `tabs[index]`, through the layers above
  /// it up to the end of `tabs`; `nil` when the layers do not match.
  private static func stack(in stack: StackState, tabs: [Int?], from index: Int) -> StackState? {
    var current = stack
    for step in tabs[(index + 1)...] {
      guard let layer = current.presented else { return nil }
      guard let next = layer.content.directStack(at: step) else { return nil }
      current = next
    }
    return current
  }

  /// The top-most stack on screen: the selected tab's, or the top layer's. O(1) once the
  /// visible stack is detached (see `Storage.detached`), as it is after any change.
  public var visibleStack: StackState {
    if let detached = storage.detached {
      if detached.presented == nil { return detached }
      // The detached stack is on the shown chain: the top is above it.
      var stack = detached
      while let layer = stack.presented { stack = layer.content.shownStack }
      return stack
    }
    var stack = content.shownStack
    while let layer = stack.presented {
      stack = layer.content.shownStack
    }
    return stack
  }

  /// The layers on screen, bottom to top, each with the ID of the stack that presents it.
  /// (`WaypointHost` makes it public as `visibleLayers`.)
  package var layersOnScreen: [(presenter: StackID, layer: PresentedLayer)] {
    var result: [(presenter: StackID, layer: PresentedLayer)] = []
    var stack = content.shownStack
    while let layer = stack.presented {
      result.append((stack.id, layer))
      stack = layer.content.shownStack
    }
    return result
  }

  /// The layers on screen as a reader of them sees them, bottom first, the dialog the top
  /// stack shows last: what the router's readings of its layers compare.
  package var layerReadings: [LayerChange] {
    var result: [LayerChange] = []
    var stack = content.shownStack
    while let layer = stack.presented {
      result.append(LayerChange(presenter: stack.id, layer: layer))
      stack = layer.content.shownStack
    }
    if let dialog = stack.dialog { result.append(LayerChange(presenter: stack.id, dialog: dialog)) }
    return result
  }

  /// Every stack in the tree, depth first, each before the layers it presents.
  public var allStacks: [StackState] {
    var result: [StackState] = []
    func visit(_ node: NavigationNode) {
      for stack in node.directStacks {
        result.append(stack)
        if let layer = stack.presented { visit(layer.content) }
      }
    }
    visit(content)
    return result
  }

  /// The number of entries in the whole tree.
  package var totalEntryCount: Int { allStacks.reduce(0) { $0 + $1.depth } }

  /// Calls `body` with every stack in the tree, depth first, each before the layers it
  /// presents (as ``allStacks`` lists them), without building an array.
  func forEachStack(_ body: (StackState) -> Void) {
    func visit(_ stack: StackState) {
      body(stack)
      if let layer = stack.presented { visit(layer.content) }
    }
    func visit(_ node: NavigationNode) {
      node.forEachDirectStack { stack, _ in visit(stack) }
    }
    visit(content)
  }

  /// The IDs of every stack in the tree, in no order.
  var unorderedStackIDs: Dictionary<StackID, StackLocation>.Keys { locations.keys }

  /// The tab container that holds the tab `id`, in the tree's content or in any layer; with
  /// no `id`, the container that is the tree's content. O(layers above the content).
  ///
  /// Read the selected tab as the container's ``TabContainer/selection``:
  ///
  /// ```swift
  /// let state = try NavigationState(tabs: ["inbox", "sent"], selected: "inbox")
  /// state.tabContainer()?.selection                 // "inbox"
  /// state.tabContainer(holding: "sent")?.selection  // "inbox"
  /// ```
  ///
  /// - Parameter id: A tab's stack ID; `nil` for the container that is the tree's content.
  /// - Returns: The container, or `nil` when `id` is not a tab in the tree (or, without an
  ///   `id`, when the tree's content is one stack).
  public func tabContainer(holding id: StackID? = nil) -> TabContainer? {
    guard let id else {
      if case .tabs(let tabs) = content { return tabs }
      return nil
    }
    guard let location = locations[id], location.tab != nil,
      case .tabs(let tabs) = node(holding: location)
    else { return nil }
    return tabs
  }

  /// The ID of the stack whose layer holds `id`, or `nil` when `id` is not in a layer. O(1).
  /// (`WaypointHost` makes it public as `presenter(ofLayerHolding:)`.)
  package func presenterOfLayer(holding id: StackID) -> StackID? {
    locations[id]?.presenter?.id
  }

  /// The stack at `location` in the tree under `root`.
  static func stack(at location: StackLocation, in root: NavigationNode) -> StackState? {
    node(holding: location, in: root)?.directStack(at: location.tab)
  }

  /// The node that holds the stack at `location` (the tree's content, or a layer's node),
  /// read without putting the whole tree back together when it is the content and the
  /// visible stack, kept beside the tree, is one of its stacks: that stack is put back in
  /// its place in a copy of the content alone.
  func node(holding location: StackLocation) -> NavigationNode? {
    guard location.presenter == nil, storage.heldLayers == 0, let detached = storage.detached,
      storage.visibleLocation.presenter == nil
    else { return Self.node(holding: location, in: content) }
    var node = storage.content
    node.replaceDirectStack(at: storage.visibleLocation.tab, with: detached)
    return node
  }

  /// The node that holds the stack at `location`: the tree's content, or a layer's node.
  static func node(holding location: StackLocation, in root: NavigationNode) -> NavigationNode? {
    guard let presenter = location.presenter else { return root }
    return stack(at: presenter.location, in: root)?.presented?.content
  }
}
