import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// Each kind of step the planner gives, and how reports and changes move it on.
@MainActor
@Suite struct PresentationPlannerTests {
  /// The chain above `main`, as a host on a platform with covers shows it.
  func chain(_ router: Router, above base: StackID = "main") -> [HostedLayer] {
    router.state.hostedLayers(above: base, coversAvailable: true)
  }

  func ids(_ step: PresentationStep?) -> [StackID] {
    switch step {
    case nil: []
    case .present(let layer): [layer.id]
    case .dismiss(let layers): layers.map(\.id)
    case .replace(let layers, let replacement): layers.map(\.id) + [replacement.id]
    }
  }

  @Test func theStagedPresentationArticlesExampleDoesWhatItSays() throws {
    let router = Router()
    try router.send(
      .batch([
        .present(.sheet(Screen.settings, id: "settings")),
        .present(.sheet(Screen.about, id: "about")),
      ]))

    var planner = PresentationPlanner()
    let chain = router.state.hostedLayers(above: "main", coversAvailable: true)
    #expect(ids(planner.update(to: chain)) == ["settings"])
    let next = planner.appeared("settings")
    #expect(ids(next) == ["about"])
    #expect(next?.presented?.presenter == "settings")
    #expect(planner.appeared("about") == nil)
    #expect(planner.isConverged)
  }

  @Test(arguments: [1, 3, 10])
  func aLinkThatPresentsNestedLayersTakesOnePresentationStepPerLayer(count: Int) throws {
    let router = Router()
    let ids = (0..<count).map { StackID("layer\($0)") }
    try router.send(.batch(ids.map { .present(.sheet(Screen.about, id: $0)) }))
    var planner = PresentationPlanner()

    var steps: [PresentationStep] = []
    var step = planner.update(to: chain(router))
    while let next = step {
      steps.append(next)
      guard case .present(let layer) = next else { break }
      // Each layer is presented from the stack of the one below, once that one is shown.
      #expect(layer.presenter == (steps.count == 1 ? "main" : ids[steps.count - 2]))
      #expect(planner.appeared("unrelated") == nil)
      step = planner.appeared(layer.id)
    }

    #expect(steps.count == count)
    #expect(steps.compactMap(\.presented).map(\.id) == ids)
    #expect(planner.isConverged)
  }

  @Test func aChangeWhileAPresentationIsInFlightWaitsForItThenReplans() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    var planner = PresentationPlanner()
    #expect(ids(planner.update(to: chain(router))) == ["settings"])

    router.dismiss()
    router.present(.fullScreenCover(Screen.about, id: "about"))
    #expect(planner.update(to: chain(router)) == nil)
    #expect(planner.layer(presentedBy: "main")?.id == "settings")

