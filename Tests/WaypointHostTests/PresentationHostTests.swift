import Observation
import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// A planner kept in step with a router, as WaypointUI's containers use it.
@MainActor
@Suite struct PresentationHostTests {
  @Test func itPlansFromTheRoutersTreeAsItIsAtEachReport() throws {
    let router = Router()
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    var steps: [PresentationStep] = []
    host.onStep = { steps.append($0) }
    router.present(.sheet(Screen.settings, id: "settings"))
    router.present(.sheet(Screen.about, id: "about"))
    host.update()
    #expect(steps.compactMap(\.presented).map(\.id) == ["settings"])

    // A change that arrives mid-way is planned when the host reports the step finished.
    router.dismiss()
    host.appeared("settings")
    #expect(steps.count == 1)
    #expect(host.planner.isConverged)
    #expect(host.layer(presentedBy: "settings", as: .sheet) == nil)
  }

  @Test func theTabViewsHostPresentsFromTheSelectedTabOnly() throws {
    let router = Router(try NavigationState(tabs: ["home", "explore"], selected: "home"))
    let host = PresentationHost(
      router: router, base: .selectedTab(containing: nil), coversAvailable: true)
    router.stack("home").present(.sheet(Screen.settings, id: "onHome"))
    router.stack("explore").present(.fullScreenCover(Screen.about, id: "onExplore"))
    host.update()
    host.appeared("onHome")
    #expect(host.layer(presentedBy: "home", as: .sheet)?.id == "onHome")

    router.selectTab("explore")
    host.update()
    // Home's sheet goes first; explore's cover comes once it has gone.
    #expect(host.layer(presentedBy: "home", as: .sheet) == nil)
    #expect(host.layer(presentedBy: "explore", as: .fullScreenCover) == nil)
    host.dismissed("onHome")
    #expect(host.layer(presentedBy: "explore", as: .fullScreenCover)?.id == "onExplore")
    host.appeared("onExplore")
    #expect(host.planner.isConverged)
    // The engine keeps home's sheet: it shows again when home is selected again.
    #expect(router.state.stack("home")?.presented != nil)
  }

  @Test func aHostWhoseViewDrawsAnotherStackMovesItsChainThere() throws {
    // A slide stack bound to the selected tab is drawn again for the newly selected tab.
    let router = Router(try NavigationState(tabs: ["home", "explore"], selected: "home"))
    let host = PresentationHost(router: router, base: .stack("home"), coversAvailable: true)
    router.stack("home").present(.sheet(Screen.settings, id: "onHome"))
    router.stack("explore").present(.sheet(Screen.about, id: "onExplore"))
    host.update()
    host.appeared("onHome")

    router.selectTab("explore")
    #expect(host.targetLayers(above: .stack("explore")).map(\.id) == ["onExplore"])
    host.base = .stack("explore")
    host.update()
    #expect(host.layer(presentedBy: "home", as: .sheet) == nil)
    host.dismissed("onHome")
    #expect(host.layer(presentedBy: "explore", as: .sheet)?.id == "onExplore")
    host.appeared("onExplore")
    #expect(host.planner.isConverged)
  }

  @Test func aSwipeDownGoesToTheRouterAsTheUsersDismissal() throws {
    let router = Router()
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    router.present(.sheet(Screen.settings, id: "settings"))
    host.update()
    host.appeared("settings")
    var sources: [NavigationSource] = []
    router.events.observe { sources.append($0.source) }

    host.dismissedByUser("settings")
    host.dismissed("settings")
    // The platform may clear the binding again; the router hears it once.
    host.dismissedByUser("settings")

    #expect(router.visibleLayers.isEmpty)
    #expect(sources == [.user])
    #expect(host.planner.isConverged)
  }

  @Test func aRefusedSwipeDownResyncsAndPresentsTheSheetAgain() throws {
    let router = Router()
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    router.present(.sheet(Screen.editor, id: "editor"))
    host.update()
    host.appeared("editor")
    router.guards.add(NavigationGuard("unsaved") { _ in .deny(reason: "unsaved changes") })
    let failures = FailureLog(router)
    var resyncs = 0

    host.dismissedByUser("editor") { resyncs += 1 }
    host.dismissed("editor")

    #expect(resyncs == 1)
    #expect(failures.errors == [.denied(guard: "unsaved", reason: "unsaved changes")])
    #expect(host.layer(presentedBy: "main", as: .sheet)?.id == "editor")
    host.appeared("editor")
    #expect(host.planner.isConverged)
  }

