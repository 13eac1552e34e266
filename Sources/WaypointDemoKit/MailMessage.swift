/// A message of the demo's mail split view: what the content column selects
/// (`select content 42`), and the detail column's first screen.
package struct MailMessage: Hashable, Sendable, Codable {
  /// The message's number, unique across the mailboxes.
  package var id: Int

  /// Creates a message with its number.
  package init(id: Int) {
    self.id = id
  }

  /// The name shown in breadcrumbs and on screen: `Message 42`.
  package var displayName: String { "Message \(id)" }

  /// The message's subject, shown in the interactive demo's menu.
  package var subject: String {
    switch id {
    case 41: "Lunch on Friday?"
    case 42: "The build is green"
    case 43: "Welcome to Waypoint"
    case 51: "Re: Lunch on Friday?"
    case 52: "Release notes"
    case 61: "Old receipts"
    default: "(no subject)"
    }
  }
}
