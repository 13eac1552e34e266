import Foundation
import Testing
import Waypoint
import WaypointDemoKit
import WaypointHost

/// The terminal is a host built on WaypointHost: gestures go through `Router.report`, the
/// layers it draws are its `PresentationHost`'s, and it starts through a `SceneRestorer`.
@Suite @MainActor struct TerminalHostTests {
  /// A guard that keeps the user where they are: it refuses every change the user asks for.
  static let keepsTheUser = NavigationGuard("keep") { request in
    request.source == .user ? .deny(reason: "stay here") : .allow
  }

  static let denial = "navigation denied by guard \"keep\": stay here"

  /// The steps `app`'s host starts from now on.
  func recordSteps(of app: DemoApp) -> () -> [PresentationStep] {
    final class Log { var steps: [PresentationStep] = [] }
    let log = Log()
    app.host.onStep = { log.steps.append($0) }
    return { log.steps }
  }

  @Test func aBackTheGuardsRefuseIsShownAndDrawsTheScreenAgain() {
    let demo = InteractiveDemo(app: DemoApp())
    var redraws = 0
    demo.app.onRedraw = { redraws += 1 }
    demo.handle(.number(1))  // Profile
    demo.app.router.guards.add(Self.keepsTheUser)
    demo.handle(.back)
    #expect(demo.screen.message == Self.denial)
    #expect(redraws == 1)
    #expect(demo.screen.title == "Profile")
    #expect(demo.app.breadcrumb == "[home] Router > Profile")
  }

  @Test func aSheetTheGuardsKeepIsDismissedThenPresentedAgainByTheHost() throws {
    let demo = InteractiveDemo(app: DemoApp())
    var redraws = 0
    demo.app.onRedraw = { redraws += 1 }
    demo.handle(.number(5))  // Settings in a sheet
    let sheet = try #require(demo.app.shownLayers.last)
    #expect(sheet.id == "settings")
    demo.app.router.guards.add(Self.keepsTheUser)
    let steps = recordSteps(of: demo.app)
    demo.handle(.back)  // swipes the sheet down at its root
    // The user dismissed it on screen; the host presents it again, once.
    #expect(steps() == [.present(sheet)])
    #expect(demo.screen.message == Self.denial)
    #expect(redraws == 1)
    #expect(demo.app.breadcrumb == "[home] Router | sheet: Settings")
    #expect(demo.app.host.planner.isConverged)
  }

  @Test func aSheetSweptDownIsTheUsersDismissalNotAStepOfTheHost() throws {
    let app = DemoApp()
    try app.run(.present(.sheet, .settings))
    let sheet = try #require(app.shownLayers.last)
    let steps = recordSteps(of: app)
    var sources: [NavigationSource] = []
    app.router.events.observe { sources.append($0.source) }
    try app.goBack()
    #expect(steps().isEmpty)
    #expect(sources == [.user])
    #expect(app.breadcrumb == "[home] Router")
    #expect(app.host.planner.isConverged)
    #expect(!app.host.planner.current.contains { $0.layer == sheet })
  }

  @Test func aLayerIsDrawnOnlyOnceTheHostPresentedIt() throws {
    let app = DemoApp()
    // A change the terminal has not caught up with yet: its host has presented nothing.
    try app.router.send(.present(.stack(.sheet, root: DemoRoute.about, id: "about")))
    #expect(app.shownLayers.isEmpty)
    #expect(app.screen().title == "Router")
    #expect(app.breadcrumb == "[home] Router")
    let steps = recordSteps(of: app)
    app.catchUp()
    let sheet = try #require(app.shownLayers.last)
    #expect(steps() == [.present(sheet)])
    #expect(app.screen().title == "About")
    #expect(app.breadcrumb == "[home] Router | sheet: About")
  }

  @Test func aLinkThatReplacesASheetIsTwoStepsOfTheHost() async throws {
    let app = DemoApp()
    try app.run(.present(.sheet, .profile))
    let profile = try #require(app.shownLayers.last)
    let steps = recordSteps(of: app)
    #expect(
      await app.execute(line: "open waypoint://home?sheet=about") == "[home] Router | sheet: About")
    let about = try #require(app.shownLayers.last)
    #expect(steps() == [.replace([profile], with: about), .present(about)])
  }

  @Test func aLaunchLinkIsOpenedOnTopOfTheRestoredState() throws {
    let directory = try Transcript.makeWorkingDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = DemoApp(workingDirectory: directory)
    try first.run(.push(.profile))
    try first.run(.present(.sheet, .settings))
    try first.run(.save("state.json"))

    let app = DemoApp(workingDirectory: directory)
    try app.launch(state: "state.json", link: "waypoint://explore/about")
    #expect(app.restorer.hasRestored)
    #expect(app.breadcrumb == "[explore] Router > About")
    #expect(app.router.state.stack("home")?.depth == 1)
    // The scene restores once: launching again changes nothing.
    try app.launch(state: "state.json", link: "waypoint://home")
    #expect(app.breadcrumb == "[explore] Router > About")
  }

  @Test func aLinkTheRouterCannotOpenIsShownWithTheDemosMessage() async {
    let app = DemoApp()
    #expect(
      await app.execute(line: "open waypoint://")
        == "error: \"waypoint://\" names no tab; links look like \(DemoApp.linkForm)")
    #expect(app.breadcrumb == "[home] Router")
  }
}
