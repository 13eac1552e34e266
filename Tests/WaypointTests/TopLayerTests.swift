import Testing
import Waypoint

/// Pushes, pops, presentations and dismissals at the top of a long chain of layers go to the
/// top and leave the chain as it was. What they cost at each depth is measured by
/// `waypoint-bench ops` ("top of layers_N"), not here: a timed test fails with the machine's
/// load, not with the code.
@MainActor
struct TopLayerTests {
  /// A router whose visible stack is the top of a chain of `count` sheets, whose layers
  /// may nest `room` more.
  static func layered(_ count: Int, room: Int = 0) throws -> Router {
    let state = try NavigationState(
      content: .stack(StackState(id: "main")), maxLayerDepth: count + room)
    let router = Router(state)
    for index in 0..<count { router.present(.sheet(index, id: StackID("layer-\(index)"))) }
    return router
  }

  @Test func pushAndPopAtTheTopOfTheDeepestChainGoToTheTopStack() throws {
    // 64 layers, the most a tree may allow.
    let deep = try Self.layered(64)
    // The pushes and pops went to the top layer's stack and left the chain as it was.
    deep.push("top")
    #expect(deep.visibleStack.id == "layer-63")
    #expect(deep.depth == 1)
    #expect(deep.state.stack("layer-63")?.entries.map(\.route) == [AnyRoute("top")])
    #expect(deep.state.visibleLayers.count == 64)
    #expect(deep.pop() == 1)
    #expect(deep.state.stack("layer-63")?.entries.isEmpty == true)
    #expect(deep.state == (try Self.layered(64)).state)
  }

  @Test func presentAndDismissAtTheTopOfTheDeepestChainLeaveTheChainAsItWas() throws {
    let deep = try Self.layered(63, room: 1)
    // Each sheet went on top of the chain and left it as it was.
    deep.present(.sheet("top", id: "extra"))
    #expect(deep.visibleStack.id == "extra")
    #expect(deep.state.presenter(ofLayerHolding: "extra") == "layer-62")
    #expect(deep.state.visibleLayers.count == 64)
    deep.push("pushed")
    #expect(deep.state.stack("extra")?.entries.map(\.route) == [AnyRoute("pushed")])
    deep.dismiss()
    #expect(deep.visibleStack.id == "layer-62")
    #expect(!deep.state.hasStack("extra"))
    #expect(deep.state == (try Self.layered(63)).state)
  }

  @Test func layersPresentedOnTheTopOneAfterAnotherStayInTheirPlaces() throws {
    let router = try Self.layered(30, room: 20)
    // More layers on top than are kept beside the tree, each with an entry of its own.
    for index in 0..<20 {
      router.present(.sheet(index, id: StackID("top-\(index)")))
      router.push("entry-\(index)")
      #expect(router.visibleStack.id == StackID("top-\(index)"))
    }
    #expect(router.state.visibleLayers.count == 50)
    #expect(router.state.stack("top-3")?.entries.map(\.route) == [AnyRoute("entry-3")])
    #expect(router.state.presenter(ofLayerHolding: "top-0") == "layer-29")
    try router.send(.push([AnyRoute("more")], on: .stack("top-12")))
    #expect(router.state.stack("top-12")?.depth == 2)
    for index in (0..<20).reversed() {
      #expect(router.visibleStack.id == StackID("top-\(index)"))
      #expect(router.pop(5) == (index == 12 ? 2 : 1))
      #expect(router.dismiss())
    }
    #expect(router.visibleStack.id == "layer-29")
    #expect(router.state == (try Self.layered(30)).state)
  }
}
