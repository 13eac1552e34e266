import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// The worked example of the "Deep links" article, as written there.
@MainActor
@Suite struct DeepLinksArticleTests {
  enum Screen: Hashable, Sendable {
    case user(id: Int)
    case post(slug: String)
    case compose
    case attachments
    case handle(String)
    case item(Int)
    case search(String, tags: [String])
    case doc(String, section: String?)
  }

  @Test func theWorkedExampleSelectsATabPushesTwoScreensAndOpensASheet() throws {
    let router = Router(
      try NavigationState(tabs: ["home", "explore", "inbox"], selected: "explore"))
    var links = try LinkMap(schemes: ["myapp", "https"], domains: ["example.com"])
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
    #expect(router.tabContainer(holding: "home")?.selection == "home")
    #expect(
      router.state.stack("home")?.entries.map(\.route) == [
        AnyRoute(Screen.user(id: 42)), AnyRoute(Screen.post(slug: "hello world")),
      ])
    #expect(router.state.stack("home")?.presented?.style == .sheet)
    #expect(router.visibleStack.root == AnyRoute(Screen.compose))
    #expect(router.visibleStack.root?.value(as: Screen.self) == .compose)
    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(Screen.attachments)])

    // The same path on the web host, without the sheet.
    let web = Router(try NavigationState(tabs: ["home", "explore", "inbox"], selected: "inbox"))
    #expect(web.open("https://example.com/users/42/posts/hello%20world", with: links))
    #expect(web.visibleStack.id == "home")
    #expect(web.state.visibleLayers.isEmpty)
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

  @Test func typedSegments() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("users/:id<Int>") { match in
      .tab("home", path: [Screen.user(id: try match.parameter("id"))])
    }
    try links.register("users/:name") { match in
      .tab("home", path: [Screen.handle(try match.parameter("name"))])
    }
    #expect(try links.match("myapp://users/42").pattern.text == "users/:id<Int>")
    #expect(try links.match("myapp://users/devxoul").pattern.text == "users/:name")
    #expect(
      try links.linkTarget(for: "myapp://users/devxoul")
        == .tab("home", path: [Screen.handle("devxoul")]))
  }

  @Test func hostsAndPorts() throws {
    var links = try LinkMap(
      schemes: ["myapp", "https"], domains: ["example.com", "*.example.com"])
    try links.register("https://shop.example.com/items/:id<Int>") { match in
      .tab("shop", path: [Screen.item(try match.parameter("id"))])
    }
    try links.register("items/:id") { match in
      .tab("home", path: [Screen.item(try match.parameter("id"))])
    }
    #expect(
      try links.match("https://shop.example.com/items/7").pattern.text
        == "https://shop.example.com/items/:id<Int>")
    #expect(try links.match("https://blog.example.com/items/7").pattern.text == "items/:id")
    #expect(try links.match("myapp://items/7").pattern.text == "items/:id")
    #expect(try links.linkTarget(for: "https://shop.example.com/items/7").stack == "shop")
  }

  @Test func caseFolding() throws {
    var links = LinkMap(schemes: ["myapp"], isPathCaseSensitive: false)
    try links.register("äpfel/:name") { _ in LinkTarget() }
    #expect(try links.match("myapp://ÄPFEL/Grün").parameter("name", as: String.self) == "Grün")
  }

  @Test func queryItemsAndArrays() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("search", query: [.required("q"), .optional("tag")]) { _ in LinkTarget() }
    let match = try links.match("myapp://search?q=swift+ui&tag[]=ios&tag[]=linux&utm_source=mail")
    #expect(try match.query("tag", as: String.self) == "ios")
    #expect(try match.queryValues("tag", as: String.self) == ["ios", "linux"])
    #expect(
      URLComponents(string: match.url)?.queryItems?.map(\.name)
        == ["q", "tag[]", "tag[]", "utm_source"])
  }

  @Test func printingQueryItemsAndFragments() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.registerRoute(
      "search", query: [.required("q"), .optional("tag")], as: Screen.self
    ) { match in
      .search(try match.query("q") ?? "", tags: try match.queryValues("tag"))
    } print: { screen in
      guard case .search(let text, let tags) = screen else { return nil }
      return LinkValues(parameters: [:], query: ["q": [text], "tag": tags])
    }
    try links.registerRoute("docs/:page", as: Screen.self) { match in
      .doc(try match.parameter("page"), section: try match.fragment())
    } print: { screen in
      guard case .doc(let page, let section) = screen else { return nil }
      return LinkValues(parameters: ["page": page], fragment: section)
    }
    let search = Screen.search("swift", tags: ["ios", "linux"])
    #expect(try links.url(for: search) == "myapp://search?q=swift&tag=ios&tag=linux")
    #expect(try links.route(from: links.url(for: search)) == AnyRoute(search))
    let doc = Screen.doc("intro", section: "see also")
    #expect(try links.url(for: doc) == "myapp://docs/intro#see%20also")
    #expect(try links.route(from: links.url(for: doc)) == AnyRoute(doc))
  }

  /// The article's slug: letters and `-`, read in lower case.
  struct ArticleSlug: LinkValue, Hashable, Sendable {
    var text: String
    init?(linkText: String) {
      guard !linkText.isEmpty, linkText.allSatisfy({ $0.isLetter || $0 == "-" }) else {
        return nil
      }
      text = linkText.lowercased()
    }
    var linkText: String { text }
  }

  enum Sort: String, LinkValue { case newest, oldest }

  @Test func valuesOfYourOwn() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("tags/:tag", query: [.optional("and"), .optional("sort")]) { match in
      let tag = try match.parameter("tag", as: ArticleSlug.self)
      let more: [ArticleSlug] = try match.queryValues("and")
      return .tab("explore", path: [Screen.search(tag.text, tags: more.map(\.text))])
    }
    let match = try links.match("myapp://tags/Swift-UI?and=linux&and=iOS&sort=oldest")
    #expect(try match.parameter("tag", as: ArticleSlug.self).text == "swift-ui")
    #expect(try match.queryValues("and", as: ArticleSlug.self).count == 2)
    #expect(try match.query("sort", as: Sort.self) ?? .newest == .oldest)
    let target = try links.linkTarget(for: "myapp://tags/Swift-UI?and=linux&and=iOS")
    #expect(target == .tab("explore", path: [Screen.search("swift-ui", tags: ["linux", "ios"])]))
  }
}
