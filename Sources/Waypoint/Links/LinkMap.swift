/// The app's deep links: the schemes and hosts it accepts, the link patterns it opens, and
/// the route patterns that print routes back to links.
///
/// Declare the links once, then match, open or print them:
///
/// ```swift
/// var links = LinkMap(schemes: ["myapp", "https"], hosts: ["example.com"])
/// try links.register("profile/:id") { match in
///   .tab("home", path: [Screen.profile(id: try match.parameter("id"))])
/// }
/// router.open("myapp://profile/42", with: links)
/// ```
///
/// ## Precedence
/// A link is matched segment by segment. At each segment a static segment is tried first,
/// then a parameter, then a wildcard, then a catch-all; when a branch fails further on,
/// the next one is tried (backtracking). With `a/static/x` and `a/:id/y`, the link
/// `a/static/y` matches `a/:id/y`. At the end of a link, a pattern that ends there comes
/// before a catch-all that would match nothing. A parameter's type does not take part:
/// `users/:id` matches `users/abc`, and reading `id` as an `Int` then throws
/// ``LinkError/invalidParameter(_:value:expected:pattern:)``. Two patterns that would match
/// the same links at the same precedence (`users/:id` and `users/:name`) are a
/// registration error naming both.
///
/// - Complexity: Matching a link costs O(its length) plus one hash probe per static
///   segment tried, whatever the number of patterns.
public struct LinkMap: Sendable {
  var configuration: LinkScannerConfiguration
  var linkTree: SegmentTree
  var links: [LinkRecord] = []
  var routes: RouteTable
  var stateLinkStyles: [PresentationStyle] = []

  /// Creates a map that accepts links with the given schemes and hosts.
  ///
  /// - Parameters:
  ///   - schemes: The accepted schemes, compared case-insensitively (`myapp`, `https`).
  ///     Patterns written with a scheme add theirs.
  ///   - hosts: The accepted hosts of `http` and `https` links, compared case-insensitively;
  ///     a port is ignored. For other schemes the host is the first path segment.
  ///   - isPathCaseSensitive: Whether static segments are compared with case; `true` by
  ///     default.
  ///   - limits: Bounds on the links read.
  public init(
    schemes: [String], hosts: [String] = [], isPathCaseSensitive: Bool = true,
    limits: LinkLimits = LinkLimits()
  ) {
    var configuration = LinkScannerConfiguration()
    for scheme in schemes { configuration.accept(scheme: scheme) }
    for host in hosts { configuration.accept(host: host) }
    configuration.caseInsensitivePaths = !isPathCaseSensitive
    configuration.limits = limits
    self.configuration = configuration
    linkTree = SegmentTree(caseInsensitive: !isPathCaseSensitive)
    routes = RouteTable(
      tree: SegmentTree(caseInsensitive: !isPathCaseSensitive), entries: [],
      configuration: configuration)
  }

  /// Bounds on the links read; over a limit is a ``LinkError`` before any pattern is tried.
  public var limits: LinkLimits {
    get { configuration.limits }
    set {
      configuration.limits = newValue
      routes = RouteTable(tree: routes.tree, entries: routes.entries, configuration: configuration)
    }
  }

