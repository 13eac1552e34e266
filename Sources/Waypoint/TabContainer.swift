/// A tab container: ordered tabs, one stack per tab, and the selected tab.
///
/// A tab is addressed by its stack's ID. Tabs that are not selected keep their stacks
/// untouched.
public struct TabContainer: Sendable, Equatable {
  /// The tabs' stacks, in display order. Never empty.
  public private(set) var tabs: [StackState]
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
    self.tabs = tabs
    self.selectedIndex = index
    self.popsToRootOnReselect = popsToRootOnReselect
  }

  /// The tabs' IDs, in display order.
  public var tabIDs: [StackID] { tabs.map(\.id) }

  /// The selected tab's ID.
  public var selection: StackID { tabs[selectedIndex].id }

  /// The selected tab's stack.
  public var selectedStack: StackState { tabs[selectedIndex] }

  /// The tab with `id`, or `nil`.
  public func tab(_ id: StackID) -> StackState? {
    tabs.first { $0.id == id }
  }

  mutating func mapTabs(_ transform: (StackState) -> StackState) {
    tabs = tabs.map(transform)
  }

  mutating func select(index: Int) {
    selectedIndex = index
  }

  mutating func modifyTab<Result, Failure: Error>(
    at index: Int, _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(&tabs[index])
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
}
