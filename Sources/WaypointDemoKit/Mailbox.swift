/// A mailbox of the demo's mail split view: what the sidebar selects (`select sidebar inbox`).
///
/// Each mailbox holds a few ``MailMessage``s, which the content column lists once the
/// mailbox is selected.
package enum Mailbox: String, Hashable, Sendable, CaseIterable, Codable {
  /// Messages received.
  case inbox
  /// Messages sent.
  case sent
  /// Messages put away.
  case archive

  /// The name used in commands, links and snapshots: `inbox`.
  package var commandName: String { rawValue }

  /// The name shown in breadcrumbs and on screen: `Inbox`.
  package var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// The messages the mailbox holds, in the order the content column lists them.
  package var messages: [MailMessage] {
    switch self {
    case .inbox: [MailMessage(id: 41), MailMessage(id: 42), MailMessage(id: 43)]
    case .sent: [MailMessage(id: 51), MailMessage(id: 52)]
    case .archive: [MailMessage(id: 61)]
    }
  }

  /// The mailbox whose command name is `name`.
  ///
  /// - Throws: ``DemoError/unknownMailbox(_:)`` naming the mailboxes there are.
  package init(commandName name: String) throws(DemoError) {
    guard let mailbox = Mailbox(rawValue: name) else { throw .unknownMailbox(name) }
    self = mailbox
  }

  /// The message `text` names in this mailbox: its number.
  ///
  /// - Throws: ``DemoError/unknownMessage(_:in:)`` when `text` is not the number of one of
  ///   the mailbox's messages.
  package func message(named text: String) throws(DemoError) -> MailMessage {
    guard let id = Int(text), let message = messages.first(where: { $0.id == id }) else {
      throw .unknownMessage(text, in: self)
    }
    return message
  }
}
