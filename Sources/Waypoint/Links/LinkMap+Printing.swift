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
  /// if written (`http://localhost:8080/…`).
  ///
  /// The link returned reads back: ``route(from:)`` gives a route equal to `route`. The map
  /// reads every link it prints before returning it, so a link that another route pattern
  /// would take (`users/new` printed for `users/:name` beside a `users/new` pattern), or
  /// that is over the map's ``LinkLimits``, is an error, never a link that reads as something
  /// else or that the map refuses.
  ///
  /// - Throws: ``LinkError/noPattern(for:)`` when no route pattern prints the route;
  ///   ``LinkError/unprintableValue(pattern:reason:)`` when a value is missing or empty,
  ///   does not read as its parameter's type, fills a query item the pattern does not
  ///   declare, or when the link would read back as another route;
  ///   ``LinkError/urlTooLong(length:limit:)``, ``LinkError/tooManySegments(limit:)`` or
  ///   ``LinkError/parameterTooLong(length:limit:)`` when the link is over the map's
  ///   ``LinkLimits``.
  /// - Complexity: Printing includes reading the link back once.
  public func url(for route: some Hashable & Sendable) throws(LinkError) -> String {
    let route = AnyRoute(route)
    let printed = try printedLink(route)
    var text = try prefix() + printed.segments.joined(separator: "/")
    if !printed.query.isEmpty { text += "?" + printed.query.joined(separator: "&") }
    if let fragment = printed.fragment { text += "#" + fragment }
    let read: AnyRoute
    do {
      read = try self.route(from: text)
    } catch {
      throw Self.readBackFailure(error) { reason in
        .unprintableValue(
          pattern: printed.pattern, reason: "\"\(text)\" does not read back: \(reason)")
      }
    }
    guard read == route else {
      throw .unprintableValue(
        pattern: printed.pattern,
        reason: "\"\(text)\" reads back as \(read), not \(route); \(Self.howToReadBack)")
    }
    return text
  }

  /// Prints the part of `state` on screen as a state link (see ``registerStateLinks(styles:)``):
  /// `scheme://<stack>/<route>…[?<style>=<route>/…]`.
  ///
  /// The link holds the stack the root shows (the selected tab, or the root stack), its
  /// pushed routes, and the layer it presents (its root route, then its path), with a
  /// popover's anchor and a sheet's detents; then the dialog on top, by the name the map
  /// registered it under. Tabs that are not selected and the stack's own root screen are
  /// not part of it.
  ///
  /// ```swift
  /// try links.url(for: router.state)  // "waypoint://home/profile?sheet=settings/about"
  /// ```
  ///
  /// The link returned reads back: opened with the map, it shows the same stack, routes and
  /// layer. Sequences of routes are read greedily, each route taking the longest run of
  /// segments a route pattern matches; with `users/:id<Int>`, `users/:id<Int>/posts` and
  /// `posts`, the path `[user(1), posts]` would print as `users/1/posts` and read back as
  /// `[userPosts(1)]`. The map reads every link it prints before returning it, so such a
  /// state, or one whose link is over the map's ``LinkLimits`` (more than 32 path segments, say:
  /// the stack's ID is one, so 31 routes of one segment each), is an error, never a link
  /// that opens something else or that the map refuses.
  ///
  /// - Throws: ``LinkError/noPattern(for:)`` when a route has no route pattern;
  ///   ``LinkError/unprintableState(_:)`` when the layer holds tabs, has no root route,
  ///   presents a layer of its own, has a style state links do not read, or is anchored to
  ///   a pushed screen (a link pushes its screens anew, with new IDs), when the dialog shown
  ///   is not one the map registered (``registerDialog(_:_:)``: a link never carries a
  ///   dialog's text), or when the link would not open the same state (it reads as other
  ///   routes, or no link pattern reads it: register state links with
  ///   ``registerStateLinks(styles:)``);
  ///   ``LinkError/urlTooLong(length:limit:)``, ``LinkError/tooManySegments(limit:)`` or
  ///   ``LinkError/parameterTooLong(length:limit:)`` when the link is over the map's
  ///   ``LinkLimits``.
  /// - Complexity: Printing includes reading the link back once.
  public func url(for state: NavigationState) throws(LinkError) -> String {
    let shown = state.content.shownStack
    let (text, printed) =
      if let split = state.splitContainer(holding: shown.id), split.detail.id == shown.id {
        // A split container (the content, or its selected tab) prints as the one stack it
        // reads as when compact.
        try printedState(id: split.id, path: split.collapsedPath, shown: shown)
      } else {
        try printedState(id: shown.id, path: shown.entries.map(\.route), shown: shown)
      }
    let target: LinkTarget
    do {
      target = try linkTarget(for: text)
    } catch {
      throw Self.readBackFailure(error) { reason in
        .unprintableState("\"\(text)\" does not read back: \(reason)")
      }
    }
    let read = LinkedState(target, shownStack: printed.stack)
    guard read == printed else {
      throw .unprintableState(
        "\"\(text)\" opens \(read), not \(printed); \(Self.howToReadBack)")
    }
    return text
  }

  /// What to do when a printed link reads as something else.
  private static let howToReadBack =
    "routes in a link are read left to right, each taking the longest run of segments a "
    + "route pattern matches: give each route pattern a first segment of its own, so that no "
    + "route and the ones after it read as another route"

  /// The error to throw when reading back a printed link failed with `error`: a limit's own
  /// error, or `wrap` with its description.
  private static func readBackFailure(
    _ error: LinkError, _ wrap: (String) -> LinkError
  ) -> LinkError {
    switch error {
    case .urlTooLong, .tooManySegments, .parameterTooLong: error
    default: wrap(error.description)
    }
  }

  /// The state link of the stack `id` with `path`, and of what `shown` (the stack, or a
  /// split container's detail column) presents, with what it holds.
  private func printedState(id: StackID, path: [AnyRoute], shown: StackState)
    throws(LinkError) -> (String, LinkedState)
  {
    var linked = LinkedState(stack: id, path: path)
    var segments = [LinkSyntax.percentEncoded(id.rawValue)]
    for route in path { segments += try printed(route) }
    var text = try prefix() + segments.joined(separator: "/")
    var items: [String] = []
    var dialog = shown.dialog
    if let layer = shown.presented {
      items = try printedLayer(layer, presenter: shown.id, into: &linked)
      if case .stack(let stack) = layer.content { dialog = stack.dialog }
    }
    if let dialog {
      guard let (name, registered) = registration(of: dialog) else {
        throw .unprintableState(
          "the dialog \(CallText.quoted(dialog.title)) is shown, and no dialog registered with "
            + "registerDialog(_:_:) is equal to it (its anchor aside); a link never carries a "
            + "dialog's text, only the name of a registered one")
      }
      linked.dialog = registered
      items.append("dialog=" + LinkSyntax.percentEncoded(name))
    }
    if !items.isEmpty { text += "?" + items.joined(separator: "&") }
    return (text, linked)
  }

  /// The query items of the layer `presenter` presents, recorded in `linked`: its routes
  /// under its style, its anchor, its detents.
  private func printedLayer(
    _ layer: PresentedLayer, presenter: StackID, into linked: inout LinkedState
  ) throws(LinkError) -> [String] {
    let styles =
      stateLinkStyles.isEmpty ? [.sheet, .fullScreenCover] : stateLinkStyles
    guard styles.contains(layer.style) else {
      throw .unprintableState(
        "a \(layer.style) layer is shown; state links present "
          + styles.map(\.rawValue).joined(separator: ", "))
    }
    guard case .stack(let stack) = layer.content else {
      throw .unprintableState(
        "the shown layer holds more than one stack; state links present one stack")
    }
    guard let root = stack.root else {
      throw .unprintableState("the shown layer's stack \"\(stack.id)\" has no root route")
    }
    guard stack.presented == nil else {
      throw .unprintableState("the shown layer presents another layer; links hold one layer")
    }
    linked.layer = layer.style
    linked.layerRoutes = [root] + stack.entries.map(\.route)
    var layerSegments: [String] = []
    for route in linked.layerRoutes { layerSegments += try printed(route) }
    var items = [layer.style.rawValue + "=" + layerSegments.joined(separator: "/")]
    if let anchor = layer.anchor {
      guard anchor.screen == .root(presenter) else {
        throw .unprintableState(
          "the \(layer.style) is anchored to \(anchor.screen), a pushed screen; a link pushes "
            + "its screens anew, with new IDs, so it anchors a layer to the first screen of the "
            + "stack presenting it only")
      }
      linked.anchor = .some(anchor.name)
      items.append(
        "anchor=" + LinkSyntax.percentEncoded(anchor.name.map { "root." + $0 } ?? "root"))
    }
    linked.detents = layer.detents
    linked.selectedDetent = layer.selectedDetent ?? layer.detents.first
    for detent in layer.detents {
      items.append("detents=" + LinkSyntax.percentEncoded(detent.description))
    }
    if let selected = layer.selectedDetent, selected != layer.detents.first {
      items.append("selectedDetent=" + LinkSyntax.percentEncoded(selected.description))
    }
    return items
  }

  /// `scheme://`, with the first exact host for `http` and `https`.
  private func prefix() throws(LinkError) -> String {
    guard let first = configuration.schemes.first else {
      throw .unprintableValue(pattern: "", reason: "the map accepts no scheme to print with")
    }
    let scheme = String(decoding: first, as: UTF8.self)
    guard configuration.schemePorts[0] != 0 else { return scheme + "://" }
    let exact =
      configuration.domains.first { $0.kind == .exact }
      ?? domainScopes.scopes.first { $0.rule.kind == .exact }?.rule
    guard let host = exact else {
      throw .unprintableValue(
        pattern: "",
        reason:
          "the map accepts no exact domain to print \(scheme) links with; list one in domains:")
    }
    return scheme + "://" + host.text + "/"
  }

  /// The percent-encoded segments that print `route` in a sequence of routes, which holds
  /// paths only.
  func printed(_ route: AnyRoute) throws(LinkError) -> [String] {
    let printed = try printedLink(route)
    guard printed.query.isEmpty, printed.fragment == nil else {
      throw .unprintableValue(
        pattern: printed.pattern,
        reason: "a sequence of routes holds paths only, not query items or a fragment")
    }
    return printed.segments
  }

  /// A route printed alone: its percent-encoded segments, query items (`name=value`) and
  /// fragment.
  private func printedLink(_ route: AnyRoute) throws(LinkError)
    -> (pattern: String, segments: [String], query: [String], fragment: String?)
  {
    let type = ObjectIdentifier(Swift.type(of: route.base))
    for registered in routes.registered where registered.routeType == type {
      guard let values = registered.print?(route) else { continue }
      return (
        registered.pattern.text, try fill(registered.pattern, with: values),
        try query(registered.pattern, with: values),
        values.fragment.map { LinkSyntax.percentEncoded($0) }
      )
    }
    throw .noPattern(for: "\(route) (\(Swift.type(of: route.base)))")
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
    for part in pattern.parts {
      switch part.kind {
      case .literal: segments.append(LinkSyntax.percentEncoded(pattern.string(of: part)))
      case .parameter:
        let name = pattern.string(of: part)
        let type = part.type
        let value = values.parameters[name]
        if let value, !type.accepts(value) {
          throw .unprintableValue(
            pattern: pattern.text,
            reason: "\"\(value)\" is not a valid \(type) for \(name), so it would not read back")
        }
        segments.append(try segment(value, name))
      case .wildcard: segments.append(try segment(wildcards.next(), "a wildcard"))
      case .catchAll:
        for value in values.rest {
          segments.append(try segment(value, "a catch-all segment"))
        }
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
      !pattern.declaredQuery.contains { $0.name == name }
    }) {
      throw .unprintableValue(
        pattern: pattern.text, reason: "it declares no query item named \"\(unknown)\"")
    }
    var items: [String] = []
    for item in pattern.declaredQuery {
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

/// What a state link holds: a stack, the routes on it, the style and routes (root first)
/// of the layer it presents with its anchor and detents, and the dialog on top.
private struct LinkedState: Equatable, CustomStringConvertible {
  var stack: StackID
  /// The routes on the stack; `nil` when a target keeps the path it finds.
  var path: [AnyRoute]?
  var layer: PresentationStyle?
  var layerRoutes: [AnyRoute] = []
  /// The layer's anchor, always the first screen of the stack presenting it: `nil` when it
  /// has none, `.some(nil)` for that screen, `.some(name)` for an anchor it declares.
  var anchor: String??
  var detents: [SheetDetent] = []
  /// The detent the layer rests at: its selected one, else its first.
  var selectedDetent: SheetDetent?
  var dialog: Dialog?

  init(stack: StackID, path: [AnyRoute]?) {
    self.stack = stack
    self.path = path
  }

  /// What opening `target` shows, when the stack the root shows is `shownStack`.
  init(_ target: LinkTarget, shownStack: StackID) {
    self.init(stack: target.stack ?? shownStack, path: target.path)
    dialog = target.dialog
    guard let presentation = target.layer else { return }
    layer = presentation.style
    switch presentation.content {
    case .stack(let spec): layerRoutes = (spec.root.map { [$0] } ?? []) + spec.path
    case .dialog(let shown): dialog = shown
    case .tabs, .split: break
    }
    anchor = presentation.anchor.map { $0.name }
    detents = presentation.detents
    selectedDetent = presentation.selectedDetent ?? presentation.detents.first
  }

  /// `[a, b] on "home"`, then ` with a sheet of [c, d]` when a layer is shown, its anchor
  /// and detents, and the dialog on top.
  var description: String {
    var text = path.map { "\($0) on \"\(stack)\"" } ?? "the path it finds on \"\(stack)\""
    if let layer { text += " with a \(layer) of \(layerRoutes)" }
    if let anchor { text += " anchored to \(anchor.map { "\"\($0)\" in " } ?? "")its first screen" }
    if let selectedDetent {
      text += " resting at \(selectedDetent) of \(detents.map(\.description))"
    }
    if let dialog { text += " under the dialog \(CallText.quoted(dialog.title))" }
    return text
  }
}
