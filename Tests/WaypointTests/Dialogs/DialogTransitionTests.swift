import Testing
import Waypoint
import WaypointTestSupport

/// The choices of the dialogs in these tests.
enum Answer: String, Hashable, Sendable { case delete, keep, save }

/// A confirmation dialog with a destructive and a cancel button.
let deleteDialog = Dialog.confirmationDialog(
  "Delete the draft?",
  buttons: [.destructive("Delete", value: Answer.delete), .cancel(value: Answer.keep)])

@Suite("Dialogs in the tree")
@MainActor
struct DialogTransitionTests {
  @Test func aDialogIsPresentedOnTheVisibleStackAsALayerChange() throws {
    let router = Router()
    var events: [NavigationEvent] = []
    let registration = router.events.observe { events.append($0) }
    defer { router.events.remove(registration) }
    try router.send(.present(.dialog(deleteDialog)))
    #expect(router.state.stack("main")?.dialog == deleteDialog)
    let rebuilt = Dialog.confirmationDialog(
      "Delete the draft?",
      buttons: [.destructive("Delete", value: Answer.delete), .cancel(value: Answer.keep)])
    #expect(router.state.stack("main")?.dialog == rebuilt, "equal by value")
    #expect(events.count == 1)
    let presented = try #require(events.first?.changes.presented.first)
    #expect(presented.style == .confirmationDialog)
    #expect(presented.dialog == deleteDialog)
    #expect(presented.stacks.isEmpty && presented.root == nil)
    #expect(router.visibleStack.id == "main", "a dialog holds no stack")
  }

  @Test func replacingADialogIsOneTransition() throws {
    let router = Router()
    try router.send(.present(.dialog(deleteDialog)))
    let saved = Dialog.alert("Saved", buttons: [.cancel("OK", value: Answer.keep)])
    let transition = try router.send(.present(.dialog(saved)))
    #expect(transition.changes.dismissed.map(\.dialog) == [deleteDialog])
    #expect(transition.changes.presented.map(\.dialog) == [saved])
    #expect(router.state.stack("main")?.dialog == saved)
    let again = try router.send(.present(.dialog(saved)))
    #expect(again.changes.isEmpty, "the dialog shown already changes nothing")
  }

  @Test func aCoveredStackCannotShowADialogButTheTopCan() throws {
    let router = Router()
    try router.send(.present(.sheet(Screen.settings, id: "settings")))
    let before = router.state
    let refused = error { () throws(NavigationError) in
      try router.send(.present(.dialog(deleteDialog), on: "main"))
    }
    #expect(refused == .covered("main", by: "settings"))
    #expect(refused?.description.contains("settings") == true)
    #expect(router.state == before)
    try router.send(.present(.dialog(deleteDialog)))
    #expect(router.state.stack("settings")?.dialog == deleteDialog)
  }

  @Test func aStackShowingADialogPresentsNoLayer() throws {
    let router = Router()
    try router.send(.present(.dialog(deleteDialog)))
    let refused = error { () throws(NavigationError) in
      try router.send(.present(.sheet(Screen.settings)))
    }
    #expect(refused == .dialogShown("main", title: "Delete the draft?"))
  }

  @Test func answeringClosesTheDialogWithTheAnswerAndAsksNoGuard() throws {
    let router = Router()
    try router.send(.present(.dialog(deleteDialog)))
    var asked = 0
    router.guards.add(
      NavigationGuard("no") { _ in
        asked += 1
        return .deny(reason: "nothing passes")
      })
    let transition = try router.send(.answerDialog(button: 0), source: .user)
    #expect(asked == 0)
    #expect(router.state.stack("main")?.dialog == nil)
    let closed = try #require(transition.changes.dismissed.first)
    #expect(closed.answer == DialogAnswer(button: 0))
    #expect(closed.description.contains("Delete"))
  }

