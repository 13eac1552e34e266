import Testing
import Waypoint
import WaypointTestSupport

@Suite("Transitions")
struct TransitionTests {
  var ids = IDGenerator()

  /// A state with tabs home/explore, two entries on home and a sheet "sheet" (root
  /// settings) with one entry, presented from home.
  mutating func sample() throws -> NavigationState {
    var state = NavigationState.twoTabs()
    try state.apply(.push([AnyRoute(Screen.profile), AnyRoute(Screen.about)]), ids: &ids)
    try state.apply(
      .present(.sheet(Screen.settings, id: "sheet", path: [Screen.profile])), ids: &ids)
    return state
  }

  @Test mutating func pushAddsEntriesWithFreshIDsOnTheVisibleStack() throws {
    var state = NavigationState.twoTabs()
    let changes = try state.apply(
      .push([AnyRoute(Screen.profile), AnyRoute(Article(id: 1))]), ids: &ids)
    #expect(state.path("home") == ["profile", "article 1"])
    #expect(state.stack("home")?.entries.map(\.id) == [EntryID(1), EntryID(2)])
    #expect(changes.stackChange(of: "home")?.added.count == 2)
    #expect(state.stack("home")?.entries.last?.route(as: Article.self) == Article(id: 1))
  }

  @Test mutating func pushTargetsAnyStackByID() throws {
    var state = try sample()
    try state.apply(.push([AnyRoute(Screen.about)], on: "explore"), ids: &ids)
    try state.apply(.push([AnyRoute(Screen.about)], on: "home"), ids: &ids)
    #expect(state.path("explore") == ["about"])
    #expect(state.path("home") == ["profile", "about", "about"])
    #expect(state.path("sheet") == ["profile"])
  }

  @Test(arguments: [(0, 0), (1, 1), (2, 2), (5, 2)])
  mutating func popStopsAtTheRootAndSaysHowManyWereRemoved(count: Int, removed: Int) throws {
    var state = NavigationState.twoTabs()
    try state.apply(.push([AnyRoute(Screen.profile), AnyRoute(Screen.about)]), ids: &ids)
    let transition = try state.transition(applying: .pop(count), ids: &ids)
    #expect(transition.changes.removedCount == removed)
    #expect(transition.state.stack("home")?.depth == 2 - removed)
  }

  @Test mutating func popOnTheVisibleStackPopsTheTopLayersStack() throws {
    var state = try sample()
    try state.apply(.pop(), ids: &ids)
    #expect(state.path("sheet") == [])
    #expect(state.path("home") == ["profile", "about"])
    let nothing = try state.transition(applying: .pop(), ids: &ids)
    #expect(nothing.changes.removedCount == 0)
    #expect(nothing.changes.isEmpty)
  }

  @Test mutating func popToAnEntryKeepsThatEntryOnTop() throws {
    var state = NavigationState.twoTabs()
    try state.apply(
      .push([AnyRoute(Screen.profile), AnyRoute(Screen.about), AnyRoute(Screen.settings)]),
      ids: &ids)
    let target = try #require(state.stack("home").map { Array($0.entries)[0].id })
    let changes = try state.apply(.popTo(target), ids: &ids)
    #expect(state.path("home") == ["profile"])
    #expect(changes.stacks.flatMap(\.removed).map(\.route.description) == ["about", "settings"])
  }

  @Test mutating func popToRootEmptiesOneStackOnly() throws {
    var state = try sample()
    try state.apply(.popToRoot("home"), ids: &ids)
    #expect(state.path("home") == [])
    #expect(state.path("sheet") == ["profile"])
  }

  @Test mutating func setPathKeepsEntriesWhoseRoutesStayInPlace() throws {
    var state = NavigationState.twoTabs()
    try state.apply(.push([AnyRoute(Screen.profile), AnyRoute(Screen.about)]), ids: &ids)
    let before = try #require((state.stack("home")?.entries).map { Array($0) })
    let changes = try state.apply(
      .setPath([AnyRoute(Screen.profile), AnyRoute(Screen.settings), AnyRoute(Screen.about)]),
      ids: &ids)
    let after = try #require((state.stack("home")?.entries).map { Array($0) })
    #expect(after.map(\.route.description) == ["profile", "settings", "about"])
    #expect(after[0].id == before[0].id)
    #expect(changes.stackChange(of: "home")?.removed == [before[1]])
    #expect(changes.stackChange(of: "home")?.added.count == 2)
  }

  @Test mutating func presentBuildsALayerWithItsOwnTargetableStack() throws {
    let state = try sample()
    let layer = try #require(state.stack("home")?.presented)
    #expect(layer.style == .sheet)
    #expect(layer.root == AnyRoute(Screen.settings))
    #expect(state.visibleStack.id == "sheet")
    #expect(state.sortedStackIDs == ["explore", "home", "sheet"])
  }

