// Each deprecated restoration API under its 0.1.0 spelling, checked to do what its
// replacement does. An app written against 0.1.0 must keep compiling and behaving the same.
// The tests are marked deprecated themselves, so the old spellings' deprecation warnings
// are silenced inside them and only there, even in a build with -warnings-as-errors.

import Foundation
import Testing
import Waypoint

/// A route type of version 1 of the test app, stored as "user".
private struct OldUser: Codable, Hashable, Sendable {
  var userID: Int
}

@Suite("Deprecated restoration spellings")
@MainActor
struct DeprecatedRestorationTests {
  /// Tabs `inbox` and `sent`; `inbox` holds two messages and presents a `compose` sheet.
  static func state() throws -> NavigationState {
    let router = Router(try NavigationState(tabs: ["inbox", "sent"], selected: "inbox"))
    _ = router.push(contentsOf: [Mail.message(id: 1), Mail.message(id: 2)])
    router.present(.sheet(Mail.compose, id: "compose"))
    return router.state
  }

  static let registered = SnapshotCoder(version: 1).registering(Mail.self, as: "mail")

  @available(*, deprecated, message: "uses the 0.1.0 spelling register(_:as:formerNames:)")
  @Test func registerIsRegistering() throws {
    // Sorted keys, so that equal snapshots are equal bytes.
    var old = SnapshotCoder(version: 1, outputFormatting: .sortedKeys)
    old.register(Mail.self, as: "mail", formerNames: ["letter"])
    let new = SnapshotCoder(version: 1, outputFormatting: .sortedKeys)
      .registering(Mail.self, as: "mail", formerNames: ["letter"])
    let state = try Self.state()
    #expect(try old.encode(state) == new.encode(state))
    let underFormerName = Data(
      String(decoding: try new.encode(state), as: UTF8.self)
        .replacingOccurrences(of: "\"mail\"", with: "\"letter\"").utf8)
    #expect(try old.decode(underFormerName).state == state)
    #expect(try new.decode(underFormerName).state == state)
  }

