import Testing
import Waypoint
import WaypointTestSupport

@testable import WaypointUI

// Which container each layer gets on each platform, where a popover is attached (the view
// that declared its anchor, else the stack container), what a popover's dismissal reports,
// and a sheet's detents. Run on Linux against SwiftUICompat.
#if canImport(SwiftUI)
  import SwiftUI
#else
  @testable import SwiftUICompat
#endif

@MainActor
@Suite struct PopoverAndDetentTests {
  let share = PresentationAnchor.named("share", in: .root("main"))

  /// A host for the chain above `main` that shows every layer of the tree.
  func settledHost(_ router: Router, popoversAvailable: Bool = true) -> PresentationHost {
    let host = PresentationHost(
      router: router, base: .stack("main"), coversAvailable: true,
      popoversAvailable: popoversAvailable)
    host.update()
    while case .present(let layer)? = host.planner.inFlight { host.appeared(layer.id) }
    return host
  }

  func presenter(
    _ router: Router, _ host: PresentationHost, anchors: DeclaredAnchors = DeclaredAnchors()
  ) -> LayerPresenter {
    LayerPresenter(router: router, host: host, stack: "main", anchors: anchors) { _ in
      AnyView(EmptyView())
    }
  }

  @Test func aPopoverIsHostedAsAPopoverWhereThePlatformHasThemAndAsASheetElsewhere() {
    let router = Router()
    router.present(.popover(Screen.settings, anchor: share, id: "popover"))
    router.stack("popover").present(.fullScreenCover(Screen.about, id: "cover"))
    for available in [true, false] {
      let layers = router.state.hostedLayers(
        above: "main", coversAvailable: true, popoversAvailable: available)
      #expect(layers.map(\.container) == [available ? .popover : .sheet, .fullScreenCover])
      #expect(layers.first?.style == .popover, "the tree keeps it a popover")
    }
    #if os(tvOS) || os(watchOS)
      #expect(!popoversAvailable)
    #else
      #expect(popoversAvailable)
    #endif
    // The containers' chains are made for the platform.
    let setup = StackContainerSetup(stack: "main", host: nil)
    #expect(setup.chain(for: router).host.popoversAvailable == popoversAvailable)
  }

