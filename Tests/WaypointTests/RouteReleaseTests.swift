import Testing
import Waypoint
import WaypointTestSupport

/// A route that is a class, as an app's route holding a large payload might be: a test
/// watches it through a weak reference to see when the tree lets it go.
final class PayloadRoute: Hashable, Sendable, CustomStringConvertible {
  let bytes: [UInt8]

  init(size: Int = 1_024) { bytes = Array(repeating: 7, count: size) }

  static func == (lhs: PayloadRoute, rhs: PayloadRoute) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  var description: String { "payload" }
}

/// Weak references to the routes a test pushed.
@MainActor
final class Watched {
  private var references: [() -> PayloadRoute?] = []

  /// Makes a route, watches it and returns it.
  func make() -> PayloadRoute {
    let route = PayloadRoute()
    references.append { [weak route] in route }
    return route
  }

  /// How many of the watched routes are still alive.
  var alive: Int { references.filter { $0() != nil }.count }
}

@Suite("Routes released on pop")
@MainActor
struct RouteReleaseTests {
  /// A router with an event observer that reads every event, as an app's analytics do.
  func observedRouter(_ state: NavigationState = NavigationState()) -> (Router, Counter) {
    let router = Router(state)
    let counter = Counter()
    router.events.observe { event in counter.value += event.changes.removedCount }
    return (router, counter)
  }

  @Test func aPoppedRouteIsReleasedOnceThePopIsDelivered() {
    let watched = Watched()
    let (router, removed) = observedRouter()
    router.push(Screen.profile)
    router.push(watched.make())
    #expect(watched.alive == 1)
    #expect(router.pop() == 1)
    #expect(removed.value == 1, "the observer saw the popped entry")
    #expect(watched.alive == 0)
  }

  @Test func popsThatSpanBlocksReleaseEveryRoute() {
    let watched = Watched()
    let (router, _) = observedRouter()
    for _ in 0..<40 { router.push(watched.make()) }
    #expect(router.pop(3) == 3)
    #expect(watched.alive == 37)
    #expect(router.pop(20) == 20)
    #expect(watched.alive == 17)
    #expect(router.popToRoot() == 17)
    #expect(watched.alive == 0)
    #expect(router.push(Screen.about) != nil, "the stack still works")
    #expect(router.depth == 1)
  }

  @Test func aRoutePoppedInsideASheetIsReleasedWhileTheSheetStays() {
    let watched = Watched()
    let (router, _) = observedRouter()
    router.present(.sheet(Screen.settings, id: "sheet"))
    let sheet = router.stack("sheet")
    sheet.push(Screen.account)
    sheet.push(watched.make())
    #expect(sheet.pop() == 1)
    #expect(sheet.state != nil)
    #expect(watched.alive == 0)
  }

  @Test func aRoutePoppedOnATabThatIsNotShownIsReleased() throws {
    let watched = Watched()
    let (router, _) = observedRouter(
      try NavigationState(tabs: ["home", "explore", "inbox"], selected: "home"))
    let explore = router.stack("explore")
    explore.push(watched.make())
    explore.push(watched.make())
    #expect(explore.popToRoot() == 2)
    #expect(watched.alive == 0)
    router.present(.sheet(Screen.settings, id: "sheet"))
    router.stack("inbox").push(watched.make())
    #expect(router.stack("inbox").pop() == 1)
    #expect(watched.alive == 0)
  }

  @Test func routesReplacedOrRemovedByOtherActionsAreReleased() throws {
    let watched = Watched()
    let (router, _) = observedRouter()
    router.push(Screen.profile)
    router.push(watched.make())
    router.push(watched.make())
    #expect(router.visible.setPath([Screen.profile, Screen.about]))
    #expect(watched.alive == 0)
    router.push(watched.make())
    router.push(watched.make())
    try router.send(.batch([.pop(1), .pop(1), .push([AnyRoute(Screen.login)])]))
    #expect(watched.alive == 0)
    router.push(watched.make())
    let kept = try #require(router.visibleStack.entries.last?.id)
    router.push(watched.make())
    #expect(router.visible.pop(to: kept) == 1)
    #expect(watched.alive == 1)
  }

  @Test func anOlderStateKeepsItsRoutesUntilItIsDropped() {
    let watched = Watched()
    let (router, _) = observedRouter()
    router.push(Screen.profile)
    for _ in 0..<3 { router.push(watched.make()) }
    var older: NavigationState? = router.state
    #expect(router.pop(2) == 2)
    #expect(watched.alive == 3, "the older state still holds them")
    #expect(older?.visibleStack.depth == 4)
    older = nil
    #expect(watched.alive == 1)
    #expect(router.depth == 2)
  }

  @Test func aKeptEventKeepsWhatItRemovedAndNoMore() {
    let watched = Watched()
    let router = Router()
    var events: [NavigationEvent] = []
    let observation = router.events.observe { events.append($0) }
    router.push(Screen.profile)
    router.push(watched.make())
    router.pop()
    #expect(watched.alive == 1, "the kept event still holds the popped route")
    #expect(events.last?.changes.stacks.flatMap(\.removed).count == 1)
    router.events.remove(observation)
    events = []
    #expect(watched.alive == 0)
  }
}

/// A count an observer can add to.
@MainActor
final class Counter {
  var value = 0
}
