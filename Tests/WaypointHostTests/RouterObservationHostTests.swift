import Observation
import Testing
import Waypoint
import WaypointTestSupport

/// What hosts observe: a presenter's stack when its layer comes or goes, a tab bar when the
/// selection changes but not when a tab pushes.
@MainActor
@Suite struct RouterObservationHostTests {
  enum Screen: Hashable, Sendable { case settings, about }

  final class Flag: @unchecked Sendable {
    var fired = false
  }

  func fires(_ read: @escaping @MainActor () -> Void, when change: () throws -> Void)
    rethrows -> Bool
  {
    let flag = Flag()
    withObservationTracking {
      read()
    } onChange: {
      flag.fired = true
    }
    try change()
    return flag.fired
  }

  @Test func aPresenterIsInvalidatedWhenItsLayerIsPresentedOrDismissed() throws {
    let router = Router()
    let main = router.stack("main")
    let presenting = fires(
      { _ = main.state?.presented }, when: { router.present(.sheet(Screen.settings)) })
    #expect(presenting)
    let dismissing = fires({ _ = main.state?.presented }, when: { router.dismiss() })
    #expect(dismissing)
  }

  @Test func aTabBarIsInvalidatedBySelectionButNotByPushes() throws {
    let router = Router(try NavigationState(tabs: ["home", "explore"], selected: "home"))
    #expect(router.tabContainer()?.selection == "home")
    let pushing = fires(
      { _ = router.tabContainer()?.selection }, when: { router.push(Screen.about) })
    #expect(!pushing)
    let selecting = fires(
      { _ = router.tabContainer()?.selection }, when: { router.selectTab("explore") })
    #expect(selecting)
    #expect(router.tabContainer(holding: "explore")?.selection == "explore")
    #expect(Router().tabContainer() == nil)
  }
}
