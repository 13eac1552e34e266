import Testing
import Waypoint
import WaypointTestSupport

@testable import WaypointUI

// How a stack container draws the dialogs its stack shows: the bindings SwiftUI's `alert`
// and `confirmationDialog` read and write, the buttons it draws, what their actions report,
// and what the host hears. Run on Linux against SwiftUICompat, whose bindings read and
// write through the same key paths as SwiftUI's.
#if canImport(SwiftUI)
  import SwiftUI
#else
  @testable import SwiftUICompat
#endif

/// The answers of the dialogs in these tests.
enum DeleteAnswer: String, Hashable, Sendable { case delete, keep }

@MainActor
@Suite struct DialogPresentationTests {
  let deleteDialog = Dialog.confirmationDialog(
    "Delete the draft?",
    buttons: [
      .destructive("Delete", value: DeleteAnswer.delete), .cancel(value: DeleteAnswer.keep),
    ]
  )

  func host(_ router: Router) -> PresentationHost {
    PresentationHost(
      router: router, base: .stack("main"), coversAvailable: true, popoversAvailable: true)
  }

  func presenter(
    _ router: Router, _ host: PresentationHost, anchors: DeclaredAnchors = DeclaredAnchors()
  ) -> LayerPresenter {
    LayerPresenter(router: router, host: host, stack: "main", anchors: anchors) { _ in
      AnyView(EmptyView())
    }
  }

  /// What the container's view shows now, as its next body evaluation reads it.
  func container(_ presenter: LayerPresenter) -> AnchorBridge {
    AnchorBridge(presenter: presenter, point: .container)
  }

  /// Waits until the task that awaits a dialog has shown it.
  func waitForDialog(on router: Router) async {
    while router.state.stack("main")?.dialog == nil { await Task.yield() }
  }

  @Test func anAlertReadsWhatTheHostShowsAndIgnoresTheWriteBack() throws {
    let router = Router()
    let host = host(router)
    let presenter = presenter(router, host)
    let saved = Dialog.alert("Saved", buttons: [.cancel("OK", value: DeleteAnswer.keep)])
    try router.send(.present(.dialog(saved)))
    #expect(!Bindable(container(presenter)).isAlertPresented.wrappedValue, "not planned yet")

    host.update()
    let bridge = container(presenter)
    #expect(Bindable(bridge).isAlertPresented.wrappedValue)
    #expect(!Bindable(bridge).isConfirmationPresented.wrappedValue)
    #expect(bridge.dialogShown?.id == HostedLayer.dialogID(presentedBy: "main"))

    // SwiftUI writes `false` back before a button's action runs: it changes nothing.
    Bindable(bridge).isAlertPresented.wrappedValue = false
    #expect(Bindable(container(presenter)).isAlertPresented.wrappedValue)
    #expect(router.state.stack("main")?.dialog == saved)
  }

  @Test(arguments: [true, false])
  func aTapAnswersTheAwaitedDialogOnceWhateverTheOrderOfTheWriteBack(writeBackFirst: Bool)
    async throws
  {
    let router = Router()
    let host = host(router)
    let presenter = presenter(router, host)
    var closings = 0
    router.events.observe { event in
      closings += event.changes.dismissed.filter { $0.dialog != nil }.count
    }
    let screen = router.screen(.root("main"))
    let dialog = deleteDialog
    let asked = Task { try await screen.ask(dialog, returning: DeleteAnswer.self) }
    await waitForDialog(on: router)
    host.update()
    let bridge = container(presenter)
    let shown = try #require(bridge.dialogShown?.dialog)
    host.shownChanged(from: nil, to: bridge.dialogShown)
    #expect(host.planner.isConverged, "shown in the update that presented it")

    let responder = DialogResponder(router: router, host: host, stack: "main")
    let delete = DialogAction.actions(for: shown)[0]
    if writeBackFirst { Bindable(bridge).isConfirmationPresented.wrappedValue = false }
    responder.perform(delete, of: shown, texts: [])
    if !writeBackFirst { Bindable(bridge).isConfirmationPresented.wrappedValue = false }
    // A late second report of the same tap asks for nothing.
    responder.perform(delete, of: shown, texts: [])

    let choice = try await asked.value
    #expect(choice.value == .delete && choice.button == 0 && !choice.isDismissal)
    #expect(closings == 1)
    // The host dismisses it at once, so the dialog the platform closed never reads as shown
    // again; the dismissal ends in the update that takes it away.
    let after = container(presenter)
    #expect(after.dialogShown == nil)
    host.shownChanged(from: bridge.dialogShown, to: after.dialogShown)
    #expect(host.planner.current.isEmpty)
    #expect(host.planner.isConverged)
  }

