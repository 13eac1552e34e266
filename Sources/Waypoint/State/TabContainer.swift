/// A tab container: ordered tabs, each a stack or a split container, and the selected tab.
///
/// A tab is addressed by its ID: its stack's, or its split container's (the sidebar's).
/// Tabs that are not selected keep their stacks untouched.
///
/// The tabs are stored in a persistent tree of small blocks: changing one tab of a
/// container that older states share copies the few blocks on that tab's path, not the
/// other tabs, and changing the same tab again copies none, so a push costs the same with
/// 3 tabs or 3,000.
public struct TabContainer: Sendable, Equatable {
  /// The tabs' stacks; a tab that is a split container holds an empty stand-in with the
  /// container's ID here, and the container in `splitTabs`.
  private var storage: TabList
  /// The tabs that are split containers, by position.
  private var splitTabs: [Int: SplitContainer]
  /// The position of the selected tab in ``tabs``.
  private(set) var selectedPosition: Int
  /// Whether selecting the tab that is already selected pops it to its root, as a tab bar
  /// does in UIKit. On by default.
  public var popsToRootOnReselect: Bool

  /// Creates a tab container whose tabs are stacks.
  ///
  /// - Throws: ``NavigationError`` when `tabs` is empty, two tabs share an ID, or
  ///   `selected` is not one of them.
  public init(
    tabs: [StackState], selected: StackID, popsToRootOnReselect: Bool = true
  ) throws(NavigationError) {
    try self.init(
      tabs: tabs.map(TabContent.stack), selected: selected,
      popsToRootOnReselect: popsToRootOnReselect)
  }

  /// Creates a tab container whose tabs are stacks or split containers.
  ///
  /// ```swift
  /// let mail = try SplitContainer(
  ///   sidebar: StackState(id: "mailboxes"), detail: StackState(id: "message"))
  /// let tabs = try TabContainer(
  ///   tabs: [.stack(StackState(id: "home")), .split(mail)], selected: "home")
  /// ```
  ///
  /// - Throws: ``NavigationError`` when `tabs` is empty, two stacks share an ID (a split
  ///   container's columns count), or `selected` is not a tab's ID.
  public init(
    tabs: [TabContent], selected: StackID, popsToRootOnReselect: Bool = true
  ) throws(NavigationError) {
    guard !tabs.isEmpty else { throw .noTabs }
    var seen = Set<StackID>()
    var stacks: [StackState] = []
    var splitTabs: [Int: SplitContainer] = [:]
    stacks.reserveCapacity(tabs.count)
    for (position, tab) in tabs.enumerated() {
      switch tab {
      case .stack(let stack):
        guard seen.insert(stack.id).inserted else { throw .duplicateStackID(stack.id) }
        stacks.append(stack)
      case .split(let split):
        for column in split.columns where !seen.insert(column.id).inserted {
          throw .duplicateStackID(column.id)
        }
        stacks.append(StackState(id: split.id))
        splitTabs[position] = split
      }
    }
    guard let index = tabs.firstIndex(where: { $0.id == selected }) else {
      throw .stackNotFound(selected, existing: tabs.map(\.id))
    }
    self.storage = TabList(stacks)
    self.splitTabs = splitTabs
    self.selectedPosition = index
    self.popsToRootOnReselect = popsToRootOnReselect
  }

  /// The stacks the tabs show, in display order: a tab's stack, or its split container's
  /// detail column. Never empty. O(*n*): prefer ``NavigationState/stack(_:)`` to find one
  /// tab, the selected one included, and ``tabContents`` for what each tab holds.
  public var tabs: [StackState] {
    var result: [StackState] = []
    result.reserveCapacity(storage.count)
    forEachTab { _, stack, split in result.append(split?.detail ?? stack) }
    return result
  }

  /// What each tab holds, in display order: a stack or a split container. O(*n*).
  public var tabContents: [TabContent] {
    var result: [TabContent] = []
    result.reserveCapacity(storage.count)
    forEachTab { _, stack, split in result.append(split.map(TabContent.split) ?? .stack(stack)) }
    return result
  }

  /// The tabs' IDs, in display order.
  package var tabIDs: [StackID] {
    var result: [StackID] = []
    result.reserveCapacity(storage.count)
    storage.forEachStack { result.append($0.id) }
    return result
  }

