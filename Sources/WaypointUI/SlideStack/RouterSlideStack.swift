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
/// The bar's leading item is the stack's back button, drawn with `backIcon`, on every
/// pushed screen (the first screen has nothing to go back to). A pushed screen that
/// declares nothing gets a bar with the back button alone; the first screen gets a bar only
/// when it declares a title or trailing items. `slideBar(_:)` with `.hidden` removes a
/// screen's bar, so the screen can draw its own with a ``SlideBackButton``. The bar is 44
/// points tall, as a navigation bar, drawn over the stack's `background`, which content
/// scrolled up under it does not show through. The bar moves with its screen: during a swipe back, the top screen's bar follows the finger and the
/// revealed screen's bar comes in with it. The engine's `SlideStackLayout` decides which
/// bar shows and whether its back button is offered.
///
/// Each screen, the first one included, gets its own `EnvironmentValues.navigationScreen`
/// (its entry, scope and result; see ``ScreenModel``), and so does the first screen of
/// each layer. A layer whose view goes away while the router still shows it (the view that
/// presented it was removed by the app's state) is dismissed, as `releasingStack(_:in:)`
/// does, from the layer's stack view, which stays on screen while the layer pushes. The container draws `background` behind each screen. The swipe's thresholds
/// and the screens' positions come from `EdgeSwipeBack`; a completed swipe and the back
/// button report `UserInput.back(stack:)`, one change with source `NavigationSource.user`.
/// Only a drag that starts at the leading edge swipes back, and a stack at its root leaves
/// every drag to its content (horizontal scroll views, row swipe actions). A frame of the
/// drag redraws only the two screens it moves.
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
  ///     stack of its own, with the same background, destinations and back button.
  public init(
    _ router: Router, stack id: StackID = "main", background: Background,
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
      // Each stack the layer shows (its selected tab) has a view identity of its own.
      RouterSlideStack<Layer, Destination, Background, BackIcon, Layer>(
        router, stack: hosted.shownStack, host: chain.host, background: background,
        swipe: thresholds, layout: layout, root: { layer(hosted) }, destination: destination,
        backIcon: { backIcon }, layer: layer
      )
      // The layer's stack view stays on screen while it pushes (its first screen may
      // not), so it is the view whose going away releases the layer.
      .environment(\.stackReleasedByContainer, hosted.shownStack)
      .releasingStack(hosted.shownStack, in: router)
      .id(hosted.shownStack)
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
    _ router: Router, stack id: StackID = "main", background: Background,
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
    _ router: Router, stack id: StackID = "main", background: Background,
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
  ///   - layer: The first screen of a layer this stack presents.
  /// - Returns: The slide stack.
  @available(tvOS, unavailable)
  @MainActor
  public func slideNavigation<Destination: View, Background: View, BackIcon: View, Layer: View>(
    _ router: Router, stack id: StackID = "main", background: Background,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder backIcon: () -> BackIcon,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) -> RouterSlideStack<Self, Destination, Background, BackIcon, some View> {
    RouterSlideStack(
      router, stack: id, background: background, root: { self }, destination: destination,
      backIcon: backIcon, layer: layer)
  }
}

// MARK: - The bar

/// The height of a slide stack's bar, as UIKit's navigation bar.
private let slideBarHeight: CGFloat = 44

