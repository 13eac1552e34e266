import Testing
import Waypoint
import WaypointTestSupport

/// Where a test makes its convenience calls: on the router, on its visible-stack handle, or
/// on a handle that names the visible stack. All three behave the same; only the call's
/// text in a failure differs (a named handle's starts with `stack("main").`).
enum CallSurface: String, CaseIterable, CustomStringConvertible {
  case router, visibleHandle, namedHandle

  var description: String { rawValue }

  /// How a failed call on this surface is named: `call` as written on the router.
  func name(_ call: String) -> String {
    self == .namedHandle ? #"stack("main")."# + call : call
  }

  @MainActor
  func push(_ route: some Hashable & Sendable, on router: Router) -> EntryID? {
    switch self {
    case .router: router.push(route)
    case .visibleHandle: router.visible.push(route)
    case .namedHandle: router.stack("main").push(route)
    }
  }

  @MainActor
  func push(contentsOf routes: [any Hashable & Sendable], on router: Router) -> [EntryID] {
    switch self {
    case .router: router.visible.push(contentsOf: routes)
    case .visibleHandle: router.visible.push(contentsOf: routes)
    case .namedHandle: router.stack("main").push(contentsOf: routes)
    }
  }

  @MainActor
  func pop(_ count: Int, on router: Router) -> Int {
    switch self {
    case .router: router.pop(count)
    case .visibleHandle: router.visible.pop(count)
    case .namedHandle: router.stack("main").pop(count)
    }
  }

  @MainActor
  func popToRoot(on router: Router) -> Int {
    switch self {
    case .router: router.popToRoot()
    case .visibleHandle: router.visible.popToRoot()
    case .namedHandle: router.stack("main").popToRoot()
    }
  }

  @MainActor
  func present(_ presentation: Presentation, on router: Router) -> Bool {
    switch self {
    case .router: router.present(presentation)
    case .visibleHandle: router.visible.present(presentation)
    case .namedHandle: router.stack("main").present(presentation)
    }
  }
}

@Suite("The failure rule")
@MainActor
struct FailureRuleTests {
  /// A router on `main` with a guard that refuses the beta screen, and one screen pushed.
  func guardedRouter() -> Router {
    let router = Router()
    router.push(Screen.profile)
    router.guards.add(
      NavigationGuard("closed") { request in
        request.reachedRoutes.contains(AnyRoute(Screen.beta))
          ? .deny(reason: "beta is closed") : .allow
      })
    return router
  }

  static let denied = NavigationError.denied(guard: "closed", reason: "beta is closed")

  // MARK: With a handler

  @Test(arguments: CallSurface.allCases)
  func aDeniedCallGoesToTheHandlerNamingTheCall(_ surface: CallSurface) {
    let router = guardedRouter()
    let before = router.state
    let failures = FailureLog(router)
    let warnings = WarningLog(router)

    #expect(surface.push(Screen.beta, on: router) == nil)
    #expect(surface.push(contentsOf: [Screen.about, Screen.beta], on: router).isEmpty)
    #expect(!surface.present(.sheet(Screen.beta, id: "beta"), on: router))

    #expect(router.state == before)
    #expect(
      failures.calls == [
        surface.name("push(Screen.beta)"),
        surface.name("push(contentsOf: [Screen.about, Screen.beta])"),
        surface.name(#"present(.sheet(Screen.beta, id: "beta"))"#),
      ])
    #expect(failures.errors == [Self.denied, Self.denied, Self.denied])
    #expect(failures.failures.allSatisfy { $0.source == .program })
    #expect(warnings.lines.isEmpty)
  }

