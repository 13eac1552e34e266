import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// A tab container bound to a tab container of a `Router`, with a bar the app draws: the
/// custom tab view of Granite, on the engine's tabs.
///
/// ```swift
/// RouterTabBar(router, style: TabBarStyle(height: 56, hapticFeedback: true)) { tab in
///   TabBarTab(tab == "home" ? "Home" : "Inbox", badge: inbox.badge, ignoringSafeArea: .top)
/// } content: { tab in
///   TabRoot(tab)
///     .slideNavigation(router, stack: tab, background: Color.black) { entry in
///       ScreenView(entry)
///     } backIcon: {
///       Image(systemName: "chevron.backward")
///     }
/// } item: { item in
///   TabIcon(item.id, selected: item.isSelected, badge: item.badge)
/// } background: {
///   Color.black
/// }
/// ```
///
/// The app gives each tab's content, which hosts the tab's stack (a ``RouterStack``, a
/// ``RouterSlideStack`` or the `slideNavigation` modifier, bound to the tab's ID, or for a
/// tab that is a split container a ``RouterSplitView``, whose detail column joins the bar's
/// presentation chain); each
/// tab's ``TabBarTab`` (title, badge, safe-area edges); the view of a bar item, which
/// knows whether it is selected; and the bar's background. ``TabBarStyle`` sets the bar's
/// height, its paddings, its layout and its haptics.
///
/// Every tab stays in the view tree while another is shown, so switching tabs never
/// rebuilds a tab's screens or loses its view state; the hidden tabs are transparent, not
/// hit-testable and hidden from accessibility.
///
/// Tapping an item selects its tab in the engine, with source `NavigationSource.user`
/// and through the guards, as ``RouterTabView`` does; tapping the selected tab pops it to
/// its root, unless its container turned `TabContainer.popsToRootOnReselect` off. A tab
/// selected from code or a deep link switches the bar.
///
/// In an expanded layout (landscape on iPhone, regular width on iPad, Mac, visionOS) the
/// bar becomes a rail on the leading edge; the engine's `TabBarLayoutRule` decides, and
/// the style can force either layout.
///
/// Each item is a button labeled with its tab's title and badge, with the selected trait
/// on the selected one. Items have a minimum height, not a fixed one, so large Dynamic
/// Type sizes make the bar taller instead of clipping its labels.
///
/// The view shows nothing when the router has no such tab container.
@MainActor
public struct RouterTabBar<Content: View, Item: View, Background: View>: View {
  let router: Router
  let anchor: StackID?
  let style: TabBarStyle
  private let tab: (StackID) -> TabBarTab
  private let content: (StackID) -> Content
  private let item: (TabBarItem) -> Item
  private let background: Background
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @Environment(\.verticalSizeClass) private var verticalSizeClass
  /// Bumped when a tap selected another tab, to play the selection feedback.
  @State private var selections = 0
  /// The chain of a slide navigation around the bar, which owns the bar's chain then.
  @Environment(\.tabBarChain) private var outerChain
  /// The bar's chain when nothing around it owns one, made for the router the bar is given.
  @State private var ownChain: RouterBound<TabBarChain>

  /// Creates a tab bar.
  ///
  /// - Parameters:
  ///   - router: The router that owns the tabs.
  ///   - anchor: One tab of the container to show; `nil` shows the container that is the tree's content
  ///     of the router's tree.
  ///   - style: The bar's height, paddings, layout and haptics.
  ///   - tab: A tab's title, badge and ignored safe-area edges, asked on every draw (read
  ///     badges from app state here).
  ///   - content: A tab's content, which hosts the tab's stack.
  ///   - item: The view of a tab's item in the bar.
  ///   - background: What to draw behind the bar; it extends under the bottom (or leading)
  ///     safe area.
  public init(
    _ router: Router, containing anchor: StackID? = nil, style: TabBarStyle = TabBarStyle(),
    tab: @escaping (StackID) -> TabBarTab,
    @ViewBuilder content: @escaping (StackID) -> Content,
    @ViewBuilder item: @escaping (TabBarItem) -> Item,
    @ViewBuilder background: () -> Background
  ) {
    self.router = router
    self.anchor = anchor
    self.style = style
    self.tab = tab
    self.content = content
    self.item = item
    self.background = background()
    _ownChain = State(
      initialValue: RouterBound(
        tabBar: anchor, coversAvailable: coversAvailable, popoversAvailable: popoversAvailable))
  }

