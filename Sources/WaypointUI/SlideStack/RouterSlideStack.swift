import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// A custom stack container that draws one stack of a `Router` as a `ZStack`,
/// the way a navigation controller does: screens slide in from the trailing edge under a
/// bar with a back button of your own, and an interactive swipe from the leading edge goes
/// back.
///
/// Use it where a `NavigationStack` cannot do what you need, typically a custom back
/// button and background set once for the whole stack while keeping the swipe back
/// (hiding the system back button of a `NavigationStack` turns its swipe back off). The
/// `slideNavigation(_:stack:background:destination:backIcon:)` modifier
/// makes one around a root screen.
///
/// Each screen has a bar at its top, and its content sits below it. A screen declares its
/// title and trailing items with `slideBar(_:trailing:)`, where a `NavigationStack` screen
/// uses `navigationTitle` and `toolbar` (which do nothing here):
///
/// ```swift
/// struct FeedPage: View {
///   var body: some View {
///     FeedScreen()
///       .slideBar("Feed") {
///         Button("Edit") {}
///       }
///   }
/// }
/// ```
///
/// The bar's leading item is the stack's back button, drawn with `backIcon`, on every pushed screen
/// (the first screen has nothing to go back to). A pushed screen that declares nothing gets a bar
/// with the back button alone; the first screen gets a bar only when it declares a title or
/// trailing items. `slideBar(_:)` with `.hidden` removes a screen's bar, so the screen can draw its
/// own with a ``SlideBackButton``. The bar is 44 points tall, as a navigation bar, drawn over the
/// stack's `background`, which content scrolled up under it does not show through. The bar moves
/// with its screen: during a swipe back, the top screen's bar follows the finger and the revealed
/// screen's bar comes in with it. The engine's `SlideStackLayout` decides which bar shows and
/// whether its back button is offered.
///
/// Each screen, the first one included, gets its own `EnvironmentValues.navigationScreen` (its
/// entry, scope and result; see ``ScreenModel``), and so does the first screen of each layer. A
/// layer whose view goes away while the router still shows it (the view that presented it was
/// removed by the app's state) is dismissed, as `releasingStack(_:in:)` does, from the layer's
/// stack view, which stays on screen while the layer pushes. The container draws `background`
/// behind each screen. The swipe's thresholds and the screens' positions come from `EdgeSwipeBack`;
/// a completed swipe and the back button report `UserInput.back(stack:)`, one change with source
/// `NavigationSource.user`. Only a drag that starts at the leading edge swipes back, and a stack at
/// its root leaves every drag to its content (horizontal scroll views, row swipe actions). A frame
/// of the drag redraws only the two screens it moves.
///
/// Only the top screen is in the view hierarchy (and, during a swipe back, the screen it
/// reveals), so VoiceOver reads the top screen alone, and a screen revealed by a pop is
/// inserted again: its `onAppear` runs, as in a `NavigationStack`. A covered screen's view
/// state (`@State`, a scroll position) therefore starts over when it is revealed; keep what
/// must outlive the cover in a ``ScreenModel``, which lives as long as the screen's entry,
/// or pass `coveredScreens: .kept` to keep covered screens in the hierarchy with their view
/// state (they then get no `onAppear` when revealed).
@available(tvOS, unavailable)  // Drags are not available on tvOS.
@MainActor
public struct RouterSlideStack<
  Root: View, Destination: View, Background: View, BackIcon: View, Layer: View
