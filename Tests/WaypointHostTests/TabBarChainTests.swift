import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// A custom tab bar's one presentation chain: only the selected tab presents, a hidden tab's
/// layers wait for it, and one transition runs at a time.
@MainActor
@Suite struct TabBarChainTests {
  enum Screen: Hashable, Sendable { case compose, search, login }

  /// Tabs `home` (selected) and `inbox`, each presenting a sheet, as after a restore.
  func router() throws -> Router {
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "home"))
    router.stack("home").present(.sheet(Screen.compose, id: "compose"))
    router.stack("inbox").present(.sheet(Screen.search, id: "search"))
    #expect(router.stack("search").state != nil)
    return router
  }

  /// Finishes every step the host starts, with the reports the views send: a presented
  /// layer's appearance probe reports it `appeared`; a dismissed layer's content disappears,
  /// then the `onDismiss` of the modifier that presented it reports the dismissal over.
  func settle(_ host: PresentationHost) {
    var steps = 0
    while let step = host.planner.inFlight, steps < 10 {
      steps += 1
      switch step {
      case .present(let layer): host.appeared(layer.id)
      case .dismiss(let layers), .replace(let layers, _): finishDismissal(of: layers, in: host)
      }
    }
  }

  /// Reports the dismissal of `layers` over, top first, as their views do.
  func finishDismissal(of layers: [HostedLayer], in host: PresentationHost) {
    for layer in layers.reversed() { host.disappeared(layer.id) }
    for layer in layers.reversed() {
      host.dismissed(presentedBy: layer.presenter, as: layer.container)
    }
  }

  @Test func theBarsTabsJoinItsChainAndLayerStacksDoNot() throws {
    let chain = TabBarChain(router: try router(), anchor: nil, coversAvailable: true)
    #expect(chain.includes("home"))
    #expect(chain.includes("inbox"))
    #expect(!chain.includes("compose"))
    #expect(!TabBarChain(router: Router(), anchor: nil, coversAvailable: true).includes("main"))
  }

  @Test func onlyTheSelectedTabPresentsAndAHiddenTabNever() throws {
    let router = try router()
    let chain = TabBarChain(router: router, anchor: nil, coversAvailable: true)

    chain.host.update()
    settle(chain.host)

    #expect(chain.host.layer(presentedBy: "home", as: .sheet)?.id == "compose")
    #expect(chain.host.layer(presentedBy: "inbox", as: .sheet) == nil)
  }

  @Test func selectingATabReplacesTheLeftTabsLayersWithItsOwnInOneTransition() throws {
    let router = try router()
    let chain = TabBarChain(router: router, anchor: nil, coversAvailable: true)
    chain.host.update()
    settle(chain.host)

    router.selectTab("inbox")
    chain.host.update()

    // One transition: the left tab's sheet goes, then the selected tab's comes.
    guard case .replace(let leaving, let coming)? = chain.host.planner.inFlight else {
      Issue.record("expected the home tab's sheet to be replaced by the inbox tab's")
      return
    }
    #expect(leaving.map(\.id) == ["compose"])
    #expect(coming.id == "search")
    #expect(chain.host.layer(presentedBy: "inbox", as: .sheet) == nil)
    // The left tab's sheet content disappearing does not end its dismissal: its modifier's
    // `onDismiss` does, and only then is the selected tab's sheet presented.
    chain.host.disappeared("compose")
    #expect(chain.host.layer(presentedBy: "inbox", as: .sheet) == nil)
    chain.host.dismissed(presentedBy: "home", as: .sheet)
    #expect(chain.host.planner.inFlight == .present(coming))
    settle(chain.host)
    #expect(chain.host.layer(presentedBy: "inbox", as: .sheet)?.id == "search")
    #expect(chain.host.layer(presentedBy: "home", as: .sheet) == nil)
    // The engine kept the left tab's sheet: it comes back with its tab.
    #expect(router.stack("compose").state != nil)
  }

  @Test func aSheetAGuardRedirectsToOnTheSelectedTabIsPresented() throws {
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "home"))
    let chain = TabBarChain(router: router, anchor: nil, coversAvailable: true)
    chain.host.update()
    #expect(chain.host.planner.inFlight == nil)

    router.present(.sheet(Screen.login, id: "login"))
    chain.host.update()
    settle(chain.host)

    #expect(chain.host.layer(presentedBy: "home", as: .sheet)?.id == "login")
  }

  @Test func theDetailColumnOfASplitTabJoinsTheChain() throws {
    let mail = try SplitContainer(
      sidebar: StackState(id: "mailboxes"), detail: StackState(id: "message"))
    let router = Router(
      try NavigationState(
        content: .tabs(
          TabContainer(tabs: [.stack(StackState(id: "home")), .split(mail)], selected: "home"))))
    let chain = TabBarChain(router: router, anchor: nil, coversAvailable: true)
    #expect(chain.includes("home"))
    #expect(chain.includes("mailboxes"))
    #expect(chain.includes("message"))
    router.stack("home").present(.sheet(Screen.compose, id: "compose"))
    #expect(!chain.includes("compose"))
  }
}
