/// What one tab of a ``TabContainer`` holds: a stack, or a split container (a split view
/// inside a tab, as iPad apps have).
///
/// ```swift
/// let mail = try SplitContainer(
///   sidebar: StackState(id: "mailboxes"),
///   detail: StackState(id: "message"))
/// let tabs = try TabContainer(
///   tabs: [.stack(StackState(id: "home")), .split(mail)], selected: "mailboxes")
/// let state = try NavigationState(content: .tabs(tabs))
/// state.visibleStack.id  // "message"
/// ```
public enum TabContent: Sendable, Equatable {
  /// A tab that is one stack.
  case stack(StackState)
  /// A tab that is a split container. Selecting the tab shows its detail column.
  case split(SplitContainer)

  /// The tab's ID: its stack's, or its split container's (the sidebar's).
  public var id: StackID {
    switch self {
    case .stack(let stack): stack.id
    case .split(let split): split.id
    }
  }

  /// The stack the tab shows: its stack, or its split container's detail column.
  public var shownStack: StackState {
    switch self {
    case .stack(let stack): stack
    case .split(let split): split.detail
    }
  }
}
