/// One registered pattern and what it does, with what reading a match needs precomputed.
final class RegisteredPattern: Sendable {
  /// Where a named value is: the segment position, and whether it is a catch-all.
  struct Slot: Sendable {
    let name: String
    let position: Int
    let isCatchAll: Bool
  }

  let pattern: LinkPattern
  let slots: [Slot]
  let catchAllPosition: Int?
  /// What a link pattern's match opens: the app's closure, as given (its errors are
  /// mapped when it runs, in ``openTarget(_:)``).
  let target: (@Sendable (LinkMatch) throws -> LinkTarget)?
  let routeType: ObjectIdentifier?
  let parse: (@Sendable (LinkMatch) throws(LinkError) -> AnyRoute)?
  let print: (@Sendable (AnyRoute) -> LinkValues?)?

  init(
    pattern: LinkPattern,
    target: (@Sendable (LinkMatch) throws -> LinkTarget)? = nil,
    routeType: ObjectIdentifier? = nil,
    parse: (@Sendable (LinkMatch) throws(LinkError) -> AnyRoute)? = nil,
    print: (@Sendable (AnyRoute) -> LinkValues?)? = nil
  ) {
    self.pattern = pattern
    var slots: [Slot] = []
    var catchAll: Int?
    for (position, segment) in pattern.segments.enumerated() {
      switch segment {
      case .parameter(let name, _):
        if slots.isEmpty { slots.reserveCapacity(pattern.segments.count - position) }
        slots.append(Slot(name: name, position: position, isCatchAll: false))
      case .catchAll(let name):
        catchAll = position
        if let name { slots.append(Slot(name: name, position: position, isCatchAll: true)) }
      case .literal, .wildcard:
        break
      }
    }
    self.slots = slots
    self.catchAllPosition = catchAll
    self.target = target
    self.routeType = routeType
    self.parse = parse
    self.print = print
  }

  /// Whether the pattern declares the query item `name`.
  func declaresQuery(_ name: String) -> Bool {
    pattern.declaredQuery.contains { $0.name == name }
  }

  /// The name of the first required query item, if any.
  var firstRequired: String? {
    pattern.declaredQuery.first(where: \.isRequired)?.name
  }

  /// Runs the target on `match`; an error of the app's own becomes
  /// ``LinkError/unreadable(pattern:reason:)``.
  func openTarget(_ match: LinkMatch) throws(LinkError) -> LinkTarget {
    guard let target else { return LinkTarget() }
    do {
      return try target(match)
    } catch let error as LinkError {
      throw error
    } catch {
      throw .unreadable(pattern: pattern.text, reason: String(describing: error))
    }
  }
}

/// What matching and reading values need from a registered pattern, as 56 bytes of plain data:
/// whether it has required query items, and its first two parameter names and first query
/// name (up to 16 bytes each, packed) with positions.
///
/// Reading a value reads this in place; it touches neither the registered pattern nor anything it
/// references, and holds no reference to retain. Patterns with more or longer names fall
/// back to the registered pattern.
struct PatternLookup: Sendable {
  private static let required: UInt8 = 1
  private static let complete: UInt8 = 2
  private static let query: UInt8 = 4
  private static let catchAll0: UInt8 = 8
  private static let catchAll1: UInt8 = 16

  private let flags: UInt8
  private let slotCount: UInt8
  private let positions: (UInt8, UInt8)
  private let name0: PackedName
  private let name1: PackedName
  private let query0: PackedName

  init(_ registered: RegisteredPattern) {
    let slots = registered.slots
    let query = registered.pattern.declaredQuery
    let packed0 = slots.isEmpty ? PackedName() : PackedName(slots[0].name)
    let packed1 = slots.count < 2 ? PackedName() : PackedName(slots[1].name)
    let packedQuery = query.isEmpty ? PackedName() : PackedName(query[0].name)
    let isComplete =
      slots.count <= 2 && query.count <= 1 && registered.pattern.segments.count < 256
      && packed0 != nil && packed1 != nil && packedQuery != nil
    var flags: UInt8 = isComplete ? Self.complete : 0
    if query.contains(where: \.isRequired) { flags |= Self.required }
    if !query.isEmpty { flags |= Self.query }
    if slots.first?.isCatchAll == true { flags |= Self.catchAll0 }
    if slots.count > 1 && slots[1].isCatchAll { flags |= Self.catchAll1 }
    self.flags = flags
    slotCount = UInt8(truncatingIfNeeded: Swift.min(slots.count, 2))
    func position(_ index: Int) -> UInt8 {
      index < slots.count ? UInt8(truncatingIfNeeded: slots[index].position) : 0
    }
    positions = (position(0), position(1))
    name0 = packed0 ?? PackedName()
    name1 = packed1 ?? PackedName()
    query0 = packedQuery ?? PackedName()
  }

