// Each renamed public API under its 0.1.0 spelling, checked to do what its new spelling
// does. An app written against 0.1.0 must keep compiling and behaving the same. The tests
// are marked deprecated themselves, so the old spellings' deprecation warnings are
// silenced inside them and only there, even in a build with -warnings-as-errors.

import Testing
import Waypoint
import WaypointHost

@Suite("Renamed spellings")
@MainActor
struct RenamedSpellingsTests {
  @available(*, deprecated, message: "uses the 0.1.0 spelling EntryScope")
  @Test func entryScopeIsScreenScope() throws {
    let router = Router(try NavigationState(tabs: ["inbox", "sent"], selected: "inbox"))
    let id = try #require(router.push(Mail.message(id: 1)))
    let old: EntryScope = router.screen(.entry(id)).scope
    let new: ScreenScope = router.screen(.entry(id)).scope
    #expect(old === new)
    #expect(old.value { 7 } == 7)
    #expect(new[Int.self] == 7)
  }

  @available(*, deprecated, message: "uses the 0.1.0 spelling dropLast(upTo:)")
  @Test func dropLastUpToIsRemoveLastUpTo() throws {
    let router = Router(try NavigationState(tabs: ["inbox", "sent"], selected: "inbox"))
    _ = router.push(contentsOf: (1...5).map { Mail.message(id: $0) })
    var old = router.stack("inbox").entries
    var new = old
    #expect(old.dropLast(upTo: 2) == new.removeLast(upTo: 2).count)
    #expect(old == new)
    #expect(old.dropLast(upTo: 10) == new.removeLast(upTo: 10).count)
    #expect(old == new && new.isEmpty)
  }

  @available(*, deprecated, message: "uses the 0.1.0 spellings EventObservation, GuardRegistration")
  @Test func eventObservationAndGuardRegistrationAreRegistration() throws {
    let router = Router(try NavigationState(tabs: ["inbox", "sent"], selected: "inbox"))
    var denials: [String] = []
    router.onFailure = { denials.append($0.description) }
    var heard = 0
    let observation: EventObservation = router.events.observe { _ in heard += 1 }
    let registration: GuardRegistration = router.guards.add(
      NavigationGuard("closed") { _ in .deny(reason: "closed") })
    let sameObservation: Registration = observation
    let sameRegistration: Registration = registration
    #expect(router.push(Mail.compose) == nil)  // denied, and heard
    #expect(heard == 1)
    // A registration given to the other collection removes nothing.
    router.events.remove(sameRegistration)
    router.guards.remove(sameObservation)
    #expect(router.push(Mail.compose) == nil)
    #expect(heard == 2)
    router.events.remove(observation)
    router.guards.remove(registration)
    #expect(router.push(Mail.compose) != nil)
    #expect(heard == 2)
    #expect(
      denials
        == Array(
          repeating: "push(Mail.compose) failed: navigation denied by guard \"closed\": closed",
          count: 2))
  }

  @available(
    *, deprecated,
    message: "uses the 0.1.0 spellings hosts:, hosts and host"
  )
  @Test func hostSpellingsOfLinkDomains() throws {
    let old = try LinkMap(schemes: ["https"], hosts: ["example.com", "*.example.org"])
    var new = try LinkMap(schemes: ["https"], domains: ["example.com", "*.example.org"])
    #expect(old.hosts == new.domains)
    #expect(old.domains == ["example.com", "*.example.org"])
    try new.register("https://localhost:8080/a") { _ in LinkTarget() }
    #expect(new.linkPatterns.first?.host == new.linkPatterns.first?.domain)
    #expect(new.linkPatterns.first?.domain == "localhost:8080")
    do {
      _ = try LinkMap(schemes: ["https"], hosts: ["**url"])
      Issue.record("an invalid domain was accepted")
    } catch {
      guard case .invalidHost("**url", let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(error == .invalidHost("**url", reason: reason))
    }
    #expect(
      throws: LinkError.unsupportedHost("evil.com", accepted: ["example.com", "*.example.org"])
    ) {
      try old.action(for: "https://evil.com/a", in: NavigationState(tabs: ["t"], selected: "t"))
    }
  }

  @available(*, deprecated, message: "uses the 0.1.0 spellings ShownLayer and shown")
  @Test func shownLayerIsTrackedLayer() throws {
    let router = Router(try NavigationState(tabs: ["inbox", "sent"], selected: "inbox"))
    try router.send(.present(.sheet(Mail.compose, id: "compose")))
    var planner = PresentationPlanner()
    _ = planner.update(to: router.state.hostedLayers(above: "inbox", coversAvailable: true))
    let old: [PresentationPlanner.ShownLayer] = planner.shown
    let new: [PresentationPlanner.TrackedLayer] = planner.current
    #expect(old == new)
    #expect(old.map(\.layer.id) == ["compose"])
    #expect(old.map(\.phase) == [.presenting])
    _ = planner.appeared("compose")
    #expect(planner.shown == [PresentationPlanner.ShownLayer(layer: new[0].layer, phase: .shown)])
  }
}
