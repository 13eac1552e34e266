import Waypoint
import WaypointUI

// Context of ACustomTabBar.md's examples: the app's router, style, models and views.
#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

@MainActor @Observable final class Inbox {
  var unread = 0
}

struct TabRoot: View {
  init(_ tab: StackID) {}
  var body: some View { EmptyView() }
}
struct TabIcon: View {
  init(_ item: TabBarItem) {}
  init(_ id: StackID, selected: Bool, badge: String?) {}
  var body: some View { EmptyView() }
}
struct ScreenView: View {
  init(_ entry: Entry) {}
  var body: some View { EmptyView() }
}
struct FeedScreen: View {
  var body: some View { EmptyView() }
}
struct ComposeScreen: View {
  init(_ layer: HostedLayer) {}
  var body: some View { EmptyView() }
}

enum Screen: Hashable, Sendable {
  case compose, draft
}

@MainActor let router = Router()
let style = TabBarStyle(height: 56)
