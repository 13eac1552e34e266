// Context of DeepLinks.md's examples. The article declares `Screen` and its own `router`;
// the later examples use the app's router and link map.
import Foundation
import Waypoint

@MainActor let router = Router()
@MainActor var links = LinkMap(schemes: ["myapp"])
let url = "myapp://users/42/posts/hello%20world"
