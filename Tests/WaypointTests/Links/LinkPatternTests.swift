import Testing
import Waypoint

@Suite struct LinkPatternTests {
  @Test(arguments: [
    ("users/:id", [PatternSegment.literal("users"), .parameter("id")]),
    ("/users//:id/", [.literal("users"), .parameter("id")]),
    ("files/*/raw", [.literal("files"), .wildcard, .literal("raw")]),
    ("docs/**", [.literal("docs"), .catchAll(nil)]),
    ("docs/**path", [.literal("docs"), .catchAll("path")]),
    ("a%2Fb/c%20d", [.literal("a/b"), .literal("c d")]),
    ("myapp://profile/:id", [.literal("profile"), .parameter("id")]),
    ("https://Example.com/users/:id", [.literal("users"), .parameter("id")]),
    ("", []),
  ])
  func parsesSegments(text: String, segments: [PatternSegment]) throws {
    #expect(try LinkPattern(parsing: text).segments == segments)
  }

  @Test func keepsSchemeAndHostLowercased() throws {
    let web = try LinkPattern(parsing: "HTTPS://Example.COM/users/:id")
    #expect(web.scheme == "https")
    #expect(web.domain == "example.com")
    let custom = try LinkPattern(parsing: "myapp://users/:id")
    #expect(custom.scheme == "myapp")
    #expect(custom.domain == nil)
    #expect(custom.segments.first == .literal("users"))
  }

  @Test(arguments: [
    "users/:", "users/:id/:id", "docs/**/more", "a/**x/b", "*x", "a/%zz", "a?b=1", "1app://x",
    "https:///users", "a/:bad name",
  ])
  func rejectsInvalidPatterns(text: String) {
    #expect {
      try LinkPattern(parsing: text)
    } throws: { error in
      guard case .invalidPattern(let pattern, _) = error as? LinkError else { return false }
      return pattern == text
    }
  }

  @Test func rejectsAQueryNameThatRepeatsAParameter() {
    #expect(throws: LinkError.self) {
      try LinkPattern(parsing: "users/:id", query: [.optional("id")])
    }
  }
}
