import Waypoint

/// What a slide stack (a container that draws a stack in a `ZStack`) draws for each screen:
/// whether the screen is in the view hierarchy, whether a swipe back moves it, and its bar.
///
/// A screen's level is its position from the top (``StackScreen/level``): 0 for the top
/// screen, 1 for the one a swipe back reveals. By default only those are drawn: the top
/// screen always, the one below it while a swipe back is in progress. A screen covered by
/// the top one leaves the view hierarchy and is inserted again when a pop (or a swipe)
/// reveals it, so the platform gives it an appearance again (SwiftUI's `onAppear` runs);
/// its view state (`@State`, a scroll position) starts over, and what must outlive the
/// cover belongs in a model that lives as long as the screen's entry.
///
/// ```swift
/// let layout = SlideStackLayout()
/// layout.isInHierarchy(level: 1, isFirstScreen: false, isTracking: false)  // false: covered
/// layout.isInHierarchy(level: 1, isFirstScreen: false, isTracking: true)   // true: revealed
/// layout.movesWithDrag(level: 2)                                          // false
/// ```
///
/// Only the screens that ``movesWithDrag(level:)`` says should read the swipe's offset,
/// so that a frame of the drag redraws those and no other screen.
public struct SlideStackLayout: Hashable, Sendable {
  /// What happens to the screens covered by the top one.
  public enum CoveredScreens: Hashable, Sendable {
    /// Covered screens leave the view hierarchy; a screen revealed by a pop is inserted
    /// again and appears (`onAppear` runs), with fresh view state.
    case removed
    /// The stack's first screen stays in the hierarchy, with its view state and no new
    /// appearance when revealed; covered pushed screens leave it, as with ``removed``. For
    /// a first screen that must not be rebuilt, such as a tab bar whose tabs keep their
    /// state.
    case removedExceptFirstScreen
    /// Every covered screen stays in the hierarchy with its view state; a screen revealed
    /// by a pop gets no new appearance (no `onAppear`).
    case kept
  }

  /// Which direction the stack moved between two draws.
  public enum Motion: Hashable, Sendable {
    /// The top screen did not change.
    case none
    /// A new screen came on top (a push, or a replaced top): it slides in from the
    /// trailing edge, over the one it covers.
    case forward
    /// A screen that was below the top came back on top (a pop): the screens above it
    /// slide out to the trailing edge.
    case backward
  }

  /// What happens to the screens covered by the top one.
  public var coveredScreens: CoveredScreens

  /// Creates a layout.
  ///
  /// - Parameter coveredScreens: What happens to the screens covered by the top one.
  public init(coveredScreens: CoveredScreens = .removed) {
    self.coveredScreens = coveredScreens
  }

  /// Whether the screen at `level` is in the view hierarchy.
  ///
  /// - Parameters:
  ///   - level: The screen's position from the top: 0 for the top screen.
  ///   - isFirstScreen: Whether it is the stack's first screen (not an entry).
  ///   - isTracking: Whether a swipe back is in progress (it reveals the screen at level 1).
  public func isInHierarchy(level: Int, isFirstScreen: Bool, isTracking: Bool) -> Bool {
    if level == 0 || (level == 1 && isTracking) { return true }
    switch coveredScreens {
    case .removed: return false
    case .removedExceptFirstScreen: return isFirstScreen
    case .kept: return true
    }
  }

  /// Whether a swipe back moves the screen at `level`: the top screen follows the finger and
  /// the one below slides in; the others stay put, so only these two read the drag.
  ///
  /// - Parameter level: The screen's position from the top.
  public func movesWithDrag(level: Int) -> Bool {
    level == 0 || level == 1
  }

  /// What to draw of a screen's bar.
  ///
  /// A bar is drawn only on a screen in the view hierarchy: on the top screen, and during a
  /// swipe back also on the screen it reveals, each bar moving with its screen. A hidden
  /// bar stays hidden; an automatic one shows when it has a back button, a title or trailing
  /// items. The back button shows on every pushed screen (the first screen has nothing to
  /// go back to) and responds only on the top screen when no swipe is in progress.
  ///
  /// - Parameters:
  ///   - declaration: What the screen declares.
  ///   - level: The screen's position from the top.
  ///   - isFirstScreen: Whether it is the stack's first screen.
  ///   - isTracking: Whether a swipe back is in progress.
  /// - Returns: The bar to draw.
  public func bar(
    for declaration: SlideBarDeclaration, level: Int, isFirstScreen: Bool, isTracking: Bool
  ) -> SlideBarLayout {
    let visible = level == 0 || (level == 1 && isTracking)
    let showsBack = !isFirstScreen
    let shown: Bool
    switch declaration.visibility {
    case .hidden: shown = false
    case .visible: shown = true
    case .automatic: shown = showsBack || declaration.hasTitle || declaration.hasTrailingItems
    }
    return SlideBarLayout(
      isDrawn: visible && shown, showsBackButton: visible && shown && showsBack,
      isBackEnabled: shown
        && offersBack(level: level, isFirstScreen: isFirstScreen, isTracking: isTracking))
  }

  /// Whether a back button drawn on the screen at `level` (the stack's, or one the screen
  /// draws in a bar of its own) responds: the screen is pushed, on top, and no swipe back is
  /// in progress.
  ///
  /// - Parameters:
  ///   - level: The screen's position from the top.
  ///   - isFirstScreen: Whether it is the stack's first screen.
  ///   - isTracking: Whether a swipe back is in progress.
  public func offersBack(level: Int, isFirstScreen: Bool, isTracking: Bool) -> Bool {
    level == 0 && !isFirstScreen && !isTracking
  }

  /// How the stack moved from one draw to the next, from the entries drawn each time,
  /// bottom first.
  ///
  /// - Parameters:
  ///   - old: The entries drawn before.
  ///   - new: The entries drawn now.
  /// - Returns: ``Motion/backward`` when the new top screen (the first screen when `new`
  ///   is empty) was below the old top, ``Motion/forward`` when it is new,
  ///   ``Motion/none`` when the top did not change.
  public static func motion(from old: [EntryID], to new: [EntryID]) -> Motion {
    guard old.last != new.last else { return .none }
    guard let top = new.last else { return .backward }
    return old.contains(top) ? .backward : .forward
  }
}
