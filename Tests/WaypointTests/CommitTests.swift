import Observation
import Testing
import Waypoint
import WaypointTestSupport

/// What a commit tells whom: which readers it invalidates, which events it emits and in
/// what order, and what an action that changes nothing does (nothing).
@Suite("Commit")
@MainActor
struct CommitTests {
  /// Whether reading `read` is invalidated by `change`.
  func invalidates(_ read: @escaping () -> Void, by change: () throws -> Void) rethrows -> Bool {
    let flag = Flag()
    withObservationTracking(read) { flag.raise() }
    try change()
    return flag.isRaised
  }

  @Test func replacingASheetsFirstScreenNotifiesTheSheetsReadersAndItsPresenters() throws {
    let router = Router(.twoTabs())
    router.present(.sheet(Screen.settings, id: "sheet"))
    var replacement = router.state
    var ids = router.idGenerator
    try replacement.apply(.dismissTop, ids: &ids)
    try replacement.apply(.present(.sheet(Screen.about, id: "sheet")), ids: &ids)
    let home = router.stack("home")
    let sheet = router.stack("sheet")
    var readers: [() -> Void] = [
      { _ = home.state }, { _ = sheet.state }, { _ = router.visibleStack },
      { _ = router.visibleLayers },
    ]
    let flags = readers.map { _ in Flag() }
    for (read, flag) in zip(readers, flags) {
      withObservationTracking(read) { flag.raise() }
    }
    readers.removeAll()
    let transition = try router.send(.replaceState(replacement))
    #expect(flags.map(\.isRaised) == [true, true, true, true])
    #expect(sheet.state?.root == AnyRoute(Screen.about))
    #expect(home.state?.hostedLayer(coversAvailable: true)?.root == AnyRoute(Screen.about))
    #expect(transition.changes.presented.map(\.root) == [AnyRoute(Screen.about)])
    #expect(transition.changes.dismissed.map(\.root) == [AnyRoute(Screen.settings)])

  }

