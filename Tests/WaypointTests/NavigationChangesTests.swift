import Testing
import Waypoint
import WaypointTestSupport

@Suite("Changes")
struct NavigationChangesTests {
  @Test func aBatchOfSinglePushesIsTheSameChangeAsOnePushOfAll() throws {
    let routes = (0..<1_000).map { $0 }
    var singles = NavigationState.twoTabs()
    var singleIDs = IDGenerator()
    let batch = try singles.apply(.batch(routes.map { .push([AnyRoute($0)]) }), ids: &singleIDs)
    var many = NavigationState.twoTabs()
    var manyIDs = IDGenerator()
    let push = try many.apply(.push(routes.map { AnyRoute($0) }), ids: &manyIDs)
    #expect(singles == many)
    #expect(batch == push)
    #expect(batch.stackChange(of: "home")?.pushedCount == 1_000)
    #expect(batch.stackChange(of: "home")?.added.map(\.id) == many.stack("home")?.entries.map(\.id))
  }

  /// Random pushes, pops and paths on two stacks, applied as one batch: its changes must
  /// say, per stack, which entries of the start left (bottom first) and which of the end
  /// are new (bottom first), with what was pushed and popped inside the batch cancelled.
  @Test(arguments: [1 as UInt64, 2, 3, 4, 5])
  func aBatchSaysWhatLeftAndWhatCameAsIfItWereOneAction(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for round in 0..<200 {
      var state = NavigationState.twoTabs()
      var ids = IDGenerator()
      try state.apply(.push([1, 2, 3].map { AnyRoute($0) }, on: "home"), ids: &ids)
      try state.apply(.push([4].map { AnyRoute($0) }, on: "explore"), ids: &ids)
      let start = state
      var actions: [NavigationAction] = []
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        let target: StackTarget = Bool.random(using: &random) ? "home" : "explore"
        switch Int.random(in: 0..<4, using: &random) {
        case 0: actions.append(.push([AnyRoute(Int.random(in: 0..<5, using: &random))], on: target))
        case 1: actions.append(.pop(Int.random(in: 0...3, using: &random), from: target))
        case 2:
          let path = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            Int.random(in: 0..<5, using: &random)
          }
          actions.append(.setPath(path.map { AnyRoute($0) }, on: target))
        default: actions.append(.popToRoot(target))
        }
      }
      let changes = try state.apply(.batch(actions), ids: &ids)
      for id in ["home", "explore"] as [StackID] {
        let before = (start.stack(id)?.entries).map { Array($0) } ?? []
        let after = (state.stack(id)?.entries).map { Array($0) } ?? []
        var kept = 0
        while kept < before.count, kept < after.count, before[kept] == after[kept] { kept += 1 }
        let change = changes.stackChange(of: id)
        #expect(
          change?.removed ?? [] == Array(before[kept...]), "round \(round) \(id): \(actions)")
        #expect(change?.added ?? [] == Array(after[kept...]), "round \(round) \(id): \(actions)")
        #expect(change?.poppedCount ?? 0 == before.count - kept)
      }
      #expect(changes.isEmpty == (start == state), "round \(round): \(actions)")
    }
  }

  @Test func aLayerPresentedAndDismissedInOneBatchNeverWas() throws {
    var state = NavigationState.twoTabs()
    var ids = IDGenerator()
    let changes = try state.apply(
      .batch([.present(.sheet(1, id: "s", path: [2])), .dismissTop]), ids: &ids)
    #expect(changes.isEmpty)
    #expect(state == .twoTabs())
  }

  @Test func aReplacedTreeNamesWhatMovedAndWhatItsLayersShowNow() throws {
    var ids = IDGenerator()
    var old = NavigationState.twoTabs()
    try old.apply(.push([1, 2].map { AnyRoute($0) }, on: "home"), ids: &ids)
    try old.apply(.present(.sheet(Screen.settings, id: "sheet", path: [3])), ids: &ids)
    // The same entries, the tabs in the other order, the sheet with another first screen.
    let home = try #require(old.stack("home"))
    let sheet = try #require(old.stack("sheet"))
    let new = try NavigationState(
      content: .tabs(
        TabContainer(
          tabs: [
            StackState(id: "explore"),
            StackState(
              id: "home", entries: home.entries,
              presented: PresentedLayer(
                style: .sheet,
                content: .stack(
                  StackState(id: "sheet", root: AnyRoute(Screen.about), entries: sheet.entries)))
            ),
          ], selected: "home")))
    let changes = NavigationChanges.diff(from: old, to: new, ids: &ids)
    #expect(changes.replacedTree)
    #expect(changes.stacks.isEmpty, "no entry moved or changed")
    #expect(changes.dismissed.map(\.root) == [AnyRoute(Screen.settings)])
    #expect(changes.presented.map(\.root) == [AnyRoute(Screen.about)])
    #expect(changes.presented.map(\.presenter) == ["home"])
    #expect(changes.selections.isEmpty)
  }

  @Test func keepingOldStatesOfManyTabsKeepsEachOneIntact() throws {
    let tabs = (0..<1_000).map { StackID("tab-\($0)") }
    var state = try NavigationState(tabs: tabs, selected: tabs[500])
    var ids = IDGenerator()
    var kept: [NavigationState] = []
    for index in 0..<200 {
      kept.append(state)
      try state.apply(.push([AnyRoute(index)], on: .stack(tabs[index * 5])), ids: &ids)
    }
    for (index, old) in kept.enumerated() {
      #expect(old.stack(tabs[index * 5])?.depth == 0)
      #expect(index == 0 || old.stack(tabs[(index - 1) * 5])?.depth == 1)
    }
    #expect(state.stack(tabs[995])?.entries.map(\.route) == [AnyRoute(199)])
    #expect(state.visibleStack.id == tabs[500])
    #expect(kept[0] == (try NavigationState(tabs: tabs, selected: tabs[500])))
  }
}

extension NavigationChanges {
  /// What replacing `old` with `new` changes, through the public transition.
  static func diff(
    from old: NavigationState, to new: NavigationState, ids: inout IDGenerator
  ) -> NavigationChanges {
    var state = old
    return (try? state.apply(.replaceState(new), ids: &ids)) ?? NavigationChanges()
  }
}