extension View {
  /// Gives this screen's bar in a ``RouterSlideStack`` a title and trailing items, as
  /// `navigationTitle` and `toolbar` do in a `NavigationStack`.
  ///
  /// ```swift
  /// FeedScreen()
  ///   .slideBar(Text(verbatim: "Feed")) {
  ///     Button("Compose") {}
  ///   }
  /// ```
  ///
  /// The bar's leading item is the stack's back button, on pushed screens; the title sits
  /// in the middle, read by VoiceOver as a header; the trailing items sit at the trailing
  /// edge. The screen's content sits below the bar. When several modifiers declare a bar
  /// for one screen, the outermost one wins.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` for none.
  ///   - trailing: The items at the bar's trailing edge, such as buttons.
  /// - Returns: The screen with its bar declared.
  @available(tvOS, unavailable)
  public func slideBar<Trailing: View>(
    _ title: Text? = nil, @ViewBuilder trailing: () -> Trailing
  ) -> some View {
    let items = AnyView(trailing())
    return
      self
      .transformPreference(SlideBarItemsKey.self) { value in
        value.title = title
        value.trailing = items
      }
      .transformPreference(SlideBarDeclarationKey.self) { value in
        value.hasTitle = title != nil
        value.hasTrailingItems = true
      }
  }

  /// Gives this screen's bar in a ``RouterSlideStack`` a localized title and trailing items,
  /// as `navigationTitle` and `toolbar` do in a `NavigationStack`.
  ///
  /// ```swift
  /// FeedScreen()
  ///   .slideBar("Feed") {
  ///     Button("Compose") {}
  ///   }
  /// ```
  ///
  /// See `slideBar(_:trailing:)` with a `Text` title.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the localized title.
  ///   - trailing: The items at the bar's trailing edge, such as buttons.
  /// - Returns: The screen with its bar declared.
  @available(tvOS, unavailable)
  public func slideBar<Trailing: View>(
    _ titleKey: LocalizedStringKey, @ViewBuilder trailing: () -> Trailing
  ) -> some View {
    slideBar(Text(titleKey), trailing: trailing)
  }

  /// Gives this screen's bar in a ``RouterSlideStack`` a localized title.
  ///
  /// ```swift
  /// FeedScreen()
  ///   .slideBar("Feed")
  /// ```
  ///
  /// - Parameter titleKey: The key of the localized title, in the middle of the bar.
  /// - Returns: The screen with its bar declared.
  @available(tvOS, unavailable)
  public func slideBar(_ titleKey: LocalizedStringKey) -> some View {
    slideBar(Text(titleKey))
  }

  /// Gives this screen's bar in a ``RouterSlideStack`` a title.
  ///
  /// ```swift
  /// FeedScreen()
  ///   .slideBar(Text(verbatim: "Feed"))
  /// ```
  ///
  /// - Parameter title: The title, in the middle of the bar.
  /// - Returns: The screen with its bar declared.
  @available(tvOS, unavailable)
  public func slideBar(_ title: Text) -> some View {
    transformPreference(SlideBarItemsKey.self) { $0.title = title }
      .transformPreference(SlideBarDeclarationKey.self) { $0.hasTitle = true }
  }

  /// Shows or hides this screen's bar in a ``RouterSlideStack``.
  ///
  /// With `.hidden`, the screen's content takes the bar's place, and the screen may draw a
  /// bar of its own with a ``SlideBackButton``:
  ///
  /// ```swift
  /// VStack {
  ///   HStack {
  ///     SlideBackButton()
  ///     Spacer()
  ///   }
  ///   FeedScreen()
  /// }
  /// .slideBar(.hidden)
  /// ```
  ///
  /// With `.visible`, the bar shows even on a first screen with no title or items; with
  /// `.automatic` (the default), it shows when it has a back button, a title or trailing
  /// items.
  ///
  /// - Parameter visibility: Whether the bar shows.
  /// - Returns: The screen with its bar's visibility declared.
  @available(tvOS, unavailable)
  public func slideBar(_ visibility: Visibility) -> some View {
    transformPreference(SlideBarDeclarationKey.self) { value in
      switch visibility {
      case .automatic: value.visibility = .automatic
      case .visible: value.visibility = .visible
      case .hidden: value.visibility = .hidden
      }
    }
  }
}

/// The back button a slide stack gives one of its screens.
struct SlideBack {
  let icon: AnyView
  let isDrawn: Bool
  let isEnabled: Bool
  let action: @MainActor () -> Void
}