  /// Set from an observation's change handler, which may run on any thread; written once,
  /// read after the change on the test's actor.
  final class Flag: @unchecked Sendable {
    var fired = false
  }

  func observe(_ read: () -> Void) -> Flag {
    let flag = Flag()
    withObservationTracking(read) { flag.fired = true }
    return flag
  }

  @Test func reportsThatChangeNothingDoNotRedrawTheHostsViews() throws {
    let router = Router()
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    router.present(.sheet(Screen.settings, id: "settings"))
    host.update()
    host.appeared("settings")
    let redraw = observe { _ = host.layer(presentedBy: "main", as: .sheet) }

    host.update()
    host.appeared("settings")
    host.disappeared("unknown")
    router.push(Screen.about)
    host.update()
    #expect(!redraw.fired)

    router.dismiss()
    host.update()
    #expect(redraw.fired)
  }

  @Test func aPushDoesNotInvalidateTheTargetChain() throws {
    let router = Router()
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    router.present(.sheet(Screen.settings, id: "settings"))
    let invalidated = observe { _ = host.targetLayers }

    router.stack("settings").push(Screen.about)
    router.push(Screen.profile)
    #expect(!invalidated.fired)

    router.dismiss()
    #expect(invalidated.fired)
  }
}

/// The user's dismissals, whatever arrives between the platform's reports of one.
@MainActor
@Suite struct PresentationHostSwipeTests {
  func shown(_ router: Router, _ ids: [StackID]) -> PresentationHost {
    for id in ids { router.present(.sheet(Screen.about, id: id)) }
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    host.update()
    for id in ids { host.appeared(id) }
    return host
  }

  @Test func aChangeBetweenASwipesReportsNeverPresentsTheSwipedLayerAgain() throws {
    let router = Router()
    let host = shown(router, ["a", "b"])
    var steps: [PresentationStep] = []
    host.onStep = { steps.append($0) }

    // The user swipes b down: its content disappears first.
    host.disappeared("b")
    // The app presents c on the visible stack, which in the engine is still b.
    router.present(.sheet(Screen.settings, id: "c"))
    host.update()
    #expect(host.layer(presentedBy: "b", as: .sheet) == nil)
    #expect(host.layer(presentedBy: "a", as: .sheet)?.id != "c")
    // Then SwiftUI writes the binding back.
    host.dismissedByUser("b")
    host.update()
    // The sheet modifier's dismissal is over.
    host.dismissed("b")

    #expect(steps == [])
    #expect(host.planner.isConverged)
    #expect(host.targetLayers.map(\.id) == ["a"])
    #expect(host.layer(presentedBy: "a", as: .sheet) == nil)
  }

  @Test func aSwipesLateWriteBackDoesNotDismissALayerPresentedAgainWithItsID() throws {
    let router = Router()
    let host = shown(router, ["a"])
    var steps: [PresentationStep] = []
    host.onStep = { steps.append($0) }

    // The user swipes a down: its content disappears first.
    host.disappeared("a")
    // The app dismisses a before SwiftUI writes the binding back; the host's step finds it
    // gone already, and the sheet modifier reports its dismissal over.
    router.dismiss()
    host.update()
    host.dismissed("a")
    // The app presents a sheet with the same ID; the host starts presenting it.
    router.present(.sheet(Screen.about, id: "a"))
    host.update()
    #expect(steps.last == .present(host.targetLayers[0]))
    // Only now does the swipe's write-back arrive: it is the earlier sheet's, and the user
    // never saw the new one.
    host.dismissedByUser("a")
    #expect(router.state.stack("a") != nil)
    #expect(host.layer(presentedBy: "main", as: .sheet)?.id == "a")
    host.appeared("a")
    #expect(host.planner.isConverged)
    #expect(host.planner.current.map(\.layer.id) == ["a"])
  }

  /// An asynchronous guard the test answers when it wants.
  final class Gate {
    var waiting: CheckedContinuation<GuardDecision, Never>?
    func answer(_ decision: GuardDecision) {
      waiting?.resume(returning: decision)
      waiting = nil
    }
  }

