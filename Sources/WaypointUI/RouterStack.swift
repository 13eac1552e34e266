import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// A `NavigationStack` bound to one stack of a `Router`, which it also places
/// in the environment.
///
/// The stack's routes become the `NavigationStack`'s path, each with its own type, so the
/// native `navigationDestination(for:)` modifier draws them:
///
/// ```swift
/// RouterStack(router) {
///   HomeScreen()
///     .navigationDestination(for: Screen.self) { screen in
///       ScreenView(screen)
///     }
/// }
/// ```
///
/// Any screen reads the router with `@Environment(Router.self)` and navigates with it.
/// The system back button, the swipe back and the back button's menu update the engine at
/// once, as one change with source `NavigationSource.user`; pushing or popping
/// several screens from code is one change too, and one update of the stack.
///
/// The layers the stack presents are shown as sheets and full-screen covers (sheets on
/// macOS), each hosting a `RouterStack` of its own for the layer's stack, so that stack can
/// be targeted from anywhere by its ID. `layer` draws a layer's first screen; give it the
/// `navigationDestination` modifiers of the screens the layer can push, since each
/// `NavigationStack` has its own. Swiping a sheet down dismisses its layer in the engine at
/// once, and dismissing several layers from code dismisses their sheets together.
///
/// A layer holding a tab container shows its selected tab's stack.
///
/// Push with the router rather than with `NavigationLink(value:)`: the engine gives each
/// entry its identity, and a link's value cannot be read back from a `NavigationPath`, so
/// such a push is undone. ``RouterLink`` is a link that pushes through the router.
///
/// ### Screens that reach their entry
///
/// SwiftUI gives a `navigationDestination(for:)` closure only the route, and two entries
/// with equal routes cannot be told apart by it. To give every screen its own
/// `EnvironmentValues.navigationScreen` (its entry, its scope, its result, and
/// ``ScreenModel``), draw the stack's entries through the `destination` closure instead;
/// the first screen gets its handle too, and so does each layer's first screen:
///
/// ```swift
/// RouterStack(router) {
///   HomeScreen()
/// } destination: { entry in
///   if let screen = entry.route(as: Screen.self) { ScreenView(screen) }
/// }
/// ```
///
/// Such a stack pushes its own values (each carrying its entry's ID), so your
/// `navigationDestination(for:)` modifiers are not consulted for its entries.
@MainActor
public struct RouterStack<Root: View, Destination: View, Layer: View>: View {
  private let router: Router
  private let id: StackID
  private let root: Root
  /// Draws each entry, or `nil` when the app's own `navigationDestination`s do.
  private let destination: ((Entry) -> Destination)?
  private let layer: (HostedLayer) -> Layer
  /// Bumped when the router refused what the user did, to draw the stack again from the
  /// router's state.
  @State private var resyncs = 0

  /// Creates a stack view.
  ///
  /// - Parameters:
  ///   - router: The router that owns the stack.
  ///   - id: The stack's ID; `main` is the stack of a router made with no state.
  ///   - root: The stack's first screen, with the `navigationDestination` modifiers of the
  ///     screens it can push.
  ///   - layer: The first screen of a layer this stack presents.
  public init(
    _ router: Router, stack id: StackID = "main", @ViewBuilder root: () -> Root,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) where Destination == Never {
    self.init(router: router, id: id, root: root(), destination: nil, layer: layer)
  }

  /// Creates a stack view that draws its entries itself, each with its own
  /// `EnvironmentValues.navigationScreen`.
  ///
  /// - Parameters:
  ///   - router: The router that owns the stack.
  ///   - id: The stack's ID; `main` is the stack of a router made with no state.
  ///   - root: The stack's first screen.
  ///   - destination: The screen of a pushed entry; read its route with
  ///     `Entry.route(as:)`. Layers this stack presents draw theirs with it too.
  ///   - layer: The first screen of a layer this stack presents.
  public init(
    _ router: Router, stack id: StackID = "main", @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) {
    self.init(router: router, id: id, root: root(), destination: destination, layer: layer)
  }

