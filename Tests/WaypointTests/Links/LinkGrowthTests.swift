import Foundation
import Testing
import WaypointTestSupport

@testable import Waypoint

/// How registration and failing matches grow: route patterns are registered in place, and a
/// failing match on a table of 4^k patterns visits O(k) nodes.
@Suite struct LinkGrowthTests {
  enum Page: Hashable, Sendable {
    case user(Int)
    case post(Int)
  }

  static func registerUser(_ links: inout LinkMap) throws {
    try links.registerRoute("users/:id<Int>", as: Page.self) { match in
      .user(try match.parameter("id"))
    } print: { page in
      guard case .user(let id) = page else { return nil }
      return ["id": id]
    }
  }

  static func registerPost(_ links: inout LinkMap) throws {
    try links.registerRoute("posts/:id<Int>", as: Page.self) { match in
      .post(try match.parameter("id"))
    } print: { page in
      guard case .post(let id) = page else { return nil }
      return ["id": id]
    }
  }

  static let discard = Dialog.alert("Discard?", buttons: [.cancel("OK", value: 0)])

  // MARK: Registration in place

  /// Registering a route pattern changes the map's table in place while the map alone holds
  /// it: no table (and so no copy of its patterns and tree) is made per registration, which
  /// makes registering N route patterns O(N). The old code made a table per registration.
  @Test func routePatternsAreRegisteredInPlaceWhileTheTableIsTheMapsAlone() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("open/**routes") { _ in LinkTarget() }
    try links.registerRoute("first", as: Int.self) { _ in
      0
    } print: { _ in
      nil
    }
    let table = ObjectIdentifier(links.routes)
    for index in 0..<2_000 {
      try links.registerRoute("items\(index)/:id<Int>", as: Int.self) { match in
        try match.parameter("id")
      } print: { _ in
        nil
      }
      #expect(ObjectIdentifier(links.routes) == table)
    }
    links.registerDialog("discard", Self.discard)
    links.limits = LinkLimits(maxSegments: 64)
    #expect(ObjectIdentifier(links.routes) == table)
    #expect(try links.route(from: "myapp://items1999/7").value(as: Int.self) == 7)

