/// The whole navigation tree as one value: a root node (a stack or a tab container) whose
/// stacks present layers, which hold nodes of their own.
///
/// A state is a plain value: compare it, keep it, print it (``description``), encode it.
/// The ``Router`` owns the live one; ``applying(_:ids:)`` computes the next one.
///
/// ```swift
/// let state = try NavigationState(tabs: ["home", "explore"], selected: "home")
/// state.visibleStack.id  // "home"
/// ```
public struct NavigationState: Sendable, Equatable {
  /// The tree and what is derived from it, behind one reference: copying a state (into an
  /// event, a transition, a guard's request) is one retain, and the router, which holds
  /// the only reference, changes it in place.
  private var storage: Storage

  /// The root of the tree.
  public private(set) var root: NavigationNode {
    get { storage.root }
    set { mutableStorage.root = newValue }
    _modify { yield &mutableStorage.root }
  }

  /// Where each stack is, derived from `root`; rebuilt when the tree's shape changes.
  var locations: [StackID: StackLocation] {
    get { storage.locations }
    set { mutableStorage.locations = newValue }
    _modify { yield &mutableStorage.locations }
  }

  /// Where the visible stack is, derived from `root`; refreshed when the shape changes.
  var visibleLocation: StackLocation {
    get { storage.visibleLocation }
    set { mutableStorage.visibleLocation = newValue }
  }

  /// The storage, copied first when another state shares it.
  private var mutableStorage: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      return storage
    }
  }

  /// `@unchecked Sendable`: written only through `mutableStorage`, which copies it first
  /// unless this state holds the only reference, so storage another state (or thread)
  /// can see is never written.
  ///
  /// `@exclusivity(unchecked)`: the storage is private to one state value, so an access
  /// to it can only overlap another through that same value, which Swift already checks
  /// (statically, or at run time for the variable or the router that holds the value).
  private final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) var root: NavigationNode
    @exclusivity(unchecked) var locations: [StackID: StackLocation]
    @exclusivity(unchecked) var visibleLocation: StackLocation

    init(
      root: NavigationNode, locations: [StackID: StackLocation], visibleLocation: StackLocation
    ) {
      self.root = root
      self.locations = locations
      self.visibleLocation = visibleLocation
    }

    func copy() -> Storage {
      Storage(root: root, locations: locations, visibleLocation: visibleLocation)
    }
  }

  /// Creates a state whose root is `root`.
  ///
  /// - Throws: ``NavigationError/duplicateStackInTree(_:first:second:)`` when two stacks
  ///   share an ID, ``NavigationError/duplicateEntryID(_:first:second:)`` when two entries
  ///   do.
  public init(root: NavigationNode) throws(NavigationError) {
    try Self.checkUniqueIDs(in: root)
    self.storage = Storage(
      root: root, locations: [:], visibleLocation: StackLocation(steps: []))
    try reindex()
  }

  /// A state with one stack and nothing pushed.
  public init(stack id: StackID = "main", root route: AnyRoute? = nil) {
    self.storage = Storage(
      root: .stack(StackState(id: id, root: route)), locations: [id: StackLocation(steps: [])],
      visibleLocation: StackLocation(steps: []))
  }

  /// A state with a tab container at the root, one empty stack per tab.
  ///
  /// - Throws: ``NavigationError`` when `tabs` is empty or has duplicates, or `selected`
  ///   is not among them.
  public init(
    tabs: [StackID], selected: StackID, popsToRootOnReselect: Bool = true
  ) throws(NavigationError) {
    let container = try TabContainer(
      tabs: tabs.map { StackState(id: $0) }, selected: selected,
      popsToRootOnReselect: popsToRootOnReselect)
    try self.init(root: .tabs(container))
  }

  /// Whether both states are the same stored tree (and so certainly equal).
  func sharesStorage(with other: NavigationState) -> Bool { storage === other.storage }

  /// Whether two values are equal.
  public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
    lhs.storage === rhs.storage || lhs.root == rhs.root
  }
}

extension NavigationState {
  /// The same tree, with the same stacks in the same places, with every stack's root
  /// route and every entry passed through the transforms.
  func mapping(
    root mapRoot: (AnyRoute) -> AnyRoute, entry mapEntry: (Entry) -> Entry
  ) -> NavigationState {
    func map(_ node: NavigationNode) -> NavigationNode {
      switch node {
      case .stack(let stack): .stack(map(stack))
      case .tabs(var tabs):
        {
          tabs.mapTabs(map)
          return .tabs(tabs)
        }()
      }
    }
    func map(_ stack: StackState) -> StackState {
      StackState(
        id: stack.id, root: stack.root.map(mapRoot),
        entries: EntryList(stack.entries.map(mapEntry)),
        presented: stack.presented.map { PresentedLayer(style: $0.style, content: map($0.content)) }
      )
    }
    var copy = self
    copy.root = map(root)
    return copy
  }
}