  @Test func replacingAStacksRootNotifiesItsReadersOnly() throws {
    let router = Router(NavigationState(stack: "main", root: AnyRoute(Screen.profile)))
    let main = router.stack("main")
    let replacement = NavigationState(stack: "main", root: AnyRoute(Screen.about))
    #expect(
      try invalidates({ _ = main.state }, by: { try router.send(.replaceState(replacement)) }))
    #expect(main.state?.root == AnyRoute(Screen.about))
    #expect(
      try !invalidates({ _ = router.depth }, by: { try router.send(.replaceState(replacement)) }))
  }

  @Test func replacingTheTreeWithAnEqualOneTellsNoReader() throws {
    let router = Router(.twoTabs())
    router.push(Screen.profile)
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    let home = router.stack("home")
    var same = NavigationState.twoTabs()
    var ids = IDGenerator()
    try same.apply(.push([AnyRoute(Screen.profile)]), ids: &ids)
    var transition: NavigationTransition?
    #expect(
      try !invalidates(
        {
          _ = home.state
          _ = router.state
          _ = router.depth
          _ = router.visibleStack
          _ = router.tabContainer()
        },
        by: { transition = try router.send(.replaceState(same), source: .restoration) }))
    // Still a replacement (a restore ends the waits for results), with nothing else to say.
    #expect(transition?.changes.replacedTree == true)
    #expect(transition?.changes.stacks.isEmpty == true)
    #expect(events.map(\.changes.replacedTree) == [true])
  }

  enum NoOp: String, CaseIterable, CustomStringConvertible {
    case popAtTheRoot, popToRootAtTheRoot, dismissWithNothingShown
    case reselectWithoutPop, reselectAtTheRoot, dismissLayersAboveNothing
    var description: String { rawValue }
  }

  @Test(arguments: NoOp.allCases)
  func anActionThatChangesNothingEmitsNothingAndInvalidatesNothing(_ noOp: NoOp) throws {
    let state = try NavigationState(
      tabs: ["home", "explore"], selected: "home",
      popsToRootOnReselect: noOp != .reselectWithoutPop)
    let router = Router(state)
    if noOp == .reselectWithoutPop { router.push(Screen.profile) }
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    let home = router.stack("home")
    var transition: NavigationTransition?
    let invalidated = try invalidates(
      {
        _ = router.state
        _ = home.state
        _ = router.depth
        _ = router.visibleStack
        _ = router.tabContainer()
        _ = router.visibleLayers
      },
      by: {
        switch noOp {
        case .popAtTheRoot: transition = try router.send(.pop(1))
        case .popToRootAtTheRoot: transition = try router.send(.popToRoot(.visible))
        case .dismissWithNothingShown: transition = try router.send(.dismissTop)
        case .reselectWithoutPop, .reselectAtTheRoot:
          transition = try router.send(.selectTab("home"))
        case .dismissLayersAboveNothing:
          transition = try router.send(.dismissLayers(above: "home"))
        }
      })
    #expect(!invalidated)
    #expect(events.isEmpty)
    #expect(transition?.changes.isEmpty == true)
    #expect(transition?.changes.removedCount == 0)
    #expect(transition?.state == router.state)
    // The next real change follows the last one: nothing was counted.
    router.push(Screen.about)
    #expect(events.map(\.sequence) == [noOp == .reselectWithoutPop ? 2 : 1])
  }

  @Test func theSeedsPopAtTheRootSaysItRemovedNothingAndEmitsNothing() {
    let router = Router()
    var events = 0
    router.events.observe { _ in events += 1 }
    #expect(router.pop() == 0)
    router.popToRoot()
    router.dismiss()
    #expect(events == 0)
  }

  @Test func anObserverThatNavigatesLetsEveryoneSeeEventsInOrder() async throws {
    let router = Router()
    let stream = router.events.stream()
    var first: [Int] = []
    var second: [Int] = []
    var statesSeen: [Bool] = []
    router.events.observe { event in
      first.append(event.sequence)
      // A coordinator that reacts to the first push by pushing again.
      if event.sequence == 1 { router.push(Screen.about) }
      // While an event is delivered, the router's state is the event's state.
      statesSeen.append(router.state == event.state)
    }
    router.events.observe { event in
      second.append(event.sequence)
      statesSeen.append(router.state == event.state)
    }
    router.push(Screen.profile)
    #expect(first == [1, 2])
    #expect(second == [1, 2])
    #expect(statesSeen.allSatisfy { $0 })
    #expect(router.depth == 2)
    var streamed: [Int] = []
    for await event in stream {
      streamed.append(event.sequence)
      if streamed.count == 2 { break }
    }
    #expect(streamed == [1, 2])
  }

  @Test func aNavigationSentFromAnObserverWaitsAndSaysSo() throws {
    let router = Router()
    var failures: [NavigationError] = []
    router.onFailure = { failure in
      if let error = failure.error as? NavigationError { failures.append(error) }
    }
    var inside: [NavigationTransition] = []
    var sequences: [Int] = []
    router.events.observe { event in
      sequences.append(event.sequence)
      guard event.sequence == 1 else { return }
      if let queued = try? router.send(.push([AnyRoute(Screen.about)])) { inside.append(queued) }
      // Queued too, and it fails when its turn comes: the failure goes to onFailure.
      if let queued = try? router.send(.push([AnyRoute(Screen.login)], on: "nowhere")) {
        inside.append(queued)
      }
    }
    let outer = try router.send(.push([AnyRoute(Screen.profile)]))
    #expect(!outer.isDeferred)
    #expect(outer.state.visibleStack.depth == 1)
    #expect(inside.map(\.isDeferred) == [true, true])
    #expect(inside.allSatisfy { $0.changes.isEmpty && $0.state.visibleStack.depth == 1 })
    #expect(sequences == [1, 2])
    #expect(router.depth == 2)
    #expect(failures == [.stackNotFound("nowhere", existing: ["main"])])
  }

  @Test func aNavigationFromAnObservationCallbackWaitsForTheEvent() throws {
    let router = Router()
    var seen: [(sequence: Int, depth: Int)] = []
    router.events.observe { seen.append(($0.sequence, router.depth)) }
    let main = router.stack("main")
    withObservationTracking {
      _ = main.state
    } onChange: {
      // Runs inside the first commit, before its event is delivered.
      MainActor.assumeIsolated { _ = router.push(Screen.about) }
    }
    router.push(Screen.profile)
    #expect(seen.map(\.sequence) == [1, 2])
    #expect(seen.map(\.depth) == [1, 2])
  }

  @Test func anActionThatChangesNothingEmitsNothingAndAsksNoGuard() throws {
    let router = Router()
    var asked = 0
    router.guards.add(
      NavigationGuard("count") { _ in
        asked += 1
        return .allow
      })
    var events = 0
    router.events.observe { _ in events += 1 }
    let transition = try router.send(.pop(1))
    #expect(transition.changes.isEmpty)
    #expect(events == 0)
    // A no-op is not even put to the guards: only the push was.
    router.push(Screen.profile)
    #expect(events == 1)
    #expect(asked == 1)
  }

  @Test func aLayerDismissedAndPresentedAgainInOneBatchIsANewLayer() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "sheet"))
    let main = router.stack("main")
    var transition: NavigationTransition?
    #expect(
      try invalidates(
        { _ = main.state },
        by: {
          transition = try router.send(
            .batch([.dismissTop, .present(.sheet(Screen.settings, id: "sheet"))]))
        }))
    #expect(transition?.changes.dismissed.map(\.stacks) == [["sheet"]])
    #expect(transition?.changes.presented.map(\.stacks) == [["sheet"]])
    // Presented and dismissed in one batch, a layer never was.
    #expect(
      try !invalidates(
        { _ = main.state },
        by: {
          transition = try router.send(
            .batch([.present(.sheet(Screen.about, id: "other"), on: "sheet"), .dismissTop]))
        }))
    #expect(transition?.changes.isEmpty == true)
  }
}
