import Foundation
import Waypoint
import WaypointTestSupport

/// `links`: matching deep links, from the URL string to typed parameters, with N patterns
/// for N = 10, 100, 1,000 and 10,000.
///
/// Workload: N patterns in blocks of five per section s (`section{s}`, `section{s}/:id`,
/// `section{s}/:id/items/:item`, `section{s}/:id/items/:item/edit`,
/// `section{s}/settings/profile/privacy`), each with an optional `tab` query item;
/// 100,000 seeded links such as `myapp://section3/42/items/7?tab=comments`: 80% hits spread
/// over all patterns, 20% misses, half with a query string.
///
/// - `match_ns`: median per link of `LinkMap.match` plus reading `id` and `item` as `Int`
///   and `tab` as a `String` (misses end in a thrown `LinkError`).
/// - `register_ms`: median time to create a map and register the N patterns.
/// - `split_ns`: splitting the same links into their path segments, the way a simple
///   router does (scheme and query cut off, `split(separator: "/")`), and nothing else.
/// - `naive_ns`: that split plus a linear scan over every pattern, keeping the one of
///   highest precedence.
///
/// Two more rows, at N = 10 and 10,000, each with `match_ns` and the `split_ns` of its own
/// links:
/// - `typed`: the same blocks with typed parameters and an untyped sibling
///   (`section{s}/:id<Int>`, `section{s}/:slug`, `section{s}/:id<Int>/items/:item<Int>`,
///   …); one hit in five is a slug (`section3/post-42`), which the `Int` branch rejects so
///   that matching goes on to `:slug`, and misses such as `section3/42/comments` backtrack
///   out of the `Int` branch. Reads `id` and `item` as `Int`, or `slug`.
/// - `repeated_query`: the plain patterns with optional `tab` and `tag` items; every link
///   carries three or four `tag` items, some as `tag[]`
///   (`?tag=a&tag[]=b&tab=comments&tag=c`). Reads every `tag` with `queryValues` and `tab`.
///
/// Growth rows, round-robin: `register` and `registerRoute` of the same N patterns (N = 1,000,
/// 4,000, 10,000; median ms); every pattern of k segments `:p<Int>`, `:p<Double>`, `:p` or `*`
/// (k = 6, 7, 8): median ns per failing link (k + 1 numbers) and per matching link (k numbers).
///
/// One row for printing, with the route patterns of a small app (eight, among them
/// `users/:id<Int>`, `users/:id<Int>/posts` and `posts`):
/// - `route_ns`: median per call of `LinkMap.url(for:)` for one route
///   (`myapp://users/42/posts`).
/// - `state_ns`: `LinkMap.url(for:)` for a state: a tab, three pushed routes and a sheet
///   with a root and one pushed route
///   (`myapp://home/users/7/docs/hello%20world/posts?sheet=compose/settings`).
enum LinksBenchmark {
  static let sizes = [10, 100, 1_000, 10_000]
  static let rowSizes = [10, 10_000]
  static let linkCount = 100_000

