import Testing
import Waypoint
import WaypointTestSupport

/// Static segments are read from the pattern's bytes: short ASCII ones inline, others (longer
/// than an inline string, not ASCII, or escaped) through the general path. Random literals of
/// every length around that limit read as the text split by hand, and links spelling them
/// match their patterns; invalid patterns keep their reasons, in the order they are checked.
@Suite struct LinkPatternLiteralTests {
  /// Pieces of a literal: as written, and as read.
  static let pieces: [(written: String, read: String)] = [
    ("a", "a"), ("Z", "Z"), ("7", "7"), ("-", "-"), ("_", "_"), ("~", "~"), ("é", "é"),
    ("ä", "ä"), ("ß", "ß"), ("😀", "😀"), ("%2F", "/"), ("%20", " "), ("%C3%A4", "ä"),
  ]

  static func literal(_ generator: inout SeededGenerator) -> (written: String, read: String) {
    var written = ""
    var read = ""
    for _ in 0..<Int.random(in: 1...24, using: &generator) {
      // Mostly ASCII letters, so that many literals stay ASCII and short.
      let piece: (written: String, read: String) =
        Int.random(in: 0..<4, using: &generator) == 0
        ? pieces[Int.random(in: 0..<pieces.count, using: &generator)] : ("q", "q")
      written += piece.written
      read += piece.read
    }
    return (written, read)
  }