>: View {
  private let router: Router
  private let id: StackID
  private let background: Background
  private let root: Root
  private let destination: (Entry) -> Destination
  private let backIcon: BackIcon
  private let layer: (HostedLayer) -> Layer
  /// The thresholds given at creation, for the stacks of presented layers.
  private let thresholds: EdgeSwipeBack
  /// Which screens are drawn and what their bars show.
  private let layout: SlideStackLayout
  /// The presentation chain the stack draws in, and its redraws from the router's state.
  private var setup: StackContainerSetup
  /// The swipe back. The container reads only whether a swipe is in progress; the offsets,
  /// which change on every frame of a drag, are read by the screens the drag moves.
  @State private var swipe: SlideSwipe
  /// Which way the stack moved last, read by the screens' transitions.
  @State private var motion = SlideMotion()

  /// Creates a slide stack.
  ///
  /// - Parameters:
  ///   - router: The router that owns the stack.
  ///   - id: The stack's ID.
  ///   - background: What to draw behind every screen, for example a color.
  ///   - swipe: The swipe back's thresholds.
  ///   - coveredScreens: What happens to the screens covered by the top one: by default
  ///     they leave the view hierarchy, and a screen a pop reveals appears again.
  ///   - root: The stack's first screen.
  ///   - destination: The screen of a pushed entry; read its route with
  ///     `Entry.route(as:)`.
  ///   - backIcon: The back button's label, shown in the bar of every screen above the
  ///     root.
  ///   - layer: The first screen of a layer this stack presents; the layer gets a slide
  ///     stack of its own, with the same background, destinations and back button. For a
  ///     layer that holds a split container (`HostedLayer.split`), the whole layer: a
  ///     ``RouterSplitView`` for it, with no slide stack around it.
  public init(
    _ router: Router, stack id: StackID = .main, background: Background,
    swipe: EdgeSwipeBack = EdgeSwipeBack(),
    coveredScreens: SlideStackLayout.CoveredScreens = .removed, @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder backIcon: () -> BackIcon,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) {
    self.init(
      router, stack: id, host: nil, background: background, swipe: swipe,
      layout: SlideStackLayout(coveredScreens: coveredScreens), root: root,
      destination: destination, backIcon: backIcon, layer: layer)
  }

  /// Creates a slide stack in the presentation chain of `host`, or at the bottom of a
  /// chain of its own when `host` is `nil`.
  init(
    _ router: Router, stack id: StackID, host: PresentationHost?, background: Background,
    swipe: EdgeSwipeBack, layout: SlideStackLayout, root: () -> Root,
    destination: @escaping (Entry) -> Destination,
    backIcon: () -> BackIcon, layer: @escaping (HostedLayer) -> Layer
  ) {
    self.router = router
    self.id = id
    self.background = background
    self.root = root()
    self.destination = destination
    self.backIcon = backIcon()
    self.layer = layer
    self.thresholds = swipe
    self.layout = layout
    self.setup = StackContainerSetup(stack: id, host: host)
    _swipe = State(initialValue: SlideSwipe(swipe))
  }

  /// The content and behavior of the view.
  public var body: some View {
    let chain = setup.chain(for: router)
    let bridge = StackBridge(router: router, id: id, host: chain.host, resync: setup.resync)
    let screens = router.stack(id).state?.screens ?? []
    let depth = screens.count
    // Changes when a swipe starts or ends, not on every frame of the drag.
    let isTracking = swipe.isTracking
    let _ = motion.record(screens.map(\.id), isTracking: isTracking)
    GeometryReader { proxy in
      let width = Double(proxy.size.width)
      ZStack(alignment: .topLeading) {
        if layout.isInHierarchy(level: depth, isFirstScreen: true, isTracking: isTracking) {
          slideScreen(
            root, id: .root(id), level: depth, isFirstScreen: true, width: width,
            hidden: router.stack(id).state?.isRootHiddenFromAccessibility ?? false
          )
          .navigationScreen(.root(id), of: id, in: router)
        }
        ForEach(drawn(screens, isTracking: isTracking)) { screen in
          slideScreen(
            destination(screen.entry), id: .entry(screen.id), level: screen.level,
            isFirstScreen: false, width: width,
            hidden: screen.isHiddenFromAccessibility
          )
          .navigationScreen(.entry(screen.id), of: id, in: router)
          .zIndex(Double(depth - screen.level))
        }
      }
      .animation(.default, value: depth)
      // At the root, drags are left to the content alone; above it, only a drag from the
      // leading edge swipes back (`EdgeSwipeBack` rejects the others for their whole length).
      .simultaneousGesture(
        swipeBack(width: width, canPop: depth > 0),
        including: thresholds.listensForDrags(canPop: depth > 0) ? .all : .subviews)
    }
    .presentingLayers(of: bridge, in: chain) { hosted in
      layerContent(hosted, host: chain.host)
        // The layer's stack view (or split view) stays on screen while it pushes (its
        // first screen may not), so it is the view whose going away releases the layer.
        .environment(\.stackReleasedByContainer, hosted.shownStack)
        .releasingStack(hosted.shownStack, in: router)
        .id(hosted.shownStack)
    }
  }

  /// What a layer this stack presents shows, in the stack's presentation chain: the app's
  /// view alone for a layer holding a split container (its ``RouterSplitView`` draws the
  /// detail column), else a slide stack of the stack the layer shows, whose first screen
  /// is the app's view. Each stack the layer shows (its selected tab) has a view identity
  /// of its own.
  @ViewBuilder
  private func layerContent(_ hosted: HostedLayer, host: PresentationHost) -> some View {
    if hosted.kind == .split {
      layer(hosted)
        .joiningLayerChain(of: hosted, host: host)
    } else {
      RouterSlideStack<Layer, Destination, Background, BackIcon, Layer>(
        router, stack: hosted.shownStack, host: host, background: background,
        swipe: thresholds, layout: layout, root: { layer(hosted) }, destination: destination,
        backIcon: { backIcon }, layer: layer
      )
      .joiningLayerChain(of: hosted, host: host)
    }
  }

  /// The pushed screens in the view hierarchy.
  private func drawn(_ screens: [StackScreen], isTracking: Bool) -> [StackScreen] {
    screens.filter {
      layout.isInHierarchy(level: $0.level, isFirstScreen: false, isTracking: isTracking)
    }
  }

  /// One screen: its background, bar and content, placed by the swipe, sliding in and out.
  private func slideScreen<Content: View>(
    _ content: Content, id screen: ScreenID, level: Int, isFirstScreen: Bool, width: Double,
    hidden: Bool
  ) -> some View {
    let parallax = thresholds.parallaxFraction
    return SlideOffset(swipe: swipe, level: level, width: width, layout: layout) {
      SlideScreen(
        content: content, background: background, backIcon: backIcon, id: screen, level: level,
        isFirstScreen: isFirstScreen, layout: layout, swipe: swipe, motion: motion
      ) { [router, id] in
        withAnimation { _ = router.report(.back(stack: id)) }
      }
    }
    // VoiceOver reads only the top screen, even while a swipe shows the one below.
    .accessibilityHidden(hidden)
    .transition(
      .asymmetric(
        insertion: .modifier(
          active: SlideTransition(
            motion: motion, width: width, parallax: parallax, isInsertion: true),
          identity: SlideTransition()),
        removal: .modifier(
          active: SlideTransition(
            motion: motion, width: width, parallax: parallax, isInsertion: false),
          identity: SlideTransition())))
  }

  private func swipeBack(width: Double, canPop: Bool) -> some Gesture {
    DragGesture(minimumDistance: 10)
      .onChanged { [swipe] value in
        swipe.dragChanged(
          startX: Double(value.startLocation.x), translationX: Double(value.translation.width),
          width: width, canPop: canPop)
      }
      .onEnded { [swipe, router, id] value in
        withAnimation {
          let outcome = swipe.dragEnded(
            predictedEndTranslationX: Double(value.predictedEndTranslation.width), width: width)
          if outcome == .completed { router.report(.back(stack: id)) }
        }
      }
  }
}

