import Foundation
import Waypoint
import WaypointTestSupport

/// `restoration`: encode + decode of a snapshot of 10,000 entries spread over 100 stacks
/// (root tabs, each presenting a sheet of tabs, with a chain of nested covers and sheets),
/// against encode + decode of the same route values as plain arrays, one per route type,
/// with `JSONEncoder`/`JSONDecoder`.
@MainActor
enum RestorationBenchmark {
  static let entriesPerStack = 100

  static func run(json: Bool) {
    let (state, routes) = makeTree()
    if ProcessInfo.processInfo.environment["WAYPOINT_BENCH_ROW"] != nil {
      HostileRestorationBenchmark.run(valid: validSnapshot(of: state), json: json)
      return
    }
    let restoration = SnapshotCoder(
      limits: RestorationLimits(maxBytes: 64 << 20, maxEntries: 100_000)
    )
    .registering(SavedScreen.self, as: "screen")
    .registering(Article.self, as: "article")
    .registering(Author.self, as: "author")

    // Check once that the snapshot round-trips and the floor decodes what it encoded.
    guard let data = try? restoration.encode(state), let restored = try? restoration.decode(data),
      restored.state == state, restored.summary.isComplete
    else {
      FileHandle.standardError.write(Data("restoration: the snapshot did not round-trip\n".utf8))
      exit(1)
    }
    let floorBytes = floor(routes)

    // Interleaved, so that both see the same load on the machine.
    var snapshotSamples: [Double] = []
    var encodeSamples: [Double] = []
    var floorSamples: [Double] = []
    for _ in 0..<31 {
      let start = Measure.now()
      do {
        let data = try restoration.encode(state)
        encodeSamples.append(Double(Measure.now() - start))
        blackHole(try restoration.decode(data).state.allStacks.reduce(0) { $0 + $1.depth })
      } catch {
        FileHandle.standardError.write(Data("restoration: \(error)\n".utf8))
        exit(1)
      }
      let middle = Measure.now()
      blackHole(floor(routes))
      let end = Measure.now()
      snapshotSamples.append(Double(middle - start))
      floorSamples.append(Double(end - middle))
    }
    let snapshot = Measure.median(snapshotSamples)
    let floorTime = Measure.median(floorSamples)
    if json {
      // Keys in the documented order, whole nanoseconds.
      print(
        "{\"benchmark\":\"restoration\",\"entries\":\(state.allStacks.reduce(0) { $0 + $1.depth }),"
          + "\"snapshot_ns\":\(Int(snapshot.rounded())),\"floor_ns\":\(Int(floorTime.rounded()))}")
    } else {
      print(
        "restoration: \(state.allStacks.reduce(0) { $0 + $1.depth }) entries in \(state.allStacks.count) stacks"
      )
      print("  snapshot encode + decode  \(format(snapshot))  (\(data.count) bytes)")
      print("    of which encode         \(format(Measure.median(encodeSamples)))")
      print("  plain arrays, JSON        \(format(floorTime))  (\(floorBytes) bytes)")
      print("  ratio                     \(String(format: "%.2f", snapshot / floorTime))")
      HostileRestorationBenchmark.run(valid: validSnapshot(of: state), json: json)
    }
  }

  /// `state` saved with the default limits and the benchmark's route types.
  private static func validSnapshot(of state: NavigationState) -> Data {
    let coder = SnapshotCoder()
      .registering(SavedScreen.self, as: "screen")
      .registering(Article.self, as: "article")
      .registering(Author.self, as: "author")
    guard let data = try? coder.encode(state), (try? coder.decode(data)) != nil else {
      FileHandle.standardError.write(Data("restoration: the valid snapshot is rejected\n".utf8))
      exit(1)
    }
    return data
  }