  @MainActor
  static func run(json: Bool) {
    var results: [[String: Any]] = []
    var rows: [(n: Int, match: Double, register: Double, split: Double, naive: Double)] = []
    for size in sizes {
      let patterns = makePatterns(count: size)
      let links = register(patterns)
      let workload = makeLinks(patternCount: size)
      let urls = workload.map(\.url)

      let match = Measure.medianNanoseconds(iterations: urls.count) { count in
        var sum = 0
        for index in 0..<count { sum &+= read(links, workload[index]) }
        blackHole(sum)
      }
      let register = registerMilliseconds(patterns)
      let split = Measure.medianNanoseconds(iterations: urls.count) { count in
        var sum = 0
        for index in 0..<count { sum &+= splitSegments(urls[index]).count }
        blackHole(sum)
      }
      let scanner = NaiveRouter(patterns: patterns)
      let naiveCount = size >= 1_000 ? 2_000 : urls.count
      let naive = Measure.medianNanoseconds(rounds: size >= 1_000 ? 5 : 15, iterations: naiveCount)
      {
        count in
        var sum = 0
        for index in 0..<count { sum &+= scanner.match(urls[index]) }
        blackHole(sum)
      }
      rows.append((size, match, register, split, naive))
      results.append([
        "n": size, "match_ns": Measure.rounded(match),
        "register_ms": (register * 1_000).rounded() / 1_000,
        "split_ns": Measure.rounded(split), "naive_ns": Measure.rounded(naive),
      ])
    }
    let typed = rowSizes.map { size in
      row(size, patterns: makeTypedPatterns(count: size), links: makeTypedLinks(patternCount: size))
    }
    let repeated = rowSizes.map { size in
      row(
        size, patterns: makePatterns(count: size), query: ["tab", "tag"],
        links: makeRepeatedQueryLinks(patternCount: size))
    }
    let printing = printingRow()
    let growth = growthRows()
    if json {
      func objects(_ rows: [(n: Int, match: Double, split: Double)]) -> [[String: Any]] {
        rows.map {
          ["n": $0.n, "match_ns": Measure.rounded($0.match), "split_ns": Measure.rounded($0.split)]
        }
      }
      print(
        Measure.json([
          "benchmark": "links", "results": results, "typed": objects(typed),
          "repeated_query": objects(repeated), "register_route": growth.routes,
          "adversarial": growth.adversarial,
          "printing": [
            "route_ns": Measure.rounded(printing.route),
            "state_ns": Measure.rounded(printing.state),
          ],
        ]))
      return
    }
    print("links: median ns per link (100,000 links, 80% hits, half with a query string)")
    print("       N    match_ns  register_ms    split_ns    naive_ns   match/split")
    for row in rows {
      print(
        String(
          format: "%8d %11.1f %12.2f %11.1f %11.1f %13.2f", row.n, row.match, row.register,
          row.split, row.naive, row.match / row.split))
    }
    let matches = rows.map(\.match)
    let spread = (matches.max() ?? 0) / max(matches.min() ?? 1, 1)
    print(String(format: "largest / smallest match_ns: %.2f", spread))
    for (name, extra) in [("typed segments", typed), ("repeated query items", repeated)] {
      let text = extra.map {
        String(format: "N = %d: %.1f ns (split %.1f ns)", $0.n, $0.match, $0.split)
      }
      print("\(name): " + text.joined(separator: ", "))
    }
    print(
      String(
        format: "printing: route %.1f ns, state %.1f ns (url(for:), median per call)",
        printing.route, printing.state))
    for line in growth.lines { print(line) }
  }

  typealias Growth = (routes: [[String: Any]], adversarial: [[String: Any]], lines: [String])

  /// The growth rows (see above): `registerRoute` beside `register`, and the adversarial table.
  static func growthRows() -> Growth {
    var result: Growth = ([], [], ["N, register ms, registerRoute ms, ratio:"])
    let parse: @Sendable (LinkMatch) -> Int = { _ in 0 }
    let printer: @Sendable (Int) -> LinkValues? = { _ in nil }
    for size in [1_000, 4_000, 10_000] {
      let patterns = makePatterns(count: size)
      var samples: (plain: [Double], routes: [Double]) = ([], [])
      for _ in 0..<7 {  // three rounds when one takes over a second
        var start = Measure.now()
        blackHole(register(patterns))
        samples.plain.append(Double(Measure.now() - start) / 1_000_000)
        start = Measure.now()
        var links = LinkMap(schemes: ["myapp"])
        for pattern in patterns {
          try? links.registerRoute(pattern, query: [.optional("tab")], parse: parse, print: printer)
        }
        blackHole(links)
        samples.routes.append(Double(Measure.now() - start) / 1_000_000)
        if samples.routes.count >= 3 && samples.routes[0] > 1_000 { break }
      }
      let (plain, routes) = (Measure.median(samples.plain), Measure.median(samples.routes))
      result.routes.append([
        "n": size, "register_ms": (plain * 1_000).rounded() / 1_000,
        "register_route_ms": (routes * 1_000).rounded() / 1_000,
      ])
      result.lines.append(
        String(format: "%8d %11.2f %11.2f %9.2f", size, plain, routes, routes / plain))
    }
    result.lines.append("adversarial table (4^k patterns), ns per link:")
    for depth in [6, 7, 8] {
      var patterns = [""]
      for kinds in (0..<depth).map({ [":p\($0)<Int>", ":p\($0)<Double>", ":p\($0)", "*"] }) {
        patterns = patterns.flatMap { prefix in kinds.map { prefix + "/" + $0 } }
      }
      let links = register(patterns, query: [])
      let hit = "myapp://" + (1...depth).map(String.init).joined(separator: "/")
      var samples: (failing: [Double], matching: [Double]) = ([], [])
      for _ in 0..<15 {
        for (url, fails) in [(hit + "/9", true), (hit, false)] {
          let count = fails ? 200 : 20_000
          let start = Measure.now()
          for _ in 0..<count { blackHole(try? links.match(url)) }
          let elapsed = Double(Measure.now() - start) / Double(count)
          if fails { samples.failing.append(elapsed) } else { samples.matching.append(elapsed) }
        }
      }
      let (fail, match) = (Measure.median(samples.failing), Measure.median(samples.matching))
      result.adversarial.append(["k": depth, "fail_ns": Int(fail), "match_ns": Int(match)])
      result.lines.append(String(format: "k = %d: fail %.1f ns, match %.1f ns", depth, fail, match))
    }
    return result
  }

