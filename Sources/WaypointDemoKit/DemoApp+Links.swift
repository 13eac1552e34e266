import Waypoint

extension DemoApp {
  /// The demo's links, declared with the engine's ``LinkMap``:
  /// `waypoint://<tab>[/<route>…][?sheet=<route>[/<route>…]]`, or with the mail open,
  /// `waypoint://<tab>[/<route>…]?mail=<mailbox>[/messages/<n>[/<route>…]]`.
  ///
  /// Each route reads from and prints to its command name (`profile`), a mailbox to its
  /// name (`inbox`) and a message to `messages/<n>`. The one link pattern, `:tab/**routes`
  /// with an optional `sheet` or `mail` query item, selects a tab, replaces its stack with
  /// the routes, and presents a sheet whose first route is its root (its stack named after
  /// that route, as `present` names it) and the rest pushed on it, or the mail with the
  /// mailbox and message selected and the rest pushed on its detail column (the one stack
  /// the mail reads as when compact).
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
      for mailbox in Mailbox.allCases {
        try links.registerRoute(mailbox.commandName, as: Mailbox.self) { _ in
          mailbox
        } print: { printed in
          printed == mailbox ? LinkValues() : nil
        }
      }
      try links.registerRoute("messages/:id<Int>", as: MailMessage.self) { match in
        MailMessage(id: try match.parameter("id"))
      } print: { message in
        ["id": message.id]
      }
      try links.register(":tab/**routes", query: [.optional("sheet"), .optional("mail")]) {
        match in
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
    + " or waypoint://<tab>[/<route>…]?mail=<mailbox>[/messages/<n>[/<route>…]]"

  /// What a matched link opens.
  private nonisolated static func target(of match: LinkMatch) throws(LinkError) -> LinkTarget {
    let tab = try match.parameter("tab", as: String.self)
    guard tabs.contains(StackID(tab)) else {
      throw .unreadable(
        pattern: match.pattern.text,
        reason: "no tab named \"\(tab)\"; tabs: \(tabs.map(\.rawValue).joined(separator: ", "))")
    }
    let path = try screens(
      try routes(in: match) { () throws(LinkError) in try match.routes() }, in: match,
      "the tab's routes")
    var sheet: Presentation?
    if let chain = try routes(in: match, { () throws(LinkError) in try match.queryRoutes("sheet") })
    {
      let chain = try screens(chain, in: match, "the sheet's routes")
      guard let root = chain.first, let name = root.value(as: DemoRoute.self)?.commandName else {
        throw .unreadable(
          pattern: match.pattern.text, reason: "the sheet has no routes; write ?sheet=<route>")
      }
      sheet = Presentation(
        style: .sheet,
        content: .stack(StackSpec(id: StackID(name), root: root, path: Array(chain.dropFirst()))))
    }
    if let chain = try routes(
      in: match, inMail: true, { () throws(LinkError) in try match.queryRoutes("mail") })
    {
      guard sheet == nil else {
        throw .unreadable(
          pattern: match.pattern.text, reason: "a link opens one layer: a sheet or the mail")
      }
      sheet = try mail(chain, in: match)
    }
    return LinkTarget(stack: StackID(tab), path: path, presenting: sheet)
  }

  /// `routes`, checked to be screens (``DemoRoute``s): mailboxes and messages belong in the
  /// mail.
  private nonisolated static func screens(
    _ routes: [AnyRoute], in match: LinkMatch, _ what: String
  ) throws(LinkError) -> [AnyRoute] {
    if let other = routes.first(where: { $0.value(as: DemoRoute.self) == nil }) {
      throw .unreadable(
        pattern: match.pattern.text,
        reason: "\(what) are screens, not \(Breadcrumb.name(of: other)); "
          + "a mailbox and its messages open in the mail: ?mail=<mailbox>[/messages/<n>]")
    }
    return routes
  }

  /// The mail a link's `mail` item opens: the mailbox, then a message of it, then the
  /// screens pushed on the message.
  private nonisolated static func mail(
    _ chain: [AnyRoute], in match: LinkMatch
  ) throws(LinkError) -> Presentation {
    func unreadable(_ reason: String) -> LinkError {
      .unreadable(pattern: match.pattern.text, reason: reason)
    }
    guard let first = chain.first else {
      return try presentation(mailbox: nil, message: nil, path: [])
    }
    guard let mailbox = first.value(as: Mailbox.self) else {
      throw unreadable(
        "the mail starts with a mailbox: ?mail=<mailbox>[/messages/<n>]; mailboxes: "
          + Mailbox.allCases.map(\.commandName).joined(separator: ", "))
    }
    var rest = chain.dropFirst()
    var message: MailMessage?
    if let first = rest.first, let selected = first.value(as: MailMessage.self) {
      guard mailbox.messages.contains(selected) else {
        throw unreadable(DemoError.unknownMessage(String(selected.id), in: mailbox).description)
      }
      message = selected
      rest = rest.dropFirst()
    }
    let path = try screens(Array(rest), in: match, "the message's routes")
    guard message != nil || path.isEmpty else {
      throw unreadable("screens open on a message: ?mail=<mailbox>/messages/<n>/<route>")
    }
    return try presentation(mailbox: mailbox, message: message, path: path)
  }

  /// The mail as a sheet, with `mailbox` and `message` selected and `path` on the message.
  private nonisolated static func presentation(
    mailbox: Mailbox?, message: MailMessage?, path: [AnyRoute]
  ) throws(LinkError) -> Presentation {
    do {
      return Presentation(
        style: .sheet,
        content: .split(try mailContainer(mailbox: mailbox, message: message, path: path)))
    } catch {
      throw .navigation(error)
    }
  }

  /// Reads routes from a match, naming the demo's routes (and in the mail, its mailboxes
  /// and messages) when a segment is not one.
  private nonisolated static func routes<Routes>(
    in match: LinkMatch, inMail: Bool = false, _ read: () throws(LinkError) -> Routes
  ) throws(LinkError) -> Routes {
    do {
      return try read()
    } catch .noRouteMatch(_, let segments, _, _) {
      let mail =
        inMail
        ? "mailboxes: " + Mailbox.allCases.map(\.commandName).joined(separator: ", ")
          + "; messages: messages/<n>; " : ""
      throw .unreadable(
        pattern: match.pattern.text,
        reason: "no route named \"\(segments)\"; " + mail + "routes: "
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
    let layers = router.state.visibleLayers
    if let cover = layers.first(where: { $0.layer.style != .sheet }) {
      throw .link(
        "cannot print the state as a link: a \(cover.layer.style) is shown, and links open "
          + "a sheet only; dismiss it first")
    }
    if let bottom = layers.first, Self.holdsSplit(bottom.layer) {
      guard layers.count == 1, let mail else {
        throw .link(
          "cannot print the state as a link: a layer is shown over the mail, and links open "
            + "one layer; dismiss it first")
      }
      return try mailLink(mail)
    }
    if layers.contains(where: { Self.holdsSplit($0.layer) }) {
      throw .link(
        "cannot print the state as a link: the mail is shown over a sheet, and links open "
          + "one layer; dismiss them first")
    }
    do {
      return try Self.links.url(for: stateUnderDialog)
    } catch {
      throw .link(error.description)
    }
  }

  /// The router's state without the dialog on top: the demo's links name screens, and a
  /// dialog is a question for the moment, not a place a link goes to.
  private var stateUnderDialog: NavigationState {
    var state = router.state
    guard let (_, presenter) = shownDialog else { return state }
    var ids = router.idGenerator
    // Closing a dialog that is there cannot fail; the state stays as it is if it did.
    _ = try? state.apply(.dismissDialog(on: .stack(presenter)), ids: &ids)
    return state
  }

  /// Whether `layer` holds a split container: the mail.
  private static func holdsSplit(_ layer: PresentedLayer) -> Bool {
    if case .split = layer.content { return true }
    return false
  }

  /// The link of the state with the mail on screen over the selected tab: the tab's link,
  /// then `?mail=` and the one stack the mail reads as when compact.
  private func mailLink(_ mail: SplitContainer) throws(DemoError) -> String {
    guard mail.contentSelection != nil || mail.detail.entries.isEmpty else {
      throw .link(
        "cannot print the state as a link: the mail's detail column shows screens but no "
          + "message, and links open screens on a message; select a message first")
    }
    var tab = router.state
    var ids = IDGenerator()
    do {
      try tab.apply(.dismissLayer(holding: mail.id), ids: &ids)
      var segments: [String] = []
      for route in mail.collapsedPath {
        segments.append(String(try Self.links.url(for: route).dropFirst("waypoint://".count)))
      }
      return try Self.links.url(for: tab) + "?mail=" + segments.joined(separator: "/")
    } catch let error as NavigationError {
      throw .navigation(error)
    } catch let error as LinkError {
      throw .link(error.description)
    } catch {
      throw .link(String(describing: error))
    }
  }
}
