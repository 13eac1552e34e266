import Waypoint
import WaypointUI

// Context of MigratingFromNavigationStack.md's examples: the app's routes, router and views.
#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

enum Screen: Hashable, Sendable {
  case profile, settings
}

struct RootScreen: View {
  var body: some View { EmptyView() }
}
struct ScreenView: View {
  let screen: Screen
  var body: some View { EmptyView() }
}

@MainActor let router = Router()
