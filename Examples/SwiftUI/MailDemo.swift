// A mail app on Waypoint's standard tab container, `RouterTabView`: a mailbox list, a
// message, the message's sender (list → detail → sub-detail, pushed with
// `NavigationLink(value:)`), a compose sheet with a stack of its own whose recipient picker
// hands the contact it picks back to Compose (`push(_:returning:)` on the screen's handle),
// a draft and a flag that live as long as their screens (`@ScreenModel`), a login sheet a
// guard presents in front of the account screen, links such as `waypoint-mail://messages/42`,
// and a scene that comes back where it was left, with a launch link opened on top of it.
// MailTabBarDemo.swift beside this file draws the same screens in a custom tab bar.
// iOS 17 example sources, like RouterDemo.swift beside this file.
import SwiftUI
import Waypoint
import WaypointUI

/// The mail app's screens.
enum Mail: Hashable, Sendable, Codable {
  case message(id: Int)
  case sender(id: Int)
  case compose
  case pickRecipient
  case account
  case login
}

/// A person to write to.
struct Contact: Hashable, Sendable, Identifiable {
  let id: Int
  let name: String

  /// The people the demo knows.
  static let all = [
    Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace"), Contact(id: 3, name: "Linus"),
  ]

  /// The sender of a message: any ID, a link's included, names one of `all`.
  static func sender(of message: Int) -> Contact {
    all[(message % all.count + all.count) % all.count]
  }
}

/// The draft of one compose screen: made when the screen first shows, released when it
/// leaves the tree (its sheet closed, or popped).
@MainActor
@Observable
final class Draft {
  var recipients: [Contact] = []
  var subject = ""
  var problem: String?
}

/// Whether one message screen flagged its message: each pushed message screen has its own,
/// even when the same message is pushed twice.
@MainActor
@Observable
final class MessageFlag {
  var isFlagged = false
}

/// Whether the user is logged in; the login guard asks it.
@MainActor
@Observable
final class MailSession {
  var isLoggedIn = false
}

/// The mail app in a `RouterTabView`. Its router is made once, when the view first appears.
@MainActor
struct MailDemo: View {
  @State private var session = MailSession()

  var body: some View {
    WithRouter {
      try Self.makeRouter(session: session)
    } content: { router in
      MailTabs(router: router)
        .environment(session)
        // A link that launched the app waits for the restore, then opens on top of it.
        .openingLinks(Self.links, in: router)
        .restoringNavigation(of: router, using: Self.coder)
    }
  }

  /// Three tabs, a login in front of Account, and every failed navigation printed.
  static func makeRouter(session: MailSession) throws -> Router {
    let router = Router(
      try NavigationState(tabs: ["inbox", "sent", "settings"], selected: "inbox"))
    router.guards.add(
      .authentication(
        isLoggedIn: { session.isLoggedIn },
        requiresLogin: { $0.value(as: Mail.self) == .account },
        login: .sheet(Mail.login, id: "login")))
    router.onFailure = { failure in
      print(failure)  // the call, and what went wrong
    }
    return router
  }

  /// `waypoint-mail://messages/<id>` opens a message in the inbox,
  /// `waypoint-mail://messages/<id>/sender` its sender on top of it,
  /// `waypoint-mail://compose` the compose sheet over the inbox, and
  /// `waypoint-mail://account` the account (through the login when logged out).
  static let links: LinkMap = {
    var links = LinkMap(schemes: ["waypoint-mail"])
    try? links.register("messages/:id") { match in
      .tab("inbox", path: [Mail.message(id: try match.parameter("id"))])
    }
    try? links.register("messages/:id/sender") { match in
      let id: Int = try match.parameter("id")
      return .tab("inbox", path: [Mail.message(id: id), Mail.sender(id: id)])
    }
    // A sheet-only link keeps the tab's screens (`.tab(_:presenting:)` would empty them).
    try? links.register("compose") { _ in
      LinkTarget(stack: "inbox", presenting: .sheet(Mail.compose, id: "compose"))
    }
    try? links.register("account") { _ in
      .tab("settings", path: [Mail.account])
    }
    return links
  }()

  /// Saves the tabs, their screens and the sheets, under the name "mail".
  static let coder = SnapshotCoder(version: 1).registering(Mail.self, as: "mail")
}

/// One `NavigationStack` per tab; the compose and login sheets are layers the tabs present.
@MainActor
struct MailTabs: View {
  let router: Router

