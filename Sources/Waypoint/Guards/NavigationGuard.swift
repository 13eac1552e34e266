/// A check that every navigation passes before it changes anything: allow it, deny it
/// with a reason, or redirect it to other actions.
///
/// Register guards on the router with ``RouterGuards/add(_:)``. They run in registration
/// order for every action from every source (the app, the user, deep links, restoration),
/// and the first answer that is not ``GuardDecision/allow`` decides. A guard sees the
/// action, its source, the current state and the state the action would produce.
///
/// ```swift
/// router.guards.add(NavigationGuard("beta") { request in
///   request.addedRoutes.contains(AnyRoute(Screen.beta)) ? .deny(reason: "beta is closed") : .allow
/// })
/// ```
///
/// A guard is synchronous, or asynchronous with a synchronous filter (``async(_:when:decide:)``)
/// that says whether it has anything to decide. See <doc:GuardsAndRedirects> for the policy while an
/// asynchronous guard decides.
@MainActor
public struct NavigationGuard {
  /// The guard's name, used in denials and events.
  public let name: String
  let body: Body

  enum Body {
    case sync((GuardRequest) -> GuardDecision)
    case async(when: (GuardRequest) -> Bool, decide: (GuardRequest) async -> GuardDecision)
  }

  /// A synchronous guard.
  ///
  /// - Parameters:
  ///   - name: The guard's name, used in denials and events.
  ///   - decide: Returns the decision for a request.
  public init(_ name: String, decide: @escaping (GuardRequest) -> GuardDecision) {
    self.name = name
    self.body = .sync(decide)
  }

  /// An asynchronous guard: `when` says synchronously whether it has anything to decide,
  /// `decide` then answers, for example after asking the user.
  ///
  /// Actions for which `when` is false pass this guard synchronously, so
  /// ``Router/send(_:source:)`` stays synchronous for them.
  public static func async(
    _ name: String, when applies: @escaping (GuardRequest) -> Bool,
    decide: @escaping (GuardRequest) async -> GuardDecision
  ) -> NavigationGuard {
    NavigationGuard(name: name, body: .async(when: applies, decide: decide))
  }

  private init(name: String, body: Body) {
    self.name = name
    self.body = body
  }
}

/// A guard's answer.
public enum GuardDecision: Sendable, Equatable {
  /// Let the action through (to the next guard, then to the tree).
  case allow
  /// Refuse it; nothing changes and the caller gets ``NavigationError/denied(guard:reason:)``.
  case deny(reason: String)
  /// Apply `action` instead, as its own change that passes the guards too. With
  /// `keepsPending`, the original action is kept as the router's
  /// ``RouterGuards/pending`` until the layer the redirect presents is dismissed, or the
  /// app resumes it with ``RouterGuards/resumePending()``; by default it is dropped.
  case redirect(NavigationAction, keepsPending: Bool = false)
}

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

  /// Routes the action brings into the tree: pushed entries and the roots of presented
  /// layers.
  public var addedRoutes: [AnyRoute] {
    var routes = changes.addedEntries.map(\.route)
    for layer in changes.presented {
      for id in layer.stacks {
        if let root = proposed.stack(id)?.root { routes.append(root) }
      }
    }
    return routes
  }

  /// The route of the screen that would be on top after the action: the visible stack's
  /// top entry, else its root.
  public var visibleRoute: AnyRoute? {
    let stack = proposed.visibleStack
    return stack.entries.last?.route ?? stack.root
  }

  /// Every route the action would bring on screen or into the tree: ``addedRoutes`` and,
  /// when the screen on top changes, ``visibleRoute`` (a tab selected or a pop can reveal
  /// a screen that is already in the tree).
  public var reachedRoutes: [AnyRoute] {
    var routes = addedRoutes
    let before = current.visibleStack
    let after = proposed.visibleStack
    if before.id != after.id || before.entries.last?.id != after.entries.last?.id,
      let route = visibleRoute
    {
      routes.append(route)
    }
    return routes
  }

  /// The screens the action would take out of the tree: popped entries and the root
  /// screens of dismissed layers.
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
    return screens
  }
}

/// A screen an action would take out of the tree.
public struct LeavingScreen: Sendable, Equatable {
  /// The screen's route.
  public let route: AnyRoute
  /// The screen's entry, or `nil` for the root screen of a dismissed layer.
  public let entry: EntryID?
  /// The stack the screen is on.
  public let stack: StackID
}

/// A navigation kept for later by a redirect: for example the screen a user asked for
/// before being sent to log in.
public struct PendingNavigation: Sendable, Equatable {
  /// The original action.
  public let action: NavigationAction
  /// Who asked for it.
  public let source: NavigationSource
  /// The stack of the layer the redirect presented; the pending navigation is dropped
  /// when it leaves the tree, or `nil` when the redirect presented nothing.
  public let holder: StackID?
  /// The guard that redirected.
  public let guardName: String
  /// The router's event sequence number when the guard kept it: tells this pending
  /// navigation from one kept later for the same action.
  let keptAt: Int
}

/// What the router does with a navigation that starts while an asynchronous guard is
/// still deciding an earlier one.
public enum GuardPolicy: Sendable, Equatable {
  /// The newer navigation cancels the older, which changes nothing and throws
  /// ``NavigationError/cancelled``. The default.
  case latestWins
  /// The newer navigation waits until the older one is decided and applied. Give the
  /// router a guard timeout (``RouterGuards/timeout``) with this policy: otherwise a guard
  /// that never answers holds every later navigation.
  case queue
}

/// A registered guard; pass it to ``RouterGuards/remove(_:)`` to remove the guard.
public struct GuardRegistration: Hashable, Sendable {
  let id: Int
}
