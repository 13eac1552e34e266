import Testing
import Waypoint
import WaypointTestSupport

/// `parameter(_:as: Int.self)` reads a plain run of digits straight from the link's bytes;
/// anything else goes through the parameter's text. Both ways must read what `Int(_:)`
/// reads from the decoded text, and fail where it fails.
@Suite struct LinkIntParameterTests {
  /// Bytes a segment may be made of: digits, signs, letters, an escape's parts, `+` read
  /// as a space or not.
  static let pieces = [
    "0", "1", "7", "9", "42", "-", "+", "a", "x", "%2B", "%2D", "%31", "%20", "9223372036854775807",
    "9223372036854775808", "00",
  ]

  static func randomSegment(_ generator: inout SeededGenerator) -> String {
    let count = Int.random(in: 1...4, using: &generator)
    return (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "0" }.joined()
  }

  @Test(arguments: 1...4)
  func anIntParameterReadsWhatIntReadsFromItsText(seed: UInt64) throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("n/:id/items/:item") { _ in LinkTarget() }
    try links.register("q/:id") { _ in LinkTarget() }
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<500 {
      let id = Self.randomSegment(&generator)
      let item = Self.randomSegment(&generator)
      for url in ["myapp://n/\(id)/items/\(item)", "myapp://q/\(id)?tab=1"] {
        let match = try links.match(url)
        let text = try match.parameter("id", as: String.self)
        let read = try? match.parameter("id", as: Int.self)
        #expect(read == Int(text), "\(url): read \(String(describing: read)) from \(text)")
      }
      let match = try links.match("myapp://n/\(id)/items/\(item)")
      let itemText = try match.parameter("item", as: String.self)
      #expect((try? match.parameter("item", as: Int.self)) == Int(itemText))
    }
  }

  @Test func theEdgesOfIntAreReadAsIntReadsThem() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("n/:id") { _ in LinkTarget() }
    let cases: [(String, Int?)] = [
      ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
      ("9223372036854775808", nil), ("-9223372036854775809", nil), ("+5", 5), ("-0", 0),
      ("+", nil), ("-", nil), ("5-", nil), ("%35", 5), ("1%2B", nil), ("007", 7),
    ]
    for (segment, expected) in cases {
      let match = try links.match("myapp://n/\(segment)")
      #expect((try? match.parameter("id", as: Int.self)) == expected, "\(segment)")
    }
  }
}
