// Context of the `///` examples of Sources/Waypoint/Split: a mail app's routes, a router
// and a state whose content is a split container, and that container.
import Waypoint

enum Mailbox: Hashable, Sendable { case inbox, archive }
struct Message: Hashable, Sendable { var id: Int }

@MainActor let router = Router()
let state = NavigationState()
let split: SplitContainer = given()

/// A value of any type, for a name an example takes as given; never called.
func given<Value>(_ type: Value.Type = Value.self) -> Value {
  fatalError("documentation examples are type-checked, never run")
}