  @Test func badAnswersAreTypedErrorsThatChangeNothing() throws {
    let router = Router()
    #expect(
      error { () throws(NavigationError) in try router.send(.answerDialog(button: 0)) }
        == .noDialog("main"))
    try router.send(.present(.dialog(deleteDialog)))
    let before = router.state
    let wrong = error { () throws(NavigationError) in try router.send(.answerDialog(button: 2)) }
    #expect(wrong == .noSuchButton(2, dialog: "Delete the draft?", buttons: ["Delete", "Cancel"]))
    #expect(router.state == before)
    #expect(
      error { () throws(NavigationError) in try router.send(.answerDialog(button: -1)) } != nil)
  }

  @Test func dismissingWithoutADialogChangesNothing() throws {
    let router = Router()
    var events = 0
    let registration = router.events.observe { _ in events += 1 }
    defer { router.events.remove(registration) }
    let transition = try router.send(.dismissDialog())
    #expect(transition.changes.isEmpty)
    #expect(events == 0)
  }

  @Test func dismissTopClosesTheDialogFirstThenTheLayer() throws {
    let router = Router()
    try router.send(.present(.sheet(Screen.settings, id: "settings")))
    try router.send(.present(.dialog(deleteDialog)))
    try router.send(.dismissTop)
    #expect(router.state.stack("settings")?.dialog == nil)
    #expect(router.state.hasStack("settings"))
    try router.send(.dismissTop)
    #expect(!router.state.hasStack("settings"))
  }

  @Test func dismissingALayerClosesTheDialogsInIt() throws {
    let router = Router()
    try router.send(.present(.sheet(Screen.settings, id: "settings")))
    try router.send(.present(.dialog(deleteDialog)))
    let transition = try router.send(.dismissLayers(above: "main"))
    #expect(transition.changes.dismissed.contains { $0.dialog == deleteDialog })
    try router.send(.present(.dialog(deleteDialog)))
    let second = try router.send(.dismissLayers(above: "main"))
    #expect(second.changes.dismissed.map(\.dialog) == [deleteDialog])
    #expect(router.state.stack("main")?.dialog == nil)
  }

  @Test func aDialogAnchoredToAScreenClosesWhenTheScreenIsPopped() throws {
    let router = Router()
    router.push(Screen.profile)
    let profile = router.state.visibleStack.topScreen
    var anchored = deleteDialog
    anchored.anchor = .screen(profile)
    try router.send(.present(.dialog(anchored)))
    router.push(Screen.settings)
    router.pop()
    #expect(router.state.stack("main")?.dialog == anchored, "its screen is still there")
    let transition = try router.send(.pop())
    #expect(router.state.stack("main")?.dialog == nil)
    #expect(transition.changes.dismissed.map(\.dialog) == [anchored])
  }

  @Test func anAnchorMustBeAScreenOfThePresentingStack() throws {
    let router = Router()
    var anchored = deleteDialog
    anchored.anchor = .screen(.entry(EntryID(rawValue: 99)))
    let refused = error { () throws(NavigationError) in try router.send(.present(.dialog(anchored)))
    }
    #expect(refused == .anchorNotInStack(.screen(.entry(EntryID(rawValue: 99))), stack: "main"))
  }

  @Test func aStackPresentsALayerOrADialogNeverBoth() throws {
    let layer = PresentedLayer(style: .sheet, content: .stack(StackState(id: "sheet")))
    var stack = StackState(id: "main", presented: layer)
    stack.dialog = deleteDialog
    #expect(stack.presented == nil && stack.dialog == deleteDialog)
    stack.presented = nil
    #expect(stack.dialog == deleteDialog, "clearing the layer leaves the dialog")
    stack.presented = layer
    #expect(stack.dialog == nil)
    stack.presented?.selectedDetent = nil
    #expect(stack.presented == layer)
  }

  @Test func theTreeDescriptionShowsDialogsAndDetents() throws {
    let router = Router()
    try router.send(
      .present(.sheet(Screen.settings, id: "settings").detents([.medium, .large])))
    try router.send(.present(.dialog(deleteDialog)))
    let text = router.state.description
    #expect(text.contains("sheet, detents medium large, at medium"))
    #expect(text.contains("confirmationDialog \"Delete the draft?\": \"Delete\" \"Cancel\""))
  }
}
