import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// A custom stack container that draws one stack of a `Router` as a `ZStack`,
/// the way a navigation controller does: screens slide in from the trailing edge, a back
/// button of your own sits at the top leading corner, and an interactive swipe from the
/// leading edge goes back.
///
/// Use it where a `NavigationStack` cannot do what you need, typically a custom back
/// button and background set once for the whole stack while keeping the swipe back
/// (hiding the system back button of a `NavigationStack` turns its swipe back off). The
/// `slideNavigation(_:stack:background:destination:backIcon:)` modifier
/// makes one around a root screen.
///
/// Every pushed screen stays alive while it is on the stack, under the one above it; the
/// container draws `background` behind each. Each screen, the first one included, gets its
/// own `EnvironmentValues.navigationScreen` (its entry, scope and result; see
/// ``ScreenModel``), and so does the first screen of each layer. The swipe's thresholds and the screens'
/// positions come from `EdgeSwipeBack`; a completed swipe and the back button
/// report `UserInput.back(stack:)`, one change with source
/// `NavigationSource.user`. Only a drag that starts at the leading edge swipes back, and a
/// stack at its root leaves every drag to its content (horizontal scroll views, row swipe
/// actions).
///
/// Covered screens stay alive, with their state, and are hidden from VoiceOver
/// (`StackScreen.isHiddenFromAccessibility`). Because they stay in the view hierarchy,
/// SwiftUI does not call `onAppear` again on a screen a pop reveals (a `NavigationStack`
/// does). To act when a screen is on top again, watch the stack's top screen:
///
/// ```swift
/// HomeScreen()
///   .onChange(of: router.stack("home").state?.topScreen) { _, top in
///     if top == .root("home") { inbox.unread = 0 }  // home is on top again
///   }
/// ```
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
  /// The host of the presentation chain this stack shows a layer of, or `nil` when the
  /// stack is at the bottom of its own chain.
  private let chainHost: PresentationHost?
  /// The host of the chain that starts at this stack, used when `chainHost` is `nil`; made
  /// for the router the view is given, and again for another.
  @State private var ownHost: RouterBound<PresentationHost>
  @State private var swipe: EdgeSwipeBack
  /// The chain of the custom tab bar this stack is drawn in, which a tab's stack joins.
  @Environment(\.tabBarChain) private var tabBarChain
  /// Bumped when the router refused what the user did, to draw again from its state.
  @State private var resyncs = 0

  /// Creates a slide stack.
  ///
  /// - Parameters:
  ///   - router: The router that owns the stack.
  ///   - id: The stack's ID.
  ///   - background: What to draw behind every screen, for example a color.
  ///   - swipe: The swipe back's thresholds.
  ///   - root: The stack's first screen.
  ///   - destination: The screen of a pushed entry; read its route with
  ///     `Entry.route(as:)`.
  ///   - backIcon: The back button's label, shown on every screen above the root.
  ///   - layer: The first screen of a layer this stack presents; the layer gets a slide
  ///     stack of its own, with the same background, destinations and back button.
  public init(
    _ router: Router, stack id: StackID = "main", background: Background,
    swipe: EdgeSwipeBack = EdgeSwipeBack(), @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder backIcon: () -> BackIcon,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) {
    self.init(
      router, stack: id, host: nil, background: background, swipe: swipe, root: root,
      destination: destination, backIcon: backIcon, layer: layer)
  }

  /// Creates a slide stack in the presentation chain of `host`, or at the bottom of a
  /// chain of its own when `host` is `nil`.
  init(
    _ router: Router, stack id: StackID, host: PresentationHost?, background: Background,
    swipe: EdgeSwipeBack, root: () -> Root, destination: @escaping (Entry) -> Destination,
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
    self.chainHost = host
    _swipe = State(initialValue: swipe)
    _ownHost = State(
      initialValue: RouterBound { router in
        PresentationHost(router: router, base: .stack(id), coversAvailable: coversAvailable)
      })
  }

  /// The content and behavior of the view.
  public var body: some View {
    let _ = resyncs
    let joined = chainHost ?? tabBarChain.flatMap { $0.includes(id) ? $0.host : nil }
    let host = joined ?? ownHost.value(for: router)
    let bridge = StackBridge(router: router, id: id, host: host) { resyncs += 1 }
    let screens = router.stack(id).state?.screens ?? []
    GeometryReader { proxy in
      let width = Double(proxy.size.width)
      ZStack(alignment: .topLeading) {
        ZStack {
          background
          root
        }
        .environment(\.navigationScreen, ScreenHandle(router: router, id: .root(id), stack: id))
        .accessibilityHidden(!screens.isEmpty)
        .offset(x: CGFloat(swipe.offset(ofScreenAtLevel: screens.count, width: width)))
        ForEach(screens) { screen in
          ZStack {
            background
            destination(screen.entry)
          }
          .environment(
            \.navigationScreen, ScreenHandle(router: router, id: .entry(screen.id), stack: id)
          )
          // Covered screens stay alive, but VoiceOver reads only the top one.
          .accessibilityHidden(screen.isHiddenFromAccessibility)
          .offset(x: CGFloat(swipe.offset(ofScreenAtLevel: screen.level, width: width)))
          .zIndex(Double(screens.count - screen.level))
          .transition(.move(edge: .trailing))
        }
        if !screens.isEmpty {
          Button {
            withAnimation { _ = router.report(.back(stack: id)) }
          } label: {
            backIcon
          }
          .zIndex(Double(screens.count + 1))
        }
      }
      .animation(.default, value: screens.count)
      // At the root, drags are left to the content alone; above it, only a drag from the
      // leading edge swipes back (`EdgeSwipeBack` rejects the others for their whole length).
      .simultaneousGesture(
        swipeBack(width: width, canPop: !screens.isEmpty),
        including: swipe.listensForDrags(canPop: !screens.isEmpty) ? .all : .subviews)
    }
    .presentingLayers(of: bridge, host: host) { hosted in
      // Each stack the layer shows (its selected tab) has a view identity of its own.
      RouterSlideStack<Layer, Destination, Background, BackIcon, Layer>(
        router, stack: hosted.shownStack, host: host, background: background,
        swipe: thresholds, root: { layer(hosted) }, destination: destination,
        backIcon: { backIcon }, layer: layer
      )
      .id(hosted.shownStack)
    }
    .planningPresentations(with: host, from: joined == nil ? .stack(id) : nil)
    .environment(router)
  }

  private func swipeBack(width: Double, canPop: Bool) -> some Gesture {
    DragGesture(minimumDistance: 10)
      .onChanged { value in
        swipe.dragChanged(
          startX: Double(value.startLocation.x), translationX: Double(value.translation.width),
          width: width, canPop: canPop)
      }
      .onEnded { value in
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
  ///   - root: The stack's first screen.
  ///   - destination: The screen of a pushed entry.
  ///   - backIcon: The back button's label, shown on every screen above the root.
  public init(
    _ router: Router, stack id: StackID = "main", background: Background,
    swipe: EdgeSwipeBack = EdgeSwipeBack(), @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder backIcon: () -> BackIcon
  ) {
    self.init(
      router, stack: id, background: background, swipe: swipe, root: root,
      destination: destination, backIcon: backIcon, layer: { _ in EmptyView() })
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
  ///     } layer: { hosted in
  ///       ComposeScreen(hosted)
  ///     }
  /// } item: { item in
  ///   TabIcon(item)
  /// }
  /// ```
  ///
  /// In a ``RouterTabBar``, each tab's slide stack joins the bar's one presentation chain:
  /// only the selected tab presents its layers, one transition at a time, and a hidden
  /// tab's layers come when it is selected. Each layer's first screen releases its layer
  /// when its view goes away (`releasingStack(_:in:)`).
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
      backIcon: backIcon,
      layer: { hosted in layer(hosted).releasingStack(hosted.shownStack, in: router) })
  }
}
