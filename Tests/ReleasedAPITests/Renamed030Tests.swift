// The spellings renamed in 0.3.0 keep compiling, deprecated, and do what the live API does.
// The tests are deprecated themselves, so the aliases' warnings are silenced here and only
// here, even with -warnings-as-errors.

import Foundation
import Testing
import Waypoint

@Suite("Spellings renamed in 0.3.0")
struct Renamed030Tests {
  @available(*, deprecated, message: "calls the 0.2.0 spellings on purpose")
  @Test func theTreesTopNodeWasItsRoot() throws {
    let node = NavigationNode.stack(StackState(id: "home"))
    let state = try NavigationState(root: node, maxLayerDepth: 8)
    #expect(state == (try NavigationState(content: node, maxLayerDepth: 8)))
    #expect(state.root == state.content)
  }

  @available(*, deprecated, message: "calls the 0.2.0 spellings on purpose")
  @Test func theLayerLimitOfASnapshotWasMaxDepth() throws {
    let old = RestorationLimits(maxEntries: 5, maxDepth: 3)
    #expect(old == RestorationLimits(maxEntries: 5, maxLayerDepth: 3))
  }

  @available(*, deprecated, message: "calls the 0.2.0 spellings on purpose")
  @Test func renamedTypesAndCases() throws {
    let coder = SnapshotCoder()
    let summary: RestorationReport = try coder.decode(coder.encode(NavigationState())).summary
    #expect(summary.isComplete)
    #expect(NavigationError.navigationPending == .navigationInFlight)
    #expect(
      NavigationError.layerLimitExceeded(presenter: "a", depth: 2, limit: 1)
        == .layerLimitExceeded(presenter: "a", layerDepth: 2, limit: 1))
  }
}
