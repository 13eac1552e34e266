import Waypoint

/// Where a link drawn in a screen pushes: the decision behind the SwiftUI adapter's
/// `RouterLink`.
///
/// A link pushes onto the stack of the screen it is drawn in, which is not always the
/// visible one: a link in a tab under a sheet belongs to the tab. A target the link names
/// wins. A screen without a handle (drawn by the app's own destinations) pushes onto the
/// stack of the container it is drawn in. With none of these, it pushes onto nothing and
/// says so.
///
/// ```swift
/// ScreenLink.push(Screen.settings, from: screen, router: nil, on: nil)
/// ```
@MainActor
public enum ScreenLink {
  /// Pushes `route` for a link drawn in `screen`, through the router's guards, as a
  /// convenience call: a failure goes to `Router.onFailure`.
  ///
  /// - Parameters:
  ///   - route: The route to push.
  ///   - screen: The screen the link is drawn in, if any.
  ///   - container: The router and stack of the container the link is drawn in, for a
  ///     screen without a handle.
  ///   - router: The router the link was given; by default the screen's.
  ///   - target: The stack the link names; by default the screen's.
  /// - Returns: The new entry's ID, or `nil` when nothing was pushed at once.
  @discardableResult
  public static func push(
    _ route: some Hashable & Sendable, from screen: ScreenHandle?,
    container: (router: Router, stack: StackID)? = nil, router: Router?, on target: StackTarget?
  ) -> EntryID? {
    guard let router = router ?? screen?.owner ?? container?.router else {
      Router.writeWarning(
        "Waypoint: a link to \(CallText.route(route)) was tapped outside every container of "
          + "a router, so it pushed nothing; draw it in a screen of a RouterStack, "
          + "RouterTabView or RouterSlideStack, or give it a router and a stack")
      return nil
    }
    if let target {
      switch target {
      case .visible: return router.push(route)
      case .stack(let id): return router.stack(id).push(route)
      }
    }
    guard let screen, screen.owner === router else {
      if let container, container.router === router {
        return router.stack(container.stack).push(route)
      }
      return router.push(route)
    }
    switch (screen.stack, screen.id) {
    case (let stack?, _), (nil, .root(let stack)):
      // A root whose stack left the tree fails as a push onto a missing stack.
      return router.stack(stack).push(route)
    case (nil, .entry(let entry)):
      // The screen has left the tree (its view is animating out): never another stack.
      router.fail(
        NavigationFailure(
          call: NavigationCall("RouterLink", arguments: [.init(value: CallText.route(route))]),
          error: LinkScreenGone(entry: entry),
          source: .user))
      return nil
    }
  }
}

/// A link was tapped in a screen that has left the tree, so it has no stack to push onto.
struct LinkScreenGone: Error, Sendable, CustomStringConvertible {
  let entry: EntryID

  var description: String {
    CallText.message(
      "the link's screen (entry \(entry)) is no longer in the tree, so the link pushed "
        + "nothing; this happens while the screen animates out")
  }
}
