/// The whole navigation tree as one value: its content (a stack or a tab container) whose
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
  var storage: Storage

  /// The tree's top node: one stack or a tab container, whose stacks present layers.
  ///
  /// Every access to the tree goes through here: reading it puts the detached visible
  /// stack (see `Storage.detached`) in its place in a copy of the path to it; changing it
  /// puts that stack back in the tree first.
  public internal(set) var content: NavigationNode {
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
  /// visible stack only extends or shortens the kept path: nothing walks from the content.
  var visibleLocation: StackLocation {
    get { storage.visibleLocation }
    set {
      let storage = mutableStorage
      if storage.detached != nil {
        let old = storage.visibleLocation
        // The same place (the same presenter object, so the tree was not reindexed): the
        // kept path and the stack beside the tree still hold.
        if newValue.isSame(as: old) {
          storage.visibleLocation = newValue
          return
        }
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
  var mutableStorage: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      return storage
    }
  }

  /// `@unchecked Sendable`: written only through `mutableStorage`, which copies it first
  /// unless this state holds the only reference, so storage another state (or thread)
  /// can see is never written.
  ///
  /// `@exclusivity(unchecked)`: the storage belongs to one state value, so an access
  /// to it can only overlap another through that same value, which Swift already checks
  /// (statically, or at run time for the variable or the router that holds the value).
  final class Storage: @unchecked Sendable {
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
    /// The split containers (by their sidebar stack's ID) whose host reported them compact:
    /// beside the tree, not part of it (`==` and snapshots ignore it).
    @exclusivity(unchecked) var compactSplits: Set<StackID> = []
    let maxLayerDepth: Int

    /// The most layers `detached` holds above itself: past it, a present takes the new
    /// visible stack out on its own (one walk from the content), so that reads of the visible
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
      compactSplits = other.compactSplits
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

  /// The most layers a tree may stack on one another unless it is created with another limit: 32. A
  /// sheet presented on a stack of the tree's content is 1 layer deep, a sheet on that sheet 2.
  /// ``RestorationLimits/init(maxBytes:maxEntries:maxStacks:maxLayerDepth:)`` has the same default,
  /// so what the tree holds, a snapshot can save and restore. `init(content:maxLayerDepth:)` and
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
  /// A layer nests one deeper than the stack that presents it: a sheet presented on the content's
  /// stack is 1 layer deep, a sheet on that sheet 2. Every state the tree becomes keeps the limit
  /// (a replaced tree keeps the limit of the tree it replaces), and an action that would nest
  /// deeper (a ``NavigationAction/present(_:on:)``, a ``NavigationAction/replaceState(_:)``, a link
  /// or a snapshot, whose targets go through the same actions) fails with
  /// ``NavigationError/layerLimitExceeded(presenter:layerDepth:limit:)`` and changes nothing. The
  /// limit is configuration, not navigation: `==` ignores it.
  ///
  /// - Parameters:
  ///   - content: The tree's top node: one stack or a tab container.
  ///   - maxLayerDepth: The most layers the tree may stack on one another, from 0 to 64;
  ///     32 by default. Comparing, diffing, describing, saving and releasing a tree use
  ///     stack space in proportion to its nesting (entries and tabs cost none): every
  ///     operation on a tree 64 layers deep fits in a 512 KB thread stack, even in a debug
  ///     build, so 64 is the most a tree may allow. A snapshot holds no more than its own
  ///     ``RestorationLimits/init(maxBytes:maxEntries:maxStacks:maxLayerDepth:)``.
  /// - Throws: ``NavigationError/negativeCount(_:)`` when `maxLayerDepth` is negative;
  ///   ``NavigationError/layerLimitAboveMaximum(requested:maximum:)`` when it is more than
  ///   64;
  ///   ``NavigationError/duplicateStackInTree(_:first:second:)`` when two stacks
  ///   share an ID, ``NavigationError/duplicateEntryID(_:first:second:)`` when two entries
  ///   do, ``NavigationError/layerLimitExceeded(presenter:layerDepth:limit:)`` when layers nest
  ///   deeper than `maxLayerDepth`.
  public init(
    content: NavigationNode, maxLayerDepth: Int = 32
  ) throws(NavigationError) {
    guard maxLayerDepth >= 0 else { throw .negativeCount(maxLayerDepth) }
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

  /// A state whose content is a tab container, one empty stack per tab.
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
  /// its stack); layers keep their style, anchor and detents, stacks their dialogs.
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
      case .split(var split):
        {
          split.mapColumns(map)
          return .split(split)
        }()
      }
    }
    func map(_ stack: StackState) -> StackState {
      var mapped = stack
      mapped.root = stack.root.map(mapRoot)
      // What is anchored to an entry follows the entry to its new ID; to an entry that
      // left, it is anchored to nothing.
      let anchored = stack.presentsAnchored
      var renamed: [EntryID: EntryID?] = [:]
      mapped.entries = EntryList(
        stack.entries.compactMap { entry in
          let new = mapEntry(entry)
          if anchored { renamed[entry.id] = new?.id }
          return new
        })
      func follow(_ anchor: PresentationAnchor?) -> PresentationAnchor? {
        guard var anchor, case .entry(let id) = anchor.screen else { return anchor }
        guard let new = renamed[id] ?? nil else { return nil }
        anchor.screen = .entry(new)
        return anchor
      }
      if var layer = stack.presented {
        layer.content = map(layer.content)
        if anchored { layer.anchor = follow(layer.anchor) }
        mapped.presented = layer
      } else if anchored, var dialog = stack.dialog {
        dialog.anchor = follow(dialog.anchor)
        mapped.dialog = dialog
      }
      return mapped
    }
    var copy = self
    copy.content = map(content)
    return copy
  }
}
