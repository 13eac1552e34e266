/// How snapshots written with an older schema version are brought up to date.
///
/// When a snapshot's version is older than ``SnapshotCoder/version``, each of its routes is
/// passed to ``route`` as a ``SnapshotRoute`` (its stored name and its data as a
/// ``SnapshotValue``) before it is decoded, and each stack ID to ``stackID``. Change the
/// name, the data, or both; throw to reject the route (strict mode fails the restore,
/// lenient mode drops the route like one that does not decode).
///
/// ```swift
/// // Version 2 stores a profile's `userID` as `id`.
/// coder.version = 2
/// coder.migration = SnapshotMigration(route: { route, version in
///   if version < 2, route.name == "profile" {
///     route.value["id"] = route.value["userID"]
///     route.value["userID"] = nil
///   }
/// })
/// ```
public struct SnapshotMigration: Sendable {
  /// Migrates one route of a snapshot written with schema `version`.
  public var route: (@Sendable (_ route: inout SnapshotRoute, _ version: Int) throws -> Void)?
  /// Returns the ID a stack of a snapshot written with schema `version` has now.
  public var stackID: (@Sendable (_ id: StackID, _ version: Int) -> StackID)?

  /// Creates a migration; with no arguments, older snapshots are read as they are.
  public init(
    stackID: (@Sendable (_ id: StackID, _ version: Int) -> StackID)? = nil,
    route: (@Sendable (_ route: inout SnapshotRoute, _ version: Int) throws -> Void)? = nil
  ) {
    self.route = route
    self.stackID = stackID
  }
}

/// A coding key made from any string.
struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
