/// A tab container: ordered tabs, one stack per tab, and the selected tab.
///
/// A tab is addressed by its stack's ID. Tabs that are not selected keep their stacks
/// untouched.
///
/// The tabs are stored in a persistent tree of small blocks: changing one tab of a
/// container that older states share copies the few blocks on that tab's path, not the
/// other tabs, so a push costs the same with 3 tabs or 3,000.
public struct TabContainer: Sendable, Equatable {
  private var storage: TabList
  /// The position of the selected tab in ``tabs``.
  public private(set) var selectedIndex: Int
  /// Whether selecting the tab that is already selected pops it to its root, as a tab bar
  /// does in UIKit. On by default.
  public var popsToRootOnReselect: Bool

  /// Creates a tab container.
  ///
  /// - Throws: ``NavigationError`` when `tabs` is empty, two tabs share an ID, or
  ///   `selected` is not one of them.
  public init(
    tabs: [StackState], selected: StackID, popsToRootOnReselect: Bool = true
  ) throws(NavigationError) {
    guard !tabs.isEmpty else { throw .noTabs }
    var seen = Set<StackID>()
    for tab in tabs where !seen.insert(tab.id).inserted {
      throw .duplicateStackID(tab.id)
    }
    guard let index = tabs.firstIndex(where: { $0.id == selected }) else {
      throw .stackNotFound(selected, existing: tabs.map(\.id))
    }
    self.storage = TabList(tabs)
    self.selectedIndex = index
    self.popsToRootOnReselect = popsToRootOnReselect
  }

  /// The tabs' stacks, in display order. Never empty. O(*n*): prefer ``tab(_:)``,
  /// ``selectedStack`` and ``tabIDs``.
  public var tabs: [StackState] {
    var result: [StackState] = []
    result.reserveCapacity(storage.count)
    storage.forEachStack { result.append($0) }
    return result
  }

  /// The tabs' IDs, in display order.
  public var tabIDs: [StackID] {
    var result: [StackID] = []
    result.reserveCapacity(storage.count)
    storage.forEachStack { result.append($0.id) }
    return result
  }

  /// The selected tab's ID.
  public var selection: StackID { storage[selectedIndex].id }

  /// The selected tab's stack.
  public var selectedStack: StackState { storage[selectedIndex] }

  /// The tab with `id`, or `nil`.
  public func tab(_ id: StackID) -> StackState? {
    var found: StackState?
    storage.forEachStack { if found == nil, $0.id == id { found = $0 } }
    return found
  }

  /// The number of tabs.
  var count: Int { storage.count }

  /// The ID of the first tab, which names the container.
  var firstTabID: StackID { storage[0].id }

  /// The tab at `index`, which must be below ``count``. O(log *n*).
  func tab(at index: Int) -> StackState { storage[index] }

  /// Calls `body` with each tab's stack, in order.
  func forEachTab(_ body: (StackState) -> Void) { storage.forEachStack(body) }

  /// Whether the two containers hold the same stored tabs (and so certainly equal tabs).
  func sharesTabs(with other: TabContainer) -> Bool { storage.isIdentical(to: other.storage) }

  /// The tabs at the same positions in both containers, except those in blocks both
  /// share; `nil` when the containers have different numbers of tabs.
  func changedTabs(comparedWith other: TabContainer) -> [(StackState, StackState)]? {
    guard count == other.count else { return nil }
    var pairs: [(StackState, StackState)] = []
    storage.forEachPair(with: other.storage) { pairs.append(($0, $1)) }
    return pairs
  }

  mutating func mapTabs(_ transform: (StackState) -> StackState) {
    var mapped: [StackState] = []
    mapped.reserveCapacity(storage.count)
    storage.forEachStack { mapped.append(transform($0)) }
    storage = TabList(mapped)
  }

  mutating func select(index: Int) {
    selectedIndex = index
  }

  mutating func modifyTab<Result, Failure: Error>(
    at index: Int, _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try storage.modify(at: index, body)
  }

