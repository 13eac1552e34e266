import Observation
import Testing
import Waypoint
import WaypointTestSupport

@Suite("Router")
@MainActor
struct RouterTests {
  @Test func theSeedsAPIActsOnTheVisibleStack() {
    let router = Router()
    #expect(router.depth == 0)
    router.push(Screen.profile)
    router.push(Article(id: 3))
    #expect(router.depth == 2)
    #expect(router.canPop)
    #expect(router.pop(5) == 2)
    router.push(Screen.about)
    router.popToRoot()
    #expect(router.depth == 0)
    #expect(!router.canPop)
  }

  @Test func aNegativePopIsReportedAndChangesNothing() {
    let router = Router()
    router.push(Screen.profile)
    let failures = FailureLog(router)
    #expect(router.pop(-1) == 0)
    #expect(router.depth == 1)
    #expect(failures.errors == [.negativeCount(-1)])
    #expect(failures.calls == ["pop(-1)"])
  }

  @Test func handlesDriveAnyStackFromAnywhere() throws {
    let router = Router(.twoTabs())
    router.present(.sheet(Screen.settings, id: "settings"))
    router.stack("settings").push(Screen.about)
    router.stack("home").push(Screen.profile)
    #expect(router.stack("settings").state?.depth == 1)
    #expect(router.stack("home").state?.entries.map(\.route) == [AnyRoute(Screen.profile)])
    #expect(router.visibleStack.id == "settings")
    #expect(router.stack("settings").pop(3) == 1)
    #expect(router.stack("home").dismissPresented())
    #expect(router.stack("settings").state == nil)
  }

  @Test func aMissingStackIsAnErrorNeverAnotherStack() {
    let router = Router(.twoTabs())
    let handle = router.stack("setings")
    let failures = FailureLog(router)
    let expected = NavigationError.stackNotFound("setings", existing: ["explore", "home"])
    #expect(handle.push(Screen.about) == nil)
    #expect(failures.errors == [expected])
    #expect(failures.calls == [#"stack("setings").push(Screen.about)"#])
    // Reads never throw: a stack that is not there reads as absent.
    #expect(handle.state == nil)
    #expect(handle.routes(of: Screen.self).isEmpty)
    #expect(router.state == .twoTabs())
    #expect(expected.description == #"no stack named "setings"; stacks: explore, home"#)
  }

  @Test func entryIDsAreNeverReused() throws {
    let router = Router(ids: IDGenerator(startingAt: 10))
    router.push(Screen.profile)
    router.pop()
    router.push(Screen.profile)
    #expect(router.visibleStack.entries.last?.id == EntryID(11))
  }

  @Test func anInitialStateWithEntriesKeepsLaterIDsUnique() throws {
    var ids = IDGenerator(startingAt: 50)
    var state = NavigationState()
    try state.apply(.push([AnyRoute(Screen.profile)]), ids: &ids)
    let router = Router(state)
    router.push(Screen.about)
    #expect(router.visibleStack.entries.map(\.id) == [EntryID(50), EntryID(51)])
  }

  @Test func replacingTheTreeNeverReusesAnIDTheRouterGaveOut() throws {
    let router = Router()
    router.push(Screen.profile)  // #1
    router.push(Screen.about)  // #2
    router.pop()
    var earlier = NavigationState()
    var earlierIDs = IDGenerator()
    try earlier.apply(
      .push([AnyRoute(Screen.profile), AnyRoute(Screen.settings), AnyRoute(Article(id: 1))]),
      ids: &earlierIDs)
    try router.send(.replaceState(earlier), source: .restoration)
    // #1 still names the same profile screen; #2 named the popped about screen, so the
    // settings screen that had #2 in the other tree gets a fresh ID; #3 was never given
    // out here and stays.
    #expect(router.visibleStack.entries.map(\.id) == [EntryID(1), EntryID(4), EntryID(3)])
    #expect(router.visibleStack.entries.map(\.route) == earlier.visibleStack.entries.map(\.route))
    router.push(Screen.about)
    #expect(router.visibleStack.entries.last?.id == EntryID(5))
  }

