// A mail app on a split container, `RouterSplitView`: mailboxes in the sidebar, a mailbox's
// messages in the content column, and the selected message in the detail column, where an
// attachment is pushed and a reply is presented as a sheet. A selection is navigation:
// the sidebar and the message list select through the router (one user change each, through
// the guards), a tap on the selected message pops its attachments, and at compact width
// the three columns read as one stack, so the back button clears the selections. Links such
// as `waypoint-mail-split://mailboxes/inbox/messages/42/attachments/1` open a mailbox, a
// message and an attachment at once, and the scene comes back where it was left.
// iOS 17 example sources, like RouterDemo.swift beside this file.
import SwiftUI
import Waypoint
import WaypointUI

/// A mailbox: what the sidebar selects.
enum SplitMailbox: String, Hashable, Sendable, Codable, CaseIterable, Identifiable {
  case inbox, sent, archive

  var id: Self { self }
  var title: String { rawValue.capitalized }
  var symbol: String {
    switch self {
    case .inbox: "tray"
    case .sent: "paperplane"
    case .archive: "archivebox"
    }
  }

  /// The messages the demo shows in this mailbox.
  var messages: [SplitMessage] {
    let first = (SplitMailbox.allCases.firstIndex(of: self) ?? 0) * 10 + 40
    return (first..<first + 5).map { SplitMessage(id: $0) }
  }
}

/// Links name a mailbox by its raw value: `mailboxes/inbox`.
extension SplitMailbox: LinkValue {
  init?(linkText: String) { self.init(rawValue: linkText) }
  var linkText: String { rawValue }
}

/// A message: what the content column selects, and the detail column's first screen.
struct SplitMessage: Hashable, Sendable, Codable, Identifiable {
  let id: Int
  var subject: String { "Message \(id)" }
}

/// The screens the detail column pushes and presents above a message.
enum SplitMailScreen: Hashable, Sendable, Codable {
  case attachment(id: Int)
  case reply(to: Int)
}

/// The mail app in a `RouterSplitView`. Its router is made once, when the view first appears.
@MainActor
struct MailSplitDemo: View {
  var body: some View {
    WithRouter {
      try Self.makeRouter()
    } content: { router in
      MailSplit(router: router)
        // A link that launched the app waits for the restore, then opens on top of it.
        .openingLinks(Self.links, in: router)
        .restoringNavigation(of: router, using: Self.coder)
    }
  }

  /// Three columns whose lists select mailboxes and messages, the inbox selected unless a
  /// link or a restored scene selected another mailbox.
  static func makeRouter() throws -> Router {
    let split = try SplitContainer(
      sidebar: StackState(id: "mailboxes"),
      content: StackState(id: "messages"),
      detail: StackState(id: "message"),
      sidebarSelects: SplitMailbox.self,
      contentSelects: SplitMessage.self)
    let router = Router(try NavigationState(content: .split(split)))
    router.selectDefault(SplitMailbox.inbox, in: "mailboxes")
    router.onFailure = { failure in
      print(failure)  // the call, and what went wrong
    }
    return router
  }

  /// `waypoint-mail-split://mailboxes/<box>` selects a mailbox,
  /// `…/messages/<id>` a message in it, and `…/attachments/<n>` pushes an attachment of that
  /// message: each reads as the split's one stack (the selections, then the detail's path).
  static let links: LinkMap = {
    var links = LinkMap(schemes: ["waypoint-mail-split"])
    try? links.register("mailboxes/:box") { match in
      let box: SplitMailbox = try match.parameter("box")
      return .stack("mailboxes", path: [box])
    }
    try? links.register("mailboxes/:box/messages/:id") { match in
      let box: SplitMailbox = try match.parameter("box")
      return .stack("mailboxes", path: [box, SplitMessage(id: try match.parameter("id"))])
    }
    try? links.register("mailboxes/:box/messages/:id/attachments/:n") { match in
      let box: SplitMailbox = try match.parameter("box")
      let message = SplitMessage(id: try match.parameter("id"))
      let attachment = SplitMailScreen.attachment(id: try match.parameter("n"))
      return .stack("mailboxes", path: [box, message, attachment])
    }
    return links
  }()

  /// Saves the selections, the detail column's screens and the reply sheet.
  static let coder = SnapshotCoder(version: 1)
    .registering(SplitMailbox.self, as: "mailbox")
    .registering(SplitMessage.self, as: "message")
    .registering(SplitMailScreen.self, as: "screen")
}

/// The split view: every selectable row is a `SplitRow`, which tags it with its route and
/// pops the detail column when the selected row is tapped again.
@MainActor
struct MailSplit: View {
  let router: Router

  var body: some View {
    RouterSplitView(router, split: "mailboxes") {
      ForEach(SplitMailbox.allCases) { mailbox in
        SplitRow(mailbox) { Label(mailbox.title, systemImage: mailbox.symbol) }
      }
    } content: { selection in
      if let mailbox = selection?.value(as: SplitMailbox.self) {
        ForEach(mailbox.messages) { message in
          SplitRow(message) { Text(message.subject) }
        }
      }
    } detail: { selection in
      SplitMessageScreen(message: selection?.value(as: SplitMessage.self))
    } destination: { entry in
      SplitMailDestination(screen: entry.route(as: SplitMailScreen.self))
    } layer: { layer in
      SplitMailDestination(screen: layer.root(as: SplitMailScreen.self))
    }
  }
}

/// The detail column's first screen: the selected message, or a hint.
@MainActor
struct SplitMessageScreen: View {
  let message: SplitMessage?
  @Environment(Router.self) private var router

  var body: some View {
    if let message {
      List {
        Text(message.subject)
        // Pushes go to the detail column, the split's visible stack.
        Button("Attachment 1") { router.push(SplitMailScreen.attachment(id: 1)) }
        Button("Reply") {
          router.present(.sheet(SplitMailScreen.reply(to: message.id), id: "reply"))
        }
      }
      .navigationTitle(message.subject)
    } else {
      Text("Select a message")
    }
  }
}

/// A screen pushed on the detail column, or the reply sheet's first screen.
@MainActor
struct SplitMailDestination: View {
  let screen: SplitMailScreen?
  @Environment(Router.self) private var router

  var body: some View {
    switch screen {
    case .attachment(let id)?:
      Text("Attachment \(id)").navigationTitle("Attachment")
    case .reply(let id)?:
      Button("Send reply to message \(id)") { router.stack("reply").dismiss() }
    case nil:
      EmptyView()
    }
  }
}
