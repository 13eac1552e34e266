import Foundation

/// How navigation state is saved and restored: the route types the app registers under
/// stable names, the app's schema version, how to migrate older snapshots, and limits on
/// what a snapshot may hold.
///
/// A snapshot is JSON `Data`. Route types are stored under the names registered here,
/// never under Swift type names, so renaming or moving a type keeps old snapshots
/// loading, and only registered types are ever decoded.
///
/// A coder is configured once: its settings in the initializer, its route types with
/// ``registering(_:as:formerNames:)``.
///
/// ```swift
/// let coder = SnapshotCoder(version: 1)
///   .registering(Screen.self, as: "screen")
///   .registering(Profile.self, as: "profile")
///
/// let data = try coder.snapshot(of: router)
/// // … next launch …
/// try coder.restore(router, from: data)
/// ```
///
/// Restoring is all or nothing by default (``RestorationMode/strict``): any problem throws
/// a ``RestorationError`` that says what and where, and nothing changes. In
/// ``RestorationMode/lenient`` mode, routes that cannot be restored are dropped with what
/// was above them, and the ``RestorationSummary`` lists what was dropped.
public struct SnapshotCoder: Sendable {
  /// The app's schema version, written into every snapshot.
  var storedVersion: Int
  /// What to do with routes that cannot be restored.
  var storedMode: RestorationMode
  /// Upper bounds on what a snapshot may hold.
  var storedLimits: RestorationLimits
  /// How snapshots older than `storedVersion` are brought up to date.
  var storedMigration: SnapshotMigration
  /// The JSON formatting of saved snapshots.
  var storedFormatting: JSONEncoder.OutputFormatting

  private(set) var codecsByName: [String: any RouteCodec] = [:]
  private(set) var namesByType: [ObjectIdentifier: String] = [:]

  /// Creates a coder with no route types registered yet.
  ///
  /// ```swift
  /// let coder = SnapshotCoder(
  ///   version: 2, mode: .lenient, limits: RestorationLimits(maxEntries: 50_000),
  ///   outputFormatting: [.prettyPrinted, .sortedKeys]
  /// )
  /// .registering(Screen.self, as: "screen")
  /// ```
  ///
  /// - Parameters:
  ///   - version: The app's schema version, 1 or more, written into every snapshot. Raise
  ///     it when a route's encoding changes, and migrate older snapshots with `migration`.
  ///   - mode: What to do with routes that cannot be restored. Strict by default.
  ///   - limits: Upper bounds on what a snapshot may hold; anything beyond them is
  ///     rejected.
  ///   - migration: How snapshots older than `version` are brought up to date.
  ///   - outputFormatting: The JSON formatting of saved snapshots: compact by default.
  public init(
    version: Int = 1, mode: RestorationMode = .strict, limits: RestorationLimits = .init(),
    migration: SnapshotMigration = .init(), outputFormatting: JSONEncoder.OutputFormatting = []
  ) {
    self.storedVersion = version
    self.storedMode = mode
    self.storedLimits = limits
    self.storedMigration = migration
    self.storedFormatting = outputFormatting
  }

  /// Returns a copy of this coder with a route type registered under a stable name.
  ///
  /// Snapshots store the name, never the Swift type's name: rename or move the type freely.
  /// To rename the stored name itself, register the new name and list the old one in
  /// `formerNames`; snapshots are written with `name` and read with any of them.
  ///
  /// ```swift
  /// let coder = SnapshotCoder(version: 1)
  ///   .registering(Screen.self, as: "screen")
  ///   .registering(UserProfile.self, as: "profile", formerNames: ["user"])
  /// ```
  ///
  /// Registering is done in code, so a name or a type registered twice is a programmer
  /// error, reported by a precondition that names both.
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - name: Its stable name in snapshots; not empty.
  ///   - formerNames: Names it was stored under before; read, never written.
  /// - Returns: This coder, with `type` registered too.
  public func registering<Route: Codable & Hashable & Sendable>(
    _ type: Route.Type, as name: String, formerNames: [String] = []
  ) -> SnapshotCoder {
    var copy = self
    copy.add(type, as: name, formerNames: formerNames)
    return copy
  }

  /// Registers `type` under `name` and `formerNames` in place.
  mutating func add<Route: Codable & Hashable & Sendable>(
    _ type: Route.Type, as name: String, formerNames: [String]
  ) {
    let codec = TypedRouteCodec<Route>()
    let key = ObjectIdentifier(type)
    precondition(
      namesByType[key] == nil,
      "Waypoint: \(type) is already registered as \"\(namesByType[key] ?? "")\"")
    for stored in [name] + formerNames {
      precondition(!stored.isEmpty, "Waypoint: a route name must not be empty (\(type))")
      precondition(
        codecsByName[stored] == nil,
        "Waypoint: the name \"\(stored)\" is already taken by "
          + "\(codecsByName[stored].map { "\($0.routeType)" } ?? "")")
      codecsByName[stored] = codec
    }
    namesByType[key] = name
  }

  /// The names routes are written under, sorted.
  var writtenNames: [String] { namesByType.values.sorted() }
}

extension CodingUserInfoKey {
  /// The key under which the snapshot wire format finds its ``SnapshotCoder`` in an
  /// encoder's or decoder's `userInfo`.
  static let snapshotCoder: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "dev.waypoint.restoration") else {
      preconditionFailure("Waypoint: CodingUserInfoKey rejected a constant name")
    }
    return key
  }()
}
