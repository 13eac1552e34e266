// Screens that reach their own entry: a compose screen keeps its draft in a model that
// lives exactly as long as the screen, pushes a recipient picker and awaits the contact it
// picks; the same compose screen also opens as a sheet's first screen. iOS 17 example
// sources: add them to an app target that depends on Waypoint and WaypointUI.
import SwiftUI
import Waypoint
import WaypointUI

/// A person to write to.
struct Contact: Hashable, Sendable, Identifiable {
  let id: Int
  let name: String
}

/// The mail screens.
enum MailRoute: Hashable, Sendable {
  case compose
  case pickRecipient
}

/// The draft of one compose screen: made when the screen first shows, released when it
/// leaves the tree (popped, or its sheet dismissed).
@MainActor
@Observable
final class Draft {
  var recipients: [Contact] = []
  var subject = ""
  var problem: String?
}

/// A stack whose screens each get their own `navigationScreen`, and a sheet that does too.
@MainActor
struct ScreenScopesDemo: View {
  var body: some View {
    WithRouter {
      Router()
    } content: { router in
      RouterStack(router) {
        MailInbox()
      } destination: { entry in
        MailDestination(route: entry.route(as: MailRoute.self))
      } layer: { _ in
        // A layer's first screen has a screen of its own: root of the layer's stack.
        ComposeScreen()
      }
    }
  }
}

/// The screen for a pushed mail route.
@MainActor
struct MailDestination: View {
  let route: MailRoute?

  var body: some View {
    switch route {
    case .compose: ComposeScreen()
    case .pickRecipient: RecipientPicker()
    case nil: Text("Unknown screen")
    }
  }
}

/// The stack's first screen.
@MainActor
struct MailInbox: View {
  @Environment(Router.self) private var router

  var body: some View {
    List {
      Button("Compose") { router.push(MailRoute.compose) }
      Button("Compose in a sheet") { router.present(.sheet(MailRoute.compose)) }
    }
    .navigationTitle("Inbox")
  }
}

/// Writes a message; asks the picker for each recipient.
@MainActor
struct ComposeScreen: View {
  @Environment(\.navigationScreen) private var screen
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
  }

  /// Pushes the picker and waits for its contact. Started from the button, not from a
  /// `task` modifier: SwiftUI cancels a view's tasks when a pushed screen covers it, and a
  /// cancelled wait ends (the picker stays).
  private func pickRecipient() {
    guard let screen else { return }
    let draft = self.draft
    Task {
      do {
        let contact = try await screen.push(MailRoute.pickRecipient, returning: Contact.self)
        draft.recipients.append(contact)
        draft.problem = nil
      } catch {
        // Backed out, dismissed, refused by a guard, replaced or restored: the message
        // says which.
        draft.problem = error.description
      }
    }
  }
}

/// Picks one contact and hands it back to the screen that pushed it.
@MainActor
struct RecipientPicker: View {
  @Environment(\.navigationScreen) private var screen
  private let contacts = [
    Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace"), Contact(id: 3, name: "Linus"),
  ]

  var body: some View {
    List(contacts) { contact in
      Button(contact.name) {
        // Pops the picker and delivers the contact, as one change.
        try? screen?.close(returning: contact)
      }
    }
    .navigationTitle("Recipient")
  }
}
