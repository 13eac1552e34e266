// Each deprecated spelling of the router and what hangs off it (handles, results, scopes,
// guards), checked to do what its replacement does. An app written against 0.1.0 must keep
// compiling and behaving the same. The tests are marked deprecated themselves, so the old
// spellings' deprecation warnings are silenced inside them and only there, even in a build
// with -warnings-as-errors.

import Testing
import Waypoint

@Suite("Deprecated router spellings")
@MainActor
struct DeprecatedRouterTests {
  private func inboxRouter() throws -> Router {
    Router(try NavigationState(tabs: ["inbox", "sent"], selected: "inbox"))
  }

  @available(*, deprecated, message: "uses StackHandle.router and StackHandle.target")
  @Test func aStackHandleEchoesTheRouterAndTargetItWasMadeFrom() throws {
    let router = try inboxRouter()
    #expect(router.stack("sent").router === router)
    #expect(router.stack("sent").target == .stack("sent"))
    #expect(router.visible.router === router)
    #expect(router.visible.target == .visible)
  }

  @available(
    *, deprecated, message: "uses StackHandle.exists, entries, last(of:) and entry(_:)"
  )
  @Test func aStackHandlesReadsAreReadsOfItsState() throws {
    let router = try inboxRouter()
    let inbox = router.stack("inbox")
    let ids = router.visible.push(contentsOf: [Mail.message(id: 1), Mail.compose, Mail.login])
    #expect(ids.count == 3)
    #expect(inbox.exists == (inbox.state != nil))
    #expect(inbox.exists)
    #expect(inbox.entries == inbox.state?.entries)
    #expect(inbox.depth == inbox.state?.depth)
    #expect(inbox.depth == 3)
    #expect(inbox.last(of: Mail.self) == inbox.routes(of: Mail.self).last)
    #expect(inbox.last(of: Int.self) == nil)
    for id in ids {
      #expect(inbox.entry(id) == inbox.state?.entries.first { $0.id == id })
      #expect(inbox.entry(id)?.route == router.screen(.entry(id)).route)
    }
    #expect(router.stack("sent").entry(ids[0]) == nil)

    // A stack that is not in the tree reads as absent, both ways.
    let missing = router.stack("drafts")
    #expect(!missing.exists && missing.state == nil)
    #expect(missing.entries.isEmpty)
    #expect(missing.depth == 0)
    #expect(missing.last(of: Mail.self) == nil)
    #expect(missing.entry(ids[0]) == nil)
  }

  @available(*, deprecated, message: "uses ScreenHandle.router, exists and entry")
  @Test func aScreenHandlesEchoesAreItsStackAndRoute() throws {
    let router = try inboxRouter()
    let id = try #require(router.push(Mail.message(id: 7)))
    let screen = router.screen(.entry(id))
    #expect(screen.router === router)
    #expect(screen.exists == (screen.stack != nil))
    #expect(screen.exists)
    #expect(screen.entry?.id == id)
    #expect(screen.entry?.route == screen.route)
    #expect(router.screen(.root("inbox")).entry == nil)
    #expect(router.screen(.root("inbox")).exists)

    router.pop()
    #expect(!screen.exists && screen.stack == nil)
    #expect(screen.entry == nil && screen.route == nil)
  }

  @available(*, deprecated, message: "uses PendingResult.isWaiting and PendingResult.screen")
  @Test func aPendingResultsEchoesAreItsOutcomeAndScreen() throws {
    let router = try inboxRouter()
    let id = try #require(router.push(Mail.pickRecipient))
    let picker = router.screen(.entry(id))
    let pending = try picker.expectResult(of: String.self)
    #expect(pending.screen == picker.id)
    #expect(pending.isWaiting == (pending.outcome == nil))
    #expect(pending.isWaiting)
    try picker.close(returning: "Ada")
    #expect(pending.isWaiting == (pending.outcome == nil))
    #expect(!pending.isWaiting)
    #expect(pending.outcome == .success("Ada"))
  }

  @available(*, deprecated, message: "uses ScreenScope.screen and ScreenScope.count")
  @Test func aScopesEchoesAreItsScreenAndWhatItHolds() throws {
    let router = try inboxRouter()
    let id = try #require(router.push(Mail.compose))
    let scope = router.screen(.entry(id)).scope
    #expect(scope.screen == .entry(id))
    #expect(router.screen(.root("sent")).scope.screen == .root("sent"))
    #expect(scope.count == 0)
    #expect(scope.value { 7 } == 7)
    scope[String.self] = "draft"
    #expect(scope.count == 2)
    #expect(scope[Int.self] == 7 && scope[String.self] == "draft")
    router.pop()
    #expect(scope.count == 0)
    #expect(scope[Int.self] == nil)
  }

  @available(*, deprecated, message: "uses PendingNavigation.holder")
  @Test func aPendingNavigationsHolderIsTheLayerItsRedirectPresented() throws {
    let router = try inboxRouter()
    let loggedIn = false
    router.guards.add(
      .authentication(
        isLoggedIn: { loggedIn }, requiresLogin: { $0.value(as: Mail.self) == .account },
        login: .sheet(Mail.login, id: "login")))
    #expect(router.push(Mail.account) == nil)
    #expect(router.guards.pending?.holder == "login")
    #expect(router.visibleStack.id == "login")
    // The holder's layer going drops the pending navigation.
    router.dismiss()
    #expect(router.guards.pending == nil)

    // A redirect that presents nothing has no holder.
    let plain = try inboxRouter()
    plain.guards.add(
      NavigationGuard("later") { request in
        request.action == .push([AnyRoute(Mail.account)], on: .visible)
          ? .redirect(.push([AnyRoute(Mail.login)]), keepsPending: true) : .allow
      })
    #expect(plain.push(Mail.account) == nil)
    #expect(plain.guards.pending != nil)
    #expect(plain.guards.pending?.holder == nil)
  }

  @available(*, deprecated, message: "uses NavigationGuard.name")
  @Test func aGuardsNameIsTheNameItWasGivenAndTheOneItsDenialsCarry() throws {
    let router = try inboxRouter()
    let closed = NavigationGuard("closed") { _ in .deny(reason: "closed") }
    let login = NavigationGuard.authentication(
      isLoggedIn: { false }, requiresLogin: { _ in true }, login: .sheet(Mail.login, id: "login"))
    #expect(closed.name == "closed")
    #expect(login.name == "authentication")
    #expect(
      NavigationGuard.async("ask", when: { _ in true }, decide: { _ in .allow }).name == "ask")
    router.guards.add(closed)
    #expect(throws: NavigationError.denied(guard: closed.name, reason: "closed")) {
      try router.send(.push([AnyRoute(Mail.compose)]))
    }
  }

  @available(*, deprecated, message: "uses GuardRequest.visibleRoute")
  @Test func aRequestsVisibleRouteIsTheTopOfTheProposedVisibleStack() throws {
    let router = try inboxRouter()
    var seen: [Bool] = []
    router.guards.add(
      NavigationGuard("watch") { request in
        let top = request.proposed.visibleStack
        seen.append(request.visibleRoute == (top.entries.last?.route ?? top.root))
        return .allow
      })
    router.push(Mail.message(id: 1))
    router.present(.sheet(Mail.compose, id: "compose"))
    router.dismiss()
    router.pop()
    router.selectTab("sent")
    #expect(seen == [true, true, true, true, true])
  }
}
