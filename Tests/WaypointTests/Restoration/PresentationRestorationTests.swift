import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// Popover anchors and sheet detents in snapshots: saved, restored, checked, migrated.
@Suite struct PresentationRestorationTests {
  static let coder = SnapshotCoder(version: 1).registering(Int.self, as: "int")
  static let lenient = SnapshotCoder(version: 1, mode: .lenient).registering(Int.self, as: "int")

  /// Tabs `home` (#1 and #2; a popover `share` anchored to the anchor "share" of #2) and
  /// `search` (a sheet `filters` that rests at large, of medium and large).
  static let snapshot = """
    {"waypoint":2,"version":1,"types":["int"],"routes":[[1,2,3,4]],
     "root":{"tabs":[
       {"id":"home","entries":"1-2","entryTypes":"0,0",
        "layer":{"style":"popover","anchor":{"entry":2,"name":"share"},
                 "stack":{"id":"share","root":0}}},
       {"id":"search",
        "layer":{"style":"sheet","detents":["medium","large"],"selectedDetent":"large",
                 "stack":{"id":"filters","root":0}}}],
      "selected":"home"}}
    """

  static func replacing(_ target: String, with replacement: String) -> Data {
    precondition(snapshot.contains(target), "\(target) is not in the snapshot")
    return Data(snapshot.replacingOccurrences(of: target, with: replacement).utf8)
  }

  static func sampleState() throws -> NavigationState {
    let home = StackState(
      id: "home",
      entries: [
        Entry(id: EntryID(1), route: AnyRoute(1)), Entry(id: EntryID(2), route: AnyRoute(2)),
      ],
      presented: PresentedLayer(
        style: .popover, content: .stack(StackState(id: "share", root: AnyRoute(3))),
        anchor: .named("share", in: .entry(EntryID(2))), detents: [], selectedDetent: nil))
    let search = StackState(
      id: "search",
      presented: PresentedLayer(
        style: .sheet, content: .stack(StackState(id: "filters", root: AnyRoute(4))),
        anchor: nil, detents: [.medium, .large], selectedDetent: .large))
    return try NavigationState(
      content: .tabs(TabContainer(tabs: [home, search], selected: "home")))
  }

  @Test func anchorsAndDetentsAreRestored() throws {
    let restored = try Self.coder.decode(Data(Self.snapshot.utf8))

    #expect(restored.summary.isComplete)
    #expect(restored.state == (try Self.sampleState()))
    let popover = try #require(restored.state.stack("home")?.presented)
    #expect(popover.anchor == .named("share", in: .entry(EntryID(2))))
    let sheet = try #require(restored.state.stack("search")?.presented)
    #expect(sheet.detents == [.medium, .large])
    #expect(sheet.selectedDetent == .large)
  }

  @Test func savingWritesTheAnchorAndDetentsAndNothingWhenThereAreNone() throws {
    let coder = SnapshotCoder(version: 1, outputFormatting: [.sortedKeys])
      .registering(Int.self, as: "int")
    let text = String(decoding: try coder.encode(Self.sampleState()), as: UTF8.self)
    #expect(text.contains(#""anchor":{"entry":2,"name":"share"}"#))
    #expect(text.contains(#""detents":["medium","large"]"#))
    #expect(text.contains(#""selectedDetent":"large""#))

    let plain = String(decoding: try coder.encode(NavigationState()), as: UTF8.self)
    for key in ["anchor", "detents", "selectedDetent", "dialog"] {
      #expect(!plain.contains(key))
    }
  }

  @Test func anAnchorToTheFirstScreenAndPreciseDetentsRoundTrip() throws {
    let layer = PresentedLayer(
      style: .sheet, content: .stack(StackState(id: "note", root: AnyRoute(1))),
      anchor: .screen(.root("main")),
      detents: [.fraction(0.1 + 0.2), .height(123.456_789_012_345_6), .fraction(1)],
      selectedDetent: .height(123.456_789_012_345_6))
    var unselected = layer
    unselected.selectedDetent = nil
    for layer in [layer, unselected] {
      let state = try NavigationState(content: .stack(StackState(id: "main", presented: layer)))
      #expect(try Self.coder.decode(Self.coder.encode(state)).state == state)
    }
  }

  // MARK: Corrupt snapshots

