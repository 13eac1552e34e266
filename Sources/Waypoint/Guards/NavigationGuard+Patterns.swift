extension NavigationGuard {
  /// Sends the user to log in before any screen that needs it, then on to that screen.
  ///
  /// While `isLoggedIn()` is false, an action from any source that would bring a route for
  /// which `requiresLogin` is true into the tree or on screen is redirected: `login` is
  /// presented instead and the action is kept as the router's
  /// ``RouterGuards/pending``. When the user has logged in, call
  /// ``RouterGuards/resumePending()``: it dismisses the login layer and applies the
  /// action, as one change. If the login layer is dismissed instead, the pending action
  /// is dropped. While the login layer is up, further actions that need a login are
  /// denied.
  ///
  /// ```swift
  /// router.guards.add(.authentication(
  ///   isLoggedIn: { session.user != nil },
  ///   requiresLogin: { $0.value(as: Screen.self) == .account },
  ///   login: .sheet(Screen.login, id: "login")))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The guard's name.
  ///   - isLoggedIn: Whether a user is logged in now.
  ///   - requiresLogin: Whether a route needs a logged-in user.
  ///   - login: The login flow to present. Give its stack an ID so the guard can tell
  ///     that it is already up.
  public static func authentication(
    name: String = "authentication", isLoggedIn: @escaping () -> Bool,
    requiresLogin: @escaping (AnyRoute) -> Bool, login: Presentation
  ) -> NavigationGuard {
    NavigationGuard(name) { request in
      guard !isLoggedIn(), let route = request.reachedRoutes.first(where: requiresLogin) else {
        return .allow
      }
      if case .stack(let spec) = login.content, let id = spec.id,
        request.current.hasStack(id)
      {
        return .deny(reason: "\(route) needs a logged-in user; log in first")
      }
      return .redirect(.present(login), keepsPending: true)
    }
  }

  /// Asks before a screen with unsaved changes leaves: a pop, a dismissed layer, a
  /// replaced path, a reset tab — including a swipe back or a swipe down reported by the
  /// host, which the host puts back when the answer is no.
  ///
  /// ```swift
  /// router.guards.add(.unsavedChanges(
  ///   hasUnsavedChanges: { editor.isDirty(screen: $0) },
  ///   confirm: { screen in await alerts.confirmDiscard() }))
  /// ```
  ///
  /// The guard is asynchronous only for actions that remove a screen with unsaved
  /// changes; everything else passes it synchronously.
  ///
  /// - Parameters:
  ///   - name: The guard's name.
  ///   - hasUnsavedChanges: Whether a screen has changes that leaving would lose.
  ///   - confirm: Asks whether to leave anyway; `true` leaves.
  public static func unsavedChanges(
    name: String = "unsaved changes", hasUnsavedChanges: @escaping (LeavingScreen) -> Bool,
    confirm: @escaping (LeavingScreen) async -> Bool
  ) -> NavigationGuard {
    .async(name) { request in
      request.leavingScreens.contains(where: hasUnsavedChanges)
    } decide: { request in
      for screen in request.leavingScreens where hasUnsavedChanges(screen) {
        guard await confirm(screen) else {
          return .deny(reason: "\(screen.route) has unsaved changes")
        }
      }
      return .allow
    }
  }

  /// Turns routes off: an action that brings a disabled route into the tree is redirected
  /// to the same action with that route replaced by its fallback, or denied when there is
  /// none.
  ///
  /// ```swift
  /// router.guards.add(.featureFlags(
  ///   isEnabled: { $0.value(as: Screen.self) != .newCheckout || flags.newCheckout },
  ///   fallback: { _ in AnyRoute(Screen.checkout) }))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The guard's name.
  ///   - isEnabled: Whether a route is turned on.
  ///   - fallback: The route to show instead of a disabled one, or `nil` to deny.
  public static func featureFlags(
    name: String = "feature flags", isEnabled: @escaping (AnyRoute) -> Bool,
    fallback: @escaping (AnyRoute) -> AnyRoute?
  ) -> NavigationGuard {
    NavigationGuard(name) { request in
      let disabled = request.addedRoutes.filter { !isEnabled($0) }
      guard let first = disabled.first else { return .allow }
      guard disabled.allSatisfy({ fallback($0) != nil }) else {
        return .deny(reason: "\(first) is turned off")
      }
      return .redirect(
        request.action.mappingEveryRoute { isEnabled($0) ? $0 : fallback($0) ?? $0 })
    }
  }
}

extension NavigationAction {

  /// The same action with every route it brings in passed through `transform`: pushed
  /// routes, paths, presented roots, and the routes of a replacement tree.
  package func mappingEveryRoute(_ transform: (AnyRoute) -> AnyRoute) -> NavigationAction {
    switch self {
    case .push(let routes, let target):
      .push(routes.map(transform), on: target)
    case .setPath(let routes, let target):
      .setPath(routes.map(transform), on: target)
    case .present(var presentation, let target):
      {
        func map(_ spec: StackSpec) -> StackSpec {
          StackSpec(
            id: spec.id, root: spec.root.map(transform),
            path: spec.path.map(transform))
        }
        switch presentation.content {
        case .stack(let spec): presentation.content = .stack(map(spec))
        case .tabs(let specs, let selected):
          presentation.content = .tabs(specs.map(map), selected: selected)
        case .split(var split):
          split.mapColumns { column in
            StackState(
              id: column.id, root: column.root.map(transform),
              entries: EntryList(
                column.entries.map { Entry(id: $0.id, route: transform($0.route)) }))
          }
          presentation.content = .split(split)
        case .dialog:
          break
        }
        return .present(presentation, on: target)
      }()
    case .replaceState(let state):
      .replaceState(state.mappingEveryRoute(transform))
    case .batch(let actions):
      .batch(actions.map { $0.mappingEveryRoute(transform) })
    case .select(let route, let column, let container):
      .select(route.map(transform), column: column, in: container)
    case .selectDefault(let route, let column, let container):
      .selectDefault(transform(route), column: column, in: container)
    case .pop, .popTo, .popToRoot, .dismissTop, .dismissLayer, .dismissLayers,
      .selectTab, .setColumnVisibility, .setPreferredCompactColumn, .answerDialog,
      .dismissDialog, .selectDetent:
      self
    }
  }
}

extension NavigationState {

  /// The same tree with every route (stack roots and entries) passed through `transform`;
  /// entry IDs stay.
  package func mappingEveryRoute(_ transform: (AnyRoute) -> AnyRoute) -> NavigationState {
    mapping(root: transform) { Entry(id: $0.id, route: transform($0.route)) }
  }
}