  @Test mutating func presentOnASheetMakesASheetOnASheet() throws {
    var state = try sample()
    let changes = try state.apply(.present(.fullScreenCover(Screen.about)), ids: &ids)
    #expect(state.visibleLayers.map(\.layer.style) == [.sheet, .fullScreenCover])
    #expect(state.visibleLayers.map(\.presenter) == ["home", "sheet"])
    #expect(changes.presented.first?.stacks.first?.rawValue.hasPrefix("stack-") == true)
  }

  @Test mutating func presentCanHoldATabContainer() throws {
    var state = NavigationState()
    try state.apply(
      .present(
        Presentation(
          style: .sheet,
          content: .tabs(
            [StackSpec(id: "one", root: AnyRoute(Screen.profile)), StackSpec(id: "two")],
            selected: "two"))), ids: &ids)
    #expect(state.visibleStack.id == "two")
    try state.apply(.selectTab("one"), ids: &ids)
    #expect(state.visibleStack.id == "one")
    try state.apply(.push([AnyRoute(Screen.about)]), ids: &ids)
    #expect(state.path("one") == ["about"])
  }

  @Test mutating func dismissTopRemovesOnlyTheTopLayer() throws {
    var state = try sample()
    try state.apply(.present(.sheet(Screen.about, id: "second")), ids: &ids)
    let changes = try state.apply(.dismissTop, ids: &ids)
    #expect(state.visibleStack.id == "sheet")
    #expect(!state.hasStack("second"))
    #expect(changes.dismissed.map(\.stacks) == [["second"]])
    try state.apply(.dismissTop, ids: &ids)
    try state.apply(.dismissTop, ids: &ids)
    #expect(state.visibleStack.id == "home")
  }

  @Test mutating func dismissingALayerRemovesEveryLayerAboveIt() throws {
    var state = try sample()
    try state.apply(.present(.sheet(Screen.about, id: "second", path: [Screen.profile])), ids: &ids)
    let changes = try state.apply(.dismissLayer(holding: "sheet"), ids: &ids)
    #expect(state.sortedStackIDs == ["explore", "home"])
    #expect(changes.dismissed.map(\.stacks) == [["sheet"], ["second"]])
    #expect(changes.removedCount == 2)
  }

  @Test mutating func dismissLayersAboveAStack() throws {
    var state = try sample()
    try state.apply(.present(.sheet(Screen.about, id: "second")), ids: &ids)
    try state.apply(.dismissLayers(above: "sheet"), ids: &ids)
    #expect(state.sortedStackIDs == ["explore", "home", "sheet"])
    try state.apply(.dismissLayers(above: "home"), ids: &ids)
    #expect(state.sortedStackIDs == ["explore", "home"])
    let nothing = try state.transition(applying: .dismissLayers(above: "home"), ids: &ids)
    #expect(nothing.changes.isEmpty)
  }

  @Test mutating func selectingATabKeepsTheOtherTabsStack() throws {
    var state = try sample()
    let changes = try state.apply(.selectTab("explore"), ids: &ids)
    #expect(state.visibleStack.id == "explore")
    #expect(state.path("home") == ["profile", "about"])
    #expect(state.hasStack("sheet"))
    #expect(changes.selections.map(\.from) == ["home"])
    #expect(changes.selections.map(\.to) == ["explore"])
  }

  @Test mutating func reselectingTheSelectedTabPopsItToItsRoot() throws {
    var state = NavigationState.twoTabs()
    try state.apply(.push([AnyRoute(Screen.profile), AnyRoute(Screen.about)]), ids: &ids)
    let changes = try state.apply(.selectTab("home"), ids: &ids)
    #expect(state.path("home") == [])
    #expect(changes.removedCount == 2)
  }

  @Test mutating func reselectingCanBeTurnedOff() throws {
    var state = try NavigationState(
      tabs: ["home", "explore"], selected: "home", popsToRootOnReselect: false)
    try state.apply(.push([AnyRoute(Screen.profile)]), ids: &ids)
    let changes = try state.apply(.selectTab("home"), ids: &ids)
    #expect(state.path("home") == ["profile"])
    #expect(changes.isEmpty)
  }