  /// Encodes and decodes each type's routes as a plain array; returns the bytes written.
  private static func floor(_ routes: RouteArrays) -> Int {
    do {
      let screens = try JSONEncoder().encode(routes.screens)
      let articles = try JSONEncoder().encode(routes.articles)
      let authors = try JSONEncoder().encode(routes.authors)
      let decoded = (
        try JSONDecoder().decode([SavedScreen].self, from: screens),
        try JSONDecoder().decode([Article].self, from: articles),
        try JSONDecoder().decode([Author].self, from: authors)
      )
      blackHole(decoded)
      return screens.count + articles.count + authors.count
    } catch {
      FileHandle.standardError.write(Data("restoration floor: \(error)\n".utf8))
      exit(1)
    }
  }

  struct RouteArrays {
    var screens: [SavedScreen] = []
    var articles: [Article] = []
    var authors: [Author] = []
  }

  /// 100 stacks: 10 root tabs; each presents a sheet of 4 tabs, whose first tab presents a
  /// chain of 5 layers (cover, sheet, cover, …) of one stack each. 100 entries per stack.
  private static func makeTree() -> (NavigationState, RouteArrays) {
    var routes = RouteArrays()
    var nextID: UInt64 = 1
    var counter = 0
    func route() -> AnyRoute {
      counter += 1
      switch counter % 4 {
      case 0:
        let value = SavedScreen.profile(id: counter)
        routes.screens.append(value)
        return AnyRoute(value)
      case 1:
        let value = Article(id: counter, title: "Article \(counter)", tags: ["swift", "ios"])
        routes.articles.append(value)
        return AnyRoute(value)
      case 2:
        let value = Author(id: counter, name: "Author \(counter)")
        routes.authors.append(value)
        return AnyRoute(value)
      default:
        let value = SavedScreen.search(query: "query \(counter)")
        routes.screens.append(value)
        return AnyRoute(value)
      }
    }
    func stack(_ name: String, presenting layer: PresentedLayer? = nil) -> StackState {
      var entries = EntryList()
      for _ in 0..<entriesPerStack {
        entries.append(Entry(id: EntryID(nextID), route: route()))
        nextID += 1
      }
      return StackState(id: StackID(name), entries: entries, presented: layer)
    }
    func chain(_ tab: Int, _ level: Int) -> PresentedLayer? {
      guard level < 5 else { return nil }
      let inner = chain(tab, level + 1)
      return PresentedLayer(
        style: level.isMultiple(of: 2) ? .fullScreenCover : .sheet,
        content: .stack(stack("chain-\(tab)-\(level)", presenting: inner)))
    }
    var tabs: [StackState] = []
    for tab in 0..<10 {
      var layerTabs: [StackState] = []
      for inner in 0..<4 {
        layerTabs.append(
          stack("sheet-\(tab)-\(inner)", presenting: inner == 0 ? chain(tab, 0) : nil))
      }
      let container =
        try? TabContainer(tabs: layerTabs, selected: layerTabs[0].id, popsToRootOnReselect: false)
      let layer = container.map { PresentedLayer(style: .sheet, content: .tabs($0)) }
      tabs.append(stack("tab-\(tab)", presenting: layer))
    }
    guard let root = try? TabContainer(tabs: tabs, selected: tabs[3].id),
      let state = try? NavigationState(content: .tabs(root))
    else {
      FileHandle.standardError.write(Data("restoration: could not build the tree\n".utf8))
      exit(1)
    }
    return (state, routes)
  }

  private static func format(_ nanoseconds: Double) -> String {
    String(format: "%12.0f ns", nanoseconds)
  }
}

/// An article, shown by ID with its title.
struct Article: Codable, Hashable, Sendable {
  var id: Int
  var title: String
  var tags: [String]
}

/// An author's page.
struct Author: Codable, Hashable, Sendable {
  var id: Int
  var name: String
}

