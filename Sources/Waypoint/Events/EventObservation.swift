/// A registration of a synchronous event observer; pass it to
/// ``RouterEvents/remove(_:)`` to stop observing.
public struct EventObservation: Hashable, Sendable {
  let id: Int
}