  @Test(arguments: CallSurface.allCases)
  func aNegativePopGoesToTheHandler(_ surface: CallSurface) {
    let router = Router()
    router.push(Screen.profile)
    let failures = FailureLog(router)

    #expect(surface.pop(-1, on: router) == 0)

    #expect(router.depth == 1)
    #expect(failures.calls == [surface.name("pop(-1)")])
    #expect(failures.errors == [.negativeCount(-1)])
    #expect(
      failures.failures.first?.description == surface.name("pop(-1)")
        + " failed: count must be 0 or more; got -1")
  }

  @Test func aMissingStackGoesToTheHandler() {
    let router = Router(.twoTabs())
    let failures = FailureLog(router)
    let missing = NavigationError.stackNotFound("nowhere", existing: ["explore", "home"])

    #expect(router.stack("nowhere").push(Screen.about) == nil)
    #expect(router.stack("nowhere").pop() == 0)
    #expect(!router.stack("nowhere").dismiss())
    #expect(!router.selectTab("nowhere"))

    #expect(
      failures.calls == [
        #"stack("nowhere").push(Screen.about)"#, #"stack("nowhere").pop(1)"#,
        #"stack("nowhere").dismiss()"#, #"selectTab("nowhere")"#,
      ])
    #expect(failures.errors == [missing, missing, missing, missing])
    #expect(router.state == .twoTabs())
  }

  // MARK: Without a handler

  @Test(arguments: CallSurface.allCases)
  func withoutAHandlerTheWarningReachesTheSink(_ surface: CallSurface) {
    let router = guardedRouter()
    let warnings = WarningLog(router)

    #expect(surface.push(Screen.beta, on: router) == nil)
    #expect(surface.pop(-1, on: router) == 0)

    #expect(
      warnings.lines == [
        "Waypoint: \(surface.name("push(Screen.beta)")) failed: navigation denied by guard "
          + #""closed": beta is closed"#,
        "Waypoint: \(surface.name("pop(-1)")) failed: count must be 0 or more; got -1",
      ])
    #expect(router.depth == 1)
  }

  @Test func aMissingStackWithoutAHandlerIsAWarning() {
    let router = Router()
    let warnings = WarningLog(router)
    router.stack("settings").push(Screen.about)
    #expect(
      warnings.lines == [
        #"Waypoint: stack("settings").push(Screen.about) failed: no stack named "settings"; "#
          + "stacks: main"
      ])
  }

  @Test func aLinkThatFailsWithoutAHandlerIsAWarning() throws {
    let router = Router()
    let warnings = WarningLog(router)
    var links = LinkMap(schemes: ["myapp"])
    try links.register("about") { _ in .stack("main", path: [Screen.about]) }

    #expect(!router.open("myapp://abuot", with: links))

    #expect(warnings.lines.count == 1)
    #expect(
      warnings.lines.first?.hasPrefix(
        #"Waypoint: open("myapp://abuot") failed: no pattern matches "myapp://abuot""#) == true)
  }

  @Test func aHandlerSetLaterTakesOverFromTheWarning() {
    let router = Router()
    let warnings = WarningLog(router)
    router.pop(-1)
    let failures = FailureLog(router)
    router.pop(-2)
    #expect(warnings.lines.count == 1)
    #expect(failures.calls == ["pop(-2)"])
  }

  // MARK: Asynchronous guards

  @Test func aCallRefusedByAnAsynchronousGuardIsReportedWhenItIsDecided() async {
    let router = Router()
    router.guards.add(
      .async("confirm", when: { $0.addedRoutes.contains(AnyRoute(Screen.beta)) }) { _ in
        .deny(reason: "not now")
      })
    let failure = await withCheckedContinuation { continuation in
      router.onFailure = { continuation.resume(returning: $0) }
      #expect(router.push(Screen.beta) == nil)
    }
    #expect(failure.call.description == "push(Screen.beta)")
    #expect(failure.error as? NavigationError == .denied(guard: "confirm", reason: "not now"))
    #expect(router.depth == 0)
  }

  // MARK: The typed path

  @Test func theTypedPathThrowsAndReportsNothing() {
    let router = guardedRouter()
    let failures = FailureLog(router)
    let warnings = WarningLog(router)

    #expect(
      error { () throws(NavigationError) in try router.send(.pop(-1)) } == .negativeCount(-1))
    #expect(
      error { () throws(NavigationError) in try router.send(.push([AnyRoute(Screen.beta)])) }
        == Self.denied)
    #expect(
      error { () throws(NavigationError) in try router.send(.dismissLayer(holding: "main")) }
        == .notInLayer("main"))

    #expect(failures.failures.isEmpty)
    #expect(warnings.lines.isEmpty)
  }

  // MARK: Removing nothing

  @Test(arguments: CallSurface.allCases)
  func aPopOrDismissThatRemovesNothingReportsNothingAndEmitsNothing(_ surface: CallSurface) {
    let router = guardedRouter()
    router.popToRoot()
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    let failures = FailureLog(router)
    let warnings = WarningLog(router)

    #expect(surface.pop(1, on: router) == 0)
    #expect(surface.pop(0, on: router) == 0)
    #expect(surface.popToRoot(on: router) == 0)
    #expect(!router.dismiss())
    #expect(!router.visible.dismiss())
    #expect(!router.stack("main").dismissPresented())

    #expect(events.isEmpty)
    #expect(failures.failures.isEmpty)
    #expect(warnings.lines.isEmpty)
  }

  @Test func anActionThatChangesNothingAsksNoGuardAndEmitsNoEvent() throws {
    let router = Router(.twoTabs())
    var asked = 0
    router.guards.add(
      NavigationGuard("counts") { _ in
        asked += 1
        return .deny(reason: "never")
      })
    var events = 0
    router.events.observe { _ in events += 1 }

    let unchanged = try router.send(.batch([.pop(3), .dismissTop, .popToRoot("explore")]))

    #expect(unchanged.changes.isEmpty)
    #expect(unchanged.state == router.state)
    #expect(asked == 0)
    #expect(events == 0)
  }

  @Test func aNoOpDoesNotCancelTheNavigationAGuardIsDeciding() async throws {
    let gate = Gate()
    let router = Router()
    router.guards.add(
      .async("slow", when: { $0.addedRoutes.contains(AnyRoute(Screen.account)) }) { _ in
        await gate.wait()
      })
    let pending = Task { try await router.navigate(.push([AnyRoute(Screen.account)])) }
    await gate.waitUntilAsked()

    #expect(router.pop() == 0)
    #expect(try router.send(.dismissTop).changes.isEmpty)
    gate.answer(.allow)

    #expect(await pending.result.navigationError == nil)
    #expect(router.state.path("main") == ["account"])
  }

  @Test func aQueuedPopIsDecidedAfterThePushBeforeIt() async throws {
    let gate = Gate()
    let router = Router()
    router.guards.add(
      .async("slow", when: { $0.addedRoutes.contains(AnyRoute(Screen.account)) }) { _ in
        await gate.wait()
      })
    router.guards.policy = .queue
    let push = Task { try await router.navigate(.push([AnyRoute(Screen.account)])) }
    await gate.waitUntilAsked()
    // Nothing to pop yet; queued, the pop is decided once the push is in.
    #expect(router.pop() == 0)
    for _ in 0..<10 { await Task.yield() }
    gate.answer(.allow)
    #expect(await push.result.navigationError == nil)
    for _ in 0..<1_000 where router.depth > 0 { await Task.yield() }
    #expect(router.state.path("main") == [])
  }

  // MARK: The failure value

  @Test func aFailureSaysWhichCallFailedAndWhy() {
    let failure = NavigationFailure(
      call: NavigationCall("push", arguments: [.init(value: "Screen.beta")]), error: Self.denied,
      source: .user)
    #expect(
      failure.description
        == #"push(Screen.beta) failed: navigation denied by guard "closed": beta is closed"#)
    #expect(failure.source == .user)
  }

  @Test(arguments: [
    (AnyRoute(Screen.profile), "push(Screen.profile)"),
    (AnyRoute(Article(id: 3)), "push(article 3)"),
    (AnyRoute("inbox"), #"push("inbox")"#),
    (AnyRoute(7), "push(7)"),
  ])
  func aCallNamesItsRouteAsWrittenInCode(route: AnyRoute, call: String) {
    let router = Router()
    router.guards.add(NavigationGuard("no") { _ in .deny(reason: "no") })
    let failures = FailureLog(router)
    router.push(route)
    #expect(failures.calls == [call])
  }
}
