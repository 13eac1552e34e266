import Waypoint

/// The mail app of the split-view tests: mailboxes, their messages, a message's
/// attachments.
enum Mailbox: String, Hashable, Sendable, Codable, CaseIterable { case inbox, archive, sent }
struct Message: Hashable, Sendable, Codable { var id: Int }
struct Attachment: Hashable, Sendable, Codable { var id: Int }
enum MailScreen: Hashable, Sendable, Codable { case mailboxes, compose, settings }

@MainActor enum Mail {
  /// Mailboxes → messages → message, nothing selected.
  static func threeColumns(
    compactColumn: SplitColumn = .sidebar, typed: Bool = false
  ) throws -> SplitContainer {
    try SplitContainer(
      sidebar: StackState(id: "mailboxes", root: AnyRoute(MailScreen.mailboxes)),
      content: StackState(id: "messages"), detail: StackState(id: "message"),
      preferredCompactColumn: compactColumn,
      sidebarSelects: typed ? Mailbox.self : nil, contentSelects: typed ? Message.self : nil)
  }

  /// Mailboxes → mailbox, nothing selected.
  static func twoColumns() throws -> SplitContainer {
    try SplitContainer(
      sidebar: StackState(id: "mailboxes", root: AnyRoute(MailScreen.mailboxes)),
      detail: StackState(id: "mailbox"))
  }

  static func state(_ split: SplitContainer) throws -> NavigationState {
    try NavigationState(content: .split(split))
  }

  static func router(typed: Bool = false) throws -> Router {
    Router(try state(threeColumns(typed: typed)))
  }
}
