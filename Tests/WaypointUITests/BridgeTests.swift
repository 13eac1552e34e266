import Testing
import Waypoint
import WaypointTestSupport

@testable import WaypointUI

// The wiring between SwiftUI's bindings and the router: what SwiftUI reads and writes
// through the bindings a container makes. On Linux they run against SwiftUICompat, whose
// bindings read and write through the same key paths as SwiftUI's.
#if canImport(SwiftUI)
  import SwiftUI
#else
  @testable import SwiftUICompat
#endif

@MainActor
@Suite struct BridgeTests {
  final class Counter {
    var count = 0
  }

  func bridge(
    _ router: Router, _ id: StackID = "main", host: PresentationHost? = nil,
    resyncs: Counter = Counter()
  ) -> StackBridge {
    let host = host ?? PresentationHost(router: router, base: .stack(id), coversAvailable: true)
    return StackBridge(router: router, id: id, host: host) { resyncs.count += 1 }
  }

  /// A host for the chain above `main` that shows every layer of the tree, as it does once
  /// each layer's content has appeared.
  func settledHost(_ router: Router) -> PresentationHost {
    let host = PresentationHost(
      router: router, base: .stack("main"), coversAvailable: coversAvailable)
    host.update()
    while case .present(let layer)? = host.planner.inFlight { host.appeared(layer.id) }
    return host
  }

  @Test func thePathHoldsOneElementPerEntry() {
    let router = Router()
    router.visible.push(contentsOf: [Screen.profile, Article(id: 7), Screen.about])
    #expect(Bindable(bridge(router)).path.wrappedValue.count == 3)
  }

  #if !canImport(SwiftUI)
    @Test func thePathHoldsEachRouteWithItsOwnTypeForNavigationDestination() {
      let router = Router()
      router.visible.push(contentsOf: [Screen.profile, Article(id: 7)])
      let elements = Bindable(bridge(router)).path.wrappedValue.elements
      #expect(elements[0].base as? Screen == .profile)
      #expect(elements[1].base as? Article == Article(id: 7))
      #expect(elements.allSatisfy { !($0.base is AnyRoute) })
    }
  #endif

  @Test func aShorterPathWrittenBySwiftUIPopsAsOneUserChange() {
    let router = Router()
    router.visible.push(contentsOf: [Screen.profile, Screen.settings, Screen.about])
    var sources: [NavigationSource] = []
    router.events.observe { sources.append($0.source) }
    var path = NavigationPath()
    path.append(Screen.profile)

    Bindable(bridge(router)).path.wrappedValue = path

    #expect(router.depth == 1)
    #expect(sources == [.user])
  }

