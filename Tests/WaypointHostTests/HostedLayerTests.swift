import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

@MainActor
@Suite struct HostedLayerTests {
  enum Screen: Hashable, Sendable { case settings, about }

  @Test(arguments: [
    (PresentationStyle.sheet, true, HostedLayer.Container.sheet),
    (.sheet, false, .sheet),
    (.fullScreenCover, true, .fullScreenCover),
    (.fullScreenCover, false, .sheet),
    (.popover, true, .sheet),
    (PresentationStyle(rawValue: "window"), true, .sheet),
  ])
  func stylesMapToWhatTheHostCanPresent(
    style: PresentationStyle, coversAvailable: Bool, expected: HostedLayer.Container
  ) {
    #expect(style.hostContainer(coversAvailable: coversAvailable) == expected)
  }

  @Test func aStackThatPresentsNothingHostsNoLayer() {
    #expect(Router().visibleStack.hostedLayer(coversAvailable: true) == nil)
  }

  @Test func aPresentedSheetIsHostedAboveItsPresenterWithItsRoot() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    let layer = router.state.stack("main")?.hostedLayer(coversAvailable: true)
    #expect(layer?.id == "settings")
    #expect(layer?.shownStack == "settings")
    #expect(layer?.presenter == "main")
    #expect(layer?.container == .sheet)
    #expect(layer?.root(as: Screen.self) == .settings)
    #expect(router.state.stack("settings")?.hostedLayer(coversAvailable: true) == nil)
  }

  @Test func eachPresenterKindGetsOnlyItsOwnLayer() throws {
    let router = Router()
    router.present(.fullScreenCover(Screen.about, id: "about"))
    let main = try #require(router.state.stack("main"))
    #expect(main.hostedLayer(presentedAs: .sheet, coversAvailable: true) == nil)
    #expect(main.hostedLayer(presentedAs: .fullScreenCover, coversAvailable: true)?.id == "about")
    #expect(main.hostedLayer(presentedAs: .sheet, coversAvailable: false)?.id == "about")
  }

  @Test func aTabLayerShowsItsSelectedTabAndKeepsItsIdentityWhenTheTabChanges() throws {
    let router = Router()
    let content = Presentation.Content.tabs(
      [StackSpec(id: "a", root: AnyRoute(Screen.settings)), StackSpec(id: "b")], selected: "a")
    router.present(Presentation(style: .sheet, content: content))
    let before = try #require(router.state.stack("main")?.hostedLayer(coversAvailable: true))
    #expect(before.shownStack == "a")
    #expect(before.root(as: Screen.self) == .settings)

    router.selectTab("b")
    let after = try #require(router.state.stack("main")?.hostedLayer(coversAvailable: true))
    #expect(after.id == before.id)
    #expect(after.shownStack == "b")
    #expect(after.root == nil)
  }

  @Test func aSplitLayerSaysItHoldsASplitNamedByItsSidebarAndShowsItsDetail() throws {
    let split = try SplitContainer(
      sidebar: StackState(id: "folders", root: AnyRoute(Screen.settings)),
      detail: StackState(id: "note"))
    let router = Router()
    router.present(Presentation(style: .fullScreenCover, content: .split(split)))
    let layer = try #require(router.state.stack("main")?.hostedLayer(coversAvailable: true))
    #expect(layer.kind == .split)
    #expect(layer.split == "folders")
    #expect(layer.id == "folders")
    #expect(layer.shownStack == "note")
    #expect(layer.container == .fullScreenCover)
    #expect(layer.root(as: Screen.self) == .settings)
  }

  @Test func stackAndTabLayersSayTheyHoldNoSplit() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    let tabs = Presentation.Content.tabs([StackSpec(id: "a"), StackSpec(id: "b")], selected: "b")
    router.stack("settings").present(Presentation(style: .sheet, content: tabs))
    let hosted = router.state.allStacks.compactMap { $0.hostedLayer(coversAvailable: true) }
    #expect(hosted.map(\.kind) == [.stack, .tabs])
    #expect(hosted.map(\.split) == [nil, nil])
  }

  @Test func aLayerMadeWithoutAKindHoldsAStack() {
    let layer = HostedLayer(
      id: "settings", shownStack: "settings", presenter: "main", style: .sheet,
      container: .sheet, root: nil)
    #expect(layer.kind == .stack)
    #expect(layer.split == nil)
    let split = HostedLayer(
      id: "folders", shownStack: "note", presenter: "main", style: .sheet, container: .sheet,
      root: nil, kind: .split)
    #expect(split.split == "folders")
    #expect(split != layer)
  }

  @Test func layersChainEachHostedByTheStackBelow() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    router.present(.sheet(Screen.about, id: "about"))
    let hosted = router.state.allStacks.compactMap { $0.hostedLayer(coversAvailable: true) }
    #expect(hosted.map(\.presenter) == ["main", "settings"])
    #expect(hosted.map(\.id) == ["settings", "about"])
  }
}
