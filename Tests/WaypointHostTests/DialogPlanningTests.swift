import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// Dialogs in a host's chain: the last layer, one transition at a time.
@MainActor
@Suite struct DialogPlanningTests {
  static let delete = Dialog.confirmationDialog(
    "Delete?", buttons: [.destructive("Delete", value: true), .cancel(value: false)])
  static let saved = Dialog.alert("Saved", buttons: [.cancel("OK", value: 0)])

  func chain(_ router: Router) -> [HostedLayer] {
    router.state.hostedLayers(above: "main", coversAvailable: true)
  }

  @Test func aDialogIsTheLastLayerOfTheChainAndHoldsNoStack() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    router.present(.dialog(Self.delete))
    let layers = chain(router)
    #expect(layers.map(\.kind) == [.stack, .dialog])
    let dialog = try #require(layers.last)
    #expect(dialog.presenter == "settings" && dialog.container == .dialog)
    #expect(dialog.dialog == Self.delete && dialog.style == .confirmationDialog)
    #expect(dialog.id == HostedLayer.dialogID(presentedBy: "settings"))
    #expect(dialog.shownStack == dialog.id, "nothing is presented from a dialog")
  }

  @Test func dismissingASheetAndShowingADialogAreTwoStepsInOrder() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    var planner = PresentationPlanner()
    var step = planner.update(to: chain(router))
    while let layer = step?.presented { step = planner.appeared(layer.id) }

    try router.send(.batch([.dismissLayers(above: "main"), .present(.dialog(Self.delete))]))
    let planned = planner.update(to: chain(router))
    let first = try #require(planned)
    #expect(first.dismissed.map(\.id) == ["settings"])
    #expect(first.presented?.dialog == Self.delete, "presented once the sheet is gone")
    #expect(planner.layer(presentedBy: "main")?.dialog == nil, "not while the sheet leaves")
    let next = planner.dismissed("settings")
    #expect(next == chain(router).last.map(PresentationStep.present))
    #expect(planner.appeared(HostedLayer.dialogID(presentedBy: "main")) == nil)
    #expect(planner.isConverged)
  }

  @Test func aDialogReplacedByAnotherIsDismissedBeforeTheOtherShows() throws {
    let router = Router()
    router.present(.dialog(Self.delete))
    var planner = PresentationPlanner()
    var step = planner.update(to: chain(router))
    while let layer = step?.presented { step = planner.appeared(layer.id) }

    let transition = try router.send(.present(.dialog(Self.saved)))
    #expect(transition.changes.dismissed.count == 1 && transition.changes.presented.count == 1)
    let planned = planner.update(to: chain(router))
    let replace = try #require(planned)
    guard case .replace(let old, let new) = replace else {
      Issue.record("expected a replacement, got \(replace)")
      return
    }
    #expect(old.map(\.dialog) == [Self.delete] && new.dialog == Self.saved)
    let id = HostedLayer.dialogID(presentedBy: "main")
    #expect(planner.dismissed(id)?.presented?.dialog == Self.saved)
    #expect(planner.appeared(id) == nil)
    #expect(planner.isConverged)
  }

  @Test func theUsersDismissalOfADialogIsReportedAsADialogDismissal() throws {
    let router = Router()
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    router.present(.dialog(Self.delete))
    host.update()
    let id = HostedLayer.dialogID(presentedBy: "main")
    host.appeared(id)
    host.dismissedByUser(id)
    #expect(router.state.stack("main")?.dialog == nil)
    host.dismissed(id)
    #expect(host.planner.isConverged)
  }

  @Test func aDialogOnAStackUnderALayerIsNotHosted() throws {
    var stack = StackState(id: "main")
    stack.dialog = Self.delete
    let tabs = try TabContainer(tabs: [stack, StackState(id: "other")], selected: "other")
    let state = try NavigationState(content: .tabs(tabs))
    #expect(state.hostedLayers(above: "other", coversAvailable: true).isEmpty)
    #expect(state.hostedLayers(above: "main", coversAvailable: true).isEmpty)
  }
}
