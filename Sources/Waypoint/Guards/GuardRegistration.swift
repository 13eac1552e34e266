/// A registered guard; pass it to ``RouterGuards/remove(_:)`` to remove the guard.
public struct GuardRegistration: Hashable, Sendable {
  let id: Int
}