/// The path from the root node to a stack.
struct StackLocation: Sendable, Equatable {
  enum Step: Sendable, Equatable {
    /// From a tab container to its tab at this position.
    case tab(Int)
    /// From a stack into the node of the layer it presents.
    case layer
  }
  var steps: [Step]
}

// MARK: - Reading

extension NavigationState {
  /// The IDs of every stack in the tree, sorted.
  public var stackIDs: [StackID] { locations.keys.sorted() }

  /// Whether a stack with `id` is in the tree. O(1).
  public func contains(_ id: StackID) -> Bool { locations[id] != nil }

  /// The stack with `id`, or `nil`. O(layers above the root).
  public func stack(_ id: StackID) -> StackState? {
    guard let location = locations[id] else { return nil }
    return Self.stack(at: location.steps[...], in: root)
  }

  /// The top-most stack on screen: the selected tab's, or the top layer's.
  public var visibleStack: StackState {
    var stack = root.shownStack
    while let layer = stack.presented {
      stack = layer.content.shownStack
    }
    return stack
  }

  /// The layers on screen, bottom to top, each with the ID of the stack that presents it.
  public var visibleLayers: [(presenter: StackID, layer: PresentedLayer)] {
    var result: [(presenter: StackID, layer: PresentedLayer)] = []
    var stack = root.shownStack
    while let layer = stack.presented {
      result.append((stack.id, layer))
      stack = layer.content.shownStack
    }
    return result
  }

  /// Every stack in the tree, depth first, each before the layers it presents.
  public var allStacks: [StackState] {
    var result: [StackState] = []
    func visit(_ node: NavigationNode) {
      for stack in node.stacks {
        result.append(stack)
        if let layer = stack.presented { visit(layer.content) }
      }
    }
    visit(root)
    return result
  }

  /// The number of entries in the whole tree.
  public var entryCount: Int { allStacks.reduce(0) { $0 + $1.depth } }

  /// The highest entry ID in the tree.
  public var highestEntryID: EntryID? {
    var highest: EntryID?
    forEachStack { stack in
      for entry in stack.entries where highest.map({ entry.id > $0 }) ?? true {
        highest = entry.id
      }
    }
    return highest
  }

  /// Calls `body` with every stack in the tree, depth first, each before the layers it
  /// presents (as ``allStacks`` lists them), without building an array.
  func forEachStack(_ body: (StackState) -> Void) {
    func visit(_ stack: StackState) {
      body(stack)
      if let layer = stack.presented { visit(layer.content) }
    }
    func visit(_ node: NavigationNode) {
      switch node {
      case .stack(let stack): visit(stack)
      case .tabs(let tabs): tabs.forEachTab(visit)
      }
    }
    visit(root)
  }

  /// The IDs of every stack in the tree, in no order.
  var unorderedStackIDs: Dictionary<StackID, StackLocation>.Keys { locations.keys }

  /// The tab container that holds the tab `id`, if `id` is a tab.
  public func tabContainer(holding id: StackID) -> TabContainer? {
    guard let location = locations[id], case .tab = location.steps.last else { return nil }
    return Self.node(at: location.steps.dropLast(), in: root).flatMap {
      if case .tabs(let tabs) = $0 { tabs } else { nil }
    }
  }

  /// The ID of the stack whose layer holds `id`, or `nil` when `id` is not in a layer.
  public func presenter(ofLayerHolding id: StackID) -> StackID? {
    guard let location = locations[id],
      let step = location.steps.lastIndex(of: .layer)
    else { return nil }
    return Self.stack(at: location.steps[..<step], in: root)?.id
  }

  static func stack(at steps: ArraySlice<StackLocation.Step>, in node: NavigationNode)
    -> StackState?
  {
    var steps = steps
    var stack: StackState
    switch node {
    case .stack(let only): stack = only
    case .tabs(let tabs):
      guard case .tab(let index) = steps.popFirst(), index >= 0, index < tabs.count else {
        return nil
      }
      stack = tabs.tab(at: index)
    }
    guard let step = steps.popFirst() else { return stack }
    guard step == .layer, let layer = stack.presented else { return nil }
    return Self.stack(at: steps, in: layer.content)
  }

  /// The node reached by `steps` when they end at a node rather than a stack.
  static func node(at steps: ArraySlice<StackLocation.Step>, in node: NavigationNode)
    -> NavigationNode?
  {
    guard let last = steps.lastIndex(of: .layer) else { return steps.isEmpty ? node : nil }
    return Self.stack(at: steps[..<last], in: node)?.presented?.content
  }
}

