import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// A `TabView` bound to a tab container of a `Router`: one ``RouterStack`` per
/// tab.
///
/// ```swift
/// let router = Router(try NavigationState(tabs: ["home", "explore"], selected: "home"))
///
/// RouterTabView(router) { tab in
///   TabRoot(tab)
///     .navigationDestination(for: Screen.self) { ScreenView($0) }
/// } label: { tab in
///   Text(tab.rawValue)
/// }
/// ```
///
/// Tapping a tab selects it in the engine, with source `NavigationSource.user`;
/// tapping the selected tab pops it to its root, unless its container turned
/// `TabContainer.popsToRootOnReselect` off. That holds on iOS too, where the tab bar pops
/// the tab's `NavigationStack` by itself: the engine decides the tap, refuses the empty
/// path the stack writes after it, and the stack draws its screens again. UIKit has begun its
/// own pop when that path arrives, so with `popsToRootOnReselect` off a re-tap can show a
/// short pop-then-push flicker; a ``RouterTabBar`` draws a bar that pops nothing by itself.
/// Selecting a tab from code (`router.selectTab("explore")`) switches the tab bar.
///
/// A tab that is a split container (`TabContent.split`) is drawn by `tab` alone, with no
/// stack around it: return a ``RouterSplitView`` for its ID there. Its detail column is
/// the tab's stack: it pushes, and presents in the tab view's presentation chain.
///
/// Layers are presented from the selected tab only, one transition at a time for the whole
/// tab view: selecting another tab from code dismisses the sheets of the tab left (the
/// engine keeps them, and they come back with that tab) before the new tab's are presented.
///
/// ### Screens that reach their entry
///
/// As with ``RouterStack``, give a `destination` closure to draw every pushed screen with its
/// own `EnvironmentValues.navigationScreen` (its entry, scope and result, and
/// ``ScreenModel``). Each tab's first screen and each layer's first screen get theirs in
/// every form:
///
/// ```swift
/// RouterTabView(router) { tab in
///   TabRoot(tab)
/// } destination: { entry in
///   if let screen = entry.route(as: Screen.self) { ScreenView(screen) }
/// } label: { tab in
///   Text(tab.rawValue)
/// } layer: { layer in
///   ComposeScreen()
/// }
/// ```
///
/// The view shows nothing when the router has no such tab container.
@MainActor
public struct RouterTabView<Tab: View, TabLabel: View, Destination: View, Layer: View>: View {
  private let router: Router
  private let anchor: StackID?
  private let tab: (StackID) -> Tab
  /// Draws each entry, or `nil` when the app's own `navigationDestination`s do.
  private let destination: ((Entry) -> Destination)?
  private let label: (StackID) -> TabLabel
  private let layer: (HostedLayer) -> Layer
  /// Bumped when the router refused a tap, to draw the tab bar again from its state.
  @State private var resyncs = 0
  /// The host of the tab view's presentation chain, which starts at the selected tab: one
  /// chain for the window, so one tab's layers are gone before another's come. Made for the
  /// router the view is given, and again for another.
  @State private var layers: RouterBound<PresentationHost>

  /// Creates a tab view.
  ///
  /// - Parameters:
  ///   - router: The router that owns the tabs.
  ///   - anchor: One tab of the container to show; `nil` shows the container that is the tree's content
  ///     of the router's tree.
  ///   - tab: The first screen of a tab, with the `navigationDestination` modifiers of the
  ///     screens it can push.
  ///   - label: A tab's item in the tab bar.
  ///   - layer: The first screen of a layer a tab presents.
  public init(
    _ router: Router, containing anchor: StackID? = nil,
    @ViewBuilder tab: @escaping (StackID) -> Tab,
    @ViewBuilder label: @escaping (StackID) -> TabLabel,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) where Destination == Never {
    self.init(
      router: router, anchor: anchor, tab: tab, destination: nil, label: label, layer: layer)
  }

