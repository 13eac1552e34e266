/// The events of a router (``Router/events``): one per committed change, one per action a
/// guard denied or redirected, in order.
///
/// ```swift
/// let registration = router.events.observe { event in log(event.action) }
/// router.events.remove(registration)
///
/// for await event in router.events.stream() where event.kind == .committed { save() }
/// ```
@MainActor
public struct RouterEvents {
  let router: Router

  /// The longest lineage of deferred calls, 32: calls asked for while an event is delivered
  /// (from an observer), each in reaction to the event of the one before (see
  /// ``Router/send(_:source:)``).
  ///
  /// An observer that navigates on every event would otherwise never let the first call
  /// return. The call that would make the lineage longer is not applied; its failure,
  /// ``NavigationError/deferredCallLimit(_:)``, goes to ``Router/onFailure`` and names the
  /// lineage. Calls asked for at one event do not lengthen each other's lineages.
  ///
  /// ```swift
  /// let registration = router.events.observe { _ in router.push(Screen.log) }
  /// router.push(Screen.inbox)  // then 32 pushes of Screen.log, and one failure
  /// ```
  package nonisolated static let deferredCallLimit = 32

  /// The most deferred calls in one cascade, 100,000: the calls asked for while events are
  /// delivered from one call the app made, with those they ask for in turn, however many
  /// each event asks for.
  ///
  /// An observer that makes two calls at every event stays within the lineage limit
  /// for a very long time (each generation doubles); this bound stops it. Each call past
  /// it is not applied; its failure, ``NavigationError/deferredCascadeLimit(_:)``, goes to
  /// ``Router/onFailure`` and names its lineage.
  package nonisolated static let deferredCascadeLimit = 100_000

  /// Calls `body` with every event from now on, synchronously, in order, inside the call
  /// that caused it.
  ///
  /// - Returns: The registration to pass to ``remove(_:)``.
  @discardableResult
  public func observe(_ body: @escaping (NavigationEvent) -> Void) -> Registration {
    router.hub.addObserver(body)
  }

  /// Stops calling an observer registered with ``observe(_:)``; nothing happens when it was
  /// removed already.
  public func remove(_ registration: Registration) {
    router.hub.removeObserver(registration)
  }

  /// An async sequence of every event from now on, in order. It ends when the task that
  /// iterates it is cancelled.
  public func stream(
    bufferingPolicy: AsyncStream<NavigationEvent>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<NavigationEvent> {
    router.hub.makeStream(bufferingPolicy: bufferingPolicy)
  }
}
