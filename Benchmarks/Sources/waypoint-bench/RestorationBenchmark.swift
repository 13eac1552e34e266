import Foundation
import Waypoint

/// `restoration`: encode + decode of a snapshot of 10,000 entries spread over 100 stacks
/// (root tabs, each presenting a sheet of tabs, with a chain of nested covers and sheets),
/// against encode + decode of the same route values as plain arrays, one per route type,
/// with `JSONEncoder`/`JSONDecoder`.
@MainActor
enum RestorationBenchmark {
  static let entriesPerStack = 100

  static func run(json: Bool) {
    let (state, routes) = makeTree()
    var restoration = SnapshotCoder(
      limits: RestorationLimits(maxBytes: 64 << 20, maxEntries: 100_000))
    restoration.register(Screen.self, as: "screen")
    restoration.register(Article.self, as: "article")
    restoration.register(Author.self, as: "author")

    // Check once that the snapshot round-trips and the floor decodes what it encoded.
    guard let data = try? restoration.encode(state), let restored = try? restoration.decode(data),
      restored.state == state, restored.report.isComplete
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
        blackHole(try restoration.decode(data).state.entryCount)
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
        "{\"benchmark\":\"restoration\",\"entries\":\(state.entryCount),"
          + "\"snapshot_ns\":\(Int(snapshot.rounded())),\"floor_ns\":\(Int(floorTime.rounded()))}")
    } else {
      print("restoration: \(state.entryCount) entries in \(state.allStacks.count) stacks")
      print("  snapshot encode + decode  \(format(snapshot))  (\(data.count) bytes)")
      print("    of which encode         \(format(Measure.median(encodeSamples)))")
      print("  plain arrays, JSON        \(format(floorTime))  (\(floorBytes) bytes)")
      print("  ratio                     \(String(format: "%.2f", snapshot / floorTime))")
    }
  }

  /// Encodes and decodes each type's routes as a plain array; returns the bytes written.
  private static func floor(_ routes: RouteArrays) -> Int {
    do {
      let screens = try JSONEncoder().encode(routes.screens)
      let articles = try JSONEncoder().encode(routes.articles)
      let authors = try JSONEncoder().encode(routes.authors)
      let decoded = (
        try JSONDecoder().decode([Screen].self, from: screens),
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
    var screens: [Screen] = []
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
        let value = Screen.profile(id: counter)
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
        let value = Screen.search(query: "query \(counter)")
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
      let state = try? NavigationState(root: .tabs(root))
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

/// A screen of the app.
enum Screen: Codable, Hashable, Sendable {
  case home
  case profile(id: Int)
  case search(query: String)
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
