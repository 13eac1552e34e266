import Testing
import Waypoint

/// What the map prints reads back as printed, or printing fails.
@MainActor
@Suite struct LinkReadBackTests {
  enum Page: Hashable, Sendable {
    case user(Int)
    case userPosts(Int)
    case posts
    case newUser
    case handle(String)
  }

  /// `users/:id<Int>`, `users/:id<Int>/posts`, `posts`, `users/new` and `users/:name`, with
  /// state links.
  static func links() throws -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    try links.registerRoute("users/:id<Int>", as: Page.self) { match in
      .user(try match.parameter("id"))
    } print: { page in
      guard case .user(let id) = page else { return nil }
      return ["id": id]
    }
    try links.registerRoute("users/:id<Int>/posts", as: Page.self) { match in
      .userPosts(try match.parameter("id"))
    } print: { page in
      guard case .userPosts(let id) = page else { return nil }
      return ["id": id]
    }
    try links.registerRoute("posts", as: Page.self) { _ in
      .posts
    } print: {
      $0 == .posts ? LinkValues() : nil
    }
    try links.registerRoute("users/new", as: Page.self) { _ in
      .newUser
    } print: {
      $0 == .newUser ? LinkValues() : nil
    }
    try links.registerRoute("users/:name", as: Page.self) { match in
      .handle(try match.parameter("name"))
    } print: { page in
      guard case .handle(let name) = page else { return nil }
      return ["name": name]
    }
    try links.registerStateLinks()
    return links
  }

  static func router(path: [Page], sheet: [Page] = []) throws -> Router {
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "home"))
    router.visible.push(contentsOf: path)
    if let root = sheet.first {
      router.present(.sheet(root, path: sheet.dropFirst().map { $0 as any Hashable & Sendable }))
    }
    return router
  }

  @Test func refusesToPrintAStateWhoseRoutesReadBackAsAnotherRoute() throws {
    let links = try Self.links()
    let router = try Self.router(path: [.user(1), .posts])
    #expect(
      throws: LinkError.unprintableState(
        "\"myapp://home/users/1/posts\" opens [userPosts(1)] on \"home\", not "
          + "[user(1), posts] on \"home\"; routes in a link are read left to right, each "
          + "taking the longest run of segments a route pattern matches: give each route "
          + "pattern a first segment of its own, so that no route and the ones after it "
          + "read as another route")
    ) {
      try links.url(for: router.state)
    }
    // In a layer's chain too.
    let sheet = try Self.router(path: [], sheet: [.user(1), .posts])
    #expect(throws: LinkError.self) { try links.url(for: sheet.state) }
    // The routes apart, or the other way round, print and read back.
    for path: [Page] in [[.user(1)], [.userPosts(1)], [.posts, .user(1)], [.user(1), .user(2)]] {
      let url = try links.url(for: try Self.router(path: path).state)
      let reopened = try Self.router(path: [])
      #expect(reopened.open(url, with: links))
      #expect(reopened.visibleStack.entries.map(\.route) == path.map { AnyRoute($0) }, "\(url)")
    }
  }

  @Test func refusesToPrintARouteThatReadsBackAsAnother() throws {
    let links = try Self.links()
    #expect(
      throws: LinkError.unprintableValue(
        pattern: "users/:name",
        reason: "\"myapp://users/new\" reads back as newUser, not handle(\"new\"); routes in a "
          + "link are read left to right, each taking the longest run of segments a route "
          + "pattern matches: give each route pattern a first segment of its own, so that no "
          + "route and the ones after it read as another route")
    ) {
      try links.url(for: Page.handle("new"))
    }
    #expect(throws: LinkError.self) { try links.url(for: Page.handle("42")) }
    #expect(try links.url(for: Page.handle("newer")) == "myapp://users/newer")
    #expect(try links.route(from: "myapp://users/newer") == AnyRoute(Page.handle("newer")))
  }

  @Test func refusesToPrintMoreRoutesThanTheMapReads() throws {
    let links = try Self.links()
    let router = try Self.router(path: (0..<40).map { _ in .posts })
    #expect(throws: LinkError.tooManySegments(limit: 32)) { try links.url(for: router.state) }
    let sheet = try Self.router(path: [], sheet: (0..<40).map { _ in .posts })
    #expect(throws: LinkError.tooManySegments(limit: 32)) { try links.url(for: sheet.state) }
    // Within the limit, what prints opens.
    let fits = try Self.router(path: (0..<31).map { _ in .posts })
    let url = try links.url(for: fits.state)
    #expect(try Self.router(path: []).open(url, with: links))
  }

  /// The stack's ID is a segment of the link too: 31 routes of one segment each fit the
  /// default 32 segments, 32 do not.
  @Test func theStackIsOneOfTheSegments() throws {
    let links = try Self.links()
    let fits = try Self.router(path: (0..<31).map { _ in .posts })
    let url = try links.url(for: fits.state)
    #expect(url.split(separator: "/").count == 33)  // "myapp:", then 32 segments
    let over = try Self.router(path: (0..<32).map { _ in .posts })
    #expect(throws: LinkError.tooManySegments(limit: 32)) { try links.url(for: over.state) }
  }

  @Test func refusesToPrintAValueLongerThanTheMapReads() throws {
    let links = try Self.links()
    let long = String(repeating: "a", count: 1_500)
    #expect(throws: LinkError.parameterTooLong(length: 1_500, limit: 1_024)) {
      try links.url(for: Page.handle(long))
    }
    let router = try Self.router(path: [.handle(long)])
    #expect(throws: LinkError.parameterTooLong(length: 1_500, limit: 1_024)) {
      try links.url(for: router.state)
    }
    // A layer's chain is one query value, under the same limit.
    let chain = String(repeating: "b", count: 600)
    let sheet = try Self.router(path: [], sheet: [.handle(chain), .handle(chain)])
    #expect(throws: LinkError.self) { try links.url(for: sheet.state) }
    var raised = links
    raised.limits = LinkLimits(maxParameterLength: 4_000)
    #expect(
      try raised.route(from: try raised.url(for: Page.handle(long))) == AnyRoute(Page.handle(long)))
  }

  @Test func refusesToPrintALinkLongerThanTheMapReads() throws {
    var links = try Self.links()
    links.limits = LinkLimits(maxURLLength: 64)
    let router = try Self.router(path: (0..<10).map { .user($0) })
    #expect(throws: LinkError.urlTooLong(length: 92, limit: 64)) {
      try links.url(for: router.state)
    }
  }

  @Test func refusesToPrintAStateThatNoLinkPatternReadsAsPrinted() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.registerRoute("posts", as: Page.self) { _ in
      .posts
    } print: {
      $0 == .posts ? LinkValues() : nil
    }
    let router = try Self.router(path: [.posts])
    // Without state links, nothing reads the link.
    #expect(throws: LinkError.self) { try links.url(for: router.state) }
    // A link pattern registered before them takes the link, and opens something else.
    try links.register("home/posts") { _ in .tab("inbox") }
    try links.registerStateLinks()
    #expect(throws: LinkError.self) { try links.url(for: router.state) }
    router.push(Page.posts)
    #expect(try links.url(for: router.state) == "myapp://home/posts/posts")
  }

  @Test func readsACatchAllThatMatchesNothingAtTheEndOfAChain() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.registerRoute("files/**path", as: [String].self) { match in
      try match.rest()
    } print: { parts in
      LinkValues(parameters: [:], rest: parts)
    }
    try links.registerRoute("tags/:name", as: String.self) { match in
      try match.parameter("name")
    } print: { name in
      ["name": name]
    }
    try links.registerStateLinks()
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "home"))
    router.visible.push(contentsOf: ["a b", [String]()])
    router.present(.sheet([String]()))
    let url = try links.url(for: router.state)
    #expect(url == "myapp://home/tags/a%20b/files?sheet=files")
    let reopened = Router(try NavigationState(tabs: ["home", "inbox"], selected: "inbox"))
    #expect(reopened.open(url, with: links))
    #expect(reopened.state == router.state)
  }
}
