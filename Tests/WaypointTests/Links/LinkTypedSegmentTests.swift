import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// Typed parameters (`:id<Int>`): they take part in matching, with backtracking.
@MainActor
@Suite struct LinkTypedSegmentTests {
  @Test(arguments: [
    ("myapp://users/42", "users/:id<Int>"),
    ("myapp://users/-7", "users/:id<Int>"),
    ("myapp://users/+5", "users/:id<Int>"),
    ("myapp://users/%34%32", "users/:id<Int>"),
    ("myapp://users/devxoul", "users/:name"),
    ("myapp://users/4x", "users/:name"),
    ("myapp://users/-", "users/:name"),
    ("myapp://users/9223372036854775807", "users/:id<Int>"),
    ("myapp://users/-9223372036854775808", "users/:id<Int>"),
    ("myapp://users/9223372036854775808", "users/:name"),
    ("myapp://users/%EF%BC%94", "users/:name"),
  ])
  func anIntSegmentRejectsWhatIsNotAnIntSoAnotherPatternMatches(url: String, expected: String)
    throws
  {
    let links = try LinkFixtures.map(["users/:id<Int>", "users/:name"])
    let match = try links.match(url)
    #expect(match.pattern.text == expected)
    if expected == "users/:id<Int>" {
      // A typed parameter that matched always reads as its type.
      let text = try match.parameter("id", as: String.self)
      #expect(try match.parameter("id", as: Int.self) == Int(text))
    } else {
      #expect(throws: LinkError.self) { try match.parameter("id", as: Int.self) }
      #expect(try match.parameter("name", as: String.self).isEmpty == false)
    }
  }

  @Test func readsTheTypedValue() throws {
    let links = try LinkFixtures.map(["users/:id<Int>", "users/:name"])
    #expect(try links.match("myapp://users/42").parameter("id", as: Int.self) == 42)
    #expect(
      try links.match("myapp://users/devxoul").parameter("name", as: String.self) == "devxoul")
  }

  @Test func withoutAnotherPatternANonMatchingTypeIsNoMatch() throws {
    let links = try LinkFixtures.map(["users/:id<Int>"])
    #expect(throws: LinkError.noMatch("myapp://users/devxoul", closest: "users/:id<Int>")) {
      try links.match("myapp://users/devxoul")
    }
  }

  @Test(arguments: [
    ("myapp://items/4/edit", "items/:id<Int>/edit"),
    ("myapp://items/4/view", "items/:slug/:action"),
    ("myapp://items/x/edit", "items/:slug/:action"),
    ("myapp://items/4/edit/more", "items/**rest"),
  ])
  func backtracksOutOfATypedBranchThatFailsFurtherOn(url: String, expected: String) throws {
    let links = try LinkFixtures.map(["items/:id<Int>/edit", "items/:slug/:action", "items/**rest"])
    #expect(try links.match(url).pattern.text == expected)
  }

  nonisolated static let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

  @Test(arguments: [
    ("myapp://n/3", "n/:i<Int>"), ("myapp://n/3.5", "n/:d<Double>"),
    ("myapp://n/-1e3", "n/:d<Double>"),
    ("myapp://n/inf", "n/:d<Double>"), ("myapp://n/true", "n/:b<Bool>"),
    ("myapp://n/True", "n/:s"), ("myapp://n/\(uuid)", "n/:u<UUID>"),
    ("myapp://n/\(uuid.lowercased())", "n/:u<UUID>"), ("myapp://n/\(uuid.dropLast())", "n/:s"),
    ("myapp://n/x", "n/:s"),
  ])
  func triesTypesNarrowestFirstThenTheUntypedParameter(url: String, expected: String) throws {
    let links = try LinkFixtures.map([
      "n/:s", "n/:u<UUID>", "n/:b<Bool>", "n/:d<Double>", "n/:i<Int>", "n/static",
    ])
    #expect(try links.match(url).pattern.text == expected)
  }

  @Test func readsEveryTypeItMatched() throws {
    let links = try LinkFixtures.map(["t/:i<Int>/:d<Double>/:b<Bool>/:u<UUID>"])
    let match = try links.match("myapp://t/-2/0.25/false/\(Self.uuid)")
    #expect(try match.parameter("i", as: Int.self) == -2)
    #expect(try match.parameter("d", as: Double.self) == 0.25)
    #expect(try match.parameter("b", as: Bool.self) == false)
    #expect(try match.parameter("u", as: UUID.self) == UUID(uuidString: Self.uuid))
  }

  @Test func parsesTypedParameters() throws {
    let pattern = try LinkPattern(parsing: "users/:id<Int>/:ok<Bool>/*/:name")
    #expect(
      pattern.segments == [
        .literal("users"), .parameter("id", type: .int), .parameter("ok", type: .bool), .wildcard,
        .parameter("name"),
      ])
    #expect(pattern.names == ["id", "ok", "name"])
  }

  @Test(arguments: [
    "users/:id<Integer>", "users/:id<>", "users/:<Int>", "users/:id<int>", "users/:id<String>",
    "users/:id<Int", "users/:id<Int>x", "users/:id<<Int>>",
  ])
  func refusesUnknownTypes(text: String) {
    #expect {
      try LinkPattern(parsing: text)
    } throws: { error in
      guard case .invalidPattern(text, let reason) = error as? LinkError else { return false }
      return !reason.isEmpty
    }
  }

  @Test(arguments: [
    ("users/:id<Int>", "users/:n<Int>"), ("a/:x<UUID>/b", "a/:y<UUID>/b"), ("a/:x", "a/:y"),
  ])
  func refusesTheSameTypeTwiceAtOnePlace(first: String, second: String) throws {
    var links = try LinkFixtures.map([first])
    #expect(throws: LinkError.conflictingPatterns(second, existing: first)) {
      try links.register(second) { _ in LinkTarget() }
    }
    #expect(links.patterns.map(\.text) == [first])
  }

  enum Item: Hashable, Sendable {
    case byID(Int)
    case bySlug(String)
  }

  static func itemLinks() throws -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    try links.registerRoute("item/:id<Int>", as: Item.self) { match in
      .byID(try match.parameter("id"))
    } print: { item in
      guard case .byID(let id) = item else { return nil }
      return ["id": id]
    }
    try links.registerRoute("item/:slug", as: Item.self) { match in
      .bySlug(try match.parameter("slug"))
    } print: { item in
      guard case .bySlug(let slug) = item else { return nil }
      return ["slug": slug]
    }
    return links
  }

  @Test(arguments: [Item.byID(7), .byID(-1), .bySlug("seven"), .bySlug("7a")])
  func typedRoutePatternsPrintAndReadBack(item: Item) throws {
    let links = try Self.itemLinks()
    let url = try links.url(for: item)
    #expect(try links.route(from: url) == AnyRoute(item))
  }

  @Test func refusesToPrintAValueThatWouldNotReadAsItsType() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.registerRoute("item/:id<Int>", as: String.self) { match in
      try match.parameter("id")
    } print: { text in
      ["id": text]
    }
    #expect(try links.url(for: "12") == "myapp://item/12")
    #expect {
      try links.url(for: "twelve")
    } throws: { error in
      guard case .unprintableValue("item/:id<Int>", let reason) = error as? LinkError else {
        return false
      }
      return reason.contains("Int")
    }
  }

  @Test func typedRoutePatternsReadChainsOfRoutes() throws {
    var links = try Self.itemLinks()
    try links.registerStateLinks()
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "inbox"))
    #expect(router.open("myapp://home/item/5/item/five?sheet=item/6", with: links))
    #expect(
      router.state.stack("home")?.entries.map(\.route) == [
        AnyRoute(Item.byID(5)), AnyRoute(Item.bySlug("five")),
      ])
    #expect(router.visibleLayers.first?.layer.root == AnyRoute(Item.byID(6)))
    #expect(try links.url(for: router.state) == "myapp://home/item/5/item/five?sheet=item/6")
  }
}

