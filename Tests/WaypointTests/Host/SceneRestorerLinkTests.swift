import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// A link that launched the app and the scene's restore, in both orders: the link wins.
@MainActor
@Suite struct SceneRestorerLinkTests {
  enum Screen: String, Codable, Hashable, Sendable { case inbox, settings, compose }

  let coder = SnapshotCoder().registering(Screen.self, as: "screen")

  func links() throws -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("compose") { _ in
      LinkTarget(stack: "main", presenting: .sheet(Screen.compose, id: "compose"))
    }
    try links.register("settings") { _ in .stack("main", path: [Screen.settings]) }
    return links
  }

  /// A scene saved with the inbox pushed on `main`.
  func saved() throws -> Data {
    let router = Router()
    router.push(Screen.inbox)
    return try coder.snapshot(of: router)
  }

  @Test func aLinkBeforeTheRestoreIsHeldThenOpenedOnTopOfTheRestoredTree() throws {
    let router = Router()
    let restorer = SceneRestorer(router: router, coder: coder)
    var sources: [NavigationSource] = []
    router.events.observe { sources.append($0.source) }

    #expect(!restorer.open(try #require(URL(string: "myapp://compose")), with: try links()))
    #expect(restorer.heldLinkCount == 1)
    #expect(router.state == NavigationState())

    restorer.restoreOnce(from: try saved())

    #expect(router.stack("main").state?.entries.map(\.route) == [AnyRoute(Screen.inbox)])
    #expect(router.stack("compose").exists)
    #expect(sources == [.restoration, .deepLink])
    #expect(restorer.heldLinkCount == 0)
  }

  @Test func aLinkAfterTheRestoreOpensAtOnceOnTopOfTheRestoredTree() throws {
    let router = Router()
    let restorer = SceneRestorer(router: router, coder: coder)
    restorer.restoreOnce(from: try saved())

    #expect(restorer.open("myapp://compose", with: try links()))

    #expect(router.stack("main").state?.entries.map(\.route) == [AnyRoute(Screen.inbox)])
    #expect(router.stack("compose").exists)
  }

  @Test func theRestoreNeverOverwritesALinkThatReplacedThePath() throws {
    for linkFirst in [true, false] {
      let router = Router()
      let restorer = SceneRestorer(router: router, coder: coder)
      if linkFirst { restorer.open("myapp://settings", with: try links()) }
      restorer.restoreOnce(from: try saved())
      if !linkFirst { restorer.open("myapp://settings", with: try links()) }
      #expect(
        router.stack("main").state?.entries.map(\.route) == [AnyRoute(Screen.settings)],
        "link first: \(linkFirst)")
    }
  }

  @Test func heldLinksOpenInOrderAfterARestoreThatFailsOrFindsNothing() throws {
    for saved in [nil, Data("not json".utf8)] {
      let router = Router()
      let restorer = SceneRestorer(router: router, coder: coder) { _ in }
      restorer.open("myapp://settings", with: try links())
      restorer.open("myapp://compose", with: try links())
      restorer.restoreOnce(from: saved)
      #expect(router.stack("main").state?.entries.map(\.route) == [AnyRoute(Screen.settings)])
      #expect(router.stack("compose").exists)
    }
  }
}