@available(tvOS, unavailable)
extension RouterSlideStack where Layer == EmptyView {
  /// Creates a slide stack that presents no layers.
  ///
  /// - Parameters:
  ///   - router: The router that owns the stack.
  ///   - id: The stack's ID.
  ///   - background: What to draw behind every screen, for example a color.
  ///   - swipe: The swipe back's thresholds.
  ///   - coveredScreens: What happens to the screens covered by the top one.
  ///   - root: The stack's first screen.
  ///   - destination: The screen of a pushed entry.
  ///   - backIcon: The back button's label, shown in the bar of every screen above the
  ///     root.
  public init(
    _ router: Router, stack id: StackID = .main, background: Background,
    swipe: EdgeSwipeBack = EdgeSwipeBack(),
    coveredScreens: SlideStackLayout.CoveredScreens = .removed, @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder backIcon: () -> BackIcon
  ) {
    self.init(
      router, stack: id, background: background, swipe: swipe, coveredScreens: coveredScreens,
      root: root, destination: destination, backIcon: backIcon, layer: { _ in EmptyView() })
  }
}

extension View {
  /// Makes this view the root of a ``RouterSlideStack``: the stack's background and back
  /// button are set once, here, for every screen it pushes, and the swipe back keeps
  /// working.
  ///
  /// ```swift
  /// FeedScreen()
  ///   .slideNavigation(router, background: Color.black) { entry in
  ///     ScreenView(entry.route(as: Screen.self))
  ///   } backIcon: {
  ///     Image(systemName: "chevron.backward")
  ///   }
  /// ```
  ///
  /// To present layers from the stack, each with a slide stack of its own that can be
  /// targeted from anywhere by its ID, give a `layer` closure
  /// (`slideNavigation(_:stack:background:destination:backIcon:layer:)`).
  ///
  /// - Parameters:
  ///   - router: The router that owns the stack.
  ///   - id: The stack's ID.
  ///   - background: What to draw behind every screen, for example a color.
  ///   - destination: The screen of a pushed entry.
  ///   - backIcon: The back button's label.
  /// - Returns: The slide stack.
  @available(tvOS, unavailable)
  @MainActor
  public func slideNavigation<Destination: View, Background: View, BackIcon: View>(
    _ router: Router, stack id: StackID = .main, background: Background,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder backIcon: () -> BackIcon
  ) -> RouterSlideStack<Self, Destination, Background, BackIcon, EmptyView> {
    RouterSlideStack(
      router, stack: id, background: background, root: { self }, destination: destination,
      backIcon: backIcon)
  }

