import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// Which way a slide stack moved last: a push or a pop. Read by the screens' transitions
/// when they run, so a screen that leaves slides the right way; not observed. It also
/// remembers what each screen declared for its bar, for when a pop inserts it again.
@MainActor
final class SlideMotion {
  private(set) var motion = SlideStackLayout.Motion.forward
  /// What each screen of the stack last declared for its bar.
  var declarations: [ScreenID: SlideBarDeclaration] = [:]
  private var entries: [EntryID] = []
  private var wasTracking = false

  /// Records the entries drawn now, bottom first, and whether a swipe back is in progress.
  func record(_ drawn: [EntryID], isTracking: Bool) {
    var next = SlideStackLayout.motion(from: entries, to: drawn)
    // A swipe let go too early: the screen it revealed goes back under the top one.
    if next == .none && wasTracking && !isTracking { next = .forward }
    if next != .none { motion = next }
    if next != .none {
      // Forget the screens that left the stack.
      let kept = Set(drawn)
      declarations = declarations.filter { screen, _ in
        if case .entry(let entry) = screen { kept.contains(entry) } else { true }
      }
    }
    entries = drawn
    wasTracking = isTracking
  }
}
