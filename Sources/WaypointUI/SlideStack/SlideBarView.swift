import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// The height of a slide stack's bar, as UIKit's navigation bar.
let slideBarHeight: CGFloat = 44

/// The bar a slide stack draws at the top of a screen.
@available(tvOS, unavailable)
@MainActor
struct SlideBarView: View {
  let items: SlideBarItems

  var body: some View {
    HStack(spacing: 8) {
      SlideBackButton()
      Spacer(minLength: 0)
      if let trailing = items.trailing {
        trailing
      }
    }
    .overlay {
      if let title = items.title {
        title
          .font(.headline)
          .lineLimit(1)
          .accessibilityAddTraits(.isHeader)
      }
    }
    .padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
    .frame(maxWidth: .infinity, minHeight: slideBarHeight, maxHeight: slideBarHeight)
  }
}
