import Foundation
import Testing
import Waypoint
import WaypointTestSupport

@Suite struct RestorationRoundTripTests {
  /// 20 seeds × 500 trees: 10,000 generated trees, each saved and restored unchanged.
  @Test(arguments: 0..<20)
  func generatedTreesRoundTrip(seed: UInt64) throws {
    var generator = RestorationTreeGenerator(seed: seed)
    let restoration = RestorationFixtures.restoration
    for tree in 0..<500 {
      let state = try generator.state()
      let data = try restoration.encode(state)
      let restored = try restoration.decode(data)
      #expect(restored.state == state, "seed \(seed), tree \(tree)")
      #expect(restored.summary.isComplete, "seed \(seed), tree \(tree)")
      guard restored.state == state else { return }
    }
  }

  @Test func everyPartOfTheTreeIsRestored() throws {
    let state = try RestorationFixtures.sampleState()
    let restored = try RestorationFixtures.restoration.decode(
      RestorationFixtures.restoration.encode(state)
    ).state

    #expect(restored.content.directStacks.map(\.id) == ["home", "search"])
    #expect(restored.visibleStack.id == "settings")
    let home = try #require(restored.stack("home"))
    #expect(home.entries.map(\.id) == [EntryID(1), EntryID(2)])
    #expect(
      home.entries.map(\.route)
        == [AnyRoute(SavedScreen.profile(id: 1)), AnyRoute(SavedScreen.search(query: "swift"))])
    #expect(home.presented?.style == .sheet)
    #expect(restored.stack("settings")?.root == AnyRoute(SavedScreen.settings))
    #expect(restored.stack("search")?.entries.last?.route(as: Int.self) == 5)
  }

  @Test func tabSettingsAndNestedTabLayersAreRestored() throws {
    let inner = try TabContainer(
      tabs: [StackState(id: "a"), StackState(id: "b", root: AnyRoute("b root"))], selected: "b",
      popsToRootOnReselect: false)
    let root = StackState(
      id: "main", presented: PresentedLayer(style: .fullScreenCover, content: .tabs(inner)))
    let state = try NavigationState(content: .stack(root))
    let restored = try RestorationFixtures.restoration.decode(
      RestorationFixtures.restoration.encode(state)
    ).state

    #expect(restored == state)
    let container = try #require(restored.tabContainer(holding: "a"))
    #expect(container.selection == "b")
    #expect(container.popsToRootOnReselect == false)
    #expect(restored.visibleLayers.map(\.layer.style) == [.fullScreenCover])
  }

  @Test func theSnapshotStoresRegisteredNamesNotTypeNames() throws {
    let data = try RestorationFixtures.restoration.encode(RestorationFixtures.sampleState())
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"screen\""))
    #expect(!text.contains("SavedScreen"))
    #expect(!text.contains("SavedArticle"))
  }

  @Test func prettyPrintedSnapshotsRestoreTheSame() throws {
    let restoration = RestorationFixtures.coder(outputFormatting: [.prettyPrinted, .sortedKeys])
    let state = try RestorationFixtures.sampleState()
    let data = try restoration.encode(state)
    #expect(String(decoding: data, as: UTF8.self).contains("\n"))
    #expect(try restoration.decode(data).state == state)
  }

  /// A snapshot the terminal demo saved with an earlier version of Waypoint
  /// (Tests/WaypointDemoTests/Transcripts/Fixtures/good.json): its routes are strings.
  static let savedEarlier = """
    {
      "root" : {
        "popsToRootOnReselect" : true,
        "selected" : "home",
        "tabs" : [
          {
            "entries" : "1-2",
            "entryTypes" : "0,0",
            "id" : "home",
            "layer" : {
              "stack" : {
                "entries" : "",
                "entryTypes" : "",
                "id" : "profile",
                "root" : 0
              },
              "style" : "sheet"
            }
          },
          {
            "entries" : "",
            "entryTypes" : "",
            "id" : "explore"
          }
        ]
      },
      "routes" : [
        [
          "settings",
          "about",
          "profile"
        ]
      ],
      "types" : [
        "screen"
      ],
      "version" : 1,
      "waypoint" : 1
    }
    """

  /// A snapshot saved in format 1 (before split containers) restores, and saves again in
  /// format 2 with nothing else changed: the migration from format 1 is reading it as it is.
  @Test func aFormat1SnapshotRestoresAndSavesAsTheSameBytesInFormat2() throws {
    let coder = SnapshotCoder(version: 1, outputFormatting: [.prettyPrinted, .sortedKeys])
      .registering(String.self, as: "screen")
    let restored = try coder.decode(Data(Self.savedEarlier.utf8))
    #expect(restored.summary.isComplete)
    let resaved = String(decoding: try coder.encode(restored.state), as: UTF8.self)
    #expect(resaved.hasSuffix("\"waypoint\" : 2\n}"))
    #expect(
      resaved
        == Self.savedEarlier.replacingOccurrences(of: "\"waypoint\" : 1", with: "\"waypoint\" : 2"))
    #expect(try coder.decode(Data(resaved.utf8)).state == restored.state)
  }

  @Test func aSnapshotCanBePartOfTheAppsOwnDocument() throws {
    struct Document: Codable, Equatable {
      var navigation: Data
      var draft: String
    }
    let restoration = RestorationFixtures.restoration
    let state = try RestorationFixtures.sampleState()
    let document = Document(navigation: try restoration.encode(state), draft: "text")

    let decoded = try JSONDecoder().decode(Document.self, from: JSONEncoder().encode(document))

    #expect(decoded == document)
    #expect(try restoration.decode(decoded.navigation).state == state)
  }

  @Test func aBadSnapshotInADocumentLeavesTheRestOfItReadable() throws {
    struct Document: Codable {
      var navigation: Data
      var draft: String
    }
    let saved = Document(navigation: Data("{\"waypoint\": 1".utf8), draft: "text")

    let decoded = try JSONDecoder().decode(Document.self, from: JSONEncoder().encode(saved))

    #expect(decoded.draft == "text")
    #expect(throws: RestorationError.self) {
      try RestorationFixtures.restoration.decode(decoded.navigation)
    }
  }
}