  /// Whether the pattern has required query items.
  var hasRequired: Bool { flags & Self.required != 0 }

  /// Whether the names are all here; when not, read them from the registered pattern.
  var isSelfContained: Bool { flags & Self.complete != 0 }

  /// The slot named `name` (packed), when ``isSelfContained``.
  @inline(__always)
  func slot(named packed: PackedName) -> (position: Int, isCatchAll: Bool)? {
    if slotCount > 0, packed == name0 {
      return (Int(positions.0), flags & Self.catchAll0 != 0)
    }
    if slotCount > 1, packed == name1 {
      return (Int(positions.1), flags & Self.catchAll1 != 0)
    }
    return nil
  }

  /// Whether the pattern declares the query item `name` (packed), when ``isSelfContained``.
  @inline(__always)
  func declaresQuery(_ packed: PackedName) -> Bool {
    flags & Self.query != 0 && packed == query0
  }
}

/// A registered pattern with its lookup data in front, 64 bytes: the array a map matches against,
/// so that a match holds one reference and reads the lookup in place.
struct LinkRecord: Sendable {
  let lookup: PatternLookup
  let registered: RegisteredPattern

  init(_ registered: RegisteredPattern) {
    self.lookup = PatternLookup(registered)
    self.registered = registered
  }
}

/// A name of at most 16 UTF-8 bytes packed into two words, compared without touching memory. Names
/// that differ only by trailing zero bytes pack alike; parameter names are letters, digits, `_` and
/// `-`, and query names with zero bytes fall back to the registered pattern.
struct PackedName: Sendable, Equatable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  init() {}

  /// Packs `name`, or `nil` when it is longer than 16 bytes.
  @inline(__always)
  init?(_ name: String) {
    var name = name
    let packed = name.withUTF8 { bytes -> Bool in
      guard bytes.count <= 16, !bytes.contains(0) else { return false }
      for (index, byte) in bytes.enumerated() {
        if index < 8 {
          low |= UInt64(byte) &<< UInt64(8 * index)
        } else {
          high |= UInt64(byte) &<< UInt64(8 * (index - 8))
        }
      }
      return true
    }
    guard packed else { return nil }
  }
}

/// The route patterns and registered dialogs of a map, shared by copies of the map and by
/// matches that read sequences of routes or dialogs.
///
/// A map changes its table in place when it holds the only reference to it
/// (`LinkMap.uniqueRoutes()`), so that registering N route patterns costs O(N) in all;
/// otherwise it copies the table once and changes the copy. A copy of the map, or a match,
/// holds a reference, so the table it sees never changes.
///
/// `@unchecked Sendable`: the fields are `var`, but they are written only by `LinkMap`'s
/// mutating methods, and only after `isKnownUniquelyReferenced` has returned `true` for the
/// map's reference: no other map, match or thread holds the table then, so no one can read it
/// while it is written. A table that has been shared is never written again.
final class RouteTable: @unchecked Sendable {
  var tree: SegmentTree
  private(set) var registered: [RegisteredPattern]
  private(set) var records: [LinkRecord]
  var configuration: LinkScannerConfiguration
  /// The dialogs links present, by the names they are registered under, without anchors.
  var dialogs: [String: Dialog]

  init(tree: SegmentTree, configuration: LinkScannerConfiguration) {
    self.tree = tree
    self.registered = []
    self.records = []
    self.configuration = configuration
    self.dialogs = [:]
  }

  private init(copying table: RouteTable) {
    tree = table.tree
    registered = table.registered
    records = table.records
    configuration = table.configuration
    dialogs = table.dialogs
  }

  /// A table with the same contents, for a map to change when it shares this one.
  func copy() -> RouteTable { RouteTable(copying: self) }

  /// Appends a route pattern whose segments are already in ``tree``.
  func append(_ pattern: RegisteredPattern) {
    registered.append(pattern)
    records.append(LinkRecord(pattern))
  }
}