  @Test func whereThereAreNoPopoversTheStackPresentsThePopoverAsASheet() {
    let router = Router()
    router.present(.popover(Screen.settings, anchor: share, id: "popover"))
    let sheets = settledHost(router, popoversAvailable: false)
    let stack = StackBridge(router: router, id: "main", host: sheets) {}
    #expect(Bindable(stack).sheet.wrappedValue?.id == "popover")
    #expect(AnchorBridge(presenter: presenter(router, sheets), point: .container).popover == nil)

    let popovers = settledHost(router)
    #expect(
      Bindable(StackBridge(router: router, id: "main", host: popovers) {}).sheet.wrappedValue == nil
    )
    #expect(
      AnchorBridge(presenter: presenter(router, popovers), point: .container).popover?.id
        == "popover")
  }

  @Test func aPopoverIsPresentedByTheViewThatDeclaredItsAnchorElseByTheContainer() {
    let router = Router()
    router.present(.popover(Screen.settings, anchor: share, id: "popover"))
    let host = settledHost(router)
    let anchors = DeclaredAnchors()
    let presenter = presenter(router, host, anchors: anchors)
    let declared = DeclaredAnchor(name: "share", screen: .root("main"))
    let elsewhere = DeclaredAnchor(name: "share", screen: .root("other"))
    let unnamed = DeclaredAnchor(name: "share", screen: nil)

    #expect(AnchorBridge(presenter: presenter, point: .container).popover?.id == "popover")
    #expect(AnchorBridge(presenter: presenter, point: .declared(declared)).popover?.id == "popover")

    anchors.declare(elsewhere)
    #expect(AnchorBridge(presenter: presenter, point: .container).popover != nil)
    #expect(AnchorBridge(presenter: presenter, point: .declared(elsewhere)).popover == nil)

    anchors.declare(declared)
    anchors.declare(declared)
    #expect(AnchorBridge(presenter: presenter, point: .container).popover == nil)
    anchors.withdraw(declared)
    #expect(AnchorBridge(presenter: presenter, point: .container).popover == nil, "one is left")
    anchors.withdraw(declared)
    #expect(AnchorBridge(presenter: presenter, point: .container).popover != nil)

    // A view without a screen handle matches the name in any screen of its stack.
    anchors.declare(unnamed)
    #expect(AnchorBridge(presenter: presenter, point: .container).popover == nil)
    #expect(AnchorBridge(presenter: presenter, point: .declared(unnamed)).popover != nil)
  }

  @Test func anAlertStaysAtTheContainerWhateverItIsAnchoredTo() throws {
    let router = Router()
    let alert = Dialog.alert("Saved", buttons: [.cancel("OK", value: 0)], anchor: share)
    try router.send(.present(.dialog(alert)))
    let host = settledHost(router)
    let anchors = DeclaredAnchors()
    let declared = DeclaredAnchor(name: "share", screen: .root("main"))
    anchors.declare(declared)
    let presenter = presenter(router, host, anchors: anchors)
    #expect(AnchorBridge(presenter: presenter, point: .container).dialogShown?.dialog == alert)
    #expect(AnchorBridge(presenter: presenter, point: .declared(declared)).dialogShown == nil)
  }

  @Test func aPopoverTheUserClosedIsDismissedInTheTreeAndItsDismissalEnds() {
    let router = Router()
    router.present(.popover(Screen.settings, anchor: share, id: "popover"))
    let host = settledHost(router)
    let bridge = AnchorBridge(presenter: presenter(router, host), point: .container)

    Bindable(bridge).popover.wrappedValue = nil

    #expect(router.visibleLayers.isEmpty)
    #expect(host.planner.current.isEmpty)
    #expect(host.planner.isConverged)
  }

  @Test func aPopoverTheHostDismissesEndsWhenItsContentGoesAway() {
    let router = Router()
    router.present(.popover(Screen.settings, anchor: share, id: "popover"))
    let host = settledHost(router)
    host.dismissalEnded("popover")
    #expect(host.planner.current.count == 1, "not being dismissed: ends nothing")

    router.dismiss()
    host.update()
    #expect(host.layer(presentedBy: "main", as: .popover) == nil)
    host.dismissalEnded("popover")
    #expect(host.planner.current.isEmpty)
  }

  @Test func everyDetentMapsToSwiftUIsAndBack() {
    let declared: [SheetDetent] = [.medium, .large, .fraction(0.25), .height(200)]
    for detent in declared {
      #expect(SheetDetent.matching(detent.presentationDetent, in: declared) == detent)
    }
    #expect(Set(declared.map(\.presentationDetent)).count == declared.count)
    #expect(SheetDetent.matching(.fraction(0.5), in: declared) == nil)
    #expect(SheetDetent.matching(.height(200), in: [.medium]) == nil)
  }

  @Test func draggingASheetToADetentSelectsItInTheTree() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings").detents([.medium, .large]))
    var host = settledHost(router)
    let layer = try #require(host.layer(presentedBy: "main", as: .sheet))
    let bridge = DetentBridge(router: router, layer: layer)
    #expect(bridge.detents == [.medium, .large])
    #expect(Bindable(bridge).selection.wrappedValue == .medium)

    Bindable(bridge).selection.wrappedValue = .large
    #expect(router.state.stack("main")?.presented?.selectedDetent == .large)
    host = settledHost(router)
    let moved = try #require(host.layer(presentedBy: "main", as: .sheet))
    #expect(Bindable(DetentBridge(router: router, layer: moved)).selection.wrappedValue == .large)

    // A detent the sheet does not declare, or the one it rests at, changes nothing.
    var resyncs = 0
    let again = DetentBridge(router: router, layer: moved) { resyncs += 1 }
    Bindable(again).selection.wrappedValue = .fraction(0.3)
    Bindable(again).selection.wrappedValue = .large
    #expect(router.state.stack("main")?.presented?.selectedDetent == .large)
    #expect(resyncs == 0)
  }

  @Test func aRefusedDetentDrawsTheSheetAgain() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings").detents([.medium, .large]))
    let host = settledHost(router)
    router.guards.add(NavigationGuard("stay") { _ in .deny(reason: "stay") })
    let layer = try #require(host.layer(presentedBy: "main", as: .sheet))
    var resyncs = 0
    Bindable(DetentBridge(router: router, layer: layer) { resyncs += 1 }).selection
      .wrappedValue = .large
    #expect(router.state.stack("main")?.presented?.selectedDetent == .medium)
    #expect(resyncs == 1)
  }
}
