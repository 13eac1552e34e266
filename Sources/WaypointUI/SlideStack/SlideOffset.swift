import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// Places a screen where the swipe back puts it. The only view of a screen that reads the
/// drag's offset, and only for the screens the drag moves, so a frame of the drag redraws
/// no other view.
@available(tvOS, unavailable)
@MainActor
struct SlideOffset<Content: View>: View {
  let swipe: SlideSwipe
  let level: Int
  let width: Double
  let layout: SlideStackLayout
  let content: Content

  init(
    swipe: SlideSwipe, level: Int, width: Double, layout: SlideStackLayout,
    @ViewBuilder content: () -> Content
  ) {
    self.swipe = swipe
    self.level = level
    self.width = width
    self.layout = layout
    self.content = content()
  }

  var body: some View {
    let offset =
      layout.movesWithDrag(level: level) ? swipe.offset(ofScreenAtLevel: level, width: width) : 0
    content.offset(x: CGFloat(offset))
  }
}
