/// What a link opens: the tab or stack to show, the routes to put on it, and optionally a
/// layer to present from it with its own routes.
///
/// ```swift
/// LinkTarget.tab(
///   "home", path: [Screen.profile(id: 42), Screen.post(7)],
///   presenting: .sheet(Screen.compose, path: [Screen.attachments]))
/// ```
///
/// Opening a target is one change (``action(in:)``): layers on screen are dismissed, the
/// tab is selected, the stack's path is replaced (when a path is given) and the layer
/// presented.
///
/// ``tab(_:path:presenting:)`` and ``stack(_:path:presenting:)`` always set the path, to
/// `[]` when none is given. A link that only presents a layer over what the stack shows
/// (after a restore, say) gives no path to ``init(stack:path:presenting:)``:
///
/// ```swift
/// try links.register("compose") { _ in
///   LinkTarget(stack: "inbox", presenting: .sheet(Screen.compose, id: "compose"))
/// }
/// ```
///
/// A target whose stack is a split container's (its sidebar stack's ID) reads its path as
/// the one stack the container reads as when compact: the first route is the sidebar's
/// selection, the next the content column's (in a three-column container), the rest the
/// detail column's path; a layer is presented from the detail column.
///
/// ```swift
/// // myapp://mailboxes/users/42/posts/7: the sidebar selects user 42, the content column
/// // post 7.
/// LinkTarget.stack("mailboxes", path: [Screen.user(42), Screen.post(7)])
/// ```
public struct LinkTarget: Sendable, Equatable {
  /// The tab to select or the stack to show; `nil` for the stack the root shows (the
  /// selected tab, or the root stack).
  package var stack: StackID?
  /// The routes that replace the stack's path, bottom first; `nil` keeps the path.
  package var path: [AnyRoute]?
  /// The layer to present from the stack, with its own root and path.
  package var layer: Presentation?
  /// A dialog to show on top: on the layer's stack, or on the stack when there is no
  /// layer (a state link's `dialog=<name>`).
  package var dialog: Dialog?

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - stack: The tab to select or the stack to show; `nil` for the stack the root shows.
  ///   - path: The routes that replace the stack's path; `nil`, the default, keeps the
  ///     stack's screens.
  ///   - presenting: The layer to present from the stack.
  public init(stack: StackID? = nil, path: [AnyRoute]? = nil, presenting: Presentation? = nil) {
    self.stack = stack
    self.path = path
    self.layer = presenting
  }

  /// Selects the tab `id`, sets its path to `path` and presents `presentation` from it.
  ///
  /// The path is always set: with no `path`, the tab is emptied down to its first screen.
  /// To present over the tab's screens and keep them, use
  /// `LinkTarget(stack: id, presenting: presentation)`.
  ///
  /// ```swift
  /// LinkTarget.tab("inbox", path: [Screen.post(42)])   // the inbox, showing post 42
  /// ```
  ///
  /// - Parameters:
  ///   - id: The tab.
  ///   - path: The routes that replace the tab's path, bottom first; `[]` by default.
  ///   - presentation: The layer to present from the tab.
  /// - Returns: The target.
  public static func tab(
    _ id: StackID, path: [any Hashable & Sendable] = [],
    presenting presentation: Presentation? = nil
  ) -> LinkTarget {
    LinkTarget(stack: id, path: path.map { AnyRoute($0) }, presenting: presentation)
  }

  /// Shows the stack `id` (a tab, the root stack, or a stack in a layer), sets its path to
  /// `path` and presents `presentation` from it.
  ///
  /// Like ``tab(_:path:presenting:)``, it always sets the path (`[]` by default); use
  /// ``init(stack:path:presenting:)`` to keep the stack's screens.
  ///
  /// - Parameters:
  ///   - id: The stack.
  ///   - path: The routes that replace the stack's path, bottom first; `[]` by default.
  ///   - presentation: The layer to present from the stack.
  /// - Returns: The target.
  public static func stack(
    _ id: StackID, path: [any Hashable & Sendable] = [],
    presenting presentation: Presentation? = nil
  ) -> LinkTarget {
    LinkTarget(stack: id, path: path.map { AnyRoute($0) }, presenting: presentation)
  }

