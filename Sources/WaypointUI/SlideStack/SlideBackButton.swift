import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// The back button of the screen it is drawn in, in a ``RouterSlideStack``: the stack's back
/// icon, reporting `UserInput.back(stack:)` when tapped. For a screen that draws a bar of its
/// own after hiding the stack's with `slideBar(_:)`.
///
/// ```swift
/// HStack {
///   SlideBackButton()
///   Spacer()
/// }
/// ```
///
/// It draws nothing on a stack's first screen (there is nothing to go back to) and outside
/// a slide stack, and does not respond while a swipe back is in progress.
@available(tvOS, unavailable)
@MainActor
public struct SlideBackButton: View {
  @Environment(\.slideBack) private var back

  /// Creates the back button of the screen it is drawn in.
  public init() {}

  /// The content and behavior of the view.
  public var body: some View {
    if let back, back.isDrawn {
      Button {
        back.action()
      } label: {
        back.icon
      }
      .allowsHitTesting(back.isEnabled)
    }
  }
}