/// `restoration` (second table): the cost of rejecting hostile snapshots, each up to the
/// default size limit (2 MiB), against decoding a valid snapshot at the default limits
/// (10,000 entries). Rejecting any input should cost no more than accepting a valid one.
///
/// Set `WAYPOINT_BENCH_ROW` to a row's name to decode only that input once, for example to
/// read the peak memory of one row with `/usr/bin/time -v`.
@MainActor
enum HostileRestorationBenchmark {
  struct Row {
    var name: String
    var data: Data
    var mode: RestorationMode
  }

  static func rows(valid: Data) -> [Row] {
    let size = 2 << 20
    var rows = [Row(name: "valid-10k", data: valid, mode: .strict)]
    // Valid, at every default limit: 10,000 entries in 2 MiB, routes of many small values.
    let tags = (0..<28).map { "\"t\($0)\"" }.joined(separator: ",")
    let article = #"{"id":1,"title":"An article","tags":["# + tags + "]}"
    let full = snapshot(
      types: ["article"], routes: [Array(repeating: article, count: 10_000)], entries: 10_000)
    rows.append(Row(name: "valid-10k-2MiB", data: full, mode: .strict))
    // One entry in the tree, and 2 MiB of routes that do not decode as its type.
    let junk = #"{"id":"x","name":1}"#
    let manyJunk = snapshot(
      types: ["author"], routes: [elements(junk, filling: size - 200)], entries: 1)
    rows.append(Row(name: "undecodable-strict", data: manyJunk, mode: .strict))
    rows.append(Row(name: "undecodable-lenient", data: manyJunk, mode: .lenient))
    // 10,000 entries, each route undecodable, with long text in each.
    let long = #"{"id":""# + String(repeating: "x", count: 180) + #"","name":1}"#
    let atLimit = snapshot(
      types: ["author"], routes: [Array(repeating: long, count: 10_000)], entries: 10_000)
    rows.append(Row(name: "undecodable-10k-strict", data: atLimit, mode: .strict))
    rows.append(Row(name: "undecodable-10k-lenient", data: atLimit, mode: .lenient))
    // Enum routes whose one key is 2 KB of text: errors that quote the key.
    let longKey = #"{""# + String(repeating: "k", count: 2_000) + #"":{}}"#
    let keys = snapshot(
      types: ["screen"], routes: [Array(repeating: longKey, count: 900)], entries: 900)
    rows.append(Row(name: "long-keys-lenient", data: keys, mode: .lenient))
    // A name no type is registered under, with 2 MiB of routes.
    let unknown = snapshot(
      types: ["nope"], routes: [elements("[1,2,3]", filling: size - 200)], entries: 1)
    rows.append(Row(name: "unknown-name-strict", data: unknown, mode: .strict))
    rows.append(Row(name: "unknown-name-lenient", data: unknown, mode: .lenient))
    // 2 MiB of tabs: far more stacks than the limit.
    var tabs: [String] = []
    var bytes = 0
    while bytes < size - 200 {
      let tab = #"{"id":"t\#(tabs.count)"}"#
      tabs.append(tab)
      bytes += tab.utf8.count + 1
    }
    let manyTabs =
      #"{"waypoint":1,"version":1,"types":[],"routes":[],"root":{"tabs":["#
      + tabs.joined(separator: ",") + #"],"selected":"t0"}}"#
    rows.append(Row(name: "many-stacks", data: Data(manyTabs.utf8), mode: .strict))
    // 2 MiB of entry IDs and types: far more entries than the limit.
    // IDs of 7 digits and one type each: 10 bytes an entry.
    let count = (size - 200) / 10
    let ids = (0..<count).map { "\(1_000_000 + $0 * 2)" }.joined(separator: ",")
    let types = String(repeating: "0,", count: count - 1) + "0"
    let manyEntries =
      #"{"waypoint":1,"version":1,"types":["author"],"routes":[[]],"root":{"stack":{"id":"m","entries":""#
      + ids + #"","entryTypes":""# + types + #""}}}"#
    rows.append(Row(name: "many-entries", data: Data(manyEntries.utf8), mode: .strict))
    // Layers nested as deep as JSON allows.
    var deep = #"{"id":"s0"}"#
    for level in 1..<254 {
      deep = #"{"id":"s\#(level)","layer":{"style":"sheet","stack":"# + deep + "}}"
    }
    let layers =
      #"{"waypoint":1,"version":1,"types":[],"routes":[],"root":{"stack":"# + deep + "}}"
    rows.append(Row(name: "deep-layers", data: Data(layers.utf8), mode: .strict))
    return rows
  }

