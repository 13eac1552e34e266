import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// What a screen declares for its bar, with its views.
struct SlideBarItems {
  var title: Text?
  var trailing: AnyView?
}
