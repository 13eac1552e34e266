import Foundation
import Testing
import Waypoint
import WaypointTestSupport

@Suite struct RestorationLenientTests {
  /// `main`: #1 home, #2 a route of type "gone", #3 int 3; `main` presents a sheet
  /// `settings` (root: settings screen) with #4 int 4. Tab-free so the drop is easy to read.
  static let snapshot = """
    {"waypoint":1,"version":1,"types":["screen","gone","int"],
     "routes":[[{"home":{}},{"settings":{}}],[{"x":1}],[3,4]],
     "root":{"stack":{"id":"main","entries":"1-3","entryTypes":"0,1,2",
       "layer":{"style":"sheet","stack":{"id":"settings","root":0,"entries":"4","entryTypes":"2"}}}}}
    """

  @Test func strictModeRejectsAnUnknownRoute() {
    #expect(
      throws: RestorationError.unknownRouteName(
        "gone", path: "root.stack.entries[1]", registered: ["article", "int", "screen", "string"])
    ) {
      try RestorationFixtures.restoration.decode(Data(Self.snapshot.utf8))
    }
  }

  @Test func lenientModeDropsTheRouteWhatIsAboveItAndItsStacksLayer() throws {
    let restored = try RestorationFixtures.lenient().decode(Data(Self.snapshot.utf8))

    let main = try #require(restored.state.stack("main"))
    #expect(main.entries.map(\.id) == [EntryID(1)])
    #expect(main.presented == nil)
    #expect(restored.state.sortedStackIDs == ["main"])

    let report = restored.summary
    #expect(
      report.problems == [
        .unknownRouteName(
          "gone", path: "root.stack.entries[1]",
          registered: ["article", "int", "screen", "string"])
      ])
    #expect(report.droppedEntries.map(\.id) == [EntryID(2), EntryID(3), EntryID(4)])
    #expect(report.droppedEntries.map(\.routeName) == ["gone", "int", "int"])
    #expect(report.droppedEntries.map(\.stack) == ["main", "main", "settings"])
    #expect(report.droppedLayers.map(\.stacks) == [["settings"]])
    #expect(report.droppedLayers.first?.presenter == "main")
    #expect(!report.isComplete)
  }

  @Test func lenientModeDropsARouteThatDoesNotDecode() throws {
    let json = Self.snapshot.replacingOccurrences(of: "[3,4]", with: "[3,\"four\"]")
    let restored = try RestorationFixtures.lenient().decode(Data(json.utf8))

    // "gone" is still unknown; the sheet's entry does not decode, but the sheet went with
    // main's entries above #1 anyway.
    #expect(restored.summary.problems.count == 2)
    guard case .undecodableRoute(let name, let path, _) = restored.summary.problems.last else {
      Issue.record("expected undecodableRoute, got \(restored.summary.problems)")
      return
    }
    #expect(name == "int")
    #expect(path == "root.stack.layer.stack.entries[0]")
  }

  @Test func aLayerWhoseRootCannotBeRestoredIsDroppedWithEverythingInIt() throws {
    let json = """
      {"waypoint":1,"version":1,"types":["screen","gone"],
       "routes":[[{"home":{}}],[{"x":1}]],
       "root":{"stack":{"id":"main","entries":"1","entryTypes":"0",
         "layer":{"style":"cover","tabs":[{"id":"a","root":1,"entries":""},{"id":"b"}],
           "selected":"b"}}}}
      """
    let restored = try RestorationFixtures.lenient().decode(Data(json.utf8))

    #expect(restored.state.sortedStackIDs == ["main"])
    #expect(restored.state.stack("main")?.depth == 1)
    #expect(restored.summary.droppedLayers.count == 1)
    #expect(restored.summary.droppedLayers.first?.stacks == ["a", "b"])
    #expect(restored.summary.droppedLayers.first?.style == .fullScreenCover)
    #expect(restored.summary.droppedEntries.isEmpty)
  }

  @Test func theRootScreenOfTheTreesOwnStackIsNeverDropped() {
    let json = """
      {"waypoint":1,"version":1,"types":["gone"],"routes":[[1]],
       "root":{"stack":{"id":"main","root":0}}}
      """
    #expect(throws: RestorationError.self) {
      try RestorationFixtures.lenient().decode(Data(json.utf8))
    }
  }

  @Test func lenientModeStillRejectsABrokenStructure() {
    let json = Self.snapshot.replacingOccurrences(of: "\"1-3\"", with: "\"1,1,2\"")
    #expect(throws: RestorationError.duplicateEntryID(EntryID(1), path: "root.stack.entries[1]")) {
      try RestorationFixtures.lenient().decode(Data(json.utf8))
    }
  }

  @Test @MainActor func theRouterReturnsTheReport() throws {
    let router = Router()
    let report = try RestorationFixtures.lenient().restore(router, from: Data(Self.snapshot.utf8))
    #expect(report.droppedEntries.count == 3)
    #expect(router.state.stack("main")?.depth == 1)
    #expect(
      report.description.hasPrefix(
        "problem: at root.stack.entries[1]: no route type is registered as \"gone\""))
  }
}