    // A match shares the table: the next registration copies it once, then works in place.
    let match = try links.match("myapp://open/items3/4")
    try links.registerRoute("second", as: Int.self) { _ in
      2
    } print: { _ in
      nil
    }
    let copied = ObjectIdentifier(links.routes)
    #expect(copied != table)
    try links.registerRoute("third", as: Int.self) { _ in
      3
    } print: { _ in
      nil
    }
    #expect(ObjectIdentifier(links.routes) == copied)
    #expect(try match.routes() == [AnyRoute(4)])
  }

  /// A copy of a map, and a match made before, never see what is registered later.
  @Test func aCopyAndAnEarlierMatchDoNotSeeLaterRegistrations() throws {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("open/**routes") { _ in LinkTarget() }
    try Self.registerUser(&links)
    let url = "myapp://open/users/1/posts/2"
    let match = try links.match(url)
    #expect(throws: LinkError.self) { try match.routes() }

    var copy = links
    try Self.registerPost(&copy)
    copy.registerDialog("discard", Self.discard)
    copy.limits = LinkLimits(maxSegments: 3)

    #expect(try copy.route(from: "myapp://posts/2") == AnyRoute(Page.post(2)))
    #expect(try copy.url(for: Page.post(2)) == "myapp://posts/2")
    #expect(throws: LinkError.self) { try copy.match(url) }
    // The original: no `posts` pattern, no dialog, its own limits.
    #expect(throws: LinkError.self) { try links.route(from: "myapp://posts/2") }
    #expect(throws: LinkError.self) { try links.url(for: Page.post(2)) }
    #expect(links.registration(of: Self.discard) == nil)
    #expect(copy.registration(of: Self.discard)?.name == "discard")
    #expect(throws: LinkError.self) { try links.match(url).routes() }
    #expect(throws: LinkError.self) { try match.routes() }
    #expect(match.table.registered.count == 1)
    #expect(try links.match("myapp://open/users/1").routes() == [AnyRoute(Page.user(1))])

    // And the other way round: registering on the original leaves the copy as it was.
    try links.registerRoute("extra", as: Int.self) { _ in
      1
    } print: { _ in
      nil
    }
    #expect(throws: LinkError.self) { try copy.route(from: "myapp://extra") }
    #expect(try links.route(from: "myapp://extra") == AnyRoute(1))
    #expect(try copy.route(from: "myapp://users/5") == AnyRoute(Page.user(5)))
  }

  // MARK: Failing matches on an adversarial table

  /// Every pattern of `depth` segments each `:p<Int>`, `:p<Double>`, `:p` or `*`: 4^depth
  /// patterns, in precedence order (the first is all `Int`).
  static func adversarialPatterns(depth: Int) -> [String] {
    var patterns = [""]
    for level in 0..<depth {
      let kinds = [":p\(level)<Int>", ":p\(level)<Double>", ":p\(level)", "*"]
      patterns = patterns.flatMap { prefix in
        kinds.map { prefix.isEmpty ? $0 : prefix + "/" + $0 }
      }
    }
    return patterns
  }

  static func adversarialLinks(depth: Int, extra: [String] = []) throws -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    for pattern in adversarialPatterns(depth: depth) + extra {
      try links.register(pattern) { _ in LinkTarget() }
    }
    return links
  }

  /// A link of k + 1 segments that every branch accepts fails at the end of every one of the
  /// 4^k patterns. The old walk visited every node on the way (1 + 4 + … + 4^k: 5,461 at
  /// k = 6); the four branches of a node now have one shape, so once the first has failed
  /// the other three are not tried: the walk visits k + 1 nodes, one per level.
  @Test(arguments: [4, 5, 6])
  func aFailingLinkVisitsOneNodePerSegmentHoweverManyPatterns(depth: Int) throws {
    let links = try Self.adversarialLinks(depth: depth)
    let numbers = "myapp://" + (1...depth + 1).map(String.init).joined(separator: "/")
    let mixed =
      "myapp://" + (0...depth).map { ["x", "2.5", "7"][$0 % 3] }.joined(separator: "/")
    #expect(try links.visitedNodes(matching: numbers) == depth + 1)
    #expect(try links.visitedNodes(matching: mixed) == depth + 1)
    // The error is the one the full walk gives: the closest pattern is the first registered
    // through the deepest node reached, the end of the all-`Int` branch.
    let first = Self.adversarialPatterns(depth: depth)[0]
    #expect(throws: LinkError.noMatch(numbers, closest: first)) { try links.match(numbers) }
    // A link of k segments matches at the first try, each segment with its best type.
    let hit = "myapp://" + (0..<depth).map { ["7", "x", "2.5"][$0 % 3] }.joined(separator: "/")
    let expected = (0..<depth).map { [":p\($0)<Int>", ":p\($0)", ":p\($0)<Double>"][$0 % 3] }
    #expect(try links.match(hit).pattern.text == expected.joined(separator: "/"))
    #expect(try links.visitedNodes(matching: hit) == depth + 1)
  }

  /// A catch-all below the table's first branch takes the link once every pattern of that
  /// branch has failed, and the failed branches are still skipped.
  @Test func aCatchAllAfterFailedBranchesStillMatches() throws {
    let depth = 5
    let links = try Self.adversarialLinks(
      depth: depth, extra: [":p0<Int>/:p1/**rest", "*/*/*/*/*/**"])
    let numbers = "myapp://" + (1...depth + 1).map(String.init).joined(separator: "/")
    #expect(try links.match(numbers).pattern.text == ":p0<Int>/:p1/**rest")
    #expect(try links.visitedNodes(matching: numbers) <= 2 * (depth + 1))
    let words = "myapp://" + (1...depth + 1).map { "w\($0)" }.joined(separator: "/")
    #expect(try links.match(words).pattern.text == "*/*/*/*/*/**")
    #expect(try links.visitedNodes(matching: words) <= 4 * (depth + 1))
  }

  /// Shapes follow registration: a node that gets a second static child, a catch-all or a
  /// pattern end is no longer of the shape it shared with its siblings, whose failure then
  /// says nothing about it.
  @Test func aBranchThatChangedAfterItsSiblingsIsStillTried() throws {
    var links = LinkMap(schemes: ["myapp"])
    for pattern in [":x<Int>/a", ":x/a", "*/a"] {
      try links.register(pattern) { _ in LinkTarget() }
    }
    #expect(throws: LinkError.self) { try links.match("myapp://1/b") }
    try links.register("*/b") { _ in LinkTarget() }
    #expect(try links.match("myapp://1/b").pattern.text == "*/b")
    try links.register(":x/**rest") { _ in LinkTarget() }
    #expect(try links.match("myapp://1/c").pattern.text == ":x/**rest")
    try links.register(":x<Int>/a/c") { _ in LinkTarget() }
    try links.register(":x/a/d") { _ in LinkTarget() }
    #expect(try links.match("myapp://1/a/d").pattern.text == ":x/a/d")
    #expect(try links.match("myapp://1/a/e").pattern.text == ":x/**rest")
  }

  // MARK: Precedence, against a reference

  /// A pattern segment for the reference matcher: its rank in precedence order, and what it
  /// accepts; rank 7 is a catch-all.
  struct Piece: Sendable {
    let text: @Sendable (Int) -> String
    let rank: Int
    let accepts: @Sendable (String) -> Bool
  }

  static let pieces = [
    Piece(text: { _ in "a" }, rank: 0, accepts: { $0 == "a" }),
    Piece(text: { _ in "b" }, rank: 0, accepts: { $0 == "b" }),
    Piece(text: { ":x\($0)<Int>" }, rank: 1, accepts: { Int($0) != nil }),
    Piece(text: { ":x\($0)<Double>" }, rank: 2, accepts: { Double($0) != nil }),
    Piece(text: { ":x\($0)" }, rank: 5, accepts: { _ in true }),
    Piece(text: { _ in "*" }, rank: 6, accepts: { _ in true }),
  ]

  /// The precedence key of `pattern` for `link` when it matches: the ranks of the segments it
  /// uses, a catch-all last; the pattern that matches first has the smallest key, a shorter
  /// one (ending where the link ends) before a longer.
  static func key(_ pattern: [Piece], catchAll: Bool, _ link: [String]) -> [Int]? {
    guard catchAll ? link.count >= pattern.count : link.count == pattern.count else {
      return nil
    }
    for (piece, segment) in zip(pattern, link) where !piece.accepts(segment) { return nil }
    return pattern.map(\.rank) + (catchAll ? [7] : [])
  }

  /// Random tables of literals, typed and untyped parameters, wildcards and catch-alls match
  /// random links as the precedence rule says, failed branches skipped or not; checked as the
  /// table grows, so that a shape left stale by a registration shows.
  @Test(arguments: 0..<100)
  func randomTablesMatchInPrecedenceOrder(seed: UInt64) throws {
    var generator = SeededGenerator(seed: 0x5A4E_0000 &+ seed)
    var links = LinkMap(schemes: ["myapp"])
    var registered: [(text: String, pieces: [Piece], catchAll: Bool)] = []
    let words = ["a", "b", "1", "2.5", "z"]
    for _ in 0..<12 {
      for _ in 0..<2 {
        // Up to five segments, so that a registration passes several nodes that had a shape.
        let count = Int(generator.next() % 5) + 1
        let pieces = (0..<count).map { _ in Self.pieces[Int(generator.next() % 6)] }
        let catchAll = generator.next() % 4 == 0
        let texts = pieces.enumerated().map { $0.element.text($0.offset) }
        let text = (texts + (catchAll ? ["**rest"] : [])).joined(separator: "/")
        do {
          try links.register(text) { _ in LinkTarget() }
          registered.append((text, pieces, catchAll))
        } catch {
          // A pattern that conflicts with an earlier one is left out.
        }
      }
      for _ in 0..<40 {
        let link = (0..<Int(generator.next() % 6) + 1).map { _ in
          words[Int(generator.next() % 5)]
        }
        var best: (key: [Int], text: String)?
        for pattern in registered {
          guard let key = Self.key(pattern.pieces, catchAll: pattern.catchAll, link) else {
            continue
          }
          if best.map({ key.lexicographicallyPrecedes($0.key) }) ?? true {
            best = (key, pattern.text)
          }
        }
        let url = "myapp://" + link.joined(separator: "/")
        let matched = try? links.match(url).pattern.text
        #expect(matched == best?.text, "\(url)")
      }
    }
  }
}