  @Test mutating func aBatchIsOneChangeAndAllOrNothing() throws {
    var state = try sample()
    let changes = try state.apply(
      .batch([
        .dismissLayers(above: "home"), .selectTab("explore"), .push([AnyRoute(Screen.about)]),
      ]),
      ids: &ids)
    #expect(state.visibleStack.id == "explore")
    #expect(state.path("explore") == ["about"])
    #expect(changes.dismissed.count == 1)
    #expect(changes.selections.count == 1)

    let before = state
    let idsBefore = ids
    #expect(
      error { () throws(NavigationError) in
        try state.apply(
          .batch([
            .push([AnyRoute(Screen.profile)]), .push([AnyRoute(Screen.about)], on: "nowhere"),
          ]), ids: &ids)
      } == .stackNotFound("nowhere", existing: ["explore", "home"]))
    #expect(state == before)
    #expect(ids == idsBefore)
  }

  @Test mutating func replaceStateReportsWhatLeftAndCameIn() throws {
    var state = try sample()
    var other = NavigationState.twoTabs()
    var otherIDs = IDGenerator(startingAt: 100)
    try other.apply(.push([AnyRoute(Screen.account)], on: "explore"), ids: &otherIDs)
    let changes = try state.apply(.replaceState(other), ids: &ids)
    #expect(state == other)
    #expect(changes.removedCount == 3)
    #expect(changes.stacks.flatMap(\.added).map(\.id) == [EntryID(100)])
    #expect(changes.dismissed.count == 1)
    #expect(ids.next > 100)
  }

  // MARK: Errors

  static let failures: [(NavigationAction, NavigationError)] = [
    (
      .push([AnyRoute(Screen.about)], on: "setings"),
      .stackNotFound("setings", existing: ["explore", "home", "sheet"])
    ),
    (.pop(-1), .negativeCount(-1)),
    (.popTo(EntryID(99)), .entryNotFound(EntryID(99), stack: "sheet", existing: [EntryID(3)])),
    (.present(.sheet(Screen.about), on: "home"), .alreadyPresenting("home", layer: "sheet")),
    (.present(.sheet(Screen.about, id: "explore")), .duplicateStackID("explore")),
    (.dismissLayer(holding: "home"), .notInLayer("home")),
    (
      .dismissLayer(holding: "gone"),
      .stackNotFound("gone", existing: ["explore", "home", "sheet"])
    ),
    (.selectTab("sheet"), .notATab("sheet", tabs: ["explore", "home"])),
    (
      .setPath([AnyRoute(Screen.about)], on: "x"),
      .stackNotFound("x", existing: ["explore", "home", "sheet"])
    ),
  ]

  @Test(arguments: failures)
  mutating func aFailedActionThrowsATypedErrorAndChangesNothing(
    action: NavigationAction, expected: NavigationError
  ) throws {
    var state = try sample()
    let before = state
    let idsBefore = ids
    #expect(error { () throws(NavigationError) in try state.apply(action, ids: &ids) } == expected)
    #expect(state == before)
    #expect(ids == idsBefore)
  }

  @Test func messagesSayWhatWasAskedWhatIsThereAndWhatToDo() {
    #expect(
      NavigationError.stackNotFound("setings", existing: ["main", "settings"]).description
        == #"no stack named "setings"; stacks: main, settings"#)
    #expect(NavigationError.negativeCount(-2).description == "count must be 0 or more; got -2")
    #expect(
      NavigationError.alreadyPresenting("home", layer: "sheet").description.contains(
        "dismiss it first"))
    #expect(
      NavigationError.duplicateStackID("x").description.contains("choose another name"))
  }

  @Test func duplicateStackNamesAreRejectedWhenBuildingATree() {
    #expect(
      error { () throws(NavigationError) in
        try NavigationState(tabs: ["a", "a"], selected: "a")
      } == .duplicateStackID("a"))
    #expect(
      error { () throws(NavigationError) in
        try NavigationState(tabs: [], selected: "a")
      } == .noTabs)
    let layer = PresentedLayer(style: .sheet, content: .stack(StackState(id: "main")))
    #expect(
      error { () throws(NavigationError) in
        try NavigationState(content: .stack(StackState(id: "main", presented: layer)))
      } == .duplicateStackInTree("main", first: "root.stack", second: "root.stack.layer.stack"))
  }

  @Test mutating func theTextFormShowsTheWholeTree() throws {
    let state = try sample()
    #expect(
      state.description == """
        tabs, selected home
          stack home: #1 profile > #2 about
            sheet
              stack sheet (root: settings): #3 profile
          stack explore: empty
        """)
  }

  @Test mutating func applyingIsPureAndLeavesTheOriginalAlone() throws {
    let state = try sample()
    let copy = state
    let next = try state.transition(applying: .push([AnyRoute(Screen.about)]), ids: &ids)
    #expect(state == copy)
    #expect(next.state.path("sheet") == ["profile", "about"])
  }
}
