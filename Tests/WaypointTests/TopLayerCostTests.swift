import Testing
import Waypoint

/// Pushes, pops and the readings of the visible stack at the top of a chain of layers cost
/// the same whatever the chain's depth.
@MainActor
struct TopLayerCostTests {
  /// A router whose visible stack is the top of a chain of `count` sheets.
  static func layered(_ count: Int) throws -> Router {
    let state = try NavigationState(root: .stack(StackState(id: "main")), maxLayerDepth: count)
    let router = Router(state)
    for index in 0..<count { router.present(.sheet(index, id: StackID("layer-\(index)"))) }
    return router
  }

  /// The fastest of `rounds` runs of `iterations` push + pop on the visible stack, each
  /// reading the visible stack's depth and whether it can pop.
  static func fastestPushPop(_ router: Router, iterations: Int = 200) -> Duration {
    let clock = ContinuousClock()
    return clock.measure {
      for index in 0..<iterations {
        router.push(index)
        _ = router.depth
        _ = router.canPop
        router.pop()
        _ = router.visibleStack.depth
      }
    }
  }

  @Test func pushAndPopAtTheTopCostTheSameWhateverTheDepth() throws {
    let shallow = try Self.layered(1)
    let deep = try Self.layered(1_000)
    var fastest = (shallow: Duration.seconds(60), deep: Duration.seconds(60))
    // Interleaved rounds, the fastest of each kept: the machine's load affects both alike.
    for _ in 0..<15 {
      fastest.shallow = min(fastest.shallow, Self.fastestPushPop(shallow))
      fastest.deep = min(fastest.deep, Self.fastestPushPop(deep))
    }
    let ratio = fastest.deep / fastest.shallow
    print("push + pop at the top of 1,000 layers / of 1 layer: \(ratio)")
    #expect(ratio < 3, "push + pop at the top of 1,000 layers costs \(ratio)× the cost at 1")

    // The pushes and pops went to the top layer's stack and left the chain as it was.
    deep.push("top")
    #expect(deep.visibleStack.id == "layer-999")
    #expect(deep.depth == 1)
    #expect(deep.state.stack("layer-999")?.entries.map(\.route) == [AnyRoute("top")])
    #expect(deep.state.visibleLayers.count == 1_000)
    #expect(deep.pop() == 1)
    #expect(deep.state.stack("layer-999")?.entries.isEmpty == true)
    #expect(deep.state == (try Self.layered(1_000)).state)
  }
}
