import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

@MainActor
@Suite struct PlatformPushesTests {
  enum Screen: Hashable, Sendable { case list, detail, account }

  final class Calls {
    var resyncs = 0
    var failures: [NavigationFailure] = []
  }

  func router(_ calls: Calls) -> Router {
    let router = Router()
    router.push(Screen.list)
    router.onFailure = { calls.failures.append($0) }
    return router
  }

  @Test func aLinksPushIsTheUsersPushWithAnIDFromTheEngine() throws {
    let calls = Calls()
    let router = router(calls)
    let before = router.visibleStack.entries.map(\.id)
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    let pushes = PlatformPushes(router: router, stack: "main", namesRoutes: true)

    pushes.pathWritten(count: 2) { calls.resyncs += 1 }
    #expect(router.depth == 1)
    #expect(pushes.unnamed == 1)
    #expect(pushes.destinationAppeared(AnyRoute(Screen.detail)) { calls.resyncs += 1 })

    let entries = Array(router.visibleStack.entries)
    #expect(entries.map(\.route) == [AnyRoute(Screen.list), AnyRoute(Screen.detail)])
    #expect(entries.prefix(1).map(\.id) == before)
    #expect(!before.contains(try #require(entries.last).id))
    #expect(events.map(\.source) == [.user])
    #expect(pushes.unnamed == 0)
    #expect(calls.resyncs == 0)
    #expect(calls.failures.isEmpty)
  }

  @Test func aLinkAGuardRefusesIsDrawnBackAndReported() {
    let calls = Calls()
    let router = router(calls)
    router.guards.add(
      NavigationGuard("login") { request in
        request.action == .push([AnyRoute(Screen.account)], on: .stack("main"))
          ? .deny(reason: "log in first") : .allow
      })
    let pushes = PlatformPushes(router: router, stack: "main", namesRoutes: true)

    pushes.pathWritten(count: 2) { calls.resyncs += 1 }
    #expect(!pushes.destinationAppeared(AnyRoute(Screen.account)) { calls.resyncs += 1 })

    #expect(router.depth == 1)
    #expect(calls.resyncs == 1)
    #expect(calls.failures.count == 1)
    #expect(calls.failures.first?.source == .user)
  }

  @Test func aDestinationOfAnEntryTheRouterPushedChangesNothing() {
    let calls = Calls()
    let router = router(calls)
    let pushes = PlatformPushes(router: router, stack: "main", namesRoutes: true)
    var events = 0
    router.events.observe { _ in events += 1 }

    #expect(!pushes.destinationAppeared(AnyRoute(Screen.list)) { calls.resyncs += 1 })
    pushes.pathWritten(count: 1) { calls.resyncs += 1 }

    #expect(router.depth == 1)
    #expect(events == 0)
    #expect(calls.resyncs == 0)
  }

  @Test func aStackThatCannotNameRoutesDrawsALongerPathBackAndSaysWhy() {
    let calls = Calls()
    let router = router(calls)
    let pushes = PlatformPushes(router: router, stack: "main")

    pushes.pathWritten(count: 2) { calls.resyncs += 1 }

    #expect(router.depth == 1)
    #expect(calls.resyncs == 1)
    #expect(pushes.unnamed == 0)
    let error = calls.failures.first?.error as? UnnamedPushError
    #expect(error == UnnamedPushError(stack: "main", count: 1))
    #expect(error?.description.contains("routeDestination(for:destination:)") == true)
  }

  @Test func aShorterPathPopsAndForgetsTheUnnamedScreens() {
    let calls = Calls()
    let router = router(calls)
    router.push(Screen.detail)
    let pushes = PlatformPushes(router: router, stack: "main", namesRoutes: true)

    pushes.pathWritten(count: 3) { calls.resyncs += 1 }
    pushes.pathWritten(count: 1) { calls.resyncs += 1 }

    #expect(router.depth == 1)
    #expect(pushes.unnamed == 0)
    #expect(!pushes.destinationAppeared(AnyRoute(Screen.account)) { calls.resyncs += 1 })
    #expect(router.depth == 1)
  }

  @Test func aPushedPathThatKeptFewerEntriesPopsThenPushesInOneChange() throws {
    let router = Router()
    router.visible.push(contentsOf: [Screen.list, Screen.detail, Screen.detail])
    let first = try #require(Array(router.visibleStack.entries).first).id
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }

    #expect(
      router.report(.pathPushed(stack: "main", keeping: 1, routes: [AnyRoute(Screen.account)])))

    #expect(router.visibleStack.entries.map(\.route) == [Screen.list, .account].map(AnyRoute.init))
    #expect(Array(router.visibleStack.entries).first?.id == first)
    #expect(events.count == 1)
    #expect(events.first?.source == .user)
  }

  @Test(arguments: [-1, 3])
  func aPushedPathThatKeepsEntriesTheStackDoesNotHaveAsksForNothing(keeping: Int) {
    let router = Router()
    router.visible.push(contentsOf: [Screen.list, Screen.detail])
    let input = UserInput.pathPushed(stack: "main", keeping: keeping, routes: [AnyRoute(1)])
    #expect(router.state.action(for: input) == nil)
    #expect(router.state.action(for: .pathPushed(stack: "gone", keeping: 0, routes: [])) == nil)
  }

  @Test func aPushedPathWithoutRoutesIsAPathThatGotShorter() {
    let router = Router()
    router.visible.push(contentsOf: [Screen.list, Screen.detail])
    #expect(
      router.state.action(for: .pathPushed(stack: "main", keeping: 1, routes: []))
        == router.state.action(for: .pathChanged(stack: "main", count: 1)))
  }
}

@MainActor
@Suite struct RouterBoundTests {
  final class Made {
    let router: Router
    init(_ router: Router) { self.router = router }
  }

  @Test func theValueIsKeptForItsRouterAndMadeAgainForAnother() {
    var made = 0
    let bound = RouterBound { router in
      made += 1
      return Made(router)
    }
    let first = Router()
    let second = Router()

    let a = bound.value(for: first)
    #expect(bound.value(for: first) === a)
    let b = bound.value(for: second)
    #expect(b !== a)
    #expect(b.router === second)
    #expect(made == 2)
  }
}
