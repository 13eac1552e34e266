import Observation
import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

@Suite("Screens and their scopes")
@MainActor
struct ScreenScopeTests {
  final class Model {}

  /// Presents a sheet whose first screen keeps a model in its scope; returns the scope and
  /// a weak reference to the model.
  private func sheetWithModel(
    _ router: Router, id: StackID = "sheet", root: Screen = .settings
  ) throws -> (ScreenScope, () -> Model?) {
    router.present(.sheet(root, id: id))
    let scope = router.screen(.root(id)).scope
    weak let model = scope.value { Model() }
    #expect(model != nil)
    #expect(router.screen(.root(id)).scope === scope, "one scope per screen")
    return (scope, { model })
  }

  @Test(arguments: ["dismiss", "swipe down", "dismiss below", "replace", "restore elsewhere"])
  func aLayersFirstScreenReleasesItsModelWhenItLeaves(way: String) throws {
    let router = Router()
    let (scope, model) = try sheetWithModel(router)
    switch way {
    case "dismiss": router.dismiss()
    case "swipe down": router.report(.layerDismissed(holding: "sheet"))
    case "dismiss below": router.stack("main").dismissPresented()
    case "replace": try router.send(.replaceState(NavigationState()))
    default:
      try router.send(
        .replaceState(NavigationState(stack: "sheet", root: AnyRoute(Screen.about))),
        source: .restoration)
    }
    #expect(model() == nil)
    #expect(scope.isReleased)
    #expect(router.scopeCount == 0)
  }

  @Test func aLayersFirstScreenKeepsItsModelWhileItsStackChanges() throws {
    let router = Router()
    let (scope, model) = try sheetWithModel(router)
    router.stack("sheet").push(Screen.about)
    router.stack("sheet").popToRoot()
    router.stack("sheet").present(.fullScreenCover(Screen.profile, id: "cover"))
    router.dismiss()
    router.push(Screen.about)
    #expect(model() != nil)
    #expect(!scope.isReleased)
    #expect(router.scopeCount == 1)
  }

  @Test func aRestoreThatKeepsTheLayerKeepsItsFirstScreen() throws {
    let router = Router()
    let (scope, model) = try sheetWithModel(router)
    let coder = SnapshotCoder(version: 1).registering(Screen.self, as: "screen")
    try coder.restore(router, from: try coder.snapshot(of: router))
    #expect(model() != nil)
    #expect(router.screen(.root("sheet")).scope === scope)
  }

  @Test func aNewRootRouteIsANewFirstScreen() throws {
    let router = Router()
    let (scope, model) = try sheetWithModel(router)
    var ids = router.idGenerator
    let next = try router.state.transition(applying: .dismissTop, ids: &ids).state.transition(
      applying:
        .present(.sheet(Screen.about, id: "sheet")), ids: &ids)
    try router.send(.replaceState(next.state))
    #expect(model() == nil)
    #expect(scope.isReleased)
    #expect(router.screen(.root("sheet")).scope !== scope)
  }

  @Test func aLayerPresentedAgainUnderTheSameIDHasAFreshScope() throws {
    let router = Router()
    let (scope, model) = try sheetWithModel(router)
    try router.send(.batch([.dismissTop, .present(.sheet(Screen.settings, id: "sheet"))]))
    #expect(model() == nil)
    #expect(scope.isReleased)
    let fresh = router.screen(.root("sheet")).scope
    #expect(fresh !== scope)
    #expect(!fresh.isReleased)
  }

  @Test func aTabsFirstScreenKeepsItsScopeAcrossTabChanges() throws {
    let router = Router(.twoTabs())
    let home = router.screen(.root("home")).scope
    weak let model = home.value { Model() }
    router.selectTab("explore")
    router.selectTab("home")
    #expect(model != nil)
    #expect(router.screen(.root("home")).scope === home)
  }

  @Test func aScreenThatIsNotThereHasAReleasedScope() {
    let router = Router()
    for screen in [ScreenID.root("nowhere"), .entry(EntryID(9))] {
      let handle = router.screen(screen)
      #expect(handle.stack == nil)
      #expect(handle.stack == nil)
      let scope = handle.scope
      #expect(scope.isReleased)
      scope[Int.self] = 3
      #expect(scope[Int.self] == nil)
    }
    #expect(router.scopeCount == 0)
  }

  @Test func anEntrysHandleReachesItsEntryRouteAndScope() throws {
    let router = Router()
    router.push(Screen.profile)
    router.push(Article(id: 4))
    let entry = try #require(router.visibleStack.entries.last)
    #expect(router.visibleStack.topScreen == .entry(entry.id))
    let handle = router.screen(.entry(entry.id))
    #expect(handle.stack == "main")
    #expect(handle.id == .entry(entry.id))
    #expect(handle.route == AnyRoute(Article(id: 4)))
    #expect(handle.scope === (router.screen(.entry(entry.id)).scope))
    weak let model = handle.scope.value { Model() }
    router.pop()
    #expect(model == nil)
    #expect(handle.stack == nil)
    #expect(handle.route == nil)
  }

  @Test func aFirstScreensHandleReachesItsRoute() throws {
    let router = Router()
    #expect(router.visibleStack.topScreen == .root("main"))
    router.present(.sheet(Screen.settings, id: "sheet"))
    let sheet = router.screen(.root("sheet"))
    #expect(sheet.route == AnyRoute(Screen.settings))
    #expect(sheet.stack == "sheet")
    #expect(ScreenID.root("sheet").description == "root of \"sheet\"")
    #expect(ScreenID.entry(EntryID(3)).description == "#3")
  }

  @Test func readingAScreenObservesItsStackOnly() throws {
    let router = Router(.twoTabs())
    router.push(Screen.profile)
    let entry = try #require(router.visibleStack.entries.last)
    let handle = router.screen(.entry(entry.id))
    func invalidates(_ change: () throws -> Void) rethrows -> Bool {
      let flag = Flag()
      withObservationTracking({ _ = handle.stack }, onChange: { flag.raise() })
      try change()
      return flag.isRaised
    }
    #expect(!invalidates { router.stack("explore").push(Screen.about) })
    #expect(invalidates { router.pop() })
  }

  @Test func readingAScopeObservesNothing() throws {
    let router = Router()
    router.push(Screen.profile)
    let entry = try #require(router.visibleStack.entries.last)
    for handle in [router.screen(.entry(entry.id)), router.screen(.root("main"))] {
      let flag = Flag()
      withObservationTracking({ _ = handle.scope.value { Model() } }, onChange: { flag.raise() })
      router.push(Screen.about)
      router.pop()
      #expect(!flag.isRaised, "a screen model is not redrawn by pushes above it")
    }
  }
}
