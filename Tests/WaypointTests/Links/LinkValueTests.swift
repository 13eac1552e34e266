import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// A value of the app's own: a slug, read in lower case. Its `description` is not its link
/// text, so a link that printed it with `description` would not read back.
struct Slug: LinkValue, Hashable, Sendable, CustomStringConvertible {
  var text: String

  init(_ text: String) { self.text = text }

  init?(linkText: String) {
    guard !linkText.isEmpty, linkText.allSatisfy({ $0.isLetter || $0 == "-" }) else {
      return nil
    }
    text = linkText.lowercased()
  }

  var linkText: String { text }
  var description: String { "Slug(\(text))" }
}

/// An enum read and printed by its raw value.
enum MailBox: String, LinkValue, Hashable, Sendable, CustomStringConvertible {
  case inbox, archive
  var description: String { "MailBox.\(rawValue)" }
}

@Suite struct LinkValueTests {
  /// A route that carries one value as a parameter, a query value and query values.
  struct Carried<Value: LinkValue & Hashable & Sendable & CustomStringConvertible>: Hashable,
    Sendable
  {
    var parameter: Value
    var query: Value?
    var values: [Value]
  }

  /// A map with one route pattern for `Carried<Value>`: `v/:value<Type>?one&many`.
  static func links<Value: LinkValue & Hashable & Sendable & CustomStringConvertible>(
    for type: Value.Type, typed: ParameterType
  ) throws -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    let pattern = typed == .any ? "v/:value" : "v/:value<\(typed)>"
    try links.registerRoute(
      pattern, query: [.optional("one"), .optional("many")], as: Carried<Value>.self
    ) { match in
      Carried(
        parameter: try match.parameter("value"), query: try match.query("one"),
        values: try match.queryValues("many"))
    } print: { carried in
      var query = ["many": carried.values.map(\.linkText)]
      query["one"] = carried.query.map { [$0.linkText] }
      return LinkValues(parameters: ["value": carried.parameter.linkText], query: query)
    }
    return links
  }

  /// Prints `count` routes with random values of `Value` and reads each back; returns how
  /// many failed, recording the first few with the seed and the value.
  static func roundTrip<Value: LinkValue & Hashable & Sendable & CustomStringConvertible>(
    _ type: Value.Type, typed: ParameterType = .any, seed: UInt64, count: Int,
    _ random: (inout SeededGenerator) -> Value
  ) throws -> Int {
    var generator = SeededGenerator(seed: seed)
    let links = try links(for: type, typed: typed)
    var failures = 0
    for index in 0..<count {
      let many = (0..<Int.random(in: 0...3, using: &generator)).map { _ in random(&generator) }
      let carried = Carried(
        parameter: random(&generator),
        query: Bool.random(using: &generator) ? random(&generator) : nil, values: many)
      let message = "seed \(seed), \(Value.self) <\(typed)> #\(index): \(carried)"
      do {
        let url = try links.url(for: carried)
        let read = try links.route(from: url).value(as: Carried<Value>.self)
        if read != carried {
          failures += 1
          if failures <= 5 {
            Issue.record("\(message): \(url) reads back as \(String(describing: read))")
          }
        }
      } catch {
        failures += 1
        if failures <= 5 { Issue.record("\(message): \(error)") }
      }
    }
    return failures
  }

  static let alphabet = Array("aZ09-._~ /%?#&=+:@!$'()*,;[]éßİ漢🙂\te\u{301}")

  static func text(_ generator: inout SeededGenerator) -> String {
    let length = Int.random(in: 1...12, using: &generator)
    return String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
  }

  static func scalar(_ generator: inout SeededGenerator) -> Unicode.Scalar {
    while true {
      let bits = UInt32.random(in: 0...0x10_FFFF, using: &generator)
      if let scalar = Unicode.Scalar(bits) { return scalar }
    }
  }

  static func uuid(_ generator: inout SeededGenerator) -> UUID {
    let hex = (0..<32).map { _ in String(Int.random(in: 0..<16, using: &generator), radix: 16) }
    let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { hex[$0].joined() }
    return UUID(uuidString: groups.joined(separator: "-")) ?? UUID()
  }

  static func integer<Value: FixedWidthInteger>(_ generator: inout SeededGenerator) -> Value {
    Value.random(in: Value.min...Value.max, using: &generator)
  }

  /// Any `Double` but NaN (which equals nothing, itself included): bit patterns, so
  /// infinities, zeros of either sign and subnormals too.
  static func double(_ generator: inout SeededGenerator) -> Double {
    let value = Double(bitPattern: generator.next())
    return value.isNaN ? .infinity : value
  }

  static func float(_ generator: inout SeededGenerator) -> Float {
    let value = Float(bitPattern: UInt32.random(in: 0...UInt32.max, using: &generator))
    return value.isNaN ? -.infinity : value
  }

  /// The conforming types, each round-tripped on its own.
  enum Kind: String, CaseIterable, Sendable {
    case string, substring, character, scalar, bool, int, int8, int16, int32, int64
    case uint, uint8, uint16, uint32, uint64, double, float, uuid
    case typedInt, typedDouble, typedBool, typedUUID, slug, rawValue
  }

  static let seed: UInt64 = 0x11AC_7A1E
  static let count = 300

  /// `Int128` and `UInt128`, on the OS releases that have them: random values, and the
  /// minimum and maximum, read back as printed, in a link and alone.
  @Test func theIntegersOf128BitsReadBackAsPrinted() throws {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    try Self.roundTripIntegersOf128Bits()
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  static func roundTripIntegersOf128Bits() throws {
    let (seed, count) = (Self.seed, Self.count)
    let signed = Int128.self  // availability: checked, in a declaration for macOS 15 and later
    let unsigned = UInt128.self  // availability: checked, in a declaration for macOS 15 and later
    #expect(try roundTrip(signed, seed: seed, count: count, integer) == 0)
    #expect(try roundTrip(unsigned, seed: seed, count: count, integer) == 0)
    let ends = try roundTrip(signed, seed: seed, count: 50) {
      Bool.random(using: &$0) ? .min : .max
    }
    #expect(ends == 0)
    #expect(
      try roundTrip(unsigned, seed: seed, count: 50) { Bool.random(using: &$0) ? 0 : .max } == 0)
    for value in [signed.min, signed.max, 0, -1] {
      #expect(signed.init(linkText: value.linkText) == value)
    }
    #expect(signed.max.linkText == "170141183460469231731687303715884105727")
    #expect(signed.min.linkText == "-170141183460469231731687303715884105728")
    #expect(unsigned.max.linkText == "340282366920938463463374607431768211455")
    #expect(unsigned.init(linkText: unsigned.max.linkText) == unsigned.max)
    #expect(signed.init(linkText: "170141183460469231731687303715884105728") == nil)
    #expect(unsigned.init(linkText: "340282366920938463463374607431768211456") == nil)
    #expect(unsigned.init(linkText: "-1") == nil)
  }

  @Test(arguments: Kind.allCases)
  func everyStandardTypeReadsBackAsPrinted(kind: Kind) throws {
    let (seed, count) = (Self.seed, Self.count)
    let failures: Int
    switch kind {
    case .string: failures = try Self.roundTrip(String.self, seed: seed, count: count, Self.text)
    case .substring:
      failures = try Self.roundTrip(Substring.self, seed: seed, count: count) {
        Substring(Self.text(&$0))
      }
    case .character:
      failures = try Self.roundTrip(Character.self, seed: seed, count: count) {
        Self.alphabet.randomElement(using: &$0) ?? "a"
      }
    case .scalar:
      failures = try Self.roundTrip(Unicode.Scalar.self, seed: seed, count: count, Self.scalar)
    case .bool:
      failures = try Self.roundTrip(Bool.self, seed: seed, count: count) {
        Bool.random(using: &$0)
      }
    case .int: failures = try Self.roundTrip(Int.self, seed: seed, count: count, Self.integer)
    case .int8: failures = try Self.roundTrip(Int8.self, seed: seed, count: count, Self.integer)
    case .int16: failures = try Self.roundTrip(Int16.self, seed: seed, count: count, Self.integer)
    case .int32: failures = try Self.roundTrip(Int32.self, seed: seed, count: count, Self.integer)
    case .int64: failures = try Self.roundTrip(Int64.self, seed: seed, count: count, Self.integer)
    case .uint: failures = try Self.roundTrip(UInt.self, seed: seed, count: count, Self.integer)
    case .uint8: failures = try Self.roundTrip(UInt8.self, seed: seed, count: count, Self.integer)
    case .uint16:
      failures = try Self.roundTrip(UInt16.self, seed: seed, count: count, Self.integer)
    case .uint32:
      failures = try Self.roundTrip(UInt32.self, seed: seed, count: count, Self.integer)
    case .uint64:
      failures = try Self.roundTrip(UInt64.self, seed: seed, count: count, Self.integer)
    case .double: failures = try Self.roundTrip(Double.self, seed: seed, count: count, Self.double)
    case .float: failures = try Self.roundTrip(Float.self, seed: seed, count: count, Self.float)
    case .uuid: failures = try Self.roundTrip(UUID.self, seed: seed, count: count, Self.uuid)
    case .typedInt:
      failures = try Self.roundTrip(Int.self, typed: .int, seed: seed, count: count, Self.integer)
    case .typedDouble:
      failures = try Self.roundTrip(
        Double.self, typed: .double, seed: seed, count: count, Self.double)
    case .typedBool:
      failures = try Self.roundTrip(Bool.self, typed: .bool, seed: seed, count: count) {
        Bool.random(using: &$0)
      }
    case .typedUUID:
      failures = try Self.roundTrip(UUID.self, typed: .uuid, seed: seed, count: count, Self.uuid)
    case .slug:
      failures = try Self.roundTrip(Slug.self, seed: seed, count: count) { generator in
        let letters = Array("abcxyzé-")
        let length = Int.random(in: 1...10, using: &generator)
        let text = String((0..<length).map { _ in letters.randomElement(using: &generator) ?? "a" })
        return Slug(linkText: text) ?? Slug("a")
      }
    case .rawValue:
      failures = try Self.roundTrip(MailBox.self, seed: seed, count: count) {
        Bool.random(using: &$0) ? .inbox : .archive
      }
    }
    print("LinkValueTests \(kind) seed \(seed): \(count) routes, \(failures) failed")
    #expect(failures == 0, "seed \(seed): \(kind)")
  }

  @Test func readsAnAppsOwnValueAsAParameterAQueryValueAndQueryValues() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("posts/:slug/:box", query: [.optional("q"), .optional("tag")]) { _ in
      LinkTarget()
    }
    let match = try links.match("myapp://posts/Hello-World/archive?q=Swift&tag=a-b&tag[]=C")
    #expect(try match.parameter("slug", as: Slug.self) == Slug(linkText: "hello-world"))
    let inferred: Slug = try match.parameter("slug")
    #expect(inferred.text == "hello-world")
    #expect(try match.parameter("box", as: MailBox.self) == .archive)
    #expect(try match.query("q", as: Slug.self)?.text == "swift")
    #expect(try match.queryValues("tag", as: Slug.self).map(\.text) == ["a-b", "c"])
    #expect(
      throws: LinkError.invalidParameter(
        "box", value: "x", expected: "MailBox", pattern: "posts/:slug/:box")
    ) {
      _ = try links.match("myapp://posts/a/x").parameter("box", as: MailBox.self)
    }
    #expect(
      throws: LinkError.invalidParameter(
        "tag", value: "1", expected: "Slug", pattern: "posts/:slug/:box")
    ) {
      _ = try links.match("myapp://posts/a/inbox?tag=b&tag=1").queryValues("tag", as: Slug.self)
    }
  }

  @Test func printsAnAppsOwnValueWithItsLinkText() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.registerRoute("posts/:slug/:box", as: Carried<Slug>.self) { match in
      Carried(parameter: try match.parameter("slug"), query: nil, values: [])
    } print: { carried in
      ["slug": carried.parameter, "box": MailBox.inbox]
    }
    let post = Carried<Slug>(parameter: Slug("hello"), query: nil, values: [])
    #expect(try links.url(for: post) == "myapp://posts/hello/inbox")
  }

  @Test(arguments: ["myapp://c/ab", "myapp://c/x?q=", "myapp://c/x?q=%C3%A9e"])
  func readsACharacterOnlyFromOneCharacter(url: String) throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("c/:c", query: [.optional("q")]) { _ in LinkTarget() }
    let match = try links.match(url)
    #expect(throws: LinkError.self) {
      _ = try match.parameter("c", as: Character.self)
      _ = try match.query("q", as: Character.self)
    }
    #expect(try links.match("myapp://c/%C3%A9?q=e%CC%81").query("q", as: Character.self) == "é")
  }

  @Test func readsUUIDsAndInfersStandardTypes() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("items/:id/:uuid", query: [.optional("q"), .optional("tag")]) { _ in
      LinkTarget()
    }
    let uuid = UUID()
    let match = try links.match("myapp://items/n7/\(uuid.uuidString)?q=n8&tag=n1&tag=n2")
    // UUID, read with the calls that read it before.
    #expect(try match.parameter("uuid", as: UUID.self) == uuid)
    #expect(try links.match("myapp://items/1/x?q=\(uuid)").query("q", as: UUID.self) == uuid)
    let uuids = try links.match("myapp://items/1/x?tag=\(uuid)").queryValues("tag", as: UUID.self)
    #expect(uuids == [uuid])
    // Standard types, inferred from the context as before.
    let number: Int = try links.match("myapp://items/42/x").parameter("id")
    let text = try links.match("myapp://items/42/x?q=a+b").query("q") ?? ""
    let flags: [Bool] = try links.match("myapp://items/1/x?tag=true&tag=false").queryValues("tag")
    #expect(number == 42 && text == "a b" && flags == [true, false])
  }
}
