/// A node of the tree: a stack, a tab container with one stack per tab, or a split
/// container with one stack per column.
public enum NavigationNode: Sendable, Equatable {
  /// A single stack.
  case stack(StackState)
  /// A tab container.
  case tabs(TabContainer)
  /// A split container: a sidebar, an optional content column and a detail column.
  case split(SplitContainer)

  /// The stack that shows when this node is on screen: the stack, the selected tab, or a
  /// split container's detail column.
  public var shownStack: StackState {
    switch self {
    case .stack(let stack): stack
    case .tabs(let tabs): tabs.selectedTab
    case .split(let split): split.detail
    }
  }

  /// The stacks directly in this node (not in layers they present).
  package var directStacks: [StackState] {
    switch self {
    case .stack(let stack): [stack]
    case .tabs(let tabs): tabs.stacks
    case .split(let split): split.columns
    }
  }

  /// The IDs of the stacks directly in this node.
  var stackIDs: [StackID] {
    switch self {
    case .stack(let stack): [stack.id]
    case .tabs(let tabs): tabs.stackIDs
    case .split(let split): split.columns.map(\.id)
    }
  }

  /// The ID of the stack that shows when this node is on screen.
  var shownStackID: StackID {
    switch self {
    case .stack(let stack): stack.id
    case .tabs(let tabs): tabs.selectedTab.id
    case .split(let split): split.detail.id
    }
  }
}

extension NavigationNode {
  /// The stack at `position` among those directly in this node (`nil` for a lone stack),
  /// or `nil` when there is none there.
  func directStack(at position: Int?) -> StackState? {
    switch (self, position) {
    case (.stack(let stack), nil): stack
    case (.tabs(let tabs), let position?): tabs.stack(at: position)
    case (.split(let split), let index?) where index >= 0 && index < split.count:
      split.stack(at: index)
    default: nil
    }
  }

  /// Puts `stack` at `position` among the stacks directly in this node (`nil` for a lone
  /// stack), which must be a position the node has.
  mutating func replaceDirectStack(at position: Int?, with stack: StackState) {
    switch (consume self, position) {
    case (.stack, nil): self = .stack(stack)
    case (.tabs(var tabs), let index?):
      tabs.modifyTab(at: index) { $0 = stack }
      self = .tabs(tabs)
    case (.split(var split), let index?):
      split.modifyColumn(at: index) { $0 = stack }
      self = .split(split)
    case (let node, _):
      self = node
      preconditionFailure("Waypoint: no stack at \(String(describing: position)) of a node")
    }
  }

  /// Whether the stack at `position` is a split container's sidebar or content column.
  func selectsOnly(at position: Int?) -> Bool {
    switch (self, position) {
    case (.split(let split), let column?): column < split.count - 1
    case (.tabs(let tabs), let position?): tabs.selectsOnly(at: position)
    default: false
    }
  }

  /// Calls `body` with each stack directly in this node and its position (`nil` for a lone
  /// stack), in order.
  func forEachDirectStack(_ body: (StackState, Int?) -> Void) {
    switch self {
    case .stack(let stack): body(stack, nil)
    case .tabs(let tabs):
      tabs.forEachStack { stack, position in body(stack, position) }
    case .split(let split):
      for position in 0..<split.count { body(split.stack(at: position), position) }
    }
  }
}