  static let strictCases: [(name: String, data: Data, path: String, says: String)] = [
    (
      "an anchor to an entry of another stack",
      replacing(#""entry":2"#, with: #""entry":9"#), "root.tabs[0].layer.anchor",
      #"names entry #9, which is not in "home"; an anchor is a screen of the stack presenting"#
    ),
    (
      "an anchor to another stack's first screen",
      replacing(#""entry":2"#, with: #""root":"search""#), "root.tabs[0].layer.anchor",
      #"names the first screen of "search", but the layer is presented by "home""#
    ),
    (
      "an anchor naming no screen", replacing(#""entry":2,"#, with: ""),
      "root.tabs[0].layer.anchor", #"has neither of "entry" and "root""#
    ),
    (
      "an anchor naming two screens", replacing(#""entry":2"#, with: #""entry":2,"root":"home""#),
      "root.tabs[0].layer.anchor", #"has both of "entry" and "root""#
    ),
    (
      "an anchor that is not an object",
      replacing(#"{"entry":2,"name":"share"}"#, with: #""share""#), "root.tabs[0].layer.anchor",
      "expected"
    ),
    (
      "an anchor's entry that is not a number", replacing(#""entry":2"#, with: #""entry":"2""#),
      "root.tabs[0].layer.anchor.entry", "expected a whole number"
    ),
    (
      "a detent that is not one", replacing(#"["medium","large"]"#, with: #"["medium","huge"]"#),
      "root.tabs[1].layer.detents[1]", #""huge" is not a sheet detent that can be drawn"#
    ),
    (
      "a fraction above 1",
      replacing(#"["medium","large"]"#, with: #"["medium","large","fraction:1.5"]"#),
      "root.tabs[1].layer.detents[2]", #""fraction:1.5" is not a sheet detent"#
    ),
    (
      "detents that are not an array", replacing(#"["medium","large"]"#, with: #""medium""#),
      "root.tabs[1].layer.detents", "expected"
    ),
    (
      "a detent that is not a string", replacing(#"["medium","large"]"#, with: #"["medium",2]"#),
      "root.tabs[1].layer.detents[1]", "expected a string"
    ),
    (
      "a selected detent the sheet does not declare",
      replacing(#""selectedDetent":"large""#, with: #""selectedDetent":"fraction:0.5""#),
      "root.tabs[1].layer.selectedDetent",
      #""fraction:0.5" is not one of the sheet's detents (medium, large)"#
    ),
    (
      "a selected detent without detents",
      replacing(#""detents":["medium","large"],"#, with: ""),
      "root.tabs[1].layer.selectedDetent", "is not one of the sheet's detents (none)"
    ),
    (
      "a selected detent that is not a string",
      replacing(#""selectedDetent":"large""#, with: #""selectedDetent":true"#),
      "root.tabs[1].layer.selectedDetent", "expected a string"
    ),
  ]

  @Test func corruptAnchorsAndDetentsFailAStrictRestoreSayingWhere() {
    for (name, data, path, says) in Self.strictCases {
      do {
        _ = try Self.coder.decode(data)
        Issue.record("\(name): restored")
      } catch {
        guard case .invalidData(let found, let detail) = error else {
          Issue.record("\(name): \(error)")
          continue
        }
        #expect(found == path, "\(name)")
        #expect(detail.contains(says), "\(name): \(detail)")
        #expect(error.description.hasPrefix("at \(path): "), "\(name)")
      }
    }
  }

  @Test func aLenientRestoreDropsABadAnchorAndKeepsThePopover() throws {
    let restored = try Self.lenient.decode(Self.replacing(#""entry":2"#, with: #""entry":9"#))

    let popover = try #require(restored.state.stack("home")?.presented)
    #expect(popover.style == .popover)
    #expect(popover.anchor == nil)
    #expect(restored.summary.problems.map(\.path) == ["root.tabs[0].layer.anchor"])
    #expect(restored.summary.droppedLayers.isEmpty)
    #expect(!restored.summary.isComplete)
  }

  @Test func aLenientRestoreDropsBadDetentsAndFallsBackToTheFirstOneLeft() throws {
    let data = Self.replacing(
      #""detents":["medium","large"],"selectedDetent":"large""#,
      with: #""detents":["huge","large","height:-1"],"selectedDetent":"huge""#)
    let restored = try Self.lenient.decode(data)

    let sheet = try #require(restored.state.stack("search")?.presented)
    #expect(sheet.detents == [.large])
    #expect(sheet.selectedDetent == .large)
    #expect(
      restored.summary.problems.map(\.path) == [
        "root.tabs[1].layer.detents[0]", "root.tabs[1].layer.selectedDetent",
      ])
    #expect(restored.summary.problems.first?.description.contains("(and 1 more") == true)
  }

  @Test func aLenientRestoreStillFailsForJSONOfTheWrongType() {
    #expect(throws: RestorationError.self) {
      try Self.lenient.decode(Self.replacing(#""entry":2"#, with: #""entry":"2""#))
    }
  }

  /// A three-column split container whose content column's selection does not decode: the
  /// detail column's selection and entries are dropped, and the popover anchored to one of
  /// those entries with them.
  @Test func aLenientRestoreDropsAPopoverWhoseAnchoredEntryIsDropped() throws {
    let json = """
      {"waypoint":2,"version":1,"types":["int","gone"],"routes":[[1,3],[{"x":1}]],
       "root":{"split":[{"id":"a","root":0},{"id":"b","root":1},
         {"id":"c","entries":"7","entryTypes":"0",
          "layer":{"style":"popover","anchor":{"entry":7},"stack":{"id":"p"}}}],
         "columnVisibility":"all","preferredCompactColumn":"detail"}}
      """
    let restored = try Self.lenient.decode(Data(json.utf8))

    #expect(restored.state.stack("c")?.entries.isEmpty == true)
    #expect(restored.state.stack("c")?.presented == nil)
    #expect(restored.summary.droppedEntries.map(\.id) == [EntryID(7)])
    #expect(restored.summary.droppedLayers.map(\.stacks) == [["p"]])
    #expect(restored.summary.droppedLayers.first?.style == .popover)
  }

  // MARK: Formats and migration

  @Test func aFormat1SnapshotWithAnchorsIsRefused() {
    let data = Self.replacing(#""waypoint":2"#, with: #""waypoint":1"#)
    #expect(
      throws: RestorationError.invalidData(
        path: "root", detail: "has an anchored layer, which format 1 cannot hold")
    ) {
      try Self.coder.decode(data)
    }
  }

  /// A popover saved in format 1 by an older version of the app, whose `home` stack is now
  /// `start`.
  static let format1 = """
    {"waypoint":1,"version":1,"types":["int"],"routes":[[1,2]],
     "root":{"stack":{"id":"home","entries":"4","entryTypes":"0",
       "layer":{"style":"popover","stack":{"id":"share","root":0}}}}}
    """

  static let migrating = SnapshotCoder(
    version: 2,
    migration: SnapshotMigration(stackID: { id, version in
      version < 2 && id == "home" ? "start" : id
    }), outputFormatting: [.sortedKeys]
  ).registering(Int.self, as: "int")

  @Test func aFormat1SnapshotMigratesToFormat2WithoutAnchorsDetentsOrDialogs() throws {
    let restored = try Self.migrating.decode(Data(Self.format1.utf8))

    #expect(restored.summary.isComplete)
    let popover = try #require(restored.state.stack("start")?.presented)
    #expect(popover.style == .popover)
    #expect(popover.anchor == nil)
    #expect(popover.detents.isEmpty && popover.selectedDetent == nil)
    let resaved = String(decoding: try Self.migrating.encode(restored.state), as: UTF8.self)
    #expect(
      resaved == #"{"root":{"stack":{"entries":"4","entryTypes":"0","id":"start","#
        + #""layer":{"stack":{"entries":"","entryTypes":"","id":"share","root":0},"#
        + #""style":"popover"}}},"routes":[[1,2]],"types":["int"],"version":2,"waypoint":2}"#)
    #expect(try Self.migrating.decode(Data(resaved.utf8)).state == restored.state)
  }

  @Test func migratingAStackRenamesTheAnchorToItsFirstScreen() throws {
    let json = Self.format1.replacingOccurrences(of: #""waypoint":1"#, with: #""waypoint":2"#)
      .replacingOccurrences(
        of: #""style":"popover","#, with: #""style":"popover","anchor":{"root":"home"},"#)
    let restored = try Self.migrating.decode(Data(json.utf8))

    #expect(restored.state.stack("start")?.presented?.anchor == .screen(.root("start")))
  }

  // MARK: Nesting

  /// `layers` layers, each tabs with a split tab whose detail column presents the next as a
  /// popover anchored to its first screen, with detents; the last detail column shows a
  /// dialog.
  static func decoratedChain(layers: Int) throws -> NavigationNode {
    var node: NavigationNode?
    for level in (0...layers).reversed() {
      let detailID = StackID("l\(level)d")
      var detail = StackState(id: detailID, root: AnyRoute(level))
      if let node {
        detail.presented = PresentedLayer(
          style: .popover, content: node, anchor: .named("more", in: .root(detailID)),
          detents: [.medium, .fraction(0.25)], selectedDetent: .fraction(0.25))
      } else {
        detail.dialog = .alert("The last", buttons: [.cancel(value: 0)])
      }
      let split = try SplitContainer(sidebar: StackState(id: StackID("l\(level)s")), detail: detail)
      node = .tabs(
        try TabContainer(
          tabs: [.stack(StackState(id: StackID("l\(level)t"))), .split(split)],
          selected: StackID("l\(level)s")))
    }
    return try #require(node)
  }

  @Test func anchorsDetentsAndDialogsNestNoDeeperThanASnapshotMay() {
    onSmallStack {
      do {
        let maximum = NavigationState.maximumLayerDepth
        let state = try NavigationState(
          content: Self.decoratedChain(layers: maximum), maxLayerDepth: maximum)
        let coder = SnapshotCoder(limits: RestorationLimits(maxLayerDepth: maximum))
          .registering(Int.self, as: "int")
        let data = try coder.encode(state)
        let deepest = RestorationFixtures.deepestNesting(of: data)
        // The snapshot's and root's objects, 5 levels a layer, the last tabs' 4.
        #expect(deepest == 6 + 5 * maximum)
        let restored = try coder.decode(data)
        #expect(restored.state == (try RestorationFixtures.withoutDialogs(state)))
        #expect(restored.summary.droppedDialogs.map(\.presenter) == [StackID("l\(maximum)d")])
      } catch {
        Issue.record("\(error)")
      }
    }
  }
}

extension RestorationError {
  /// The path of an `invalidData` error, or its description.
  var path: String {
    if case .invalidData(let path, _) = self { return path }
    return description
  }
}
