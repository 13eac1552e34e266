import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// A corrupt snapshot and the error restoring it must throw.
struct CorruptSnapshot: Sendable, CustomTestStringConvertible {
  enum Expected: Sendable {
    /// Exactly this error.
    case error(RestorationError)
    /// Invalid JSON, with a message containing this text.
    case invalidJSON(containing: String)
    /// Invalid data at this path.
    case invalidData(path: String, containing: String = "")
    /// A route that does not decode, at this path.
    case undecodableRoute(path: String)
  }

  let name: String
  let json: String
  let expected: Expected
  var limits = RestorationLimits()

  var testDescription: String { name }

  /// A valid snapshot: tabs `home` (a profile screen and an int; it presents a sheet
  /// `settings` whose root is the settings screen) and `search`.
  static let valid = """
    {"waypoint":1,"version":1,"types":["screen","int"],
     "routes":[[{"profile":{"id":1}},{"settings":{}}],[5]],
     "root":{"tabs":[{"id":"home","entries":"1-2","entryTypes":"0,1",
       "layer":{"style":"sheet","stack":{"id":"settings","root":0}}},
       {"id":"search"}],"selected":"home"}}
    """

  /// The valid snapshot with `target` replaced by `replacement`.
  static func valid(replacing target: String, with replacement: String) -> String {
    precondition(valid.contains(target), "\(target) is not in the valid snapshot")
    return valid.replacingOccurrences(of: target, with: replacement)
  }
}

