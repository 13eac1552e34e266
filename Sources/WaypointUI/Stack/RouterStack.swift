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
/// once. A sheet that declares detents rests at them, and the user's drag selects one in
/// the engine; a popover is shown at the view that declared its anchor
/// (`presentationAnchor(_:)`), else at the stack; the dialogs the stack shows are drawn as
/// alerts and confirmation dialogs, each button reporting the user's choice.
///
/// The router's tree changes at once; the sheets follow one transition at a time, as
/// UIKit requires: a `PresentationHost` plans each presentation and dismissal and starts
/// the next when the layer's content has appeared or disappeared. A link that presents
/// two nested sheets presents the second once the first is on screen, and a cover that
/// replaces a sheet is presented once the sheet is gone.
///
/// A layer holding a tab container shows its selected tab's stack, each tab's stack with
/// its own `NavigationStack`, so selecting another tab never shows one tab's path in the
/// other's stack.
///
/// A layer holding a split container is drawn by `layer` alone, with no stack around it:
/// return a ``RouterSplitView`` for `HostedLayer.split` there. Its detail column joins the
/// stack's presentation chain, so the layers it presents come one transition at a time
/// with the others.
///
/// A `NavigationLink(value:)` pushes through the router when its value's type is drawn with
/// `routeDestination(for:destination:)` (SwiftUI's `navigationDestination(for:destination:)`
/// cannot tell the router which route was pushed): the guards decide it, the engine gives the
/// entry its ID, and a refused push is drawn back. A longer path the router cannot read is
/// drawn back, its failure handed to `Router.onFailure`. ``RouterLink`` pushes through the router
/// from any container.
///
/// ### Screens that reach their entry
///
/// SwiftUI gives a `navigationDestination(for:)` closure only the route, and two entries
/// with equal routes cannot be told apart by it. To give every screen its own
/// `EnvironmentValues.navigationScreen` (its entry, its scope, its result, and
/// ``ScreenModel``), draw the stack's entries through the `destination` closure instead.
/// The first screen always gets its handle, and so does each layer's first screen:
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
  /// The presentation chain the stack draws in, and its redraws from the router's state.
  private var setup: StackContainerSetup
  /// The screens SwiftUI pushed by itself on the stack, for the router the view is given.
  @State private var links: RouterBound<StackLinks>

  /// Creates a stack view.
  ///
  /// - Parameters:
  ///   - router: The router that owns the stack.
  ///   - id: The stack's ID; `main` is the stack of a router made with no state.
  ///   - root: The stack's first screen, with the `navigationDestination` modifiers of the
  ///     screens it can push.
  ///   - layer: The first screen of a layer this stack presents; for a layer that holds a
  ///     split container (`HostedLayer.split`), the whole layer: a ``RouterSplitView`` for
  ///     it.
  public init(
    _ router: Router, stack id: StackID = .main, @ViewBuilder root: () -> Root,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) where Destination == Never {
    self.init(router: router, id: id, host: nil, root: root(), destination: nil, layer: layer)
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
  ///   - layer: The first screen of a layer this stack presents; for a layer that holds a
  ///     split container (`HostedLayer.split`), the whole layer: a ``RouterSplitView`` for
  ///     it.
  public init(
    _ router: Router, stack id: StackID = .main, @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) {
    self.init(
      router: router, id: id, host: nil, root: root(), destination: destination, layer: layer)
  }

  /// Creates a stack view in the presentation chain of `host` (a layer's or a tab's
  /// stack), or at the bottom of a chain of its own when `host` is `nil`.
  init(
    router: Router, id: StackID, host: PresentationHost?, root: Root,
    destination: ((Entry) -> Destination)?, layer: @escaping (HostedLayer) -> Layer
  ) {
    self.router = router
    self.id = id
    self.root = root
    self.destination = destination
    self.layer = layer
    self.setup = StackContainerSetup(stack: id, host: host)
    _links = State(initialValue: RouterBound { router in StackLinks(router: router, stack: id) })
  }

  /// The content and behavior of the view.
  public var body: some View {
    let chain = setup.chain(for: router)
    let links = stackLinks()
    let bridge = StackBridge(
      router: router, id: id, host: chain.host, links: links, resync: setup.resync)
    NavigationStack(path: path(bridge, links: links)) {
      root
        .navigationScreen(.root(id), of: id, in: router)
        .navigationDestination(for: StackPathEntry.self) { [router, id, destination] item in
          destination?(item.entry).navigationScreen(.entry(item.entry.id), of: id, in: router)
        }
    }
    // Screens drawn by the app's own destinations must not inherit another screen's handle.
    .environment(\.navigationScreen, nil)
    .environment(\.stackLinks, links)
    .presentingLayers(of: bridge, in: chain) { [router, destination, layer] hosted in
      LayerStack(
        router: router, host: chain.host, hosted: hosted, destination: destination, layer: layer)
    }
  }

  /// The path binding: the routes themselves for the app's `navigationDestination`s, or
  /// one value per entry when ``destination`` draws them.
  private func path(_ bridge: StackBridge, links: StackLinks) -> Binding<NavigationPath> {
    guard destination != nil else { return Bindable(bridge).path }
    return Bindable(EntryPathBridge(router: router, id: id, links: links, resync: setup.resync))
      .path
  }

  /// The stack's links, for the router the view is given, drawing this view again when the
  /// router refuses a link's push.
  private func stackLinks() -> StackLinks {
    let links = self.links.value(for: router)
    links.resync = setup.resync
    return links
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
  public init(_ router: Router, stack id: StackID = .main, @ViewBuilder root: () -> Root)
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
    _ router: Router, stack id: StackID = .main, @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Entry) -> Destination
  ) {
    self.init(router, stack: id, root: root, destination: destination) { _ in EmptyView() }
  }
}

/// The stack of a presented layer: a ``RouterStack`` whose first screen is the layer's, in
/// the presentation chain of the stack below; or, for a layer holding a split container,
/// the app's view for the layer (its ``RouterSplitView``) alone, in that chain too.
///
/// A separate type (not an opaque one) so that stacks can present stacks to any depth.
@MainActor
struct LayerStack<Destination: View, Layer: View>: View {
  let router: Router
  let host: PresentationHost
  let hosted: HostedLayer
  let destination: ((Entry) -> Destination)?
  let layer: (HostedLayer) -> Layer

  var body: some View {
    if hosted.kind == .split {
      // The split view draws its detail column's stack itself; wrapping it in a stack of
      // that column would draw the column twice.
      layer(hosted)
        .joiningLayerChain(of: hosted, host: host)
    } else {
      // Each stack the layer shows (its selected tab) has a view identity of its own, so
      // one `NavigationStack` never goes from one stack's path to another's.
      RouterStack(
        router: router, id: hosted.shownStack, host: host, root: layer(hosted),
        destination: destination, layer: layer
      )
      .joiningLayerChain(of: hosted, host: host)
      .id(hosted.shownStack)
    }
  }
}
