import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// Every way into a screen passes the guards: with a guard that denies the account
/// screen, no entry point may bring it into the tree or on screen.
@Suite("Security")
@MainActor
struct SecurityTests {
  nonisolated static let account = AnyRoute(Screen.account)

  /// A router whose explore tab already holds the account screen (from before the guard
  /// was on), and whose home tab holds profile >
  /// account > about, selected with a sheet "sheet" up; then the guard goes on. The
  /// warnings of the calls it denies are kept out of the test output.
  static func guardedRouter(guarded: Bool = true) throws -> Router {
    let router = Router(.twoTabs())
    router.warningSink = { _ in }
    try router.send(.push([AnyRoute(Screen.account)], on: "explore"))
    try router.send(
      .push(
        [AnyRoute(Screen.profile), AnyRoute(Screen.account), AnyRoute(Screen.about)], on: "home"))
    router.present(.sheet(Screen.settings, id: "sheet"))
    guard guarded else { return router }
    router.guards.add(
      NavigationGuard("account") { request in
        request.reachedRoutes.contains(account) ? .deny(reason: "account is locked") : .allow
      })
    return router
  }

  /// The entry points, each trying to reach the account screen.
  nonisolated static let entryPoints: [String: @MainActor @Sendable (Router) async throws -> Void] =
    [
      "push": { $0.push(Screen.account) },
      "push many": { $0.visible.push(contentsOf: [Screen.profile, Screen.account]) },
      "send push": { try $0.send(.push([AnyRoute(Screen.account)])) },
      "replace path": { try $0.send(.setPath([AnyRoute(Screen.account)], on: "sheet")) },
      "present": { $0.present(.sheet(Screen.account)) },
      "present with a path": { $0.present(.sheet(Screen.profile, path: [Screen.account])) },
      "select tab": { router in
        try router.send(.dismissTop)
        try router.send(.selectTab("explore"), source: .user)
      },
      "select tab in a batch": { try $0.send(.batch([.dismissTop, .selectTab("explore")])) },
      "pop to an entry": { router in
        let home = try #require((router.stack("home").state?.entries).map { Array($0) })
        try router.send(.batch([.dismissTop, .popTo(home[1].id, on: "home")]))
      },
      "pop revealing": { router in
        try router.send(.batch([.dismissTop, .pop(1, from: "home")]))
      },
      "targeted handle": { $0.stack("home").push(Screen.account) },
      "handle set path": { $0.stack("sheet").setPath([Screen.account]) },
      "handle present": { $0.stack("sheet").present(.fullScreenCover(Screen.account)) },
      "user swipe back": { router in
        let home = try #require((router.stack("home").state?.entries).map { Array($0) })
        try router.send(.dismissTop, source: .user)
        try router.send(.popTo(home[1].id, on: "home"), source: .user)
      },
      "user report": { router in
        router.report(.layerDismissed(holding: "sheet"))
        router.report(.back(stack: "home"))
      },
      "deep link": { router in
        var state = NavigationState.twoTabs()
        var ids = IDGenerator(startingAt: 1_000)
        try state.apply(.push([AnyRoute(Screen.account)], on: "explore"), ids: &ids)
        try state.apply(.selectTab("explore"), ids: &ids)
        try router.send(.replaceState(state), source: .deepLink)
      },
      "restoration": { router in
        var state = NavigationState.twoTabs()
        var ids = IDGenerator(startingAt: 1_000)
        try state.apply(.push([AnyRoute(Screen.account)]), ids: &ids)
        try router.send(.replaceState(state), source: .restoration)
      },
      "restore a snapshot": { router in
        let saved = Router(.twoTabs())
        try saved.send(.batch([.selectTab("explore"), .push([AnyRoute(Screen.account)])]))
        let screens = SnapshotCoder().registering(Screen.self, as: "screen")
        try screens.restore(router, from: try screens.snapshot(of: saved))
      },
      "open a deep link": { router in
        var links = LinkMap(schemes: ["myapp"])
        try links.register("account") { _ in .tab("explore", path: [Screen.account]) }
        router.open("myapp://account", with: links)
      },
      "async navigate": { try await $0.navigate(.push([AnyRoute(Screen.account)])) },
      "async resolution": { try await $0.visible.push(resolving: { Screen.account }) },
    ]

  /// Whether the account screen is on screen, or in the tree more often than at the start.
  static func reached(_ router: Router, before: Int) -> Bool {
    let state = router.state
    let top = state.visibleStack.entries.last?.route ?? state.visibleStack.root
    let count = state.allStacks.reduce(0) { total, stack in
      total + stack.entries.filter { $0.route == account }.count + (stack.root == account ? 1 : 0)
    }
    return top == account || count > before
  }

  @Test(arguments: entryPoints.keys.sorted())
  func noEntryPointReachesAGuardedRoute(_ name: String) async throws {
    let router = try Self.guardedRouter()
    let before = 2
    #expect(!Self.reached(router, before: before))
    try? await Self.entryPoints[name]?(router)
    await Task.yield()
    #expect(!Self.reached(router, before: before), "\(name) reached the account screen")
  }

  /// The table is only worth something if each entry point does reach the screen when
  /// nothing guards it.
  @Test func withoutTheGuardEveryEntryPointReachesTheRoute() async throws {
    var missed: [String] = []
    for (name, attempt) in Self.entryPoints {
      let router = try Self.guardedRouter(guarded: false)
      try await attempt(router)
      if !Self.reached(router, before: 2) { missed.append(name) }
    }
    #expect(missed.isEmpty, "did not reach: \(missed)")
  }

  @Test func noneOfTheWaysReachTheRoute() async throws {
    var reached: [String] = []
    for (name, attempt) in Self.entryPoints {
      let router = try Self.guardedRouter()
      try? await attempt(router)
      if Self.reached(router, before: 2) { reached.append(name) }
    }
    #expect(reached.count == 0, "reached by: \(reached)")
    #expect(Self.entryPoints.count >= 19)
  }
}