@Suite struct RestorationCorruptInputTests {
  static let registered = ["article", "int", "screen", "string"]
  static let cases: [CorruptSnapshot] = [
    .init(name: "empty data", json: "", expected: .invalidJSON(containing: "the data is empty")),
    .init(
      name: "truncated", json: String(CorruptSnapshot.valid.prefix(60)),
      expected: .invalidJSON(containing: "the data ends in the middle of a string at byte 60")),
    .init(
      name: "truncated after a comma", json: String(CorruptSnapshot.valid.prefix(12)),
      expected: .invalidJSON(containing: "the data ends in the middle of a value at byte 12")),
    .init(
      name: "not JSON", json: "hello",
      expected: .invalidJSON(containing: "unexpected 'h' at byte 0 (line 1, column 1)")),
    .init(
      name: "garbage after the snapshot", json: CorruptSnapshot.valid + "}",
      expected: .invalidJSON(containing: "after the end of the JSON value")),
    .init(
      name: "missing comma",
      json: CorruptSnapshot.valid(replacing: "\"version\":1,", with: "\"version\":1 "),
      expected: .invalidJSON(containing: "expected ',' or a closing bracket, found '\"'")),
    .init(
      name: "a control character in a string",
      json: CorruptSnapshot.valid(
        replacing: "\"home\",\"entries\"", with: "\"h\u{7}\",\"entries\""),
      expected: .invalidJSON(containing: "invalid string at byte 133 (line 3, column 26)")),
    .init(
      name: "nesting too deep", json: String(repeating: "[", count: 600),
      expected: .invalidJSON(containing: "nesting deeper than 326 levels")),
    .init(
      name: "an array instead of an object", json: "[]",
      expected: .invalidData(path: "(top level)")),
    .init(
      name: "version is a string",
      json: CorruptSnapshot.valid(replacing: "\"version\":1", with: "\"version\":\"1\""),
      expected: .invalidData(path: "version", containing: "expected a whole number")),
    .init(
      name: "root is missing",
      json: CorruptSnapshot.valid(replacing: "\"root\":", with: "\"rot\":"),
      expected: .invalidData(path: "root", containing: "is missing")),
    .init(
      name: "selected is null",
      json: CorruptSnapshot.valid(replacing: "\"selected\":\"home\"", with: "\"selected\":null"),
      expected: .invalidData(path: "root.selected")),
    .init(
      name: "entries is an array",
      json: CorruptSnapshot.valid(replacing: "\"entries\":\"1-2\"", with: "\"entries\":[1,2]"),
      expected: .invalidData(path: "root.tabs[0].entries", containing: "expected a string")),
    .init(
      name: "entries is not a list of IDs",
      json: CorruptSnapshot.valid(replacing: "\"1-2\"", with: "\"1-x\""),
      expected: .error(
        .invalidData(
          path: "root.tabs[0].entries", detail: "expected an entry ID at character 2, found 'x'")
      )),
    .init(
      name: "an entry ID too big for 64 bits",
      json: CorruptSnapshot.valid(replacing: "\"1-2\"", with: "\"1,99999999999999999999\""),
      expected: .invalidData(path: "root.tabs[0].entries", containing: "expected an entry ID")),
    .init(
      name: "a run of IDs that does not ascend",
      json: CorruptSnapshot.valid(replacing: "\"1-2\"", with: "\"2-1\""),
      expected: .invalidData(path: "root.tabs[0].entries", containing: "must ascend")),
    .init(
      name: "a run of IDs far longer than the types",
      json: CorruptSnapshot.valid(replacing: "\"1-2\"", with: "\"1-18446744073709551614\""),
      expected: .invalidData(path: "root.tabs[0]", containing: "there must be one type per entry")
    ),
    .init(
      name: "fewer types than entries",
      json: CorruptSnapshot.valid(replacing: "\"0,1\"", with: "\"0\""),
      expected: .invalidData(path: "root.tabs[0]", containing: "entries has 2 IDs")),
    .init(
      name: "a type index out of range",
      json: CorruptSnapshot.valid(replacing: "\"0,1\"", with: "\"0,7\""),
      expected: .error(
        .invalidData(
          path: "root.tabs[0].entries[1]",
          detail: "type index 7 is out of range; types has 2 names"))),
    .init(
      name: "a negative root type index",
      json: CorruptSnapshot.valid(replacing: "\"root\":0", with: "\"root\":-1"),
      expected: .invalidData(path: "root.tabs[0].layer.stack.root", containing: "out of range")),
    .init(
      name: "fewer routes than the tree uses",
      json: CorruptSnapshot.valid(replacing: "[5]", with: "[]"),
      expected: .invalidData(
        path: "routes[1]", containing: "has 0 \"int\" routes, but the tree uses 1")),
    .init(
      name: "more routes than the tree uses",
      json: CorruptSnapshot.valid(replacing: "[5]", with: "[5,6]"),
      expected: .invalidData(path: "routes[1]", containing: "but the tree uses 1")),
    .init(
      name: "fewer groups of routes than types",
      json: CorruptSnapshot.valid(replacing: ",[5]]", with: "]"),
      expected: .invalidData(path: "routes", containing: "one group per type")),
    .init(
      name: "an unknown route name",
      json: CorruptSnapshot.valid(replacing: "\"int\"]", with: "\"integer\"]"),
      expected: .error(
        .unknownRouteName(
          "integer", path: "root.tabs[0].entries[1]", registered: registered))),
    .init(
      name: "a route of the wrong type",
      json: CorruptSnapshot.valid(replacing: "[5]", with: "[\"five\"]"),
      expected: .undecodableRoute(path: "root.tabs[0].entries[1]")),
    .init(
      name: "a duplicate entry ID in a stack",
      json: CorruptSnapshot.valid(replacing: "\"1-2\"", with: "\"1,1\""),
      expected: .error(.duplicateEntryID(EntryID(1), path: "root.tabs[0].entries[1]"))),
    .init(
      name: "a duplicate entry ID in another stack",
      json: CorruptSnapshot.valid(
        replacing: "\"id\":\"settings\",\"root\":0",
        with: "\"id\":\"settings\",\"root\":0,\"entries\":\"2\",\"entryTypes\":\"1\""
      ).replacingOccurrences(of: "[5]", with: "[5,6]"),
      expected: .error(
        .duplicateEntryID(EntryID(2), path: "root.tabs[0].layer.stack.entries[0]"))),
    .init(
      name: "two tabs with one name",
      json: CorruptSnapshot.valid(replacing: "{\"id\":\"search\"}", with: "{\"id\":\"home\"}"),
      expected: .error(.duplicateStackID("home", path: "root.tabs[1].id"))),
    .init(
      name: "a layer stack named like a tab",
      json: CorruptSnapshot.valid(replacing: "\"id\":\"settings\"", with: "\"id\":\"search\""),
      expected: .error(.duplicateStackID("search", path: "root.tabs[1].id"))),
    .init(
      name: "the selected tab is not a tab",
      json: CorruptSnapshot.valid(replacing: "\"selected\":\"home\"", with: "\"selected\":\"x\""),
      expected: .error(
        .invalidData(path: "root.selected", detail: "\"x\" is not one of the tabs: home, search"))
    ),
    .init(
      name: "no tabs",
      json: """
        {"waypoint":1,"version":1,"types":[],"routes":[],"root":{"tabs":[],"selected":"a"}}
        """,
      expected: .invalidData(path: "root.tabs", containing: "at least one tab")),
    .init(
      name: "a node that is a stack and tabs",
      json: CorruptSnapshot.valid(
        replacing: "\"stack\":{\"id\":\"settings\"",
        with: "\"tabs\":[],\"stack\":{\"id\":\"settings\""),
      expected: .invalidData(path: "root.tabs[0].layer", containing: "one of")),
    .init(
      name: "a newer schema version",
      json: CorruptSnapshot.valid(replacing: "\"version\":1", with: "\"version\":2"),
      expected: .error(.newerVersion(2, current: 1))),
    .init(
      name: "a newer format",
      json: CorruptSnapshot.valid(replacing: "\"waypoint\":1", with: "\"waypoint\":3"),
      expected: .error(.unsupportedFormat(3, supported: 2))),
    .init(
      name: "a format that does not exist",
      json: CorruptSnapshot.valid(replacing: "\"waypoint\":1", with: "\"waypoint\":0"),
      expected: .invalidData(path: "waypoint")),
    .init(
      name: "more bytes than allowed", json: CorruptSnapshot.valid,
      expected: .error(
        .limitExceeded(.bytes, found: CorruptSnapshot.valid.utf8.count, maximum: 100)),
      limits: RestorationLimits(maxBytes: 100)),
    .init(
      name: "more entries than allowed", json: CorruptSnapshot.valid,
      expected: .error(.limitExceeded(.entries, found: 2, maximum: 1)),
      limits: RestorationLimits(maxEntries: 1)),
    .init(
      name: "more stacks than allowed", json: CorruptSnapshot.valid,
      expected: .error(.limitExceeded(.stacks, found: 3, maximum: 2)),
      limits: RestorationLimits(maxStacks: 2)),
    .init(
      name: "more nested layers than allowed", json: CorruptSnapshot.valid,
      expected: .error(.limitExceeded(.layers, found: 1, maximum: 0)),
      limits: RestorationLimits(maxLayerDepth: 0)),
  ]

