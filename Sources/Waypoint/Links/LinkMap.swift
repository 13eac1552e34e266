/// The app's deep links: the schemes and domains it accepts, the link patterns it opens, and
/// the route patterns that print routes back to links.
///
/// Declare the links once, then match, open or print them:
///
/// ```swift
/// var links = try LinkMap(schemes: ["myapp", "https"], domains: ["example.com"])
/// try links.register("profile/:id") { match in
///   .tab("home", path: [Screen.profile(id: try match.parameter("id"))])
/// }
/// router.open("myapp://profile/42", with: links)
/// ```
///
/// ## Precedence
/// A link is matched segment by segment. At each segment a static segment is tried first,
/// then typed parameters (`:id<Int>`), then an untyped
/// parameter, then a wildcard, then a catch-all; when a branch fails further on, the next
/// one is tried (backtracking). With `a/static/x` and `a/:id/y`, the link `a/static/y`
/// matches `a/:id/y`; with `users/:id<Int>` and `users/:name`, `users/42` matches the first
/// and `users/devxoul` the second. At the end of a link, a pattern that ends there comes
/// before a catch-all that would match nothing. Two patterns that would match the same
/// links at the same precedence (`users/:id` and `users/:name`, or `users/:id<Int>` and
/// `users/:n<Int>`) are a registration error naming both.
///
/// The host of an `http` or `https` link is compared before its path: patterns written
/// with the link's exact host are tried first (a host written with the link's port before
/// one without), then those written for subdomains, the longest domain first
/// (`*.eu.example.com` before `*.example.com`), then those written for any host (`*`), and
/// last the patterns written without a host. The hosts a map is made with do not raise the
/// patterns written without a host: with `https://*/items/:id` and `items/:id`,
/// `https://example.com/items/7` matches the first even when `example.com` is listed.
///
/// ## Schemes
/// For a custom scheme the `//` is optional and the host is the first path segment:
/// `mail://inbox/message/42`, `mail:/inbox/message/42` and `mail:inbox/message/42` all have
/// the path `inbox/message/42` (links print as `mail://…`). An `http` or `https` link needs
/// `//` and a host; without them it is ``LinkError/malformedURL(_:reason:)``.
///
/// - Complexity: Matching a link that takes no wrong branch costs O(its length) plus one hash
///   probe per static segment tried, whatever the number of patterns. When branches fail,
///   the walk backtracks, but it enters at most one node per *shape* at each segment: nodes
///   below which the same runs of segments match (the same literals, parameter types,
///   wildcards, catch-alls and pattern ends, patterns aside) have one shape, and once one of
///   them has failed at a segment, the others are skipped there. So a failing link costs
///   O(segments × distinct shapes per depth), each node entered trying its static child,
///   its parameters and its wildcard; never more than the nodes of the tree, and, in a table
///   of all 4^k patterns of k segments each `:p<Int>`, `:p<Double>`, `:p` or `*`, k + 1
///   nodes for a failing link of k + 1 segments. (A node with two static children or more is
///   a shape of its own.) Registering a pattern costs O(its segments), amortised, for link
///   and route patterns alike.
public struct LinkMap: Sendable {
  var configuration: LinkScannerConfiguration
  var linkTree: SegmentTree
  var links: [LinkRecord] = []
  var routes: RouteTable
  var stateLinkStyles: [PresentationStyle] = []
  /// The domains link patterns are written with, each with its root in `linkTree`.
  var domainScopes = DomainScopes()

  /// Creates a map that accepts links with the given schemes; `http` and `https` links are
  /// accepted for the hosts that patterns are written with.
  ///
  /// - Parameters:
  ///   - schemes: The accepted schemes, compared case-insensitively (`myapp`, `https`).
  ///     Patterns written with a scheme add theirs.
  ///   - isPathCaseSensitive: Whether static segments are compared with case; `true` by
  ///     default. When `false`, a link's segments and the patterns' static segments are
  ///     compared lowercased, as `String.lowercased()` lowercases them (`ÄPFEL` matches
  ///     `äpfel`); parameter values keep their case.
  ///   - limits: Bounds on the links read.
  public init(
    schemes: [String], isPathCaseSensitive: Bool = true, limits: LinkLimits = LinkLimits()
  ) {
    var configuration = LinkScannerConfiguration()
    for scheme in schemes { configuration.accept(scheme: scheme) }
    configuration.caseInsensitivePaths = !isPathCaseSensitive
    configuration.limits = limits
    self.configuration = configuration
    linkTree = SegmentTree(caseInsensitive: !isPathCaseSensitive)
    routes = RouteTable(
      tree: SegmentTree(caseInsensitive: !isPathCaseSensitive), configuration: configuration)
  }

