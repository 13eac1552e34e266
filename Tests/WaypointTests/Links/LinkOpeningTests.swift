import Testing
import Waypoint
import WaypointTestSupport

@MainActor
@Suite struct LinkOpeningTests {
  func tabbedRouter() throws -> Router {
    Router(try NavigationState(tabs: ["home", "explore", "inbox"], selected: "explore"))
  }

  func appLinks() throws -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    try LinkFixtures.registerScreens(in: &links)
    try links.register("profile/:id", query: [.optional("compose")]) { match throws(LinkError) in
      let compose = try match.query("compose", as: Bool.self) ?? false
      return .tab(
        "home", path: [LinkScreen.settings, LinkScreen.profile(id: try match.parameter("id"))],
        presenting: compose ? .sheet(LinkScreen.compose, path: [LinkScreen.attachments]) : nil)
    }
    try links.register("missing") { _ in .stack("nowhere", path: [LinkScreen.about]) }
    return links
  }

  @Test func selectsATabPushesTwoScreensAndPresentsASheetInOneEvent() throws {
    let router = try tabbedRouter()
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    #expect(router.open("myapp://profile/42?compose=true", with: try appLinks()))

    #expect(events.count == 1)
    #expect(events.first?.source == .deepLink)
    #expect(router.state.tabContainer(holding: "home")?.selection == "home")
    #expect(
      router.state.stack("home")?.entries.map(\.route) == [
        AnyRoute(LinkScreen.settings), AnyRoute(LinkScreen.profile(id: 42)),
      ])
    let layer = try #require(router.visibleLayers.first)
    #expect(layer.presenter == "home")
    #expect(layer.layer.root == AnyRoute(LinkScreen.compose))
    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(LinkScreen.attachments)])
  }

  @Test func dismissesWhatIsOnScreenFirst() throws {
    let router = try tabbedRouter()
    try router.send(.present(.sheet(LinkScreen.about, id: "about")))
    #expect(router.open("myapp://profile/1", with: try appLinks()))
    #expect(router.visibleLayers.isEmpty)
    #expect(router.visibleStack.id == "home")
    #expect(!router.state.hasStack("about"))
  }

  @Test(arguments: [
    "myapp://profile/abc", "myapp://nothing", "myapp://missing", "other://profile/1",
  ])
  func aLinkThatFailsChangesNothing(url: String) throws {
    let router = try tabbedRouter()
    router.push(LinkScreen.about)
    let before = router.state
    var events = 0
    router.events.observe { _ in events += 1 }
    #expect(router.openingError(url, with: try appLinks()) != nil)
    #expect(router.state == before)
    #expect(events == 0)
  }

  @Test func reportsANavigationFailureAsALinkError() throws {
    let router = try tabbedRouter()
    let error = router.openingError("myapp://missing", with: try appLinks())
    guard case .navigation(.stackNotFound("nowhere", _))? = error else {
      Issue.record("expected a missing stack, got \(String(describing: error))")
      return
    }
  }

  @Test func goesThroughTheGuardsAsADeepLink() throws {
    let router = try tabbedRouter()
    var sources: [NavigationSource] = []
    router.guards.add(
      NavigationGuard("no compose") { request in
        sources.append(request.source)
        return request.addedRoutes.contains(AnyRoute(LinkScreen.compose))
          ? .deny(reason: "composing is off") : .allow
      })
    let links = try appLinks()
    #expect(
      router.openingError("myapp://profile/42?compose=true", with: links)
        == LinkError.navigation(.denied(guard: "no compose", reason: "composing is off")))
    #expect(router.state.tabContainer(holding: "home")?.selection == "explore")
    #expect(router.open("myapp://profile/42", with: links))
    #expect(router.visibleStack.id == "home")
    #expect(sources == [.deepLink, .deepLink])
  }

  @Test func aRedirectedLinkReturnsFalseAsARedirectedPushReturnsNil() throws {
    let router = try tabbedRouter()
    router.guards.add(
      NavigationGuard("sign in") { request in
        request.addedRoutes.contains(AnyRoute(LinkScreen.profile(id: 42)))
          ? .redirect(.present(.sheet(LinkScreen.settings, id: "login"))) : .allow
      })
    let failures = FailureLog(router)
    #expect(router.push(LinkScreen.profile(id: 42)) == nil)
    #expect(router.visibleStack.id == "login")
    try router.send(.dismissTop)
    #expect(!router.open("myapp://profile/42", with: try appLinks()))
    #expect(router.visibleStack.id == "login")
    #expect(failures.failures.isEmpty)
    // A link a guard lets through is applied: `true`, guards or not.
    try router.send(.dismissTop)
    #expect(router.open("myapp://profile/7", with: try appLinks()))
  }

  @Test func waitsForAsynchronousGuards() async throws {
    let router = try tabbedRouter()
    router.guards.add(.async("slow", when: { _ in true }) { _ in .allow })
    let links = try appLinks()
    #expect {
      try router.send(links.action(for: "myapp://profile/42", in: router.state))
    } throws: { error in
      guard case .needsAsyncGuard = error as? NavigationError else { return false }
      return true
    }
    // The typed path awaits the guard.
    try await router.navigate(
      links.action(for: "myapp://profile/1", in: router.state), source: .deepLink)
    #expect(router.visibleStack.entries.map(\.route).last == AnyRoute(LinkScreen.profile(id: 1)))
    // The convenience call waits for it in a task.
    let events = router.events.stream()
    #expect(router.openingError("myapp://profile/42", with: links) == nil)
    #expect(router.visibleStack.entries.map(\.route).last == AnyRoute(LinkScreen.profile(id: 1)))
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next()?.source == .deepLink)
    #expect(router.visibleStack.entries.map(\.route).last == AnyRoute(LinkScreen.profile(id: 42)))
  }

  struct NotSignedIn: Error, CustomStringConvertible {
    var description: String { "not signed in" }
  }

  @Test func reportsTheAppsOwnErrorsAsUnreadable() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("account") { _ in throw NotSignedIn() }
    let router = try tabbedRouter()
    #expect(
      router.openingError("myapp://account", with: links)
        == .unreadable(pattern: "account", reason: "not signed in"))
  }

  @Test func aRoutePatternsParseAndPrintReachTheAppsClosures() throws {
    var links = LinkMap(schemes: ["help"])
    try links.registerRoute("ticket/:id<Int>", as: LinkScreen.self) { match in
      let id: Int = try match.parameter("id")
      if id == 0 { throw NotSignedIn() }
      if id < 0 { throw LinkError.unknownParameter("id", pattern: "ticket/:id<Int>") }
      return .profile(id: id)
    } print: { screen in
      guard case .profile(let id) = screen else { return nil }
      return LinkValues(parameters: ["id": "\(id)"])
    }
    #expect(try links.route(from: "help://ticket/7") == AnyRoute(LinkScreen.profile(id: 7)))
    #expect(try links.url(for: LinkScreen.profile(id: 7)) == "help://ticket/7")
    // An error of the app's own names the pattern; a link error passes through as it is.
    #expect(throws: LinkError.unreadable(pattern: "ticket/:id<Int>", reason: "not signed in")) {
      try links.route(from: "help://ticket/0")
    }
    #expect(throws: LinkError.unknownParameter("id", pattern: "ticket/:id<Int>")) {
      try links.route(from: "help://ticket/-3")
    }
    // A route of another type, or one the closure does not print, has no link.
    #expect(throws: LinkError.self) { try links.url(for: LinkScreen.settings) }
    #expect(throws: LinkError.self) { try links.url(for: "ticket") }
  }

  @Test func targetsAStackInsideALayerWithoutTouchingWhatIsBelow() throws {
    let router = try tabbedRouter()
    try router.send(.present(.sheet(LinkScreen.compose, id: "composer")))
    try router.send(.present(.sheet(LinkScreen.about)))
    var links = LinkMap(schemes: ["myapp"])
    try links.register("attach") { _ in .stack("composer", path: [LinkScreen.attachments]) }
    #expect(router.open("myapp://attach", with: links))
    #expect(router.visibleStack.id == "composer")
    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(LinkScreen.attachments)])
    #expect(router.state.tabContainer(holding: "explore")?.selection == "explore")
  }

  @Test func buildsOneBatchForTheRouter() throws {
    let state = try NavigationState(tabs: ["home", "explore"], selected: "explore")
    let action = try appLinks().action(for: "myapp://profile/7", in: state)
    #expect(
      action
        == .batch([
          .selectTab("home"),
          .setPath(
            [AnyRoute(LinkScreen.settings), AnyRoute(LinkScreen.profile(id: 7))], on: .stack("home")
          ),
        ]))
  }

  // The terminal demo's links: waypoint://<tab>[/<route>…][?sheet=<route>[/<route>…]].

  func demoLinks() throws -> LinkMap {
    var links = LinkMap(schemes: ["waypoint"])
    try LinkFixtures.registerScreens(in: &links)
    try links.registerStateLinks()
    return links
  }

  @Test(arguments: [
    ("waypoint://home", "home", [], nil),
    ("waypoint://inbox/settings/about", "inbox", [LinkScreen.settings, .about], nil),
    ("waypoint://home/profile/3?sheet=compose", "home", [.profile(id: 3)], [LinkScreen.compose]),
    (
      "waypoint://explore/post/hello%20world?sheet=compose/attachments/profile/9", "explore",
      [.post(slug: "hello world")], [.compose, .attachments, .profile(id: 9)]
    ),
  ])
  func opensDemoLinks(url: String, tab: StackID, path: [LinkScreen], sheet: [LinkScreen]?) throws {
    let router = try tabbedRouter()
    let links = try demoLinks()
    #expect(router.open(url, with: links))
    #expect(router.state.tabContainer(holding: tab)?.selection == tab)
    #expect(router.state.stack(tab)?.entries.map(\.route) == path.map { AnyRoute($0) })
    let layer = router.state.stack(tab)?.presented
    #expect(layer?.root == sheet?.first.map { AnyRoute($0) })
    if let sheet {
      #expect(router.visibleStack.entries.map(\.route) == sheet.dropFirst().map { AnyRoute($0) })
    }
    // Printing the state gives the link back.
    #expect(try links.url(for: router.state) == url)
  }

  @Test(arguments: ["waypoint://home/nope", "waypoint://home?sheet=", "waypoint://home?sheet=nope"])
  func rejectsDemoLinksWithUnknownRoutes(url: String) throws {
    let router = try tabbedRouter()
    #expect(router.openingError(url, with: try demoLinks()) != nil)
    #expect(router.state.tabContainer(holding: "home")?.selection == "explore")
  }

  @Test func refusesToPrintWhatLinksCannotHold() throws {
    let router = try tabbedRouter()
    let links = try demoLinks()
    router.push("not a screen")
    #expect(throws: LinkError.self) { try links.url(for: router.state) }
    router.pop()
    try router.send(.present(.sheet(LinkScreen.compose)))
    try router.send(.present(.sheet(LinkScreen.about)))
    #expect(throws: LinkError.self) { try links.url(for: router.state) }
  }
}