  /// A snapshot of one stack `main` with `entries` entries of type 0.
  static func snapshot(types: [String], routes: [[String]], entries: Int) -> Data {
    let names = types.map { "\"\($0)\"" }.joined(separator: ",")
    let groups = routes.map { "[" + $0.joined(separator: ",") + "]" }.joined(separator: ",")
    let typeList = String(repeating: "0,", count: entries - 1) + "0"
    let text =
      #"{"waypoint":1,"version":1,"types":["# + names + #"],"routes":["# + groups
      + #"],"root":{"stack":{"id":"main","entries":""# + (entries == 1 ? "1" : "1-\(entries)")
      + #"","entryTypes":""# + typeList + #""}}}"#
    return Data(text.utf8)
  }

  /// Copies of `element` whose JSON takes about `bytes` bytes.
  static func elements(_ element: String, filling bytes: Int) -> [String] {
    Array(repeating: element, count: bytes / (element.utf8.count + 1))
  }

  /// The benchmark's route types, restored in `mode`.
  static func coder(_ mode: RestorationMode) -> SnapshotCoder {
    SnapshotCoder(mode: mode)
      .registering(SavedScreen.self, as: "screen")
      .registering(Article.self, as: "article")
      .registering(Author.self, as: "author")
  }

  static func run(valid: Data, json: Bool) {
    let rows = rows(valid: valid)
    if let only = ProcessInfo.processInfo.environment["WAYPOINT_BENCH_ROW"] {
      guard let row = rows.first(where: { $0.name == only }) else {
        FileHandle.standardError.write(Data("no row \(only)\n".utf8))
        exit(2)
      }
      let coder = coder(row.mode)
      let outcome = describe(Result { () throws(RestorationError) in try coder.decode(row.data) })
      print("\(row.name): \(row.data.count) bytes, \(outcome)")
      return
    }
    var results: [String: Any] = ["benchmark": "restoration-hostile"]
    if !json { print("rejecting hostile snapshots (default limits), median of 11:") }
    for row in rows {
      let coder = coder(row.mode)
      var samples: [Double] = []
      var outcome = ""
      for _ in 0..<11 {
        let start = Measure.now()
        let result = Result { () throws(RestorationError) in try coder.decode(row.data) }
        samples.append(Double(Measure.now() - start))
        outcome = describe(result)
      }
      let time = Measure.median(samples)
      results[row.name + "_ms"] = Measure.rounded(time / 1e6)
      if !json {
        let name = row.name.padding(toLength: 26, withPad: " ", startingAt: 0)
        print(
          "  \(name)\(String(format: "%9.2f ms", time / 1e6))  \(row.data.count) bytes  "
            + outcome)
      }
    }
    if json { print(Measure.json(results)) }
  }

  private static func describe(
    _ result: Result<(state: NavigationState, summary: RestorationSummary), RestorationError>
  ) -> String {
    switch result {
    case .success(let restored):
      "restored \(restored.state.allStacks.reduce(0) { $0 + $1.depth }) entries, "
        + "\(restored.summary.problems.count) problems, "
        + "summary \(restored.summary.description.utf8.count) bytes"
    case .failure(let error):
      "rejected, \(error.description.utf8.count)-byte message: "
        + String(error.description.prefix(90))
    }
  }
}
