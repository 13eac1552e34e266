import Testing
import Waypoint
import WaypointTestSupport

/// The difference between two trees, in words, as failure messages show it.
@Suite struct TreeDifferenceTests {
  /// The two tabs with `routes` pushed on home, entry IDs from `firstID`.
  static func home(
    _ routes: [any Hashable & Sendable], firstID: UInt64 = 1
  ) throws -> NavigationState {
    var state = NavigationState.twoTabs()
    var ids = IDGenerator(startingAt: firstID)
    try state.apply(.push(routes.map { AnyRoute($0) }, on: "home"), ids: &ids)
    return state
  }

  @Test func equalTreesHaveNoDifference() throws {
    let tree = try Self.home([Screen.profile, Screen.settings])
    #expect(tree.difference(from: tree) == nil)
    #expect(try Self.home([Screen.profile]).difference(from: Self.home([Screen.profile])) == nil)
  }

  @Test func aLineThatDiffersIsShownWithALineOfContextOnEachSide() throws {
    let expected = try Self.home([Screen.profile])
    let actual = try Self.home([Screen.settings])
    #expect(
      actual.difference(from: expected)
        == """
        2 lines differ: 1 only in the expected tree (-), 1 only in the actual tree (+)
          tabs, selected home
        -   stack home: #1 profile
        +   stack home: #1 settings
            stack explore: empty
        """)
  }

  @Test func linesOnlyOneTreeHasAreMarkedOnTheirOwn() throws {
    let expected = try Self.home([Screen.profile])
    var actual = expected
    var ids = IDGenerator(startingAt: 10)
    try actual.apply(.present(.sheet(Screen.login, id: "login"), on: "home"), ids: &ids)
    #expect(
      actual.difference(from: expected)
        == """
        2 lines differ: 0 only in the expected tree (-), 2 only in the actual tree (+)
            stack home: #1 profile
        +     sheet
        +       stack login (root: login): empty
            stack explore: empty
        """)
    #expect(
      expected.difference(from: actual)?.hasPrefix(
        "2 lines differ: 2 only in the expected tree (-), 0 only in the actual tree (+)") == true)
  }

  @Test func entryIDsCanBeReadAsPositions() throws {
    let expected = try Self.home([Screen.profile, Screen.about], firstID: 1)
    let actual = try Self.home([Screen.profile, Screen.about], firstID: 7)
    #expect(actual.difference(from: expected, ignoringEntryIDs: true) == nil)
    #expect(
      actual.difference(from: expected)
        == """
        2 lines differ: 1 only in the expected tree (-), 1 only in the actual tree (+)
          tabs, selected home
        -   stack home: #1 profile > #2 about
        +   stack home: #7 profile > #8 about
            stack explore: empty
        """)
    let reordered = try Self.home([Screen.about, Screen.profile], firstID: 7)
    #expect(
      reordered.difference(from: expected, ignoringEntryIDs: true)
        == """
        2 lines differ (entry IDs read as positions, #1 at the bottom): \
        1 only in the expected tree (-), 1 only in the actual tree (+)
          tabs, selected home
        -   stack home: #1 profile > #2 about
        +   stack home: #1 about > #2 profile
            stack explore: empty
        """)
  }

  @Test func equalLinesBetweenTwoPlacesThatDifferAreLeftOut() throws {
    let tabs: [StackID] = ["a", "b", "c", "d", "e", "f"]
    let expected = try NavigationState(tabs: tabs, selected: "a")
    var actual = expected
    var ids = IDGenerator()
    try actual.apply(
      .batch([.push([AnyRoute(Screen.profile)], on: "a"), .push([AnyRoute(Screen.about)], on: "f")]
      ),
      ids: &ids)
    #expect(
      actual.difference(from: expected)
        == """
        4 lines differ: 2 only in the expected tree (-), 2 only in the actual tree (+)
          tabs, selected a
        -   stack a: empty
        +   stack a: #1 profile
            stack b: empty
          …
            stack e: empty
        -   stack f: empty
        +   stack f: #2 about
        """)
  }

  @Test func treesThatPrintTheSameNameWhatDiffers() throws {
    let expected = try Self.home([Screen.profile])
    let actual = try Self.home(["profile"])
    let difference = try #require(actual.difference(from: expected))
    #expect(
      difference
        == "The trees print the same but differ: entry 1 of stack \"home\" is profile of type "
        + "Swift.String, expected WaypointTestSupport.Screen")
    let popping = try NavigationState(tabs: ["home", "explore"], selected: "home")
    let keeping = try NavigationState(
      tabs: ["home", "explore"], selected: "home", popsToRootOnReselect: false)
    #expect(
      keeping.difference(from: popping)?.hasPrefix(
        "The trees print the same but differ: a container differs") == true)
  }

  @Test func aLongDifferenceShowsItsFirstLinesAndACount() throws {
    let tabs = (0..<100).map { StackID("tab\($0)") }
    let expected = try NavigationState(tabs: tabs, selected: "tab0")
    var actual = expected
    var ids = IDGenerator()
    try actual.apply(
      .batch(tabs.map { .push([AnyRoute(Screen.profile)], on: .stack($0)) }), ids: &ids)
    let lines = try #require(actual.difference(from: expected)).split(separator: "\n")
    #expect(
      lines.first
        == "200 lines differ: 100 only in the expected tree (-), 100 only in the actual tree (+)")
    #expect(lines.filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") }.count == 40)
    #expect(lines.last == "… and 160 more lines that differ")
  }

  @Test func treesThatDifferInMostLinesAreNotMatchedUp() throws {
    let tabs = (0..<1_100).map { StackID("tab\($0)") }
    let expected = try NavigationState(tabs: tabs, selected: "tab0")
    var actual = expected
    var ids = IDGenerator()
    try actual.apply(
      .batch(tabs.map { .push([AnyRoute(Screen.profile)], on: .stack($0)) }), ids: &ids)
    let lines = try #require(actual.difference(from: expected)).split(separator: "\n")
    // 2,200 lines lie between the first line and the end, more than are matched up: all the
    // expected tree's come first.
    #expect(
      lines.prefix(4) == [
        "2200 lines differ: 1100 only in the expected tree (-), 1100 only in the actual tree (+)",
        "  tabs, selected tab0",
        "-   stack tab0: empty",
        "-   stack tab1: empty",
      ])
    #expect(NavigationState.differenceSearchLimit < 2_200)
  }

  @Test func aLongLineIsCutAroundWhereItDiffers() throws {
    var routes: [any Hashable & Sendable] = Array(0..<400)
    let expected = try Self.home(routes)
    routes[300] = -1
    let actual = try Self.home(routes)
    let difference = try #require(actual.difference(from: expected))
    let removed = try #require(difference.split(separator: "\n").first { $0.hasPrefix("- ") })
    let added = try #require(difference.split(separator: "\n").first { $0.hasPrefix("+ ") })
    #expect(removed.utf8.count <= 1_002)
    #expect(removed.hasPrefix("- …") && removed.contains("#301 300"))
    #expect(added.hasPrefix("+ …") && added.contains("#301 -1"))
  }
}
