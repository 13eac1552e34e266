import Testing
import Waypoint
import WaypointTestSupport

@Suite("Stack handles")
@MainActor
struct StackHandleTests {
  /// Tabs home (selected) and explore, and a compose sheet on home holding
  /// profile > article 1 > profile > article 2.
  func composeRouter() -> Router {
    let router = Router(.twoTabs())
    router.present(.sheet(Screen.editor, id: "compose"))
    router.stack("compose").push(contentsOf: [
      Screen.profile, Article(id: 1), Screen.profile, Article(id: 2),
    ])
    return router
  }

  // MARK: Typed reads

  @Test func pushReturnsTheNewEntrysID() {
    let router = Router()
    let first = router.push(Screen.profile)
    let second = router.stack("main").push(Screen.about)
    #expect(first != nil)
    #expect(router.visibleStack.entries.map(\.id) == [first, second].compactMap { $0 })
    let many = router.visible.push(contentsOf: [Screen.settings, Article(id: 4)])
    #expect(many == Array(router.visibleStack.entries).suffix(2).map(\.id))
    #expect(router.visible.push(contentsOf: []).isEmpty)
  }

  @Test func aPushAGuardRedirectedReturnsNoID() {
    let router = Router()
    router.guards.add(
      NavigationGuard("moved") { request in
        request.addedRoutes.contains(AnyRoute(Screen.beta))
          ? .redirect(.push([AnyRoute(Screen.fallback)])) : .allow
      })
    #expect(router.push(Screen.beta) == nil)
    #expect(router.state.path("main") == ["fallback"])
  }

  @Test func anEntryIsFoundByItsIDOnItsStackAndAnywhereThroughItsScreen() throws {
    let router = composeRouter()
    let homeID = try #require(router.stack("home").push(Screen.settings))
    let compose = router.stack("compose")
    let second = try #require(compose.state.map { Array($0.entries)[1] })

    #expect(compose.state?.entries.first { $0.id == second.id } == second)
    #expect(compose.state?.entries.first { $0.id == homeID } == nil)
    #expect(router.screen(.entry(second.id)).route == second.route)
    #expect(router.screen(.entry(homeID)).route == AnyRoute(Screen.settings))
    #expect(router.screen(.entry(homeID)).stack == "home")
    compose.popToRoot()
    #expect(compose.state?.entries.first { $0.id == second.id } == nil)
    #expect(router.screen(.entry(second.id)).route == nil)
  }

  @Test func routesOfOneTypeComeBottomFirst() {
    let router = composeRouter()
    let compose = router.stack("compose")
    #expect(compose.routes(of: Screen.self) == [.profile, .profile])
    #expect(compose.routes(of: Article.self) == [Article(id: 1), Article(id: 2)])
    #expect(compose.routes(of: String.self).isEmpty)
    #expect(compose.routes(of: Article.self).last == Article(id: 2))
    #expect(router.stack("explore").routes(of: Screen.self).isEmpty)
    #expect(router.stack("missing").routes(of: Screen.self).isEmpty)
  }

  @Test func theVisibleHandleFollowsTheStackOnTop() {
    let router = Router(.twoTabs())
    let visible = router.visible
    #expect(visible.state?.id == "home")
    router.selectTab("explore")
    #expect(visible.state?.id == "explore")
    router.present(.sheet(Screen.about, id: "about"))
    #expect(visible.state?.id == "about")
    #expect(router.stack("about").state?.id == "about")
  }

  // MARK: Popping back to a route

  @Test func popToLastPopsBackToTheNearestEntryWithTheRoute() throws {
    let router = composeRouter()
    let compose = router.stack("compose")
    let nearest = try #require(compose.state.map { Array($0.entries)[2] })
    var events = 0
    router.events.observe { _ in events += 1 }

    #expect(compose.pop(toLast: Screen.profile) == 1)

    #expect(compose.state?.entries.last == nearest)
    #expect(events == 1)
    // Already on top: nothing to pop, nothing reported, no event.
    #expect(compose.pop(toLast: Screen.profile) == 0)
    #expect(events == 1)
    #expect(compose.pop(toLast: Article(id: 1)) == 1)
    #expect(compose.routes(of: Article.self) == [Article(id: 1)])
  }

  @Test func popToLastWhereUsesThePredicate() {
    let router = composeRouter()
    let compose = router.stack("compose")
    #expect(compose.pop(toLastWhere: { $0.value(as: Article.self)?.id == 1 }) == 2)
    #expect(compose.state?.entries.last?.route == AnyRoute(Article(id: 1)))
  }

