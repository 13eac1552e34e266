extension LinkMap {
  /// Prints a route as a link, with the first route pattern of its type that prints it.
  ///
  /// ```swift
  /// try links.url(for: Screen.profile(id: 42))  // "myapp://profile/42"
  /// ```
  ///
  /// Reading the link back with ``route(from:)`` gives the route back, as long as no
  /// static segment of another route pattern equals a printed value at the same place.
  ///
  /// - Throws: ``LinkError/noPattern(for:)`` when no route pattern prints the route,
  ///   ``LinkError/unprintableValue(pattern:reason:)`` when a value is missing or empty.
  public func url(for route: some Hashable & Sendable) throws(LinkError) -> String {
    try prefix() + printed(AnyRoute(route)).joined(separator: "/")
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

  /// `scheme://`, with the first host for `http` and `https`.
  private func prefix() throws(LinkError) -> String {
    guard let first = configuration.schemes.first else {
      throw .unprintableValue(pattern: "", reason: "the map accepts no scheme to print with")
    }
    let scheme = String(decoding: first, as: UTF8.self)
    guard configuration.schemeIsWeb[0] else { return scheme + "://" }
    guard let host = configuration.hosts.first else {
      throw .unprintableValue(pattern: "", reason: "the map accepts no host for \(scheme)")
    }
    return scheme + "://" + String(decoding: host, as: UTF8.self) + "/"
  }

  /// The percent-encoded segments that print `route`.
  func printed(_ route: AnyRoute) throws(LinkError) -> [String] {
    let type = ObjectIdentifier(route.valueType)
    for entry in routes.entries where entry.routeType == type {
      guard let values = entry.print?(route) else { continue }
      return try fill(entry.pattern, with: values)
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
      case .parameter(let name): segments.append(try segment(values.parameters[name], name))
      case .wildcard: segments.append(try segment(wildcards.next(), "a wildcard"))
      case .catchAll:
        for value in values.rest { segments.append(try segment(value, "a catch-all segment")) }
      }
    }
    return segments
  }
}
