/// The whole navigation tree as one value: a root node (a stack or a tab container) whose
/// stacks present layers, which hold nodes of their own.
///
/// A state is a plain value: compare it, keep it, print it (``description``), encode it.
/// The ``Router`` owns the live one; ``apply(_:ids:)`` makes it the next one.
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
  ///
  /// Every access to the tree goes through here: reading it puts the detached visible
  /// stack (see `Storage.detached`) in its place in a copy of the path to it; changing it
  /// puts that stack back in the tree first.
  public private(set) var content: NavigationNode {
    get { storage.attachedContent }
    set {
      let storage = mutableStorage
      storage.detached = nil
      storage.detachedLength = storage.visiblePath.count
      storage.content = newValue
    }
    _modify {
      let storage = mutableStorage
      storage.attach()
      yield &storage.content
    }
  }

  /// Where each stack is, derived from `root`; rebuilt when the tree's shape changes.
  var locations: [StackID: StackLocation] {
    get { storage.locations }
    set { mutableStorage.locations = newValue }
    _modify { yield &mutableStorage.locations }
  }

  /// Where the visible stack is, derived from `root`; refreshed when the shape changes.
  ///
  /// Setting it puts the visible stack back in the tree and detaches the new one, so the
  /// location must match the tree.
  ///
  /// Moving it one layer up (after a present on the visible stack) or one layer down
  /// (after the top layer is dismissed) while the stack beside the tree holds the new
  /// visible stack only extends or shortens the kept path: nothing walks from the root.
  var visibleLocation: StackLocation {
    get { storage.visibleLocation }
    set {
      let storage = mutableStorage
      if storage.detached != nil {
        let old = storage.visibleLocation
        if let presenter = newValue.presenter, presenter.location.isSame(as: old),
          storage.heldLayers < Storage.maxHeldLayers
        {
          storage.visibleLocation = newValue
          storage.visiblePath.append(newValue.tab)
          return
        }
        if storage.heldLayers > 0, let presenter = old.presenter,
          presenter.location.isSame(as: newValue)
        {
          storage.visibleLocation = newValue
          storage.visiblePath.removeLast()
          return
        }
      }
      storage.attach()
      storage.visibleLocation = newValue
      storage.visiblePath = newValue.pathFromRoot
      storage.detach()
    }
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
    @exclusivity(unchecked) var content: NavigationNode
    @exclusivity(unchecked) var locations: [StackID: StackLocation]
    @exclusivity(unchecked) var visibleLocation: StackLocation
    /// `visibleLocation.pathFromRoot`, kept so that pushes and pops on the visible stack
    /// do not walk the presenters.
    @exclusivity(unchecked) var visiblePath: [Int?]
    /// The visible stack, kept beside the tree so that pushes and pops on it touch
    /// nothing else however deep its layer; `nil` when it is in the tree. While it is
    /// here, the tree holds an empty stack with its ID in its place (so popped entries
    /// are not kept), which only `attachedRoot` and `attach()` read past.
    ///
    /// After a present on the visible stack, this stack is the presenter and the visible
    /// stack is in the layers it holds (`heldLayers` of them, along `visiblePath`), so that
    /// presenting and dismissing at the top of a chain do not walk the chain either.
    @exclusivity(unchecked) var detached: StackState?
    /// How many steps of `visiblePath` lead to `detached`: the path's length when it was
    /// taken out of the tree, or while nothing is out.
    @exclusivity(unchecked) var detachedLength: Int
    let maxLayerDepth: Int

    /// The most layers `detached` holds above itself: past it, a present takes the new
    /// visible stack out on its own (one walk from the root), so that reads of the visible
    /// stack walk at most this many layers. (A change to the visible stack takes it out on
    /// its own too, once.)
    static let maxHeldLayers = 8

    /// How many layers the visible stack is above `detached`.
    var heldLayers: Int { visiblePath.count - detachedLength }

    init(
      content: NavigationNode, locations: [StackID: StackLocation], visibleLocation: StackLocation,
      maxLayerDepth: Int
    ) {
      self.content = content
      self.locations = locations
      self.visibleLocation = visibleLocation
      self.visiblePath = visibleLocation.pathFromRoot
      self.detachedLength = visiblePath.count
      self.maxLayerDepth = maxLayerDepth
    }

    private init(copying other: Storage) {
      content = other.content
      locations = other.locations
      visibleLocation = other.visibleLocation
      visiblePath = other.visiblePath
      detached = other.detached
      detachedLength = other.detachedLength
      maxLayerDepth = other.maxLayerDepth
    }

    func copy() -> Storage { Storage(copying: self) }

    /// The tree, with the detached stack in its place. O(layers) when a stack is detached.
    var attachedContent: NavigationNode {
      guard let detached else { return content }
      var copy = content
      NavigationState.modify(&copy, tabs: visiblePath, from: 0, to: detachedLength) {
        $0 = detached
      }
      return copy
    }

    /// Puts the detached stack back in the tree. Only on storage no other state shares.
    func attach() {
      guard let stack = detached else { return }
      detached = nil
      defer { detachedLength = visiblePath.count }
      NavigationState.modify(&content, tabs: visiblePath, from: 0, to: detachedLength) {
        $0 = stack
      }
    }

    /// Takes the visible stack out of the tree, unless it is out already. Only on storage
    /// no other state shares, whose `visiblePath` matches the tree.
    func detach() {
      guard detached == nil else { return }
      detachedLength = visiblePath.count
      detached = NavigationState.modify(
        &content, tabs: visiblePath, from: 0, to: visiblePath.count
      ) { stack in
        let taken = stack
        stack = StackState(id: taken.id)
        return taken
      }
    }
  }

  /// The most layers a tree may stack on one another unless it is created with another
  /// limit: 32. A sheet presented on the root's stack is 1 layer deep, a sheet on that
  /// sheet 2. ``RestorationLimits/init(maxBytes:maxEntries:maxStacks:maxLayerDepth:)`` has the same default, so what the tree holds,
  /// a snapshot can save and restore. `init(content:maxLayerDepth:)` and
  /// `RestorationLimits.init(maxLayerDepth:)` spell the same number as their default argument.
  package static let defaultMaxLayerDepth = 32

  /// The most layers any tree may be created to allow: 64. Every operation on a tree that
  /// deep (building, checking, comparing, describing, applying an action, saving,
  /// restoring, releasing) fits in a 512 KB thread stack in a debug build, with room to
  /// spare; a deeper limit is refused with
  /// ``NavigationError/layerLimitAboveMaximum(requested:maximum:)``, and
  /// ``RestorationLimits/init(maxBytes:maxEntries:maxStacks:maxLayerDepth:)`` has the same maximum.
  package static let maximumLayerDepth = 64

  /// The most layers this tree may stack on one another (a sheet on a sheet is 2), as
  /// given to `init(content:maxLayerDepth:)`: kept by every state the tree becomes, and by a
  /// tree that replaces it.
  package var maxLayerDepth: Int { storage.maxLayerDepth }

  /// Creates a state whose root is `root`.
  ///
  /// ```swift
  /// let stack = StackState(id: "main")
  /// let state = try NavigationState(content: .stack(stack))
  /// let shallow = try NavigationState(content: .stack(stack), maxLayerDepth: 8)
  /// ```
  ///
  /// A layer nests one deeper than the stack that presents it: a sheet presented on the
  /// root's stack is 1 layer deep, a sheet on that sheet 2. Every state the tree becomes
  /// keeps the limit (a replaced tree keeps the limit of the tree it replaces), and an
  /// action that would nest deeper (a ``NavigationAction/present(_:on:)``, a
  /// ``NavigationAction/replaceState(_:)``, a link or a snapshot, whose targets go through
  /// the same actions) fails with ``NavigationError/layerLimitExceeded(presenter:layerDepth:limit:)``
  /// and changes nothing. The limit is configuration, not navigation: `==` ignores it.
  ///
  /// - Parameters:
  ///   - root: The tree's root node.
  ///   - maxLayerDepth: The most layers the tree may stack on one another, from 0 to 64;
  ///     32 by default. Comparing, diffing, describing, saving and releasing a tree use
  ///     stack space in proportion to its nesting (entries and tabs cost none): every
  ///     operation on a tree 64 layers deep fits in a 512 KB thread stack, even in a debug
  ///     build, so 64 is the most a tree may allow. A snapshot holds no more than its own
  ///     ``RestorationLimits/init(maxBytes:maxEntries:maxStacks:maxLayerDepth:)``.
  /// - Throws: ``NavigationError/layerLimitAboveMaximum(requested:maximum:)`` when
  ///   `maxLayerDepth` is more than 64;
  ///   ``NavigationError/duplicateStackInTree(_:first:second:)`` when two stacks
  ///   share an ID, ``NavigationError/duplicateEntryID(_:first:second:)`` when two entries
  ///   do, ``NavigationError/layerLimitExceeded(presenter:layerDepth:limit:)`` when layers nest
  ///   deeper than `maxLayerDepth`.
  public init(
    content: NavigationNode, maxLayerDepth: Int = 32
  ) throws(NavigationError) {
    precondition(
      maxLayerDepth >= 0, "Waypoint: maxLayerDepth must be 0 or more, got \(maxLayerDepth)")
    guard maxLayerDepth <= Self.maximumLayerDepth else {
      throw .layerLimitAboveMaximum(requested: maxLayerDepth, maximum: Self.maximumLayerDepth)
    }
    try Self.checkLayerDepth(of: content, limit: maxLayerDepth)
    try Self.checkUniqueIDs(in: content)
    self.storage = Storage(
      content: content, locations: [:], visibleLocation: StackLocation(presenter: nil, tab: nil),
      maxLayerDepth: maxLayerDepth)
    try reindex()
  }

  /// A state with one stack and nothing pushed.
  public init(stack id: StackID = .main, root route: AnyRoute? = nil) {
    let location = StackLocation(presenter: nil, tab: nil)
    self.storage = Storage(
      content: .stack(StackState(id: id, root: route)), locations: [id: location],
      visibleLocation: location, maxLayerDepth: Self.defaultMaxLayerDepth)
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
    try self.init(content: .tabs(container))
  }

  /// Whether both states are the same stored tree (and so certainly equal).
  func sharesStorage(with other: NavigationState) -> Bool { storage === other.storage }

  /// Whether two values are equal.
  public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
    lhs.storage === rhs.storage || lhs.content == rhs.content
  }
}

