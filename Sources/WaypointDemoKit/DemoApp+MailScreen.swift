import Waypoint

extension DemoApp {
  /// The mail when it is the top layer the terminal shows, else `nil`.
  var mailOnTop: SplitContainer? {
    guard let top = shownLayers.last, let mail, top.shownStack == mail.detail.id else {
      return nil
    }
    return mail
  }

  /// The title and depth of the mail's screen on top: at regular width the detail column's
  /// top screen, at compact width the top of the one stack the columns read as; "Mail" when
  /// nothing is selected.
  func mailTitleAndDepth(_ mail: SplitContainer) -> (title: String, depth: Int) {
    guard router.state.width(ofSplit: mail.id) == .compact else {
      let detail = mail.detail
      let top = detail.entries.last?.route ?? detail.root
      return (top.map { Breadcrumb.name(of: $0) } ?? Breadcrumb.mailName, detail.depth)
    }
    let top = mail.collapsedPath.last
    return (top.map { Breadcrumb.name(of: $0) } ?? Breadcrumb.mailName, mail.collapsedDepth)
  }

  /// The actions the mail offers: the other mailboxes, the selected mailbox's other
  /// messages, Profile on a message (its sender's), the other width, and Back.
  func mailActions(_ mail: SplitContainer) -> [DemoMenuItem] {
    let mailbox = mail.sidebarSelection?.value(as: Mailbox.self)
    let message = mail.contentSelection?.value(as: MailMessage.self)
    var actions: [DemoMenuItem] = []
    for other in Mailbox.allCases where other != mailbox {
      actions.append(
        DemoMenuItem(label: other.displayName, action: .select(.sidebar, other.commandName)))
    }
    for other in mailbox?.messages ?? [] where other != message {
      actions.append(
        DemoMenuItem(
          label: "\(other.displayName): \(other.subject)",
          action: .select(.content, String(other.id))))
    }
    if message != nil, mail.detail.entries.last?.route(as: DemoRoute.self) != .profile {
      actions.append(DemoMenuItem(label: "Profile", action: .push(.profile)))
    }
    let compact = router.state.width(ofSplit: mail.id) == .compact
    actions.append(
      compact
        ? DemoMenuItem(label: "Regular width", action: .width(.regular))
        : DemoMenuItem(label: "Compact width", action: .width(.compact)))
    actions.append(DemoMenuItem(label: "Back", action: .back))
    return actions
  }
}
