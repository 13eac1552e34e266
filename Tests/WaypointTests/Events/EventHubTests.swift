import Testing

@testable import Waypoint

/// The event hub on its own: observers, streams, delivery order and the queue of calls
/// asked for while an event is delivered.
@Suite("Event hub")
@MainActor
struct EventHubTests {
  private func event(_ sequence: Int) -> NavigationEvent {
    NavigationEvent(
      sequence: sequence, action: .popVisibleStack(1), source: .program, kind: .committed,
      cause: nil, changes: NavigationChanges(), state: NavigationState())
  }

  /// Delivers event `sequence` as a commit does: begin, deliver, end.
  private func announce(_ sequence: Int, on hub: EventHub) {
    hub.beginNotifying()
    hub.deliver(event(sequence))
    hub.endNotifying()
  }

  @Test func observersHearEveryEventInRegistrationOrder() {
    let hub = EventHub()
    var heard: [String] = []
    let first = hub.addObserver { heard.append("first \($0.sequence)") }
    _ = hub.addObserver { heard.append("second \($0.sequence)") }
    announce(1, on: hub)
    hub.removeObserver(first)
    hub.removeObserver(first)
    announce(2, on: hub)
    #expect(heard == ["first 1", "second 1", "second 2"])
  }

  @Test func anObserverAddedDuringADeliveryHearsTheNextEvent() {
    let hub = EventHub()
    var heard: [Int] = []
    var added = false
    _ = hub.addObserver { _ in
      guard !added else { return }
      added = true
      _ = hub.addObserver { heard.append($0.sequence) }
    }
    announce(1, on: hub)
    announce(2, on: hub)
    #expect(heard == [2])
  }

  @Test func tellsWhetherAnyoneListens() {
    let hub = EventHub()
    #expect(!hub.hasListeners)
    let observation = hub.addObserver { _ in }
    _ = hub.addObserver { _ in }
    #expect(hub.hasListeners)
    hub.removeObserver(observation)
    #expect(hub.hasListeners)
    hub.removeObserver(Registration(kind: .eventObserver, id: observation.id + 1))
    #expect(!hub.hasListeners)
  }

  @Test func streamsHearEveryEventInOrder() async {
    let hub = EventHub()
    var order: [String] = []
    _ = hub.addObserver { _ in order.append("observer") }
    let stream = hub.makeStream(bufferingPolicy: .unbounded)
    announce(1, on: hub)
    announce(2, on: hub)
    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    #expect(first?.sequence == 1)
    #expect(second?.sequence == 2)
    #expect(order == ["observer", "observer"])
  }

  @Test func callsAskedForDuringADeliveryRunAfterItInOrder() {
    let hub = EventHub()
    var log: [String] = []
    _ = hub.addObserver { event in
      log.append("heard \(event.sequence)")
      guard event.sequence == 1 else { return }
      #expect(hub.isNotifying)
      ask(hub, "a", apply: { log.append("a") }, reject: { _ in log.append("rejected") })
      ask(hub, "b", apply: { log.append("b") }, reject: { _ in log.append("rejected") })
    }
    _ = hub.addObserver { log.append("second heard \($0.sequence)") }
    announce(1, on: hub)
    #expect(log == ["heard 1", "second heard 1", "a", "b"])
    #expect(!hub.isNotifying)
  }

  @Test func aChainPastTheLimitIsRejectedWithItsCalls() {
    let hub = EventHub()
    var applied = 0
    var rejection: NavigationError?
    var sequence = 0
    func ask() {
      WaypointTests.ask(
        hub, "call",
        apply: {
          applied += 1
          sequence += 1
          announce(sequence, on: hub)
        },
        reject: { rejection = $0 as? NavigationError })
    }
    _ = hub.addObserver { _ in ask() }
    announce(0, on: hub)
    #expect(applied == RouterEvents.deferredCallLimit)
    guard case .deferredCallLimit(let chain)? = rejection else {
      Issue.record("expected deferredCallLimit, got \(String(describing: rejection))")
      return
    }
    #expect(chain.count == RouterEvents.deferredCallLimit + 1)
  }

  @Test func heldCallsRunWhenTheBodyEnds() {
    let hub = EventHub()
    var log: [String] = []
    _ = hub.addObserver { _ in
      ask(hub, "later", apply: { log.append("later") }, reject: { _ in })
    }
    let value = hub.holdingDeferredCalls { () -> Int in
      announce(1, on: hub)
      log.append("body")
      return 7
    }
    #expect(value == 7)
    #expect(log == ["body", "later"])
  }

  @Test func theHookBeforeDeliveryIsTakenOnce() {
    let hub = EventHub()
    var calls = 0
    hub.beforeDelivery = { _, _ in calls += 1 }
    hub.takeBeforeDelivery()?(NavigationChanges(), NavigationState())
    #expect(hub.takeBeforeDelivery() == nil)
    #expect(calls == 1)
  }
}

/// A call through the hub's gate, as the router makes it: deferred while an event is
/// delivered.
@MainActor
private func ask(
  _ hub: EventHub, _ call: String, apply: @escaping @MainActor () -> Void,
  reject: @escaping @MainActor (any Error) -> Void
) {
  hub.run(NavigationCall(call), whenDeferred: (), apply) { _, error in reject(error) }
}
