import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// One screen of a slide stack: its background, its content below its bar, and the bar.
@available(tvOS, unavailable)
@MainActor
struct SlideScreen<Content: View, Background: View, BackIcon: View>: View {
  let content: Content
  let background: Background
  let backIcon: BackIcon
  let id: ScreenID
  let level: Int
  let isFirstScreen: Bool
  let layout: SlideStackLayout
  let swipe: SlideSwipe
  /// Remembers what the screen declared, for when a pop inserts it again.
  let motion: SlideMotion
  let back: @MainActor () -> Void
  /// What the screen's content declares for its bar.
  @State private var declared: SlideBarDeclaration

  init(
    content: Content, background: Background, backIcon: BackIcon, id: ScreenID, level: Int,
    isFirstScreen: Bool, layout: SlideStackLayout, swipe: SlideSwipe, motion: SlideMotion,
    back: @escaping @MainActor () -> Void
  ) {
    self.content = content
    self.background = background
    self.backIcon = backIcon
    self.id = id
    self.level = level
    self.isFirstScreen = isFirstScreen
    self.layout = layout
    self.swipe = swipe
    self.motion = motion
    self.back = back
    // A screen a pop reveals is inserted again: its bar starts as it was when covered.
    _declared = State(initialValue: motion.declarations[id] ?? SlideBarDeclaration())
  }

  var body: some View {
    // Only the screens a swipe moves read whether one is in progress.
    let isTracking = layout.movesWithDrag(level: level) && swipe.isTracking
    let bar = layout.bar(
      for: declared, level: level, isFirstScreen: isFirstScreen, isTracking: isTracking)
    ZStack {
      background
      content
        .safeAreaInset(edge: .top, spacing: 0) {
          // The bar's place, over which the bar is drawn. It shows the stack's background,
          // so content scrolled up under the bar does not show through it.
          if bar.isDrawn {
            background.frame(minHeight: slideBarHeight, maxHeight: slideBarHeight)
          }
        }
        .overlayPreferenceValue(SlideBarItemsKey.self, alignment: .top) { items in
          if bar.isDrawn {
            SlideBarView(items: items)
          }
        }
        .onPreferenceChange(SlideBarDeclarationKey.self) { value in
          MainActor.assumeIsolated {
            declared = value
            motion.declarations[id] = value
          }
        }
        // A stack drawn inside this screen declares nothing for this screen's bar.
        .transformPreference(SlideBarItemsKey.self) { $0 = SlideBarItems() }
        .transformPreference(SlideBarDeclarationKey.self) { $0 = SlideBarDeclaration() }
    }
    .environment(
      \.slideBack,
      SlideBack(
        icon: AnyView(backIcon), isDrawn: !isFirstScreen,
        isEnabled: layout.offersBack(
          level: level, isFirstScreen: isFirstScreen, isTracking: isTracking), action: back))
  }
}
