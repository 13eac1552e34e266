import Waypoint

extension NavigationTest {
  /// The stacks whose events a test asserts: all of them, or only some.
  ///
  /// ```swift
  /// // Asserts what happens in the compose sheet; events of the tabs under it are ignored.
  /// let test = NavigationTest(router, stacks: .only(["compose"]))
  /// ```
  ///
  /// With ``only(_:)``, an event that touches none of the stacks is ignored: it is never
  /// asserted, skipped or listed. An event *touches* a stack when:
  ///
  /// - it pushed or popped entries of the stack;
  /// - it presented or dismissed a layer (or a dialog) the stack presents, or a layer that
  ///   holds the stack;
  /// - it selected the stack as a tab, or another tab of a container where the stack was
  ///   or became the selected tab;
  /// - it changed the selections, layout or detents of a split container or sheet that
  ///   holds the stack;
  /// - its action targets the stack: names it (`.push(routes, on: "compose")`,
  ///   `.dismissLayer(holding: "compose")`, a presentation whose stack has its ID, any action
  ///   of a batch), or targets the visible stack (`.visible`, `.dismissTop`) in an event
  ///   that changed nothing (a denial, a redirect) while the stack was the visible one;
  /// - it replaced the whole tree (`.replaceState`, a restoration): that touches every stack.
  public enum StackSelection: Sendable, Equatable {
    /// Every event is asserted.
    case all
    /// Only events that touch one of these stacks are asserted.
    case only(Set<StackID>)

    /// Whether the test asserts `event`: whether the event touches one of the selected
    /// stacks.
    func includes(_ event: NavigationEvent) -> Bool {
      guard case .only(let stacks) = self else { return true }
      let changes = event.changes
      if changes.replacedTree { return true }
      if changes.stacks.contains(where: { stacks.contains($0.stack) }) { return true }
      for layer in changes.presented + changes.dismissed
      where stacks.contains(layer.presenter) || layer.stacks.contains(where: stacks.contains) {
        return true
      }
      for selection in changes.selections
      where stacks.contains(selection.from) || stacks.contains(selection.to) {
        return true
      }
      for split in changes.splits
      where Self.columns(of: split.container, in: event.state).contains(where: stacks.contains) {
        return true
      }
      if changes.detents.contains(where: { stacks.contains($0.layer) }) { return true }
      let visible = event.kind == .committed ? nil : event.state.visibleStack.id
      return Self.targets(of: event.action, in: event.state).contains { target in
        switch target {
        case .all: true
        case .visible: visible.map(stacks.contains) ?? false
        case .stack(let id): stacks.contains(id)
        }
      }
    }

    /// What an action names: stacks, the visible stack, or the whole tree.
    private enum Target {
      case all, visible
      case stack(StackID)

      init(_ target: StackTarget) {
        switch target {
        case .visible: self = .visible
        case .stack(let id): self = .stack(id)
        }
      }
    }

    /// The stacks `action` names, with the stacks of the split containers it names in
    /// `state`.
    private static func targets(of action: NavigationAction, in state: NavigationState) -> [Target]
    {
      switch action {
      case .push(_, let target), .pop(_, let target), .popTo(_, let target),
        .popToRoot(let target), .setPath(_, let target), .dismissLayers(let target),
        .answerDialog(_, _, let target), .dismissDialog(let target):
        return [Target(target)]
      case .present(let presentation, let target):
        return [Target(target)] + presentedStacks(presentation).map(Target.stack)
      case .dismissTop:
        return [.visible]
      case .dismissLayer(let id), .selectDetent(_, let id), .selectTab(let id):
        return [.stack(id)]
      case .select(_, _, let id), .selectDefault(_, _, let id), .setColumnVisibility(_, let id),
        .setPreferredCompactColumn(_, let id):
        return [.stack(id)] + columns(of: id, in: state).map(Target.stack)
      case .replaceState:
        return [.all]
      case .batch(let actions):
        return actions.flatMap { targets(of: $0, in: state) }
      }
    }

    /// The IDs of the stacks a presentation names.
    private static func presentedStacks(_ presentation: Presentation) -> [StackID] {
      switch presentation.content {
      case .stack(let spec): spec.id.map { [$0] } ?? []
      case .tabs(let specs, _): specs.compactMap(\.id)
      case .split(let split):
        [split.sidebar.id] + (split.content.map { [$0.id] } ?? []) + [split.detail.id]
      case .dialog: []
      }
    }

    /// The columns of the split container that has a column `id` in `state`, if any.
    private static func columns(of id: StackID, in state: NavigationState) -> [StackID] {
      guard let split = state.splitContainer(holding: id) else { return [] }
      return [split.sidebar.id] + (split.content.map { [$0.id] } ?? []) + [split.detail.id]
    }
  }
}
