import Foundation
import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// A link that launched the app and the scene's restore, in both orders: the link wins.
@MainActor
@Suite struct SceneRestorerLinkTests {
  typealias Screen = SceneFixture.Screen

  let coder = SceneFixture.coder

  @Test func aLinkBeforeTheRestoreIsHeldThenOpenedOnTopOfTheRestoredTree() throws {
    let router = Router()
    let restorer = SceneRestorer(router: router, coder: coder)
    var sources: [NavigationSource] = []
    router.events.observe { sources.append($0.source) }

    #expect(
      !restorer.open(try #require(URL(string: "myapp://compose")), with: try SceneFixture.links()))
    #expect(restorer.heldLinkCount == 1)
    #expect(router.state == NavigationState())

    restorer.restoreOnce(from: try SceneFixture.saved())

    #expect(router.stack("main").state?.entries.map(\.route) == [AnyRoute(Screen.inbox)])
    #expect(router.stack("compose").state != nil)
    #expect(sources == [.restoration, .deepLink])
    #expect(restorer.heldLinkCount == 0)
  }

  @Test func aLinkAfterTheRestoreOpensAtOnceOnTopOfTheRestoredTree() throws {
    let router = Router()
    let restorer = SceneRestorer(router: router, coder: coder)
    restorer.restoreOnce(from: try SceneFixture.saved())

    #expect(restorer.open("myapp://compose", with: try SceneFixture.links()))

    #expect(router.stack("main").state?.entries.map(\.route) == [AnyRoute(Screen.inbox)])
    #expect(router.stack("compose").state != nil)
  }

  @Test func theRestoreNeverOverwritesALinkThatReplacedThePath() throws {
    for linkFirst in [true, false] {
      let router = Router()
      let restorer = SceneRestorer(router: router, coder: coder)
      if linkFirst { restorer.open("myapp://settings", with: try SceneFixture.links()) }
      restorer.restoreOnce(from: try SceneFixture.saved())
      if !linkFirst { restorer.open("myapp://settings", with: try SceneFixture.links()) }
      #expect(
        router.stack("main").state?.entries.map(\.route) == [AnyRoute(Screen.settings)],
        "link first: \(linkFirst)")
    }
  }

  @Test func heldLinksOpenInOrderAfterARestoreThatFailsOrFindsNothing() throws {
    for saved in [nil, Data("not json".utf8)] {
      let router = Router()
      let restorer = SceneRestorer(router: router, coder: coder) { _ in }
      restorer.open("myapp://settings", with: try SceneFixture.links())
      restorer.open("myapp://compose", with: try SceneFixture.links())
      restorer.restoreOnce(from: saved)
      #expect(router.stack("main").state?.entries.map(\.route) == [AnyRoute(Screen.settings)])
      #expect(router.stack("compose").state != nil)
    }
  }
}
