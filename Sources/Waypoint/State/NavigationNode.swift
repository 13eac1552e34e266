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
    case .tabs(let tabs): tabs.selectedTab
    }
  }

  /// The stacks directly in this node (not in layers they present).
  package var directStacks: [StackState] {
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
