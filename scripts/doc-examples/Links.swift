// Context of the `///` examples of Sources/Waypoint/Links: a router, a link map, and the
// routes the examples register.
import Waypoint

enum Screen: Hashable, Sendable {
  case profile(id: Int)
  case user(Int)
  case user(id: Int)
  case handle(String)
  case post(Int)
  case search(String, tags: [String])
  case compose, attachments
}

@MainActor let router = Router()
@MainActor var links = LinkMap(schemes: ["myapp"])
let url = "myapp://profile/42"
