import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// A tab bar that pops the selected tab's stack by itself when the tab is tapped again (iOS's
/// `TabView`) reports the gesture twice: the tap, then the stack's empty path. Only the
/// engine's decision on the tap counts.
@MainActor
@Suite struct TabReselectTests {
  final class Host {
    var resyncs = 0
    var failures: [NavigationError] = []
    var events: [NavigationEvent] = []
  }

  /// Two tabs; home is selected and holds Profile > About.
  func router(popsToRoot: Bool, host: Host) throws -> Router {
    let router = Router(
      try NavigationState(
        tabs: ["home", "explore"], selected: "home", popsToRootOnReselect: popsToRoot))
    router.push(Screen.profile)
    router.push(Screen.about)
    router.onFailure = { failure in
      if let error = failure.error as? NavigationError { host.failures.append(error) }
    }
    router.events.observe { host.events.append($0) }
    return router
  }

  /// What an iOS tab bar reports for a tap on `tab`: the tap, then, when the tab was the
  /// selected one and had screens, the empty path of its stack.
  func tapAsIOSDoes(_ tab: StackID, on router: Router, host: Host) {
    let popsItself =
      router.state.tabContainer(holding: tab)?.selection == tab
      && (router.state.stack(tab)?.depth ?? 0) > 0
    router.report(.tabTapped(tab), tabBarPopsReselectedTab: true) { host.resyncs += 1 }
    if popsItself {
      router.report(.pathChanged(stack: tab, count: 0), tabBarPopsReselectedTab: true) {
        host.resyncs += 1
      }
    }
  }

  @Test func aContainerThatDoesNotPopOnReselectKeepsTheScreensTheTabBarPopped() throws {
    let host = Host()
    let router = try router(popsToRoot: false, host: host)

    tapAsIOSDoes("home", on: router, host: host)

    #expect(router.state.path("home") == ["profile", "about"])
    #expect(host.events.isEmpty)
    #expect(host.failures.isEmpty)
    #expect(host.resyncs == 1)  // the stack draws its two screens again
  }

  @Test func aContainerThatPopsOnReselectPopsOnceThroughTheTap() throws {
    let host = Host()
    let router = try router(popsToRoot: true, host: host)

    tapAsIOSDoes("home", on: router, host: host)

    #expect(router.state.path("home").isEmpty)
    #expect(host.events.map(\.action) == [.selectTab("home")])
    #expect(host.resyncs == 0)
  }

  @Test func aRefusedReTapIsReportedOnceAndTheStackIsDrawnAgain() throws {
    let host = Host()
    let router = try router(popsToRoot: true, host: host)
    router.guards.add(NavigationGuard("unsaved") { _ in .deny(reason: "unsaved changes") })

    tapAsIOSDoes("home", on: router, host: host)

    #expect(router.state.path("home") == ["profile", "about"])
    #expect(host.failures == [.denied(guard: "unsaved", reason: "unsaved changes")])
    #expect(host.resyncs == 2)  // the tab bar, then the stack the tab bar popped
  }

  /// A host of its own (a `UITabBarController`'s delegate) needs the flag on the tap only:
  /// the stack's empty path that follows is reported like any other input.
  @Test func aCustomHostFlagsTheTapAndReportsThePathAsAnyInput() throws {
    for popsToRoot in [false, true] {
      let host = Host()
      let router = try router(popsToRoot: popsToRoot, host: host)

      #expect(
        router.report(.tabTapped("home"), tabBarPopsReselectedTab: true) { host.resyncs += 1 }
          == popsToRoot)
      #expect(!router.report(.pathChanged(stack: "home", count: 0)) { host.resyncs += 1 })

      #expect(router.state.path("home") == (popsToRoot ? [] : ["profile", "about"]))
      #expect(host.events.map(\.action) == (popsToRoot ? [.selectTab("home")] : []))
      #expect(host.failures.isEmpty)
      // Kept: the stack the tab bar popped is drawn again. Popped: it already shows the root.
      #expect(host.resyncs == (popsToRoot ? 0 : 1))
    }
  }

  @Test func theUserGoingBackAfterAReTapIsApplied() throws {
    let host = Host()
    let router = try router(popsToRoot: false, host: host)
    // A tab bar that did not pop: the tap, then the user taps Back twice.
    router.report(.tabTapped("home"), tabBarPopsReselectedTab: true) { host.resyncs += 1 }
    router.report(.pathChanged(stack: "home", count: 1), tabBarPopsReselectedTab: true) {
      host.resyncs += 1
    }
    router.report(.pathChanged(stack: "home", count: 0), tabBarPopsReselectedTab: true) {
      host.resyncs += 1
    }

    #expect(router.state.path("home").isEmpty)
    #expect(host.events.count == 2)
    #expect(host.resyncs == 0)
  }

  @Test func anEmptyPathAfterTheProgramChangedTheStackIsTheUsers() throws {
    let host = Host()
    let router = try router(popsToRoot: false, host: host)
    router.report(.tabTapped("home"), tabBarPopsReselectedTab: true) { host.resyncs += 1 }
    router.push(Screen.settings)

    router.report(.pathChanged(stack: "home", count: 0), tabBarPopsReselectedTab: true) {
      host.resyncs += 1
    }

    #expect(router.state.path("home").isEmpty)
    #expect(host.resyncs == 0)
  }

  @Test func tappingAnotherTabWaitsForNoPop() throws {
    let host = Host()
    let router = try router(popsToRoot: false, host: host)
    router.stack("explore").push(Screen.settings)

    tapAsIOSDoes("explore", on: router, host: host)
    router.report(.pathChanged(stack: "explore", count: 0), tabBarPopsReselectedTab: true) {
      host.resyncs += 1
    }

    #expect(router.visibleStack.id == "explore")
    #expect(router.state.path("explore").isEmpty)
    #expect(host.resyncs == 0)
  }

  @Test func aHostWhoseTabBarDoesNotPopGetsEveryEmptyPathApplied() throws {
    let host = Host()
    let router = try router(popsToRoot: false, host: host)
    router.report(.tabTapped("home")) { host.resyncs += 1 }
    router.report(.pathChanged(stack: "home", count: 0)) { host.resyncs += 1 }

    #expect(router.state.path("home").isEmpty)
    #expect(host.resyncs == 0)
  }
}