private struct SlideBackKey: EnvironmentKey {
  static var defaultValue: SlideBack? { nil }
}

extension EnvironmentValues {
  /// The back button of the screen, in a slide stack.
  var slideBack: SlideBack? {
    get { self[SlideBackKey.self] }
    set { self[SlideBackKey.self] = newValue }
  }
}

/// What a screen declares for its bar, with its views.
struct SlideBarItems {
  var title: Text?
  var trailing: AnyView?
}

/// A screen's title and trailing items, read by the bar its stack draws over it.
struct SlideBarItemsKey: PreferenceKey {
  static var defaultValue: SlideBarItems { SlideBarItems() }

  static func reduce(value: inout SlideBarItems, nextValue: () -> SlideBarItems) {
    let next = nextValue()
    value.title = value.title ?? next.title
    value.trailing = value.trailing ?? next.trailing
  }
}

/// What a screen declares for its bar, without its views: whether it shows, which decides
/// where the screen's content sits.
struct SlideBarDeclarationKey: PreferenceKey {
  static var defaultValue: SlideBarDeclaration { SlideBarDeclaration() }

  static func reduce(value: inout SlideBarDeclaration, nextValue: () -> SlideBarDeclaration) {
    let next = nextValue()
    if value.visibility == .automatic { value.visibility = next.visibility }
    value.hasTitle = value.hasTitle || next.hasTitle
    value.hasTrailingItems = value.hasTrailingItems || next.hasTrailingItems
  }
}

/// The bar a slide stack draws at the top of a screen.
@available(tvOS, unavailable)
@MainActor
struct SlideBarView: View {
  let items: SlideBarItems

  var body: some View {
    HStack(spacing: 8) {
      SlideBackButton()
      Spacer(minLength: 0)
      if let trailing = items.trailing {
        trailing
      }
    }
    .overlay {
      if let title = items.title {
        title
          .font(.headline)
          .lineLimit(1)
          .accessibilityAddTraits(.isHeader)
      }
    }
    .padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
    .frame(maxWidth: .infinity, minHeight: slideBarHeight, maxHeight: slideBarHeight)
  }
}

// MARK: - The screens

/// One screen of a slide stack: its background, its content below its bar, and the bar.
@available(tvOS, unavailable)
@MainActor
struct SlideScreen<Content: View, Background: View, BackIcon: View>: View {
  let content: Content
  let background: Background
  let backIcon: BackIcon
  let id: ScreenID
  let level: Int
  let isFirstScreen: Bool
  let layout: SlideStackLayout
  let swipe: SlideSwipe
  /// Remembers what the screen declared, for when a pop inserts it again.
  let motion: SlideMotion
  let back: @MainActor () -> Void
  /// What the screen's content declares for its bar.
  @State private var declared: SlideBarDeclaration

  init(
    content: Content, background: Background, backIcon: BackIcon, id: ScreenID, level: Int,
    isFirstScreen: Bool, layout: SlideStackLayout, swipe: SlideSwipe, motion: SlideMotion,
    back: @escaping @MainActor () -> Void
  ) {
    self.content = content
    self.background = background
    self.backIcon = backIcon
    self.id = id
    self.level = level
    self.isFirstScreen = isFirstScreen
    self.layout = layout
    self.swipe = swipe
    self.motion = motion
    self.back = back
    // A screen a pop reveals is inserted again: its bar starts as it was when covered.
    _declared = State(initialValue: motion.declarations[id] ?? SlideBarDeclaration())
  }

