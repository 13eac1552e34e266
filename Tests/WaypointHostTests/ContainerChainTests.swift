import Testing
import Waypoint
import WaypointHost

/// Which presentation chain a container draws in, and whether it plans it.
@MainActor
@Suite struct ContainerChainTests {
  @Test func aStackContainerOnItsOwnStartsAChainPlannedFromItsStack() {
    let router = Router()
    var made = 0
    let chain = ContainerChain.stack("main", given: nil, tabBar: nil) {
      made += 1
      return PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    }
    #expect(made == 1)
    #expect(chain.plannedBase == .stack("main"))
  }

  @Test func aStackContainerGivenAHostJoinsItsChainAndLeavesThePlanning() {
    let router = Router()
    let given = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
    var made = 0
    let chain = ContainerChain.stack("compose", given: given, tabBar: nil) {
      made += 1
      return PresentationHost(router: router, base: .stack("compose"), coversAvailable: true)
    }
    #expect(chain.host === given)
    #expect(chain.plannedBase == nil)
    #expect(made == 0)
  }

  @Test func aTabsStackJoinsTheTabBarsChainAndAnyOtherStackStartsItsOwn() throws {
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "home"))
    let bar = TabBarChain(router: router, anchor: nil, coversAvailable: true)
    let own = PresentationHost(router: router, base: .stack("compose"), coversAvailable: true)

    let tab = ContainerChain.stack("inbox", given: nil, tabBar: bar) { own }
    #expect(tab.host === bar.host)
    #expect(tab.plannedBase == nil)

    let layer = ContainerChain.stack("compose", given: nil, tabBar: bar) { own }
    #expect(layer.host === own)
    #expect(layer.plannedBase == .stack("compose"))
  }

  @Test func aTabBarPlansItsChainUnlessAViewAroundItOwnsIt() throws {
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "home"))
    let bar = TabBarChain(router: router, anchor: "home", coversAvailable: true)

    let owned = ContainerChain(tabBar: bar, isOwned: true)
    #expect(owned.host === bar.host)
    #expect(owned.plannedBase == .selectedTab(containing: "home"))

    let joined = ContainerChain(tabBar: bar, isOwned: false)
    #expect(joined.host === bar.host)
    #expect(joined.plannedBase == nil)
  }

  @Test func keptHostsAndChainsAreMadeAgainForAnotherRouter() throws {
    let first = Router(try NavigationState(tabs: ["home", "inbox"], selected: "home"))
    let second = Router(try NavigationState(tabs: ["home", "inbox"], selected: "inbox"))

    let hosts = RouterBound(chainFrom: .selectedTab(containing: nil), coversAvailable: false)
    let host = hosts.value(for: first)
    #expect(host.base == .selectedTab(containing: nil))
    #expect(host.coversAvailable == false)
    #expect(hosts.value(for: first) === host)
    #expect(hosts.value(for: second) !== host)
    #expect(hosts.value(for: second).router === second)

    let chains = RouterBound(tabBar: "home", coversAvailable: true)
    let chain = chains.value(for: first)
    #expect(chain.anchor == "home")
    #expect(chain.host.coversAvailable)
    #expect(chains.value(for: first) === chain)
    #expect(chains.value(for: second).router === second)
  }
}
