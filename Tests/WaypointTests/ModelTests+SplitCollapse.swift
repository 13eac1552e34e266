import Observation
import Testing
import Waypoint

extension ModelTests {
  /// Width is not navigation: 1,000 collapse and expand cycles of a split container with
  /// selections and a detail path emit nothing, release no screen's scope, tell no
  /// reader of a stack and leave the tree (and every entry ID) as it was.
  @Test(arguments: [2, 3])
  func aThousandCollapseAndExpandCyclesChangeNothing(columns: Int) throws {
    let names = columns == 3 ? ["side", "list", "detail"] : ["side", "detail"]
    let model = SplitModel(columns: names, sidebarRoot: 100, popsDetailOnReselect: true)
    let router = Router(model.state)
    #expect(router.select(1, in: "side"))
    if columns == 3 { #expect(router.select(2, column: .content, in: "list")) }
    router.push(contentsOf: [10, 11, 12])
    let selections = columns - 1
    #expect(router.depth == 3)

    // A scope for every screen: each column's first screen, and every entry.
    var scopes: [ScreenScope] = []
    for stack in router.state.allStacks {
      scopes.append(router.screen(.root(stack.id)).scope)
      for entry in stack.entries { scopes.append(router.screen(.entry(entry.id)).scope) }
    }
    for (index, scope) in scopes.enumerated() { scope[Int.self] = index }
    let scopeCount = router.scopeCount
    #expect(scopeCount == scopes.count)

    let before = router.state
    let ids = before.allStacks.map { "\($0.id): \($0.entries.map(\.id.rawValue))" }
    let fired = Trackers.Tracker()
    for id in before.sortedStackIDs {
      withObservationTracking {
        _ = router.stack(id).state
      } onChange: {
        fired.fired = true
      }
    }
    var events = 0
    _ = router.events.observe { _ in events += 1 }

    for cycle in 0..<1_000 {
      // Any column's name names the container.
      let name = StackID(names[cycle % names.count])
      #expect(try router.setWidth(.compact, ofSplit: name))
      #expect(try router.setWidth(.compact, ofSplit: "side") == false)
      #expect(router.width(ofSplit: "detail") == .compact)
      #expect(router.depth == selections + 3)
      #expect(router.canPop)
      #expect(try router.setWidth(.regular, ofSplit: "detail"))
      #expect(router.width(ofSplit: name) == .regular)
      #expect(router.depth == 3)
    }

    #expect(events == 0)
    #expect(router.scopeCount == scopeCount)
    #expect(scopes.filter(\.hasBeenReleased).isEmpty)
    #expect(scopes.enumerated().allSatisfy { $1[Int.self] == $0 })
    #expect(router.state == before)
    #expect(router.state.allStacks.map { "\($0.id): \($0.entries.map(\.id.rawValue))" } == ids)
    #expect(!fired.fired, "no reader of a stack is told of a width")
    #expect(SplitModel(router.state, next: router.idGenerator.next).stacks.count == columns)
  }
}
