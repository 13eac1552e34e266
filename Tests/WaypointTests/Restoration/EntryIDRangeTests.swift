import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// Entry IDs never repeat, whatever IDs a restored or given tree holds: near the top of
/// the 64-bit range the generator does not wrap around, and every ID the engine holds
/// saves and restores.
@MainActor
@Suite struct EntryIDRangeTests {
  static let top = UInt64.max

  static let coder = SnapshotCoder().registering(Screen.self, as: "screen")

  /// Every entry ID in the tree, in tree order.
  static func ids(_ state: NavigationState) -> [UInt64] {
    state.allStacks.flatMap { $0.entries.map(\.id.rawValue) }
  }

  /// A stack `main` with entries of these IDs.
  static func state(_ ids: [UInt64]) throws -> NavigationState {
    var entries = EntryList()
    for id in ids { entries.append(Entry(id: EntryID(id), route: AnyRoute(Screen.profile))) }
    return try NavigationState(content: .stack(StackState(id: "main", entries: entries)))
  }

  /// Pushes three screens and checks that every ID in the tree is distinct, that the tree
  /// can be given back whole, and that it saves and restores.
  static func pushThreeAndCheck(_ router: Router, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let before = Set(ids(router.state))
    router.visible.push(contentsOf: [Screen.about, Screen.settings, Screen.account])
    let all = ids(router.state)
    let added = all.filter { !before.contains($0) }
    #expect(all.count == Set(all).count, "duplicate IDs: \(all)", sourceLocation: sourceLocation)
    #expect(added.count == 3, "pushed \(added)", sourceLocation: sourceLocation)
    try router.send(.replaceState(router.state))
    let saved = try coder.snapshot(of: router)
    let restored = try coder.decode(saved)
    #expect(restored.state == router.state, sourceLocation: sourceLocation)
  }

  @Test func restoringASnapshotThatEndsAtTheTopDoesNotWrapIDs() throws {
    let data = Data(
      """
      {"waypoint":1,"version":1,"types":["screen"],
       "routes":[["profile","about","settings"]],
       "root":{"stack":{"id":"main","entries":"1,\(Self.top - 2)-\(Self.top - 1)",
         "entryTypes":"0,0,0"}}}
      """.utf8)
    let router = Router()
    try Self.coder.restore(router, from: data)
    try Self.pushThreeAndCheck(router)
  }

  @Test func aRouterGivenATreeAtTheTopDoesNotWrapIDs() throws {
    let router = Router(try Self.state([0, 1, 2, Self.top - 1, Self.top]))
    try Self.pushThreeAndCheck(router)
  }

  @Test func replacingTheStateWithATreeAtTheTopDoesNotWrapIDs() throws {
    let router = Router()
    router.push(Screen.profile)
    try router.send(.replaceState(try Self.state([1, Self.top - 1])))
    try Self.pushThreeAndCheck(router)
  }

  @Test func generatedStackNumbersNearTheTopDoNotWrapEither() throws {
    let tabs = [StackState(id: StackID("stack-\(Self.top - 1)")), StackState(id: "stack-0")]
    let state = try NavigationState(content: .tabs(TabContainer(tabs: tabs, selected: tabs[0].id)))
    var ids = IDGenerator()
    ids.reserveIDs(in: state)
    let made = [ids.newStackID(), ids.newStackID()]
    let names = Set(state.allStacks.map(\.id))
    #expect(names.isDisjoint(with: made) && made[0] != made[1], "\(made)")
  }

  @Test func theGeneratorCountsThroughTheLargestRunOfUnusedNumbers() throws {
    var ids = IDGenerator(startingAt: 5)
    ids.reserveIDs(in: try Self.state([7, Self.top - 10, Self.top]))
    // Numbers 8 up to top - 10 are the largest unused run above 5.
    #expect(ids.next == 8)
    let made = (0..<3).map { _ in ids.newEntryID().rawValue }
    #expect(made == [8, 9, 10])
    // A tree far from the top moves it past its highest ID, as always.
    ids.reserveIDs(in: try Self.state([1_000]))
    #expect(ids.newEntryID() == EntryID(1_001))
    // IDs it stepped over are never made again, even when reserved again.
    ids.reserveIDs(in: try Self.state([Self.top - 10, 2_000_000]))
    #expect(ids.newEntryID() == EntryID(2_000_001))
  }

  @Test func theTopIDSavesAndRestores() throws {
    let state = try Self.state([Self.top - 1, Self.top])
    let restored = try Self.coder.decode(try Self.coder.encode(state))
    #expect(restored.state == state)
  }
}
