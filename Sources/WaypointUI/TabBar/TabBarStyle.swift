import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

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