  @Test func everyCommittedChangeIsOneEventInOrder() throws {
    let router = Router(.twoTabs())
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    router.push(Screen.profile)
    try router.send(.present(.sheet(Screen.settings, id: "s")), source: .deepLink)
    try router.send(.dismissLayer(holding: "s"), source: .user)
    router.selectTab("explore")
    _ = try? router.send(.push([AnyRoute(Screen.about)], on: "nowhere"))
    #expect(events.map(\.sequence) == [1, 2, 3, 4])
    #expect(events.map(\.source) == [.program, .deepLink, .user, .program])
    #expect(
      events[0].changes.stackChange(of: "home")?.added.map(\.route) == [AnyRoute(Screen.profile)])
    #expect(events[1].changes.presented.map(\.stacks) == [["s"]])
    #expect(events[2].changes.dismissed.map(\.stacks) == [["s"]])
    #expect(events[3].state.visibleStack.id == "explore")
    #expect(events.allSatisfy { $0.kind == .committed })
  }

  @Test func eventsArriveOnAnAsyncStreamToo() async throws {
    let router = Router()
    let stream = router.events.stream()
    router.push(Screen.profile)
    router.push(Screen.about)
    router.pop()
    var received: [Int] = []
    for await event in stream {
      let change = event.changes.stacks.first
      received.append((change?.added.count ?? 0) - (change?.removed.count ?? 0))
      if received.count == 3 { break }
    }
    #expect(received == [1, 1, -1])
  }

  @Test func aRemovedObserverHearsNothingMore() {
    let router = Router()
    var count = 0
    let observation = router.events.observe { _ in count += 1 }
    router.push(Screen.profile)
    router.events.remove(observation)
    router.push(Screen.about)
    #expect(count == 1)
  }

  @Test func userReportedGesturesApplyAtOnce() throws {
    let router = Router(.twoTabs())
    router.visible.push(contentsOf: [Screen.profile, Screen.about, Screen.settings])
    let first = try #require(Array(router.visibleStack.entries).first)
    try router.send(.popTo(first.id, on: "home"), source: .user)
    #expect(router.depth == 1)
    router.present(.sheet(Screen.settings, id: "s"))
    try router.send(.dismissLayer(holding: "s"), source: .user)
    #expect(router.visibleLayers.isEmpty)
    try router.send(.selectTab("home"), source: .user)
    #expect(router.depth == 0)
  }

  @Test func keepingOldStatesDoesNotDisturbTheLiveOne() {
    let router = Router()
    var states: [NavigationState] = []
    router.events.observe { states.append($0.state) }
    for index in 0..<100 { router.push(index) }
    router.pop(50)
    #expect(states[99].visibleStack.depth == 100)
    #expect(states[100].visibleStack.depth == 50)
    #expect(router.depth == 50)
    #expect(states[49].visibleStack.entries.last?.route == AnyRoute(49))
  }

  @Test func aVeryDeepStackIsReleasedWithoutRecursion() {
    var router: Router? = Router()
    router?.visible.push(contentsOf: (0..<200_000).map { $0 })
    #expect(router?.depth == 200_000)
    router?.popToRoot()
    router = nil
  }
}

@Suite("Observation")
@MainActor
struct ObservationTests {
  /// Whether reading `read` is invalidated by `change`.
  func invalidates(_ read: @escaping () -> Void, by change: () throws -> Void) rethrows -> Bool {
    let flag = Flag()
    withObservationTracking(read) { flag.raise() }
    try change()
    return flag.isRaised
  }

