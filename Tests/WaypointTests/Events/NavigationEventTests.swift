import Testing
import Waypoint
import WaypointTestSupport

/// Events as values: two are equal when everything they say is, however the router kept
/// their action.
@Suite("Navigation events")
@MainActor
struct NavigationEventTests {
  /// The events `body` produces on a fresh router with two tabs.
  private func events(_ body: (Router) throws -> Void) rethrows -> [NavigationEvent] {
    let router = Router(.twoTabs())
    var heard: [NavigationEvent] = []
    router.events.observe { heard.append($0) }
    try body(router)
    return heard
  }

  @Test func aPushOrPopOnTheRouterEqualsTheSameActionSent() throws {
    let quick = events { router in
      router.push(Screen.profile)
      router.push(Screen.about)
      router.pop()
    }
    let sent = try events { router in
      try router.send(.push([AnyRoute(Screen.profile)], on: .visible))
      try router.send(.push([AnyRoute(Screen.about)], on: .visible))
      try router.send(.pop(1, from: .visible))
    }
    #expect(quick.count == 3)
    #expect(quick == sent)
    #expect(quick.map(\.action) == sent.map(\.action))
  }

  @Test func eventsThatDifferInAnyPartAreNotEqual() throws {
    let base = events { $0.push(Screen.profile) }
    // Another route, another source, another target that ends in the same state, another
    // position in the history.
    let otherRoute = events { $0.push(Screen.about) }
    let otherSource = try events { try $0.send(.push([AnyRoute(Screen.profile)]), source: .user) }
    let otherTarget = try events { try $0.send(.push([AnyRoute(Screen.profile)], on: "home")) }
    let later = events { router in
      router.push(Screen.profile)
      router.pop()
      router.push(Screen.profile)
    }
    #expect(base.count == 1)
    #expect(base != otherRoute)
    #expect(base != otherSource)
    #expect(base.first?.state == otherTarget.first?.state)
    #expect(base != otherTarget)
    #expect(later.last?.action == base.first?.action)
    #expect(later.last != base.first)
  }
}
