import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// Random trees of registered routes, printed and read back: a link the map prints opens
/// the state it was printed from, and a state or route the map refuses to print is one
/// whose link, written by hand, reads back as something else or is over a limit (with these
/// patterns every such link reads as something).
///
/// Each link is compared with a reference printer written here (segments percent-encoded
/// but for letters, digits, `-`, `.`, `_` and `~`), and read back through the public API.
@MainActor
@Suite struct LinkPrintPropertyTests {
  enum Page: Hashable, Sendable {
    case user(Int)
    case userPosts(Int)
    case posts
    case handle(String)
    case score(Double)
    case flag(Bool)
    case item(UUID)
    case doc(String, page: String)
    case files([String])
    /// Printed alone only: it has query items and a fragment.
    case search(String, tags: [String], section: String?)
  }

  /// The route patterns, one map with a custom scheme and one for `https` without case.
  static func links(web: Bool) throws -> LinkMap {
    var links =
      web
      ? try LinkMap(schemes: ["https"], domains: ["example.com"], isPathCaseSensitive: false)
      : LinkMap(schemes: ["myapp"])
    try links.registerRoute("users/:id<Int>", as: Page.self) { match in
      .user(try match.parameter("id"))
    } print: { page in
      guard case .user(let id) = page else { return nil }
      return ["id": id]
    }
    try links.registerRoute("users/:id<Int>/posts", as: Page.self) { match in
      .userPosts(try match.parameter("id"))
    } print: { page in
      guard case .userPosts(let id) = page else { return nil }
      return ["id": id]
    }
    try links.registerRoute("posts", as: Page.self) { _ in
      .posts
    } print: {
      $0 == .posts ? LinkValues() : nil
    }
    try links.registerRoute("users/:name", as: Page.self) { match in
      .handle(try match.parameter("name"))
    } print: { page in
      guard case .handle(let name) = page else { return nil }
      return ["name": name]
    }
    try links.registerRoute("scores/:value<Double>", as: Page.self) { match in
      .score(try match.parameter("value"))
    } print: { page in
      guard case .score(let value) = page else { return nil }
      return ["value": value]
    }
    try links.registerRoute("flags/:on<Bool>", as: Page.self) { match in
      .flag(try match.parameter("on"))
    } print: { page in
      guard case .flag(let on) = page else { return nil }
      return ["on": on]
    }
    try links.registerRoute("items/:id<UUID>", as: Page.self) { match in
      .item(try match.parameter("id", as: UUID.self))
    } print: { page in
      guard case .item(let id) = page else { return nil }
      return ["id": id.uuidString]
    }
    try links.registerRoute("docs/:area/:page", as: Page.self) { match in
      .doc(try match.parameter("area"), page: try match.parameter("page"))
    } print: { page in
      guard case .doc(let area, let name) = page else { return nil }
      return LinkValues(parameters: ["area": area, "page": name])
    }
    try links.registerRoute("files/**path", as: Page.self) { match in
      .files(try match.rest())
    } print: { page in
      guard case .files(let parts) = page else { return nil }
      return LinkValues(parameters: [:], rest: parts)
    }
    try links.registerRoute(
      "search", query: [.required("q"), .optional("tag")], as: Page.self
    ) { match in
      .search(
        try match.query("q") ?? "", tags: try match.queryValues("tag"),
        section: try match.fragment())
    } print: { page in
      guard case .search(let text, let tags, let section) = page else { return nil }
      return LinkValues(parameters: [:], query: ["q": [text], "tag": tags], fragment: section)
    }
    try links.registerStateLinks()
    return links
  }

  // MARK: Reference printer