  /// The content and behavior of the view.
  public var body: some View {
    GeometryReader { proxy in
      let layout = style.layout.layout(
        for: TabBarEnvironment(
          horizontalSizeClass: Self.sizeClass(horizontalSizeClass),
          verticalSizeClass: Self.sizeClass(verticalSizeClass), width: Double(proxy.size.width),
          height: Double(proxy.size.height)))
      if let items = TabBarModel(router: router, anchor: anchor).items(layout: layout, tab: tab) {
        ZStack {
          ForEach(items) { item in
            content(item.id)
              // The tab's first screen; a container drawn in it gives its screens their own.
              .navigationScreen(.root(item.id), of: item.id, in: router)
              .frame(maxWidth: .infinity, maxHeight: .infinity)
              .ignoresSafeArea(.container, edges: item.tab.ignoredSafeAreaEdges)
              .opacity(item.isSelected ? 1 : 0)
              .allowsHitTesting(item.isSelected)
              .accessibilityHidden(!item.isSelected)
              .zIndex(item.isSelected ? 1 : 0)
          }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
          if layout == .bar { bar(items) }
        }
        .safeAreaInset(edge: .leading, spacing: 0) {
          if layout == .rail { rail(items) }
        }
        .selectionFeedback(enabled: style.hapticFeedback, trigger: selections)
      }
    }
    // One chain for every tab: the stack containers drawn for the tabs join it, so only the
    // selected tab presents, one transition at a time.
    .environment(\.tabBarChain, chain)
    .hosting(ContainerChain(tabBar: chain, isOwned: outerChain == nil), of: router)
  }

  /// The chain of the bar: the one of a slide navigation around it, or the bar's own.
  private var chain: TabBarChain {
    outerChain ?? ownChain.value(for: router)
  }

  /// The horizontal bar along the bottom edge.
  private func bar(_ items: [TabBarItem]) -> some View {
    HStack(spacing: 0) {
      ForEach(items) { item in
        button(item)
      }
    }
    .padding(style.barPadding)
    .background {
      background.ignoresSafeArea(.container, edges: [.bottom, .horizontal])
    }
  }

  /// The vertical rail along the leading edge.
  private func rail(_ items: [TabBarItem]) -> some View {
    VStack(spacing: 0) {
      ForEach(items) { item in
        button(item)
      }
    }
    .padding(style.barPadding)
    .frame(maxHeight: .infinity, alignment: .topLeading)
    .fixedSize(horizontal: true, vertical: false)
    .background {
      background.ignoresSafeArea(.container, edges: [.leading, .vertical])
    }
  }

  /// One item: a button labeled with the tab's title and badge.
  private func button(_ item: TabBarItem) -> some View {
    Button {
      if TabBarModel(router: router, anchor: anchor).tap(item.id) { selections += 1 }
    } label: {
      self.item(item)
        // Wraps long labels onto more lines rather than truncating them.
        .fixedSize(horizontal: false, vertical: true)
        .padding(style.itemPadding)
        .frame(minWidth: style.height, maxWidth: .infinity, minHeight: style.height)
        .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
    .accessibilityLabel(item.accessibilityLabel)
    .accessibilityAddTraits(item.isSelected ? .isSelected : [])
  }

  /// SwiftUI's size class in the engine's terms.
  private static func sizeClass(_ sizeClass: UserInterfaceSizeClass?)
    -> TabBarEnvironment.SizeClass?
  {
    if sizeClass == .regular { return .regular }
    return sizeClass == .compact ? .compact : nil
  }
}

extension RouterTabBar where Background == EmptyView {
  /// Creates a tab bar with no background behind the bar.
  ///
  /// - Parameters:
  ///   - router: The router that owns the tabs.
  ///   - anchor: One tab of the container to show; `nil` shows the container that is the tree's content
  ///     of the router's tree.
  ///   - style: The bar's height, paddings, layout and haptics.
  ///   - tab: A tab's title, badge and ignored safe-area edges.
  ///   - content: A tab's content, which hosts the tab's stack.
  ///   - item: The view of a tab's item in the bar.
  public init(
    _ router: Router, containing anchor: StackID? = nil, style: TabBarStyle = TabBarStyle(),
    tab: @escaping (StackID) -> TabBarTab,
    @ViewBuilder content: @escaping (StackID) -> Content,
    @ViewBuilder item: @escaping (TabBarItem) -> Item
  ) {
    self.init(
      router, containing: anchor, style: style, tab: tab, content: content, item: item,
      background: { EmptyView() })
  }
}

extension View {
  /// Plays selection feedback when `trigger` changes, if `enabled`; compiled out on
  /// visionOS, which has no sensory feedback.
  @MainActor
  func selectionFeedback(enabled: Bool, trigger: Int) -> some View {
    #if os(visionOS)
      return self
    #else
      return sensoryFeedback(.selection, trigger: trigger) { _, _ in enabled }
    #endif
  }
}

extension EnvironmentValues {
  /// The presentation chain of the custom tab bar a view is drawn in.
  var tabBarChain: TabBarChain? {
    get { self[TabBarChainKey.self] }
    set { self[TabBarChainKey.self] = newValue }
  }
}

private struct TabBarChainKey: EnvironmentKey {
  static var defaultValue: TabBarChain? { nil }
}