  @Test(arguments: [false, true])
  func aSwipeAnAsyncGuardDecidesIsNotPresentedAgainWhileItDecides(refused: Bool) async throws {
    let router = Router()
    let host = shown(router, ["a", "b"])
    let gate = Gate()
    router.guards.add(
      .async("confirm", when: { $0.source == .user }) { _ in
        await withCheckedContinuation { gate.waiting = $0 }
      })
    router.onFailure = { _ in }
    var steps: [PresentationStep] = []
    host.onStep = { steps.append($0) }

    host.dismissedByUser("b")
    host.disappeared("b")
    host.dismissed("b")
    host.update()
    while gate.waiting == nil { await Task.yield() }
    #expect(steps == [])
    #expect(host.layer(presentedBy: "a", as: .sheet) == nil)

    gate.answer(refused ? .deny(reason: "unsaved") : .allow)
    for _ in 0..<100 { await Task.yield() }
    host.update()
    #expect(host.targetLayers.map(\.id) == (refused ? ["a", "b"] : ["a"]))
    #expect(steps.compactMap(\.presented).map(\.id) == (refused ? ["b"] : []))
    #expect(steps.count == (refused ? 1 : 0))
    if refused { host.appeared("b") }
    #expect(host.planner.isConverged)
  }

  @Test func aLayerAGuardKeepsAtOnceCannotBeSwipedAway() throws {
    let router = Router()
    let host = shown(router, ["a", "b"])
    #expect(host.allowsInteractiveDismissal(of: "b"))
    let unsaved = router.guards.add(
      NavigationGuard("unsaved") { request in
        request.leavingScreens.contains { $0.stack == "b" } ? .deny(reason: "unsaved") : .allow
      })
    // b and a (which takes b with it) are kept; a redirect or an async guard may let go.
    #expect(!host.allowsInteractiveDismissal(of: "b"))
    #expect(!host.allowsInteractiveDismissal(of: "a"))
    #expect(router.refusesDismissal(ofLayerHolding: "b"))
    #expect(!router.refusesDismissal(ofLayerHolding: "unknown"))
    router.guards.remove(unsaved)
    router.guards.add(.async("ask", when: { _ in true }) { _ in .deny(reason: "no") })
    #expect(host.allowsInteractiveDismissal(of: "b"))
    #expect(router.state.stack("b") != nil)
  }

  @Test func aModifiersOnDismissFinishesTheDismissalOfTheLayerItPresented() throws {
    let router = Router()
    let host = shown(router, ["a", "b", "c"])
    var steps: [PresentationStep] = []
    host.onStep = { steps.append($0) }
    try router.send(
      .batch([.dismissLayers(above: "main"), .present(.sheet(Screen.login, id: "d"))]))
    host.update()
    #expect(steps.map(\.dismissed.count) == [3])

    // The modifiers inside the dismissed layers may report too: they finish nothing.
    host.dismissed(presentedBy: "b", as: .sheet)
    host.dismissed(presentedBy: "a", as: .fullScreenCover)
    #expect(steps.count == 1)
    host.dismissed(presentedBy: "main", as: .sheet)
    #expect(steps.compactMap { $0.presented.map(\.id) } == ["d", "d"])
    // A late report from the layers that went presents nothing again.
    host.dismissed(presentedBy: "a", as: .sheet)
    host.dismissed(presentedBy: "main", as: .sheet)
    host.appeared("d")
    #expect(steps.count == 2)
    #expect(host.planner.isConverged)
  }
}

/// A swipe a guard answers with another navigation, and the platform's reports of a layer
/// the engine let go of already, in a host that performs steps (UIKit) and one that draws
/// bindings (SwiftUI).
@MainActor
@Suite struct PresentationHostDecisionTests {
  /// How a swipe's two reports come: the binding's write-back, then the modifier's
  /// `onDismiss`, or the other way round.
  enum Order: CaseIterable, Sendable { case writeBackFirst, onDismissFirst }

  /// A guard that answers the user's dismissals with a confirmation cover over the layer.
  static func confirming(_ router: Router) {
    router.guards.add(
      NavigationGuard("confirm") { request in
        guard request.source == .user, !request.changes.dismissed.isEmpty else { return .allow }
        return .redirect(.present(.fullScreenCover(Screen.login, id: "confirm")))
      })
  }