  /// Whether two values are equal.
  public static func == (lhs: TabContainer, rhs: TabContainer) -> Bool {
    lhs.selectedIndex == rhs.selectedIndex
      && lhs.popsToRootOnReselect == rhs.popsToRootOnReselect && lhs.storage == rhs.storage
  }
}

/// The stacks of a tab container: a persistent vector, a tree of blocks of up to 32.
///
/// Reading or changing one tab walks O(log₃₂ *n*) blocks (two for 1,024 tabs); changing a tab of a list that
/// another state shares copies only the blocks on its path.
private struct TabList: Sendable, Equatable {
  private var root: Node
  /// How many bits of an index each level below the root consumes, in total.
  private let shift: Int
  let count: Int

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
    var node = root
    var shift = self.shift
    while shift > 0 {
      node = node.children[(index >> shift) & (Self.width - 1)]
      shift -= Self.bits
    }
    return node.stacks[index & (Self.width - 1)]
  }

  func forEachStack(_ body: (StackState) -> Void) {
    func visit(_ node: Node) {
      if node.children.isEmpty {
        for stack in node.stacks { body(stack) }
      } else {
        for child in node.children { visit(child) }
      }
    }
    visit(root)
  }

  func isIdentical(to other: TabList) -> Bool { root === other.root }

  /// Calls `body` with the stacks at the same positions of two lists of the same count,
  /// skipping the blocks they share.
  func forEachPair(with other: TabList, _ body: (StackState, StackState) -> Void) {
    func visit(_ left: Node, _ right: Node) {
      guard left !== right else { return }
      if left.children.isEmpty {
        for (stack, counterpart) in zip(left.stacks, right.stacks) { body(stack, counterpart) }
      } else {
        for (child, counterpart) in zip(left.children, right.children) { visit(child, counterpart) }
      }
    }
    visit(root, other.root)
  }

  /// Applies `body` to the tab at `index`, in place; blocks another list shares are
  /// copied first, and only those on the tab's path.
  mutating func modify<Result, Failure: Error>(
    at index: Int, _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try Node.modify(&root, at: index, shift: shift, body)
  }

  static func == (lhs: TabList, rhs: TabList) -> Bool {
    lhs.count == rhs.count && lhs.root.isEqual(to: rhs.root)
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

    /// Applies `body` to the stack at `index` below `node`, copying first each block on
    /// the way that another list shares.
    static func modify<Result, Failure: Error>(
      _ node: inout Node, at index: Int, shift: Int,
      _ body: (inout StackState) throws(Failure) -> Result
    ) throws(Failure) -> Result {
      if !isKnownUniquelyReferenced(&node) { node = node.copy() }
      guard shift > 0 else { return try body(&node.stacks[index & (TabList.width - 1)]) }
      return try modify(
        &node.children[(index >> shift) & (TabList.width - 1)], at: index,
        shift: shift - TabList.bits, body)
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

/// A node of the tree: a stack, or a tab container with one stack per tab.
public enum NavigationNode: Sendable, Equatable {
  /// A single stack.
  case stack(StackState)
  /// A tab container.
  case tabs(TabContainer)

  /// The stack that shows when this node is on screen: the stack, or the selected tab.
  public var shownStack: StackState {
    switch self {
    case .stack(let stack): stack
    case .tabs(let tabs): tabs.selectedStack
    }
  }

  /// The stacks directly in this node (not in layers they present).
  public var stacks: [StackState] {
    switch self {
    case .stack(let stack): [stack]
    case .tabs(let tabs): tabs.tabs
    }
  }

  /// The IDs of the stacks directly in this node.
  var stackIDs: [StackID] {
    switch self {
    case .stack(let stack): [stack.id]
    case .tabs(let tabs): tabs.tabIDs
    }
  }

  /// The ID of the stack that shows when this node is on screen.
  var shownStackID: StackID {
    switch self {
    case .stack(let stack): stack.id
    case .tabs(let tabs): tabs.selection
    }
  }
}