  var body: some View {
    // Every screen (each tab's first, each pushed one, each layer's first) gets its own
    // screen handle, for its models and the results it awaits.
    RouterTabView(router) { tab in
      MailboxScreen(tab: tab)
        // Draws what a `NavigationLink(value:)` pushes until the router has pushed it;
        // the `destination` closure draws it from then on.
        .routeDestination(for: Mail.self) { MailScreen(route: $0) }
    } destination: { entry in
      MailScreen(route: entry.route(as: Mail.self))
    } label: { tab in
      Label(tab.rawValue.capitalized, systemImage: Self.symbol(of: tab))
    } layer: { layer in
      MailScreen(route: layer.root(as: Mail.self))
    }
  }

  static func symbol(of tab: StackID) -> String {
    if tab == "inbox" { return "tray" }
    if tab == "sent" { return "paperplane" }
    return "gearshape"
  }
}

/// How the mail screens open a screen on their own stack: a `NavigationLink(value:)` in a
/// `NavigationStack` (`RouterTabView`, `RouterStack`), where it keeps its chevron, row style
/// and accessibility; a `RouterLink` in a slide stack, which is no `NavigationStack`.
enum MailLinkStyle {
  case navigationLink
  case routerLink
}

extension EnvironmentValues {
  /// How the mail screens below open a screen; `navigationLink` unless a container says.
  var mailLinkStyle: MailLinkStyle {
    get { self[MailLinkStyleKey.self] }
    set { self[MailLinkStyleKey.self] = newValue }
  }
}

private struct MailLinkStyleKey: EnvironmentKey {
  static var defaultValue: MailLinkStyle { .navigationLink }
}

/// A row that pushes `route` onto the stack of the screen it is in, through the router and
/// its guards.
@MainActor
struct MailLink<Label: View>: View {
  let route: Mail
  @ViewBuilder let label: Label
  @Environment(\.mailLinkStyle) private var style

  var body: some View {
    switch style {
    case .navigationLink:
      NavigationLink(value: route) { label }
    case .routerLink:
      RouterLink(route) { label }
    }
  }
}

/// A tab's first screen: a mailbox, or the settings.
@MainActor
struct MailboxScreen: View {
  let tab: StackID
  @Environment(Router.self) private var router

  var body: some View {
    List {
      if tab == "settings" {
        // A `RouterLink`, not a `NavigationLink`: the router hears of the push before
        // anything is drawn, so the login guard shows its sheet without Account flashing
        // by first.
        RouterLink(Mail.account) {
          Label("Account", systemImage: "person.crop.circle")
        }
      } else {
        Button("Compose", systemImage: "square.and.pencil") {
          router.present(.sheet(Mail.compose, id: "compose"))
        }
        ForEach(1..<6) { id in
          MailLink(route: .message(id: id)) {
            Text("Message \(id) from \(Contact.sender(of: id).name)")
          }
        }
      }
    }
    .navigationTitle(tab.rawValue.capitalized)
  }
}

/// The screen of a mail route.
@MainActor
struct MailScreen: View {
  let route: Mail?

  var body: some View {
    switch route {
    case .message(let id)?: MessageScreen(id: id)
    case .sender(let id)?: SenderScreen(contact: Contact.sender(of: id))
    case .compose?: ComposeScreen()
    case .pickRecipient?: RecipientPicker()
    case .account?: AccountScreen()
    case .login?: LoginScreen()
    case nil: Text("Unknown screen")
    }
  }
}

/// One message, with a link to its sender.
@MainActor
struct MessageScreen: View {
  let id: Int
  @Environment(Router.self) private var router
  @ScreenModel private var flag = MessageFlag()

  var body: some View {
    List {
      Text("Message \(id)")
      MailLink(route: .sender(id: id)) {
        Text("From \(Contact.sender(of: id).name)")
      }
      Button(flag.isFlagged ? "Unflag" : "Flag", systemImage: "flag") {
        flag.isFlagged.toggle()
      }
      Button("Reply", systemImage: "arrowshape.turn.up.left") {
        router.present(.sheet(Mail.compose, id: "compose"))
      }
    }
    .navigationTitle("Message \(id)")
  }
}

/// The sender of a message, two screens above the mailbox.
@MainActor
struct SenderScreen: View {
  let contact: Contact
  @Environment(\.navigationScreen) private var screen
  @Environment(Router.self) private var router

  var body: some View {
    List {
      Text(contact.name)
      Button("Back to the mailbox", systemImage: "tray") {
        // The stack this screen is on, whichever stack is visible.
        if let stack = screen?.stack { router.stack(stack).popToRoot() }
      }
    }
    .navigationTitle(contact.name)
  }
}

