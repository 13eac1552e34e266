import Testing
import Waypoint

/// The worked example of the "Deep links" article, as written there.
@MainActor
@Suite struct DeepLinksArticleTests {
  enum Screen: Hashable, Sendable {
    case user(id: Int)
    case post(slug: String)
    case compose
    case attachments
  }

  @Test func theWorkedExampleSelectsATabPushesTwoScreensAndOpensASheet() throws {
    let router = Router(
      try NavigationState(tabs: ["home", "explore", "inbox"], selected: "explore"))
    var links = LinkMap(schemes: ["myapp", "https"], hosts: ["example.com"])
    try links.register("users/:id/posts/:slug", query: [.optional("reply")]) { match in
      let replying = try match.query("reply", as: Bool.self) ?? false
      return .tab(
        "home",
        path: [
          Screen.user(id: try match.parameter("id")),
          Screen.post(slug: try match.parameter("slug")),
        ],
        presenting: replying ? .sheet(Screen.compose, path: [Screen.attachments]) : nil)
    }
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }

    #expect(router.open("myapp://users/42/posts/hello%20world?reply=true", with: links))

    #expect(events.count == 1)
    #expect(router.state.tabContainer(holding: "home")?.selection == "home")
    #expect(
      router.state.stack("home")?.entries.routes == [
        AnyRoute(Screen.user(id: 42)), AnyRoute(Screen.post(slug: "hello world")),
      ])
    #expect(router.visibleLayers.first?.layer.root == AnyRoute(Screen.compose))
    #expect(router.visibleStack.entries.routes == [AnyRoute(Screen.attachments)])

    // The same path on the web host, without the sheet.
    let web = Router(try NavigationState(tabs: ["home", "explore", "inbox"], selected: "inbox"))
    #expect(web.open("https://example.com/users/42/posts/hello%20world", with: links))
    #expect(web.visibleStack.id == "home")
    #expect(web.visibleLayers.isEmpty)
  }

  @Test func printingRoutesAndStatesBack() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.registerRoute("users/:id", as: Screen.self) { match in
      .user(id: try match.parameter("id"))
    } print: { screen in
      guard case .user(let id) = screen else { return nil }
      return ["id": id]
    }
    for (name, screen) in [("compose", Screen.compose), ("attachments", .attachments)] {
      try links.registerRoute(name, as: Screen.self) { _ in
        screen
      } print: {
        $0 == screen ? [:] : nil
      }
    }
    #expect(try links.url(for: Screen.user(id: 42)) == "myapp://users/42")
    #expect(try links.route(from: "myapp://users/42") == AnyRoute(Screen.user(id: 42)))

    try links.registerStateLinks()
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "inbox"))
    #expect(router.open("myapp://home/users/42?sheet=compose/attachments", with: links))
    #expect(try links.url(for: router.state) == "myapp://home/users/42?sheet=compose/attachments")
  }
}
