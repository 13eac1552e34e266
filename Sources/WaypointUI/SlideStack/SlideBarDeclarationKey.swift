import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// What a screen declares for its bar, without its views: whether it shows, which decides
/// where the screen's content sits.
struct SlideBarDeclarationKey: PreferenceKey {
  static var defaultValue: SlideBarDeclaration { SlideBarDeclaration() }

  static func reduce(value: inout SlideBarDeclaration, nextValue: () -> SlideBarDeclaration) {
    let next = nextValue()
    if value.visibility == .automatic { value.visibility = next.visibility }
    value.hasTitle = value.hasTitle || next.hasTitle
    value.hasTrailingItems = value.hasTrailingItems || next.hasTrailingItems
  }
}