/// Writes a message, and asks the picker for each recipient.
@MainActor
struct ComposeScreen: View {
  @Environment(\.navigationScreen) private var screen
  @Environment(Router.self) private var router
  @ScreenModel private var draft = Draft()

  var body: some View {
    @Bindable var draft = self.draft
    Form {
      if case .root(let stack)? = screen?.id {
        // The first screen of the compose sheet: close the sheet that holds its stack,
        // which releases the draft.
        Button("Close", systemImage: "xmark") { router.stack(stack).dismiss() }
      }
      Section("To") {
        ForEach(draft.recipients) { contact in
          Text(contact.name)
        }
        Button("Add a recipient", systemImage: "person.badge.plus") { pickRecipient() }
      }
      TextField("Subject", text: $draft.subject)
      if let problem = draft.problem {
        Text(problem).foregroundStyle(.secondary)
      }
    }
    .navigationTitle("Compose")
  }

  /// Pushes the picker on this screen's stack (the sheet's) and waits for its contact.
  /// Started from the button, not from a `task` modifier: SwiftUI cancels a view's tasks
  /// when a pushed screen covers it, and a cancelled wait ends (the picker stays).
  private func pickRecipient() {
    guard let screen else { return }
    let draft = self.draft
    Task {
      do {
        let contact = try await screen.push(Mail.pickRecipient, returning: Contact.self)
        draft.recipients.append(contact)
        draft.problem = nil
      } catch {
        // Backed out, the sheet closed, refused by a guard, replaced or restored: the
        // message says which.
        draft.problem = String(describing: error)
      }
    }
  }
}

/// Picks one contact and hands it back to the screen that pushed it.
@MainActor
struct RecipientPicker: View {
  @Environment(\.navigationScreen) private var screen
  @Environment(Router.self) private var router

  var body: some View {
    List(Contact.all) { contact in
      Button(contact.name) { pick(contact) }
    }
    .navigationTitle("Recipient")
  }

  /// Pops the picker and delivers `contact`, as one change. When nothing awaits a contact
  /// (a restore or a link showed the picker), it just goes back.
  private func pick(_ contact: Contact) {
    guard let screen else { return }
    do {
      try screen.close(returning: contact)
    } catch {
      if let stack = screen.stack { router.stack(stack).pop() }
    }
  }
}

/// The screen behind the login.
@MainActor
struct AccountScreen: View {
  @Environment(MailSession.self) private var session

  var body: some View {
    List {
      Text("Signed in")
      Button("Log out", systemImage: "rectangle.portrait.and.arrow.right") {
        session.isLoggedIn = false
      }
    }
    .navigationTitle("Account")
  }
}

/// Logs in, then shows the screen the user asked for (Account).
@MainActor
struct LoginScreen: View {
  @Environment(Router.self) private var router
  @Environment(MailSession.self) private var session
  @State private var problem: String?

  var body: some View {
    List {
      Button("Log in", systemImage: "person.badge.key") {
        session.isLoggedIn = true
        do {
          // Closes this sheet and pushes Account, as one change.
          try router.guards.resumePending()
        } catch {
          problem = String(describing: error)
        }
      }
      Button("Not now") { router.dismiss() }
      if let problem {
        Text(problem)
      }
    }
    .navigationTitle("Log in")
  }
}

/// The same screens in one `RouterStack` whose entries are drawn through its
/// `destination` closure, so that every screen, pushed or first, gets its own
/// `navigationScreen`.
@MainActor
struct ScreenScopesDemo: View {
  @State private var session = MailSession()

  var body: some View {
    WithRouter {
      Router()
    } content: { router in
      RouterStack(router) {
        List {
          MailLink(route: .message(id: 1)) { Text("Message 1") }
          MailLink(route: .compose) { Text("Compose, pushed") }
          Button("Compose in a sheet") { router.present(.sheet(Mail.compose, id: "compose")) }
        }
        .navigationTitle("Inbox")
        .routeDestination(for: Mail.self) { MailScreen(route: $0) }
      } destination: { entry in
        MailScreen(route: entry.route(as: Mail.self))
      } layer: { layer in
        MailScreen(route: layer.root(as: Mail.self))
      }
      .environment(session)
    }
  }
}

#Preview("Mail") {
  MailDemo()
}

#Preview("One stack") {
  ScreenScopesDemo()
}