  /// The one action that opens the target in `state`, a batch applied as one change:
  ///
  /// 1. dismiss the layers and close the dialogs that would cover the stack: those above
  ///    it when it is in a layer, else every layer and dialog the stacks of the tree's
  ///    content present;
  /// 2. select the stack when it is a tab that is not selected;
  /// 3. replace its path, when the target has one;
  /// 4. present the target's layer from it (a layer anchored to the first screen of a split
  ///    container, from its detail column, anchored to that column's first screen).
  ///
  /// A stack that is not in `state` makes the action fail with
  /// ``NavigationError/stackNotFound(_:existing:)`` when applied, changing nothing.
  ///
  /// - Parameter state: The state the action is applied to.
  /// - Returns: The batch that opens the target.
  public func action(in state: NavigationState) -> NavigationAction {
    let id = stack ?? state.content.shownStack.id
    var actions: [NavigationAction] = []
    let covered = { (stack: StackState) in stack.presented != nil || stack.dialog != nil }
    if state.presenterOfLayer(holding: id) != nil {
      if let stack = state.stack(id), covered(stack) {
        actions.append(.dismissLayers(above: .stack(id)))
      }
    } else {
      for shown in state.content.directStacks where covered(shown) {
        actions.append(.dismissLayers(above: .stack(shown.id)))
      }
      if let tabs = state.tabContainer(holding: id), tabs.selection != id {
        actions.append(.selectTab(id))
      }
    }
    if let split = state.splitContainer(holding: id), split.id == id {
      return .batch(actions + splitActions(split))
    }
    if let path { actions.append(.setPath(path, on: .stack(id))) }
    if let layer { actions.append(.present(layer, on: .stack(id))) }
    if let dialog { actions.append(.present(.dialog(dialog), on: dialogTarget(presenter: id))) }
    if !state.hasStack(id) {
      // Fails when applied, with the stacks that exist.
      actions.insert(.pop(0, from: .stack(id)), at: 0)
    }
    return .batch(actions)
  }

  /// Opening the target on a split container: its path is the one stack the container
  /// reads as when compact (selections, then the detail column's path).
  private func splitActions(_ split: SplitContainer) -> [NavigationAction] {
    var actions: [NavigationAction] = []
    if let path {
      let columns = split.selectionColumns
      var changed = false
      for (index, column) in columns.enumerated() {
        let wanted = index < path.count ? path[index] : nil
        // A selection already made stays (with the detail path, which `setPath` keeps in
        // place as far as it matches), unless a column before it changed, which cleared it.
        if changed || split.selection(in: column) != wanted {
          actions.append(.select(wanted, column: column, in: split.id))
          changed = true
        }
      }
      actions.append(.setPath(Array(path.dropFirst(columns.count)), on: .stack(split.detail.id)))
    }
    if var layer {
      if layer.anchor?.screen == .root(split.id) { layer.anchor?.screen = .root(split.detail.id) }
      actions.append(.present(layer, on: .stack(split.detail.id)))
    }
    if let dialog {
      actions.append(.present(.dialog(dialog), on: dialogTarget(presenter: split.detail.id)))
    }
    return actions
  }

  /// Where the target's dialog shows: on the stack its layer shows, else on `presenter`.
  private func dialogTarget(presenter: StackID) -> StackTarget {
    guard let layer else { return .stack(presenter) }
    switch layer.content {
    case .stack(let spec): return spec.id.map(StackTarget.stack) ?? .visible
    case .tabs, .split: return .visible
    case .dialog: return .stack(presenter)
    }
  }
}
