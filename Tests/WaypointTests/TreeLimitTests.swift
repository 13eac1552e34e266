import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// Runs `body` on a thread with a 512 KB stack (a secondary thread's default on Apple
/// platforms) and waits for it: an operation that recursed too deep would crash the test
/// process here.
///
/// Under a sanitizer, whose instrumentation makes every frame several times larger,
/// `scripts/sanitize.sh` sets `WAYPOINT_SMALL_STACK_KB` to a larger stack: the sanitizer
/// run looks for memory errors, and the 512 KB budget of a debug build is checked by the
/// plain `swift test` run.
func onSmallStack(_ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  let kilobytes =
    ProcessInfo.processInfo.environment["WAYPOINT_SMALL_STACK_KB"].flatMap { Int($0) } ?? 512
  thread.stackSize = max(kilobytes, 512) * 1024
  thread.start()
  done.wait()
}

/// Trees at the limits: layers nested as deep as the tree allows, each a tab container of
/// three tabs (the widest per-layer work), a stack of 100,000 entries, 100,000 tabs.
enum LimitTrees {
  /// Presents layers one on another until the tree is at its limit.
  static func deepest(limit: Int = NavigationState.defaultMaxLayerDepth) throws
    -> NavigationState
  {
    var state = try NavigationState(
      content: .stack(StackState(id: "main")), maxLayerDepth: limit)
    var ids = IDGenerator()
    try state.apply(.push([AnyRoute(0), AnyRoute(1)]), ids: &ids)
    for layer in 1...limit {
      let tabs = (0..<3).map { StackSpec(id: StackID("l\(layer)t\($0)"), root: AnyRoute(layer)) }
      try state.apply(
        .present(
          Presentation(style: .sheet, content: .tabs(tabs, selected: StackID("l\(layer)t0")))),
        ids: &ids)
      try state.apply(.push([AnyRoute(layer), AnyRoute(-layer)]), ids: &ids)
    }
    return state
  }

  /// A tree `depth` layers deep built by hand, one stack per layer, without any check.
  static func chain(depth: Int) -> NavigationNode {
    var stack = StackState(id: StackID("s\(depth)"), root: AnyRoute(depth))
    for level in stride(from: depth - 1, through: 0, by: -1) {
      stack = StackState(
        id: StackID("s\(level)"), root: AnyRoute(level),
        entries: EntryList([Entry(id: EntryID(UInt64(level + 1)), route: AnyRoute(level))]),
        presented: PresentedLayer(style: .sheet, content: .stack(stack)))
    }
    return .stack(stack)
  }

  static func longStack(_ count: Int = 100_000) -> NavigationState {
    var state = NavigationState()
    var ids = IDGenerator()
    _ = try? state.apply(.push((0..<count).map { AnyRoute($0) }), ids: &ids)
    return state
  }

  static func manyTabs(_ count: Int = 100_000) throws -> NavigationState {
    try NavigationState(tabs: (0..<count).map { StackID("tab\($0)") }, selected: "tab0")
  }
}

