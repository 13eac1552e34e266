import Foundation
import Testing
import WaypointTestSupport

@testable import Waypoint

/// The limits at their edges: the most layers a tree may allow, snapshots nested as deep as
/// JSON lets an attacker write them, and an ID generator with no number left. Each fails
/// with a typed error and changes nothing; none traps or exhausts a 512 KB stack.
@Suite("Limits at the edges")
struct EdgeLimitTests {
  static let maximum = NavigationState.maximumLayerDepth

  // MARK: The maximum layer limit

  @Test func aTreeMayAllowAtMost64Layers() throws {
    #expect(Self.maximum == 64)
    let stack = NavigationNode.stack(StackState(id: "main"))
    #expect(try NavigationState(content: stack, maxLayerDepth: 64).maxLayerDepth == 64)
    let error = #expect(
      throws: NavigationError.layerLimitAboveMaximum(requested: 65, maximum: 64)
    ) {
      try NavigationState(content: stack, maxLayerDepth: 65)
    }
    #expect(error?.description.contains("ask for 64 or fewer") == true)
    // Refused before the tree is looked at: a tree deeper than it asks for says the same.
    #expect(throws: NavigationError.layerLimitAboveMaximum(requested: 80, maximum: 64)) {
      try NavigationState(content: LimitTrees.chain(depth: 80), maxLayerDepth: 80)
    }
  }

  @Test func aNegativeLayerLimitIsATypedErrorNotATrap() {
    let stack = NavigationNode.stack(StackState(id: "main"))
    let error = #expect(throws: NavigationError.negativeCount(-1)) {
      try NavigationState(content: stack, maxLayerDepth: -1)
    }
    #expect(error?.description == "count must be 0 or more; got -1")
    #expect(throws: NavigationError.negativeCount(Int.min)) {
      try NavigationState(content: stack, maxLayerDepth: .min)
    }
  }

  @Test func restorationLimitsAboveTheMaximumRefuseToSaveOrRestore() throws {
    let coder = SnapshotCoder(limits: RestorationLimits(maxLayerDepth: 80))
      .registering(Int.self, as: "int")
    let expected = RestorationError.limitAboveMaximum(.layers, requested: 80, maximum: 64)
    let state = try LimitTrees.deepest(limit: 3)
    #expect(throws: expected) { try coder.encode(state) }
    let data = try SnapshotCoder().registering(Int.self, as: "int").encode(state)
    #expect(throws: expected) { try coder.decode(data) }
    #expect(
      expected.description
        == "RestorationLimits(maxLayerDepth: 80) asks for more than Waypoint allows, 64 layers "
        + "(every operation on a tree that deep fits in a 512 KB thread stack); create the "
        + "coder's limits with maxLayerDepth: 64 or less")
    // At the maximum, a tree as deep saves and restores.
    let atMaximum = SnapshotCoder(limits: RestorationLimits(maxLayerDepth: 64))
      .registering(Int.self, as: "int")
    let deep = try LimitTrees.deepest(limit: 64)
    let restored = try atMaximum.decode(try atMaximum.encode(deep))
    #expect(restored.state == deep)
    #expect(restored.state.maxLayerDepth == 64)
  }

  @Test @MainActor func restoringWithLimitsAboveTheMaximumLeavesTheRouterAsItWas() throws {
    let router = Router()
    router.push(Screen.profile)
    let before = router.state
    let data = try SnapshotCoder().registering(Screen.self, as: "screen").encode(before)
    let coder = SnapshotCoder(limits: RestorationLimits(maxLayerDepth: 1_000))
      .registering(Screen.self, as: "screen")
    #expect(throws: RestorationError.limitAboveMaximum(.layers, requested: 1_000, maximum: 64)) {
      try coder.restore(router, from: data)
    }
    #expect(router.state == before)
  }

  /// Every operation on a tree at the maximum, each layer a tab container of three tabs,
  /// on a 512 KB stack in whatever build the tests run in.
  @Test func everyOperationAtTheMaximumFitsInA512KBStack() throws {
    onSmallStack {
      do {
        try Self.exerciseTreeAtTheMaximum()
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  private static func exerciseTreeAtTheMaximum() throws {
    let deep = try LimitTrees.deepest(limit: maximum)
    #expect(deep.visibleLayers.count == maximum)
    let chain = try NavigationState(
      content: LimitTrees.chain(depth: maximum), maxLayerDepth: maximum)
    var ids = IDGenerator(startingAt: 1_000_000)
    // Checking, comparing, hashing, describing.
    let rebuilt = try NavigationState(content: deep.content, maxLayerDepth: maximum)
    #expect(rebuilt == deep)
    #expect(chain != deep)
    let pushed = try deep.transition(applying: .push([AnyRoute(5)]), ids: &ids).state
    #expect(pushed != deep)
    var hasher = Hasher()
    for stack in deep.allStacks {
      hasher.combine(stack.entries)
      hasher.combine(stack.root)
    }
    _ = hasher.finalize()
    #expect(deep.description.split(separator: "\n").count > 3 * maximum)
    // Every action, at the top and at the bottom of the chain, with what it changed.
    for action: NavigationAction in [
      .push([AnyRoute(7)]), .pop(1), .popToRoot(.stack("main")), .setPath([AnyRoute(3)]),
      .selectTab(StackID("l\(maximum)t1")), .selectTab("l1t2"), .dismissTop,
      .dismissLayer(holding: "l32t0"), .dismissLayers(above: .stack("main")),
      .batch([.pop(1), .dismissTop, .push([AnyRoute(1)])]),
      .replaceState(rebuilt), .replaceState(chain), .replaceState(pushed),
    ] {
      let transition = try deep.transition(applying: action, ids: &ids)
      _ = transition.changes.description
      _ = transition.state.description
    }
    let shallow = try deep.transition(applying: .dismissLayers(above: .stack("main")), ids: &ids)
    _ = try shallow.state.transition(applying: .replaceState(deep), ids: &ids).changes.description
    // The router's check of a tree it is given: entries with the same ID get new ones.
    var behind = IDGenerator()
    let duplicated = try deep.transition(applying: .push([AnyRoute(1)]), ids: &behind).state
    var fresh = IDGenerator()
    fresh.reserveIDs(in: duplicated)
    let unique = duplicated.givingUniqueEntryIDs(ids: &fresh)
    #expect(unique.totalEntryCount == duplicated.totalEntryCount)
    // Saving and restoring, strict, lenient and through a migration.
    let limits = RestorationLimits(maxLayerDepth: maximum)
    let coder = SnapshotCoder(limits: limits).registering(Int.self, as: "int")
    for tree in [deep, chain] {
      let data = try coder.encode(tree)
      #expect(try coder.decode(data).state == tree)
      let lenient = SnapshotCoder(mode: .lenient, limits: limits).registering(Int.self, as: "int")
      #expect(try lenient.decode(data).state == tree)
      let migrating = SnapshotCoder(
        version: 2, limits: limits, migration: SnapshotMigration(route: { _, _ in })
      ).registering(Int.self, as: "int")
      #expect(try migrating.decode(data).state == tree)
    }
    // Dropping chains at the maximum, shared by other states.
    var dropped: [NavigationState]? = [deep, rebuilt, chain, pushed, unique, duplicated]
    #expect(dropped?.count == 6)
    dropped = nil
  }

  // MARK: Hostile snapshots

  /// A snapshot whose root stack presents `layers` sheets, one on another, written by hand
  /// (no tree that deep can be made).
  static func chainSnapshot(layers: Int) -> Data {
    var node = #"{"stack":{"id":"s\#(layers)","entries":"","entryTypes":""}}"#
    for level in stride(from: layers - 1, through: 0, by: -1) {
      node =
        #"{"stack":{"id":"s\#(level)","entries":"","entryTypes":"","layer":{"style":"sheet","#
        + node.dropFirst() + "}}"
    }
    return Data(
      (#"{"waypoint":1,"version":1,"types":[],"routes":[],"root":"# + node + "}").utf8)
  }

  /// `json` with `[` nested `levels` deep in place of `placeholder`.
  static func nested(_ json: String, _ placeholder: String, levels: Int) -> Data {
    let value = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
    return Data(json.replacingOccurrences(of: placeholder, with: value).utf8)
  }

  static let simple =
    #"{"waypoint":1,"version":1,"types":["int"],"routes":[[ROUTE]],"EXTRA":0,"#
    + #""root":{"stack":{"id":"main","root":0,"entries":"","entryTypes":""}}}"#

  static func decodingError(
    _ data: Data, with coder: SnapshotCoder = SnapshotCoder().registering(Int.self, as: "int")
  ) -> RestorationError? {
    let result = Locked<RestorationError?>(nil)
    onSmallStack {
      do throws(RestorationError) {
        _ = try coder.decode(data)
      } catch {
        result.set(error)
      }
    }
    return result.get()
  }

  @Test func aSnapshotOf254LayersIsRefusedUnderTheDefaultLimits() {
    let error = Self.decodingError(Self.chainSnapshot(layers: 254))
    guard case .invalidJSON(let detail)? = error else {
      Issue.record("expected invalidJSON, got \(String(describing: error))")
      return
    }
    #expect(detail.hasPrefix("nesting deeper than 326 levels, the most a snapshot has, at byte"))
  }

  @Test func aSnapshotDeeperThanTheLayerLimitStopsOneLayerPastIt() {
    // 80 layers nest shallower than JSON allows a snapshot: the layer count stops reading.
    #expect(
      Self.decodingError(Self.chainSnapshot(layers: 80))
        == .limitExceeded(.layers, found: 33, maximum: 32))
    let coder = SnapshotCoder(limits: RestorationLimits(maxLayerDepth: 64))
      .registering(Int.self, as: "int")
    #expect(
      Self.decodingError(Self.chainSnapshot(layers: 90), with: coder)
        == .limitExceeded(.layers, found: 65, maximum: 64))
    #expect(
      Self.decodingError(Self.chainSnapshot(layers: 64), with: coder) == nil,
      "a chain at the limit restores")
  }

  @Test(arguments: [
    ("a route", "ROUTE", 500), ("a route, just past", "ROUTE", 65),
    ("an unknown member", "0", 500), ("types", #"["int"]"#, 500),
  ])
  func deepArraysAnywhereAreRefusedBeforeAnythingRecurses(
    field: String, placeholder: String, levels: Int
  ) {
    let json = Self.simple.replacingOccurrences(of: "ROUTE", with: "1")
    let target = placeholder == "ROUTE" ? Self.simple : json
    let data = Self.nested(target, placeholder, levels: levels)
    for coder in [
      SnapshotCoder().registering(Int.self, as: "int"),
      SnapshotCoder(version: 2, migration: SnapshotMigration(route: { _, _ in }))
        .registering(Int.self, as: "int"),
    ] {
      let error = Self.decodingError(data, with: coder)
      guard case .invalidJSON(let detail)? = error else {
        Issue.record("\(field): expected invalidJSON, got \(String(describing: error))")
        continue
      }
      #expect(detail.contains("deeper than"), "\(field): \(detail)")
    }
  }

  @Test func aRouteNested64LevelsIsReadAndMigrated() {
    // A route's value at the limit is read (and fails as the Int it is not), on a 512 KB
    // stack, through the migration's SnapshotValue too.
    let data = Self.nested(Self.simple, "ROUTE", levels: 64)
    for coder in [
      SnapshotCoder().registering(Int.self, as: "int"),
      SnapshotCoder(version: 2, migration: SnapshotMigration(route: { _, _ in }))
        .registering(Int.self, as: "int"),
    ] {
      guard case .undecodableRoute(let name, _, _)? = Self.decodingError(data, with: coder) else {
        Issue.record("expected undecodableRoute")
        continue
      }
      #expect(name == "int")
    }
  }

  @Test @MainActor func restoringAHostileSnapshotLeavesTheRouterAsItWas() throws {
    let router = Router()
    router.push(Screen.profile)
    let before = router.state
    let coder = SnapshotCoder().registering(Screen.self, as: "screen")
    #expect(throws: RestorationError.self) {
      try coder.restore(router, from: Self.chainSnapshot(layers: 254))
    }
    #expect(throws: RestorationError.limitExceeded(.layers, found: 33, maximum: 32)) {
      try coder.restore(router, from: Self.chainSnapshot(layers: 80))
    }
    #expect(router.state == before)
  }

  // MARK: An ID generator at its end

  @Test @MainActor func aRouterWithNoIDsLeftReportsEveryPushAsAFailure() throws {
    let router = Router(ids: IDGenerator(startingAt: UInt64.max))
    let failures = FailureLog(router)
    let before = router.state
    #expect(router.push(Screen.profile) == nil)
    #expect(router.push(contentsOf: [Screen.profile, Screen.settings]).isEmpty)
    #expect(!router.present(.sheet(Screen.settings)))
    #expect(!router.present(.sheet(Screen.settings, id: "settings", path: [Screen.about])))
    #expect(router.state == before)
    #expect(failures.errors.count == 4)
    #expect(failures.errors.allSatisfy { $0 == .idsExhausted })
    #expect(throws: NavigationError.idsExhausted) {
      try router.send(.batch([.push([AnyRoute(Screen.about)]), .pop(1)]))
    }
    #expect(throws: NavigationError.idsExhausted) {
      try router.send(.setPath([AnyRoute(Screen.about)]))
    }
    #expect(router.state == before)
    #expect(
      NavigationError.idsExhausted.description
        == "the ID generator has no unused ID left for new entries or stacks, so nothing "
        + "changed; create the router with an IDGenerator that starts lower, such as "
        + "IDGenerator(startingAt: 1)")
    // What needs no new ID still works: a named sheet with no path, a pop.
    #expect(router.present(.sheet(Screen.settings, id: "settings")))
    #expect(router.state.visibleStack.id == "settings")
  }

  @Test func applyingWithNoIDsLeftChangesNeitherTheStateNorTheGenerator() throws {
    var ids = IDGenerator(startingAt: UInt64.max - 1)
    var state = NavigationState()
    try state.apply(.push([AnyRoute(1)]), ids: &ids)
    let before = state
    for action: NavigationAction in [
      .push([AnyRoute(2)]), .setPath([AnyRoute(1), AnyRoute(2)]),
      .batch([.push([AnyRoute(2)]), .push([AnyRoute(3)])]),
      .present(.sheet(0)),
      .present(
        Presentation(
          style: .sheet,
          content: .tabs(
            [StackSpec(id: "a", root: AnyRoute(0), path: [AnyRoute(1)])], selected: "a"))),
    ] {
      #expect(throws: NavigationError.idsExhausted) { try state.apply(action, ids: &ids) }
      #expect(state == before)
      #expect(ids == IDGenerator(startingAt: UInt64.max))
    }
    // Keeping routes that are already there needs no ID.
    try state.apply(.setPath([AnyRoute(1)]), ids: &ids)
    #expect(state == before)
  }

  @Test @MainActor func aTreeWithRepeatedIDsGivenToARouterWithNoIDsLeftDoesNotTrap() throws {
    var behind = IDGenerator()
    var state = NavigationState()
    try state.apply(.push([AnyRoute(1), AnyRoute(2)]), ids: &behind)
    behind = IDGenerator()
    try state.apply(.push([AnyRoute(3)]), ids: &behind)  // #1 again
    let router = Router(state, ids: IDGenerator(startingAt: UInt64.max))
    let ids = router.state.visibleStack.entries.map(\.id)
    #expect(Set(ids).count == ids.count, "entry IDs stay unique")
    #expect(ids == [EntryID(1), EntryID(2)])
  }
}

/// A value written on one thread and read on another after it ends.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func set(_ newValue: Value) {
    lock.lock()
    defer { lock.unlock() }
    value = newValue
  }

  func get() -> Value {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
