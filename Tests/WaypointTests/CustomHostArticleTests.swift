import Observation
import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// What CustomHosts.md tells a host of its own: track `targetLayers` to call `update()`,
/// and report a swipe-down as `dismissedByUser` then `dismissed`.
@MainActor
@Suite struct CustomHostArticleTests {
  /// Set by an observation's change handler, which runs on the main thread here.
  final class Flag: @unchecked Sendable {
    var isSet = false
  }

  func track(_ host: PresentationHost) -> Flag {
    let flag = Flag()
    withObservationTracking {
      _ = host.targetLayers
    } onChange: {
      flag.isSet = true
    }
    return flag
  }

  @Test func targetLayersChangeWithLayersNotWithPushes() {
    let router = Router(NavigationState(stack: "main"))
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    let pushed = track(host)
    router.push(Screen.about)
    #expect(!pushed.isSet)
    router.present(.sheet(Screen.login, id: "login"))
    #expect(pushed.isSet)
    let dismissed = track(host)
    router.dismiss()
    #expect(dismissed.isSet)
  }

  @Test func aSwipeDownIsTheUsersDismissalThenTheEndOfItsTransition() {
    let router = Router(NavigationState(stack: "main"))
    let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    var steps: [String] = []
    host.onStep = { steps.append("\($0)") }
    host.update()
    router.present(.sheet(Screen.login, id: "login"))
    host.update()
    host.appeared("login")
    #expect(host.planner.isConverged)

    host.dismissedByUser("login")
    host.dismissed("login")
    #expect(router.state.visibleLayers.isEmpty)
    #expect(host.planner.isConverged)
    // Nothing is left in flight: the next layer is presented at once.
    router.present(.sheet(Screen.settings, id: "settings"))
    host.update()
    #expect(
      steps == [
        #"present sheet "login" (Screen.login) on "main""#,
        #"present sheet "settings" (Screen.settings) on "main""#,
      ])
  }
}
