import Waypoint

/// What a screen of a slide stack declares about its bar, without its views: whether it
/// asks for the bar, and whether it gives a title and trailing items.
///
/// A container reads it from the screen (WaypointUI's `slideBar` modifiers) and asks
/// ``SlideStackLayout/bar(for:level:isFirstScreen:isTracking:)`` what to draw.
///
/// ```swift
/// let declared = SlideBarDeclaration(hasTitle: true)
/// SlideStackLayout().bar(for: declared, level: 0, isFirstScreen: true, isTracking: false)
/// // shown, with no back button: the first screen has nothing to go back to
/// ```
public struct SlideBarDeclaration: Hashable, Sendable {
  /// Whether a screen asks for its bar.
  public enum Visibility: Hashable, Sendable {
    /// The bar shows when it has something to show: a back button, a title or trailing
    /// items.
    case automatic
    /// The bar shows, empty if need be.
    case visible
    /// The bar is hidden; the screen's content takes its place (and may draw a bar of its
    /// own).
    case hidden
  }

  /// Whether the screen asks for its bar.
  public var visibility: Visibility
  /// Whether the screen gives a title.
  public var hasTitle: Bool
  /// Whether the screen gives trailing items.
  public var hasTrailingItems: Bool

  /// Creates a declaration; the default is a screen that declares nothing.
  ///
  /// - Parameters:
  ///   - visibility: Whether the screen asks for its bar.
  ///   - hasTitle: Whether the screen gives a title.
  ///   - hasTrailingItems: Whether the screen gives trailing items.
  public init(
    visibility: Visibility = .automatic, hasTitle: Bool = false, hasTrailingItems: Bool = false
  ) {
    self.visibility = visibility
    self.hasTitle = hasTitle
    self.hasTrailingItems = hasTrailingItems
  }
}