  /// The stacks directly in the container, in order: a split tab's columns, leading
  /// first, in its place.
  var stacks: [StackState] {
    guard hasSplitTabs else { return tabs }
    var result: [StackState] = []
    forEachStack { stack, _ in result.append(stack) }
    return result
  }

  /// The IDs of ``stacks``.
  var stackIDs: [StackID] { hasSplitTabs ? stacks.map(\.id) : tabIDs }

  /// The selected tab's ID.
  public var selection: StackID { storage[selectedPosition].id }

  /// The stack the selected tab shows (a split container's detail column). O(log *n*).
  package var selectedTab: StackState {
    splitTabs.isEmpty ? storage[selectedPosition] : shownStack(ofTab: selectedPosition)
  }

  /// The position among the stacks directly in the container of the stack the selected
  /// tab shows.
  var selectedStackPosition: Int {
    guard let split = splitTabs[selectedPosition] else {
      return TabPosition.of(tab: selectedPosition)
    }
    return TabPosition.of(tab: selectedPosition, column: split.count - 1)
  }

  /// The number of tabs.
  var count: Int { storage.count }

  /// The ID of the first tab, which names the container.
  var firstTabID: StackID { storage[0].id }

  /// Whether a tab is a split container.
  var hasSplitTabs: Bool { !splitTabs.isEmpty }

  /// The stack the tab at `index` shows. O(log *n*).
  private func shownStack(ofTab index: Int) -> StackState {
    splitTabs[index]?.detail ?? storage[index]
  }

  /// The stack at `position` among the stacks directly in the container (see
  /// ``TabPosition``), or `nil` when there is none there. O(log *n*).
  func stack(at position: Int) -> StackState? {
    let index = TabPosition.tab(of: position)
    guard index >= 0, index < count else { return nil }
    switch (TabPosition.column(of: position), splitTabs[index]) {
    case (nil, nil): return storage[index]
    case (let column?, let split?) where column < split.count: return split.stack(at: column)
    default: return nil
    }
  }

  /// The split container that is the tab at `index`, if it is one.
  func split(atTab index: Int) -> SplitContainer? { splitTabs[index] }

  /// Whether the stack at `position` is a split tab's sidebar or content column.
  func selectsOnly(at position: Int) -> Bool {
    guard let column = TabPosition.column(of: position),
      let split = splitTabs[TabPosition.tab(of: position)]
    else { return false }
    return column < split.count - 1
  }

  /// Calls `body` with each stack directly in the container and its position, in order:
  /// a split tab's columns, leading first, in its place.
  func forEachStack(_ body: (StackState, Int) -> Void) {
    forEachTab { index, stack, split in
      guard let split else {
        body(stack, TabPosition.of(tab: index))
        return
      }
      for column in 0..<split.count {
        body(split.stack(at: column), TabPosition.of(tab: index, column: column))
      }
    }
  }

  /// Calls `body` with each tab in order: its index, its stack in the list (an empty
  /// stand-in for a split tab), and the split container it is, if it is one.
  private func forEachTab(_ body: (Int, StackState, SplitContainer?) -> Void) {
    var index = 0
    storage.forEachStack { stack in
      body(index, stack, splitTabs[index])
      index += 1
    }
  }

  /// The stacks at the same positions in both containers, except those in blocks both
  /// share; `nil` when the containers have different tabs (in number, or in which are
  /// split containers and of how many columns).
  func changedTabs(comparedWith other: TabContainer) -> [(StackState, StackState)]? {
    guard count == other.count, splitTabs.keys == other.splitTabs.keys else { return nil }
    var pairs: [(StackState, StackState)] = []
    storage.forEachPair(with: other.storage) { pairs.append(($0, $1)) }
    for (index, split) in splitTabs {
      guard let counterpart = other.splitTabs[index], split.count == counterpart.count else {
        return nil
      }
      guard split != counterpart else { continue }
      for column in 0..<split.count {
        pairs.append((split.stack(at: column), counterpart.stack(at: column)))
      }
    }
    return pairs
  }

  /// The split tabs whose selections or layout differ between the containers, as pairs
  /// (before, after); only for containers with the same tabs.
  func changedSplitTabs(comparedWith other: TabContainer) -> [(SplitContainer, SplitContainer)] {
    splitTabs.compactMap { index, split in
      guard let counterpart = other.splitTabs[index], split.state != counterpart.state else {
        return nil
      }
      return (split, counterpart)
    }
  }

