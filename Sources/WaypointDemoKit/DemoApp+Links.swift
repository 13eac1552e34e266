import Waypoint

extension DemoApp {
  /// The demo's links, declared with the engine's ``LinkMap``:
  /// `waypoint://<tab>[/<route>…][?sheet=<route>[/<route>…]]`.
  ///
  /// Each route reads from and prints to its command name (`profile`). The one link
  /// pattern, `:tab/**routes` with an optional `sheet` query item, selects a tab, replaces
  /// its stack with the routes, and presents a sheet whose first route is its root (its
  /// stack named after that route, as `present` names it) and the rest pushed on it.
  package nonisolated static let links: LinkMap = {
    var links = LinkMap(schemes: ["waypoint"])
    do {
      for route in DemoRoute.allCases {
        try links.registerRoute(route.commandName, as: DemoRoute.self) { _ in
          route
        } print: { printed in
          printed == route ? LinkValues() : nil
        }
      }
      try links.register(":tab/**routes", query: [.optional("sheet")]) { match in
        try target(of: match)
      }
    } catch {
      preconditionFailure("the demo's constant link patterns are invalid: \(error)")
    }
    return links
  }()

  /// The form of the demo's links, for error messages.
  package nonisolated static let linkForm =
    "waypoint://<tab>[/<route>…][?sheet=<route>[/<route>…]]"

  /// What a matched link opens.
  private nonisolated static func target(of match: LinkMatch) throws(LinkError) -> LinkTarget {
    let tab = try match.parameter("tab", as: String.self)
    guard tabs.contains(StackID(tab)) else {
      throw .unreadable(
        pattern: match.pattern.text,
        reason: "no tab named \"\(tab)\"; tabs: \(tabs.map(\.rawValue).joined(separator: ", "))")
    }
    let path = try routes(in: match) { () throws(LinkError) in try match.routes() }
    var sheet: Presentation?
    if let chain = try routes(in: match, { () throws(LinkError) in try match.queryRoutes("sheet") })
    {
      guard let root = chain.first, let name = root.value(as: DemoRoute.self)?.commandName else {
        throw .unreadable(
          pattern: match.pattern.text, reason: "the sheet has no routes; write ?sheet=<route>")
      }
      sheet = Presentation(
        style: .sheet,
        content: .stack(StackSpec(id: StackID(name), root: root, path: Array(chain.dropFirst()))))
    }
    return LinkTarget(stack: StackID(tab), path: path, presenting: sheet)
  }

  /// Reads routes from a match, naming the demo's routes when a segment is not one.
  private nonisolated static func routes<Routes>(
    in match: LinkMatch, _ read: () throws(LinkError) -> Routes
  ) throws(LinkError) -> Routes {
    do {
      return try read()
    } catch .noRouteMatch(_, let segments, _, _) {
      throw .unreadable(
        pattern: match.pattern.text,
        reason: "no route named \"\(segments)\"; routes: "
          + DemoRoute.allCases.map(\.commandName).joined(separator: ", "))
    }
  }

  /// Opens a deep link as one change with source ``NavigationSource/deepLink``, through the
  /// guards (a link to Account asks a logged-out user to log in first), as a host opens
  /// the URLs it receives: through ``restorer``, which holds a link until the state the
  /// demo starts from is restored. A demo that was not launched (``launch(state:link:)``)
  /// restores nothing, at its first link.
  ///
  /// - Throws: ``DemoError/link(_:)`` for another scheme, an unknown tab or route, or a
  ///   malformed link, reported by the router; the state is unchanged then.
  package func open(link: String) throws(DemoError) {
    if !restorer.hasRestored { restorer.restoreOnce(from: nil) }
    try reportingFailures {
      restorer.open(link, with: Self.links)
    }
  }

  /// The link for the current state, which opens it again.
  ///
  /// - Throws: ``DemoError/link(_:)`` when the state cannot be expressed as a link: a cover
  ///   or more than one layer is shown.
  package func link() throws(DemoError) -> String {
    if let cover = router.state.visibleLayers.first(where: { $0.layer.style != .sheet }) {
      throw .link(
        "cannot print the state as a link: a \(cover.layer.style) is shown, and links open "
          + "a sheet only; dismiss it first")
    }
    do {
      return try Self.links.url(for: router.state)
    } catch {
      throw .link(error.description)
    }
  }
}
