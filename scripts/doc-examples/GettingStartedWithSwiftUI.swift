import Waypoint
import WaypointUI

// Context of GettingStartedWithSwiftUI.md's examples. The article declares `Mail`,
// `Contact`, the app and most of its views; these are the rest of the app it takes as given.
#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

struct MailScreen: View {
  init(route: Mail?) {}
  var body: some View { EmptyView() }
}
struct Inbox: View {
  var body: some View { EmptyView() }
}
@MainActor @Observable final class Session {
  var isLoggedIn = false
}
struct Logger: Sendable { func error(_ message: String) {} }

@MainActor let router = Router()
@MainActor let session = Session()
@MainActor var problem: String?
let logger = Logger()
struct Message: Identifiable {
  var id: Int
  var subject: String
}
struct MailView: View {
  init(_ mail: Mail) {}
  var body: some View { EmptyView() }
}
@MainActor let messages: [Message] = []
@MainActor let links = LinkMap(schemes: ["mail"])
@MainActor let coder = SnapshotCoder()
