import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

@MainActor
@Suite struct StackHostLifetimeTests {
  final class Model {}

  /// A router with a sheet "compose" on the home tab, one screen pushed on it, and a model
  /// in that screen's scope.
  func routerWithSheet() throws -> (Router, ScreenScope) {
    let router = Router(.twoTabs())
    router.present(.sheet(Screen.editor, id: "compose"))
    router.stack("compose").push(Screen.profile)
    let entry = try #require(router.stack("compose").state?.entries.last)
    let scope = router.screen(.entry(entry.id)).scope
    _ = scope.value { Model() }
    return (router, scope)
  }

  /// A lifetime that appeared while `stack` was in the router's tree.
  func appeared(_ stack: StackID, in router: Router) -> StackHostLifetime {
    var lifetime = StackHostLifetime(stack: stack)
    lifetime.appeared(stackExists: router.stack(stack).state != nil)
    return lifetime
  }

  @Test func aSheetWhoseHostWentAwayIsDismissedAndItsScopesReleased() throws {
    let (router, scope) = try routerWithSheet()
    weak let model = scope[Model.self]
    var sources: [NavigationSource] = []
    router.events.observe { sources.append($0.source) }
    var lifetime = appeared("compose", in: router)
    #expect(lifetime.isArmed)

    let input = lifetime.disappeared(in: router.state, coversAvailable: true)
    #expect(input == .layerDismissed(holding: "compose"))
    if let input { router.report(input) }

    #expect(router.stack("compose").state == nil)
    #expect(router.visibleLayers.isEmpty)
    #expect(scope.isReleased)
    #expect(model == nil)
    #expect(sources == [.user])
    #expect(!lifetime.isArmed)
    #expect(lifetime.disappeared(in: router.state, coversAvailable: true) == nil)
  }

  @Test func theStacksOfTheWindowAreNeverReleased() throws {
    let router = Router(.twoTabs())
    router.stack("home").push(Screen.profile)
    for tab in ["home", "explore"] as [StackID] {
      var lifetime = appeared(tab, in: router)
      #expect(lifetime.disappeared(in: router.state, coversAvailable: true) == nil)
    }
    var main = StackHostLifetime(stack: "main")
    main.appeared(stackExists: Router().stack("main").state != nil)
    #expect(main.disappeared(in: Router().state, coversAvailable: true) == nil)
  }

  @Test func aStackThatLeftTheTreeIsNotReleasedAgain() throws {
    let (router, _) = try routerWithSheet()
    var lifetime = appeared("compose", in: router)
    router.dismiss()
    lifetime.stackExistenceChanged(false)
    // The app presents a new sheet with the same ID before the old host goes away.
    router.present(.sheet(Screen.settings, id: "compose"))
    lifetime.stackExistenceChanged(true)

    #expect(lifetime.disappeared(in: router.state, coversAvailable: true) == nil)
    #expect(router.stack("compose").state != nil)
  }

  @Test func aHostThatAppearedBeforeItsStackExistedReleasesNothing() throws {
    let router = Router(.twoTabs())
    var lifetime = StackHostLifetime(stack: "compose")
    lifetime.appeared(stackExists: router.stack("compose").state != nil)
    router.present(.sheet(Screen.editor, id: "compose"))
    #expect(lifetime.disappeared(in: router.state, coversAvailable: true) == nil)
  }

  @Test func aStackUnderAFullScreenCoverIsOnlyHidden() throws {
    let (router, _) = try routerWithSheet()
    router.present(.fullScreenCover(Screen.about, id: "cover"))
    var lifetime = appeared("compose", in: router)
    #expect(lifetime.disappeared(in: router.state, coversAvailable: true) == nil)
    #expect(router.stack("compose").state != nil)

    // Where covers are sheets (macOS), the views below stay on screen: going away is real.
    lifetime.appeared(stackExists: true)
    #expect(
      lifetime.disappeared(in: router.state, coversAvailable: false)
        == .layerDismissed(holding: "compose"))
  }

  @Test func aStackUnderASheetIsReleasedWithTheLayersAboveIt() throws {
    let (router, _) = try routerWithSheet()
    router.present(.sheet(Screen.about, id: "second"))
    var lifetime = appeared("compose", in: router)
    let released = lifetime.disappeared(in: router.state, coversAvailable: true)
    let input = try #require(released)
    router.report(input)
    #expect(router.state.sortedStackIDs == ["explore", "home"])
  }

  @Test func theHiddenTabOfALayerIsOnlyHidden() throws {
    let router = Router()
    try router.present(
      Presentation(
        style: .sheet,
        content: .tabs([StackSpec(id: "inbox"), StackSpec(id: "sent")], selected: "inbox")))
    var inbox = appeared("inbox", in: router)
    var sent = appeared("sent", in: router)
    router.selectTab("sent")

    #expect(inbox.disappeared(in: router.state, coversAvailable: true) == nil)
    #expect(
      sent.disappeared(in: router.state, coversAvailable: true)
        == .layerDismissed(holding: "sent"))
  }

  @Test func aLayerPresentedByAHiddenTabIsOnlyHidden() throws {
    let router = Router(.twoTabs())
    router.present(.sheet(Screen.editor, id: "compose"))
    var lifetime = appeared("compose", in: router)
    // The program selects the other tab; its sheet is no longer on screen.
    try router.send(.selectTab("explore"))
    #expect(router.stack("compose").state != nil)
    #expect(lifetime.disappeared(in: router.state, coversAvailable: true) == nil)
  }

  @Test func aHostThatShowsAnotherStackFollowsIt() throws {
    let router = Router()
    try router.present(
      Presentation(
        style: .sheet,
        content: .tabs([StackSpec(id: "inbox"), StackSpec(id: "sent")], selected: "inbox")))
    var lifetime = appeared("inbox", in: router)
    router.selectTab("sent")
    lifetime.show("sent", stackExists: true)
    #expect(lifetime.stack == "sent")
    #expect(
      lifetime.disappeared(in: router.state, coversAvailable: true)
        == .layerDismissed(holding: "sent"))
  }

  @Test func aGuardThatRefusesTheReleaseKeepsTheLayer() throws {
    let (router, scope) = try routerWithSheet()
    router.guards.add(
      NavigationGuard("unsaved") { request in
        request.leavingScreens.isEmpty ? .allow : .deny(reason: "unsaved draft")
      })
    let failures = FailureLog(router)
    var resyncs = 0
    var lifetime = appeared("compose", in: router)

    let released = lifetime.disappeared(in: router.state, coversAvailable: true)
    let input = try #require(released)
    router.report(input) { resyncs += 1 }

    #expect(router.stack("compose").state != nil)
    #expect(!scope.isReleased)
    #expect(failures.errors == [.denied(guard: "unsaved", reason: "unsaved draft")])
    #expect(resyncs == 1)
  }
}
