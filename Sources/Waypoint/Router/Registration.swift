/// Something registered with a router until it is removed: an event observer from
/// ``RouterEvents/observe(_:)`` or a guard from ``RouterGuards/add(_:)``.
///
/// Pass it back to the `remove(_:)` of the collection that made it,
/// ``RouterEvents/remove(_:)`` or ``RouterGuards/remove(_:)``, to end the registration.
/// Removing twice, or passing a registration to the other collection, does nothing.
///
/// ```swift
/// let observer = router.events.observe { event in print(event.action) }
/// let check = router.guards.add(NavigationGuard("open") { _ in .allow })
/// router.events.remove(observer)
/// router.guards.remove(check)
/// ```
public struct Registration: Hashable, Sendable {
  /// What a registration registers.
  enum Kind: Hashable, Sendable {
    case eventObserver, navigationGuard
  }

  let kind: Kind
  let id: Int
}