  /// The accepted schemes, lowercased, in the order they were added.
  public var schemes: [String] {
    configuration.schemes.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The accepted hosts of `http` and `https` links, lowercased.
  public var hosts: [String] {
    configuration.hosts.map { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether static segments are compared with case.
  public var isPathCaseSensitive: Bool { !configuration.caseInsensitivePaths }

  /// The link patterns, in the order they were registered.
  public var linkPatterns: [LinkPattern] { links.map(\.entry.pattern) }

  /// The route patterns, in the order they were registered.
  public var routePatterns: [LinkPattern] { routes.entries.map(\.pattern) }

  // MARK: Registration

  /// Registers a link pattern and what a link matching it opens.
  ///
  /// ```swift
  /// try links.register("https://example.com/users/:id/posts/:post") { match in
  ///   .tab("home", path: [
  ///     Screen.user(try match.parameter("id")),
  ///     Screen.post(try match.parameter("post", as: Int.self)),
  ///   ])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The pattern (see ``LinkPattern``).
  ///   - query: The query items links matching it carry.
  ///   - target: Reads a match and returns what to show; it runs when a link is opened. An
  ///     error it throws that is not a ``LinkError`` reaches the caller as
  ///     ``LinkError/unreadable(pattern:reason:)``.
  /// - Throws: ``LinkError/invalidPattern(_:reason:)``, or
  ///   ``LinkError/conflictingPatterns(_:existing:)`` naming both patterns; the map is
  ///   unchanged then.
  /// - Complexity: O(segments of the pattern), amortised.
  public mutating func register(
    _ pattern: String, query: [LinkQueryItem] = [],
    target: @escaping @Sendable (LinkMatch) throws -> LinkTarget
  ) throws(LinkError) {
    try register(LinkPattern(pattern, query: query), target: target)
  }

  /// Registers a parsed link pattern and what a link matching it opens.
  ///
  /// - Throws: ``LinkError/conflictingPatterns(_:existing:)`` naming both patterns; the map
  ///   is unchanged then.
  public mutating func register(
    _ pattern: LinkPattern,
    target: @escaping @Sendable (LinkMatch) throws -> LinkTarget
  ) throws(LinkError) {
    let text = pattern.text
    let index = Int32(links.count)
    if let existing = linkTree.insert(pattern.segments, pattern: index) {
      throw .conflictingPatterns(
        pattern.text, existing: links[Int(existing)].entry.pattern.text)
    }
    if let scheme = pattern.scheme { configuration.accept(scheme: scheme) }
    if let host = pattern.host { configuration.accept(host: host) }
    let entry = LinkEntry(
      pattern: pattern,
      target: { match throws(LinkError) in
        do {
          return try target(match)
        } catch let error as LinkError {
          throw error
        } catch {
          throw .unreadable(pattern: text, reason: String(describing: error))
        }
      })
    links.append(LinkRecord(entry))
  }

  /// Registers a route pattern: how a route of type `Route` reads from and prints to a run
  /// of path segments.
  ///
  /// Route patterns print routes (``url(for:)-(HashableSendable)``), read them back
  /// (``route(from:)``), and read chains of routes in state links
  /// (``LinkMatch/routes()``). They take no query items.
  ///
  /// ```swift
  /// try links.registerRoute("profile/:id", as: Screen.self) { match in
  ///   .profile(id: try match.parameter("id"))
  /// } print: { screen in
  ///   guard case .profile(let id) = screen else { return nil }
  ///   return ["id": id]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The pattern, without scheme or host.
  ///   - type: The route type.
  ///   - parse: Reads a match into a route; an error it throws that is not a ``LinkError``
  ///     reaches the caller as ``LinkError/unreadable(pattern:reason:)``.
  ///   - print: The values that fill the pattern for a route, or `nil` when this pattern
  ///     does not print it (another pattern of the same type may).
  /// - Throws: ``LinkError/invalidPattern(_:reason:)``, or
  ///   ``LinkError/conflictingPatterns(_:existing:)`` naming both patterns.
  public mutating func registerRoute<Route: Hashable & Sendable>(
    _ pattern: String, as type: Route.Type = Route.self,
    parse: @escaping @Sendable (LinkMatch) throws -> Route,
    print: @escaping @Sendable (Route) -> LinkValues?
  ) throws(LinkError) {
    let parsed = try LinkPattern(pattern)
    guard parsed.scheme == nil else {
      throw .invalidPattern(pattern, reason: "a route pattern has no scheme or host")
    }
    guard !parsed.segments.isEmpty else {
      throw .invalidPattern(pattern, reason: "a route pattern needs at least one segment")
    }
    var tree = routes.tree
    let index = Int32(routes.entries.count)
    if let existing = tree.insert(parsed.segments, pattern: index) {
      throw .conflictingPatterns(pattern, existing: routes.entries[Int(existing)].pattern.text)
    }
    let entry = LinkEntry(
      pattern: parsed, routeType: ObjectIdentifier(Route.self),
      parse: { match throws(LinkError) in
        do {
          return AnyRoute(try parse(match))
        } catch let error as LinkError {
          throw error
        } catch {
          throw .unreadable(pattern: pattern, reason: String(describing: error))
        }
      },
      print: { route in route.value(as: Route.self).flatMap(print) })
    routes = RouteTable(tree: tree, entries: routes.entries + [entry], configuration: configuration)
  }

  /// Registers the state link pattern `:stack/**routes`, with one optional query item per
  /// style (`?sheet=…`): the links ``url(for:)-(NavigationState)`` prints.
  ///
  /// A state link selects the tab (or targets the stack) its first segment names, replaces
  /// that stack's path with the routes that follow, and presents a layer of the first
  /// style present in the query, whose first route is the layer's root and the rest its
  /// path: `waypoint://home/profile/settings?sheet=compose/attachments`.
  ///
  /// - Parameter styles: The layer styles links can present, by their names.
  /// - Throws: ``LinkError/conflictingPatterns(_:existing:)`` when a pattern that starts
  ///   with a parameter and a catch-all is registered already.
  public mutating func registerStateLinks(
    styles: [PresentationStyle] = [.sheet, .fullScreenCover]
  ) throws(LinkError) {
    try register(":stack/**routes", query: styles.map { .optional($0.rawValue) }) {
      match throws(LinkError) in
      let stack = try match.parameter("stack", as: String.self)
      var presentation: Presentation?
      for style in styles {
        guard let chain = try match.queryRoutes(style.rawValue) else { continue }
        guard let root = chain.first else {
          throw .invalidParameter(
            style.rawValue, value: "", expected: "chain of routes", pattern: match.pattern.text)
        }
        presentation = Presentation(
          style: style, content: .stack(StackSpec(root: root, path: Array(chain.dropFirst()))))
        break
      }
      return LinkTarget(
        stack: StackID(stack), path: try match.routes(), presenting: presentation)
    }
    stateLinkStyles = styles
  }
}

/// The values that fill a pattern when a route is printed: parameters by name, query
/// items by name, and the catch-all's segments.
///
/// ```swift
/// let values: LinkValues = ["id": 42, "slug": "hello world"]
/// ```
public struct LinkValues: Sendable, Equatable, ExpressibleByDictionaryLiteral {
  /// Parameter values by name.
  public var parameters: [String: String]
  /// The segments a catch-all prints, one each.
  public var rest: [String]
  /// The values of the one-segment wildcards, in order.
  public var wildcards: [String]

  /// No values: for a pattern with static segments only.
  public init() {
    self.init(parameters: [:])
  }

  /// Creates values.
  public init(parameters: [String: String], rest: [String] = [], wildcards: [String] = []) {
    self.parameters = parameters
    self.rest = rest
    self.wildcards = wildcards
  }

  /// Parameter values by name, each printed with its `description`.
  public init(dictionaryLiteral elements: (String, any CustomStringConvertible & Sendable)...) {
    self.init(
      parameters: Dictionary(elements.map { ($0.0, $0.1.description) }) { first, _ in first })
  }
}

/// One registered pattern and what it does, with what reading a match needs precomputed.
final class LinkEntry: Sendable {
  /// Where a named value is: the segment position, and whether it is a catch-all.
  struct Slot: Sendable {
    let name: String
    let position: Int
    let isCatchAll: Bool
  }

  let pattern: LinkPattern
  let slots: [Slot]
  let catchAllPosition: Int?
  let queryNames: [String]
  let required: [String]
  let target: (@Sendable (LinkMatch) throws(LinkError) -> LinkTarget)?
  let routeType: ObjectIdentifier?
  let parse: (@Sendable (LinkMatch) throws(LinkError) -> AnyRoute)?
  let print: (@Sendable (AnyRoute) -> LinkValues?)?

  init(
    pattern: LinkPattern,
    target: (@Sendable (LinkMatch) throws(LinkError) -> LinkTarget)? = nil,
    routeType: ObjectIdentifier? = nil,
    parse: (@Sendable (LinkMatch) throws(LinkError) -> AnyRoute)? = nil,
    print: (@Sendable (AnyRoute) -> LinkValues?)? = nil
  ) {
    self.pattern = pattern
    var slots: [Slot] = []
    var catchAll: Int?
    for (position, segment) in pattern.segments.enumerated() {
      switch segment {
      case .parameter(let name):
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
    queryNames = pattern.query.map(\.name)
    required = pattern.query.filter(\.isRequired).map(\.name)
    self.target = target
    self.routeType = routeType
    self.parse = parse
    self.print = print
  }
}

/// What matching and reading values need from an entry, as 56 bytes of plain data:
/// whether it has required query items, and its first two parameter names and first query
/// name (up to 16 bytes each, packed) with positions.
///
/// Reading a value reads this in place; it touches neither the entry nor anything it
/// references, and holds no reference to retain. Patterns with more or longer names fall
/// back to the entry.
struct EntryLookup: Sendable {
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

  init(_ entry: LinkEntry) {
    let slots = entry.slots
    let names = slots.prefix(2).map { PackedName($0.name) }
    let query = entry.queryNames.first.map(PackedName.init)
    let isComplete =
      slots.count <= 2 && entry.queryNames.count <= 1 && entry.pattern.segments.count < 256
      && !names.contains(nil) && (query ?? PackedName("")) != nil
    var flags: UInt8 = isComplete ? Self.complete : 0
    if !entry.required.isEmpty { flags |= Self.required }
    if !entry.queryNames.isEmpty { flags |= Self.query }
    if slots.first?.isCatchAll == true { flags |= Self.catchAll0 }
    if slots.count > 1 && slots[1].isCatchAll { flags |= Self.catchAll1 }
    self.flags = flags
    slotCount = UInt8(truncatingIfNeeded: Swift.min(slots.count, 2))
    func position(_ index: Int) -> UInt8 {
      index < slots.count ? UInt8(truncatingIfNeeded: slots[index].position) : 0
    }
    positions = (position(0), position(1))
    name0 = names.first.flatMap { $0 } ?? PackedName()
    name1 = names.count > 1 ? names[1] ?? PackedName() : PackedName()
    query0 = query.flatMap { $0 } ?? PackedName()
  }

  /// Whether the pattern has required query items.
  var hasRequired: Bool { flags & Self.required != 0 }

  /// Whether the names are all here; when not, read them from the entry.
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

/// An entry with its lookup data in front, 64 bytes: the array a map matches against, so
/// that a match holds one reference and reads the lookup in place.
struct LinkRecord: Sendable {
  let lookup: EntryLookup
  let entry: LinkEntry

  init(_ entry: LinkEntry) {
    self.lookup = EntryLookup(entry)
    self.entry = entry
  }
}

/// A name of at most 16 UTF-8 bytes packed into two words, compared without touching
/// memory. Names that differ only by trailing zero bytes pack alike; parameter names are
/// letters, digits, `_` and `-`, and query names with zero bytes fall back to the entry.
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

/// The route patterns of a map, immutable, shared by copies of the map and by matches that
/// read chains of routes. Registering a route pattern makes a new table.
final class RouteTable: Sendable {
  let tree: SegmentTree
  let entries: [LinkEntry]
  let records: [LinkRecord]
  let configuration: LinkScannerConfiguration

  init(tree: SegmentTree, entries: [LinkEntry], configuration: LinkScannerConfiguration) {
    self.tree = tree
    self.entries = entries
    self.records = entries.map(LinkRecord.init)
    self.configuration = configuration
  }
}