  @Test func aConfirmationDialogWithoutCancelGetsOneThatReportsTheDismissal() async throws {
    let share = Dialog.confirmationDialog(
      "Share the draft?",
      buttons: [DialogButton("Mail", value: 1), DialogButton("Messages", value: 2)])
    let actions = DialogAction.actions(for: share)
    #expect(actions.map(\.button) == [0, 1, nil])
    #expect(actions.last?.role == .cancel)
    #expect(actions.last?.id == -1)

    let router = Router()
    let host = host(router)
    let screen = router.screen(.root("main"))
    let asked = Task { try await screen.ask(share, returning: Int.self) }
    await waitForDialog(on: router)
    host.update()
    let shown = try #require(container(presenter(router, host)).dialogShown?.dialog)
    DialogResponder(router: router, host: host, stack: "main")
      .perform(try #require(actions.last), of: shown, texts: [])

    #expect(router.state.stack("main")?.dialog == nil)
    await #expect(throws: DialogError.dismissed) { try await asked.value }
  }

  @Test func onlyDialogsThatCannotBeClosedByTheirButtonsGetACancelButton() {
    #expect(DialogAction.actions(for: deleteDialog).map(\.button) == [0, 1])
    let saved = Dialog.alert("Saved", buttons: [DialogButton("OK", value: 0)])
    #expect(DialogAction.actions(for: saved).map(\.button) == [0], "an alert has no outside")
    let notice = Dialog.alert("Offline", buttons: [])
    #expect(
      DialogAction.actions(for: notice)
        == [DialogAction(button: nil, label: "OK", role: .cancel)])
    #expect(DialogButton.Role.plain.buttonRole == nil)
    #expect(DialogButton.Role.cancel.buttonRole == .cancel)
    #expect(DialogButton.Role.destructive.buttonRole == .destructive)
  }

  @Test func theTextsTypedInAnAlertComeBackWithTheAnswer() async throws {
    let rename = Dialog.alert(
      "Rename", buttons: [.cancel(value: "cancel"), DialogButton("Save", value: "save")],
      textFields: [DialogTextField("Name", text: "Draft"), DialogTextField("PIN", isSecure: true)])
    let texts = DialogTexts()
    #expect(texts.texts(for: rename) == ["Draft", ""])
    Bindable(texts)[dynamicMember: \.[field: 1, of: rename]].wrappedValue = "1234"
    #expect(Bindable(texts)[dynamicMember: \.[field: 0, of: rename]].wrappedValue == "Draft")
    #expect(texts.texts(for: rename) == ["Draft", "1234"])
    #expect(texts[field: 5, of: rename] == "", "no such field")

    let router = Router()
    let host = host(router)
    let screen = router.screen(.root("main"))
    let asked = Task { try await screen.ask(rename, returning: String.self) }
    await waitForDialog(on: router)
    host.update()
    // The dialog shown is anchored to the screen that asked: its fields start over.
    let shown = try #require(container(presenter(router, host)).dialogShown?.dialog)
    #expect(texts.texts(for: shown) == ["Draft", ""])
    texts[field: 1, of: shown] = "1234"
    DialogResponder(router: router, host: host, stack: "main")
      .perform(DialogAction.actions(for: shown)[1], of: shown, texts: texts.texts(for: shown))
    let choice = try await asked.value
    #expect(choice.value == "save")
    #expect(choice.texts == ["Draft", "1234"])

    texts.forget()
    #expect(texts.texts(for: shown) == ["Draft", ""], "shown again, it starts over")
  }

  @Test func aReplacedDialogIsDismissedBeforeTheNextOneIsShown() throws {
    let router = Router()
    let host = host(router)
    let presenter = presenter(router, host)
    try router.send(.present(.dialog(deleteDialog)))
    host.update()
    let first = container(presenter)
    host.shownChanged(from: nil, to: first.dialogShown)
    let saved = Dialog.alert("Saved", buttons: [.cancel("OK", value: DeleteAnswer.keep)])
    try router.send(.present(.dialog(saved)))
    host.update()

    let closing = container(presenter)
    #expect(closing.dialogShown == nil, "the first one is dismissed first")
    host.shownChanged(from: first.dialogShown, to: closing.dialogShown)
    let next = container(presenter)
    #expect(next.dialogShown?.dialog == saved)
    #expect(Bindable(next).isAlertPresented.wrappedValue)
    host.shownChanged(from: nil, to: next.dialogShown)
    #expect(host.planner.isConverged)
  }

  @Test func aDialogThatLeavesOneAttachmentPointForAnotherEndsNothing() throws {
    let router = Router()
    let host = host(router)
    let anchors = DeclaredAnchors()
    let presenter = presenter(router, host, anchors: anchors)
    let anchored = Dialog.confirmationDialog(
      "Delete?", buttons: [.cancel(value: 0)], anchor: .named("delete", in: .root("main")))
    try router.send(.present(.dialog(anchored)))
    host.update()
    let atContainer = container(presenter)
    #expect(atContainer.dialogShown != nil, "no view declares the anchor yet")
    host.shownChanged(from: nil, to: atContainer.dialogShown)

    let declared = DeclaredAnchor(name: "delete", screen: .root("main"))
    anchors.declare(declared)
    #expect(container(presenter).dialogShown == nil)
    let atAnchor = AnchorBridge(presenter: presenter, point: .declared(declared))
    #expect(Bindable(atAnchor).isConfirmationPresented.wrappedValue)
    host.shownChanged(from: atContainer.dialogShown, to: nil)
    host.shownChanged(from: nil, to: atAnchor.dialogShown)
    #expect(host.planner.isConverged, "still shown: nothing was dismissed")
  }
}