  mutating func mapTabs(_ transform: (StackState) -> StackState) {
    var mapped: [StackState] = []
    mapped.reserveCapacity(storage.count)
    storage.forEachStack { mapped.append(transform($0)) }
    storage = TabList(mapped)
    for index in splitTabs.keys {
      splitTabs[index]?.mapColumns(transform)
    }
  }

  mutating func select(index: Int) {
    selectedPosition = index
  }

  /// Applies `body` to the stack at `position` (see ``TabPosition``), in place.
  mutating func modifyTab<Result, Failure: Error>(
    at position: Int, _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let index = TabPosition.tab(of: position)
    guard let column = TabPosition.column(of: position) else {
      return try storage.modify(at: index, body)
    }
    return try modifySplit(atTab: index) { split throws(Failure) in
      try split.modifyColumn(at: column, body)
    }
  }

  /// Applies `body` to the split container that is the tab at `index`, in place.
  mutating func modifySplit<Result, Failure: Error>(
    atTab index: Int, _ body: (inout SplitContainer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // Taken out while it changes, so that its columns stay unshared and change in place.
    guard var split = splitTabs.removeValue(forKey: index) else {
      preconditionFailure("Waypoint: tab \(index) is not a split container")
    }
    defer { splitTabs[index] = split }
    return try body(&split)
  }

  /// Whether two values are equal.
  public static func == (lhs: TabContainer, rhs: TabContainer) -> Bool {
    lhs.selectedPosition == rhs.selectedPosition
      && lhs.popsToRootOnReselect == rhs.popsToRootOnReselect && lhs.splitTabs == rhs.splitTabs
      && lhs.storage == rhs.storage
  }
}

/// The stacks of a tab container: a persistent vector, a tree of blocks of up to 32, with
/// the tab changed last kept beside the tree.
///
/// Reading or changing one tab walks O(log₃₂ *n*) blocks (two for 1,024 tabs); changing a
/// tab of a list that another state shares copies only the blocks on its path. The tab
/// changed last is held out of the tree (which keeps an empty stand-in in its place), so
/// that changing it again, the common case (pushes and pops on the selected tab), touches
/// no block at all, whatever the number of tabs and whether older states share the tree.
private struct TabList: Sendable, Equatable {
  private var root: Node
  /// How many bits of an index each level below the root consumes, in total.
  private let shift: Int
  let count: Int
  /// The position of the tab held in `recent`, or -1.
  private var recentIndex = -1
  /// The tab changed last; the tree holds a stand-in at its position.
  private var recent: StackState?

  private static let bits = 5
  private static let width = 1 << bits

  init(_ stacks: [StackState]) {
    count = stacks.count
    var level = stride(from: 0, to: stacks.count, by: Self.width).map {
      Node(stacks: Array(stacks[$0..<Swift.min($0 + Self.width, stacks.count)]))
    }
    var shift = 0
    while level.count > 1 {
      level = stride(from: 0, to: level.count, by: Self.width).map {
        Node(children: Array(level[$0..<Swift.min($0 + Self.width, level.count)]))
      }
      shift += Self.bits
    }
    self.root = level.first ?? Node(stacks: [])
    self.shift = shift
  }

  subscript(index: Int) -> StackState {
    if index == recentIndex, let recent { return recent }
    return stored(at: index)
  }

  /// The stack the tree holds at `index` (a stand-in at `recentIndex`).
  private func stored(at index: Int) -> StackState {
    var node = root
    var shift = self.shift
    while shift > 0 {
      node = node.children[(index >> shift) & (Self.width - 1)]
      shift -= Self.bits
    }
    return node.stacks[index & (Self.width - 1)]
  }

  func forEachStack(_ body: (StackState) -> Void) {
    var index = 0
    func visit(_ node: Node) {
      if node.children.isEmpty {
        for stack in node.stacks {
          if index == recentIndex, let recent { body(recent) } else { body(stack) }
          index += 1
        }
      } else {
        for child in node.children { visit(child) }
      }
    }
    visit(root)
  }

