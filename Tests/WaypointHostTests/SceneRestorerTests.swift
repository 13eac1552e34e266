import Foundation
import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

@MainActor
@Suite struct SceneRestorerTests {
  enum Screen: String, Codable, Hashable, Sendable { case profile, settings }
  struct Unsaved: Hashable, Sendable {}

  let coder = SnapshotCoder().registering(Screen.self, as: "screen")

  final class Failures {
    var errors: [RestorationError] = []
  }

  func saved(_ routes: [Screen]) throws -> Data {
    let router = Router()
    router.visible.push(contentsOf: routes)
    return try coder.snapshot(of: router)
  }

  @Test func aSceneRestoresItsSavedStateOnce() throws {
    let router = Router()
    let restorer = SceneRestorer(router: router, coder: coder)

    restorer.restoreOnce(from: try saved([.profile, .settings]))
    #expect(router.depth == 2)

    router.popToRoot()
    restorer.restoreOnce(from: try saved([.profile]))
    #expect(router.depth == 0)
    #expect(restorer.hasRestored)
  }

  @Test func aSceneWithNothingSavedKeepsItsState() {
    let router = Router()
    router.push(Screen.profile)
    let restorer = SceneRestorer(router: router, coder: coder)
    #expect(restorer.restoreOnce(from: nil) == nil)
    #expect(router.depth == 1)
    #expect(restorer.hasRestored)
  }

  @Test(arguments: [Data("not json".utf8), Data("{}".utf8), Data()])
  func aSnapshotThatCannotBeRestoredChangesNothingAndIsReported(data: Data) {
    let router = Router()
    router.push(Screen.settings)
    let failures = Failures()
    let restorer = SceneRestorer(router: router, coder: coder) { failures.errors.append($0) }

    restorer.restoreOnce(from: data)

    #expect(router.depth == 1)
    #expect(failures.errors.count == 1)
  }

  @Test(arguments: [Data("not json".utf8), Data("{}".utf8), Data()])
  func aSnapshotThatCannotBeRestoredWithoutAHandlerGoesToTheRoutersOnFailure(data: Data) {
    let router = Router()
    router.push(Screen.settings)
    let failures = FailureLog(router)
    let restorer = SceneRestorer(router: router, coder: coder)

    #expect(restorer.restoreOnce(from: data) == nil)

    #expect(router.depth == 1)
    #expect(failures.calls == ["restoreOnce(from: \(data.count) bytes)"])
    #expect(failures.failures.first?.error is RestorationError)
    #expect(failures.failures.first?.source == .restoration)
  }

  @Test func aSnapshotThatCannotBeRestoredWithNoHandlerAtAllWritesTheRoutersWarning() {
    let router = Router()
    let warnings = WarningLog(router)
    let restorer = SceneRestorer(router: router, coder: coder)

    restorer.restoreOnce(from: Data("not json".utf8))

    #expect(warnings.lines.count == 1)
    #expect(
      warnings.lines.first?.hasPrefix("Waypoint: restoreOnce(from: 8 bytes) failed: ") == true)
  }

  @Test func aStateThatCannotBeSavedWithoutAHandlerGoesToTheRoutersOnFailure() {
    let router = Router()
    router.push(Unsaved())
    let failures = FailureLog(router)
    let restorer = SceneRestorer(router: router, coder: coder)

    #expect(restorer.snapshot() == nil)
    #expect(failures.calls == ["snapshot()"])
  }

  @Test func aStateThatCannotBeSavedSavesNothingAndIsReported() {
    let router = Router()
    router.push(Unsaved())
    let failures = Failures()
    let restorer = SceneRestorer(router: router, coder: coder) { failures.errors.append($0) }

    #expect(restorer.snapshot() == nil)
    #expect(failures.errors.count == 1)
  }

  @Test func everyCommittedChangeIsSavedAndRestoresTheSameTree() async throws {
    let router = Router()
    let restorer = SceneRestorer(router: router, coder: coder)
    let saving = AsyncStream.makeStream(of: Data?.self)
    let task = Task { await restorer.save { saving.continuation.yield($0) } }
    defer { task.cancel() }
    await Task.yield()

    router.push(Screen.profile)
    var snapshots = saving.stream.makeAsyncIterator()
    let first = try #require(await snapshots.next() ?? nil)

    let restored = Router()
    try coder.restore(restored, from: first)
    #expect(restored.state == router.state)
  }
}