  /// Creates a tab view whose stacks draw their entries themselves, each with its own
  /// `EnvironmentValues.navigationScreen`.
  ///
  /// - Parameters:
  ///   - router: The router that owns the tabs.
  ///   - anchor: One tab of the container to show; `nil` shows the container that is the tree's content
  ///     of the router's tree.
  ///   - tab: The first screen of a tab.
  ///   - destination: The screen of a pushed entry, in any tab or layer; read its route
  ///     with `Entry.route(as:)`.
  ///   - label: A tab's item in the tab bar.
  ///   - layer: The first screen of a layer a tab presents.
  public init(
    _ router: Router, containing anchor: StackID? = nil,
    @ViewBuilder tab: @escaping (StackID) -> Tab,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder label: @escaping (StackID) -> TabLabel,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) {
    self.init(
      router: router, anchor: anchor, tab: tab, destination: destination, label: label,
      layer: layer)
  }

  private init(
    router: Router, anchor: StackID?, tab: @escaping (StackID) -> Tab,
    destination: ((Entry) -> Destination)?, label: @escaping (StackID) -> TabLabel,
    layer: @escaping (HostedLayer) -> Layer
  ) {
    self.router = router
    self.anchor = anchor
    self.tab = tab
    self.destination = destination
    self.label = label
    self.layer = layer
    _layers = State(
      initialValue: RouterBound(
        chainFrom: .selectedTab(containing: anchor), coversAvailable: coversAvailable,
        popoversAvailable: popoversAvailable))
  }

  /// The content and behavior of the view.
  public var body: some View {
    if let container = router.tabContainer(holding: anchor) {
      let _ = resyncs
      let layers = self.layers.value(for: router)
      let bridge = TabBridge(router: router, selected: container.selection) { resyncs += 1 }
      let splitTabs = Set(
        container.tabContents.compactMap { content -> StackID? in
          guard case .split(let split) = content else { return nil }
          return split.id
        })
      TabView(selection: Bindable(bridge).selection) {
        ForEach(container.tabIDs, id: \.self) { id in
          tabContent(id, isSplit: splitTabs.contains(id), host: layers)
            .tabItem { label(id) }
            .tag(id)
        }
      }
      .hosting(
        ContainerChain(starting: layers, from: .selectedTab(containing: anchor)), of: router)
    }
  }
}

extension RouterTabView {
  /// A tab: a ``RouterStack`` of its stack, or for a tab that is a split container, the
  /// app's view for it (its ``RouterSplitView``) alone, whose detail column joins the tab
  /// view's presentation chain.
  @ViewBuilder
  private func tabContent(_ id: StackID, isSplit: Bool, host: PresentationHost) -> some View {
    if isSplit {
      tab(id).environment(\.splitLayerChain, SplitLayerChain(split: id, host: host))
    } else {
      RouterStack<Tab, Destination, Layer>(
        router: router, id: id, host: host, root: tab(id), destination: destination,
        layer: layer)
    }
  }
}

extension RouterTabView where Layer == EmptyView {
  /// Creates a tab view whose tabs present no layers.
  ///
  /// - Parameters:
  ///   - router: The router that owns the tabs.
  ///   - anchor: One tab of the container to show; `nil` shows the container that is the tree's content
  ///     of the router's tree.
  ///   - tab: The first screen of a tab.
  ///   - label: A tab's item in the tab bar.
  public init(
    _ router: Router, containing anchor: StackID? = nil,
    @ViewBuilder tab: @escaping (StackID) -> Tab,
    @ViewBuilder label: @escaping (StackID) -> TabLabel
  ) where Destination == Never {
    self.init(router, containing: anchor, tab: tab, label: label) { _ in EmptyView() }
  }

  /// Creates a tab view whose stacks draw their entries themselves and present no layers.
  ///
  /// - Parameters:
  ///   - router: The router that owns the tabs.
  ///   - anchor: One tab of the container to show; `nil` shows the container that is the tree's content
  ///     of the router's tree.
  ///   - tab: The first screen of a tab.
  ///   - destination: The screen of a pushed entry, with its own
  ///     `EnvironmentValues.navigationScreen`.
  ///   - label: A tab's item in the tab bar.
  public init(
    _ router: Router, containing anchor: StackID? = nil,
    @ViewBuilder tab: @escaping (StackID) -> Tab,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder label: @escaping (StackID) -> TabLabel
  ) {
    self.init(router, containing: anchor, tab: tab, destination: destination, label: label) {
      _ in EmptyView()
    }
  }
}