// MARK: - Index

extension NavigationState {
  /// Rebuilds ``locations`` from the tree.
  ///
  /// - Throws: ``NavigationError/duplicateStackID(_:)`` when two stacks share an ID.
  mutating func reindex() throws(NavigationError) {
    var index: [StackID: StackLocation] = [:]
    func visit(_ node: NavigationNode, prefix: [StackLocation.Step]) throws(NavigationError) {
      switch node {
      case .stack(let stack):
        try add(stack, at: prefix)
      case .tabs(let tabs):
        for (position, stack) in tabs.tabs.enumerated() {
          try add(stack, at: prefix + [.tab(position)])
        }
      }
    }
    func add(_ stack: StackState, at steps: [StackLocation.Step]) throws(NavigationError) {
      guard index.updateValue(StackLocation(steps: steps), forKey: stack.id) == nil else {
        throw .duplicateStackID(stack.id)
      }
      if let layer = stack.presented {
        try visit(layer.content, prefix: steps + [.layer])
      }
    }
    try visit(root, prefix: [])
    locations = index
    refreshVisibleLocation()
  }

  /// The location of the stack a target names.
  func location(of target: StackTarget) throws(NavigationError) -> StackLocation {
    switch target {
    case .visible:
      return visibleLocation
    case .stack(let id):
      guard let location = locations[id] else {
        throw .stackNotFound(id, existing: stackIDs)
      }
      return location
    }
  }

  /// Recomputes ``visibleLocation`` after the tree's shape changed.
  mutating func refreshVisibleLocation() {
    visibleLocation = computeVisibleLocation()
  }

  /// The location of ``visibleStack``, found by walking down from the root.
  private func computeVisibleLocation() -> StackLocation {
    var steps: [StackLocation.Step] = []
    var node = root
    while true {
      let stack: StackState
      switch node {
      case .stack(let only): stack = only
      case .tabs(let tabs):
        steps.append(.tab(tabs.selectedIndex))
        stack = tabs.selectedStack
      }
      guard let layer = stack.presented else { return StackLocation(steps: steps) }
      steps.append(.layer)
      node = layer.content
    }
  }

  /// Applies `body` to the stack at `location`, in place.
  ///
  /// Locations come from ``locations`` or ``visibleLocation``, which always match the tree;
  /// a location that does not is a bug in Waypoint, reported by a precondition.
  mutating func modifyStack<Result, Failure: Error>(
    at location: StackLocation, _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try Self.modify(&root, steps: location.steps, from: 0, to: location.steps.count, body)
  }

  /// Applies `body` to the node at `steps` (the root node, or a layer's node), in place.
  mutating func modifyNode<Result, Failure: Error>(
    at steps: ArraySlice<StackLocation.Step>,
    _ body: (inout NavigationNode) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard let last = steps.lastIndex(of: .layer) else { return try body(&root) }
    let path = Array(steps)
    return try Self.modify(&root, steps: path, from: 0, to: last - steps.startIndex) {
      stack throws(Failure) in
      guard var layer = stack.presented else {
        preconditionFailure("Waypoint: stale location \(steps) at stack \(stack.id)")
      }
      stack.presented = nil
      defer { stack.presented = layer }
      return try body(&layer.content)
    }
  }

  /// Applies `body` to the stack that `steps[index..<end]` lead to from `node`.
  private static func modify<Result, Failure: Error>(
    _ node: inout NavigationNode, steps: [StackLocation.Step], from index: Int, to end: Int,
    _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    switch consume node {
    case .stack(var stack):
      defer { node = .stack(stack) }
      return try modify(&stack, steps: steps, from: index, to: end, body)
    case .tabs(var tabs):
      defer { node = .tabs(tabs) }
      guard index < end, case .tab(let position) = steps[index], position >= 0,
        position < tabs.count
      else {
        preconditionFailure("Waypoint: stale location \(steps) at tabs \(tabs.tabIDs)")
      }
      return try tabs.modifyTab(at: position) { stack throws(Failure) in
        try modify(&stack, steps: steps, from: index + 1, to: end, body)
      }
    }
  }

  private static func modify<Result, Failure: Error>(
    _ stack: inout StackState, steps: [StackLocation.Step], from index: Int, to end: Int,
    _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard index < end else { return try body(&stack) }
    guard steps[index] == .layer, var layer = stack.presented else {
      preconditionFailure("Waypoint: stale location \(steps) at stack \(stack.id)")
    }
    stack.presented = nil
    defer { stack.presented = layer }
    return try modify(&layer.content, steps: steps, from: index + 1, to: end, body)
  }
}
