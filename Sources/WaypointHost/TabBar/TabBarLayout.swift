import Waypoint

/// Where a custom tab bar puts its items: along the bottom edge, or as a vertical rail on
/// the leading edge.
public enum TabBarLayout: String, Hashable, Sendable, CaseIterable {
  /// A horizontal bar along the bottom edge: the compact layout.
  case bar
  /// A vertical rail along the leading edge: the expanded layout.
  case rail
}
