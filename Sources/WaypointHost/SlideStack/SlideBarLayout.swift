import Waypoint

/// What a slide stack draws of one screen's bar.
public struct SlideBarLayout: Hashable, Sendable {
  /// Whether the bar is drawn at the top of the screen, with the content below it.
  public var isDrawn: Bool
  /// Whether the bar shows the stack's back button: the screen was pushed, so there is
  /// something to go back to.
  public var showsBackButton: Bool
  /// Whether the back button responds: only on the top screen, and not while a swipe back
  /// is in progress (the swipe decides then).
  public var isBackEnabled: Bool

  /// Creates a bar layout.
  ///
  /// - Parameters:
  ///   - isDrawn: Whether the bar is drawn.
  ///   - showsBackButton: Whether it shows the back button.
  ///   - isBackEnabled: Whether the back button responds.
  public init(isDrawn: Bool, showsBackButton: Bool, isBackEnabled: Bool) {
    self.isDrawn = isDrawn
    self.showsBackButton = showsBackButton
    self.isBackEnabled = isBackEnabled
  }
}
