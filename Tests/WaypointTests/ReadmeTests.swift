import Foundation
import Testing
import Waypoint

/// The README's examples, line for line, with what the README says they print and do.
@Suite("README")
@MainActor
struct ReadmeTests {
  enum Mail: Hashable, Sendable, Codable {
    case message(id: Int)
    case compose, pickRecipient, account, login
  }

  struct Contact: Hashable, Sendable {
    var name: String
  }

  final class Draft {}

  final class Session {
    var isLoggedIn = false
  }

  /// The first example.
  func firstExample() throws -> Router {
    let router = Router(try NavigationState(tabs: ["inbox", "sent"], selected: "inbox"))
    router.push(Mail.message(id: 1))
    router.push(Mail.message(id: 2))
    #expect(router.pop(5) == 2)

    router.present(.sheet(Mail.compose, id: "compose"))
    router.stack("compose").push(Mail.pickRecipient)
    router.stack("inbox").push(Mail.message(id: 3))
    return router
  }

  @Test func theFirstExamplePrintsWhatTheReadmeShows() throws {
    let router = try firstExample()
    #expect(
      router.state.description == """
        tabs, selected inbox
          stack inbox: #4 message(id: 3)
            sheet
              stack compose (root: compose): #3 pickRecipient
          stack sent: empty
        """)
  }

  @Test func aFailedCallWithNoHandlerIsTheWarningTheReadmeShows() throws {
    let router = try firstExample()
    var warnings: [String] = []
    router.warningSink = { warnings.append($0) }
    let before = router.state

    #expect(router.stack("drafts").push(Mail.compose) == nil)

    #expect(
      warnings == [
        #"Waypoint: stack("drafts").push(Mail.compose) failed: no stack named "drafts"; "#
          + "stacks: compose, inbox, sent"
      ])
    #expect(router.state == before)
    #expect(router.stack("inbox").pop(0) == 0)
    #expect(warnings.count == 1, "a pop that removes nothing is not a failure")
  }

  @Test func theRestOfTheMailApp() async throws {
    let router = try firstExample()
    let session = Session()
    var failures: [NavigationFailure] = []
    router.onFailure = { failures.append($0) }

    // Compose awaits the contact that the picker it pushes hands back.
    let compose = router.screen(.root("compose"))
    let picked = Task { try await compose.push(Mail.pickRecipient, returning: Contact.self) }
    while router.visibleStack.depth < 2 { await Task.yield() }
    try router.screen(router.visibleStack.topScreen).close(returning: Contact(name: "Ada"))
    let contact = try await picked.value
    #expect(contact == Contact(name: "Ada"))

    // A model that lives as long as its screen: released when the sheet closes.
    let draft = compose.scope.value { Draft() }
    #expect(compose.scope.value { Draft() } === draft)
    let scope = compose.scope

    // Close the sheet: a stack's handle dismisses the layer that holds it.
    #expect(router.stack("compose").dismiss())
    #expect(router.state.visibleLayers.isEmpty)
    #expect(scope.isReleased)

    // Log in first: Account shows the login sheet, and opens once the user has logged in.
    router.guards.add(
      .authentication(
        isLoggedIn: { session.isLoggedIn },
        requiresLogin: { $0.value(as: Mail.self) == .account },
        login: .sheet(Mail.login, id: "login")))
    #expect(router.push(Mail.account) == nil)
    #expect(router.visibleStack.id == "login")
    session.isLoggedIn = true
    try router.guards.resumePending()
    #expect(router.visible.routes(of: Mail.self) == [.message(id: 3), .account])

    // A deep link, as one change through the guards.
    var links = LinkMap(schemes: ["mail"])
    try links.register("messages/:id") { match in
      .tab("inbox", path: [Mail.message(id: try match.parameter("id"))])
    }
    #expect(router.open("mail://messages/42", with: links))
    #expect(router.visible.routes(of: Mail.self) == [.message(id: 42)])

    // Save the whole tree, and bring the user back to it at the next launch.
    let coder = SnapshotCoder(version: 1).registering(Mail.self, as: "mail")
    let data = try coder.snapshot(of: router)
    let saved = router.state
    router.selectTab("sent")
    try coder.restore(router, from: data)
    #expect(router.state == saved)
    #expect(failures.isEmpty)
  }
}
