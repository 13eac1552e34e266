import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

@MainActor
@Suite struct UserInputTests {
  enum Screen: Hashable, Sendable { case profile, settings, about }

  /// A router whose main stack holds `depth` entries.
  func router(depth: Int) -> Router {
    let router = Router()
    router.visible.push(contentsOf: Array(repeating: Screen.profile, count: depth))
    return router
  }

  @Test(arguments: [(4, 3), (4, 1), (4, 2)])
  func aShorterPathPopsTheEntriesAboveItInOneUserChange(depth: Int, count: Int) throws {
    let router = router(depth: depth)
    let kept = Array(router.visibleStack.entries).prefix(count).map(\.id)
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }

    #expect(router.report(.pathChanged(stack: "main", count: count)))

    #expect(router.visibleStack.entries.map(\.id) == kept)
    #expect(events.count == 1)
    #expect(events.first?.source == .user)
    #expect(events.first?.changes.removedCount == depth - count)
  }

  @Test func anEmptyPathPopsToTheRoot() throws {
    let router = router(depth: 3)
    #expect(router.report(.pathChanged(stack: "main", count: 0)))
    #expect(router.depth == 0)
  }

  @Test(arguments: [2, 3, 7, -1])
  func aPathThatDidNotGetShorterAsksForNothing(count: Int) {
    let state = router(depth: 2).state
    #expect(state.action(for: .pathChanged(stack: "main", count: count)) == nil)
  }

  @Test func inputsAboutStacksThatLeftTheTreeAskForNothing() {
    let state = router(depth: 2).state
    #expect(state.action(for: .pathChanged(stack: "gone", count: 0)) == nil)
    #expect(state.action(for: .back(stack: "gone")) == nil)
    #expect(state.action(for: .layerDismissed(holding: "gone")) == nil)
    #expect(state.action(for: .tabTapped("gone")) == nil)
  }

  @Test func backPopsOneEntryAndNothingAtTheRoot() throws {
    let router = router(depth: 2)
    router.report(.back(stack: "main"))
    #expect(router.depth == 1)
    router.report(.back(stack: "main"))
    #expect(router.state.action(for: .back(stack: "main")) == nil)
    #expect(!router.report(.back(stack: "main")))
  }

  @Test func swipingASheetDownDismissesItAndTheLayersAboveIt() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    router.present(.fullScreenCover(Screen.about, id: "about"))
    var sources: [NavigationSource] = []
    router.events.observe { sources.append($0.source) }

    router.report(.layerDismissed(holding: "settings"))

    #expect(router.visibleLayers.isEmpty)
    #expect(router.state.sortedStackIDs == ["main"])
    #expect(sources == [.user])
  }

  @Test func aLayerTheProgramDismissedAlreadyAsksForNothing() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    router.dismiss()
    #expect(router.state.action(for: .layerDismissed(holding: "settings")) == nil)
  }

  @Test func theRootStackIsNotInALayer() {
    #expect(Router().state.action(for: .layerDismissed(holding: "main")) == nil)
  }

  func tabs(popsToRoot: Bool = true) throws -> Router {
    let router = Router(
      try NavigationState(
        tabs: ["home", "explore"], selected: "home", popsToRootOnReselect: popsToRoot)
    )
    router.push(Screen.profile)
    router.push(Screen.about)
    return router
  }

  @Test func tappingAnotherTabSelectsItAndKeepsBothStacks() throws {
    let router = try tabs()
    router.report(.tabTapped("explore"))
    #expect(router.visibleStack.id == "explore")
    #expect(router.state.stack("home")?.depth == 2)
  }

  @Test func reTappingTheSelectedTabPopsItToItsRoot() throws {
    let router = try tabs()
    #expect(router.report(.tabTapped("home")))
    #expect(router.visibleStack.id == "home")
    #expect(router.depth == 0)
  }

  @Test func reTappingATabAtItsRootAsksForNothing() throws {
    let router = try tabs()
    router.popToRoot()
    #expect(router.state.action(for: .tabTapped("home")) == nil)
  }

  @Test func reTappingDoesNotPopWhenTheContainerTurnedItOff() throws {
    let router = try tabs(popsToRoot: false)
    #expect(router.state.action(for: .tabTapped("home")) == nil)
    #expect(router.state.action(for: .tabTapped("explore")) == .selectTab("explore"))
  }

  @Test func aStackThatIsNotATabAsksForNothingWhenTapped() {
    #expect(Router().state.action(for: .tabTapped("main")) == nil)
  }
}

