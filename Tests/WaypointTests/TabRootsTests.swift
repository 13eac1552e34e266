import Testing
import Waypoint

enum AppTab: String, CaseIterable, Sendable { case inbox, search, settings }
enum TabScreen: Hashable, Sendable {
  case tab(AppTab)
  case message(Int)
  case login
}

/// Tabs whose first screens are routes, made without `try` from an app's tab enum.
@Suite @MainActor struct TabRootsTests {
  static func state(selected: AppTab = .inbox) -> NavigationState {
    NavigationState(selected: selected) { AnyRoute(TabScreen.tab($0)) }
  }

  @Test func everyCaseIsATabWhoseFirstScreenIsItsRoute() throws {
    let state = Self.state(selected: .search)
    guard case .tabs(let container) = state.content else {
      Issue.record("not a tab container: \(state)")
      return
    }
    #expect(container.tabs.map(\.id) == ["inbox", "search", "settings"])
    #expect(container.tabs.map(\.root) == AppTab.allCases.map { AnyRoute(TabScreen.tab($0)) })
    #expect(container.selection == StackID(AppTab.search))
    #expect(container.popsToRootOnReselect)
    let tabs = AppTab.allCases.map {
      StackState(id: StackID($0), root: AnyRoute(TabScreen.tab($0)))
    }
    let built = try NavigationState(
      content: .tabs(TabContainer(tabs: tabs, selected: "search")))
    #expect(state == built)
  }

  @Test func aGuardMatchesTheTabItShowsByItsRoute() {
    var loggedIn = false
    let router = Router(Self.state())
    router.guards.add(
      .authentication(
        isLoggedIn: { loggedIn }, requiresLogin: { $0 == AnyRoute(TabScreen.tab(.settings)) },
        login: .sheet(TabScreen.login, id: "login")))
    #expect(router.selectTab(StackID(AppTab.settings)) == false)
    #expect(router.visibleStack.id == "login")
    #expect(router.guards.pending?.action == .selectTab("settings"))
    loggedIn = true
    router.dismiss()
    router.selectTab(StackID(AppTab.settings))
    #expect(router.visibleStack.id == "settings")
    #expect(router.visibleStack.root == AnyRoute(TabScreen.tab(.settings)))
  }

  @Test func aTabWithoutARouteIsDrawnByTheApp() {
    let state = NavigationState(selected: AppTab.inbox, popsToRootOnReselect: false) {
      $0 == .inbox ? nil : AnyRoute(TabScreen.tab($0))
    }
    #expect(state.stack("inbox")?.root == nil)
    #expect(state.stack("search")?.root == AnyRoute(TabScreen.tab(.search)))
  }

  @Test func theSelectedTabIsReadFromTheStateWhereverItsContainerIs() throws {
    let router = Router(Self.state(selected: .search))
    #expect(router.state.tabContainer()?.selection == StackID(AppTab.search))
    router.selectTab(StackID(AppTab.settings))
    #expect(router.state.tabContainer()?.selection == "settings")
    #expect(router.state.tabContainer(holding: "inbox")?.selection == "settings")
    #expect(router.state.tabContainer(holding: "nowhere") == nil)

    // A tab container presented in a layer is found by one of its tabs; the content's
    // container is still the one without an ID.
    router.present(
      Presentation(
        style: .sheet,
        content: .tabs([StackSpec(id: "photos"), StackSpec(id: "albums")], selected: "albums")))
    #expect(router.state.tabContainer(holding: "photos")?.selection == "albums")
    #expect(router.state.tabContainer()?.selection == "settings")
    #expect(NavigationState().tabContainer() == nil)
  }
}
