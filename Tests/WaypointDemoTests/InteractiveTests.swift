import Testing
import Waypoint
import WaypointDemoKit

@Suite struct DemoKeyTests {
  @Test(arguments: [
    ("1", [DemoKey.number(1)]),
    ("9", [.number(9)]),
    ("0", [.other]),
    ("b", [.back]),
    ("\u{1B}", [.back]),
    ("\u{1B}[D", [.back]),
    ("\u{1B}[A", [.other]),
    ("\u{1B}OB", [.other]),
    ("\u{1B}[1;5C", [.other]),
    ("r", [.root]),
    ("\t", [.nextTab]),
    ("q", [.quit]),
    ("\u{04}", [.quit]),
    ("\u{03}", [.interrupt]),
    ("\u{0C}", [.redraw]),
    ("12b\u{1B}[Aq", [.number(1), .number(2), .back, .other, .quit]),
  ])
  func decodesTheBytesATerminalSends(input: String, keys: [DemoKey]) {
    #expect(DemoKey.decode(Array(input.utf8)) == keys)
  }
}

@Suite @MainActor struct DemoScreenTests {
  @Test func rootScreenOffersTheSeedsPushesButNotRootOrBack() {
    let screen = DemoApp().screen()
    #expect(screen.title == "Router")
    #expect(screen.depth == 0)
    #expect(
      screen.actions.map(\.label) == [
        "Profile", "Settings", "About", "Account", "Settings in a sheet", "Mail", "Log in",
      ])
  }

  @Test(arguments: DemoRoute.seedRoutes)
  func aScreenOffersEverySeedRouteButItself(route: DemoRoute) throws {
    let app = DemoApp()
    try app.run(.push(route))
    let screen = app.screen()
    #expect(screen.title == route.displayName)
    #expect(screen.depth == 1)
    let pushes = screen.actions.compactMap { item -> DemoRoute? in
      if case .push(let pushed) = item.action { pushed } else { nil }
    }
    #expect(pushes == (DemoRoute.seedRoutes + [.account]).filter { $0 != route })
    #expect(screen.actions.suffix(2).map(\.label) == ["Root", "Back"])
  }

  @Test func aSheetOffersBackAtItsRootAndNoSecondSheet() throws {
    let app = DemoApp()
    try app.run(.present(.sheet, .about))
    let screen = app.screen()
    #expect(screen.title == "About")
    #expect(
      screen.actions.map(\.label) == [
        "Profile", "Settings", "Account", "Check for updates", "Log in", "Back",
      ])
  }

  @Test func frameFitsTheTerminalAndKeepsTheKeysAtTheBottom() throws {
    let app = DemoApp()
    try app.run(.push(.profile))
    let lines = TerminalFrame.text(for: app.screen(message: "hello"), width: 40, height: 12)
    #expect(lines.count == 12)
    #expect(lines.allSatisfy { $0.count <= 40 })
    #expect(lines[0].contains("home") && lines[0].contains("explore"))
    #expect(lines[1] == " [home] Router > Profile")
    #expect(lines[2] == " waypoint://home/profile")
    #expect(lines[5] == "  Profile")
    #expect(lines[6] == "  Depth 1")
    #expect(lines[9] == " ! hello")
    #expect(lines[11].hasPrefix(" 1-9 choose · b/Esc back"))
  }

  @Test(arguments: [(1, 1), (20, 3), (80, 4), (120, 40)])
  func frameHasExactlyTheTerminalsSize(width: Int, height: Int) {
    let lines = TerminalFrame.text(for: DemoApp().screen(), width: width, height: height)
    #expect(lines.count == height)
    #expect(lines.allSatisfy { $0.count <= width })
  }

  @Test func renderingRedrawsInPlaceWithoutClearingTheScreen() {
    let frame = TerminalFrame.render(DemoApp().screen(), width: 60, height: 20)
    #expect(frame.hasPrefix("\u{1B}[H"))
    #expect(frame.hasSuffix("\u{1B}[J"))
    #expect(!frame.contains("\u{1B}[2J"))
    #expect(!frame.hasSuffix("\r\n\u{1B}[J"))
  }
}

@Suite @MainActor struct InteractiveDemoTests {
  @Test func numberKeysChooseActionsAndBackIsTheUsersSwipe() {
    let demo = InteractiveDemo(app: DemoApp())
    var sources: [NavigationSource] = []
    demo.app.router.events.observe { sources.append($0.source) }
    #expect(demo.handle(.number(1)))  // Profile
    #expect(demo.handle(.number(2)))  // About (Profile is not offered on Profile)
    #expect(demo.app.breadcrumb == "[home] Router > Profile > About")
    #expect(demo.handle(.back))
    #expect(demo.app.breadcrumb == "[home] Router > Profile")
    #expect(sources == [.program, .program, .user])
  }

  @Test func backAtASheetsRootSwipesItDownAndDropsThePendingLogin() {
    let demo = InteractiveDemo(app: DemoApp())
    demo.handle(.number(4))  // Account, logged out
    #expect(demo.app.breadcrumb == "[home] Router | sheet: Login")
    #expect(demo.app.router.guards.pending != nil)
    demo.handle(.back)
    #expect(demo.app.breadcrumb == "[home] Router")
    #expect(demo.app.router.guards.pending == nil)
  }

  @Test func loggingInOnTheLoginSheetCompletesTheNavigation() throws {
    let demo = InteractiveDemo(app: DemoApp())
    demo.handle(.number(4))  // Account, logged out
    let login = try #require(demo.screen.actions.firstIndex { $0.action == .login })
    demo.handle(.number(login + 1))
    #expect(demo.app.breadcrumb == "[home] Router > Account")
    #expect(demo.screen.actions.contains { $0.label == "Log out" })
  }

  @Test func tabSwitchesTabsAndRootPopsToRoot() {
    let demo = InteractiveDemo(app: DemoApp())
    demo.handle(.number(1))
    demo.handle(.nextTab)
    #expect(demo.app.breadcrumb == "[explore] Router")
    demo.handle(.nextTab)
    demo.handle(.root)
    #expect(demo.app.breadcrumb == "[home] Router")
  }

  @Test func tabDoesNothingWhileASheetCoversTheTabBar() {
    let demo = InteractiveDemo(app: DemoApp())
    demo.handle(.number(5))  // Settings in a sheet
    demo.handle(.nextTab)
    #expect(demo.app.breadcrumb == "[home] Router | sheet: Settings")
    #expect(demo.screen.message?.hasPrefix("the tab bar is under the sheet") == true)
  }

  @Test func aNumberWithNoActionLeavesAMessageAndChangesNothing() {
    let demo = InteractiveDemo(app: DemoApp())
    #expect(demo.handle(.number(9)))
    #expect(demo.screen.message == "no action 9 on this screen; choose 1 to 7")
    #expect(demo.app.breadcrumb == "[home] Router")
    demo.handle(.number(1))
    #expect(demo.screen.message == nil)
  }

  @Test(arguments: [DemoKey.quit, .interrupt])
  func quitKeysEndTheSession(key: DemoKey) {
    #expect(!InteractiveDemo(app: DemoApp()).handle(key))
  }
}
