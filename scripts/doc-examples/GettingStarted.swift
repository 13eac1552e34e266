// Context of GettingStarted.md's examples. The article declares `Mail`, `Contact` and
// `Draft`, and its own `router`; the later examples use the app's router.
import Waypoint

@MainActor final class MessageModel { init(id: Int) {} }
struct Logger: Sendable { func error(_ message: String) {} }

@MainActor let router = Router()
let logger = Logger()
