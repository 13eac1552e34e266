import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// Where a screen slides from when inserted and to when removed: a pushed screen comes
/// from the trailing edge over the one it covers, which moves a little to the leading
/// side; a pop sends the top screen to the trailing edge and brings the revealed one back.
@available(tvOS, unavailable)
struct SlideTransition: ViewModifier {
  var motion: SlideMotion?
  var width = 0.0
  var parallax = 0.0
  var isInsertion = true

  func body(content: Content) -> some View {
    content.offset(x: CGFloat(offset))
  }

  @MainActor var offset: Double {
    guard let motion else { return 0 }
    let forward = motion.motion != .backward
    // In: pushed from the trailing edge, or revealed from under the screen popped.
    // Out: covered by a push, or popped to the trailing edge.
    return forward == isInsertion ? width : -parallax * width
  }
}