  /// Creates a map that accepts links with the given schemes, and `http` and `https` links
  /// to hosts in the given domains.
  ///
  /// ```swift
  /// let links = try LinkMap(
  ///   schemes: ["myapp", "https"], domains: ["example.com", "*.example.com", "localhost:8080"])
  /// ```
  ///
  /// A domain is written as one of:
  /// - `example.com`, `localhost:8080`, `[::1]:8080`: that host, compared without case; on
  ///   the port written, or, without a port, on the link's default port (443 for `https`,
  ///   80 for `http`: `https://example.com:443/a` is `https://example.com/a`);
  /// - `*.example.com`: any subdomain of `example.com` at any depth (`a.example.com`,
  ///   `a.b.example.com`), but not `example.com` itself: list it too;
  /// - `*`: any host, on any port.
  ///
  /// Links print with the first exact host (``url(for:)-(HashableSendable)``).
  ///
  /// - Parameters:
  ///   - schemes: The accepted schemes, compared case-insensitively (`myapp`, `https`).
  ///     Patterns written with a scheme add theirs.
  ///   - domains: The hosts of `http` and `https` links that every pattern written without a
  ///     host matches. Patterns written with a host add theirs, and come first for their
  ///     host: a pattern written for any host (`https://*/…`) is tried before the patterns
  ///     written without a host, for these hosts too. For other schemes the host is the
  ///     first path segment, and the `//` before it is optional (`mail:/inbox/42` is
  ///     `mail://inbox/42`).
  ///   - isPathCaseSensitive: Whether static segments are compared with case; `true` by
  ///     default. When `false`, a link's segments and the patterns' static segments are
  ///     compared lowercased, as `String.lowercased()` lowercases them (`ÄPFEL` matches
  ///     `äpfel`); parameter values keep their case.
  ///   - limits: Bounds on the links read.
  /// - Throws: ``LinkError/invalidHost(_:reason:)`` for a domain that is not one of these
  ///   forms (`**url`, `evil.com@example.com`, `example.com:99999`).
  public init(
    schemes: [String], domains: [String], isPathCaseSensitive: Bool = true,
    limits: LinkLimits = LinkLimits()
  ) throws(LinkError) {
    self.init(schemes: schemes, isPathCaseSensitive: isPathCaseSensitive, limits: limits)
    for host in domains {
      do {
        configuration.accept(domain: try DomainRule(host))
      } catch {
        throw .invalidHost(host, reason: error.reason)
      }
    }
    uniqueRoutes().configuration = configuration
  }

  /// The map's limits, changed after it was made (for tests and fuzzers; apps pass them to
  /// the initializer).
  package var limits: LinkLimits {
    get { configuration.limits }
    set {
      configuration.limits = newValue
      uniqueRoutes().configuration = configuration
    }
  }

  /// The route table, made this map's own first when a copy of the map or a match shares it:
  /// the table to change. Changing it in place keeps registering a route pattern
  /// O(its segments), amortised; a shared table is copied once, and never changed (see
  /// `RouteTable`).
  mutating func uniqueRoutes() -> RouteTable {
    if !isKnownUniquelyReferenced(&routes) { routes = routes.copy() }
    return routes
  }

  /// The accepted domains of `http` and `https` links, lowercased: those the map was made
  /// with, then those patterns are written with.
  package var domains: [String] {
    var texts = configuration.domains.map(\.text)
    for scope in domainScopes.scopes where !texts.contains(scope.rule.text) {
      texts.append(scope.rule.text)
    }
    return texts
  }

  /// The link patterns, in the order they were registered.
  package var patterns: [LinkPattern] { links.map(\.registered.pattern) }

  // MARK: Registration

