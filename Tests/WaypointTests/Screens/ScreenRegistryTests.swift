import Testing
import WaypointTestSupport

@testable import Waypoint

/// The screen registry on its own: one store for every screen's scope, fed the changes a
/// router would commit.
@Suite("Screen registry")
@MainActor
struct ScreenRegistryTests {
  final class Model {}

  /// Applies `action` to `state` and tells `registry`, as a router's commit does.
  private func commit(
    _ action: NavigationAction, to state: inout NavigationState, ids: inout IDGenerator,
    registry: ScreenRegistry, source: NavigationSource = .program
  ) throws {
    let changes = try state.apply(action, ids: &ids)
    if registry.isTracking { registry.committed(changes, source: source, state: state) }
  }

  @Test func entriesAndFirstScreensShareOneStore() throws {
    var ids = IDGenerator()
    var state = NavigationState()
    try state.apply(.push([AnyRoute(Screen.profile)]), ids: &ids)
    try state.apply(.present(.sheet(Screen.settings, id: "sheet")), ids: &ids)
    let entry = try #require(state.stack("main")?.entries.last?.id)
    let registry = ScreenRegistry()
    #expect(!registry.isTracking)

    let entryScope = registry.scope(of: .entry(entry), in: state)
    let rootScope = registry.scope(of: .root("sheet"), in: state)
    #expect(registry.scope(of: .entry(entry), in: state) === entryScope)
    #expect(registry.scope(of: .root("sheet"), in: state) === rootScope)
    #expect(registry.scopeCount == 2)
    #expect(registry.isTracking)
    #expect(entryScope.owner == .entry(entry))
    #expect(rootScope.owner == .root("sheet"))
  }

  @Test func aScreenNotInTheTreeGetsAReleasedScopeThatIsNotKept() {
    let state = NavigationState()
    let registry = ScreenRegistry()
    let missingEntry = registry.scope(of: .entry(EntryID(99)), in: state)
    let missingRoot = registry.scope(of: .root("nowhere"), in: state)
    #expect(missingEntry.isReleased)
    #expect(missingRoot.isReleased)
    #expect(registry.scopeCount == 0)
    #expect(!registry.isTracking)
  }

  @Test func eachScopeIsReleasedWhenItsScreenLeaves() throws {
    var ids = IDGenerator()
    var state = NavigationState()
    try state.apply(.push([AnyRoute(Screen.profile), AnyRoute(Screen.about)]), ids: &ids)
    try state.apply(.present(.sheet(Screen.settings, id: "sheet")), ids: &ids)
    let entries = try #require(state.stack("main")?.entries.map(\.id))
    let registry = ScreenRegistry()
    let below = registry.scope(of: .entry(entries[0]), in: state)
    let top = registry.scope(of: .entry(entries[1]), in: state)
    let sheet = registry.scope(of: .root("sheet"), in: state)
    weak let model = sheet.value { Model() }
    #expect(model != nil)

    try commit(.dismissTop, to: &state, ids: &ids, registry: registry)
    #expect(sheet.isReleased)
    #expect(model == nil)
    #expect(!below.isReleased && !top.isReleased)

    try commit(.pop(1), to: &state, ids: &ids, registry: registry)
    #expect(top.isReleased)
    #expect(!below.isReleased)
    #expect(registry.scopeCount == 1)

    try commit(.popToRoot(), to: &state, ids: &ids, registry: registry)
    #expect(below.isReleased)
    #expect(registry.scopeCount == 0)
    #expect(!registry.isTracking)
  }

  @Test func aFirstScreenWhoseRootIsReplacedIsAnotherScreen() throws {
    var ids = IDGenerator()
    var state = NavigationState(stack: "main", root: AnyRoute(Screen.profile))
    let registry = ScreenRegistry()
    let scope = registry.scope(of: .root("main"), in: state)

    try commit(
      .replaceState(NavigationState(stack: "main", root: AnyRoute(Screen.profile))), to: &state,
      ids: &ids, registry: registry)
    #expect(!scope.isReleased, "the same root is the same screen")

    try commit(
      .replaceState(NavigationState(stack: "main", root: AnyRoute(Screen.about))), to: &state,
      ids: &ids, registry: registry)
    #expect(scope.isReleased)
    #expect(registry.scopeCount == 0)
  }
}
