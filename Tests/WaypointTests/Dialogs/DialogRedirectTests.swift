import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// A guard that asks "Discard changes?" before the editor is left: it redirects to a
/// confirmation dialog and keeps the navigation, which the destructive button resumes and
/// any other ending drops.
@Suite("A guard's question")
@MainActor
struct DialogRedirectTests {
  static let discard = Dialog.confirmationDialog(
    "Discard changes?",
    buttons: [.destructive("Discard", value: true), .cancel("Keep Editing", value: false)])

  /// A router showing the editor over the main screen, with the guard.
  private func editing() throws -> Router {
    let router = Router()
    router.push(Screen.editor)
    router.guards.add(
      NavigationGuard("unsaved") { request in
        let leaves = request.leavingScreens.contains { $0.route == AnyRoute(Screen.editor) }
        guard leaves, !request.resumesPending else { return .allow }
        return .redirect(.present(.dialog(Self.discard)), keepsPending: true)
      })
    return router
  }

  @Test func theDestructiveButtonResumesTheKeptNavigation() throws {
    let router = try editing()
    router.report(.back(stack: "main"))
    #expect(router.state.path("main") == ["editor"])
    #expect(router.state.stack("main")?.dialog == Self.discard)
    #expect(router.guards.pending != nil)
    router.report(.dialogAnswered(Self.discard, button: 0, texts: [], on: "main"))
    #expect(router.state.path("main") == [])
    #expect(router.state.stack("main")?.dialog == nil)
    #expect(router.guards.pending == nil)
  }

  @Test func cancelDropsTheKeptNavigation() throws {
    let router = try editing()
    router.report(.back(stack: "main"))
    router.report(.dialogAnswered(Self.discard, button: 1, texts: [], on: "main"))
    #expect(router.state.path("main") == ["editor"])
    #expect(router.guards.pending == nil)
  }

  @Test func aDismissalWithoutAChoiceDropsIt() throws {
    let router = try editing()
    router.report(.back(stack: "main"))
    router.report(.dialogDismissed(Self.discard, on: "main"))
    #expect(router.state.path("main") == ["editor"])
    #expect(router.guards.pending == nil)
  }

  @Test func resumingByCodeClosesTheDialog() throws {
    let router = try editing()
    router.report(.back(stack: "main"))
    try router.guards.resumePending()
    #expect(router.state.path("main") == [])
    #expect(router.state.stack("main")?.dialog == nil)
  }
}
