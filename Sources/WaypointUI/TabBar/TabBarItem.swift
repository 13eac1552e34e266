import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

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
