// Context of the engine's examples: the `///` examples of Sources/Waypoint and the articles
// without a context of their own. It declares the app's names that those examples take as
// given (`router`, `Screen`, `coder`, ...). Examples are type-checked, never run, so a value
// that is awkward to build is `given()`.
import Foundation
import Waypoint

/// A value of any type, for a name an example takes as given; never called.
func given<Value>(_ type: Value.Type = Value.self) -> Value {
  fatalError("documentation examples are type-checked, never run")
}

// The app's routes.
enum Screen: Hashable, Sendable, Codable {
  case profile, settings, about, compose, pickRecipient, draft, inbox, beta, account, login
  case newCheckout, checkout, themePicker
  case user(User)
  case editor, log
  case detail(Int)
}
enum Mail: Hashable, Sendable, Codable {
  case message(id: Int)
  case compose, pickRecipient
}
struct User: Hashable, Sendable, Codable { var id: Int }
struct Profile: Hashable, Sendable, Codable { var id: Int }
struct UserProfile: Hashable, Sendable, Codable { var id: Int }
struct Article: Hashable, Sendable, Codable { var slug: String }
enum AppScreen: Hashable, Sendable, Codable { case home }
struct Contact: Hashable, Sendable { var name: String }
enum Theme: Hashable, Sendable { case light, dark }

// Screen models.
@MainActor final class ProfileModel {
  var name = ""
  init(id: Int = 0) {}
}
@MainActor final class Draft {}

// The app's services.
@MainActor final class Session {
  var user: User?
  var isLoggedIn = false
}
@MainActor final class Editor {
  func isDirty(_ entry: EntryID?) -> Bool { false }
  func isDirty(screen: LeavingScreen) -> Bool { false }
}
@MainActor final class Alerts {
  func confirm(_ question: String) async -> Bool { true }
  func confirmDiscard() async -> Bool { true }
}
struct Flags: Sendable { var newCheckout = false }
struct API: Sendable { func user(id: Int) async throws -> User { User(id: id) } }
struct Logger: Sendable { func error(_ message: String) {} }

func log(_ value: Any) {}
func save() {}
func redraw() {}

// The values the examples work with.
@MainActor let router = Router()
@MainActor var links = LinkMap(schemes: ["myapp"])
@MainActor var coder = SnapshotCoder(version: 1)
@MainActor let recorder = NavigationRecorder(router)
@MainActor let recording = recorder.recording
@MainActor let state = router.state
@MainActor let compose = router.screen(.root("compose"))
@MainActor let picker = router.screen(router.visibleStack.topScreen)
@MainActor let screen = router.screen(router.visibleStack.topScreen)
@MainActor let entry: Entry = given()
@MainActor let entryID: EntryID = given()
@MainActor var recipients: [Contact] = []
@MainActor let session = Session()
@MainActor let editor = Editor()
@MainActor let alerts = Alerts()
@MainActor let flags = Flags()
let api = API()
let logger = Logger()
let url: URL = given()
let data: Data = given()
@MainActor var savedData: Data?
@MainActor let contact = Contact(name: "Ada")
