extension LinkMap {
  /// The query items of a state link besides the styles: a layer's anchor, its detents and
  /// the one it rests at, and a registered dialog.
  static let stateLinkItems = ["anchor", "detents", "selectedDetent", "dialog"]

  /// Registers the state link pattern `:stack/**routes`, with one optional query item per
  /// style (`?sheet=…`) and the items below: the links ``url(for:)-(NavigationState)``
  /// prints.
  ///
  /// A state link selects the tab (or targets the stack) its first segment names, replaces
  /// that stack's path with the routes that follow, and presents a layer of the first
  /// style present in the query, whose first route is the layer's root and the rest its
  /// path: `waypoint://home/profile/settings?sheet=compose/attachments`. Then:
  /// - `anchor=root` anchors the layer (a popover) to the first screen of the stack
  ///   presenting it, and `anchor=root.share` to the anchor `share` that screen's view
  ///   declares;
  /// - `detents=medium&detents=large` gives the layer (a sheet) its detents, in order, and
  ///   `selectedDetent=large` the one it rests at (the first when the item is absent);
  /// - `dialog=discard` shows, on top (on the layer's stack, or on the stack when there is
  ///   no layer), the dialog the map registered as `discard` (``registerDialog(_:_:)``): a
  ///   link never carries a dialog's text.
  ///
  /// ```swift
  /// try links.registerStateLinks(styles: [.sheet, .fullScreenCover, .popover])
  /// router.open("myapp://home/compose?popover=attachments&anchor=root.share", with: links)
  /// ```
  ///
  /// - Parameter styles: The layer styles links can present, by their names; add
  ///   ``PresentationStyle/popover`` for popovers.
  /// - Throws: ``LinkError/conflictingPatterns(_:existing:)`` when a pattern that starts
  ///   with a parameter and a catch-all is registered already;
  ///   ``LinkError/invalidPattern(_:reason:)`` when a style is named `anchor`, `detents`,
  ///   `selectedDetent` or `dialog`, or two styles have one name.
  public mutating func registerStateLinks(
    styles: [PresentationStyle] = [.sheet, .fullScreenCover]
  ) throws(LinkError) {
    let query =
      styles.map { LinkQueryItem.optional($0.rawValue) }
      + Self.stateLinkItems.map { LinkQueryItem.optional($0) }
    try register(":stack/**routes", query: query) { match throws(LinkError) in
      try Self.stateTarget(match, styles: styles)
    }
    stateLinkStyles = styles
  }

  /// What a state link opens.
  private static func stateTarget(_ match: LinkMatch, styles: [PresentationStyle])
    throws(LinkError) -> LinkTarget
  {
    let stack = StackID(try match.parameter("stack", as: String.self))
    var presentation: Presentation?
    for style in styles {
      guard let routes = try match.queryRoutes(style.rawValue) else { continue }
      guard let root = routes.first else {
        throw .invalidParameter(
          style.rawValue, value: "", expected: "sequence of routes", pattern: match.pattern.text)
      }
      presentation = Presentation(
        style: style, content: .stack(StackSpec(root: root, path: Array(routes.dropFirst()))))
      break
    }
    if var layer = presentation {
      try readDetails(of: &layer, from: match, presenter: stack)
      presentation = layer
    } else {
      for name in stateLinkItems.dropLast() {
        guard let text = try match.query(name, as: String.self) else { continue }
        throw .invalidParameter(
          name, value: text, expected: "\(name) of a layer, but the link presents none",
          pattern: match.pattern.text)
      }
    }
    var target = LinkTarget(stack: stack, path: try match.routes(), presenting: presentation)
    if let name = try match.query("dialog", as: String.self) {
      target.dialog = try match.dialog(name)
    }
    return target
  }

  /// Reads a state link's layer's anchor and detents into `layer`, presented by `presenter`.
  private static func readDetails(
    of layer: inout Presentation, from match: LinkMatch, presenter: StackID
  ) throws(LinkError) {
    let pattern = match.pattern.text
    if let text = try match.query("anchor", as: String.self) {
      if text == "root" {
        layer.anchor = .screen(.root(presenter))
      } else if text.hasPrefix("root.") {
        layer.anchor = .named(String(text.dropFirst(5)), in: .root(presenter))
      } else {
        throw .invalidParameter(
          "anchor", value: text,
          expected: "anchor: root, or root.<name> for an anchor the stack's first screen declares",
          pattern: pattern)
      }
    }
    var detents: [SheetDetent] = []
    for text in try match.queryValues("detents", as: String.self) {
      guard let detent = SheetDetent(text) else {
        throw .invalidParameter(
          "detents", value: text,
          expected: "sheet detent: medium, large, fraction:<above 0, at most 1> or "
            + "height:<points above 0>", pattern: pattern)
      }
      detents.append(detent)
    }
    layer.detents = detents
    if let text = try match.query("selectedDetent", as: String.self) {
      guard let detent = SheetDetent(text), detents.contains(detent) else {
        let declared = detents.isEmpty ? "none" : CallText.list(detents.map(\.description))
        throw .invalidParameter(
          "selectedDetent", value: text,
          expected: "detent of those the link gives the sheet (\(declared))", pattern: pattern)
      }
      layer.selectedDetent = detent
    }
  }
}