  @available(
    *, deprecated,
    message:
      "uses the 0.1.0 spellings SnapshotCoder.version, mode, limits, migration, outputFormatting"
  )
  @Test func theCodersPropertiesAreItsInitializersArguments() throws {
    let limits = RestorationLimits(maxBytes: 1 << 16, maxEntries: 50, maxStacks: 9, maxDepth: 3)
    let migration = SnapshotMigration(stackID: { id, _ in id == "outbox" ? "sent" : id })
    var old = SnapshotCoder().registering(Mail.self, as: "mail")
    old.version = 2
    old.mode = .lenient
    old.limits = limits
    old.migration = migration
    old.outputFormatting = [.prettyPrinted, .sortedKeys]
    let new = SnapshotCoder(
      version: 2, mode: .lenient, limits: limits, migration: migration,
      outputFormatting: [.prettyPrinted, .sortedKeys]
    ).registering(Mail.self, as: "mail")

    #expect(old.version == 2)
    #expect(old.mode == .lenient)
    #expect(old.limits == limits)
    #expect(old.migration.stackID?("outbox", 1) == "sent")
    #expect(old.outputFormatting == [.prettyPrinted, .sortedKeys])
    let state = try Self.state()
    #expect(try old.encode(state) == new.encode(state))
    // Version 1 called the sent tab "outbox"; both coders migrate it, leniently.
    let versionOne = try Self.registered.encode(
      try NavigationState(tabs: ["inbox", "outbox"], selected: "inbox"))
    #expect(try old.decode(versionOne).state == new.decode(versionOne).state)
    #expect(try old.decode(versionOne).state.stackIDs == ["inbox", "sent"])
    // Both refuse what the limits do not allow.
    let big = try Self.registered.encode(
      try NavigationState(tabs: (0..<10).map { StackID("tab\($0)") }, selected: "tab0"))
    #expect(throws: RestorationError.limitExceeded(.stacks, found: 10, maximum: 9)) {
      try old.decode(big)
    }
    #expect(throws: RestorationError.limitExceeded(.stacks, found: 10, maximum: 9)) {
      try new.decode(big)
    }
  }

  @available(*, deprecated, message: "uses the 0.1.0 spellings registeredNames, name(of:)")
  @Test func registeredNamesAndNameOfEchoTheRegistrations() {
    let coder = SnapshotCoder()
      .registering(OldUser.self, as: "user", formerNames: ["member"])
      .registering(Mail.self, as: "mail")
    #expect(coder.registeredNames == ["mail", "user"])
    #expect(coder.name(of: OldUser.self) == "user")
    #expect(coder.name(of: Mail.self) == "mail")
    #expect(coder.name(of: Int.self) == nil)
  }

  @available(
    *, deprecated,
    message: "uses the 0.1.0 spellings NavigationSnapshot, CodingUserInfoKey.waypointRestoration"
  )
  @Test func aNavigationSnapshotIsWhatTheCoderEncodesAndDecodes() throws {
    struct Document: Codable, Equatable {
      var navigation: NavigationSnapshot
      var draft: String
    }
    // Sorted keys, so that equal snapshots are equal bytes.
    let coder = SnapshotCoder(version: 1, outputFormatting: .sortedKeys)
      .registering(Mail.self, as: "mail")
    let state = try Self.state()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.userInfo[.waypointRestoration] = coder
    let decoder = JSONDecoder()
    decoder.userInfo[.waypointRestoration] = coder

    // The same bytes as the coder's own.
    #expect(try encoder.encode(NavigationSnapshot(state)) == coder.encode(state))
    let snapshot = try decoder.decode(NavigationSnapshot.self, from: try coder.encode(state))
    #expect(snapshot.state == state)
    #expect(try snapshot.report == coder.decode(try coder.encode(state)).report)
    // Inside a document of the app's own.
    let document = Document(navigation: NavigationSnapshot(state), draft: "text")
    #expect(try decoder.decode(Document.self, from: encoder.encode(document)) == document)
  }

  @available(*, deprecated, message: "uses the 0.1.0 spelling NavigationSnapshot")
  @Test func withoutTheCoderInUserInfoANavigationSnapshotFailsWithAnError() throws {
    let snapshot = NavigationSnapshot(try Self.state())
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(snapshot) }
    let data = try Self.registered.encode(snapshot.state)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationSnapshot.self, from: data)
    }
  }

  @available(*, deprecated, message: "uses the 0.1.0 spelling RestoredState")
  @Test func restoredStateIsWhatDecodeReturns() throws {
    let state = try Self.state()
    let restored: RestoredState = try Self.registered.decode(try Self.registered.encode(state))
    #expect(restored.state == state)
    #expect(restored.report.isComplete)
  }

  @available(*, deprecated, message: "uses the 0.1.0 spelling RestorationReport()")
  @Test func anEmptyReportIsAComplete() throws {
    let report = RestorationReport()
    #expect(report.isComplete)
    #expect(report.description == "complete")
    let restored = try Self.registered.decode(try Self.registered.encode(try Self.state()))
    #expect(report == restored.report)
  }

  @available(
    *, deprecated, message: "uses the 0.1.0 spellings RestorationLimits.maxBytes and the rest"
  )
  @Test func theLimitsPropertiesAreTheirInitializersArguments() {
    var old = RestorationLimits()
    #expect(old.maxBytes == 2 << 20)
    #expect(old.maxEntries == 10_000)
    #expect(old.maxStacks == 1_000)
    #expect(old.maxDepth == NavigationState.defaultMaxLayerDepth)
    old.maxBytes = 1_000
    old.maxEntries = 100
    old.maxStacks = 10
    old.maxDepth = 4
    #expect(old == RestorationLimits(maxBytes: 1_000, maxEntries: 100, maxStacks: 10, maxDepth: 4))
    let values: [Int] = [old.maxBytes, old.maxEntries, old.maxStacks, old.maxDepth]
    #expect(values == [1_000, 100, 10, 4])
  }

  @available(
    *, deprecated, message: "uses the 0.1.0 spellings SnapshotMigration.route, stackID"
  )
  @Test func theMigrationsPropertiesAreItsInitializersArguments() throws {
    let versionOne = SnapshotCoder(version: 1).registering(OldUser.self, as: "user")
    let saved = try versionOne.encode(
      try NavigationState(
        root: .stack(
          StackState(
            id: "people", entries: [Entry(id: EntryID(1), route: AnyRoute(OldUser(userID: 4)))]))
      ))
    var old = SnapshotMigration()
    #expect(old.route == nil && old.stackID == nil)
    old.stackID = { id, version in version < 2 && id == "people" ? "contacts" : id }
    old.route = { route, version in
      if version < 2, route.name == "user" { route.name = "mail" }
      route.value = .object(["message": .object(["id": route.value["userID"] ?? .null])])
    }
    let new = SnapshotMigration(
      stackID: { id, version in version < 2 && id == "people" ? "contacts" : id },
      route: { route, version in
        if version < 2, route.name == "user" { route.name = "mail" }
        route.value = .object(["message": .object(["id": route.value["userID"] ?? .null])])
      })
    let expected = try NavigationState(
      root: .stack(
        StackState(
          id: "contacts", entries: [Entry(id: EntryID(1), route: AnyRoute(Mail.message(id: 4)))])
      ))
    for migration in [old, new] {
      let coder = SnapshotCoder(version: 2, migration: migration).registering(Mail.self, as: "mail")
      #expect(try coder.decode(saved).state == expected)
    }
  }

  @available(*, deprecated, message: "uses the 0.1.0 spelling SnapshotRoute(name:value:)")
  @Test func aRouteMadeByHandHoldsItsNameAndValue() {
    let route = SnapshotRoute(name: "user", value: .object(["userID": .int(4)]))
    #expect(route.name == "user")
    #expect(route.value["userID"] == .int(4))
  }

  @available(*, deprecated, message: "uses the 0.1.0 spelling RestorationLimits.Kind(rawValue:)")
  @Test func aKindOfLimitIsReadFromItsRawValue() {
    let kinds: [RestorationLimits.Kind] = [.bytes, .entries, .stacks, .layers]
    for kind in kinds {
      #expect(RestorationLimits.Kind(rawValue: kind.rawValue) == kind)
      #expect(kind.rawValue == kind.description)
    }
    #expect(RestorationLimits.Kind(rawValue: "depth") == nil)
  }

  @available(*, deprecated, message: "uses the 0.1.0 spelling DroppedEntry.position")
  @Test func aDroppedEntrysPositionIsTheOneItsDescriptionNames() throws {
    let saved = try Self.registered.encode(try Self.state())
    let lenient = SnapshotCoder(version: 1, mode: .lenient)
    let report = try lenient.decode(saved).report
    #expect(!report.droppedEntries.isEmpty)
    for entry in report.droppedEntries {
      #expect(entry.description.hasSuffix("at \(entry.stack)[\(entry.position)]"))
    }
    #expect(report.droppedEntries.map(\.position) == [0, 1])
  }
}
