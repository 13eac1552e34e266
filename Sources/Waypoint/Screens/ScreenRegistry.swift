/// What the router keeps per screen besides entry scopes: the scopes of stacks' first
/// screens and the results awaited from screens.
///
/// Both end when their screen leaves the tree. The router tells the registry of every
/// commit while it holds anything (`isTracking`), before any event observer runs: so it
/// sees commits in order, even when an observer navigates from inside an event, and a
/// router with no waits and no first-screen scopes pays one flag test per commit.
@MainActor
final class ScreenRegistry {
  private struct RootScope {
    /// The root route the stack had when the scope was made: another root is another
    /// screen.
    var route: AnyRoute?
    var scope: EntryScope
  }

  private struct Wait {
    var result: any AwaitedResult
    /// Where the screen was last seen.
    var stack: StackID
    /// For a first screen, its root route when the wait began.
    var route: AnyRoute?
  }

  private var rootScopes: [StackID: RootScope] = [:] {
    didSet { isTracking = !rootScopes.isEmpty || !waits.isEmpty }
  }
  private var waits: [ScreenID: Wait] = [:] {
    didSet { isTracking = !rootScopes.isEmpty || !waits.isEmpty }
  }
  /// Whether the router must report its commits (``committed(_:source:state:)``).
  private(set) var isTracking = false

  /// The number of first-screen scopes.
  var rootScopeCount: Int { rootScopes.count }

  // MARK: Scopes

  /// The scope of the first screen of `stack`, made on first use; a released scope when
  /// the stack is not in the tree.
  func rootScope(of stack: StackID, in router: Router) -> EntryScope {
    if let existing = rootScopes[stack] { return existing.scope }
    guard let state = router.current.stack(stack) else { return .released(.root(stack)) }
    let scope = EntryScope(screen: .root(stack))
    rootScopes[stack] = RootScope(route: state.root, scope: scope)
    return scope
  }

  // MARK: Results

  /// Whether a result from `screen` is awaited.
  func isAwaited(_ screen: ScreenID) -> Bool { waits[screen] != nil }

  /// Starts waiting for the result of `screen`, shown by `stack`.
  func expect<Value: Sendable>(
    _ type: Value.Type, from screen: ScreenID, in stack: StackID, router: Router
  ) throws(ResultError) -> PendingResult<Value> {
    guard waits[screen] == nil else { throw .alreadyAwaited(screen) }
    let pending = PendingResult<Value>(screen: screen, registry: self)
    waits[screen] = Wait(result: pending, stack: stack, route: router.current.stack(stack)?.root)
    return pending
  }

  /// Keeps `value` as the result of `screen`.
  func deliver(_ value: any Sendable, from screen: ScreenID) throws(ResultError) {
    guard let wait = waits[screen] else { throw .notAwaited(screen) }
    guard wait.result.accept(value) else {
      throw .wrongType(
        screen, expected: wait.result.expectedType, got: String(describing: type(of: value)))
    }
  }

  /// Drops the wait for `screen` without ending it (the wait ends itself).
  func forget(_ screen: ScreenID) {
    waits[screen] = nil
  }

  // MARK: Commits

  /// Ends the scopes and waits of the screens a commit took away. Called by the router for
  /// every commit while ``isTracking``, with the state after it.
  func committed(_ changes: NavigationChanges, source: NavigationSource, state: NavigationState) {
    let dismissed = Set(changes.dismissed.flatMap(\.stacks))
    guard changes.replacedTree || !dismissed.isEmpty || !changes.stacks.isEmpty else { return }

    for (id, root) in rootScopes
    where Self.rootLeft(id, route: root.route, changes: changes, dismissed: dismissed, state: state)
      != nil
    {
      rootScopes[id] = nil
      root.scope.release()
    }

    for (screen, wait) in waits {
      if source == .restoration && changes.replacedTree {
        waits[screen] = nil
        wait.result.fail(.restored(screen))
        continue
      }
      let reason: ResultError?
      switch screen {
      case .root(let id):
        reason = Self.rootLeft(
          id, route: wait.route, changes: changes, dismissed: dismissed, state: state)
      case .entry:
        guard
          changes.replacedTree || dismissed.contains(wait.stack)
            || changes.change(of: wait.stack) != nil
        else { continue }
        if let stack = state.stack(showing: screen, hint: wait.stack) {
          // Still shown; a replaced tree may have moved it to another stack.
          waits[screen]?.stack = stack
          reason = nil
        } else if changes.replacedTree {
          reason = .removed(screen)
        } else if dismissed.contains(wait.stack) {
          reason = .dismissed(screen)
        } else {
          // Popped when its stack only lost entries; replaced when it also gained some.
          reason =
            (changes.change(of: wait.stack)?.addedCount ?? 0) == 0
            ? .popped(screen) : .removed(screen)
        }
      }
      if let reason {
        waits[screen] = nil
        wait.result.screenLeft(reason)
      }
    }
  }

  /// How the first screen of `stack` left in a change, or `nil` when it is still shown.
  ///
  /// A dismissed layer takes its first screens even when the same change presents a new
  /// layer with the same stack IDs: that is a new screen.
  private static func rootLeft(
    _ stack: StackID, route: AnyRoute?, changes: NavigationChanges, dismissed: Set<StackID>,
    state: NavigationState
  ) -> ResultError? {
    let screen = ScreenID.root(stack)
    if dismissed.contains(stack) {
      return changes.replacedTree ? .removed(screen) : .dismissed(screen)
    }
    if changes.replacedTree, !state.contains(stack) || state.stack(stack)?.root != route {
      return .removed(screen)
    }
    return nil
  }
}
