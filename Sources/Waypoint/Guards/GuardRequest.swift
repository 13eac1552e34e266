/// What a guard sees: the action, who asked, and the state before and after.
public struct GuardRequest: Sendable {
  /// The action being decided.
  public let action: NavigationAction
  /// Who asked for it.
  public let source: NavigationSource
  /// The state now.
  public let current: NavigationState
  /// The state the action would produce.
  public let proposed: NavigationState
  /// What the action would change.
  public let changes: NavigationChanges
  /// Whether this is the navigation a redirect kept, being resumed
  /// (``RouterGuards/resumePending()``, or the destructive button of a dialog the redirect
  /// presented): a guard that redirected it to ask the user ("Discard changes?") lets it
  /// through now.
  public var resumesPending = false

  /// Routes the action brings into the tree: pushed entries, the roots of presented
  /// layers, and the routes selected in split containers.
  public var addedRoutes: [AnyRoute] {
    var routes = changes.stacks.flatMap(\.added).map(\.route)
    for layer in changes.presented {
      for id in layer.stacks {
        if let root = proposed.stack(id)?.root { routes.append(root) }
      }
    }
    for split in changes.splits {
      if split.from.sidebarSelection != split.to.sidebarSelection,
        let route = split.to.sidebarSelection
      {
        routes.append(route)
      }
      if split.from.contentSelection != split.to.contentSelection,
        let route = split.to.contentSelection
      {
        routes.append(route)
      }
    }
    return routes
  }

  /// The route of the screen on top of the proposed state's visible stack.
  private var topRoute: AnyRoute? {
    let stack = proposed.visibleStack
    return stack.entries.last?.route ?? stack.root
  }

  /// Every route the action would bring on screen or into the tree: ``addedRoutes`` and,
  /// when the screen on top changes, the route of the screen that is then on top of the
  /// visible stack (a tab selected or a pop can reveal a screen that is already in the
  /// tree).
  public var reachedRoutes: [AnyRoute] {
    var routes = addedRoutes
    let before = current.visibleStack
    let after = proposed.visibleStack
    if before.id != after.id || before.entries.last?.id != after.entries.last?.id,
      let route = topRoute
    {
      routes.append(route)
    }
    return routes
  }

  /// The screens the action would take out of the tree: popped entries, the root screens
  /// of dismissed layers, and the first screens of split columns whose selection changed
  /// (a selection is the next column's first screen).
  public var leavingScreens: [LeavingScreen] {
    var screens = changes.stacks.flatMap { change in
      change.removed.map { LeavingScreen(route: $0.route, entry: $0.id, stack: change.stack) }
    }
    for layer in changes.dismissed {
      for id in layer.stacks {
        if let root = current.stack(id)?.root {
          screens.append(LeavingScreen(route: root, entry: nil, stack: id))
        }
      }
    }
    for split in changes.splits {
      guard let container = current.splitContainer(holding: split.container) else { continue }
      for column in container.columns.dropFirst() {
        if let root = column.root, proposed.stack(column.id)?.root != root {
          screens.append(LeavingScreen(route: root, entry: nil, stack: column.id))
        }
      }
    }
    return screens
  }
}