  /// Registers a link pattern and what a link matching it opens.
  ///
  /// ```swift
  /// try links.register("https://example.com/users/:id<Int>/posts/:post") { match in
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
    try register(parsed: LinkPattern(parsing: pattern, query: query), target: target)
  }

  /// Registers a parsed link pattern and what a link matching it opens.
  ///
  /// A pattern written with a host (`https://shop.example.com/items/:id`) matches links to
  /// that host only, before the patterns written without one; the map accepts the host for
  /// them too.
  ///
  /// - Throws: ``LinkError/conflictingPatterns(_:existing:)`` naming both patterns; the map
  ///   is unchanged then.
  private mutating func register(
    parsed pattern: consuming LinkPattern,
    target: @escaping @Sendable (LinkMatch) throws -> LinkTarget
  ) throws(LinkError) {
    let index = Int32(links.count)
    var root: Int32 = 0
    var newScope: DomainRule?
    if let rule = pattern.domainRule {
      if let existing = domainScopes.root(of: rule) {
        root = existing
      } else {
        // A new host: its root has no pattern yet, so the insertion below cannot conflict.
        root = linkTree.makeRoot(pattern: index)
        newScope = rule
      }
    }
    if let existing = linkTree.insert(pattern, pattern: index, root: root) {
      throw .conflictingPatterns(
        pattern.text, existing: links[Int(existing)].registered.pattern.text)
    }
    if let scheme = pattern.scheme { configuration.accept(scheme: scheme) }
    if let newScope { domainScopes.add(newScope, root: root) }
    links.append(LinkRecord(RegisteredPattern(pattern: consume pattern, target: target)))
  }

  /// Registers a route pattern: how a route of type `Route` reads from and prints to a run
  /// of path segments.
  ///
  /// Route patterns print routes (``url(for:)-(HashableSendable)``), read them back
  /// (``route(from:)``), and read sequences of routes in state links
  /// (``LinkMatch/routes()``).
  ///
  /// ```swift
  /// try links.registerRoute("profile/:id<Int>", as: Screen.self) { match in
  ///   .profile(id: try match.parameter("id"))
  /// } print: { screen in
  ///   guard case .profile(let id) = screen else { return nil }
  ///   return ["id": id]
  /// }
  /// ```
  ///
  /// A route pattern may declare query items, and its route a fragment: a route printed
  /// alone carries them (`myapp://search?q=swift&tag=ios&tag=linux#results`), and
  /// ``route(from:)`` reads them back. Sequences of routes (state links) hold paths only: a
  /// route printed into one must have no query values or fragment, and a route pattern with
  /// a required query item does not read in a sequence.
  ///
  /// ```swift
  /// try links.registerRoute(
  ///   "search", query: [.required("q"), .optional("tag")], as: Screen.self
  /// ) { match in
  ///   .search(try match.query("q") ?? "", tags: try match.queryValues("tag"))
  /// } print: { screen in
  ///   guard case .search(let text, let tags) = screen else { return nil }
  ///   return LinkValues(parameters: [:], query: ["q": [text], "tag": tags])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The pattern, without scheme or host.
  ///   - query: The query items the pattern reads and prints.
  ///   - type: The route type.
  ///   - parse: Reads a match into a route; an error it throws that is not a ``LinkError``
  ///     reaches the caller as ``LinkError/unreadable(pattern:reason:)``.
  ///   - print: The values that fill the pattern for a route, or `nil` when this pattern
  ///     does not print it (another pattern of the same type may).
  /// - Throws: ``LinkError/invalidPattern(_:reason:)``, or
  ///   ``LinkError/conflictingPatterns(_:existing:)`` naming both patterns; the map is
  ///   unchanged then.
  /// - Complexity: O(segments of the pattern), amortised, as ``register(_:query:target:)``:
  ///   the map changes its route table in place unless a copy of the map or a match shares
  ///   it, in which case the table is copied once.
  public mutating func registerRoute<Route: Hashable & Sendable>(
    _ pattern: String, query: [LinkQueryItem] = [], as type: Route.Type = Route.self,
    parse: @escaping @Sendable (LinkMatch) throws -> Route,
    print: @escaping @Sendable (Route) -> LinkValues?
  ) throws(LinkError) {
    let parsed = try LinkPattern(parsing: pattern, query: query)
    guard parsed.scheme == nil else {
      throw .invalidPattern(pattern, reason: "a route pattern has no scheme or host")
    }
    guard !parsed.parts.isEmpty else {
      throw .invalidPattern(pattern, reason: "a route pattern needs at least one segment")
    }
    let table = uniqueRoutes()
    let index = Int32(table.registered.count)
    // On a conflict the tree is left as it was.
    if let existing = table.tree.insert(parsed, pattern: index) {
      throw .conflictingPatterns(pattern, existing: table.registered[Int(existing)].pattern.text)
    }
    let registered = RegisteredPattern(
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
    table.append(registered)
  }
}
