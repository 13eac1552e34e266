import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// Every way an awaited dialog (`ScreenHandle.ask`) ends: once, with the right outcome.
@Suite("Awaited dialogs")
@MainActor
struct AwaitedDialogTests {
  /// A router with a pushed screen, its handle, and `ask` started on it as a task; returns
  /// once the dialog is shown.
  private func asking(
    _ dialog: Dialog = deleteDialog
  ) async throws -> (Router, ScreenHandle, Task<DialogChoice<Answer>, any Error>) {
    let router = Router()
    router.push(Screen.editor)
    let screen = router.screen(router.state.visibleStack.topScreen)
    let task = Task { try await screen.ask(dialog, returning: Answer.self) }
    while router.state.stack("main")?.dialog == nil { await Task.yield() }
    return (router, screen, task)
  }

  /// The dialog as shown: anchored to the screen that asked.
  private func shown(_ router: Router) throws -> Dialog {
    try #require(router.state.stack("main")?.dialog)
  }

  @Test func aTapAnswersWithTheButtonsValueWhetherTheWriteBackCameFirstOrNot() async throws {
    // The tap reports itself with the dialog it drew; the platform's write-back of its
    // presentation flag is no report at all, before or after.
    let (router, _, task) = try await asking()
    let dialog = try shown(router)
    #expect(router.report(.dialogAnswered(dialog, button: 0, texts: [], on: "main")))
    // A late second tap or a write-back finds no dialog: nothing happens.
    #expect(!router.report(.dialogAnswered(dialog, button: 1, texts: [], on: "main")))
    let choice = try await task.value
    #expect(choice.value == .delete && choice.button == 0 && !choice.isDismissal)
    #expect(router.state.stack("main")?.dialog == nil)
  }

  @Test func aReportWithTheDialogAsBuiltMatchesTheAnchoredOneShown() async throws {
    // `ask` anchors the dialog to the asking screen; a host (or a test) that reports with the
    // dialog as it was built, anchor aside, answers it all the same.
    let (router, _, task) = try await asking()
    #expect(try shown(router) != deleteDialog, "shown anchored")
    #expect(try shown(router).asksTheSame(as: deleteDialog))
    #expect(router.report(.dialogAnswered(deleteDialog, button: 0, texts: [], on: "main")))
    #expect(try await task.value.value == .delete)
  }

  @Test func aDismissalWithoutAChoiceAnswersWithTheCancelButton() async throws {
    let (router, _, task) = try await asking()
    #expect(router.report(.dialogDismissed(try shown(router), on: "main")))
    let choice = try await task.value
    #expect(choice.value == .keep && choice.isDismissal)
  }

  @Test func aDismissalOfADialogWithoutCancelButtonIsATypedDismissal() async throws {
    let question = Dialog.alert("Saved", buttons: [DialogButton("OK", value: Answer.save)])
    let (router, _, task) = try await asking(question)
    try router.send(.dismissTop)
    await #expect(throws: DialogError.dismissed) { try await task.value }
  }

  @Test func poppingTheScreenThatAskedClosesTheDialog() async throws {
    let (router, _, task) = try await asking()
    router.pop()
    #expect(router.state.stack("main")?.dialog == nil)
    let choice = try await task.value
    #expect(choice.value == .keep && choice.isDismissal)
  }

  @Test func aLinkReplacingTheTreeClosesTheDialog() async throws {
    let (router, _, task) = try await asking()
    try router.send(.replaceState(NavigationState(stack: "main")), source: .deepLink)
    let choice = try await task.value
    #expect(choice.isDismissal)
  }

  @Test func anotherDialogReplacingItClosesIt() async throws {
    let (router, _, task) = try await asking()
    router.present(.dialog(.alert("Other", buttons: [.cancel("OK", value: 1)])))
    let choice = try await task.value
    #expect(choice.isDismissal && choice.value == .keep)
  }

  @Test func aRestoreEndsTheWaitWithRestored() async throws {
    let (router, _, task) = try await asking()
    try router.send(.replaceState(router.state), source: .restoration)
    await #expect(throws: DialogError.restored) { try await task.value }
  }

  @Test func theWaitEndsOnceEvenWhenAnObserverAnswersAtOnce() async throws {
    let router = Router()
    router.push(Screen.editor)
    let screen = router.screen(router.state.visibleStack.topScreen)
    let registration = router.events.observe { event in
      if let shown = event.changes.presented.first?.dialog {
        router.report(.dialogAnswered(shown, button: 0, texts: [], on: "main"))
      }
    }
    defer { router.events.remove(registration) }
    let choice = try await screen.ask(deleteDialog, returning: Answer.self)
    #expect(choice.value == .delete)
  }

  @Test func cancellingTheTaskLeavesTheDialogShown() async throws {
    let (router, _, task) = try await asking()
    task.cancel()
    await #expect(throws: DialogError.cancelled) { try await task.value }
    #expect(router.state.stack("main")?.dialog != nil)
  }

  @Test func buttonsOfAnotherTypeAreRefusedBeforeAnythingShows() async throws {
    let router = Router()
    let screen = router.screen(router.state.visibleStack.topScreen)
    let mixed = Dialog.alert("Mixed", buttons: [DialogButton("One", value: 1)])
    await #expect(throws: DialogError.wrongType(button: "One", expected: "Answer", got: "Int")) {
      try await screen.ask(mixed, returning: Answer.self)
    }
    #expect(router.state.stack("main")?.dialog == nil)
  }

  @Test func aCoveredScreenCannotAsk() async throws {
    let router = Router()
    let screen = router.screen(router.state.visibleStack.topScreen)
    router.present(.sheet(Screen.settings, id: "settings"))
    await #expect(throws: DialogError.notShown(.covered("main", by: "settings"))) {
      try await screen.ask(deleteDialog, returning: Answer.self)
    }
  }

  @Test func textsTypedInAnAlertComeBackWithTheAnswer() async throws {
    let rename = Dialog.alert(
      "Rename", buttons: [DialogButton("Save", value: Answer.save), .cancel(value: Answer.keep)],
      textFields: [DialogTextField("Name", text: "Draft")])
    let (router, _, task) = try await asking(rename)
    try router.send(.answerDialog(button: 0, texts: ["Letter"]), source: .user)
    let choice = try await task.value
    #expect(choice.value == .save && choice.texts == ["Letter"])
  }

  @Test func aGuardRefusingTheDialogEndsTheWaitNotShown() async throws {
    let router = Router()
    router.guards.add(
      NavigationGuard("quiet") { request in
        request.changes.presented.contains { $0.dialog != nil } ? .deny(reason: "no") : .allow
      })
    let screen = router.screen(router.state.visibleStack.topScreen)
    await #expect(throws: DialogError.notShown(.denied(guard: "quiet", reason: "no"))) {
      try await screen.ask(deleteDialog, returning: Answer.self)
    }
  }
}
