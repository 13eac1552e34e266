// A mail app on Waypoint: tabs, a compose sheet with a stack of its own, a recipient picker
// that hands the contact it picks back to Compose, a draft that lives as long as its
// screen, a login in front of the account screen, links such as
// `waypoint-mail://messages/42`, and a scene that comes back where it was left. iOS 17
// example sources, like RouterDemo.swift beside this file.
import SwiftUI
import Waypoint
import WaypointUI

/// The mail app's screens.
enum Mail: Hashable, Sendable, Codable {
  case message(id: Int)
  case compose
  case pickRecipient
  case account
  case login
}

/// A person to write to.
struct Contact: Hashable, Sendable, Identifiable {
  let id: Int
  let name: String
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

/// Whether the user is logged in; the login guard asks it.
@MainActor
@Observable
final class MailSession {
  var isLoggedIn = false
}

/// The mail app. Its router is made once, when the view first appears.
@MainActor
struct MailDemo: View {
  @State private var session = MailSession()

  var body: some View {
    WithRouter {
      try Self.makeRouter(session: session)
    } content: { router in
      MailTabs(router: router)
        .environment(session)
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

  /// `waypoint-mail://messages/<id>` opens a message in the inbox;
  /// `waypoint-mail://compose` opens the compose sheet over the inbox.
  static let links: LinkMap = {
    var links = LinkMap(schemes: ["waypoint-mail"])
    try? links.register("messages/:id") { match in
      .tab("inbox", path: [Mail.message(id: try match.parameter("id"))])
    }
    try? links.register("compose") { _ in
      .tab("inbox", presenting: .sheet(Mail.compose, id: "compose"))
    }
    return links
  }()

  /// Saves the tabs, their screens and the sheets, under the name "mail".
  static let coder = SnapshotCoder(version: 1).registering(Mail.self, as: "mail")
}

/// One stack per tab; the compose and login sheets are layers the tabs present.
@MainActor
struct MailTabs: View {
  let router: Router

  var body: some View {
    // Every screen (each tab's first, each pushed one, each layer's first) gets its own
    // screen handle, for its models and the results it awaits.
    RouterTabView(router) { tab in
      MailboxScreen(tab: tab)
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

/// A tab's first screen: a mailbox, or the settings.
@MainActor
struct MailboxScreen: View {
  let tab: StackID
  @Environment(Router.self) private var router

  var body: some View {
    List {
      if tab == "settings" {
        Button("Account", systemImage: "person.crop.circle") { router.push(Mail.account) }
      } else {
        ForEach(1..<6) { id in
          // Pushes onto this tab's stack, even while a sheet is presented above it.
          RouterLink(Mail.message(id: id)) { Text("Message \(id)") }
        }
      }
    }
    .navigationTitle(tab.rawValue.capitalized)
    .toolbar {
      Button("Compose", systemImage: "square.and.pencil") {
        router.present(.sheet(Mail.compose, id: "compose"))
      }
    }
  }
}

/// The screen of a mail route.
@MainActor
struct MailScreen: View {
  let route: Mail?

  var body: some View {
    switch route {
    case .message(let id)?: MessageScreen(id: id)
    case .compose?: ComposeScreen()
    case .pickRecipient?: RecipientPicker()
    case .account?: Text("Signed in").navigationTitle("Account")
    case .login?: LoginScreen()
    case nil: Text("Unknown screen")
    }
  }
}

/// One message.
@MainActor
struct MessageScreen: View {
  let id: Int
  @Environment(Router.self) private var router

  var body: some View {
    VStack(spacing: 12) {
      Text("Message \(id)")
      Button("Reply", systemImage: "arrowshape.turn.up.left") {
        router.present(.sheet(Mail.compose, id: "compose"))
      }
      Button("Back to the mailbox") { router.popToRoot() }
    }
    .navigationTitle("Message \(id)")
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
      Section("To") {
        ForEach(draft.recipients) { contact in
          Text(contact.name)
        }
        Button("Add a recipient") { pickRecipient() }
      }
      TextField("Subject", text: $draft.subject)
      if let problem = draft.problem {
        Text(problem).foregroundStyle(.secondary)
      }
    }
    .navigationTitle("Compose")
    .toolbar {
      if case .root(let stack)? = screen?.id {
        // The first screen of the compose sheet: close the sheet that holds its stack,
        // which releases the draft.
        Button("Close") { router.stack(stack).dismiss() }
      }
    }
  }

  /// Pushes the picker and waits for its contact. Started from the button, not from a
  /// `task` modifier: SwiftUI cancels a view's tasks when a pushed screen covers it, and a
  /// cancelled wait ends (the picker stays).
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

/// Picks one contact and hands it back to Compose.
@MainActor
struct RecipientPicker: View {
  @Environment(Router.self) private var router
  private let contacts = [
    Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace"), Contact(id: 3, name: "Linus"),
  ]

  var body: some View {
    List(contacts) { contact in
      Button(contact.name) {
        // The picker is the top screen when it is tapped. Closing pops it and delivers the
        // contact as one change; it throws when nothing awaits a contact, and then the
        // picker just goes back.
        let picker = router.screen(router.visibleStack.topScreen)
        do {
          try picker.close(returning: contact)
        } catch {
          router.pop()
        }
      }
    }
    .navigationTitle("Recipient")
  }
}

/// Logs in, then shows the screen the user asked for (Account).
@MainActor
struct LoginScreen: View {
  @Environment(Router.self) private var router
  @Environment(MailSession.self) private var session
  @State private var problem: String?

  var body: some View {
    VStack(spacing: 12) {
      Button("Log in") {
        session.isLoggedIn = true
        do {
          // Closes this sheet and pushes Account, as one change.
          try router.guards.resumePending()
        } catch {
          problem = String(describing: error)
        }
      }
      if let problem {
        Text(problem)
      }
    }
    .navigationTitle("Log in")
  }
}

/// The same screens in one stack whose entries are drawn through its `destination`
/// closure, so that every screen, pushed or first, gets its own `navigationScreen`.
@MainActor
struct ScreenScopesDemo: View {
  @State private var session = MailSession()

  var body: some View {
    WithRouter {
      Router()
    } content: { router in
      RouterStack(router) {
        List {
          Button("Compose") { router.push(Mail.compose) }
          Button("Compose in a sheet") { router.present(.sheet(Mail.compose, id: "compose")) }
        }
        .navigationTitle("Inbox")
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