  /// Makes this view the root of a ``RouterSlideStack`` that presents layers, each in a
  /// slide stack of its own with the same background, destinations and back button.
  ///
  /// ```swift
  /// RouterTabBar(router) { tab in
  ///   TabBarTab(tab.rawValue)
  /// } content: { tab in
  ///   TabRoot(tab)
  ///     .slideNavigation(router, stack: tab, background: Color.black) { entry in
  ///       ScreenView(entry)
  ///     } backIcon: {
  ///       Image(systemName: "chevron.backward")
  ///     } layer: { layer in
  ///       ComposeScreen(layer)
  ///     }
  /// } item: { item in
  ///   TabIcon(item)
  /// }
  /// ```
  ///
  /// In a ``RouterTabBar``, each tab's slide stack joins the bar's one presentation chain:
  /// only the selected tab presents its layers, one transition at a time, and a hidden
  /// tab's layers come when it is selected. The slide stack releases each layer when the
  /// layer's view goes away (see ``RouterSlideStack``).
  ///
  /// - Parameters:
  ///   - router: The router that owns the stack.
  ///   - id: The stack's ID.
  ///   - background: What to draw behind every screen, for example a color.
  ///   - destination: The screen of a pushed entry.
  ///   - backIcon: The back button's label.
  ///   - layer: The first screen of a layer this stack presents; for a layer that holds a
  ///     split container (`HostedLayer.split`), the whole layer: a ``RouterSplitView`` for
  ///     it.
  /// - Returns: The slide stack.
  @available(tvOS, unavailable)
  @MainActor
  public func slideNavigation<Destination: View, Background: View, BackIcon: View, Layer: View>(
    _ router: Router, stack id: StackID = .main, background: Background,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder backIcon: () -> BackIcon,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) -> RouterSlideStack<Self, Destination, Background, BackIcon, some View> {
    RouterSlideStack(
      router, stack: id, background: background, root: { self }, destination: destination,
      backIcon: backIcon, layer: layer)
  }
}