  @Test func aRefusedSwipeBackAsksTheContainerToRedraw() {
    let router = Router()
    router.push(Screen.profile)
    router.guards.add(NavigationGuard("stay") { _ in .deny(reason: "stay") })
    var failures: [NavigationFailure] = []
    router.onFailure = { failures.append($0) }
    let resyncs = Counter()

    Bindable(bridge(router, resyncs: resyncs)).path.wrappedValue = NavigationPath()

    #expect(router.depth == 1)
    #expect(resyncs.count == 1)
    #expect(
      failures.map { $0.error as? NavigationError } == [.denied(guard: "stay", reason: "stay")])
  }

  @Test func aSheetAndACoverAreOfferedToTheirOwnPresentersOneAfterTheOther() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    router.stack("settings").present(.fullScreenCover(Screen.about, id: "about"))
    let host = PresentationHost(
      router: router, base: .stack("main"), coversAvailable: coversAvailable)
    host.update()

    let main = Bindable(bridge(router, host: host))
    #expect(main.sheet.wrappedValue?.id == "settings")
    #expect(main.cover.wrappedValue == nil)
    // The cover waits until the sheet it is presented from is on screen.
    #expect(Bindable(bridge(router, "settings", host: host)).cover.wrappedValue == nil)
    #expect(Bindable(bridge(router, "settings", host: host)).sheet.wrappedValue == nil)

    host.appeared("settings")
    let settings = Bindable(bridge(router, "settings", host: host))
    #if os(macOS)
      #expect(settings.sheet.wrappedValue?.id == "about")
    #else
      #expect(settings.cover.wrappedValue?.id == "about")
    #endif
  }

  @Test func clearingTheSheetDismissesItsLayerAndTheOnesAbove() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    router.stack("settings").present(.sheet(Screen.about, id: "about"))
    let host = settledHost(router)

    Bindable(bridge(router, host: host)).sheet.wrappedValue = nil

    #expect(router.visibleLayers.isEmpty)
    host.dismissed("settings")
    #expect(host.planner.isConverged)
  }

  @Test func clearingASheetTheHostIsDismissingItselfIsNotTheUsersDismissal() throws {
    let router = Router(try NavigationState(tabs: ["home", "explore"], selected: "home"))
    router.stack("home").present(.sheet(Screen.settings, id: "settings"))
    let host = PresentationHost(
      router: router, base: .selectedTab(containing: nil), coversAvailable: coversAvailable)
    host.update()
    host.appeared("settings")
    let shown = Bindable(bridge(router, "home", host: host))

    // Another tab is selected: the host dismisses home's sheet, which the engine keeps.
    router.selectTab("explore")
    host.update()
    shown.sheet.wrappedValue = nil

    #expect(router.state.stack("home")?.presented != nil)
  }

  @Test func aLateDismissalNeverDismissesANewerLayer() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "first"))
    let host = settledHost(router)
    let shown = Bindable(bridge(router, host: host))
    router.dismiss()
    router.present(.sheet(Screen.about, id: "second"))
    host.update()

    shown.sheet.wrappedValue = nil

    #expect(router.visibleStack.id == "second")
  }

  @Test func aRefusedSwipeDownAsksTheContainerToRedrawAndPresentsTheSheetAgain() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    let host = settledHost(router)
    router.guards.add(NavigationGuard("stay") { _ in .deny(reason: "stay") })
    var failures: [NavigationFailure] = []
    router.onFailure = { failures.append($0) }
    let resyncs = Counter()

    Bindable(bridge(router, host: host, resyncs: resyncs)).sheet.wrappedValue = nil
    host.dismissed("settings")

    #expect(resyncs.count == 1)
    #expect(Bindable(bridge(router, host: host)).sheet.wrappedValue?.id == "settings")
    #expect(
      failures.map { $0.error as? NavigationError } == [.denied(guard: "stay", reason: "stay")])
  }

  @Test func reTappingTheSelectedTabPopsItAndTappingAnotherSelectsIt() throws {
    let router = Router(try NavigationState(tabs: ["home", "explore"], selected: "home"))
    router.push(Screen.profile)
    let tabs = Bindable(TabBridge(router: router, selected: "home") {})

    tabs.selection.wrappedValue = "home"
    #expect(router.depth == 0)

    tabs.selection.wrappedValue = "explore"
    #expect(router.visibleStack.id == "explore")
  }
}

/// The bridges of a `RouterTabView` on a platform whose tab bar pops a re-tapped tab's
/// `NavigationStack` by itself (iOS): SwiftUI writes the selection, then the tab's path.
@MainActor
@Suite struct TabReselectBridgeTests {
  enum Screen: Hashable, Sendable { case profile, about }

  final class Counter {
    var count = 0
  }

  func tabs(popsToRoot: Bool) throws -> Router {
    let router = Router(
      try NavigationState(
        tabs: ["home", "explore"], selected: "home", popsToRootOnReselect: popsToRoot))
    router.push(Screen.profile)
    router.push(Screen.about)
    return router
  }

  func stackBridge(_ router: Router, resyncs: Counter) -> StackBridge {
    let host = PresentationHost(
      router: router, base: .selectedTab(containing: nil), coversAvailable: coversAvailable)
    return StackBridge(router: router, id: "home", host: host) { resyncs.count += 1 }
  }

  func reTap(_ router: Router, stackResyncs: Counter) {
    let tabBar = Bindable(
      TabBridge(router: router, selected: "home", tabBarPopsReselectedTab: true) {})
    let stack = Bindable(stackBridge(router, resyncs: stackResyncs))
    tabBar.selection.wrappedValue = "home"
    stack.path.wrappedValue = NavigationPath()
  }

  @Test func popsToRootOnReselectOffKeepsTheTabsScreens() throws {
    let router = try tabs(popsToRoot: false)
    let resyncs = Counter()

    reTap(router, stackResyncs: resyncs)

    #expect(router.state.stack("home")?.depth == 2)
    #expect(resyncs.count == 1)
  }

  @Test func popsToRootOnReselectOnPopsTheTab() throws {
    let router = try tabs(popsToRoot: true)
    let resyncs = Counter()

    reTap(router, stackResyncs: resyncs)

    #expect(router.state.stack("home")?.depth == 0)
    #expect(resyncs.count == 0)
  }

  @Test func aBackAfterTheReTapIsApplied() throws {
    let router = try tabs(popsToRoot: false)
    let resyncs = Counter()
    reTap(router, stackResyncs: resyncs)
    var path = NavigationPath()
    path.append(Screen.profile)

    Bindable(stackBridge(router, resyncs: resyncs)).path.wrappedValue = path

    #expect(router.state.stack("home")?.depth == 1)
  }
}