  static func encoded(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF")
    var result = ""
    for byte in text.utf8 {
      if (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
      {
        result.append(Character(Unicode.Scalar(byte)))
      } else {
        result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
      }
    }
    return result
  }

  /// The path of a route, decoded, as its pattern spells it.
  static func segments(of page: Page) -> [String] {
    switch page {
    case .user(let id): ["users", "\(id)"]
    case .userPosts(let id): ["users", "\(id)", "posts"]
    case .posts: ["posts"]
    case .handle(let name): ["users", name]
    case .score(let value): ["scores", "\(value)"]
    case .flag(let on): ["flags", "\(on)"]
    case .item(let id): ["items", id.uuidString]
    case .doc(let area, let name): ["docs", area, name]
    case .files(let parts): ["files"] + parts
    case .search: ["search"]
    }
  }

  static func path(_ pages: [Page]) -> String {
    pages.flatMap(segments(of:)).map(encoded).joined(separator: "/")
  }

  static func prefix(web: Bool) -> String { web ? "https://example.com/" : "myapp://" }

  /// The link of one route, with its query items and fragment.
  static func referenceLink(_ page: Page, web: Bool) -> String {
    var link = prefix(web: web) + path([page])
    if case .search(let text, let tags, let section) = page {
      link += "?q=" + encoded(text) + tags.map { "&tag=" + encoded($0) }.joined()
      if let section { link += "#" + encoded(section) }
    }
    return link
  }

  /// What a state link shows: the stack, its routes, and the style and routes of a layer.
  struct Shown: Equatable, CustomStringConvertible {
    var stack: StackID
    var path: [AnyRoute]
    var layer: PresentationStyle?
    var layerRoutes: [AnyRoute] = []

    init(_ state: NavigationState) {
      let shown = state.content.shownStack
      stack = shown.id
      path = shown.entries.map(\.route)
      if let presented = shown.presented {
        layer = presented.style
        if case .stack(let stack) = presented.content {
          layerRoutes = (stack.root.map { [$0] } ?? []) + stack.entries.map(\.route)
        }
      }
    }

    var description: String {
      "\(path) on \(stack)" + (layer.map { " with a \($0) of \(layerRoutes)" } ?? "")
    }
  }

  static func referenceLink(_ shown: Shown, web: Bool) -> String {
    var link = prefix(web: web) + encoded(shown.stack.rawValue)
    if !shown.path.isEmpty {
      link += "/" + path(shown.path.compactMap { $0.value(as: Page.self) })
    }
    if let layer = shown.layer {
      link +=
        "?" + layer.rawValue + "=" + path(shown.layerRoutes.compactMap { $0.value(as: Page.self) })
    }
    return link
  }

  // MARK: Random trees

  static let alphabet = Array("aZ09-._~ /%?#&=+:@!$'()*,;[]éßİ漢🙂\te\u{301}")
  static let tabs: [StackID] = ["home", "in box", "é/ü?#&+"]

  static func randomText(_ generator: inout SeededGenerator) -> String {
    if Int.random(in: 0..<200, using: &generator) == 0 {
      return String(repeating: "é", count: 400)  // 2,400 bytes encoded: over the limit
    }
    let length = Int.random(in: 1...12, using: &generator)
    return String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
  }

  /// A route: mostly ones that print in any chain; sometimes a `users/:name` whose name
  /// reads as an `Int`, a `user` then `posts`, or a catch-all before other routes, which
  /// read back as other routes.
  static func randomPage(_ generator: inout SeededGenerator, alone: Bool = false) -> Page {
    switch Int.random(in: 0..<(alone ? 110 : 98), using: &generator) {
    case 0..<16: return .user(Int.random(in: -1_000...Int.max, using: &generator))
    case 16..<24: return .userPosts(Int.random(in: 0...99, using: &generator))
    case 24..<32: return .posts
    case 32..<46:
      return .handle(
        Int.random(in: 0..<6, using: &generator) == 0
          ? "\(Int.random(in: -9...99, using: &generator))" : randomText(&generator))
    case 46..<58:
      let value =
        Bool.random(using: &generator)
        ? Double(Int.random(in: -99...99, using: &generator)) / 8
        : Double(bitPattern: generator.next())
      return .score(value.isNaN ? .infinity : value)
    case 58..<64: return .flag(Bool.random(using: &generator))
    case 64..<72: return .item(randomUUID(&generator))
    case 72..<96: return .doc(randomText(&generator), page: randomText(&generator))
    case 96..<98:
      return .files(
        (0..<Int.random(in: 0...2, using: &generator)).map { _ in randomText(&generator) })
    default:
      let tags = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        Bool.random(using: &generator) ? randomText(&generator) : ""
      }
      return .search(
        Int.random(in: 0..<10, using: &generator) == 0 ? "" : randomText(&generator), tags: tags,
        section: Bool.random(using: &generator) ? randomText(&generator) : nil)
    }
  }

  static func randomUUID(_ generator: inout SeededGenerator) -> UUID {
    let hex = (0..<32).map { _ in String(Int.random(in: 0..<16, using: &generator), radix: 16) }
    let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { hex[$0].joined() }
    return UUID(uuidString: groups.joined(separator: "-")) ?? UUID()
  }

  static func randomChain(_ generator: inout SeededGenerator) -> [Page] {
    let count =
      Int.random(in: 0..<50, using: &generator) == 0
      ? Int.random(in: 28...40, using: &generator) : Int.random(in: 0...5, using: &generator)
    return (0..<count).map { _ in randomPage(&generator) }
  }