  /// Calls `body` with the stacks at the same positions of two lists of the same count,
  /// skipping the blocks they share (and holding the same tabs there).
  func forEachPair(with other: TabList, _ body: (StackState, StackState) -> Void) {
    var positions: [Int] = []
    func visit(_ left: Node, _ right: Node, base: Int, shift: Int) {
      guard left !== right else { return }
      if left.children.isEmpty {
        positions += base..<(base + left.stacks.count)
      } else {
        for (offset, (child, counterpart)) in zip(left.children, right.children).enumerated() {
          visit(child, counterpart, base: base + offset << shift, shift: shift - Self.bits)
        }
      }
    }
    visit(root, other.root, base: 0, shift: shift)
    for index in [recentIndex, other.recentIndex] where index >= 0 { positions.append(index) }
    var previous = -1
    for index in positions.sorted() where index != previous {
      body(self[index], other[index])
      previous = index
    }
  }

  /// Applies `body` to the tab at `index`, in place: the tab changed last is changed where
  /// it is; another first goes back into the tree, and this one comes out of it, copying
  /// only the blocks on their paths that another list shares.
  mutating func modify<Result, Failure: Error>(
    at index: Int, _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if index != recentIndex {
      if let stack = recent {
        recent = nil
        store(stack, at: recentIndex)
      }
      recent = take(at: index)
      recentIndex = index
    }
    guard let result = try recent?.modify(body) else {
      preconditionFailure("Waypoint: tab \(index) is not held out of the tree")
    }
    return result
  }

  /// Replaces the stack at `index` in the tree with an empty stand-in and returns it.
  private mutating func take(at index: Int) -> StackState {
    withStored(at: index) { stack in
      var taken = StackState(id: stack.id)
      swap(&taken, &stack)
      return taken
    }
  }

  /// Puts `stack` back into the tree at `index`.
  private mutating func store(_ stack: StackState, at index: Int) {
    withStored(at: index) { $0 = stack }
  }

  private mutating func withStored<Result>(
    at index: Int, _ body: (inout StackState) -> Result
  ) -> Result {
    if !isKnownUniquelyReferenced(&root) { root = root.copy() }
    var node = root
    var shift = self.shift
    while shift > 0 {
      node = node.uniqueChild(at: (index >> shift) & (Self.width - 1))
      shift -= Self.bits
    }
    return body(&node.stacks[index & (Self.width - 1)])
  }

  static func == (lhs: TabList, rhs: TabList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    // Each tab is compared once: comparing one twice (held out, then in the tree) would
    // compare the layers it presents twice, and so on up a chain of tab containers.
    if lhs.recentIndex == rhs.recentIndex {
      return lhs.recent == rhs.recent && lhs.root.isEqual(to: rhs.root)
    }
    return (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
  }

  /// A block: up to 32 stacks (a leaf) or up to 32 blocks.
  ///
  /// `@unchecked Sendable`: a block is written only through `modify`, after
  /// `isKnownUniquelyReferenced` proved that one list holds it alone (copy on write), so a
  /// block another state or thread can see is never written.
  ///
  /// `@exclusivity(unchecked)`: a block is private to the lists that share it, and written
  /// only by one that holds it alone, so an access to it can only overlap another through
  /// that list, which Swift already checks.
  final class Node: @unchecked Sendable {
    @exclusivity(unchecked) var stacks: [StackState]
    @exclusivity(unchecked) var children: [Node]

    init(stacks: [StackState]) {
      self.stacks = stacks
      self.children = []
    }

    init(children: [Node]) {
      self.stacks = []
      self.children = children
    }

    private init(stacks: [StackState], children: [Node]) {
      self.stacks = stacks
      self.children = children
    }

    func copy() -> Node { Node(stacks: stacks, children: children) }

    /// The child at `position`, copied first if another list shares it. Only for a block
    /// that one list holds alone.
    func uniqueChild(at position: Int) -> Node {
      if !isKnownUniquelyReferenced(&children[position]) {
        children[position] = children[position].copy()
      }
      return children[position]
    }

    func isEqual(to other: Node) -> Bool {
      if self === other { return true }
      guard stacks == other.stacks, children.count == other.children.count else { return false }
      for (left, right) in zip(children, other.children) where !left.isEqual(to: right) {
        return false
      }
      return true
    }
  }
}

extension StackState {
  /// Applies `body` to this stack; with optional chaining, changes a stack held in an
  /// optional in place.
  mutating func modify<Result, Failure: Error>(
    _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(&self)
  }
}
