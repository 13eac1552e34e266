import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

@available(tvOS, unavailable)  // Drags are not available on tvOS.
extension RouterTabBar {
  /// Wraps the tab bar in one slide navigation, as Granite's `graniteNavigation` around its
  /// tab view: screens pushed on the selected tab slide in over the whole tab bar, with the
  /// background and back button set once, here, and the swipe back.
  ///
  /// ```swift
  /// RouterTabBar(router) { tab in
  ///   TabBarTab(tab.rawValue)
  /// } content: { tab in
  ///   TabRoot(tab)
  /// } item: { item in
  ///   TabIcon(item)
  /// }
  /// .slideNavigation(background: Color.black) { entry in
  ///   ScreenView(entry)
  /// } backIcon: {
  ///   Image(systemName: "chevron.backward")
  /// } layer: { layer in
  ///   ComposeScreen()
  /// }
  /// ```
  ///
  /// The slide stack shows the selected tab's stack: switching tabs shows the screens the newly
  /// selected tab has pushed (they are drawn again, as only the tab roots stay alive in the bar).
  /// Each pushed screen has a bar with the back button and what the screen declares with
  /// `slideBar(_:trailing:)`; the tab bar itself has none, and stays in the view hierarchy under
  /// pushed screens, so its tabs keep their state (and get no `onAppear` when a pop reveals them).
  /// Each layer it presents gets a slide stack of its own, bound to the layer's stack, which code
  /// anywhere can target by its ID; a layer whose view goes away is released (see
  /// `releasingStack(_:in:)`).
  ///
  /// To keep every tab's pushed screens alive while hidden, put the slide navigation
  /// inside each tab's content instead, bound to the tab's ID.
  ///
  /// - Parameters:
  ///   - background: What to draw behind every pushed screen, for example a color.
  ///   - swipe: The swipe back's thresholds.
  ///   - destination: The screen of a pushed entry; read its route with
  ///     `Entry.route(as:)`.
  ///   - backIcon: The back button's label, shown above the tab bar when the selected tab
  ///     has pushed screens.
  ///   - layer: The first screen of a layer the selected tab presents.
  /// - Returns: The tab bar in a slide stack.
  public func slideNavigation<
    Destination: View, SlideBackground: View, BackIcon: View, Layer: View
  >(
    background: SlideBackground, swipe: EdgeSwipeBack = EdgeSwipeBack(),
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder backIcon: () -> BackIcon,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) -> some View {
    TabBarSlideNavigation(
      bar: self, router: router, anchor: anchor, background: background, swipe: swipe,
      destination: destination, backIcon: backIcon(), layer: layer)
  }

  /// Wraps the tab bar in one slide navigation whose tabs present no layers.
  ///
  /// - Parameters:
  ///   - background: What to draw behind every pushed screen, for example a color.
  ///   - swipe: The swipe back's thresholds.
  ///   - destination: The screen of a pushed entry.
  ///   - backIcon: The back button's label.
  /// - Returns: The tab bar in a slide stack.
  public func slideNavigation<Destination: View, SlideBackground: View, BackIcon: View>(
    background: SlideBackground, swipe: EdgeSwipeBack = EdgeSwipeBack(),
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder backIcon: () -> BackIcon
  ) -> some View {
    slideNavigation(
      background: background, swipe: swipe, destination: destination, backIcon: backIcon,
      layer: { _ in EmptyView() })
  }
}

/// A slide stack around a tab bar, bound to the selected tab.
@available(tvOS, unavailable)
@MainActor
struct TabBarSlideNavigation<
  Bar: View, Destination: View, Background: View, BackIcon: View, Layer: View
>: View {
  let bar: Bar
  let router: Router
  let anchor: StackID?
  let background: Background
  let swipe: EdgeSwipeBack
  let destination: (Entry) -> Destination
  let backIcon: BackIcon
  let layer: (HostedLayer) -> Layer
  /// The bar's one presentation chain, made for the router the view is given.
  @State private var chains: RouterBound<TabBarChain>

  init(
    bar: Bar, router: Router, anchor: StackID?, background: Background, swipe: EdgeSwipeBack,
    destination: @escaping (Entry) -> Destination, backIcon: BackIcon,
    layer: @escaping (HostedLayer) -> Layer
  ) {
    self.bar = bar
    self.router = router
    self.anchor = anchor
    self.background = background
    self.swipe = swipe
    self.destination = destination
    self.backIcon = backIcon
    self.layer = layer
    _chains = State(
      initialValue: RouterBound(
        tabBar: anchor, coversAvailable: coversAvailable, popoversAvailable: popoversAvailable))
  }

  var body: some View {
    // Observes which tab is selected, not the tabs' entries.
    let selected = router.tabContainer(holding: anchor)?.selection ?? anchor ?? .main
    let chain = self.chain
    // The slide stack and the bar share the bar's chain: one host, based at the selected
    // tab, plans for both.
    // The bar stays in the view hierarchy under pushed screens, so its tabs keep their
    // state. What its tabs declare for a slide bar stays with them: the bar has none.
    RouterSlideStack(
      router, stack: selected, host: chain.host, background: background, swipe: swipe,
      layout: SlideStackLayout(coveredScreens: .removedExceptFirstScreen),
      root: {
        bar.environment(\.tabBarChain, chain)
          .transformPreference(SlideBarItemsKey.self) { $0 = SlideBarItems() }
          .transformPreference(SlideBarDeclarationKey.self) { $0 = SlideBarDeclaration() }
      }, destination: destination,
      backIcon: { backIcon },
      layer: layer
    )
    .hosting(ContainerChain(tabBar: chain, isOwned: true), of: router)
  }

  private var chain: TabBarChain { chains.value(for: router) }
}
