import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// A button that pushes a route through the router onto the stack of the screen it is drawn
/// in.
///
/// ```swift
/// struct ProfileRow: View {
///   var body: some View {
///     RouterLink(Screen.profile) {   // the router and the stack come from the screen
///       Text("Profile")
///     }
///   }
/// }
/// ```
///
/// There are two initializers: ``init(_:on:label:)`` takes the router from the
/// environment, and ``init(_:_:on:label:)`` takes a router you pass, for a view that is not
/// inside one of the router's containers.
///
/// The link takes its router and its stack from the screen it is in
/// (`EnvironmentValues.navigationScreen`, which every container of the router sets): a link
/// in a tab pushes onto that tab's stack even while a sheet is presented above it. It pushes
/// through the router's guards; a failure (a screen that left the tree, a guard's refusal)
/// changes nothing and goes to `Router.onFailure`. A link drawn outside every
/// container of a router has nothing to push onto: its tap writes a warning in debug builds.
///
/// To push onto another stack, name it: `RouterLink(Screen.profile, on: .stack("settings"))`.
///
/// Unlike `NavigationLink(value:)`, it needs no `routeDestination(for:destination:)`, and it
/// works in a ``RouterSlideStack``, where `NavigationLink(value:)` does nothing. The entry
/// exists before its screen is drawn, so a container's `destination` closure draws that
/// screen with its own handle.
@MainActor
public struct RouterLink<Route: Hashable & Sendable, Label: View>: View {
  private let router: Router?
  private let route: Route
  private let target: StackTarget?
  private let label: Label
  @Environment(\.navigationScreen) private var screen
  /// The links of the ``RouterStack`` the link is drawn in, which know its stack.
  @Environment(\.stackLinks) private var stackLinks

  /// Creates a link that pushes onto the stack of the screen it is drawn in, or onto
  /// `target`, with the router of the container it is drawn in.
  ///
  /// ```swift
  /// RouterLink(Screen.settings, on: .stack("settings")) {
  ///   Label("Settings", systemImage: "gear")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - route: The route to push.
  ///   - target: The stack to push on; by default the stack of the screen the link is in.
  ///   - label: What the button shows.
  public init(_ route: Route, on target: StackTarget? = nil, @ViewBuilder label: () -> Label) {
    self.router = nil
    self.route = route
    self.target = target
    self.label = label()
  }

  /// Creates a link that pushes with `router`, for a view outside the router's containers
  /// (or one that uses another router than its container's).
  ///
  /// ```swift
  /// RouterLink(router, Screen.profile) {
  ///   Text("Profile")
  /// }
  /// ```
  ///
  /// Without `target`, it still pushes onto the stack of the screen it is drawn in when it
  /// is in one of `router`'s containers, else onto `router`'s visible stack.
  ///
  /// - Parameters:
  ///   - router: The router to push with.
  ///   - route: The route to push.
  ///   - target: The stack to push on; by default the stack of the screen the link is in.
  ///   - label: What the button shows.
  public init(
    _ router: Router, _ route: Route, on target: StackTarget? = nil,
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
      ScreenLink.push(
        route, from: screen, container: stackLinks.map { ($0.pushes.router, $0.pushes.stack) },
        router: router, on: target)
    } label: {
      label
    }
  }
}