@MainActor
@Suite struct UserInputGuardTests {
  enum Screen: Hashable, Sendable { case editor, settings }

  final class Calls {
    var resyncs = 0
    var failures: [NavigationError] = []
    var calls: [String] = []
  }

  func router(with guard: NavigationGuard, calls: Calls) -> Router {
    let router = Router()
    router.push(Screen.settings)
    router.push(Screen.editor)
    router.guards.add(`guard`)
    router.onFailure = { failure in
      calls.calls.append(failure.call.description)
      if let error = failure.error as? NavigationError { calls.failures.append(error) }
    }
    return router
  }

  static let unsaved = NavigationGuard("unsaved") { request in
    request.source == .user
      && request.leavingScreens.contains { $0.route == AnyRoute(Screen.editor) }
      ? .deny(reason: "unsaved changes") : .allow
  }

  @Test func aDeniedSwipeBackChangesNothingAndAsksTheHostToResync() {
    let calls = Calls()
    let router = router(with: Self.unsaved, calls: calls)

    router.report(.pathChanged(stack: "main", count: 1)) { calls.resyncs += 1 }

    #expect(router.depth == 2)
    #expect(calls.resyncs == 1)
    #expect(calls.failures == [.denied(guard: "unsaved", reason: "unsaved changes")])
    #expect(calls.calls == ["report(.pathChanged(stack: main, count: 1))"])
  }

  @Test func anAllowedInputIsAppliedWithoutResync() {
    let calls = Calls()
    let router = router(with: NavigationGuard("open") { _ in .allow }, calls: calls)
    router.report(.back(stack: "main")) { calls.resyncs += 1 }
    #expect(router.depth == 1)
    #expect(calls.resyncs == 0)
  }

  @Test func aPathThatGrewBehindTheRoutersBackIsDrawnAgainFromTheRouter() {
    let calls = Calls()
    let router = router(with: NavigationGuard("open") { _ in .allow }, calls: calls)
    router.report(.pathChanged(stack: "main", count: 3)) { calls.resyncs += 1 }
    #expect(router.depth == 2)
    #expect(calls.resyncs == 1)
    #expect(calls.failures.isEmpty)
  }

  @Test func anInputThatAsksForNothingNeverReachesTheGuards() {
    let calls = Calls()
    let router = router(with: Self.unsaved, calls: calls)
    router.report(.pathChanged(stack: "main", count: 2)) { calls.resyncs += 1 }
    #expect(calls.resyncs == 0)
    #expect(calls.failures.isEmpty)
  }

  @Test func anAsynchronousGuardDecidesLaterAndARefusalResyncs() async {
    let calls = Calls()
    let confirm = NavigationGuard.async(
      "confirm", when: { $0.source == .user }, decide: { _ in .deny(reason: "kept editing") })
    let router = router(with: confirm, calls: calls)

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      router.report(.back(stack: "main")) {
        calls.resyncs += 1
        done.resume()
      }
    }

    #expect(router.depth == 2)
    #expect(calls.resyncs == 1)
    #expect(calls.failures == [.denied(guard: "confirm", reason: "kept editing")])
  }

  @Test func anAsynchronousGuardThatAllowsAppliesTheInput() async throws {
    let calls = Calls()
    let confirm = NavigationGuard.async(
      "confirm", when: { $0.source == .user }, decide: { _ in .allow })
    let router = router(with: confirm, calls: calls)
    let events = router.events.stream()

    router.report(.back(stack: "main")) { calls.resyncs += 1 }

    var iterator = events.makeAsyncIterator()
    let event = await iterator.next()
    #expect(event?.source == .user)
    #expect(router.depth == 1)
    #expect(calls.resyncs == 0)
  }
}