@Suite struct RestorationMigrationTests {
  /// Version 1 of the test app stored `LegacyUser` as "user".
  static func versionOne() -> SnapshotCoder {
    SnapshotCoder(version: 1)
      .registering(LegacyUser.self, as: "user")
      .registering(SavedScreen.self, as: "screen")
  }

  static func savedByVersionOne() throws -> Data {
    let state = try NavigationState(
      content: .stack(
        StackState(
          id: "explore",
          entries: [
            Entry(id: EntryID(1), route: AnyRoute(SavedScreen.home)),
            Entry(id: EntryID(2), route: AnyRoute(LegacyUser(userID: 42))),
          ])))
    return try versionOne().encode(state)
  }

  @Test func renamingTheSwiftTypeKeepsSnapshotsLoading() throws {
    // `LegacyUser` renamed (and moved into another type): same stored name, same fields.
    enum Accounts {
      struct Member: Codable, Hashable, Sendable {
        var userID: Int
      }
    }
    let restoration = SnapshotCoder(version: 1)
      .registering(Accounts.Member.self, as: "user")
      .registering(SavedScreen.self, as: "screen")

    let restored = try restoration.decode(try Self.savedByVersionOne())

    let entries = try #require((restored.state.stack("explore")?.entries).map { Array($0) })
    #expect(entries.last?.route(as: Accounts.Member.self) == Accounts.Member(userID: 42))
  }

  @Test func formerNamesAreRead() throws {
    let restoration = SnapshotCoder(version: 1)
      .registering(LegacyUser.self, as: "member", formerNames: ["user"])
      .registering(SavedScreen.self, as: "screen")

    let restored = try restoration.decode(try Self.savedByVersionOne())

    let entries = try #require(restored.state.stack("explore")?.entries)
    #expect(entries.last?.route(as: LegacyUser.self) == LegacyUser(userID: 42))
    // Saved again, it is written under the new name.
    let text = String(decoding: try restoration.encode(restored.state), as: UTF8.self)
    #expect(text.contains("\"member\""))
    #expect(!text.contains("\"user\""))
  }

  /// Version 2 stores a user as "profile" with an `id` field.
  static let userToProfile: @Sendable (inout SnapshotRoute, Int) throws -> Void = {
    route, version in
    guard version < 2, route.name == "user" else { return }
    route.name = "profile"
    route.value["id"] = route.value["userID"]
    route.value["userID"] = nil
  }