  // MARK: Printing

  enum Screen: Hashable, Sendable {
    case user(Int)
    case userPosts(Int)
    case posts
    case doc(String)
    case compose
    case settings
    case about
    case search(String)
  }

  static let printCount = 20_000

  /// Measures `url(for:)` of one route and of a state, with a small app's route patterns.
  @MainActor
  static func printingRow() -> (route: Double, state: Double) {
    do {
      let links = try printingLinks()
      let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "inbox"))
      router.selectTab("home")
      router.visible.push(contentsOf: [Screen.user(7), Screen.doc("hello world"), Screen.posts])
      router.present(.sheet(Screen.compose, path: [Screen.settings]))
      let state = router.state
      _ = try links.url(for: state)
      _ = try links.url(for: Screen.userPosts(42))
      let route = Measure.medianNanoseconds(iterations: printCount) { count in
        var sum = 0
        for index in 0..<count {
          sum &+= (try? links.url(for: Screen.userPosts(index)))?.utf8.count ?? 0
        }
        blackHole(sum)
      }
      let printed = Measure.medianNanoseconds(iterations: printCount) { count in
        var sum = 0
        for _ in 0..<count { sum &+= (try? links.url(for: state))?.utf8.count ?? 0 }
        blackHole(sum)
      }
      return (route, printed)
    } catch {
      FileHandle.standardError.write(Data("benchmark printing: \(error)\n".utf8))
      exit(1)
    }
  }

  static func printingLinks() throws -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    try links.registerRoute("users/:id<Int>", as: Screen.self) { match in
      .user(try match.parameter("id"))
    } print: { screen in
      guard case .user(let id) = screen else { return nil }
      return ["id": id]
    }
    try links.registerRoute("users/:id<Int>/posts", as: Screen.self) { match in
      .userPosts(try match.parameter("id"))
    } print: { screen in
      guard case .userPosts(let id) = screen else { return nil }
      return ["id": id]
    }
    try links.registerRoute("docs/:page", as: Screen.self) { match in
      .doc(try match.parameter("page"))
    } print: { screen in
      guard case .doc(let page) = screen else { return nil }
      return ["page": page]
    }
    try links.registerRoute("search/:text", as: Screen.self) { match in
      .search(try match.parameter("text"))
    } print: { screen in
      guard case .search(let text) = screen else { return nil }
      return ["text": text]
    }
    let names: [(String, Screen)] = [
      ("posts", .posts), ("compose", .compose), ("settings", .settings), ("about", .about),
    ]
    for (name, screen) in names {
      try links.registerRoute(name, as: Screen.self) { _ in
        screen
      } print: {
        $0 == screen ? LinkValues() : nil
      }
    }
    try links.registerStateLinks()
    return links
  }

  /// Measures one extra row: `match_ns` and `split_ns` for `links` against `patterns`.
  @MainActor
  static func row(_ size: Int, patterns: [String], query: [String] = ["tab"], links: [Link])
    -> (n: Int, match: Double, split: Double)
  {
    let map = register(patterns, query: query)
    let urls = links.map(\.url)
    let match = Measure.medianNanoseconds(iterations: links.count) { count in
      var sum = 0
      for index in 0..<count { sum &+= read(map, links[index]) }
      blackHole(sum)
    }
    let split = Measure.medianNanoseconds(iterations: urls.count) { count in
      var sum = 0
      for index in 0..<count { sum &+= splitSegments(urls[index]).count }
      blackHole(sum)
    }
    return (size, match, split)
  }

  // MARK: Workload

  struct Link {
    var url: String
    /// 0–4: the kind of pattern hit; 5: a slug (typed row); -1: a miss.
    var kind: Int
    /// Whether to read every `tag` query item.
    var readsTags = false
  }

  static func makePatterns(count: Int) -> [String] {
    (0..<count).map { index in
      let section = "section\(index / 5)"
      switch index % 5 {
      case 0: return section
      case 1: return section + "/:id"
      case 2: return section + "/:id/items/:item"
      case 3: return section + "/:id/items/:item/edit"
      default: return section + "/settings/profile/privacy"
      }
    }
  }

  static func makeLinks(patternCount: Int) -> [Link] {
    var generator = SeededGenerator(seed: 0x5EED_0000 &+ UInt64(patternCount))
    let sections = patternCount / 5
    return (0..<linkCount).map { _ in
      let query = generator.next() % 2 == 0 ? "?tab=comments" : ""
      let id = generator.next() % 100_000
      let item = generator.next() % 1_000
      if generator.next() % 5 == 0 {
        // A miss: a path no pattern has, at varying depths.
        let section = Int(generator.next() % UInt64(sections))
        let path =
          switch generator.next() % 4 {
          case 0: "section\(section)/\(id)/comments"
          case 1: "section\(section)/\(id)/items/\(item)/delete"
          case 2: "archive\(section)/\(id)"
          default: "section\(section + sections)/\(id)"
          }
        return Link(url: "myapp://" + path + query, kind: -1)
      }
      let pattern = Int(generator.next() % UInt64(patternCount))
      let section = "section\(pattern / 5)"
      let path =
        switch pattern % 5 {
        case 0: section
        case 1: "\(section)/\(id)"
        case 2: "\(section)/\(id)/items/\(item)"
        case 3: "\(section)/\(id)/items/\(item)/edit"
        default: "\(section)/settings/profile/privacy"
        }
      return Link(url: "myapp://" + path + query, kind: pattern % 5)
    }
  }

  /// The typed workload's patterns: five per section, an `Int` parameter beside a slug.
  static func makeTypedPatterns(count: Int) -> [String] {
    (0..<count).map { index in
      let section = "section\(index / 5)"
      switch index % 5 {
      case 0: return section + "/:slug"
      case 1: return section + "/:id<Int>"
      case 2: return section + "/:id<Int>/items/:item<Int>"
      case 3: return section + "/:id<Int>/items/:item<Int>/edit"
      default: return section + "/settings/profile/privacy"
      }
    }
  }

  /// Links for the typed patterns: kinds as in ``makeLinks(patternCount:)``, with kind 0
  /// (the slug) hit by `post-<id>` and kind 1 by a number.
  static func makeTypedLinks(patternCount: Int) -> [Link] {
    makeLinks(patternCount: patternCount).map { link in
      guard link.kind == 0 else { return link }
      // `section3` or `section3?tab=…` becomes `section3/post-42`.
      let parts = link.url.split(separator: "?", maxSplits: 1)
      let query = parts.count > 1 ? "?" + parts[1] : ""
      return Link(url: parts[0] + "/post-\(link.url.utf8.count)" + query, kind: 5)
    }
  }

  /// Links for the plain patterns, each with three or four `tag` items.
  static func makeRepeatedQueryLinks(patternCount: Int) -> [Link] {
    var generator = SeededGenerator(seed: 0x7A6_0000 &+ UInt64(patternCount))
    return makeLinks(patternCount: patternCount).map { link in
      let path = link.url.split(separator: "?", maxSplits: 1)[0]
      var items = ["tag=swift", "tag[]=ios", "tab=comments", "tag=linux"]
      if generator.next() % 2 == 0 { items.append("tag%5B%5D=tvos") }
      if generator.next() % 2 == 0 { items.swapAt(0, 2) }
      var copy = link
      copy.url = path + "?" + items.joined(separator: "&")
      copy.readsTags = true
      return copy
    }
  }

  static func register(_ patterns: [String], query: [String] = ["tab"]) -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    let items = query.map { LinkQueryItem.optional($0) }
    for pattern in patterns {
      do {
        try links.register(pattern, query: items) { _ in LinkTarget() }
      } catch {
        FileHandle.standardError.write(Data("benchmark pattern \(pattern): \(error)\n".utf8))
        exit(1)
      }
    }
    return links
  }

  /// `links-profile`: registers the 10,000 patterns of `links` ten times in
  /// `profileRegister`, then reads the 100,000 links of the N = 10,000 row in
  /// `profileMatch`: the functions a callgrind run counts
  /// (`--toggle-collect='*profileRegister*'`; see Benchmarks/README.md). Prints nothing.
  @MainActor
  static func runRegisterProfile(json: Bool) {
    let patterns = makePatterns(count: 10_000)
    profileRegister(patterns)
    profileMatch(register(patterns), makeLinks(patternCount: 10_000))
  }

  @inline(never)
  static func profileMatch(_ links: LinkMap, _ workload: [Link]) {
    var sum = 0
    for link in workload { sum &+= read(links, link) }
    blackHole(sum)
  }

  @inline(never)
  static func profileRegister(_ patterns: [String]) {
    for _ in 0..<10 { blackHole(register(patterns)) }
  }

  static func registerMilliseconds(_ patterns: [String]) -> Double {
    var samples: [Double] = []
    for _ in 0..<7 {
      let start = Measure.now()
      blackHole(register(patterns))
      samples.append(Double(Measure.now() - start) / 1_000_000)
    }
    return Measure.median(samples)
  }

  /// Matches a link and reads its typed parameters; returns a number so the work is kept.
  @inline(__always)
  static func read(_ links: LinkMap, _ link: Link) -> Int {
    do {
      let match = try links.match(link.url)
      var sum = 1
      if link.kind == 1 || link.kind == 2 || link.kind == 3 {
        sum &+= try match.parameter("id", as: Int.self)
      }
      if link.kind == 2 || link.kind == 3 {
        sum &+= try match.parameter("item", as: Int.self)
      }
      if link.kind == 5 { sum &+= try match.parameter("slug", as: String.self).utf8.count }
      if let tab = try match.query("tab", as: String.self) { sum &+= tab.utf8.count }
      if link.readsTags { sum &+= try match.queryValues("tag", as: String.self).count }
      return sum
    } catch {
      return 0
    }
  }

  /// The path segments of a link, as a simple router splits them.
  @inline(__always)
  static func splitSegments(_ url: String) -> [Substring] {
    let bytes = url.utf8
    var start = bytes.startIndex
    var colon = bytes.firstIndex(of: UInt8(ascii: ":")) ?? bytes.endIndex
    if colon != bytes.endIndex {
      colon = bytes.index(after: colon)
      start = colon
      if bytes[colon...].starts(with: "//".utf8) { start = bytes.index(colon, offsetBy: 2) }
    }
    let end =
      bytes[start...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
      ?? bytes.endIndex
    return bytes[start..<end].split(separator: UInt8(ascii: "/")).map { Substring($0) }
  }

  /// A linear scan over the patterns: every pattern is compared with the link's segments,
  /// and the match of highest precedence (static before parameter, from the left) wins.
  struct NaiveRouter {
    enum Part {
      case literal(Substring)
      case parameter
    }
    let patterns: [[Part]]

    init(patterns: [String]) {
      self.patterns = patterns.map { pattern in
        pattern.split(separator: "/").map { $0.hasPrefix(":") ? .parameter : .literal($0) }
      }
    }

    func match(_ url: String) -> Int {
      let segments = LinksBenchmark.splitSegments(url)
      var best = -1
      var bestScore = -1
      for (index, pattern) in patterns.enumerated() where pattern.count == segments.count {
        var score = 0
        var matches = true
        for (part, segment) in zip(pattern, segments) {
          score <<= 1
          switch part {
          case .literal(let literal):
            if literal != segment { matches = false }
            score |= 1
          case .parameter:
            break
          }
          if !matches { break }
        }
        if matches, score > bestScore {
          best = index
          bestScore = score
        }
      }
      return best
    }
  }
}
