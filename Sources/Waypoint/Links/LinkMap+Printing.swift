extension LinkMap {
  /// Prints a route as a link, with the first route pattern of its type that prints it:
  /// its path, then the query items its pattern declares and its fragment, if it has
  /// values for them.
  ///
  /// ```swift
  /// try links.url(for: Screen.profile(id: 42))  // "myapp://profile/42"
  /// try links.url(for: Screen.search("swift", tags: ["ios", "linux"]))
  /// // "myapp://search?q=swift&tag=ios&tag=linux"
  /// ```
  ///
  /// An `http` or `https` link is printed with the map's first exact host, with its port
  /// if written (`http://localhost:8080/…`). Reading the link back with ``route(from:)``
  /// gives the route back, as long as no static segment of another route pattern equals a
  /// printed value at the same place.
  ///
  /// - Throws: ``LinkError/noPattern(for:)`` when no route pattern prints the route,
  ///   ``LinkError/unprintableValue(pattern:reason:)`` when a value is missing or empty,
  ///   does not read as its parameter's type, or fills a query item the pattern does not
  ///   declare.
  public func url(for route: some Hashable & Sendable) throws(LinkError) -> String {
    let printed = try printedLink(AnyRoute(route))
    var text = try prefix() + printed.segments.joined(separator: "/")
    if !printed.query.isEmpty { text += "?" + printed.query.joined(separator: "&") }
    if let fragment = printed.fragment { text += "#" + fragment }
    return text
  }

  /// Prints the part of `state` on screen as a state link (see ``registerStateLinks(styles:)``):
  /// `scheme://<stack>/<route>…[?<style>=<route>/…]`.
  ///
  /// The link holds the stack the root shows (the selected tab, or the root stack), its
  /// pushed routes, and the layer it presents (its root route, then its path). Tabs that
  /// are not selected and the stack's own root screen are not part of it.
  ///
  /// ```swift
  /// try links.url(for: router.state)  // "waypoint://home/profile?sheet=settings/about"
  /// ```
  ///
  /// - Throws: ``LinkError/noPattern(for:)`` when a route has no route pattern,
  ///   ``LinkError/unprintableState(_:)`` when the layer holds tabs, has no root route,
  ///   presents a layer of its own, or has a style state links do not read.
  public func url(for state: NavigationState) throws(LinkError) -> String {
    let shown = state.root.shownStack
    var segments = [LinkSyntax.percentEncoded(shown.id.rawValue)]
    for route in shown.entries.routes { segments += try printed(route) }
    var text = try prefix() + segments.joined(separator: "/")
    guard let layer = shown.presented else { return text }
    let styles =
      stateLinkStyles.isEmpty ? [.sheet, .fullScreenCover] : stateLinkStyles
    guard styles.contains(layer.style) else {
      throw .unprintableState(
        "a \(layer.style) layer is shown; state links present "
          + styles.map(\.rawValue).joined(separator: ", "))
    }
    guard case .stack(let stack) = layer.content else {
      throw .unprintableState("the shown layer holds tabs; state links present one stack")
    }
    guard let root = stack.root else {
      throw .unprintableState("the shown layer's stack \"\(stack.id)\" has no root route")
    }
    guard stack.presented == nil else {
      throw .unprintableState("the shown layer presents another layer; links hold one layer")
    }
    var chain = try printed(root)
    for route in stack.entries.routes { chain += try printed(route) }
    text += "?" + layer.style.rawValue + "=" + chain.joined(separator: "/")
    return text
  }

  /// `scheme://`, with the first exact host for `http` and `https`.
  private func prefix() throws(LinkError) -> String {
    guard let first = configuration.schemes.first else {
      throw .unprintableValue(pattern: "", reason: "the map accepts no scheme to print with")
    }
    let scheme = String(decoding: first, as: UTF8.self)
    guard configuration.schemePorts[0] != 0 else { return scheme + "://" }
    let exact =
      configuration.hosts.first { $0.kind == .exact }
      ?? hostScopes.scopes.first { $0.rule.kind == .exact }?.rule
    guard let host = exact else {
      throw .unprintableValue(
        pattern: "",
        reason: "the map accepts no exact host to print \(scheme) links with; list one in hosts:")
    }
    return scheme + "://" + host.text + "/"
  }

  /// The percent-encoded segments that print `route` in a chain of routes, which holds
  /// paths only.
  func printed(_ route: AnyRoute) throws(LinkError) -> [String] {
    let printed = try printedLink(route)
    guard printed.query.isEmpty, printed.fragment == nil else {
      throw .unprintableValue(
        pattern: printed.pattern,
        reason: "a chain of routes holds paths only, not query items or a fragment")
    }
    return printed.segments
  }

  /// A route printed alone: its percent-encoded segments, query items (`name=value`) and
  /// fragment.
  private func printedLink(_ route: AnyRoute) throws(LinkError)
    -> (pattern: String, segments: [String], query: [String], fragment: String?)
  {
    let type = ObjectIdentifier(route.valueType)
    for entry in routes.entries where entry.routeType == type {
      guard let values = entry.print?(route) else { continue }
      return (
        entry.pattern.text, try fill(entry.pattern, with: values),
        try query(entry.pattern, with: values),
        values.fragment.map { LinkSyntax.percentEncoded($0) }
      )
    }
    throw .noPattern(for: "\(route) (\(route.valueType))")
  }

  private func fill(_ pattern: LinkPattern, with values: LinkValues) throws(LinkError) -> [String] {
    var segments: [String] = []
    var wildcards = values.wildcards.makeIterator()
    func segment(_ value: String?, _ what: String) throws(LinkError) -> String {
      guard let value, !value.isEmpty else {
        throw .unprintableValue(
          pattern: pattern.text, reason: "no value, or an empty one, for \(what)")
      }
      return LinkSyntax.percentEncoded(value)
    }
    for part in pattern.segments {
      switch part {
      case .literal(let text): segments.append(LinkSyntax.percentEncoded(text))
      case .parameter(let name, let type):
        let value = values.parameters[name]
        if let value, !type.accepts(value) {
          throw .unprintableValue(
            pattern: pattern.text,
            reason: "\"\(value)\" is not a valid \(type) for \(name), so it would not read back")
        }
        segments.append(try segment(value, name))
      case .wildcard: segments.append(try segment(wildcards.next(), "a wildcard"))
      case .catchAll:
        for value in values.rest { segments.append(try segment(value, "a catch-all segment")) }
      }
    }
    return segments
  }

  /// The `name=value` items that print the query values of `values`, in the order the
  /// pattern declares the names.
  private func query(_ pattern: LinkPattern, with values: LinkValues) throws(LinkError)
    -> [String]
  {
    if let unknown = values.query.keys.sorted().first(where: { name in
      !pattern.query.contains { $0.name == name }
    }) {
      throw .unprintableValue(
        pattern: pattern.text, reason: "it declares no query item named \"\(unknown)\"")
    }
    var items: [String] = []
    for item in pattern.query {
      let itemValues = values.query[item.name] ?? []
      if item.isRequired && itemValues.isEmpty {
        throw .unprintableValue(
          pattern: pattern.text, reason: "no value for the required query item \(item.name)")
      }
      let name = LinkSyntax.percentEncoded(item.name)
      for value in itemValues { items.append(name + "=" + LinkSyntax.percentEncoded(value)) }
    }
    return items
  }
}