    let replace = planner.appeared("settings")
    guard case .replace(let old, let new)? = replace else {
      Issue.record("expected a replacement, got \(String(describing: replace))")
      return
    }
    #expect(old.map(\.id) == ["settings"])
    #expect(new.id == "about")
    // The cover is not offered in the same update as the sheet's dismissal.
    #expect(planner.layer(presentedBy: "main") == nil)
    #expect(ids(planner.dismissed("settings")) == ["about"])
    #expect(planner.layer(presentedBy: "main", as: .fullScreenCover)?.id == "about")
    #expect(planner.appeared("about") == nil)
    #expect(planner.isConverged)
  }

  @Test func dismissingSeveralLayersIsOneStepFinishedByTheBottomOne() throws {
    let router = Router()
    for id: StackID in ["a", "b", "c"] { router.present(.sheet(Screen.about, id: id)) }
    var planner = PresentationPlanner()
    var step = planner.update(to: chain(router))
    while let layer = step?.presented { step = planner.appeared(layer.id) }

    router.stack("main").dismissPresented()
    let dismissal = planner.update(to: chain(router))
    #expect(dismissal == .dismiss(planner.current.map(\.layer)))
    #expect(ids(dismissal) == ["a", "b", "c"])
    #expect(planner.layer(presentedBy: "main") == nil)
    #expect(planner.dismissed("c") == nil)
    #expect(planner.current.count == 3)
    #expect(planner.dismissed("a") == nil)
    #expect(planner.current.isEmpty)
    #expect(planner.dismissed("b") == nil)
    #expect(planner.isConverged)
  }

  @Test func dismissingThreeSheetsAndPresentingACoverInOneChangeIsStaged() throws {
    let router = Router()
    for id: StackID in ["a", "b", "c"] { router.present(.sheet(Screen.about, id: id)) }
    var planner = PresentationPlanner()
    var step = planner.update(to: chain(router))
    while let layer = step?.presented { step = planner.appeared(layer.id) }

    try router.send(
      .batch([
        .dismissLayers(above: "main"), .present(.fullScreenCover(Screen.login, id: "login")),
      ]))

    #expect(ids(planner.update(to: chain(router))) == ["a", "b", "c", "login"])
    #expect(ids(planner.dismissed("a")) == ["login"])
    #expect(planner.appeared("login") == nil)
    #expect(planner.isConverged)
  }

  @Test func anEngineChangeWithNothingToDoGivesNoStep() throws {
    let router = Router()
    var planner = PresentationPlanner()
    #expect(planner.update(to: chain(router)) == nil)
    router.push(Screen.profile)
    #expect(planner.update(to: chain(router)) == nil)
    #expect(planner.isConverged)
  }

  @Test func aTabSelectedInsideALayerChangesWhatItShowsWithoutAStep() throws {
    let router = Router()
    try router.present(
      Presentation(
        style: .sheet,
        content: .tabs([StackSpec(id: "a"), StackSpec(id: "b")], selected: "a")))
    var planner = PresentationPlanner()
    #expect(planner.appeared(planner.update(to: chain(router))?.presented?.id ?? "") == nil)

    router.selectTab("b")
    #expect(planner.update(to: chain(router)) == nil)
    #expect(planner.layer(presentedBy: "main")?.shownStack == "b")
    #expect(planner.isConverged)
  }

  @Test func aTabSwitchUnderALayerDismissesThatLayerBeforeTheLayerSwitchesStacks() throws {
    let router = Router()
    try router.present(
      Presentation(
        style: .sheet,
        content: .tabs([StackSpec(id: "a"), StackSpec(id: "b")], selected: "a")))
    router.stack("a").present(.sheet(Screen.about, id: "onA"))
    router.stack("b").present(.fullScreenCover(Screen.login, id: "onB"))
    var planner = PresentationPlanner()
    var step = planner.update(to: chain(router))
    while let layer = step?.presented { step = planner.appeared(layer.id) }
    #expect(planner.current.map(\.layer.id) == ["a", "onA"])

    router.selectTab("b")

    // The layer on the tab no longer shown is replaced by the one on the tab shown now.
    #expect(ids(planner.update(to: chain(router))) == ["onA", "onB"])
    // The tabs layer goes on showing the stack that presents the layer being dismissed.
    #expect(planner.layer(presentedBy: "main")?.shownStack == "a")
    #expect(ids(planner.dismissed("onA")) == ["onB"])
    #expect(planner.layer(presentedBy: "main")?.shownStack == "b")
    #expect(planner.layer(presentedBy: "b", as: .fullScreenCover)?.id == "onB")
    #expect(planner.appeared("onB") == nil)
    #expect(planner.isConverged)
  }

  @Test func aSheetSwipedDownIsReportedOnceAndNotPresentedAgain() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    var planner = PresentationPlanner()
    #expect(planner.appeared(planner.update(to: chain(router))?.presented?.id ?? "") == nil)

    let reported = planner.dismissedByUser("settings")
    let input = try #require(reported)
    #expect(input == .layerDismissed(holding: "settings"))
    #expect(planner.dismissedByUser("settings") == nil)
    router.report(input)
    #expect(planner.update(to: chain(router)) == nil)
    #expect(planner.dismissed("settings") == nil)
    #expect(planner.isConverged)
  }

  @Test(arguments: [false, true])
  func aSheetDismissedOnScreenBeforeItsBindingIsWrittenWaitsForTheEngine(
    disappearsFirst: Bool
  ) throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    var planner = PresentationPlanner()
    #expect(planner.appeared(planner.update(to: chain(router))?.presented?.id ?? "") == nil)

    // The sheet left the screen before SwiftUI wrote its binding back: the planner neither
    // takes it for the user's dismissal nor presents it again before the engine heard.
    if disappearsFirst { #expect(planner.disappeared("settings") == nil) }
    #expect(planner.dismissed("settings") == nil)
    #expect(planner.layer(presentedBy: "main") == nil)
    #expect(planner.update(to: chain(router)) == nil)
    let reported = planner.dismissedByUser("settings")
    let input = try #require(reported)
    #expect(planner.dismissedByUser("settings") == nil)
    router.report(input)
    #expect(planner.update(to: chain(router)) == nil)
    #expect(planner.isConverged)
  }

  @Test(arguments: [false, true])
  func aRefusedSwipeDownPresentsTheLayerAgainOnce(disappearsFirst: Bool) throws {
    let router = Router()
    router.present(.sheet(Screen.editor, id: "editor"))
    router.guards.add(NavigationGuard("unsaved") { _ in .deny(reason: "unsaved changes") })
    var planner = PresentationPlanner()
    #expect(planner.appeared(planner.update(to: chain(router))?.presented?.id ?? "") == nil)

    var steps: [PresentationStep] = []
    if disappearsFirst { #expect(planner.disappeared("editor") == nil) }
    let reported = planner.dismissedByUser("editor")
    let input = try #require(reported)
    let failures = FailureLog(router)
    #expect(!router.report(input))
    #expect(failures.errors == [.denied(guard: "unsaved", reason: "unsaved changes")])
    // Nothing is presented again before the engine's answer reaches the planner.
    #expect(planner.update(to: chain(router)) == nil)
    if let step = planner.dismissalRefused("editor") { steps.append(step) }
    if let step = planner.dismissed("editor") { steps.append(step) }

    #expect(steps.map(ids) == [["editor"]])
    #expect(planner.appeared("editor") == nil)
    #expect(planner.isConverged)
  }

  @Test func theHostsOwnDismissalIsNotReportedAsTheUsers() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    var planner = PresentationPlanner()
    #expect(planner.appeared(planner.update(to: chain(router))?.presented?.id ?? "") == nil)
    router.dismiss()
    #expect(ids(planner.update(to: chain(router))) == ["settings"])

    #expect(planner.dismissedByUser("settings") == nil)
    #expect(planner.dismissed("settings") == nil)
    #expect(planner.dismissedByUser("settings") == nil)
    #expect(planner.isConverged)
  }

  @Test func aLateReportOfAnEarlierLayerWithTheSameIDIsIgnored() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "a"))
    router.present(.sheet(Screen.about, id: "b"))
    var planner = PresentationPlanner()
    var step = planner.update(to: chain(router))
    while let layer = step?.presented { step = planner.appeared(layer.id) }

    // `b` comes back at once, as a cover from `main`, with the ID of the sheet it replaces.
    try router.send(
      .batch([.dismissLayers(above: "main"), .present(.fullScreenCover(Screen.login, id: "b"))]))
    #expect(ids(planner.update(to: chain(router))) == ["a", "b", "b"])
    #expect(ids(planner.dismissed("a")) == ["b"])
    // The sheet `b` reports its disappearance after its successor is being presented.
    #expect(planner.dismissed("b") == nil)
    #expect(planner.layer(presentedBy: "main")?.container == .fullScreenCover)
    #expect(planner.appeared("b") == nil)
    #expect(planner.isConverged)
  }

  @Test func layersAboveAStackNotOnScreenAreNotHosted() throws {
    let router = Router(try NavigationState(tabs: ["home", "explore"], selected: "home"))
    router.stack("explore").present(.sheet(Screen.about, id: "onExplore"))
    router.stack("home").present(.sheet(Screen.settings, id: "onHome"))

    #expect(router.state.hostedLayers(above: "explore", coversAvailable: true).isEmpty)
    #expect(chain(router, above: "home").map(\.id) == ["onHome"])
    #expect(chain(router, above: "onHome").isEmpty)
    #expect(
      router.hostedLayers(above: "home", coversAvailable: true) == chain(router, above: "home"))
  }
}