  @Test func theValidSnapshotRestores() throws {
    let restored = try RestorationFixtures.restoration.decode(Data(CorruptSnapshot.valid.utf8))
    #expect(restored.state.sortedStackIDs == ["home", "search", "settings"])
    #expect(restored.state.stack("home")?.entries.last?.route(as: Int.self) == 5)
  }

  @Test(arguments: cases)
  func corruptSnapshotsThrowTheExpectedError(_ snapshot: CorruptSnapshot) {
    let restoration = RestorationFixtures.coder(limits: snapshot.limits)
    let error = #expect(throws: RestorationError.self) {
      try restoration.decode(Data(snapshot.json.utf8))
    }
    guard let error else { return }
    switch (snapshot.expected, error) {
    case (.error(let expected), _):
      #expect(error == expected)
    case (.invalidJSON(let text), .invalidJSON(let detail)):
      #expect(detail.contains(text), "\(detail)")
    case (.invalidData(let path, let text), .invalidData(let found, let detail)):
      #expect(found == path)
      #expect(text.isEmpty || detail.contains(text), "\(detail)")
    case (.undecodableRoute(let path), .undecodableRoute(_, let found, _)):
      #expect(found == path)
    default:
      Issue.record("expected \(snapshot.expected), got \(error)")
    }
  }

  @Test func invalidUTF8IsInvalidJSON() {
    var data = Data(CorruptSnapshot.valid.utf8)
    let position = data.firstIndex(of: UInt8(ascii: "h")) ?? 0
    data[position] = 0xFF
    #expect(throws: RestorationError.invalidJSON("invalid string at byte 131 (line 3, column 24)"))
    {
      try RestorationFixtures.restoration.decode(data)
    }
  }

  @Test func aRouteThatDoesNotDecodeSaysWhichAndWhere() throws {
    let json = CorruptSnapshot.valid(replacing: "[5]", with: "[\"five\"]")
    let error = #expect(throws: RestorationError.self) {
      try RestorationFixtures.restoration.decode(Data(json.utf8))
    }
    guard case .undecodableRoute(let name, let path, let detail) = error else {
      Issue.record("expected undecodableRoute, got \(String(describing: error))")
      return
    }
    #expect(name == "int")
    #expect(path == "root.tabs[0].entries[1]")
    #expect(detail.hasPrefix("routes[1][0]: "), "\(detail)")
  }

  @Test func messagesSayWhatWhereAndWhatToDo() {
    let unknown = RestorationError.unknownRouteName(
      "profle", path: "root.stack.entries[2]", registered: ["profile", "settings"])
    #expect(
      unknown.description
        == "at root.stack.entries[2]: no route type is registered as \"profle\"; registered: "
        + "profile, settings; register it, or restore in lenient mode to drop it")
    #expect(
      RestorationError.limitExceeded(.entries, found: 20_000, maximum: 10_000).description
        == "the snapshot has 20000 entries, more than the limit of 10000; raise it with "
        + "RestorationLimits(maxEntries:) if it is expected")
    #expect(
      RestorationError.unregisteredRouteType("App.Profile", stack: "home").description
        == "stack \"home\" holds a route of type App.Profile, which is not registered; "
        + "register it with SnapshotCoder.registering(_:as:) to save it")
    #expect(
      RestorationError.duplicateStackID("home", path: "root.tabs[1].id").description
        == "at root.tabs[1].id: a stack named \"home\" appears twice; stack names are unique "
        + "across the tree")
  }
}
