import Foundation
import Testing
import Waypoint
import WaypointTestSupport

@Suite struct LinkMatchingTests {
  static let precedencePatterns = [
    "a/static/x", "a/:id/y", "a/*/z", "a/**rest", "b/:id", "b/new", "c/:id/d/e", "c/*/d/f",
  ]

  @Test(arguments: [
    ("myapp://a/static/x", "a/static/x"),
    ("myapp://a/static/y", "a/:id/y"),
    ("myapp://a/static/z", "a/*/z"),
    ("myapp://a/static/w", "a/**rest"),
    ("myapp://a/other/y", "a/:id/y"),
    ("myapp://a", "a/**rest"),
    ("myapp://b/new", "b/new"),
    ("myapp://b/old", "b/:id"),
    ("myapp://c/1/d/e", "c/:id/d/e"),
    ("myapp://c/1/d/f", "c/*/d/f"),
  ])
  func followsPrecedenceWithBacktracking(url: String, expected: String) throws {
    let links = try LinkFixtures.map(Self.precedencePatterns)
    #expect(try links.match(url).pattern.text == expected)
  }

  @Test(arguments: [
    "mail://inbox/message/42", "mail:/inbox/message/42", "mail:inbox/message/42",
    "mail:///inbox/message/42", "MAIL:/inbox//message/42/",
  ])
  func readsACustomSchemesPathWithOrWithoutTheDoubleSlash(url: String) throws {
    var links = LinkMap(schemes: ["mail"])
    try links.register("inbox/message/:id<Int>") { _ in LinkTarget() }
    let match = try links.match(url)
    #expect(match.pattern.text == "inbox/message/:id<Int>")
    #expect(try match.parameter("id", as: Int.self) == 42)
  }

