import Waypoint

/// The screens a platform's navigation container pushed on one stack by itself, until the
/// views that draw them name their routes; then each is a push from the user, through the
/// router.
///
/// SwiftUI's `NavigationLink(value:)` appends its value to the stack's path and writes the
/// path back, and a `NavigationPath` says only how long it is. The value reaches the host
/// when the destination view drawn for it appears. So a host reports every path the
/// platform writes (``pathWritten(count:resync:)``), which counts the screens the router
/// never pushed, and reports the route of every destination that appears
/// (``destinationAppeared(_:resync:)``), which turns the first screen still unnamed into
/// ``UserInput/pathPushed(stack:keeping:routes:)``: the guards decide it, the engine gives
/// the entry its ID, and a refused push is drawn back with `resync`.
///
/// ```swift
/// let pushes = PlatformPushes(router: router, stack: "main", namesRoutes: true)
/// pushes.pathWritten(count: router.depth + 1) {}   // a link was tapped
/// pushes.destinationAppeared(AnyRoute(Screen.profile)) {}
/// router.depth                                      // one more, with source .user
/// ```
///
/// A stack whose destinations cannot name routes (``namesRoutes`` is `false`) draws a
/// longer path back at once and hands a `NavigationFailure` to `Router.onFailure`, so
/// a link that cannot work is never silently ignored.
@MainActor
public final class PlatformPushes {
  /// The router that owns the stack.
  public let router: Router
  /// The stack whose path the platform writes.
  public let stack: StackID
  /// Whether a destination of this stack reports the routes it draws; when it is `false`, a
  /// screen the platform pushes can never be named.
  public var namesRoutes: Bool
  /// How many screens the platform pushed above the router's entries that no destination
  /// named yet.
  public private(set) var unnamed = 0

  /// Creates the count for one stack.
  ///
  /// - Parameters:
  ///   - router: The router that owns the stack.
  ///   - stack: The stack whose path the platform writes.
  ///   - namesRoutes: Whether a destination of this stack reports the routes it draws.
  public init(router: Router, stack: StackID, namesRoutes: Bool = false) {
    self.router = router
    self.stack = stack
    self.namesRoutes = namesRoutes
  }

  /// Takes a path the platform wrote: `count` screens above the stack's root.
  ///
  /// A shorter path than the router's is the user going back
  /// (``UserInput/pathChanged(stack:count:)``); a longer one holds screens the platform
  /// pushed, counted until their destinations name them, or drawn back and reported when
  /// none can.
  ///
  /// - Parameters:
  ///   - count: The number of screens in the path the platform wrote.
  ///   - resync: Draws the stack again from the router's state.
  public func pathWritten(count: Int, resync: @escaping @MainActor () -> Void) {
    let depth = router.stack(stack).state?.depth ?? 0
    guard count > depth else {
      unnamed = 0
      router.report(.pathChanged(stack: stack, count: count), resync: resync)
      return
    }
    guard namesRoutes else {
      unnamed = 0
      router.fail(
        NavigationFailure(
          call: Router.reportCall(.pathChanged(stack: stack, count: count)),
          error: UnnamedPushError(stack: stack, count: count - depth), source: .user))
      resync()
      return
    }
    unnamed = count - depth
  }

  /// Takes the route of a destination that appeared: when the platform pushed a screen the
  /// router has not named yet, pushes `route` through the router as the user's push.
  ///
  /// A destination that appears for an entry the router pushed (nothing unnamed) changes
  /// nothing.
  ///
  /// - Parameters:
  ///   - route: The route the destination draws.
  ///   - resync: Draws the stack again from the router's state, when the push is refused.
  /// - Returns: Whether the route was pushed at once.
  @discardableResult
  public func destinationAppeared(_ route: AnyRoute, resync: @escaping @MainActor () -> Void)
    -> Bool
  {
    guard unnamed > 0, let depth = router.stack(stack).state?.depth else { return false }
    unnamed -= 1
    return router.report(
      .pathPushed(stack: stack, keeping: depth, routes: [route]), resync: resync)
  }
}
