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
/// try router.open("myapp://profile/42", with: links)
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
  var links: [LinkEntry] = []
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
  public var linkPatterns: [LinkPattern] { links.map(\.pattern) }

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
      throw .conflictingPatterns(pattern.text, existing: links[Int(existing)].pattern.text)
    }
    if let scheme = pattern.scheme { configuration.accept(scheme: scheme) }
    if let host = pattern.host { configuration.accept(host: host) }
    links.append(
      LinkEntry(
        pattern: pattern,
        target: { match throws(LinkError) in
          do {
            return try target(match)
          } catch let error as LinkError {
            throw error
          } catch {
            throw .unreadable(pattern: text, reason: String(describing: error))
          }
        }))
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
///
/// The first three parameter names and the first two query names are stored in the object
/// itself, ahead of everything else, so that reading a value touches one place in memory;
/// the rest, rarely any, are in arrays.
final class LinkEntry: Sendable {
  /// Where a named value is: the segment position, and whether it is a catch-all.
  struct Slot: Sendable {
    let name: String
    let position: Int
    let isCatchAll: Bool
  }

  // Declared in the order matching reads them: the first two cache lines of the object.
  let hasRequired: Bool
  /// Positions of the first three slots, one byte each (-1 when absent).
  private let positions: (Int8, Int8, Int8)
  /// Whether each of the first three slots is a catch-all.
  private let catchAlls: (Bool, Bool, Bool)
  private let slotCount: Int32
  private let queryCount: Int32
  private let name0: String
  private let name1: String
  private let query0: String
  private let name2: String
  private let query1: String
  let catchAllPosition: Int?
  private let slots: [Slot]
  let queryNames: [String]
  let required: [String]
  let pattern: LinkPattern
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
    func name(_ index: Int) -> String { index < slots.count ? slots[index].name : "" }
    func position(_ index: Int) -> Int8 {
      index < slots.count ? Int8(truncatingIfNeeded: slots[index].position) : -1
    }
    func isCatchAll(_ index: Int) -> Bool { index < slots.count && slots[index].isCatchAll }
    slotCount = Int32(truncatingIfNeeded: slots.count)
    name0 = name(0)
    name1 = name(1)
    name2 = name(2)
    // Patterns are far shorter than 128 segments; longer ones use `slots`.
    positions =
      slots.count <= 3 && pattern.segments.count < 128
      ? (position(0), position(1), position(2)) : (-1, -1, -1)
    catchAlls = (isCatchAll(0), isCatchAll(1), isCatchAll(2))
    self.slots = slots
    self.catchAllPosition = catchAll
    queryNames = pattern.query.map(\.name)
    queryCount = Int32(truncatingIfNeeded: queryNames.count)
    query0 = queryNames.first ?? ""
    query1 = queryNames.count > 1 ? queryNames[1] : ""
    required = pattern.query.filter(\.isRequired).map(\.name)
    hasRequired = !required.isEmpty
    self.target = target
    self.routeType = routeType
    self.parse = parse
    self.print = print
  }

  /// The slot named `name`, if the pattern has one.
  @inline(__always)
  func slot(named name: String) -> Slot? {
    if positions.0 >= 0 {
      if slotCount > 0, name0 == name {
        return Slot(name: name, position: Int(positions.0), isCatchAll: catchAlls.0)
      }
      if slotCount > 1, name1 == name {
        return Slot(name: name, position: Int(positions.1), isCatchAll: catchAlls.1)
      }
      if slotCount > 2, name2 == name {
        return Slot(name: name, position: Int(positions.2), isCatchAll: catchAlls.2)
      }
      return nil
    }
    return slots.first { $0.name == name }
  }

  /// Whether the pattern declares the query item `name`.
  @inline(__always)
  func declaresQuery(_ name: String) -> Bool {
    if queryCount > 0, query0 == name { return true }
    if queryCount > 1, query1 == name { return true }
    return queryCount > 2 && queryNames.contains(name)
  }
}

/// The route patterns of a map, immutable, shared by copies of the map and by matches that
/// read chains of routes. Registering a route pattern makes a new table.
final class RouteTable: Sendable {
  let tree: SegmentTree
  let entries: [LinkEntry]
  let configuration: LinkScannerConfiguration

  init(tree: SegmentTree, entries: [LinkEntry], configuration: LinkScannerConfiguration) {
    self.tree = tree
    self.entries = entries
    self.configuration = configuration
  }
}
