import Foundation

// The 0.1.0 spellings that a coder configured once, in its initializer and with
// `registering(_:as:formerNames:)`, no longer needs. Each keeps working.
extension SnapshotCoder {
  /// The app's schema version, written into every snapshot.
  @available(
    *, deprecated,
    message: "pass version: to SnapshotCoder(version:mode:limits:migration:outputFormatting:)"
  )
  public var version: Int {
    get { storedVersion }
    set { storedVersion = newValue }
  }

  /// What to do with routes that cannot be restored.
  @available(
    *, deprecated,
    message: "pass mode: to SnapshotCoder(version:mode:limits:migration:outputFormatting:)"
  )
  public var mode: RestorationMode {
    get { storedMode }
    set { storedMode = newValue }
  }

  /// Upper bounds on what a snapshot may hold.
  @available(
    *, deprecated,
    message: "pass limits: to SnapshotCoder(version:mode:limits:migration:outputFormatting:)"
  )
  public var limits: RestorationLimits {
    get { storedLimits }
    set { storedLimits = newValue }
  }

  /// How snapshots older than the coder's version are brought up to date.
  @available(
    *, deprecated,
    message: "pass migration: to SnapshotCoder(version:mode:limits:migration:outputFormatting:)"
  )
  public var migration: SnapshotMigration {
    get { storedMigration }
    set { storedMigration = newValue }
  }

  /// The JSON formatting of saved snapshots.
  @available(
    *, deprecated,
    message:
      "pass outputFormatting: to SnapshotCoder(version:mode:limits:migration:outputFormatting:)"
  )
  public var outputFormatting: JSONEncoder.OutputFormatting {
    get { storedFormatting }
    set { storedFormatting = newValue }
  }

  /// Registers a route type under a stable name.
  @available(
    *, deprecated,
    message:
      "use registering(_:as:formerNames:), which returns the coder with the type registered: coder = coder.registering(Route.self, as: name)"
  )
  public mutating func register<Route: Codable & Hashable & Sendable>(
    _ type: Route.Type, as name: String, formerNames: [String] = []
  ) {
    add(type, as: name, formerNames: formerNames)
  }

  /// The names routes are written under, sorted.
  @available(
    *, deprecated,
    message: "the app registers its route types itself; keep the names where it registers them"
  )
  public var registeredNames: [String] { writtenNames }

  /// The name `type` is written under, or `nil` when it is not registered.
  @available(
    *, deprecated,
    message: "the app registers its route types itself; keep the names where it registers them"
  )
  public func name(of type: any Any.Type) -> String? {
    namesByType[ObjectIdentifier(type)]
  }
}
