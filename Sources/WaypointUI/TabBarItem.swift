import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// What a ``RouterTabBar`` shows for one tab, beyond its content: its title, its badge and
/// the safe-area edges its content ignores.
///
/// The bar asks for it on every draw, so a badge read from app state (an observable model)
/// updates the bar when the state changes:
///
/// ```swift
/// TabBarTab("Inbox", badge: inbox.unread > 0 ? "\(inbox.unread)" : nil,
///           badgeLabel: "\(inbox.unread) unread", ignoringSafeArea: .top)
/// ```
public struct TabBarTab: Equatable, Sendable {
  /// The tab's name: what VoiceOver reads for its item.
  public var title: String
  /// The badge to draw on the item, or `nil` for none.
  public var badge: String?
  /// How VoiceOver reads the badge, when it differs from ``badge`` ("3 unread" for "3").
  public var badgeLabel: String?
  /// The safe-area edges the tab's content extends under (Granite's `ignoreEdges`).
  public var ignoredSafeAreaEdges: Edge.Set

  /// Creates a tab's description.
  ///
  /// - Parameters:
  ///   - title: The tab's name, read by VoiceOver.
  ///   - badge: The badge to draw on the item, if any.
  ///   - badgeLabel: How VoiceOver reads the badge; the badge itself when `nil`.
  ///   - edges: The safe-area edges the tab's content extends under.
  public init(
    _ title: String, badge: String? = nil, badgeLabel: String? = nil,
    ignoringSafeArea edges: Edge.Set = []
  ) {
    self.title = title
    self.badge = badge
    self.badgeLabel = badgeLabel
    self.ignoredSafeAreaEdges = edges
  }

  /// What VoiceOver reads for the tab's item: the title, then the badge ("Inbox, 3 unread").
  public var accessibilityLabel: String {
    guard let spoken = badgeLabel ?? badge, !spoken.isEmpty else { return title }
    return "\(title), \(spoken)"
  }
}

/// One item of a ``RouterTabBar``, as its `item` closure draws it.
public struct TabBarItem: Equatable, Sendable, Identifiable {
  /// The ID of the tab's stack.
  public let id: StackID
  /// The tab's title, badge and safe-area edges.
  public let tab: TabBarTab
  /// Whether the tab is the one shown.
  public let isSelected: Bool
  /// Whether the item is drawn in the bottom bar or in the leading rail.
  public let layout: TabBarLayout

  /// Creates an item.
  public init(id: StackID, tab: TabBarTab, isSelected: Bool, layout: TabBarLayout) {
    self.id = id
    self.tab = tab
    self.isSelected = isSelected
    self.layout = layout
  }

  /// The tab's title.
  public var title: String { tab.title }
  /// The tab's badge, if any.
  public var badge: String? { tab.badge }
  /// What VoiceOver reads for the item: the title, then the badge.
  public var accessibilityLabel: String { tab.accessibilityLabel }
}

/// How a ``RouterTabBar`` draws its bar: its size, its paddings, its layout and whether it
/// plays selection feedback. Granite's `GraniteTabStyle`, parameter by parameter.
public struct TabBarStyle: Equatable, Sendable {
  /// The minimum height of an item, in points (Granite's `height`); the bar grows taller
  /// when its items need it (large Dynamic Type sizes), it never clips them. In the rail,
  /// it is also an item's minimum width.
  public var height: CGFloat
  /// The padding around the whole bar, inside its background (Granite's `paddingTabs`).
  public var barPadding: EdgeInsets
  /// The padding around each item (Granite's `paddingIcons`).
  public var itemPadding: EdgeInsets
  /// When the bar becomes a rail on the leading edge (Granite's `landscape`).
  public var layout: TabBarLayoutRule
  /// Whether selecting another tab plays selection feedback, where the platform has it
  /// (Granite's `enableHaptic`). Off by default.
  public var hapticFeedback: Bool

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - height: The minimum height of an item, in points; 49 by default, as the system's
  ///     tab bar.
  ///   - barPadding: The padding around the whole bar.
  ///   - itemPadding: The padding around each item.
  ///   - layout: When the bar becomes a rail; it follows the space by default.
  ///   - hapticFeedback: Whether selecting another tab plays selection feedback.
  public init(
    height: CGFloat = 49, barPadding: EdgeInsets = EdgeInsets(),
    itemPadding: EdgeInsets = EdgeInsets(), layout: TabBarLayoutRule = .automatic,
    hapticFeedback: Bool = false
  ) {
    self.height = max(0, height)
    self.barPadding = barPadding
    self.itemPadding = itemPadding
    self.layout = layout
    self.hapticFeedback = hapticFeedback
  }
}

/// What a ``RouterTabBar`` shows and does, from the router: its items, and what a tap on
/// one does. No views, so it is tested on Linux.
@MainActor
struct TabBarModel {
  let router: Router
  let anchor: StackID?

  /// The bar's items, or `nil` when the router has no such tab container. Reads the
  /// container through the router, so the view that calls it observes which tab is
  /// selected (and not the tabs' entries).
  func items(layout: TabBarLayout, tab: (StackID) -> TabBarTab) -> [TabBarItem]? {
    guard let container = router.tabContainer(holding: anchor) else { return nil }
    return container.tabIDs.map { id in
      TabBarItem(id: id, tab: tab(id), isSelected: id == container.selection, layout: layout)
    }
  }

  /// Reports a tap on the item of `id` to the router, as the user's: through the guards,
  /// selecting the tab, or popping it to its root when it is selected already.
  ///
  /// - Returns: Whether the tap selected another tab at once (not after an asynchronous
  ///   guard, not a re-tap), which is when the bar plays selection feedback.
  @discardableResult
  func tap(_ id: StackID) -> Bool {
    let before = router.tabContainer(holding: id)?.selection
    router.report(.tabTapped(id))
    return before != id && router.tabContainer(holding: id)?.selection == id
  }
}
