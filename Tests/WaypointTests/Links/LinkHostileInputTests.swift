import Testing
import Waypoint
import WaypointTestSupport

/// Generated malformed and hostile links: each one either matches a registered pattern,
/// whose values then read or fail with a typed error, or fails with a typed error.
@MainActor
@Suite struct LinkHostileInputTests {
  static let pieces = [
    "/", "//", "%", "%2", "%2F", "%FF", "%C3%A9", "%00", "?", "#", "&", "=", "+", ":", "@",
    "..", ".", "*", "**", " ", "\t", "\n", "\u{7F}", "é", "🙂", "a", "Z", "0", "42", "-1",
    "users", "section1", "items", "edit", "settings", "profile", "privacy", "sheet=", "tab=",
    "myapp:", "myapp://", "https://", "example.com", "EXAMPLE.COM:8080", "evil.com@",
    "http://", "localhost:8080", ":443", ":99999", "[::1]", "*.", "shop.", "a.example.org",
    "tag=", "tag[]=", "tag%5B%5D=", "[", "]", "#frag", "%C3%84", "Ä", "\u{212A}", "İ", "n",
    "true", "2.5", "-9223372036854775809", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "open",
    String(repeating: "a", count: 300), String(repeating: "/", count: 40),
    String(repeating: "x/", count: 40), String(repeating: "%41", count: 120),
  ]

  static let valid = [
    "myapp://users/42", "myapp://section1/7/items/9/edit?tab=a", "https://example.com/users/1",
    "myapp://home/profile/3/settings?sheet=compose/attachments", "myapp://files/a%2Fb/c",
    "myapp://section1/settings/profile/privacy", "myapp://users/devxoul#top",
    "https://shop.example.com:443/items/7?tag=a&tag[]=b", "http://localhost:8080/v1/x",
    "https://a.b.example.org/open/1", "myapp://%C3%84pfel/1", "myapp://n/2.5?tab=x&tab=y",
  ]

  static func makeLinks(isPathCaseSensitive: Bool = true) throws -> LinkMap {
    var links = try LinkMap(
      schemes: ["myapp", "https", "http"],
      domains: ["example.com", "localhost:8080", "*.example.org"],
      isPathCaseSensitive: isPathCaseSensitive)
    links.limits = LinkLimits(maxURLLength: 512, maxSegments: 16, maxParameterLength: 128)
    try LinkFixtures.registerScreens(in: &links)
    try links.registerStateLinks()
    for pattern in [
      "users/:id<Int>", "users/:name", "section1/:id/items/:item/edit",
      "section1/settings/profile/privacy", "files/**path", "search", "n/:i<Int>",
      "n/:d<Double>", "n/:b<Bool>", "n/:u<UUID>", "äpfel/:x", "https://shop.example.com/items/:id",
      "https://*.example.com/items/:id", "https://*.example.org/open/:id",
      "http://localhost:8080/v1/*",
    ] {
      try links.register(pattern, query: [.optional("tab"), .optional("tag")]) { _ in
        LinkTarget()
      }
    }
    try links.register("wild/*/x", query: [.required("q")]) { _ in LinkTarget() }
    return links
  }

  static func hostileLink(_ generator: inout SeededGenerator) -> String {
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      // Pieces glued together, often behind an accepted scheme.
      let prefix = Bool.random(using: &generator) ? "myapp://" : ""
      let count = Int.random(in: 0...12, using: &generator)
      return prefix
        + (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    case 1:
      // A valid link with a few characters replaced, inserted or removed.
      var characters = Array(valid.randomElement(using: &generator) ?? "")
      for _ in 0..<Int.random(in: 1...4, using: &generator) where !characters.isEmpty {
        let index = Int.random(in: 0..<characters.count, using: &generator)
        let piece = Array(pieces.randomElement(using: &generator) ?? "")
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: characters.replaceSubrange(index...index, with: piece)
        case 1: characters.insert(contentsOf: piece, at: index)
        default: characters.remove(at: index)
        }
      }
      return String(characters)
    default:
      // Random scalars, ASCII-heavy.
      let count = Int.random(in: 0...64, using: &generator)
      return String(
        String.UnicodeScalarView(
          (0..<count).compactMap { _ in
            Unicode.Scalar(
              Bool.random(using: &generator)
                ? UInt32.random(in: 0...0x7F, using: &generator)
                : UInt32.random(in: 0x80...0x1F6FF, using: &generator))
          }))
    }
  }

  @Test(arguments: [(UInt64(1), true), (2, true), (3, false), (4, false)])
  func handlesGeneratedHostileLinks(seed: UInt64, isPathCaseSensitive: Bool) throws {
    let links = try Self.makeLinks(isPathCaseSensitive: isPathCaseSensitive)
    let registered = Set(links.patterns.map(\.text))
    var generator = SeededGenerator(seed: seed)
    var matched = 0
    var failures: [String: Int] = [:]
    for _ in 0..<25_000 {
      let url = Self.hostileLink(&generator)
      do {
        let match = try links.match(url)
        matched += 1
        #expect(registered.contains(match.pattern.text), "\(url)")
        #expect(match.url == url)
        // Reading never crashes: a value or a typed error.
        for name in match.pattern.names {
          _ = try? match.parameter(name, as: String.self)
          _ = try? match.parameter(name, as: Int.self)
        }
        for item in match.pattern.declaredQuery {
          let first = try? match.query(item.name, as: String.self)
          if let all = try? match.queryValues(item.name, as: String.self) {
            // A single read is the first of all the values.
            #expect(first == all.first, "\(url)")
          }
        }
        _ = try? match.fragment()
        for case .parameter(let name, let type) in match.pattern.segments where type == .int {
          // A typed parameter that matched reads as its type.
          #expect((try? match.parameter(name, as: Int.self)) != nil, "\(url)")
        }
        _ = try? match.rest()
        _ = try? match.routes()
        _ = try? links.linkTarget(for: url)
      } catch {
        failures[String(describing: error).prefix(24).description, default: 0] += 1
        #expect(!error.description.isEmpty)
      }
    }
    // The generator reaches both outcomes, so the test exercises both.
    #expect(matched > 100)
    #expect(failures.count > 5)
  }

  @Test func aHostileLinkChangesNothingWhenOpened() throws {
    let links = try Self.makeLinks()
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "inbox"))
    var generator = SeededGenerator(seed: 99)
    for _ in 0..<2_000 {
      let url = Self.hostileLink(&generator)
      let before = router.state
      if let error = router.openingError(url, with: links) {
        #expect(router.state == before, "\(url): \(error)")
      }
    }
  }
}
