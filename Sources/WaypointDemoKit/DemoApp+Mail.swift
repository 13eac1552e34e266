import Waypoint

extension DemoApp {
  /// The ID of the mail's sidebar stack (the mailboxes), which names its split container.
  package nonisolated static let mailboxesStack: StackID = "mailboxes"
  /// The ID of the mail's content column: the selected mailbox's messages.
  package nonisolated static let messagesStack: StackID = "messages"
  /// The ID of the mail's detail column: the selected message, and what it pushed.
  package nonisolated static let messageStack: StackID = "message"

  /// The mail: a three-column split container (mailboxes, messages, message) whose sidebar
  /// selects a ``Mailbox`` and whose content column selects a ``MailMessage``.
  ///
  /// - Parameters:
  ///   - mailbox: The sidebar's selection, if any.
  ///   - message: The content column's selection, if any.
  ///   - path: The routes pushed on the detail column, bottom first.
  package nonisolated static func mailContainer(
    mailbox: Mailbox? = nil, message: MailMessage? = nil, path: [AnyRoute] = []
  ) throws(NavigationError) -> SplitContainer {
    // The entries' IDs are placeholders: a presented split container's detail entries get
    // fresh ones.
    let entries = path.enumerated().map {
      Entry(id: EntryID(UInt64($0.offset + 1)), route: $0.element)
    }
    return try SplitContainer(
      sidebar: StackState(id: mailboxesStack),
      content: StackState(id: messagesStack, root: mailbox.map { AnyRoute($0) }),
      detail: StackState(
        id: messageStack, root: message.map { AnyRoute($0) }, entries: EntryList(entries)),
      sidebarSelects: Mailbox.self, contentSelects: MailMessage.self)
  }

  /// The mail's split container, or `nil` when the mail is not open.
  package var mail: SplitContainer? { router.state.splitContainer(holding: Self.mailboxesStack) }

  /// Presents the mail as a sheet from the visible stack, nothing selected.
  ///
  /// - Throws: ``DemoError/navigation(_:)`` when the mail is open already; the state is
  ///   unchanged then.
  package func openMail() throws(DemoError) {
    let container: SplitContainer
    do {
      container = try Self.mailContainer()
    } catch {
      throw .navigation(error)
    }
    try send(.present(Presentation(style: .sheet, content: .split(container))))
  }

  /// Selects `name` in a column of the mail, as one change through the guards: a mailbox
  /// in the sidebar (which clears the message and what the detail column pushed), a
  /// message's number in the content column. Selecting the selected item pops the detail
  /// column to the message.
  ///
  /// - Throws: ``DemoError/mailNotOpen``, ``DemoError/unknownMailbox(_:)``,
  ///   ``DemoError/noMailboxSelected``, ``DemoError/unknownMessage(_:in:)``, or the
  ///   engine's error; the state is unchanged then.
  package func select(_ name: String, in column: SplitColumn) throws(DemoError) {
    guard let mail else { throw .mailNotOpen }
    let route: AnyRoute
    if column == .sidebar {
      route = AnyRoute(try Mailbox(commandName: name))
    } else {
      guard let mailbox = mail.sidebarSelection?.value(as: Mailbox.self) else {
        throw .noMailboxSelected
      }
      route = AnyRoute(try mailbox.message(named: name))
    }
    try send(.select(route, column: column, in: Self.mailboxesStack))
  }

  /// Clears the selection in a column of the mail and the columns after it.
  ///
  /// - Throws: ``DemoError/mailNotOpen``, or the engine's error; the state is unchanged
  ///   then.
  package func deselect(_ column: SplitColumn) throws(DemoError) {
    guard mail != nil else { throw .mailNotOpen }
    try send(.select(nil, column: column, in: Self.mailboxesStack))
  }

  /// Reports the width the terminal has for the mail, as a host reports a size class:
  /// compact reads the columns as one stack (a pop goes back through the selections),
  /// regular shows them side by side. Not navigation: no guard, no event, not saved.
  ///
  /// - Throws: ``DemoError/mailNotOpen``.
  package func setMailWidth(_ width: SplitWidth) throws(DemoError) {
    guard mail != nil else { throw .mailNotOpen }
    do {
      try router.setWidth(width, ofSplit: Self.mailboxesStack)
    } catch {
      throw .navigation(error)
    }
  }

  /// The depth of the stack on screen as the user sees it: on the detail column of a
  /// compact split view, that of the one stack its columns read as.
  var shownDepth: Int {
    let stack = shownStack
    let state = router.state
    guard let split = state.splitContainer(holding: stack.id), split.detail.id == stack.id,
      state.width(ofSplit: split.id) == .compact
    else { return stack.depth }
    return split.collapsedDepth
  }
}
