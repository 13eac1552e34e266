/// How snapshots written with an older schema version are brought up to date.
///
/// When a snapshot's version is older than the `version` its ``SnapshotCoder`` was created
/// with, each of its routes is passed to the `route` closure as a ``SnapshotRoute`` (its
/// stored name and its data as a ``SnapshotValue``) before it is decoded, and each stack ID
/// to the `stackID` closure. Change the name, the data, or both; throw to reject the route
/// (strict mode fails the restore, lenient mode drops the route like one that does not
/// decode).
///
/// ```swift
/// // Version 2 stores a profile's `userID` as `id`.
/// let coder = SnapshotCoder(
///   version: 2,
///   migration: SnapshotMigration(route: { route, version in
///     if version < 2, route.name == "profile" {
///       route.value["id"] = route.value["userID"]
///       route.value["userID"] = nil
///     }
///   })
/// ).registering(Profile.self, as: "profile")
/// ```
public struct SnapshotMigration: Sendable {
  /// Migrates one route of a snapshot written with schema `version`.
  var migrateRoute: (@Sendable (_ route: inout SnapshotRoute, _ version: Int) throws -> Void)?
  /// Returns the ID a stack of a snapshot written with schema `version` has now.
  var migrateStackID: (@Sendable (_ id: StackID, _ version: Int) -> StackID)?

  /// Creates a migration; with no arguments, older snapshots are read as they are.
  ///
  /// - Parameters:
  ///   - stackID: Returns the ID a stack of a snapshot written with schema `version` has
  ///     now.
  ///   - route: Migrates one route of a snapshot written with schema `version`: change
  ///     its name, its data, or both; throw to reject it.
  public init(
    stackID: (@Sendable (_ id: StackID, _ version: Int) -> StackID)? = nil,
    route: (@Sendable (_ route: inout SnapshotRoute, _ version: Int) throws -> Void)? = nil
  ) {
    self.migrateRoute = route
    self.migrateStackID = stackID
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