  init(
    router: Router, id: StackID, root: Root, destination: ((Entry) -> Destination)?,
    layer: @escaping (HostedLayer) -> Layer
  ) {
    self.router = router
    self.id = id
    self.root = root
    self.destination = destination
    self.layer = layer
  }

  /// The content and behavior of the view.
  public var body: some View {
    let _ = resyncs
    let bridge = StackBridge(router: router, id: id) { resyncs += 1 }
    NavigationStack(path: path(bridge)) {
      root
        .environment(\.navigationScreen, destination.map { _ in screen(.root(id)) })
        .navigationDestination(for: StackPathEntry.self) { [destination] item in
          destination?(item.entry)
            .environment(\.navigationScreen, screen(.entry(item.entry.id)))
        }
    }
    // Screens drawn by the app's own destinations must not inherit another screen's handle.
    .environment(\.navigationScreen, nil)
    .presentingLayers(of: bridge) { [router, destination, layer] hosted in
      LayerStack(router: router, hosted: hosted, destination: destination, layer: layer)
    }
    .environment(router)
  }

  /// The path binding: the routes themselves for the app's `navigationDestination`s, or
  /// one value per entry when ``destination`` draws them.
  private func path(_ bridge: StackBridge) -> Binding<NavigationPath> {
    guard destination != nil else { return Bindable(bridge).path }
    return Bindable(EntryPathBridge(router: router, id: id) { resyncs += 1 }).path
  }

  private func screen(_ id: ScreenID) -> ScreenHandle {
    ScreenHandle(router: router, id: id, stack: self.id)
  }
}

extension RouterStack where Layer == EmptyView {
  /// Creates a stack view for a stack that presents no layers.
  ///
  /// - Parameters:
  ///   - router: The router that owns the stack.
  ///   - id: The stack's ID; `main` is the stack of a router made with no state.
  ///   - root: The stack's first screen, with the `navigationDestination` modifiers of the
  ///     screens it can push.
  public init(_ router: Router, stack id: StackID = "main", @ViewBuilder root: () -> Root)
  where Destination == Never {
    self.init(router, stack: id, root: root) { _ in EmptyView() }
  }

  /// Creates a stack view that draws its entries itself and presents no layers.
  ///
  /// - Parameters:
  ///   - router: The router that owns the stack.
  ///   - id: The stack's ID; `main` is the stack of a router made with no state.
  ///   - root: The stack's first screen.
  ///   - destination: The screen of a pushed entry, with its own
  ///     `EnvironmentValues.navigationScreen`.
  public init(
    _ router: Router, stack id: StackID = "main", @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Entry) -> Destination
  ) {
    self.init(router, stack: id, root: root, destination: destination) { _ in EmptyView() }
  }
}

/// The stack of a presented layer: a ``RouterStack`` whose first screen is the layer's.
///
/// A separate type (not an opaque one) so that stacks can present stacks to any depth.
@MainActor
struct LayerStack<Destination: View, Layer: View>: View {
  let router: Router
  let hosted: HostedLayer
  let destination: ((Entry) -> Destination)?
  let layer: (HostedLayer) -> Layer

  var body: RouterStack<Layer, Destination, Layer> {
    RouterStack(
      router: router, id: hosted.shownStack, root: layer(hosted), destination: destination,
      layer: layer)
  }
}

extension View {
  /// Presents the layer a stack presents: as a sheet, or as a full-screen cover where the
  /// platform has them. `content` draws the whole layer, its own stack container included.
  @MainActor
  func presentingLayers<Content: View>(
    of bridge: StackBridge, @ViewBuilder content: @escaping (HostedLayer) -> Content
  ) -> some View {
    #if os(macOS)
      return sheet(item: Bindable(bridge).sheet, content: content)
    #else
      return sheet(item: Bindable(bridge).sheet, content: content)
        .fullScreenCover(item: Bindable(bridge).cover, content: content)
    #endif
  }
}