extension NavigationState {
  /// The same tree, with the same stacks in the same places, with every stack's root
  /// route and every entry passed through the transforms (an entry mapped to `nil` leaves
  /// its stack).
  func mapping(
    root mapRoot: (AnyRoute) -> AnyRoute, entry mapEntry: (Entry) -> Entry?
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
        entries: EntryList(stack.entries.compactMap(mapEntry)),
        presented: stack.presented.map { PresentedLayer(style: $0.style, content: map($0.content)) }
      )
    }
    var copy = self
    copy.content = map(content)
    return copy
  }
}

/// Where a stack is: the node that holds it (the root node, or the node of the layer a
/// stack presents) and its position there. A location refers to its presenter's location
/// rather than repeating the path from the root, so the index of a tree takes space in
/// proportion to its stacks, however deep its layers nest.
struct StackLocation: Sendable {
  /// The stack that presents the layer holding this stack, and where it is.
  final class Presenter: Sendable {
    let id: StackID
    let location: StackLocation

    init(id: StackID, location: StackLocation) {
      self.id = id
      self.location = location
    }
  }

  /// The presenter of the layer holding the stack; `nil` in the root node.
  let presenter: Presenter?
  /// The stack's position in its node's tab container; `nil` when the node is one stack.
  let tab: Int?
  /// How many layers the stack's node is above the root node: 0 in the root node.
  let layers: Int

