/// One route of a snapshot being migrated: the name it is stored under and its data.
///
/// A ``SnapshotMigration`` is given each route of an older snapshot to change in place.
public struct SnapshotRoute: Sendable, Hashable {
  /// The route's name; set it to a registered name.
  public var name: String
  /// The route's data, as the route type's `Codable` conformance wrote it.
  public var value: SnapshotValue

  /// A route of a snapshot, as the migration is given it.
  init(storedAs name: String, value: SnapshotValue) {
    self.name = name
    self.value = value
  }
}
