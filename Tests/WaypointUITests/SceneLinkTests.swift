import Foundation
import Testing
import Waypoint
import WaypointTestSupport

@testable import WaypointUI

// `openingLinks(_:in:)` with `restoringNavigation(of:using:)`: the inbox both modifiers
// share sends a launch link to the scene's restorer, which holds it until it has restored.
#if canImport(SwiftUI)
  import SwiftUI
#else
  @testable import SwiftUICompat
#endif

@MainActor
@Suite struct SceneLinkTests {
  typealias Screen = SceneFixture.Screen

  let coder = SceneFixture.coder

  func url() throws -> URL { try #require(URL(string: "myapp://settings")) }

  @Test func aLaunchLinkWaitsForTheScenesRestoreAndWins() throws {
    let router = Router()
    let inbox = SceneLinkInbox()
    let restorer = SceneRestorer(router: router, coder: coder)
    inbox.restorer = restorer

    inbox.open(try url(), with: try SceneFixture.links(), in: router)
    #expect(router.depth == 0)
    restorer.restoreOnce(from: try SceneFixture.saved())

    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(Screen.settings)])
  }

  @Test func withoutRestorationALinkOpensAtOnce() throws {
    let router = Router()
    SceneLinkInbox().open(try url(), with: try SceneFixture.links(), in: router)
    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(Screen.settings)])
  }

  @Test func aLinkForAnotherRouterIsNotHeldByThisScenesRestorer() throws {
    let router = Router()
    let inbox = SceneLinkInbox()
    inbox.restorer = SceneRestorer(router: Router(), coder: coder)
    inbox.open(try url(), with: try SceneFixture.links(), in: router)
    #expect(router.depth == 1)
  }

  @Test func bothModifiersBuildInEitherOrder() throws {
    let router = Router()
    let links = try SceneFixture.links()
    _ = RouterStack(router) { EmptyView() }
      .openingLinks(links, in: router)
      .restoringNavigation(of: router, using: coder)
    _ = RouterStack(router) { EmptyView() }
      .restoringNavigation(of: router, using: coder)
      .openingLinks(links, in: router)
  }
}
