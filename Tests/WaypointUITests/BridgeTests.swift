import Testing
import Waypoint

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
  enum Screen: Hashable, Sendable { case profile, settings, about }
  struct Article: Hashable, Sendable { var id: Int }

  final class Counter {
    var count = 0
  }

  func bridge(_ router: Router, _ id: StackID = "main", resyncs: Counter = Counter())
    -> StackBridge
  {
    StackBridge(router: router, id: id) { resyncs.count += 1 }
  }

  @Test func thePathHoldsOneElementPerEntry() {
    let router = Router()
    router.push(contentsOf: [Screen.profile, Article(id: 7), Screen.about])
    #expect(Bindable(bridge(router)).path.wrappedValue.count == 3)
  }

  #if !canImport(SwiftUI)
    @Test func thePathHoldsEachRouteWithItsOwnTypeForNavigationDestination() {
      let router = Router()
      router.push(contentsOf: [Screen.profile, Article(id: 7)])
      let elements = Bindable(bridge(router)).path.wrappedValue.elements
      #expect(elements[0].base as? Screen == .profile)
      #expect(elements[1].base as? Article == Article(id: 7))
      #expect(elements.allSatisfy { !($0.base is AnyRoute) })
    }
  #endif

  @Test func aShorterPathWrittenBySwiftUIPopsAsOneUserChange() {
    let router = Router()
    router.push(contentsOf: [Screen.profile, Screen.settings, Screen.about])
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
    let resyncs = Counter()

    Bindable(bridge(router, resyncs: resyncs)).path.wrappedValue = NavigationPath()

    #expect(router.depth == 1)
    #expect(resyncs.count == 1)
  }

  @Test func aSheetAndACoverAreOfferedToTheirOwnPresenters() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings"))
    router.stack("settings").present(.fullScreenCover(Screen.about, id: "about"))

    let main = Bindable(bridge(router))
    let settings = Bindable(bridge(router, "settings"))
    #expect(main.sheet.wrappedValue?.id == "settings")
    #expect(main.cover.wrappedValue == nil)
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

    Bindable(bridge(router)).sheet.wrappedValue = nil

    #expect(router.visibleLayers.isEmpty)
  }

  @Test func aLateDismissalNeverDismissesANewerLayer() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "first"))
    let shown = Bindable(bridge(router))
    router.dismiss()
    router.present(.sheet(Screen.about, id: "second"))

    shown.sheet.wrappedValue = nil

    #expect(router.visibleStack.id == "second")
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

  func reTap(_ router: Router, stackResyncs: Counter) {
    let tabBar = Bindable(
      TabBridge(router: router, selected: "home", tabBarPopsReselectedTab: true) {})
    let stack = Bindable(StackBridge(router: router, id: "home") { stackResyncs.count += 1 })
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

    Bindable(StackBridge(router: router, id: "home") { resyncs.count += 1 }).path
      .wrappedValue = path

    #expect(router.state.stack("home")?.depth == 1)
  }
}