  /// A tab container (the selected tab at random) or a root stack, with routes pushed on
  /// the stack shown, and half the time a sheet or full-screen cover with a root and a path.
  static func randomState(_ generator: inout SeededGenerator, tabbed: Bool) throws
    -> NavigationState
  {
    let router =
      tabbed
      ? Router(
        try NavigationState(tabs: tabs, selected: tabs.randomElement(using: &generator) ?? "home"))
      : Router(NavigationState(stack: "main stack/ß"))
    router.visible.push(contentsOf: randomChain(&generator))
    if Bool.random(using: &generator) {
      let style: PresentationStyle = Bool.random(using: &generator) ? .sheet : .fullScreenCover
      let root = randomPage(&generator)
      router.present(
        .stack(
          style, root: root, path: randomChain(&generator).map { $0 as any Hashable & Sendable }))
    }
    return router.state
  }

  // MARK: The property

  struct Counts {
    var printed = 0
    var readsOtherwise = 0
    var overLimit = 0
    var failures = 0
  }

  static func isLimit(_ error: LinkError) -> Bool {
    switch error {
    case .urlTooLong, .tooManySegments, .parameterTooLong: true
    default: false
    }
  }

  @Test(arguments: [UInt64(0x5EED_2026)])
  func printedLinksReadBackToTheSameState(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let maps = [try Self.links(web: false), try Self.links(web: true)]
    // A state link dismisses layers and replaces the path: one router per shape reads all.
    let readers = [
      Router(try NavigationState(tabs: Self.tabs, selected: "home")),
      Router(NavigationState(stack: "main stack/ß")),
    ]
    for reader in readers { reader.onFailure = { _ in } }
    var trees = Counts()
    var routes = Counts()
    var reported = 0
    func fail(_ counts: inout Counts, _ message: String) {
      counts.failures += 1
      reported += 1
      if reported <= 10 {
        Issue.record("seed \(seed): \(message)")
      }
    }
    let count = 10_000
    for index in 0..<count {
      let web = Bool.random(using: &generator)
      let links = maps[web ? 1 : 0]

      // A tree.
      let tabbed = Int.random(in: 0..<10, using: &generator) < 7
      let state = try Self.randomState(&generator, tabbed: tabbed)
      let shown = Shown(state)
      let reference = Self.referenceLink(shown, web: web)
      let reader = readers[tabbed ? 0 : 1]
      let opened = reader.open(reference, with: links) ? Shown(reader.state) : nil
      do {
        let link = try links.url(for: state)
        trees.printed += 1
        if link != reference || opened != shown {
          fail(
            &trees,
            "tree \(index): \(shown) printed as \(link) (reference \(reference)), which opens "
              + "\(opened.map(String.init(describing:)) ?? "nothing")")
        }
      } catch let error where Self.isLimit(error) {
        trees.overLimit += 1
        #expect(throws: error, "seed \(seed): tree \(index)") {
          try links.linkTarget(for: reference)
        }
      } catch {
        trees.readsOtherwise += 1
        // Every route has a pattern: the link reads, as something else.
        if opened == nil || opened == shown {
          fail(
            &trees,
            "tree \(index): \(shown) refused (\(error)), but \(reference) opens "
              + "\(opened.map(String.init(describing:)) ?? "nothing")")
        }
      }

      // A route alone.
      let page = Self.randomPage(&generator, alone: true)
      let alone = Self.referenceLink(page, web: web)
      let read = try? links.route(from: alone)
      do {
        let link = try links.url(for: page)
        routes.printed += 1
        if link != alone || read != AnyRoute(page) {
          fail(
            &routes,
            "route \(index): \(page) printed as \(link) (reference \(alone)), which reads "
              + "as \(read.map(String.init(describing:)) ?? "nothing")")
        }
      } catch let error where Self.isLimit(error) {
        routes.overLimit += 1
        #expect(throws: error, "seed \(seed): route \(index)") { try links.route(from: alone) }
      } catch {
        routes.readsOtherwise += 1
        if read == nil || read == AnyRoute(page) {
          fail(&routes, "route \(index): \(page) refused (\(error)), but \(alone) reads it")
        }
      }
    }
    print(
      "LinkPrintPropertyTests seed \(seed): \(count) trees: \(trees.printed) printed, "
        + "\(trees.readsOtherwise) refused as reading back otherwise, \(trees.overLimit) refused "
        + "over a limit, \(trees.failures) failures; \(count) routes alone: \(routes.printed) "
        + "printed, \(routes.readsOtherwise) refused as reading back otherwise, "
        + "\(routes.overLimit) refused over a limit, \(routes.failures) failures")
    #expect(trees.failures == 0 && routes.failures == 0)
    // The generator reaches every outcome.
    #expect(trees.readsOtherwise > 0 && trees.overLimit > 0 && trees.printed > count * 3 / 4)
    #expect(routes.readsOtherwise > 0 && routes.overLimit > 0 && routes.printed > count * 3 / 4)
  }
}