  @Test func readsRandomLiteralsAsWritten() throws {
    var generator = SeededGenerator(seed: 0x5EED_11AE)
    var links = LinkMap(schemes: ["myapp"])
    var registered: [String] = []
    for index in 0..<300 {
      var written = ["p\(index)"]
      var expected: [PatternSegment] = [.literal("p\(index)")]
      // Up to nine segments: six are kept inline, the rest apart.
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        if Int.random(in: 0..<4, using: &generator) == 0 {
          written.append(":v\(written.count)")
          expected.append(.parameter("v\(written.count - 1)"))
        } else {
          let literal = Self.literal(&generator)
          written.append(literal.written)
          expected.append(.literal(literal.read))
        }
      }
      let text = written.joined(separator: "/")
      #expect(try LinkPattern(parsing: text).segments == expected, "\(text)")
      try links.register(text) { _ in LinkTarget() }
      registered.append(text)
    }
    for text in registered {
      let link =
        "myapp://"
        + text.split(separator: "/").map {
          $0.hasPrefix(":") ? "x" : String($0)
        }.joined(separator: "/")
      #expect(try links.match(link).pattern.text == text, "\(link)")
    }
  }

  @Test(
    arguments: [
      ("a?b=1", [], "declare query items with the query: argument, not in the path"),
      ("*x?y", [], "declare query items with the query: argument, not in the path"),
      ("x/y#f", [], "declare query items with the query: argument, not in the path"),
      ("a/b?://x", [], "\"a/b?\" is not a valid scheme"),
      ("1app://x?y", [], "\"1app\" is not a valid scheme"),
      ("myapp://a/b?c", [], "declare query items with the query: argument, not in the path"),
      ("https:///users", [], "an https pattern needs a host"),
      (
        "https://example.com?q", [], "declare query items with the query: argument, not in the path"
      ),
      ("users/:id/:id", [], "the name \"id\" is used twice"),
      ("users/:id/**id", [], "the name \"id\" is used twice"),
      ("docs/**/more", [], "a catch-all (**) must be the last segment"),
      ("a/%zz", [], "\"%zz\" has an invalid percent-encoding"),
      ("a/**re st", [], "\"re st\" is not a valid catch-all name"),
      ("a/**ré", [], "\"ré\" is not a valid catch-all name"),
      ("a/***", [], "\"*\" is not a valid catch-all name"),
      ("a/*x", [], "\"*x\": write * or ** alone, or **name"),
      (
        "a/:", [],
        "\":\" needs a name of letters, digits, _ or - after the colon, and optionally a type "
          + "such as <Int>"
      ),
      ("x/:id", [LinkQueryItem.optional("id")], "the name \"id\" is used twice"),
      ("x/:y", [.optional("q"), .required("q")], "the name \"q\" is used twice"),
      ("x/:y", [.optional("")], "a query item needs a name"),
      ("x/:y", [.optional(""), .optional("")], "the name \"\" is used twice"),
      // Names compared packed (two, of up to 16 bytes, and one query item) and as strings.
      ("x/:sixteen_bytes_16/:sixteen_bytes_16", [], "the name \"sixteen_bytes_16\" is used twice"),
      (
        "x/:seventeen_bytes17/:seventeen_bytes17", [],
        "the name \"seventeen_bytes17\" is used twice"
      ),
      ("x/:a/:b", [.optional("b")], "the name \"b\" is used twice"),
      ("x/:a/**rest", [.required("rest")], "the name \"rest\" is used twice"),
      ("x/:a/:b/:a", [], "the name \"a\" is used twice"),
      // The Kelvin sign is the letter K to Swift's `==`: the same name, written otherwise.
      ("x/:K", [.optional("\u{212A}")], "the name \"\u{212A}\" is used twice"),
      ("x/:a/:b", [.optional("\u{212A}"), .optional("K")], "the name \"K\" is used twice"),
      ("x/:a/:b", [.optional("c"), .optional("a")], "the name \"a\" is used twice"),
    ] as [(String, [LinkQueryItem], String)])
  func keepsTheReasonOfAnInvalidPattern(text: String, query: [LinkQueryItem], reason: String) {
    #expect(Self.reason(parsing: text, query: query) == reason)
  }

  /// Names that agree in their first 16 bytes are told apart, and patterns compare and hash
  /// by their text, segments and query items alone.
  @Test func tellsApartNamesAndPatterns() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register(
      "n/:sixteen_bytes_16a/:sixteen_bytes_16b", query: [.optional("sixteen_bytes_16")]
    ) { _ in LinkTarget() }
    let match = try links.match("myapp://n/1/2?sixteen_bytes_16=3")
    #expect(try match.parameter("sixteen_bytes_16a", as: Int.self) == 1)
    #expect(try match.parameter("sixteen_bytes_16b", as: Int.self) == 2)
    #expect(try match.query("sixteen_bytes_16", as: String.self) == "3")
    let pattern = try LinkPattern(parsing: "a/:id", query: [.optional("q")])
    #expect(match.pattern == match.pattern)
    #expect(pattern == (try LinkPattern(parsing: "a/:id", query: [.optional("q")])))
    #expect(pattern != (try LinkPattern(parsing: "a/:id", query: [.required("q")])))
    #expect(pattern != (try LinkPattern(parsing: "a/:id2", query: [.optional("q")])))
    let patterns: Set = [
      pattern, try LinkPattern(parsing: "a/:id", query: [.optional("q")]),
      try LinkPattern(parsing: "a/:id"),
    ]
    #expect(patterns.count == 2)
  }

  /// Patterns and query items are equal when their texts are, as Swift compares strings:
  /// by canonical equivalence, whatever bytes spell them.
  @Test func comparesTextsAsSwiftDoes() throws {
    let composed = try LinkPattern(parsing: "caf\u{E9}/:id", query: [.optional("caf\u{E9}")])
    let decomposed = try LinkPattern(
      parsing: "cafe\u{301}/:id", query: [.optional("cafe\u{301}")])
    #expect(composed == decomposed)
    #expect(Set([composed, decomposed]).count == 1)
    #expect(LinkQueryItem.optional("\u{212A}") == LinkQueryItem.optional("K"))
    #expect(Set([LinkQueryItem.optional("\u{212A}"), .optional("K")]).count == 1)
    #expect(LinkQueryItem.optional("K") != LinkQueryItem.required("K"))
  }

  /// A pattern of many segments, past those kept inline, matches, reads and prints back.
  @Test func readsAndPrintsAPatternOfManySegments() throws {
    var links = LinkMap(schemes: ["myapp"])
    let text = "a/b%2Fc/:one/d/e/:two<Int>/f/*/g/:three/**rest"
    try links.registerRoute(text, as: String.self) { match in
      try match.parameter("one") + "," + String(try match.parameter("two", as: Int.self))
        + "," + match.parameter("three") + "," + match.rest().joined(separator: ",")
    } print: { route in
      let parts = route.split(separator: ",").map(String.init)
      guard parts.count >= 3 else { return nil }
      var values: LinkValues = ["one": parts[0], "two": parts[1], "three": parts[2]]
      values.wildcards = ["w"]
      values.rest = Array(parts.dropFirst(3))
      return values
    }
    let parsed = try LinkPattern(parsing: text)
    #expect(parsed.segments.count == 11)
    #expect(parsed.segments[1] == .literal("b/c"))
    #expect(parsed.segments[5] == .parameter("two", type: .int))
    #expect(parsed.segments[10] == .catchAll("rest"))
    let route = try links.route(from: "myapp://a/b%2Fc/1/d/e/2/f/x/g/3/4/5")
    #expect(route.value(as: String.self) == "1,2,3,4,5")
    #expect(try links.url(for: "1,2,3,4,5") == "myapp://a/b%2Fc/1/d/e/2/f/w/g/3/4/5")
  }

  /// The scan reads eight bytes at a time: `://`, `?` and `#` are found at every offset.
  @Test func findsTheSchemeAndAQueryAtAnyOffset() throws {
    for length in 1...20 {
      let scheme = "s" + String(repeating: "x", count: length - 1)
      let pattern = try LinkPattern(parsing: scheme + "://a/:id/b://c")
      #expect(pattern.scheme == scheme)
      #expect(pattern.segments == [.literal("a"), .parameter("id"), .literal("b:"), .literal("c")])
      // A colon before the first `://` is in the scheme, which does not allow it.
      #expect(Self.reason(parsing: scheme + ":y://a") == "\"\(scheme):y\" is not a valid scheme")
      for mark in ["?", "#"] {
        #expect(
          Self.reason(parsing: "a/:" + String(repeating: "q", count: length) + mark)
            == "declare query items with the query: argument, not in the path")
      }
    }
  }

  /// A segment longer than a pattern keeps the length of (16 MB) is refused with a reason.
  @Test func refusesASegmentTooLongToKeep() {
    let text = "a/" + String(repeating: "x", count: 1 << 24)
    #expect(Self.reason(parsing: text) == "a segment is at most 16 MB of UTF-8")
  }

  /// The reason parsing `text` gives when it throws ``LinkError/invalidPattern(_:reason:)``
  /// naming `text`; `nil` when it parses or throws anything else.
  static func reason(parsing text: String, query: [LinkQueryItem] = []) -> String? {
    do {
      _ = try LinkPattern(parsing: text, query: query)
      return nil
    } catch {
      guard case .invalidPattern(let pattern, let reason) = error, pattern == text else {
        return nil
      }
      return reason
    }
  }

  /// A pattern with more names than a match keeps at hand, or longer ones, reads them from
  /// its segments.
  @Test func readsEveryNameOfAPatternWithMany() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("m/:a/:b/:c/:a_name_longer_than_sixteen/**rest") { _ in LinkTarget() }
    let match = try links.match("myapp://m/1/2/3/4/5/6")
    #expect(try match.parameter("a", as: String.self) == "1")
    #expect(try match.parameter("b", as: String.self) == "2")
    #expect(try match.parameter("c", as: String.self) == "3")
    #expect(try match.parameter("a_name_longer_than_sixteen", as: String.self) == "4")
    #expect(try match.rest() == ["5", "6"])
    #expect(throws: LinkError.self) { try match.parameter("d", as: String.self) }
  }
}