@Suite("The tree's limits")
struct TreeLimitTests {
  @Test func snapshotsAndTheTreeShareOneDefaultLimit() throws {
    #expect(NavigationState.defaultMaxLayerDepth == 32)
    #expect(
      RestorationLimits() == RestorationLimits(maxLayerDepth: NavigationState.defaultMaxLayerDepth))
    #expect(NavigationState().maxLayerDepth == NavigationState.defaultMaxLayerDepth)
    // The public initializer spells the default as a literal (its signature is read in the
    // docs); it must stay the shared limit.
    let tree = try NavigationState(content: .stack(StackState(id: "main")))
    #expect(tree.maxLayerDepth == NavigationState.defaultMaxLayerDepth)
  }

  @Test func presentingPastTheLimitFailsAndChangesNothing() throws {
    let state = try LimitTrees.deepest(limit: 4)
    var ids = IDGenerator(startingAt: 1_000)
    let attempt = Result { () throws(NavigationError) in
      try state.transition(applying: .present(.sheet(0, id: "one-too-many")), ids: &ids)
    }
    #expect(
      throws: NavigationError.layerLimitExceeded(presenter: "l4t0", layerDepth: 5, limit: 4),
      performing: { try attempt.get() })
    #expect(ids.next == 1_000)
    #expect(!state.hasStack("one-too-many"))
    #expect(state.visibleLayers.count == 4)
    // Below the limit, presenting still works.
    let lower = try state.transition(applying: .dismissTop, ids: &ids).state
    #expect(
      try lower.transition(applying: .present(.sheet(0, id: "again")), ids: &ids).state.hasStack(
        "again"))
  }

  @Test func aTreeBuiltDeeperThanItsLimitIsRefused() throws {
    #expect(throws: NavigationError.layerLimitExceeded(presenter: "s32", layerDepth: 33, limit: 32))
    {
      try NavigationState(content: LimitTrees.chain(depth: 33))
    }
    #expect(
      try NavigationState(content: LimitTrees.chain(depth: 33), maxLayerDepth: 33).maxLayerDepth
        == 33)
    let atLimit = try NavigationState(content: LimitTrees.chain(depth: 32))
    #expect(atLimit.visibleLayers.count == 32)
  }

  @Test func aReplacedTreeIsCheckedAgainstTheLiveTreesLimit() throws {
    let live = try NavigationState(content: .stack(StackState(id: "main")), maxLayerDepth: 2)
    var ids = IDGenerator(startingAt: 100)
    let deep = try NavigationState(content: LimitTrees.chain(depth: 3))
    #expect(throws: NavigationError.layerLimitExceeded(presenter: "s2", layerDepth: 3, limit: 2)) {
      try live.transition(applying: .replaceState(deep), ids: &ids)
    }
    let shallow = try NavigationState(content: LimitTrees.chain(depth: 2))
    let replaced = try live.transition(applying: .replaceState(shallow), ids: &ids).state
    #expect(replaced.maxLayerDepth == 2, "the tree keeps its own limit")
    #expect(replaced.sortedStackIDs == shallow.sortedStackIDs)
    #expect(replaced.visibleLayers.count == 2)
  }

  @Test @MainActor func theRoutersConvenienceCallsReportTheLimitAsAFailure() throws {
    let router = Router(try LimitTrees.deepest(limit: 3))
    let failures = FailureLog(router)
    let before = router.state
    #expect(!router.present(.sheet(Screen.settings, id: "settings")))
    #expect(router.state == before)
    #expect(
      failures.errors == [.layerLimitExceeded(presenter: "l3t0", layerDepth: 4, limit: 3)])
    #expect(
      failures.errors.first?.description.contains("would be 4 layers deep; the tree allows 3")
        == true)
  }

  @Test @MainActor func aLinkWhoseTargetWouldNestTooDeepFailsAndChangesNothing() throws {
    let tabs = try TabContainer(
      tabs: ["home", "explore", "inbox"].map { StackState(id: StackID($0)) }, selected: "explore")
    let router = Router(try NavigationState(content: .tabs(tabs), maxLayerDepth: 0))
    let before = router.state
    var links = LinkMap(schemes: ["myapp"])
    try links.register("compose") { _ in
      .tab("home", path: [LinkScreen.about], presenting: .sheet(LinkScreen.compose))
    }
    #expect(
      router.openingError("myapp://compose", with: links)
        == .navigation(.layerLimitExceeded(presenter: "home", layerDepth: 1, limit: 0)))
    #expect(router.state == before)
  }

  /// Every public operation of a tree at the default limit, on a 512 KB stack; and the
  /// same on a stack of 100,000 entries and on 100,000 tabs, which nothing may walk
  /// recursively.
  @Test func everyOperationAtTheLimitFitsInA512KBStack() throws {
    onSmallStack {
      do {
        try Self.exerciseDeepTree()
        try Self.exerciseWideTrees()
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  private static func exerciseDeepTree() throws {
    let deep = try LimitTrees.deepest()
    #expect(deep.visibleLayers.count == NavigationState.defaultMaxLayerDepth)
    var ids = IDGenerator(startingAt: 10_000)
    // Building, comparing, hashing, describing.
    let rebuilt = try NavigationState(content: deep.content)
    #expect(rebuilt == deep)
    #expect(try NavigationState(content: LimitTrees.chain(depth: 32)) != deep)
    var hasher = Hasher()
    for stack in deep.allStacks {
      hasher.combine(stack.entries)
      hasher.combine(stack.root)
    }
    _ = hasher.finalize()
    #expect(deep.description.split(separator: "\n").count > 100)
    #expect(deep.sortedStackIDs.count == 1 + 3 * NavigationState.defaultMaxLayerDepth)
    #expect(deep.totalEntryCount == 2 + 2 * NavigationState.defaultMaxLayerDepth)
    #expect(deep.allStacks.flatMap(\.entries).map(\.id).max() != nil)
    #expect(deep.presenter(ofLayerHolding: "l32t1") == "l31t0")
    #expect(deep.tabContainer(holding: "l32t2")?.tabIDs.count == 3)
    // Every action, at the top and at the bottom of the chain.
    for action: NavigationAction in [
      .push([AnyRoute(7)]), .pop(1), .popToRoot(.stack("main")), .setPath([AnyRoute(3)]),
      .selectTab("l32t1"), .selectTab("l1t2"), .dismissTop, .dismissLayer(holding: "l16t0"),
      .dismissLayers(above: .stack("main")), .popTo(EntryID(1), on: .stack("main")),
      .batch([.pop(1), .dismissTop, .push([AnyRoute(1)])]),
    ] {
      let transition = try deep.transition(applying: action, ids: &ids)
      _ = transition.changes.stacks
      _ = transition.changes.stacks.flatMap(\.removed)
      _ = transition.state.description
      #expect(transition.state != deep)
    }
    // Replacing the tree: the diff walks both trees side by side, and whole chains that
    // moved or left.
    let shallow = try deep.transition(applying: .dismissLayers(above: .stack("main")), ids: &ids)
      .state
    for (from, to) in [
      (shallow, deep), (deep, shallow), (deep, rebuilt),
      (deep, try deep.transition(applying: .push([AnyRoute(9)]), ids: &ids).state),
    ] {
      let replaced = try from.transition(applying: .replaceState(to), ids: &ids)
      #expect(replaced.state.sortedStackIDs == to.sortedStackIDs)
      #expect(replaced.state.totalEntryCount == to.totalEntryCount)
      _ = replaced.changes.stacks
    }
    let other = try NavigationState(content: LimitTrees.chain(depth: 32))
    _ = try deep.transition(applying: .replaceState(other), ids: &ids).changes.stacks
    // Saving and restoring.
    let coder = SnapshotCoder().registering(Int.self, as: "int")
    let data = try coder.encode(deep)
    let restored = try coder.decode(data)
    #expect(restored.state == deep)
    // Dropping a chain at the limit, twice shared.
    var chains: [NavigationState]? = [
      deep, rebuilt, other, try NavigationState(content: LimitTrees.chain(depth: 32)),
    ]
    #expect(chains?.count == 4)
    chains = nil
  }

  private static func exerciseWideTrees() throws {
    var ids = IDGenerator(startingAt: 1_000_000)
    let long = LimitTrees.longStack()
    #expect(long.visibleStack.depth == 100_000)
    let longer = try long.transition(applying: .push([AnyRoute(-1)]), ids: &ids).state
    #expect(longer != long)
    #expect(try NavigationState(content: long.content) == long)
    var hasher = Hasher()
    hasher.combine(long.visibleStack.entries)
    _ = hasher.finalize()
    #expect(long.description.count > 100_000)
    let replaced = try long.transition(applying: .replaceState(NavigationState()), ids: &ids)
    #expect(replaced.changes.removedCount == 100_000)
    #expect(
      try long.transition(applying: .setPath([AnyRoute(0)]), ids: &ids).changes.removedCount
        == 99_999)
    let coder = SnapshotCoder(limits: RestorationLimits(maxBytes: 64 << 20, maxEntries: 200_000))
      .registering(Int.self, as: "int")
    #expect(try coder.decode(try coder.encode(long)).state == long)

    let tabs = try LimitTrees.manyTabs()
    #expect(tabs.sortedStackIDs.count == 100_000)
    let selected = try tabs.transition(applying: .selectTab("tab99999"), ids: &ids).state
    #expect(selected != tabs)
    let pushed = try selected.transition(
      applying: .push([AnyRoute(1)], on: .stack("tab5")), ids: &ids
    ).state
    #expect(try NavigationState(content: pushed.content) == pushed)
    #expect(
      try tabs.transition(applying: .replaceState(pushed), ids: &ids).changes.stacks.count == 1)
    #expect(tabs.description.split(separator: "\n").count == 100_001)
    let manyStacks = SnapshotCoder(
      limits: RestorationLimits(maxBytes: 64 << 20, maxEntries: 200_000, maxStacks: 200_000)
    ).registering(Int.self, as: "int")
    #expect(try manyStacks.decode(try manyStacks.encode(pushed)).state == pushed)

    // Dropping them: a 100,000-entry chain of blocks, shared by older states, and the tabs.
    var dropped: [NavigationState]? = [long, longer, tabs, selected, pushed]
    #expect(dropped?.count == 5)
    dropped = nil
  }
}
