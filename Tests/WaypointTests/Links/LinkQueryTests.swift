import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// Query items: repeated keys and arrays, all items of a match, and route patterns that
/// print them; fragments, read and printed.
@MainActor
@Suite struct LinkQueryTests {
  static func searchLinks() throws -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("search", query: [.optional("tag"), .optional("page"), .optional("id")]) {
      _ in LinkTarget()
    }
    return links
  }

  @Test(arguments: [
    ("myapp://search?tag=a&tag=b", ["a", "b"]),
    ("myapp://search?tag[]=a&tag[]=b", ["a", "b"]),
    ("myapp://search?tag%5B%5D=a&tag%5b%5d=b", ["a", "b"]),
    ("myapp://search?tag=a&page=2&tag[]=b&tag=c+d", ["a", "b", "c d"]),
    ("myapp://search?t%61g=x", ["x"]),
    ("myapp://search?tag=&tag", ["", ""]),
    ("myapp://search?tags=a&tag[x]=b&tag[]]=c", []),
    ("myapp://search?page=1", []),
    ("myapp://search", []),
  ])
  func readsEveryValueOfARepeatedItem(url: String, values: [String]) throws {
    let match = try Self.searchLinks().match(url)
    #expect(try match.queryValues("tag", as: String.self) == values)
    // A single read returns the first value.
    #expect(try match.query("tag", as: String.self) == values.first)
  }

  @Test func readsTypedValues() throws {
    let links = try Self.searchLinks()
    let uuid = UUID()
    let match = try links.match("myapp://search?page=1&page[]=2&id=\(uuid.uuidString)")
    #expect(try match.queryValues("page", as: Int.self) == [1, 2])
    #expect(try match.queryValues("id", as: UUID.self) == [uuid])
    let bad = try links.match("myapp://search?page=1&page=x")
    #expect(
      throws: LinkError.invalidParameter("page", value: "x", expected: "Int", pattern: "search")
    ) {
      try bad.queryValues("page", as: Int.self)
    }
    #expect(throws: LinkError.unknownParameter("sort", pattern: "search")) {
      try bad.queryValues("sort", as: String.self)
    }
  }

  @Test(arguments: ["myapp://find?q[]=swift", "myapp://find?q=swift&q=ui"])
  func aRepeatedOrArrayItemSatisfiesARequiredOne(url: String) throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("find", query: [.required("q")]) { _ in LinkTarget() }
    #expect(try links.match(url).query("q", as: String.self) == "swift")
  }

  // MARK: Route patterns with query items

  enum Screen: Hashable, Sendable {
    case search(String, tags: [String], page: Int?)
    case doc(String, section: String?)
    case home
  }

  static func screenLinks() throws -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    try links.registerRoute(
      "search", query: [.required("q"), .optional("tag"), .optional("page")], as: Screen.self
    ) { match in
      .search(
        try match.query("q") ?? "", tags: try match.queryValues("tag"),
        page: try match.query("page"))
    } print: { screen in
      guard case .search(let text, let tags, let page) = screen else { return nil }
      var query = ["q": [text], "tag": tags]
      if let page { query["page"] = [String(page)] }
      return LinkValues(parameters: [:], query: query)
    }
    try links.registerRoute("docs/:page", as: Screen.self) { match in
      .doc(try match.parameter("page"), section: try match.fragment())
    } print: { screen in
      guard case .doc(let page, let section) = screen else { return nil }
      return LinkValues(parameters: ["page": page], fragment: section)
    }
    try links.registerRoute("home", as: Screen.self) { _ in
      .home
    } print: {
      $0 == .home ? LinkValues() : nil
    }
    return links
  }

  @Test(arguments: [
    (
      Screen.search("swift ui", tags: ["ios", "linux"], page: 2),
      "myapp://search?q=swift%20ui&tag=ios&tag=linux&page=2"
    ),
    (Screen.search("a&b=c+d", tags: [], page: nil), "myapp://search?q=a%26b%3Dc%2Bd"),
    (Screen.search("", tags: [""], page: nil), "myapp://search?q=&tag="),
    (Screen.doc("intro", section: "see also"), "myapp://docs/intro#see%20also"),
    (Screen.doc("intro", section: ""), "myapp://docs/intro#"),
    (Screen.doc("intro", section: nil), "myapp://docs/intro"),
  ])
  func routePatternsPrintTheirQueryItemsAndFragmentAndReadThemBack(
    screen: Screen, url: String
  ) throws {
    let links = try Self.screenLinks()
    #expect(try links.url(for: screen) == url)
    #expect(try links.route(from: url) == AnyRoute(screen))
  }

  static let alphabet = Array("aZ09-._~ /%?#&=+:@[]éß🙂")

  @Test(arguments: [1, 2, 3])
  func generatedQueryValuesAndFragmentsRoundTrip(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    func text() -> String {
      let length = Int.random(in: 0...8, using: &generator)
      return String((0..<length).map { _ in Self.alphabet.randomElement(using: &generator) ?? "a" })
    }
    let links = try Self.screenLinks()
    for _ in 0..<300 {
      let tags = (0..<Int.random(in: 0...3, using: &generator)).map { _ in text() }
      let page = Bool.random(using: &generator) ? Int.random(in: -99...99, using: &generator) : nil
      let search = Screen.search(text(), tags: tags, page: page)
      #expect(try links.route(from: links.url(for: search)) == AnyRoute(search))
      let page2 = text()
      guard !page2.isEmpty else { continue }
      let doc = Screen.doc(page2, section: Bool.random(using: &generator) ? text() : nil)
      #expect(try links.route(from: links.url(for: doc)) == AnyRoute(doc))
    }
  }

  @Test func refusesToPrintQueryValuesThePatternDoesNotDeclareOrLacks() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.registerRoute("find", query: [.required("q")], as: String.self) { match in
      try match.query("q") ?? ""
    } print: { text in
      text == "?" ? LinkValues(parameters: [:], query: ["sort": ["a"]]) : LinkValues()
    }
    #expect(
      throws: LinkError.unprintableValue(
        pattern: "find", reason: "it declares no query item named \"sort\"")
    ) {
      try links.url(for: "?")
    }
    #expect(
      throws: LinkError.unprintableValue(
        pattern: "find", reason: "no value for the required query item q")
    ) {
      try links.url(for: "x")
    }
    #expect(throws: LinkError.missingQueryItem("q", pattern: "find")) {
      try links.route(from: "myapp://find")
    }
  }

  @Test func chainsOfRoutesHoldPathsOnly() throws {
    var links = try Self.screenLinks()
    try links.registerStateLinks()
    let router = Router(try NavigationState(tabs: ["main"], selected: "main"))
    // A route read in a chain has no query items or fragment of its own.
    #expect(router.open("myapp://main/docs/intro/home#top", with: links))
    #expect(
      router.visibleStack.entries.map(\.route) == [
        AnyRoute(Screen.doc("intro", section: nil)), AnyRoute(Screen.home),
      ])
    // A route pattern that requires a query item does not read in a chain.
    #expect(
      router.openingError("myapp://main/search", with: links)
        == .missingQueryItem("q", pattern: "search"))
    // A route with query values or a fragment cannot be printed into one.
    router.push(Screen.doc("intro", section: "top"))
    #expect {
      try links.url(for: router.state)
    } throws: { error in
      guard case .unprintableValue("docs/:page", let reason) = error as? LinkError else {
        return false
      }
      return reason.contains("paths only")
    }
  }

  // MARK: Fragments

  @Test(arguments: [
    ("myapp://docs/intro#see%20also", "see also"),
    ("myapp://docs/intro#a+b", "a+b"),
    ("myapp://docs/intro?tab=x#frag", "frag"),
    ("myapp://docs/intro#", ""),
    ("myapp://docs/intro#a#b?c", "a#b?c"),
    ("myapp://docs/intro", nil),
    ("myapp://docs/intro?tab=x", nil),
  ])
  func readsTheFragmentOfAMatch(url: String, fragment: String?) throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("docs/:page", query: [.optional("tab")]) { _ in LinkTarget() }
    let match = try links.match(url)
    #expect(try match.fragment() == fragment)
    #expect(try match.parameter("page", as: String.self) == "intro")
  }

  @Test func readsTheFragmentOfAWebLinkWithAnEmptyPath() throws {
    let links = try LinkFixtures.map([""], schemes: ["https"], domains: ["example.com"])
    #expect(try links.match("https://example.com#top").fragment() == "top")
    #expect(try links.match("https://example.com/?q=1#top").fragment() == "top")
  }

  @Test(arguments: ["myapp://docs/intro#%ZZ", "myapp://docs/intro#%FF"])
  func aFragmentThatDoesNotDecodeIsATypedError(url: String) throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("docs/:page") { _ in LinkTarget() }
    let match = try links.match(url)
    #expect {
      try match.fragment()
    } throws: { error in
      guard
        case .invalidParameter("#", _, "percent-encoded UTF-8", "docs/:page") = error as? LinkError
      else { return false }
      return true
    }
  }
}
