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
      #expect(restored.report.isComplete, "seed \(seed), tree \(tree)")
      guard restored.state == state else { return }
    }
  }

  @Test func everyPartOfTheTreeIsRestored() throws {
    let state = try RestorationFixtures.sampleState()
    let restored = try RestorationFixtures.restoration.decode(
      RestorationFixtures.restoration.encode(state)
    ).state

    #expect(restored.root.directStacks.map(\.id) == ["home", "search"])
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
    let state = try NavigationState(root: .stack(root))
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
    var restoration = RestorationFixtures.restoration
    restoration.outputFormatting = [.prettyPrinted, .sortedKeys]
    let state = try RestorationFixtures.sampleState()
    let data = try restoration.encode(state)
    #expect(String(decoding: data, as: UTF8.self).contains("\n"))
    #expect(try restoration.decode(data).state == state)
  }

  @Test func aSnapshotCanBePartOfTheAppsOwnDocument() throws {
    struct Document: Codable, Equatable {
      var navigation: NavigationSnapshot
      var draft: String
    }
    let restoration = RestorationFixtures.restoration
    let encoder = JSONEncoder()
    encoder.userInfo[.waypointRestoration] = restoration
    let decoder = JSONDecoder()
    decoder.userInfo[.waypointRestoration] = restoration
    let document = Document(
      navigation: NavigationSnapshot(try RestorationFixtures.sampleState()), draft: "text")

    let decoded = try decoder.decode(Document.self, from: encoder.encode(document))

    #expect(decoded == document)
  }

  @Test func withoutARestorationInUserInfoCodingFailsWithAnError() throws {
    let snapshot = NavigationSnapshot(try RestorationFixtures.sampleState())
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(snapshot) }
    let data = try RestorationFixtures.restoration.encode(snapshot.state)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationSnapshot.self, from: data)
    }
  }
}