  /// Version 2 of the test app, which migrates routes with `route`.
  static func versionTwo(
    mode: RestorationMode = .strict,
    route: @escaping @Sendable (inout SnapshotRoute, Int) throws -> Void = userToProfile
  ) -> SnapshotCoder {
    SnapshotCoder(
      version: 2, mode: mode,
      migration: SnapshotMigration(
        stackID: { id, version in version < 2 && id == "explore" ? "discover" : id },
        route: route)
    )
    .registering(ProfileV2.self, as: "profile")
    .registering(SavedScreen.self, as: "screen")
  }

  @Test func anOlderSnapshotIsMigrated() throws {
    let restored = try Self.versionTwo().decode(try Self.savedByVersionOne())

    let stack = try #require(restored.state.stack("discover"))
    #expect(stack.entries.map(\.id) == [EntryID(1), EntryID(2)])
    #expect(stack.entries.last?.route(as: ProfileV2.self) == ProfileV2(id: 42))
    #expect(restored.summary.isComplete)
  }

  @Test func aSnapshotOfTheCurrentVersionIsNotMigrated() throws {
    let restoration = Self.versionTwo()
    let state = try NavigationState(
      content: .stack(
        StackState(
          id: "explore", entries: [Entry(id: EntryID(1), route: AnyRoute(ProfileV2(id: 1)))])
      ))
    #expect(try restoration.decode(try restoration.encode(state)).state == state)
  }

  @Test func aMigrationThatThrowsFailsTheRestoreOrDropsTheRoute() throws {
    struct Obsolete: Error, CustomStringConvertible {
      var description: String { "users are gone" }
    }
    let obsolete: @Sendable (inout SnapshotRoute, Int) throws -> Void = { route, _ in
      if route.name == "user" { throw Obsolete() }
    }
    let restoration = Self.versionTwo(route: obsolete)
    #expect(
      throws: RestorationError.migrationFailed(
        path: "root.stack.entries[1]", detail: "users are gone")
    ) {
      try restoration.decode(try Self.savedByVersionOne())
    }

    let lenient = Self.versionTwo(mode: .lenient, route: obsolete)
    let restored = try lenient.decode(try Self.savedByVersionOne())
    #expect(restored.state.stack("discover")?.entries.map(\.id) == [EntryID(1)])
    #expect(restored.summary.droppedEntries.map(\.routeName) == ["user"])
  }

  @Test func aMigratedRouteThatStillDoesNotDecodeIsReported() throws {
    let restoration = Self.versionTwo { route, _ in
      if route.name == "user" { route.name = "profile" }  // forgot to rename the field
    }
    let error = #expect(throws: RestorationError.self) {
      try restoration.decode(try Self.savedByVersionOne())
    }
    guard case .undecodableRoute("profile", "root.stack.entries[1]", _) = error else {
      Issue.record("expected undecodableRoute, got \(String(describing: error))")
      return
    }
  }
}

@Suite struct SnapshotValueTests {
  @Test func everyKindOfJSONValueSurvivesDecodingAndEncoding() throws {
    let json = """
      {"null":null,"bool":true,"int":-42,"double":1.25,"string":"é\\"","array":[1,"a",[]],
       "object":{"nested":{}}}
      """
    let value = try JSONDecoder().decode(SnapshotValue.self, from: Data(json.utf8))

    #expect(value["null"] == .null)
    #expect(value["bool"] == .bool(true))
    #expect(value["int"] == .int(-42))
    #expect(value["double"] == .double(1.25))
    #expect(value["string"] == .string("é\""))
    #expect(value["array"]?[1] == .string("a"))
    #expect(value["array"]?[3] == nil)
    #expect(value["object"]?["nested"] == .object([:]))
    let again = try JSONDecoder().decode(SnapshotValue.self, from: JSONEncoder().encode(value))
    #expect(again == value)
  }

  @Test func settingAKeyToNilRemovesIt() {
    var value = SnapshotValue.object(["a": .int(1), "b": .int(2)])
    value["a"] = nil
    #expect(value == .object(["b": .int(2)]))
  }
}
