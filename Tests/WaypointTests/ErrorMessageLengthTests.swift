import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// Error messages stay short and exact, whatever they describe: long lists end with a
/// count, long names are cut, and a limit that was exceeded is named with what was found.
@Suite struct ErrorMessageLengthTests {
  static let coder = SnapshotCoder().registering(Screen.self, as: "screen")

  /// A stack `s0` presenting `layers` sheets, one on another.
  static func deepState(layers: Int) throws -> NavigationState {
    var node = NavigationNode.stack(StackState(id: StackID("s\(layers)")))
    for level in stride(from: layers - 1, through: 0, by: -1) {
      node = .stack(
        StackState(
          id: StackID("s\(level)"), presented: PresentedLayer(style: .sheet, content: node)))
    }
    return try NavigationState(content: node, maxLayerDepth: layers)
  }

  @Test func aListInAMessageEndsWithACount() {
    let stacks = (0..<500).map { StackID("stack \($0)") }
    let error = NavigationError.stackNotFound("missing", existing: stacks)
    #expect(
      error.description
        == "no stack named \"missing\"; stacks: "
        + (0..<10).map { "stack \($0)" }.joined(separator: ", ") + ", … and 490 more")
    let entries = NavigationError.entryNotFound(
      EntryID(7), stack: "main", existing: (0..<100_000).map { EntryID(UInt64($0)) })
    #expect(entries.description.hasSuffix("#9, … and 99990 more"))
    let registered = (0..<50).map { "route\($0)" }
    let unknown = RestorationError.unknownRouteName("x", path: "root", registered: registered)
    #expect(unknown.description.contains("route9, … and 40 more; register it"))
    let scheme = LinkError.unsupportedScheme("ftp", accepted: registered)
    #expect(scheme.description.hasSuffix("route9, … and 40 more"))
  }

  @Test func aLongNameIsCutInTheMiddle() {
    let name = StackID(String(repeating: "n", count: 1_000_000))
    let error = NavigationError.stackNotFound(name, existing: [name, "main"])
    #expect(error.description.utf8.count < 1_000)
    #expect(error.description.contains("bytes) …"))
    let denied = NavigationError.denied(
      guard: "auth", reason: String(repeating: "r", count: 1_000_000))
    #expect(denied.description.utf8.count < 1_000)
  }

  @Test func savingATreeDeeperThanTheLimitSaysWhichLimit() throws {
    #expect(throws: RestorationError.limitExceeded(.layers, found: 40, maximum: 32)) {
      try Self.coder.encode(try Self.deepState(layers: 40))
    }
  }

  @Test func limitsAboveTheMaximumSayTheMaximumBriefly() throws {
    let coder = SnapshotCoder(limits: RestorationLimits(maxLayerDepth: 10_000))
      .registering(Screen.self, as: "screen")
    let error = #expect(throws: RestorationError.self) {
      try coder.encode(try Self.deepState(layers: 40))
    }
    let text = error?.description ?? ""
    #expect(text.utf8.count < 1_000, "\(text.utf8.count) bytes")
    #expect(text.contains("maxLayerDepth: 64 or less"), "\(text.prefix(300))")
  }

  @Test func restoringATreeDeeperThanTheLimitSaysItIsDeeper() throws {
    let coder = SnapshotCoder(limits: RestorationLimits(maxLayerDepth: 64))
      .registering(Screen.self, as: "screen")
    let data = try coder.encode(try Self.deepState(layers: 64))
    // Reading stops one layer past the limit.
    let error = #expect(throws: RestorationError.limitExceeded(.layers, found: 33, maximum: 32)) {
      try Self.coder.decode(data)
    }
    #expect(error?.description.hasPrefix("the snapshot has more than 32 layers") == true)
  }

  @Test func aCoderWithAHigherLayerLimitRestoresTheDeeperTree() throws {
    let coder = SnapshotCoder(limits: RestorationLimits(maxLayerDepth: 40))
      .registering(Screen.self, as: "screen")
    let state = try Self.deepState(layers: 40)
    let restored = try coder.decode(try coder.encode(state))
    #expect(restored.state == state)
    #expect(restored.state.maxLayerDepth == 40)
  }
}
