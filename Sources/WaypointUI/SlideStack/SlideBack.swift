import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// The back button a slide stack gives one of its screens.
struct SlideBack {
  let icon: AnyView
  let isDrawn: Bool
  let isEnabled: Bool
  let action: @MainActor () -> Void
}

private struct SlideBackKey: EnvironmentKey {
  static var defaultValue: SlideBack? { nil }
}

extension EnvironmentValues {
  /// The back button of the screen, in a slide stack.
  var slideBack: SlideBack? {
    get { self[SlideBackKey.self] }
    set { self[SlideBackKey.self] = newValue }
  }
}