  @Test(arguments: Order.allCases)
  func aSwipeRedirectedToACoverShowsTheSheetAgainThenTheCover(order: Order) throws {
    let router = Router()
    router.present(.sheet(Screen.editor, id: "editor"))
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    host.update()
    host.appeared("editor")
    Self.confirming(router)
    var steps: [PresentationStep] = []
    host.onStep = { steps.append($0) }
    var resyncs = 0

    switch order {
    case .writeBackFirst:
      host.dismissedByUser("editor") { resyncs += 1 }
      host.dismissed("editor")
    case .onDismissFirst:
      host.dismissed("editor")
      host.dismissedByUser("editor") { resyncs += 1 }
    }

    #expect(host.targetLayers.map(\.id) == ["editor", "confirm"])
    #expect(resyncs == 0)
    #expect(steps.compactMap(\.presented).map(\.id) == ["editor"])
    host.appeared("editor")
    #expect(steps.compactMap(\.presented).map(\.id) == ["editor", "confirm"])
    #expect(steps.last?.presented?.presenter == "editor")
    host.appeared("confirm")
    #expect(steps.count == 2)
    #expect(host.planner.isConverged)
  }

  @Test(arguments: Order.allCases)
  func theReportsOfALayerTheEngineDroppedHoldBackNoLaterLayerWithItsID(order: Order) throws {
    let router = Router()
    router.present(.sheet(Screen.editor, id: "editor"))
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    host.update()
    host.appeared("editor")
    var steps: [PresentationStep] = []
    host.onStep = { steps.append($0) }

    // The user swipes the sheet down; the app dismisses it before the platform reports.
    router.dismiss()
    switch order {
    case .writeBackFirst:
      host.dismissedByUser("editor")
      host.dismissed("editor")
    case .onDismissFirst:
      host.dismissed("editor")
      host.dismissedByUser("editor")
    }
    #expect(steps == [])
    #expect(host.planner.isConverged)

    // A later sheet with the same ID is a new one: it is presented.
    router.present(.sheet(Screen.about, id: "editor"))
    host.update()
    #expect(steps.compactMap(\.presented).map(\.id) == ["editor"])
    host.appeared("editor")
    #expect(host.planner.isConverged)
    #expect(router.state.stack("editor") != nil)
  }

  @Test(arguments: [false, true])
  func aDismissalWaitsForTheReportsOfATopLayerWhoseContentDisappeared(swiped: Bool) throws {
    let router = Router()
    for id: StackID in ["a", "b"] { router.present(.sheet(Screen.about, id: id)) }
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    host.update()
    host.appeared("a")
    host.appeared("b")
    var steps: [PresentationStep] = []
    host.onStep = { steps.append($0) }

    // b's content disappears (the user may be swiping it down), then the app dismisses b.
    host.disappeared("b")
    router.dismiss()
    host.update()
    #expect(steps == [])
    if swiped {
      // It was the user's swipe: its reports come, and nothing is left to dismiss.
      host.dismissedByUser("b")
      host.update()
      host.dismissed("b")
      #expect(steps == [])
    } else {
      // It comes back on screen: the host dismisses it now.
      host.appeared("b")
      #expect(steps.map(\.dismissed.count) == [1])
      #expect(steps.first?.dismissed.first?.id == "b")
      host.dismissed("b")
    }
    #expect(host.planner.isConverged)
    #expect(host.planner.current.map(\.layer.id) == ["a"])
  }

  @Test(arguments: 0...2)
  func aSwipeRedirectedToACoverConvergesInABindingsHost(onDismissAt index: Int) throws {
    let router = Router()
    router.present(.sheet(Screen.editor, id: "editor"))
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    var presenter = SimulatedPresenter(basePresenters: ["main"])
    var generator = SeededGenerator(seed: 1)
    func render() { presenter.render(host, onScreenBase: "main", target: host.targetLayers) }
    func settle() {
      for _ in 0..<8 {
        while let report = presenter.nextReport() {
          host.deliver(report)
          render()
        }
        guard presenter.isBusy else { return }
        presenter.finishTransition(&generator)
      }
    }
    host.update()
    render()
    settle()
    Self.confirming(router)
    let before = presenter.hostTransitions

    #expect(presenter.swipeDown(onDismissAt: index) == "editor")
    settle()

    #expect(presenter.settledLayers?.map(\.id) == ["editor", "confirm"])
    #expect(host.targetLayers.map(\.id) == ["editor", "confirm"])
    // The sheet comes back, then the cover: two presentations, and nothing else.
    #expect(presenter.hostTransitions - before == 2)
    #expect(presenter.extraSteps == 0)
    #expect(presenter.violations == [])
    #expect(host.planner.isConverged)
  }
}
