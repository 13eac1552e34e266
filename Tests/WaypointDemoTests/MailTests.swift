import Testing
import Waypoint
import WaypointDemoKit

@Suite @MainActor struct MailTests {
  @Test func theMailOffersItsMailboxesThenTheirMessages() throws {
    let demo = InteractiveDemo(app: DemoApp())
    let mail = try #require(demo.screen.actions.firstIndex { $0.action == .openMail })
    demo.handle(.number(mail + 1))
    #expect(demo.screen.title == "Mail")
    #expect(
      demo.screen.actions.map(\.label) == ["Inbox", "Sent", "Archive", "Compact width", "Back"])
    demo.handle(.number(1))  // Inbox
    #expect(
      demo.screen.actions.map(\.label) == [
        "Sent", "Archive", "Message 41: Lunch on Friday?", "Message 42: The build is green",
        "Message 43: Welcome to Waypoint", "Compact width", "Back",
      ])
    demo.handle(.number(4))  // Message 42
    #expect(demo.screen.title == "Message 42")
    #expect(demo.screen.actions.contains { $0.action == .push(.profile) })
    #expect(
      demo.app.breadcrumb
        == "[home] Router | sheet: Mail { *Inbox, Sent, Archive | 41, *42, 43 | Message 42 }")
  }

  @Test func backGoesThroughTheSelectionsWhenCompactThenClosesTheMail() async throws {
    let demo = InteractiveDemo(app: DemoApp())
    for line in ["mail", "select sidebar inbox", "select content 42", "width compact"] {
      _ = await demo.app.execute(line: line)
    }
    #expect(demo.screen.title == "Message 42")
    #expect(demo.screen.depth == 2)
    #expect(demo.screen.actions.last?.label == "Back")
    #expect(demo.screen.actions.contains { $0.label == "Regular width" })
    demo.handle(.back)
    #expect(demo.app.breadcrumb == "[home] Router | sheet: Mail > Inbox")
    #expect(demo.screen.depth == 1)
    demo.handle(.back)
    #expect(demo.screen.title == "Mail")
    #expect(demo.screen.depth == 0)
    demo.handle(.back)
    #expect(demo.app.breadcrumb == "[home] Router")
    #expect(demo.screen.message == nil)
  }

  @Test func widthIsNotNavigation() async throws {
    let app = DemoApp()
    _ = await app.execute(line: "mail")
    _ = await app.execute(line: "select sidebar sent")
    var events = 0
    app.router.events.observe { _ in events += 1 }
    let before = app.router.state
    #expect(await app.execute(line: "width compact") == "[home] Router | sheet: Mail > Sent")
    #expect(app.router.width(ofSplit: DemoApp.messageStack) == .compact)
    #expect(
      app.router.state.splitContainer(holding: DemoApp.mailboxesStack)
        == before.splitContainer(holding: DemoApp.mailboxesStack))
    _ = await app.execute(line: "width regular")
    #expect(events == 0)
    _ = await app.execute(line: "select sidebar inbox")
    #expect(events == 1)
  }

  @Test func aSelectionErrorLeavesTheStateAsItWas() async {
    let app = DemoApp()
    _ = await app.execute(line: "mail")
    _ = await app.execute(line: "select sidebar inbox")
    let before = app.router.state
    for line in [
      "select content 51", "select sidebar spam", "select detail 42", "select foo inbox",
    ] {
      #expect(await app.execute(line: line)?.hasPrefix("error: ") == true, "\(line)")
      #expect(app.router.state == before, "\(line)")
    }
  }

  @Test func theMailSurvivesASnapshotAndItsLinkOpensIt() async throws {
    let app = DemoApp()
    for line in ["push profile", "mail", "select sidebar inbox", "select content 43", "push about"]
    {
      _ = await app.execute(line: line)
    }
    let data = try DemoApp.snapshotCoder.snapshot(of: app.router)
    let link = try app.link()
    #expect(link == "waypoint://home/profile?mail=inbox/messages/43/about")
    let restored = DemoApp()
    try DemoApp.snapshotCoder.restore(restored.router, from: data)
    restored.catchUp()
    #expect(restored.breadcrumb == app.breadcrumb)
    let opened = DemoApp()
    try opened.open(link: link)
    #expect(opened.breadcrumb == app.breadcrumb)
    #expect(try opened.link() == link)
  }
}