  @Test func readersOfOneStackIgnoreChangesToAnother() throws {
    let router = Router(.twoTabs())
    router.present(.sheet(Screen.settings, id: "sheet"))
    let home = router.stack("home")
    let sheet = router.stack("sheet")
    #expect(!invalidates({ _ = home.state?.depth }, by: { sheet.push(Screen.about) }))
    #expect(
      !invalidates({ _ = home.state?.entries }, by: { router.stack("explore").push(1) }))
    #expect(!invalidates({ _ = sheet.state?.depth }, by: { home.push(Screen.profile) }))
    #expect(invalidates({ _ = home.state?.depth }, by: { home.push(Screen.profile) }))
    #expect(invalidates({ _ = sheet.state?.entries }, by: { sheet.pop() }))
  }

  @Test func readersOfTheVisibleStackFollowLayersAndTabs() throws {
    let router = Router(.twoTabs())
    #expect(
      invalidates(
        { _ = router.depth },
        by: { router.present(.sheet(Screen.about, id: "s", path: [Screen.profile])) }))
    #expect(invalidates({ _ = router.depth }, by: { router.push(Screen.profile) }))
    #expect(!invalidates({ _ = router.depth }, by: { router.stack("explore").push(2) }))
    #expect(try invalidates({ _ = router.depth }, by: { try router.send(.dismissTop) }))
    #expect(
      invalidates(
        { _ = router.visibleStack }, by: { router.present(.sheet(Screen.about, id: "t")) }))
  }

  @Test func readersOfTheDepthAreNotifiedOnlyWhenItChanges() throws {
    let router = Router(.twoTabs())
    router.push(Screen.profile)
    // Another stack on top with the same depth: the number on screen is the same.
    #expect(
      !invalidates(
        { _ = router.depth },
        by: { router.present(.sheet(Screen.about, id: "s", path: [Screen.settings])) }))
    #expect(!invalidates({ _ = router.depth }, by: { router.stack("s").setPath([1]) }))
    #expect(!invalidates({ _ = router.canPop }, by: { router.push(Screen.about) }))
    #expect(invalidates({ _ = router.canPop }, by: { router.popToRoot() }))
  }

  @Test func aStackThatAppearsLaterNotifiesItsReaders() throws {
    let router = Router()
    let later = router.stack("later")
    #expect(
      invalidates(
        { _ = later.state }, by: { router.present(.sheet(Screen.about, id: "later")) }))
    #expect(invalidates({ _ = later.state }, by: { router.dismiss() }))
  }

  @Test func theWholeStateIsInvalidatedByAnyChange() throws {
    let router = Router(.twoTabs())
    #expect(invalidates({ _ = router.state }, by: { router.stack("explore").push(1) }))
  }
}

@Suite("Screen scopes through the router")
@MainActor
struct RouterScreenScopeTests {
  final class Model {}

  @Test(arguments: ["pop", "popToRoot", "dismiss", "setPath", "tabReset", "replace", "batch"])
  func whatAScopeHoldsIsReleasedWhenItsEntryLeaves(way: String) throws {
    let router = Router(.twoTabs())
    router.present(.sheet(Screen.settings, id: "sheet"))
    let sheetScope = try pushAndScope(router, stack: "sheet")
    let homeScope = try pushAndScope(router, stack: "home")
    weak let sheetModel = sheetScope[Model.self]
    weak let homeModel = homeScope[Model.self]
    #expect(sheetModel != nil)
    switch way {
    case "pop": router.stack("sheet").pop()
    case "popToRoot": router.stack("sheet").popToRoot()
    case "dismiss": router.dismiss()
    case "setPath": router.stack("sheet").setPath([Screen.about])
    case "tabReset":
      try router.send(.dismissTop)
      router.selectTab("home")
    case "replace": try router.send(.replaceState(.twoTabs()))
    default:
      try router.send(.batch([.push([AnyRoute(Screen.about)], on: "sheet"), .popToRoot("sheet")]))
    }
    #expect(sheetModel == nil)
    #expect(sheetScope.isReleased)
    #expect(sheetScope[Model.self] == nil)
    if way == "tabReset" || way == "replace" {
      #expect(homeModel == nil)
    } else {
      #expect(homeModel != nil)
    }
    withExtendedLifetime(homeScope) {}
  }

  /// Pushes a screen on `stack` and stores a model in its scope; returns the scope.
  private func pushAndScope(_ router: Router, stack: StackID) throws -> ScreenScope {
    router.stack(stack).push(Screen.profile)
    let entry = try #require(router.stack(stack).state?.entries.last)
    let scope = router.screen(.entry(entry.id)).scope
    let model = scope.value { Model() }
    #expect(scope.value { Model() } === model)
    return scope
  }

  @Test func aScopeForAnEntryThatIsNotThereIsReleased() {
    let router = Router()
    #expect(router.screen(.entry(EntryID(7))).scope.isReleased)
    #expect(router.scopeCount == 0)
  }

  @Test func aReleasedScopeIgnoresWrites() throws {
    let router = Router()
    router.push(Screen.profile)
    let entry = try #require(router.visibleStack.entries.last)
    let scope = router.screen(.entry(entry.id)).scope
    router.pop()
    scope[Int.self] = 4
    #expect(scope[Int.self] == nil)
    #expect(router.scopeCount == 0)
  }
}

/// A flag raised from an observation callback, which runs synchronously on the main actor
/// inside the mutation.
final class Flag: @unchecked Sendable {
  private(set) var isRaised = false
  func raise() { isRaised = true }
}