  init(presenter: Presenter?, tab: Int?) {
    self.presenter = presenter
    self.tab = tab
    self.layers = presenter.map { $0.location.layers + 1 } ?? 0
  }

  /// The stack's position in each node from the root node up to its own (`nil` for a
  /// node that is one stack). O(layers).
  var pathFromRoot: [Int?] {
    var path: [Int?] = []
    path.reserveCapacity(layers + 1)
    var step: StackLocation? = self
    while let current = step {
      path.append(current.tab)
      step = current.presenter?.location
    }
    path.reverse()
    return path
  }

  /// Whether both locations are the same place.
  func isSame(as other: StackLocation) -> Bool {
    presenter === other.presenter && tab == other.tab
  }
}

// MARK: - Reading

extension NavigationState {

  /// The IDs of every stack in the tree, sorted.
  package var sortedStackIDs: [StackID] { locations.keys.sorted() }

  /// Whether a stack with `id` is in the tree. O(1).
  package func hasStack(_ id: StackID) -> Bool { locations[id] != nil }

  /// The stack with `id`, or `nil`. O(layers above the root).
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
      switch (layer.content, step) {
      case (.stack(let next), nil): current = next
      case (.tabs(let container), let position?) where position >= 0 && position < container.count:
        current = container.tab(at: position)
      default: return nil
      }
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
      switch node {
      case .stack(let stack): visit(stack)
      case .tabs(let tabs): tabs.forEachTab(visit)
      }
    }
    visit(content)
  }

  /// The IDs of every stack in the tree, in no order.
  var unorderedStackIDs: Dictionary<StackID, StackLocation>.Keys { locations.keys }

  /// The tab container that holds the tab `id`, if `id` is a tab. (`WaypointHost` makes it
  /// public as `tabContainer(holding:)`.)
  package func container(holdingTab id: StackID) -> TabContainer? {
    guard let location = locations[id], location.tab != nil,
      case .tabs(let tabs) = Self.node(holding: location, in: content)
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
    switch node(holding: location, in: root) {
    case .stack(let stack)?:
      return location.tab == nil ? stack : nil
    case .tabs(let tabs)?:
      guard let index = location.tab, index >= 0, index < tabs.count else { return nil }
      return tabs.tab(at: index)
    case nil:
      return nil
    }
  }

  /// The node that holds the stack at `location`: the root node, or a layer's node.
  static func node(holding location: StackLocation, in root: NavigationNode) -> NavigationNode? {
    guard let presenter = location.presenter else { return root }
    return stack(at: presenter.location, in: root)?.presented?.content
  }
}