  @Test(arguments: ["https:/example.com/a", "https:example.com/a", "http:/example.com/a"])
  func refusesAWebLinkWithoutTheDoubleSlash(url: String) throws {
    let links = try LinkFixtures.map(
      ["a"], schemes: ["https", "http"], domains: ["example.com"])
    #expect(
      throws: LinkError.malformedURL(url, reason: "an http or https link needs // and a host")
    ) {
      try links.match(url)
    }
  }

  @Test(arguments: [
    ("a/:id", "a/:name"), ("a/*", "a/*"), ("a/**", "a/**rest"), ("x/y", "x//y/"),
    ("https://example.com/p/:id", "https://EXAMPLE.com:443/p/:other"),
    ("users/:id<Int>", "users/:n<Int>"), ("https://*.example.com/a", "https://*.Example.com/a"),
  ])
  func reportsConflictsNamingBoth(first: String, second: String) throws {
    var links = try LinkFixtures.map(
      [first], schemes: ["myapp", "https"], domains: ["example.com"])
    #expect(throws: LinkError.conflictingPatterns(second, existing: first)) {
      try links.register(second) { _ in LinkTarget() }
    }
    #expect(links.patterns.map(\.text) == [first])
  }

  @Test(arguments: [("a/:id", "a/*"), ("a/:id", "a/**"), ("a/x", "a/:id"), ("a", "a/**")])
  func acceptsPatternsAtDifferentPrecedence(first: String, second: String) throws {
    let links = try LinkFixtures.map([first, second])
    #expect(links.patterns.count == 2)
  }

  @Test(arguments: [
    ("myapp://files/a%2Fb", "a/b"),
    ("myapp://files/caf%C3%A9", "café"),
    ("myapp://files/a+b", "a+b"),
    ("myapp://files/%20", " "),
    ("myapp://files/%41", "A"),
  ])
  func decodesEachSegmentAfterSplitting(url: String, value: String) throws {
    let links = try LinkFixtures.map(["files/:name"])
    #expect(try links.match(url).parameter("name", as: String.self) == value)
  }

  @Test(arguments: ["myapp://a%2Fb", "myapp://a%2fb", "myapp://%61%2F%62"])
  func matchesEncodedStaticSegments(url: String) throws {
    let links = try LinkFixtures.map(["a%2Fb"])
    #expect(try links.match(url).pattern.text == "a%2Fb")
  }

  @Test(arguments: [
    "myapp://users/42", "MYAPP://users/42", "MyApp://users/42/", "myapp://users//42",
    "myapp:///users/42", "myapp:users/42", "myapp://users/42#top", "myapp://users/42/?",
    "https://example.com/users/42", "HTTPS://EXAMPLE.com/users/42",
    "https://example.com:443/users/42",
  ])
  func toleratesCaseOfSchemeAndHostAndExtraSlashes(url: String) throws {
    let links = try LinkFixtures.map(
      ["users/:id"], schemes: ["myapp", "https"], domains: ["example.com"])
    #expect(try links.match(url).parameter("id", as: Int.self) == 42)
  }

  @Test(arguments: [("myapp://Users/42", false), ("myapp://users/42", true)])
  func comparesPathsWithCaseByDefault(url: String, matches: Bool) throws {
    let links = try LinkFixtures.map(["users/:id"])
    #expect(((try? links.match(url)) != nil) == matches)
    let insensitive = try LinkFixtures.map(["Users/:id"], isPathCaseSensitive: false)
    #expect(try insensitive.match(url).parameter("id", as: String.self) == "42")
  }

  @Test func keepsTheCaseOfParameters() throws {
    let links = try LinkFixtures.map(["users/:name"], isPathCaseSensitive: false)
    #expect(try links.match("myapp://USERS/Ada").parameter("name", as: String.self) == "Ada")
  }

  @Test func readsTypedParameters() throws {
    let links = try LinkFixtures.map(["t/:int/:uuid/:text/:hue/:double"])
    let uuid = UUID()
    let match = try links.match("myapp://t/-7/\(uuid.uuidString)/hi%21/green/2.5")
    #expect(try match.parameter("int", as: Int.self) == -7)
    #expect(try match.parameter("uuid", as: UUID.self) == uuid)
    #expect(try match.parameter("text", as: String.self) == "hi!")
    #expect(try match.parameter("hue", as: Hue.self) == Hue("green"))
    #expect(try match.parameter("double", as: Double.self) == 2.5)
  }

  @Test(arguments: [("int", "Int"), ("uuid", "UUID"), ("hue", "Hue")])
  func reportsAParameterOfTheWrongType(name: String, expected: String) throws {
    let links = try LinkFixtures.map(["t/:int/:uuid/:hue"])
    let match = try links.match("myapp://t/x/y/purple")
    #expect {
      switch name {
      case "int": _ = try match.parameter(name, as: Int.self)
      case "uuid": _ = try match.parameter(name, as: UUID.self)
      default: _ = try match.parameter(name, as: Hue.self)
      }
    } throws: { error in
      guard case .invalidParameter(name, _, expected, "t/:int/:uuid/:hue") = error as? LinkError
      else { return false }
      return true
    }
  }

  @Test(arguments: [
    ("x/:id", "id", "q"), ("x/:a_rather_long_parameter_name", "a_rather_long_parameter_name", "q"),
    ("x/:id", "id", "a_rather_long_query_item_name"), ("x/:i/:j/:k", "k", "q"),
  ])
  func findsNamesOfAnyLength(pattern: String, parameter: String, query: String) throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register(pattern, query: [.optional(query)]) { _ in LinkTarget() }
    let path = pattern.split(separator: "/").count == 2 ? "x/7" : "x/5/6/7"
    let match = try links.match("myapp://\(path)?\(query)=v")
    #expect(try match.parameter(parameter, as: Int.self) == 7)
    #expect(try match.query(query, as: String.self) == "v")
    #expect(throws: LinkError.unknownParameter(parameter + "x", pattern: pattern)) {
      try match.parameter(parameter + "x", as: Int.self)
    }
    #expect(throws: LinkError.unknownParameter("missing", pattern: pattern)) {
      try match.query("missing", as: String.self)
    }
  }

  @Test func readsTheCatchAllAfterAWildcard() throws {
    let links = try LinkFixtures.map(["repo/*/blob/**path"])
    let match = try links.match("myapp://repo/main/blob/src/a%2Fb/c.swift")
    #expect(match.pattern.text == "repo/*/blob/**path")
    #expect(try match.rest() == ["src", "a/b", "c.swift"])
    #expect(try match.parameter("path", as: String.self) == "src/a/b/c.swift")
  }

  @Test(arguments: [
    ("myapp://search?q=swift", "swift", nil),
    ("myapp://search?page=2&q=a+b", "a b", 2),
    ("myapp://search?q=%26%3D&page=3#frag", "&=", 3),
    ("myapp://search?q=", "", nil),
    ("myapp://search?q", "", nil),
  ])
  func readsTypedQueryItems(url: String, q: String, page: Int?) throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("search", query: [.required("q"), .optional("page")]) { _ in LinkTarget() }
    let match = try links.match(url)
    #expect(try match.query("q", as: String.self) == q)
    #expect(try match.query("page", as: Int.self) == page)
  }

  @Test(arguments: ["myapp://search", "myapp://search?page=2", "myapp://search?qq=1"])
  func requiresRequiredQueryItems(url: String) throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("search", query: [.required("q"), .optional("page")]) { _ in LinkTarget() }
    #expect(throws: LinkError.missingQueryItem("q", pattern: "search")) {
      try links.match(url)
    }
  }

  @Test(arguments: [
    ("other://users/1", LinkError.unsupportedScheme("other", accepted: ["myapp", "https"])),
    ("https://evil.com/users/1", .unsupportedHost("evil.com", accepted: ["example.com"])),
    (
      "https://evil.com@example.com/users/1",
      .unsupportedHost("evil.com@example.com", accepted: ["example.com"])
    ),
    (
      "users/1",
      .malformedURL(
        "users/1", reason: "it does not start with a scheme (the map reads myapp://, https://)")
    ),
    (
      "myapp://users/4 2",
      .malformedURL("myapp://users/4 2", reason: "it contains a space or a control character")
    ),
    (
      "myapp://users/%4",
      .malformedURL("myapp://users/%4", reason: "it has a % that is not followed by two hex digits")
    ),
    ("myapp://usres/1", .noMatch("myapp://usres/1", closest: nil)),
    ("myapp://users/1/edit", .noMatch("myapp://users/1/edit", closest: "users/:id")),
  ])
  func rejectsBadLinksWithTypedErrors(url: String, error: LinkError) throws {
    let links = try LinkFixtures.map(
      ["users/:id"], schemes: ["myapp", "https"], domains: ["example.com"])
    #expect(throws: error) { try links.match(url) }
  }

  @Test func appliesLimits() throws {
    var links = try LinkFixtures.map(["**"])
    links.limits = LinkLimits(maxURLLength: 64, maxSegments: 4, maxParameterLength: 8)
    #expect(throws: LinkError.urlTooLong(length: 73, limit: 64)) {
      try links.match("myapp://" + String(repeating: "a/", count: 32) + "a")
    }
    #expect(throws: LinkError.tooManySegments(limit: 4)) { try links.match("myapp://a/b/c/d/e") }
    #expect(throws: LinkError.parameterTooLong(length: 9, limit: 8)) {
      try links.match("myapp://abcdefghi")
    }
    #expect(throws: LinkError.parameterTooLong(length: 11, limit: 8)) {
      try links.match("myapp://a?x=123456789")
    }
    #expect(try links.match("myapp://a/b/c/d").rest() == ["a", "b", "c", "d"])
  }

  @Test(arguments: [(32, true), (33, false)])
  func hasSafeDefaultLimits(segments: Int, matches: Bool) throws {
    let links = try LinkFixtures.map(["**"])
    #expect(
      links.limits
        == LinkLimits(maxURLLength: 4_096, maxSegments: 32, maxParameterLength: 1_024))
    let url = "myapp://" + Array(repeating: "a", count: segments).joined(separator: "/")
    #expect(((try? links.match(url)) != nil) == matches)
  }

  @Test(arguments: ["%FF", "%C3", "%ED%A0%80"])
  func reportsSegmentsThatAreNotUTF8OnceDecoded(value: String) throws {
    let links = try LinkFixtures.map(["files/:name"])
    let match = try links.match("myapp://files/" + value)
    #expect(
      throws: LinkError.invalidParameter(
        "name", value: value, expected: "percent-encoded UTF-8", pattern: "files/:name")
    ) {
      try match.parameter("name", as: String.self)
    }
  }

  @Test func addsTheSchemeAndHostOfPatterns() throws {
    let links = try LinkFixtures.map(
      ["myapp://profile/:id", "https://example.com/users/:id/posts/:post"], schemes: [])
    #expect(throws: LinkError.unsupportedScheme("ftp", accepted: ["myapp", "https"])) {
      try links.match("ftp://profile/3")
    }
    #expect(links.domains == ["example.com"])
    let match = try links.match("https://example.com/users/1/posts/2")
    #expect(try match.parameter("post", as: Int.self) == 2)
    #expect(try links.match("myapp://profile/3").pattern.text == "myapp://profile/:id")
  }

  @Test func findsEachOfThousandsOfStaticSiblings() throws {
    // Thousands of static siblings and a parameter: every link finds its own pattern.
    let patterns = (0..<5_000).map { "s\($0)/:id" } + ["s0/x/y", ":any/x/z"]
    let links = try LinkFixtures.map(patterns)
    for index in stride(from: 0, to: 5_000, by: 499) {
      #expect(try links.match("myapp://s\(index)/9").pattern.text == "s\(index)/:id")
    }
    #expect(try links.match("myapp://s0/x/z").pattern.text == ":any/x/z")
  }
}
