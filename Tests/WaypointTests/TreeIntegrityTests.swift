import Testing
import Waypoint
import WaypointTestSupport

@Suite("Unique IDs and error text")
@MainActor
struct TreeIntegrityTests {
  static func entry(_ id: UInt64, _ screen: Screen) -> Entry {
    Entry(id: EntryID(id), route: AnyRoute(screen))
  }

  /// Home holds #100 and presents compose, which holds #7 and #100 again.
  static func homeWithCompose(composeEntries: [Entry]) -> NavigationNode {
    let compose = StackState(id: "compose", entries: EntryList(composeEntries))
    return .stack(
      StackState(
        id: "home", entries: [entry(100, .profile)],
        presented: PresentedLayer(style: .sheet, content: .stack(compose))))
  }

  // MARK: Entry IDs

  @Test func aTreeWithAnEntryIDTwiceCannotBeBuilt() throws {
    let failure = error { () throws(NavigationError) in
      try NavigationState(
        content: Self.homeWithCompose(composeEntries: [
          Self.entry(7, .about), Self.entry(100, .settings),
        ]))
    }
    #expect(
      failure
        == .duplicateEntryID(
          EntryID(100), first: EntryPosition(inStack: "home", at: 0),
          second: EntryPosition(inStack: "compose", at: 1)))
    #expect(
      failure?.description
        == #"entry #100 appears twice in the tree, at position 0 of stack "home" and at "#
        + #"position 1 of stack "compose"; entry IDs are unique across the tree, so give one "#
        + "of them an ID no other entry has (Entry(id:route:)) or leave it out")
  }

  @Test func twoEntriesOfOneStackCannotShareAnID() throws {
    let failure = error { () throws(NavigationError) in
      try NavigationState(
        content: .stack(
          StackState(id: "main", entries: [Self.entry(3, .profile), Self.entry(3, .about)])))
    }
    #expect(
      failure
        == .duplicateEntryID(
          EntryID(3), first: EntryPosition(inStack: "main", at: 0),
          second: EntryPosition(inStack: "main", at: 1)))
  }

  @Test func tabsCannotShareAnEntryID() throws {
    let failure = error { () throws(NavigationError) in
      try NavigationState(
        content: .tabs(
          TabContainer(
            tabs: [
              StackState(id: "a", entries: [Self.entry(1, .profile)]),
              StackState(id: "b", entries: [Self.entry(2, .about), Self.entry(1, .profile)]),
            ], selected: "a")))
    }
    #expect(
      failure
        == .duplicateEntryID(
          EntryID(1), first: EntryPosition(inStack: "a", at: 0),
          second: EntryPosition(inStack: "b", at: 1)))
  }

  /// A tree made by applying actions with a generator that is behind the tree's IDs has
  /// duplicates; the router refuses it, and nothing changes.
  @Test func theRouterRefusesATreeWithAnEntryIDTwice() throws {
    let router = Router()
    router.push(Screen.profile)
    let scope = router.screen(.entry(try #require(router.visibleStack.entries.last).id)).scope
    let before = router.state
    var stale = IDGenerator(startingAt: 100)
    var next = try NavigationState(
      content: Self.homeWithCompose(composeEntries: [Self.entry(7, .about)]))
    try next.apply(.push([AnyRoute(Screen.settings)], on: "compose"), ids: &stale)
    #expect(next.stack("compose")?.entries.map(\.id) == [EntryID(7), EntryID(100)])
    let failure = error { () throws(NavigationError) in try router.send(.replaceState(next)) }
    #expect(
      failure
        == .duplicateEntryID(
          EntryID(100), first: EntryPosition(inStack: "home", at: 0),
          second: EntryPosition(inStack: "compose", at: 1)))
    #expect(router.state == before)
    #expect(!scope.isReleased)
  }

  /// The issue's scenario: two entries sharing an ID, one popped while the other shows.
  @Test func poppingAnEntryNeverReleasesTheScopeOfAnotherOnScreen() throws {
    var stale = IDGenerator(startingAt: 100)
    var state = try NavigationState(
      content: Self.homeWithCompose(composeEntries: [Self.entry(7, .about)]))
    try state.apply(.push([AnyRoute(Screen.settings)], on: "compose"), ids: &stale)
    let router = Router(state)
    let home = try #require(router.state.stack("home"))
    let compose = try #require(router.state.stack("compose"))
    let ids = Set(home.entries.map(\.id)).union(compose.entries.map(\.id))
    #expect(ids.count == 3)
    let homeTop = try #require(home.entries.last)
    let scope = router.screen(.entry(homeTop.id)).scope
    _ = router.stack("compose").pop()
    #expect(!scope.isReleased)
    #expect(router.state.stack("home")?.entries.last == homeTop)
  }

  // MARK: Stack IDs

  @Test func aTreeWithAStackIDTwiceNamesBothPlaces() throws {
    let layer = PresentedLayer(style: .sheet, content: .stack(StackState(id: "main")))
    let failure = error { () throws(NavigationError) in
      try NavigationState(content: .stack(StackState(id: "main", presented: layer)))
    }
    #expect(
      failure?.description
        == #"stack "main" appears twice in the tree, at root.stack and at "#
        + "root.stack.layer.stack; stack names are unique across the tree, so rename one of them")
    let tabs = try TabContainer(
      tabs: [
        StackState(id: "a"),
        StackState(
          id: "b", presented: PresentedLayer(style: .sheet, content: .stack(StackState(id: "a")))),
      ], selected: "a")
    #expect(
      error { () throws(NavigationError) in try NavigationState(content: .tabs(tabs)) }
        == .duplicateStackInTree("a", first: "root.tabs[0]", second: "root.tabs[1].layer.stack"))
  }

  // MARK: Error text

  @Test func aScopeForAMissingEntryIsReleasedAndKeepsNothing() throws {
    let router = Router(.twoTabs())
    router.present(.sheet(Screen.about, id: "compose"))
    let scope = router.screen(.entry(EntryID(999))).scope
    #expect(scope.isReleased)
    scope[Int.self] = 1
    #expect(scope[Int.self] == nil)
    #expect(router.scopeCount == 0)
  }
}

@Suite("Error text names what was searched")
@MainActor
struct ErrorTextTests {
  @Test func aTabThatIsNotOneReportsEveryTab() throws {
    let router = Router(.twoTabs())
    router.present(.sheet(Screen.about, id: "sheet"))
    #expect(
      error { () throws(NavigationError) in try router.send(.selectTab("sheet")) }
        == .notATab("sheet", tabs: ["explore", "home"]))
  }

  @Test func aMissingPresenterIsNamedAsAsked() {
    let router = Router()
    #expect(
      error { () throws(NavigationError) in
        try router.send(.present(.sheet(Screen.about), on: "nowhere"))
      } == .stackNotFound("nowhere", existing: ["main"]))
  }

  @Test func cancellationSaysNothingChanged() {
    #expect(
      NavigationError.cancelled.description
        == "navigation cancelled: a newer navigation replaced it before it was decided, or its "
        + "task was cancelled; nothing changed")
  }
}