// MARK: - Index

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
      switch node {
      case .stack(let stack):
        try add(stack, at: StackLocation(presenter: presenter, tab: nil))
      case .tabs(let tabs):
        var position = 0
        var failure: NavigationError?
        tabs.forEachTab { stack in
          guard failure == nil else { return }
          do throws(NavigationError) {
            try add(stack, at: StackLocation(presenter: presenter, tab: position))
          } catch {
            failure = error
          }
          position += 1
        }
        if let failure { throw failure }
      }
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
    while let (node, depth) = pending.popLast() {
      var failure: NavigationError?
      let visit = { (stack: StackState) in
        guard failure == nil, let layer = stack.presented else { return }
        if depth + 1 > limit {
          failure = .layerLimitExceeded(presenter: stack.id, layerDepth: depth + 1, limit: limit)
        } else {
          pending.append((layer.content, depth + 1))
        }
      }
      switch node {
      case .stack(let stack): visit(stack)
      case .tabs(let tabs): tabs.forEachTab(visit)
      }
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

  /// Applies `body` to the node that holds the stack at `location` (the root node, or a
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
  fileprivate static func modify<Result, Failure: Error>(
    _ node: inout NavigationNode, tabs: [Int?], from index: Int, to end: Int,
    _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    switch consume node {
    case .stack(var stack):
      defer { node = .stack(stack) }
      guard tabs[index] == nil else {
        preconditionFailure("Waypoint: stale location \(tabs) at stack \(stack.id)")
      }
      return try modify(&stack, tabs: tabs, from: index, to: end, body)
    case .tabs(var container):
      defer { node = .tabs(container) }
      guard let position = tabs[index], position >= 0, position < container.count else {
        preconditionFailure("Waypoint: stale location \(tabs) at tabs \(container.tabIDs)")
      }
      return try container.modifyTab(at: position) { stack throws(Failure) in
        try modify(&stack, tabs: tabs, from: index, to: end, body)
      }
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
