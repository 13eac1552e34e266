/// One registered pattern and what it does, with what reading a match needs precomputed.
final class RegisteredPattern: Sendable {
  let pattern: LinkPattern
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
    // A catch-all is the last segment (``LinkPattern`` refuses it elsewhere).
    if pattern.parts.last?.kind == .catchAll {
      catchAllPosition = pattern.parts.count - 1
    } else {
      catchAllPosition = nil
    }
    self.pattern = pattern
    self.target = target
    self.routeType = routeType
    self.parse = parse
    self.print = print
  }

  /// Where the value named `name` is: its segment position, and whether it is the
  /// catch-all. Read from the segments rather than kept in a table of its own: most patterns
  /// are read through their ``PatternLookup``, and a table would cost every registration an
  /// allocation.
  func slot(named name: String) -> (position: Int, isCatchAll: Bool)? {
    for (position, segment) in pattern.parts.enumerated() where segment.isNamed {
      // Compared as strings, which Swift compares by canonical equivalence.
      if pattern.string(of: segment) == name { return (position, segment.kind == .catchAll) }
    }
    return nil
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

  /// The lookup of a pattern whose named segments are `names` (gathered as its segments were
  /// parsed, from their bytes), with `segmentCount` segments and the query items `query`.
  init(_ names: PatternNames, segmentCount: Int, query: [LinkQueryItem]) {
    let packedQuery = query.isEmpty ? PackedName() : query[0].packedName
    let isComplete =
      names.count <= 2 && query.count <= 1 && segmentCount < 256
      && names.packed.0 != nil && names.packed.1 != nil && packedQuery != nil
    var flags: UInt8 = isComplete ? Self.complete : 0
    if query.contains(where: { $0.isRequired }) { flags |= Self.required }
    if !query.isEmpty { flags |= Self.query }
    if names.catchAlls.0 { flags |= Self.catchAll0 }
    if names.catchAlls.1 { flags |= Self.catchAll1 }
    self.flags = flags
    self.slotCount = UInt8(truncatingIfNeeded: Swift.min(names.count, 2))
    self.positions = names.positions
    name0 = names.packed.0 ?? PackedName()
    name1 = names.packed.1 ?? PackedName()
    query0 = packedQuery ?? PackedName()
  }

  /// Whether the packed names show that no name is used twice and that the query item, if
  /// any, has a name. `false` when they show otherwise, when some name is not here
  /// (``isSelfContained`` is `false`), or when the query item's name is not ASCII: the names
  /// are then checked as strings. Packed names here have no zero byte and at most 16 bytes,
  /// so equal packed names are equal names.
  var hasDistinctNames: Bool {
    guard flags & Self.complete != 0 else { return false }
    if slotCount == 2 && name0 == name1 { return false }
    if flags & Self.query != 0 {
      // Packed names compare bytes, and strings by Unicode's canonical equivalence: the two
      // agree on ASCII, which parameter names are, so a query name that is not ASCII is
      // compared as a string (the Kelvin sign `K` is the letter `K`).
      if query0 == PackedName() || !query0.isASCII { return false }
      if slotCount > 0 && query0 == name0 { return false }
      if slotCount > 1 && query0 == name1 { return false }
    }
    return true
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
    self.lookup = registered.pattern.lookup
    self.registered = registered
  }
}

/// The first two named segments of a pattern, packed, with their positions and whether each is
/// the catch-all, and how many named segments there are, counted up to three: gathered while
/// the pattern is parsed, when the names' bytes are at hand, for its ``PatternLookup``.
struct PatternNames: Sendable {
  var count = 0
  var positions: (UInt8, UInt8) = (0, 0)
  /// `nil` for a name that does not pack (longer than 16 bytes).
  var packed: (PackedName?, PackedName?) = (PackedName(), PackedName())
  var catchAlls = (false, false)

  /// Adds the named segment at `position`.
  mutating func add(_ name: PackedName?, position: Int, isCatchAll: Bool) {
    if count == 0 {
      packed.0 = name
      positions.0 = UInt8(truncatingIfNeeded: position)
      catchAlls.0 = isCatchAll
    } else if count == 1 {
      packed.1 = name
      positions.1 = UInt8(truncatingIfNeeded: position)
      catchAlls.1 = isCatchAll
    }
    if count <= 2 { count += 1 }
  }
}

/// A name of at most 16 UTF-8 bytes packed into two words, compared without touching memory. Names
/// that differ only by trailing zero bytes pack alike; parameter names are letters, digits, `_` and
/// `-`, and query names with zero bytes fall back to the registered pattern.
struct PackedName: Sendable, Equatable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  init() {}

  /// Whether every byte of the name is ASCII.
  var isASCII: Bool { (low | high) & 0x8080_8080_8080_8080 == 0 }

  /// Packs the name whose UTF-8 is `bytes`, or `nil` when it is longer than 16 bytes or has a
  /// zero byte, as ``init(_:)`` does with a string.
  @inline(__always)
  init?(bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count <= 16, !bytes.contains(0) else { return nil }
    for (index, byte) in bytes.enumerated() {
      if index < 8 {
        low |= UInt64(byte) &<< UInt64(8 * index)
      } else {
        high |= UInt64(byte) &<< UInt64(8 * (index - 8))
      }
    }
  }

  /// Packs `name`, or `nil` when it is longer than 16 bytes or has a zero byte.
  @inline(__always)
  init?(_ name: String) {
    var name = name
    guard let packed = name.withUTF8({ PackedName(bytes: $0) }) else { return nil }
    self = packed
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
