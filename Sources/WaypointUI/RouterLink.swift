import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// A button that pushes a route through the router: the `NavigationLink(value:)` of a
/// ``RouterStack``.
///
/// ```swift
/// RouterLink(router, Screen.profile) {
///   Text("Profile")
/// }
/// ```
///
/// It pushes on the visible stack unless given another, through the router's guards, with
/// the router's convenience call (`Router.push(_:)`, `StackHandle.push(_:)`); a failure (a
/// stack that is not in the tree, a guard's refusal) changes nothing and is reported
/// (`Router.onFailure`).
@MainActor
public struct RouterLink<Route: Hashable & Sendable, Label: View>: View {
  private let router: Router
  private let route: Route
  private let target: StackTarget
  private let label: Label

  /// Creates a link.
  ///
  /// - Parameters:
  ///   - router: The router to push with.
  ///   - route: The route to push.
  ///   - target: The stack to push on; the visible one by default.
  ///   - label: What the button shows.
  public init(
    _ router: Router, _ route: Route, on target: StackTarget = .visible,
    @ViewBuilder label: () -> Label
  ) {
    self.router = router
    self.route = route
    self.target = target
    self.label = label()
  }

  /// The content and behavior of the view.
  public var body: some View {
    Button {
      switch target {
      case .visible: router.push(route)
      case .stack(let id): router.stack(id).push(route)
      }
    } label: {
      label
    }
  }
}
