import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

extension View {
  /// Draws the routes of type `Route` pushed on a ``RouterStack``, including those a
  /// `NavigationLink(value:)` pushes: the `navigationDestination(for:destination:)` of a
  /// router's stack.
  ///
  /// ```swift
  /// RouterStack(router) {
  ///   List(items) { item in
  ///     NavigationLink(item.title, value: Screen.detail(item.id))
  ///   }
  ///   .routeDestination(for: Screen.self) { screen in
  ///     ScreenView(screen)
  ///   }
  /// }
  /// ```
  ///
  /// A `NavigationLink(value:)` keeps its native look (the chevron, the row style, its
  /// accessibility), and its tap is a push from the user through the router: the guards
  /// decide it, the engine gives the entry its ID, and a refused push is drawn back. SwiftUI
  /// says only that the path grew; the route reaches the router when this destination
  /// appears for it (`PlatformPushes` decides what it means). A stack whose paths grow without
  /// any `routeDestination` draws the longer path back and hands a failure to `Router.onFailure`
  /// (`Router.onFailure`), since the router cannot read the value.
  ///
  /// Use it where you would use `navigationDestination(for:destination:)`, once per route
  /// type, inside the stack.
  ///
  /// The screens it draws get no screen handle (`EnvironmentValues.navigationScreen` is
  /// `nil`, and a ``ScreenModel`` read there lives only as long as the view): SwiftUI draws a
  /// link's screen before the router has pushed its entry, and gives it only the route. For
  /// screens with handles, give the stack a `destination` closure as well: then this
  /// modifier's screen is a stand-in, shown until the router has pushed the entry, and from
  /// then on the stack draws the entry through its `destination` closure, with its handle:
  ///
  /// ```swift
  /// RouterStack(router) {
  ///   List(items) { item in
  ///     NavigationLink(item.title, value: Screen.detail(item.id))
  ///   }
  ///   .routeDestination(for: Screen.self) { _ in
  ///     EmptyView()   // until the router has pushed the entry
  ///   }
  /// } destination: { entry in
  ///   ScreenView(entry)   // with its handle
  /// }
  /// ```
  ///
  /// Or push with ``RouterLink``, which needs no `routeDestination`: its entry exists before
  /// its screen is drawn.
  ///
  /// - Parameters:
  ///   - type: The type of the routes to draw.
  ///   - destination: The screen of a route.
  /// - Returns: A view that draws `Route` values pushed on its stack.
  @MainActor
  public func routeDestination<Route: Hashable & Sendable, Content: View>(
    for type: Route.Type, @ViewBuilder destination: @escaping (Route) -> Content
  ) -> some View {
    RouteDestinations(content: self, destination: destination)
  }
}

/// The view `routeDestination(for:destination:)` makes.
@MainActor
struct RouteDestinations<Base: View, Route: Hashable & Sendable, Content: View>: View {
  let content: Base
  let destination: (Route) -> Content
  @Environment(\.stackLinks) private var links

  var body: some View {
    content
      .navigationDestination(for: Route.self) { route in
        RouteDestinationScreen(route: route, content: destination(route))
      }
      .onAppear { links?.pushes.namesRoutes = true }
  }
}

/// One screen drawn by `routeDestination(for:destination:)`: it names its route when it
/// appears, which is how a screen a link pushed reaches the router.
@MainActor
struct RouteDestinationScreen<Route: Hashable & Sendable, Content: View>: View {
  let route: Route
  let content: Content
  @Environment(\.stackLinks) private var links

  var body: some View {
    content
      .onAppear { links?.destinationAppeared(AnyRoute(route)) }
  }
}

/// What a ``RouterStack`` keeps about the path SwiftUI wrote: the screens a link pushed that
/// the router has not named yet, and that path, which the stack shows until then.
@MainActor
final class StackLinks {
  let pushes: PlatformPushes
  /// Draws the stack again from the router's state.
  var resync: @MainActor () -> Void = {}
  /// The last path SwiftUI wrote that was longer than the router's.
  private var written: NavigationPath?

  init(router: Router, stack: StackID) {
    pushes = PlatformPushes(router: router, stack: stack)
  }

  /// The path to show: SwiftUI's own while a link's screen is unnamed, else `routed`.
  func path(_ routed: NavigationPath) -> NavigationPath {
    if pushes.unnamed > 0, let written { return written }
    return routed
  }

  /// Takes a path SwiftUI wrote.
  func write(_ path: NavigationPath) {
    written = path
    pushes.pathWritten(count: path.count, resync: resync)
    if pushes.unnamed == 0 { written = nil }
  }

  func destinationAppeared(_ route: AnyRoute) {
    pushes.destinationAppeared(route, resync: resync)
    if pushes.unnamed == 0 { written = nil }
  }
}

extension EnvironmentValues {
  /// The links of the ``RouterStack`` a view is in.
  var stackLinks: StackLinks? {
    get { self[StackLinksKey.self] }
    set { self[StackLinksKey.self] = newValue }
  }
}

private struct StackLinksKey: EnvironmentKey {
  static var defaultValue: StackLinks? { nil }
}
