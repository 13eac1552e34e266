import Testing
import Waypoint
import WaypointDemoKit
import WaypointHost

@Suite @MainActor struct DialogTests {
  /// An app on Settings, logged in.
  func settings() async -> DemoApp {
    let app = DemoApp()
    for line in ["login", "push settings"] { _ = await app.execute(line: line) }
    return app
  }

  @Test func chooseIsTheUsersTapAndTheAnswerComesBackToTheScreenThatAsked() async throws {
    let app = await settings()
    var events: [NavigationEvent] = []
    app.router.events.observe { events.append($0) }
    _ = await app.execute(line: "signout")
    let (dialog, presenter) = try #require(app.shownDialog)
    #expect(dialog == DemoApp.signOutDialog(anchor: .screen(app.router.visibleStack.topScreen)))
    #expect(presenter == "home")
    #expect(app.router.state.stack("home")?.dialog == dialog)
    #expect(app.questions.count == 1)
    #expect(
      await app.execute(line: "choose Sign Out")
        == "[home] Router > Settings; Settings asked \"Sign out?\": Sign out; logged out")
    #expect(!app.isLoggedIn)
    #expect(app.questions.isEmpty)
    #expect(events.map(\.source) == [.program, .user])
    #expect(events.last?.changes.dismissed.first?.answer == DialogAnswer(button: 0))
  }

  @Test func aCloseWithoutAChoiceAnswersWithTheCancelButton() async throws {
    let app = await settings()
    _ = await app.execute(line: "signout")
    var sources: [NavigationSource] = []
    app.router.events.observe { sources.append($0.source) }
    #expect(
      await app.execute(line: "cancel")
        == "[home] Router > Settings; Settings asked \"Sign out?\": no choice, so Cancel; "
        + "still logged in")
    #expect(sources == [.user])
    #expect(app.isLoggedIn)
    #expect(app.router.state.stack("home")?.dialog == nil)
  }

  @Test(arguments: ["choose nope", "choose 0", "choose 3", "push about", "tab explore", "root"])
  func aRefusedCommandUnderADialogChangesNothing(line: String) async throws {
    let app = await settings()
    _ = await app.execute(line: "signout")
    let before = app.router.state
    var events = 0
    app.router.events.observe { _ in events += 1 }
    #expect(await app.execute(line: line)?.hasPrefix("error: ") == true)
    #expect(app.router.state == before)
    #expect(events == 0)
    #expect(app.shownDialog != nil)
    #expect(app.questions.first?.isAsked == true)
  }

  @Test func aDialogClosedBeforeItsScreenWaitedSaysSo() async throws {
    let app = await settings()
    // Typed ahead: answered before the screen's task ran.
    try app.run(.signOut)
    try app.run(.choose("2"))
    #expect(
      await app.settleQuestions()
        == "Settings asked \"Sign out?\" but the dialog closed before it waited")
    #expect(app.router.state.stack("home")?.dialog == nil)
  }

  @Test func theInteractiveDemoAnswersWithNumberKeysAndShowsTheAnswer() async throws {
    let demo = InteractiveDemo(app: await settings())
    let ask = try #require(demo.screen.actions.firstIndex { $0.action == .signOut })
    demo.handle(.number(ask + 1))
    #expect(demo.needsSettling)
    await demo.settle()
    #expect(!demo.needsSettling)
    #expect(demo.screen.dialog?.title == "Sign out?")
    #expect(demo.screen.actions.map(\.label) == ["Sign out (destructive)", "Cancel (cancel)"])
    demo.handle(.nextTab)
    #expect(demo.screen.message?.hasPrefix("the dialog \"Sign out?\" waits for an answer") == true)
    demo.handle(.root)
    #expect(
      demo.app.breadcrumb.hasSuffix(
        "| confirmation dialog \"Sign out?\": "
          + "[1 Sign out (destructive)] [2 Cancel (cancel)]"))
    demo.handle(.number(1))
    #expect(demo.needsSettling)
    await demo.settle()
    #expect(demo.screen.message == "Settings asked \"Sign out?\": Sign out; logged out")
    #expect(demo.screen.dialog == nil)
    #expect(!demo.app.isLoggedIn)
    #expect(!demo.screen.actions.contains { $0.action == .signOut })
  }

  @Test func backIsEscOnADialog() async throws {
    let demo = InteractiveDemo(app: DemoApp())
    try demo.app.run(.push(.about))
    let updates = try #require(demo.screen.actions.firstIndex { $0.label == "Check for updates" })
    demo.handle(.number(updates + 1))
    #expect(demo.screen.dialog == DemoApp.updatesAlert)
    demo.handle(.back)
    #expect(demo.screen.dialog == nil)
    #expect(demo.app.breadcrumb == "[home] Router > About")
  }

  @Test func theFrameDrawsTheDialogOverTheScreen() async throws {
    let app = await settings()
    _ = await app.execute(line: "signout")
    let lines = TerminalFrame.text(for: app.screen(), width: 60, height: 20)
    #expect(lines.count == 20)
    #expect(lines[5] == "  Settings")
    #expect(lines[8].hasPrefix("  ┌─ confirmation dialog ─"))
    #expect(lines[9] == "  │ Sign out?")
    #expect(lines[10] == "  │ Account will ask you to log in again.")
    #expect(lines[12] == "  │ 1  Sign out (destructive)")
    #expect(lines[13] == "  │ 2  Cancel (cancel)")
    #expect(lines[14].hasPrefix("  └──"))
    #expect(lines[19] == " 1-2 choose · b/Esc cancel · q quit")
  }

  @Test func aPopoverIsShownAsASheetAndStaysAPopoverInTheTree() async throws {
    let demo = InteractiveDemo(app: DemoApp())
    try demo.app.run(.push(.profile))
    let share = try #require(demo.screen.actions.firstIndex { $0.action == .share })
    let profile = demo.app.router.visibleStack.topScreen
    demo.handle(.number(share + 1))
    let layer = try #require(demo.app.shownLayers.last)
    #expect(layer.style == .popover)
    #expect(layer.container == .sheet)
    let presented = try #require(demo.app.router.state.stack("home")?.presented)
    #expect(presented.style == .popover)
    #expect(presented.anchor == .named("share", in: profile))
    #expect(demo.screen.title == "Share")
    #expect(
      demo.screen.note
        == "A popover shown as a sheet (no popovers here), anchored to "
        + "\"share\" on Profile")
    let lines = TerminalFrame.text(for: demo.screen, width: 100, height: 20)
    #expect(lines.contains { $0.hasPrefix("  A popover shown as a sheet") })
    #expect(!demo.screen.actions.contains { $0.action == .share })
    // The program pops Profile, the popover's anchor: it goes with it.
    _ = await demo.app.execute(line: "target home pop")
    #expect(demo.app.router.state.stack("home")?.presented == nil)
    #expect(demo.app.breadcrumb == "[home] Router")
  }

  @Test func aDetentIsTheUsersDragAndTheScreenOffersTheOthers() async throws {
    let demo = InteractiveDemo(app: DemoApp())
    _ = await demo.app.execute(line: "present sheet settings medium large")
    #expect(demo.screen.note == "Rests at medium of medium, large")
    var changes: [NavigationEvent] = []
    demo.app.router.events.observe { changes.append($0) }
    let large = try #require(demo.screen.actions.firstIndex { $0.label == "Rest at large" })
    #expect(demo.screen.actions.last?.label == "Back")
    demo.handle(.number(large + 1))
    #expect(changes.map(\.source) == [.user])
    #expect(changes.first?.changes.detents.first?.to == .large)
    #expect(demo.app.router.state.stack("home")?.presented?.selectedDetent == .large)
    #expect(demo.screen.actions.contains { $0.label == "Rest at medium" })
    #expect(
      demo.app.breadcrumb == "[home] Router | sheet at large (detents: medium, large): Settings")
  }
}
