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
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
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
    #expect {
      try LinkPattern(parsing: text, query: query)
    } throws: { error in
      guard case .invalidPattern(let pattern, let actual) = error as? LinkError else {
        return false
      }
      return pattern == text && actual == reason
    }
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
