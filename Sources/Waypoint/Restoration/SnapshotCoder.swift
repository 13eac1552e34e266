import Foundation

/// How navigation state is saved and restored: the route types the app registers under
/// stable names, the app's schema version, how to migrate older snapshots, and limits on
/// what a snapshot may hold.
///
/// A snapshot is JSON `Data`. Route types are stored under the names registered here,
/// never under Swift type names, so renaming or moving a type keeps old snapshots
/// loading, and only registered types are ever decoded.
///
/// ```swift
/// var coder = SnapshotCoder(version: 1)
/// coder.register(Screen.self, as: "screen")
/// coder.register(Profile.self, as: "profile")
///
/// let data = try coder.snapshot(of: router)
/// // … next launch …
/// try coder.restore(router, from: data)
/// ```
///
/// Restoring is all or nothing by default (``RestorationMode/strict``): any problem throws
/// a ``RestorationError`` that says what and where, and nothing changes. In
/// ``RestorationMode/lenient`` mode, routes that cannot be restored are dropped with what
/// was above them, and the ``RestorationReport`` lists what was dropped.
public struct SnapshotCoder: Sendable {
  /// The app's schema version, written into every snapshot. Raise it when a route's
  /// encoding changes, and migrate older snapshots with ``migration``.
  public var version: Int
  /// What to do with routes that cannot be restored. Strict by default.
  public var mode: RestorationMode
  /// Upper bounds on what a snapshot may hold; anything beyond them is rejected.
  public var limits: RestorationLimits
  /// How snapshots older than ``version`` are brought up to date.
  public var migration: SnapshotMigration
  /// The JSON formatting of saved snapshots: compact by default.
  public var outputFormatting: JSONEncoder.OutputFormatting = []

  private(set) var codecsByName: [String: any RouteCodec] = [:]
  private(set) var namesByType: [ObjectIdentifier: String] = [:]

  /// Creates a coder with no route types registered yet.
  ///
  /// - Parameters:
  ///   - version: The app's schema version, 1 or more.
  ///   - mode: What to do with routes that cannot be restored.
  ///   - limits: Upper bounds on what a snapshot may hold.
  ///   - migration: How older snapshots are brought up to `version`.
  public init(
    version: Int = 1, mode: RestorationMode = .strict, limits: RestorationLimits = .init(),
    migration: SnapshotMigration = .init()
  ) {
    self.version = version
    self.mode = mode
    self.limits = limits
    self.migration = migration
  }

  /// Registers a route type under a stable name.
  ///
  /// Snapshots store the name, never the Swift type's name: rename or move the type freely.
  /// To rename the stored name itself, register the new name and list the old one in
  /// `formerNames`; snapshots are written with `name` and read with any of them.
  ///
  /// ```swift
  /// coder.register(UserProfile.self, as: "profile", formerNames: ["user"])
  /// ```
  ///
  /// Registering is done in code, so a name or a type registered twice is a programmer
  /// error, reported by a precondition that names both.
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - name: Its stable name in snapshots; not empty.
  ///   - formerNames: Names it was stored under before; read, never written.
  public mutating func register<Route: Codable & Hashable & Sendable>(
    _ type: Route.Type, as name: String, formerNames: [String] = []
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

  /// Returns a copy with `type` registered under `name` (see ``register(_:as:formerNames:)``).
  public func registering<Route: Codable & Hashable & Sendable>(
    _ type: Route.Type, as name: String, formerNames: [String] = []
  ) -> SnapshotCoder {
    var copy = self
    copy.register(type, as: name, formerNames: formerNames)
    return copy
  }

  /// The names routes are written under, sorted.
  public var registeredNames: [String] { namesByType.values.sorted() }

  /// The name `type` is written under, or `nil` when it is not registered.
  public func name(of type: any Any.Type) -> String? {
    namesByType[ObjectIdentifier(type)]
  }
}

extension CodingUserInfoKey {
  /// The key under which a ``NavigationSnapshot`` finds its ``SnapshotCoder`` in an encoder's
  /// or decoder's `userInfo`.
  public static let waypointRestoration: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "dev.waypoint.restoration") else {
      preconditionFailure("Waypoint: CodingUserInfoKey rejected a constant name")
    }
    return key
  }()
}
