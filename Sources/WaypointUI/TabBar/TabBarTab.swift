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
