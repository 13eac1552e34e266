// Context of README.md's examples: what the README's mail app takes as given. The README's
// first example declares `Mail` and its own `router`; the next one uses the app's router.
import Waypoint

struct Contact: Hashable, Sendable { var name: String }
final class Draft {}
@MainActor final class Session { var isLoggedIn = false }

@MainActor let router = Router()
@MainActor let session = Session()
