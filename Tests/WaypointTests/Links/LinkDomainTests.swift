import Testing
import Waypoint
import WaypointTestSupport

/// Hosts and ports of `http` and `https` links: what the map accepts, which patterns a host
/// selects, and how links print with them.
@Suite struct LinkDomainTests {
  enum Episode: Hashable, Sendable {
    case list
    case episode(Int)
  }

  static func registerEpisodes(in links: inout LinkMap) throws {
    try links.registerRoute("v1/episodes", as: Episode.self) { _ in
      .list
    } print: {
      $0 == .list ? LinkValues() : nil
    }
    try links.registerRoute("v1/episodes/:id<Int>", as: Episode.self) { match in
      .episode(try match.parameter("id"))
    } print: { episode in
      guard case .episode(let id) = episode else { return nil }
      return ["id": id]
    }
  }

  // MARK: Ports

  @Test func aListedHostWithAPortMatchesWhatItPrints() throws {
    var links = try LinkMap(schemes: ["http"], domains: ["localhost:8080"])
    try Self.registerEpisodes(in: &links)
    try links.register("v1/episodes") { _ in LinkTarget() }

    let url = try links.url(for: Episode.list)
    #expect(url == "http://localhost:8080/v1/episodes")
    #expect(try links.match(url).pattern.text == "v1/episodes")
    #expect(try links.route(from: url) == AnyRoute(Episode.list))
    #expect(throws: LinkError.unsupportedHost("localhost", accepted: ["localhost:8080"])) {
      try links.match("http://localhost/v1/episodes")
    }
    #expect(throws: LinkError.unsupportedHost("localhost:9090", accepted: ["localhost:8080"])) {
      try links.match("http://localhost:9090/v1/episodes")
    }
  }

  @Test func aPatternWrittenWithAPortMatchesWhatItPrints() throws {
    var links = LinkMap(schemes: [])
    try links.register("http://localhost:8080/v1/episodes") { _ in LinkTarget() }
    try Self.registerEpisodes(in: &links)

    #expect(links.domains == ["localhost:8080"])
    let url = try links.url(for: Episode.list)
    #expect(url == "http://localhost:8080/v1/episodes")
    #expect(try links.match(url).pattern.text == "http://localhost:8080/v1/episodes")
    #expect(try links.route(from: url) == AnyRoute(Episode.list))
    #expect(throws: LinkError.self) { try links.match("http://localhost/v1/episodes") }
  }

  @Test(arguments: [
    ("https", "example.com", "https://example.com/"),
    ("https", "example.com:8443", "https://example.com:8443/"),
    ("http", "localhost:8080", "http://localhost:8080/"),
    ("http", "127.0.0.1:3000", "http://127.0.0.1:3000/"),
    ("http", "[::1]:8080", "http://[::1]:8080/"),
    ("https", "Example.COM", "https://example.com/"),
  ])
  func everyRoutePrintsAndReadsBackWithAndWithoutPorts(
    scheme: String, host: String, prefix: String
  ) throws {
    var links = try LinkMap(schemes: [scheme], domains: [host])
    try Self.registerEpisodes(in: &links)
    try LinkFixtures.registerScreens(in: &links)
    let routes: [AnyRoute] =
      [AnyRoute(Episode.list), AnyRoute(Episode.episode(7))]
      + [
        LinkScreen.profile(id: -3), .post(slug: "a b/c"), .settings, .about, .compose,
        .attachments,
      ].map { AnyRoute($0) }
    for route in routes {
      let url = try links.url(for: route.base)
      #expect(url.hasPrefix(prefix), "\(url)")
      #expect(try links.route(from: url) == route, "\(url)")
    }
  }

  @Test(arguments: [
    ("https://example.com/users/1", true), ("https://example.com:443/users/1", true),
    ("https://EXAMPLE.com:0443/users/1", true), ("https://example.com:/users/1", true),
    ("http://example.com/users/1", true), ("http://example.com:80/users/1", true),
    ("https://example.com:8443/users/1", false), ("http://example.com:443/users/1", false),
  ])
  func aHostWithoutAPortTakesTheDefaultPortOfTheLinksScheme(url: String, matches: Bool) throws {
    let links = try LinkFixtures.map(
      ["users/:id"], schemes: ["https", "http"], domains: ["example.com"])
    #expect(((try? links.match(url)) != nil) == matches)
  }

  @Test func aHostWithAPortAcceptsThatPortWhateverTheScheme() throws {
    let links = try LinkFixtures.map(
      ["users/:id"], schemes: ["https", "http"], domains: ["example.com:443"])
    #expect(try links.match("https://example.com/users/1").pattern.text == "users/:id")
    #expect(try links.match("http://example.com:443/users/1").pattern.text == "users/:id")
    #expect(throws: LinkError.unsupportedHost("example.com", accepted: ["example.com:443"])) {
      try links.match("http://example.com/users/1")
    }
  }

  @Test func aPortOutOfRangeIsAMalformedLink() throws {
    let links = try LinkFixtures.map(["users/:id"], schemes: ["https"], domains: ["example.com"])
    let url = "https://example.com:65536/users/1"
    #expect(
      throws: LinkError.malformedURL(url, reason: "its port is not a number from 0 to 65535")
    ) {
      try links.match(url)
    }
  }

  // MARK: Invalid hosts

  static let invalidHosts = [
    "**url", "", "evil.com@example.com", "example.com:99999", "example.com:", "example.com:http",
    "*example.com", "a.*.com", "*.*.example.com", "*:8080", "bücher.de", "a..b", ".example.com",
    "exa mple.com", "[zz]", "::1", "[::1]x", String(repeating: "a", count: 64),
  ]

  @Test(arguments: invalidHosts)
  func refusesAnInvalidHostInAPatternAtRegistration(host: String) throws {
    var links = try LinkMap(schemes: ["https"], domains: ["example.com"])
    let pattern = "https://\(host)/users/:id"
    #expect {
      try links.register(pattern) { _ in LinkTarget() }
    } throws: { error in
      guard case .invalidPattern(pattern, let reason) = error as? LinkError else { return false }
      return !reason.isEmpty
    }
    #expect(links.patterns.isEmpty)
    #expect(links.domains == ["example.com"])
  }

  @Test(arguments: invalidHosts)
  func refusesAnInvalidHostInTheMap(host: String) {
    #expect {
      try LinkMap(schemes: ["https"], domains: ["example.com", host])
    } throws: { error in
      guard case .invalidHost(host, let reason) = error as? LinkError else { return false }
      return (error as? LinkError)?.description.contains(reason) == true
    }
  }

  @Test(arguments: [
    "example.com", "EXAMPLE.com", "localhost:8080", "[::1]", "[::1]:8080", "127.0.0.1",
    "*.example.com", "*", "a_b.local", "xn--bcher-kva.de",
  ])
  func acceptsValidHosts(host: String) throws {
    let links = try LinkMap(schemes: ["https"], domains: [host])
    #expect(links.domains == [host.lowercased()])
    var withPattern = LinkMap(schemes: [])
    try withPattern.register("https://\(host)/a") { _ in LinkTarget() }
    #expect(withPattern.patterns.first?.domain == host.lowercased())
  }

  // MARK: Any host and subdomains

  @Test(arguments: [
    ("https://a.example.com/users/1", true), ("https://a.b.example.com/users/1", true),
    ("https://A.Example.COM/users/1", true), ("https://example.com/users/1", false),
    ("https://aexample.com/users/1", false), ("https://a.example.com.evil.com/users/1", false),
    ("https://evil.com@a.example.com/users/1", false),
    ("https://a.example.com:8443/users/1", false),
    ("https://.example.com/users/1", false),
  ])
  func aMapCanAcceptAnySubdomain(url: String, matches: Bool) throws {
    let links = try LinkFixtures.map(["users/:id"], schemes: ["https"], domains: ["*.example.com"])
    #expect(((try? links.match(url)) != nil) == matches)
    if !matches {
      #expect {
        try links.match(url)
      } throws: { error in
        switch error as? LinkError {
        case .unsupportedHost(_, ["*.example.com"]), .malformedURL: true
        default: false
        }
      }
    }
  }

  @Test(arguments: [
    ("https://anything.test/users/1", true), ("https://localhost:8080/users/1", true),
    ("https://[::1]:8080/users/1", true), ("https://evil.com@example.com/users/1", false),
    ("https://a..b/users/1", false), ("https://bücher.de/users/1", false),
  ])
  func aMapCanAcceptAnyHost(url: String, matches: Bool) throws {
    let links = try LinkFixtures.map(["users/:id"], schemes: ["https"], domains: ["*"])
    #expect(((try? links.match(url)) != nil) == matches)
  }

  static let scopedPatterns = [
    "https://shop.example.com/items/:id", "https://*.example.com/items/:id",
    "https://*.eu.example.com/items/:id", "https://*/items/:id", "items/:id",
    "items/:id/reviews", "https://shop.example.com:8443/items/:id", "about",
  ]

  @Test(arguments: [
    ("https://shop.example.com/items/1", "https://shop.example.com/items/:id"),
    ("https://SHOP.example.com:443/items/1", "https://shop.example.com/items/:id"),
    ("https://shop.example.com:8443/items/1", "https://shop.example.com:8443/items/:id"),
    ("https://a.example.com/items/1", "https://*.example.com/items/:id"),
    ("https://a.b.example.com/items/1", "https://*.example.com/items/:id"),
    ("https://x.eu.example.com/items/1", "https://*.eu.example.com/items/:id"),
    ("https://eu.example.com/items/1", "https://*.example.com/items/:id"),
    ("https://example.com/items/1", "https://*/items/:id"),
    ("https://other.org/items/1", "https://*/items/:id"),
    // No pattern of the host matches: on to the patterns written without a host.
    ("https://shop.example.com/items/1/reviews", "items/:id/reviews"),
    ("https://example.com/about", "about"),
    // Custom schemes have no host: only patterns written without one.
    ("myapp://items/1", "items/:id"),
  ])
  func comparesTheHostBeforeThePathMostSpecificFirst(url: String, expected: String) throws {
    let links = try LinkFixtures.map(
      Self.scopedPatterns, schemes: ["myapp", "https"], domains: ["example.com"])
    #expect(try links.match(url).pattern.text == expected)
  }

  @Test func aPatternsHostIsAcceptedForEveryPatternAndListed() throws {
    let links = try LinkFixtures.map(
      ["https://*.example.com/invite/:code", "settings"], schemes: ["https"],
      domains: ["example.com"])
    #expect(links.domains == ["example.com", "*.example.com"])
    #expect(try links.match("https://a.example.com/settings").pattern.text == "settings")
    #expect(throws: LinkError.noMatch("https://example.com/invite/x", closest: nil)) {
      try links.match("https://example.com/invite/x")
    }
    #expect(
      throws: LinkError.unsupportedHost("evil.com", accepted: ["example.com", "*.example.com"])
    ) {
      try links.match("https://evil.com/invite/x")
    }
  }

  @Test func patternsOfDifferentHostsDoNotConflict() throws {
    let patterns = [
      "https://a.example.com/p/:id", "https://b.example.com/p/:other", "https://*/p/:x",
      "p/:y", "http://a.example.com:8080/p/:z",
    ]
    let links = try LinkFixtures.map(patterns, schemes: [])
    #expect(links.patterns.map(\.text) == patterns)
    #expect(try links.match("http://a.example.com:8080/p/1").pattern.text == patterns[4])
    #expect(try links.match("https://b.example.com/p/1").pattern.text == patterns[1])
  }

  @Test func printsWithTheFirstExactHost() throws {
    var links = try LinkMap(schemes: ["https"], domains: ["*.example.com", "*", "example.com"])
    try Self.registerEpisodes(in: &links)
    #expect(try links.url(for: Episode.list) == "https://example.com/v1/episodes")

    var wildcardsOnly = try LinkMap(schemes: ["https"], domains: ["*.example.com"])
    try Self.registerEpisodes(in: &wildcardsOnly)
    #expect {
      try wildcardsOnly.url(for: Episode.list)
    } throws: { error in
      guard case .unprintableValue(_, let reason) = error as? LinkError else { return false }
      return reason.contains("no exact domain") && reason.contains("domains:")
    }
  }
}
