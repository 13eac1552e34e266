import Testing
import Waypoint
import WaypointDemoKit

@Suite @MainActor struct PickTests {
  @Test func settingsOffersThePickerAndThePickerOffersTheThemes() throws {
    let demo = InteractiveDemo(app: DemoApp())
    try demo.app.run(.push(.settings))
    let settings = demo.screen.actions.map(\.label)
    let pick = try #require(settings.firstIndex(of: "Theme: System…"))
    demo.handle(.number(pick + 1))
    #expect(demo.screen.title == "Theme")
    #expect(demo.screen.actions.prefix(3).map(\.label) == ["System", "Light", "Dark"])
    demo.handle(.number(3))
    #expect(demo.app.theme == .dark)
    #expect(demo.screen.title == "Settings")
    #expect(demo.screen.message == "theme: dark")
    #expect(demo.screen.actions.contains { $0.label == "Theme: Dark…" })
  }

  @Test func goingBackFromThePickerLeavesTheThemeAndSaysWhy() throws {
    let demo = InteractiveDemo(app: DemoApp())
    try demo.app.run(.push(.settings))
    try demo.app.run(.pick(.theme))
    demo.handle(.back)
    #expect(demo.app.theme == .system)
    #expect(demo.screen.message?.hasPrefix("theme unchanged: screen #2 was popped") == true)
    #expect(demo.app.themePick == nil)
  }

  @Test func aPickerPushedWithoutAPickOffersNoThemes() async throws {
    let app = DemoApp()
    try app.run(.push(.theme))
    #expect(!app.screen().actions.contains { $0.label == "Dark" })
    #expect(await app.execute(line: "choose dark")?.hasPrefix("error: nothing awaits") == true)
    #expect(app.router.state.visibleStack.depth == 1)
  }
}