/// Paths compared without case fold Unicode as `String.lowercased()` does.
@Suite struct LinkCaseFoldingTests {
  @Test(arguments: [
    "myapp://ÄPFEL/1", "myapp://äpfel/1", "myapp://Äpfel/1", "myapp://%C3%84PFEL/1",
    "myapp://%c3%a4pfel/1",
  ])
  func foldsUnicodeWhenPathsIgnoreCase(url: String) throws {
    let links = try LinkFixtures.map(["äpfel/:id"], isPathCaseSensitive: false)
    #expect(try links.match(url).parameter("id", as: Int.self) == 1)
    let upper = try LinkFixtures.map(["ÄPFEL/:id"], isPathCaseSensitive: false)
    #expect(try upper.match(url).pattern.text == "ÄPFEL/:id")
  }

  @Test func isCaseSensitiveByDefault() throws {
    let links = try LinkFixtures.map(["äpfel/:id", "users"])
    #expect(throws: LinkError.self) { try links.match("myapp://ÄPFEL/1") }
    #expect(throws: LinkError.self) { try links.match("myapp://USERS") }
    #expect(try links.match("myapp://äpfel/1").pattern.text == "äpfel/:id")
  }

  @Test(arguments: [
    // Kelvin sign: lowercased, it is the ASCII k.
    ("myapp://\u{212A}EY", true),
    ("myapp://KEY", true),
    ("myapp://kEy", true),
    ("myapp://apfel", false),
  ])
  func foldsExactlyAsLowercasedDoes(url: String, matches: Bool) throws {
    let links = try LinkFixtures.map(["key", "äpfel"], isPathCaseSensitive: false)
    #expect(((try? links.match(url)) != nil) == matches)
  }

  @Test func isNotLocaleAwareNorNormalising() throws {
    // "İ".lowercased() is "i" with a combining dot, so "İSTANBUL" is not "istanbul".
    let links = try LinkFixtures.map(["istanbul", "İzmir", "café"], isPathCaseSensitive: false)
    #expect(throws: LinkError.self) { try links.match("myapp://İSTANBUL") }
    #expect(try links.match("myapp://İZMIR").pattern.text == "İzmir")
    // No Unicode normalisation: a decomposed é is another segment.
    #expect(throws: LinkError.self) { try links.match("myapp://cafe%CC%81") }
    #expect(try links.match("myapp://CAF%C3%89").pattern.text == "café")
  }

  @Test func keepsTheCaseOfParameterValues() throws {
    let links = try LinkFixtures.map(["äpfel/:name"], isPathCaseSensitive: false)
    #expect(try links.match("myapp://ÄPFEL/Grün").parameter("name", as: String.self) == "Grün")
  }

  @Test func refusesLiteralsThatFoldAlike() throws {
    var links = try LinkFixtures.map(["ÄPFEL"], isPathCaseSensitive: false)
    #expect(throws: LinkError.conflictingPatterns("äpfel", existing: "ÄPFEL")) {
      try links.register("äpfel") { _ in LinkTarget() }
    }
  }

  @Test(arguments: ["myapp://%FF", "myapp://%C3", "myapp://\u{212A}%FF"])
  func aSegmentThatIsNotUTF8MatchesNoStaticSegment(url: String) throws {
    let links = try LinkFixtures.map(["key", ":any"], isPathCaseSensitive: false)
    #expect(try links.match(url).pattern.text == ":any")
  }
}
