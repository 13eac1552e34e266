import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// A screen's title and trailing items, read by the bar its stack draws over it.
struct SlideBarItemsKey: PreferenceKey {
  static var defaultValue: SlideBarItems { SlideBarItems() }

  static func reduce(value: inout SlideBarItems, nextValue: () -> SlideBarItems) {
    let next = nextValue()
    value.title = value.title ?? next.title
    value.trailing = value.trailing ?? next.trailing
  }
}