  @Test func aRouteThatIsNotOnTheStackIsReportedAndNothingChanges() {
    let router = composeRouter()
    let before = router.state
    var events = 0
    router.events.observe { _ in events += 1 }
    let failures = FailureLog(router)

    #expect(router.stack("compose").pop(toLast: Screen.about) == 0)
    #expect(router.visible.pop(toLastWhere: { $0.value(as: Int.self) != nil }) == 0)

    #expect(router.state == before)
    #expect(events == 0)
    #expect(
      failures.calls == [#"stack("compose").pop(toLast: Screen.about)"#, "pop(toLastWhere:)"])
    let routes = ["Screen.profile", "article 1", "Screen.profile", "article 2"]
    #expect(
      failures.errors == [
        .noMatchingEntry("Screen.about", stack: "compose", routes: routes),
        .noMatchingEntry("the predicate", stack: "compose", routes: routes),
      ])
    #expect(
      failures.errors.first?.description
        == #"no entry in stack "compose" matches Screen.about; its routes, bottom first: "#
        + "Screen.profile, article 1, Screen.profile, article 2; pop back to one of them, or "
        + "push the screen instead")
  }

  @Test func aDeepStackNamesItsTopTenRoutes() {
    let router = Router()
    router.visible.push(contentsOf: Array(0..<25))
    let failures = FailureLog(router)
    #expect(router.visible.pop(toLast: Screen.about) == 0)
    #expect(
      failures.errors == [
        .noMatchingEntry(
          "Screen.about", stack: "main", routes: ["…"] + (15..<25).map(String.init))
      ])
  }

  @Test func popToLastOnAMissingStackIsReported() {
    let router = Router()
    let failures = FailureLog(router)
    #expect(router.stack("compose").pop(toLast: Screen.about) == 0)
    #expect(failures.errors == [.stackNotFound("compose", existing: ["main"])])
  }

  // MARK: Dismissing

  @Test func dismissClosesTheLayerThatHoldsTheStack() {
    let router = composeRouter()
    router.stack("compose").present(.fullScreenCover(Screen.about, id: "preview"))
    #expect(router.stack("compose").dismiss())
    #expect(router.stack("compose").state == nil)
    #expect(router.stack("preview").state == nil)
    #expect(router.visibleStack.id == "home")
  }

  @Test func dismissOnATabOfAPresentedTabContainerClosesTheContainer() {
    let router = Router()
    router.present(
      Presentation(
        style: .sheet,
        content: .tabs([StackSpec(id: "inbox"), StackSpec(id: "sent")], selected: "inbox")))
    #expect(router.stack("sent").dismiss())
    #expect(router.state.sortedStackIDs == ["main"])
  }

  @Test func dismissOnAStackThatIsNotInALayerIsReported() {
    let router = composeRouter()
    let before = router.state
    let failures = FailureLog(router)

    #expect(!router.stack("home").dismiss())

    #expect(router.state == before)
    #expect(failures.calls == [#"stack("home").dismiss()"#])
    #expect(failures.errors == [.notInLayer("home")])
    #expect(
      failures.errors.first?.description
        == #"stack "home" is not in a presented layer, so there is no layer to dismiss; "#
        + "to close what it presents, use dismissPresented()")
  }

  @Test func dismissPresentedClosesWhatTheStackPresentsAndKeepsTheStack() {
    let router = composeRouter()
    router.stack("compose").present(.sheet(Screen.about, id: "preview"))

    #expect(router.stack("compose").dismissPresented())
    #expect(router.stack("compose").state != nil)
    #expect(router.stack("preview").state == nil)
    #expect(router.stack("home").dismissPresented())
    #expect(router.stack("compose").state == nil)
    #expect(!router.stack("home").dismissPresented())
  }

  @Test func theVisibleHandleDismissesTheTopLayer() {
    let router = composeRouter()
    router.stack("compose").present(.sheet(Screen.about, id: "preview"))
    #expect(router.visible.dismiss())
    #expect(router.visibleStack.id == "compose")
    #expect(router.dismiss())
    #expect(router.visibleStack.id == "home")
  }

  // MARK: Paths

  @Test func setPathSaysWhetherItApplied() {
    let router = composeRouter()
    let failures = FailureLog(router)
    #expect(router.stack("compose").setPath([Screen.about]))
    #expect(router.stack("compose").routes(of: Screen.self) == [.about])
    #expect(!router.stack("gone").setPath([Screen.about]))
    #expect(failures.calls == [#"stack("gone").setPath([Screen.about])"#])
  }
}
