/// The events of a router (``Router/events``): one per committed change, one per action a
/// guard denied or redirected, in order.
///
/// ```swift
/// let observation = router.events.observe { event in log(event.action) }
/// router.events.remove(observation)
///
/// for await event in router.events.stream() where event.kind == .committed { save() }
/// ```
@MainActor
public struct RouterEvents {
  let router: Router

  /// Calls `body` with every event from now on, synchronously, in order, inside the call
  /// that caused it.
  ///
  /// - Returns: The registration to pass to ``remove(_:)``.
  @discardableResult
  public func observe(_ body: @escaping (NavigationEvent) -> Void) -> EventObservation {
    router.addObserver(body)
  }

  /// Stops calling an observer registered with ``observe(_:)``.
  public func remove(_ observation: EventObservation) {
    router.removeObserver(observation)
  }

  /// An async sequence of every event from now on, in order. It ends when the task that
  /// iterates it is cancelled.
  public func stream(
    bufferingPolicy: AsyncStream<NavigationEvent>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<NavigationEvent> {
    router.makeStream(bufferingPolicy: bufferingPolicy)
  }
}
