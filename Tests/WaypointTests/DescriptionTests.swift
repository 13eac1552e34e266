import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// What `print` shows for the values an app logs: short, readable, capped.
@MainActor
@Suite struct DescriptionTests {
  @Test func changesSayWhatWasPushedPoppedPresentedAndSelected() throws {
    let router = Router(NavigationState.twoTabs())
    var printed: [String] = []
    router.events.observe { printed.append("\($0.changes)") }
    router.push(Screen.profile)
    router.visible.push(contentsOf: [Screen.settings, Screen.about])
    router.pop(2)
    router.present(.sheet(Screen.login, id: "login"))
    router.dismiss()
    try router.send(.selectTab("explore"))
    #expect(
      printed == [
        #""home": pushed [Screen.profile]"#,
        #""home": pushed [Screen.settings, Screen.about]"#,
        #""home": popped [Screen.settings, Screen.about]"#,
        #"presented sheet "login" (Screen.login) on "home""#,
        #"dismissed sheet "login" (Screen.login) on "home""#,
        #"selected "explore" (was "home")"#,
      ])
    #expect("\(NavigationChanges())" == "no changes")
  }

  @Test func longChangesEndWithACount() throws {
    var state = NavigationState(stack: "main")
    var ids = IDGenerator()
    let changes = try state.apply(.push((0..<1_000).map { AnyRoute($0) }), ids: &ids)
    #expect(
      changes.description == #""main": pushed [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, … and 990 more]"#)
    let popped = try state.apply(.setPath([AnyRoute(-1)]), ids: &ids)
    #expect(
      popped.description
        == #""main": popped [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, … and 990 more], pushed [-1]"#)
  }

  @Test func hostedLayersAndStepsPrintShort() throws {
    var state = NavigationState(stack: "main")
    var ids = IDGenerator()
    try state.apply(.present(.sheet(Screen.login, id: "login")), ids: &ids)
    let layer = try #require(state.hostedLayers(above: "main", coversAvailable: true).first)
    #expect(layer.description == #"sheet "login" (Screen.login) on "main""#)
    let cover = HostedLayer(
      id: "tabs", shownStack: "inbox", presenter: "main", style: .fullScreenCover,
      container: .sheet, root: nil)
    #expect(cover.description == #"fullScreenCover as sheet "tabs" showing "inbox" on "main""#)
    #expect(
      "\(PresentationStep.present(layer))" == #"present sheet "login" (Screen.login) on "main""#)
    #expect(
      "\(PresentationStep.replace([layer], with: cover))"
        == #"replace [sheet "login" (Screen.login) on "main"] with "#
        + #"fullScreenCover as sheet "tabs" showing "inbox" on "main""#)
    #expect(
      "\(PresentationStep.dismiss([layer]))" == #"dismiss [sheet "login" (Screen.login) on "main"]"#
    )
  }
}