  var body: some View {
    // Only the screens a swipe moves read whether one is in progress.
    let isTracking = layout.movesWithDrag(level: level) && swipe.isTracking
    let bar = layout.bar(
      for: declared, level: level, isFirstScreen: isFirstScreen, isTracking: isTracking)
    ZStack {
      background
      content
        .safeAreaInset(edge: .top, spacing: 0) {
          // The bar's place, over which the bar is drawn. It shows the stack's background,
          // so content scrolled up under the bar does not show through it.
          if bar.isDrawn {
            background.frame(minHeight: slideBarHeight, maxHeight: slideBarHeight)
          }
        }
        .overlayPreferenceValue(SlideBarItemsKey.self, alignment: .top) { items in
          if bar.isDrawn {
            SlideBarView(items: items)
          }
        }
        .onPreferenceChange(SlideBarDeclarationKey.self) { value in
          MainActor.assumeIsolated {
            declared = value
            motion.declarations[id] = value
          }
        }
        // A stack drawn inside this screen declares nothing for this screen's bar.
        .transformPreference(SlideBarItemsKey.self) { $0 = SlideBarItems() }
        .transformPreference(SlideBarDeclarationKey.self) { $0 = SlideBarDeclaration() }
    }
    .environment(
      \.slideBack,
      SlideBack(
        icon: AnyView(backIcon), isDrawn: !isFirstScreen,
        isEnabled: layout.offersBack(
          level: level, isFirstScreen: isFirstScreen, isTracking: isTracking), action: back))
  }
}

/// Places a screen where the swipe back puts it. The only view of a screen that reads the
/// drag's offset, and only for the screens the drag moves, so a frame of the drag redraws
/// no other view.
@available(tvOS, unavailable)
@MainActor
struct SlideOffset<Content: View>: View {
  let swipe: SlideSwipe
  let level: Int
  let width: Double
  let layout: SlideStackLayout
  let content: Content

  init(
    swipe: SlideSwipe, level: Int, width: Double, layout: SlideStackLayout,
    @ViewBuilder content: () -> Content
  ) {
    self.swipe = swipe
    self.level = level
    self.width = width
    self.layout = layout
    self.content = content()
  }

  var body: some View {
    let offset =
      layout.movesWithDrag(level: level) ? swipe.offset(ofScreenAtLevel: level, width: width) : 0
    content.offset(x: CGFloat(offset))
  }
}

/// Which way a slide stack moved last: a push or a pop. Read by the screens' transitions
/// when they run, so a screen that leaves slides the right way; not observed. It also
/// remembers what each screen declared for its bar, for when a pop inserts it again.
@MainActor
final class SlideMotion {
  private(set) var motion = SlideStackLayout.Motion.forward
  /// What each screen of the stack last declared for its bar.
  var declarations: [ScreenID: SlideBarDeclaration] = [:]
  private var entries: [EntryID] = []
  private var wasTracking = false

  /// Records the entries drawn now, bottom first, and whether a swipe back is in progress.
  func record(_ drawn: [EntryID], isTracking: Bool) {
    var next = SlideStackLayout.motion(from: entries, to: drawn)
    // A swipe let go too early: the screen it revealed goes back under the top one.
    if next == .none && wasTracking && !isTracking { next = .forward }
    if next != .none { motion = next }
    if next != .none {
      // Forget the screens that left the stack.
      let kept = Set(drawn)
      declarations = declarations.filter { screen, _ in
        if case .entry(let entry) = screen { kept.contains(entry) } else { true }
      }
    }
    entries = drawn
    wasTracking = isTracking
  }
}

/// Where a screen slides from when inserted and to when removed: a pushed screen comes
/// from the trailing edge over the one it covers, which moves a little to the leading
/// side; a pop sends the top screen to the trailing edge and brings the revealed one back.
@available(tvOS, unavailable)
struct SlideTransition: ViewModifier {
  var motion: SlideMotion?
  var width = 0.0
  var parallax = 0.0
  var isInsertion = true

  func body(content: Content) -> some View {
    content.offset(x: CGFloat(offset))
  }

  @MainActor var offset: Double {
    guard let motion else { return 0 }
    let forward = motion.motion != .backward
    // In: pushed from the trailing edge, or revealed from under the screen popped.
    // Out: covered by a push, or popped to the trailing edge.
    return forward == isInsertion ? width : -parallax * width
  }
}
