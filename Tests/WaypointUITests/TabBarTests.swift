import Testing
import Waypoint
import WaypointTestSupport

@testable import WaypointUI

// The custom tab bar's model: the items it draws and what a tap does, against the router.
// The views themselves are built here too, so that their generic signatures are checked
// on Linux against SwiftUICompat.
#if canImport(SwiftUI)
  import SwiftUI
#else
  @testable import SwiftUICompat
#endif

@MainActor
@Suite struct TabBarTests {
  /// An inbox whose unread count is the badge of its tab.
  @Observable final class Inbox {
    var unread = 0
  }

  func router(popsToRootOnReselect: Bool = true) throws -> Router {
    Router(
      try NavigationState(
        tabs: ["home", "inbox", "profile"], selected: "home",
        popsToRootOnReselect: popsToRootOnReselect))
  }

  func tab(_ inbox: Inbox) -> (StackID) -> TabBarTab {
    { id in
      id == "inbox"
        ? TabBarTab(
          "Inbox", badge: inbox.unread > 0 ? "\(inbox.unread)" : nil,
          badgeLabel: "\(inbox.unread) unread", ignoringSafeArea: .top)
        : TabBarTab(id.rawValue.capitalized)
    }
  }

  @Test func theItemsAreTheContainersTabsWithTheSelectedOneMarked() throws {
    let router = try router()
    let model = TabBarModel(router: router, anchor: nil)
    let items = try #require(model.items(layout: .bar, tab: tab(Inbox())))
    #expect(items.map(\.id) == ["home", "inbox", "profile"])
    #expect(items.map(\.isSelected) == [true, false, false])
    #expect(items.map(\.title) == ["Home", "Inbox", "Profile"])
    #expect(items.allSatisfy { $0.layout == .bar })
    #expect(items[1].tab.ignoredSafeAreaEdges == .top)
    #expect(items[0].tab.ignoredSafeAreaEdges == [])
  }

  @Test func aRouterWithoutTabsHasNoItems() {
    #expect(
      TabBarModel(router: Router(), anchor: nil).items(layout: .bar) { _ in TabBarTab("") } == nil)
  }

  @Test func aTabContainerInALayerIsFoundByOneOfItsTabs() throws {
    let router = Router()
    try router.present(
      Presentation(
        style: .sheet,
        content: .tabs([StackSpec(id: "drafts"), StackSpec(id: "sent")], selected: "sent")))
    let items = try #require(
      TabBarModel(router: router, anchor: "drafts").items(layout: .rail) { TabBarTab($0.rawValue) })
    #expect(items.map(\.id) == ["drafts", "sent"])
    #expect(items.map(\.isSelected) == [false, true])
    #expect(items.allSatisfy { $0.layout == .rail })
  }

  @Test func theBadgeComesFromAppStateOnEveryDraw() throws {
    let router = try router()
    let inbox = Inbox()
    let model = TabBarModel(router: router, anchor: nil)
    #expect(try #require(model.items(layout: .bar, tab: tab(inbox)))[1].badge == nil)
    inbox.unread = 3
    let item = try #require(model.items(layout: .bar, tab: tab(inbox)))[1]
    #expect(item.badge == "3")
    #expect(item.accessibilityLabel == "Inbox, 3 unread")
  }

  @Test func theAccessibilityLabelIsTheTitleThenTheBadge() {
    #expect(TabBarTab("Home").accessibilityLabel == "Home")
    #expect(TabBarTab("Inbox", badge: "3").accessibilityLabel == "Inbox, 3")
    #expect(
      TabBarTab("Inbox", badge: "3", badgeLabel: "3 unread").accessibilityLabel == "Inbox, 3 unread"
    )
    #expect(TabBarTab("Inbox", badge: "").accessibilityLabel == "Inbox")
  }

  @Test func tappingAnotherTabSelectsItAsOneUserChange() throws {
    let router = try router()
    var sources: [NavigationSource] = []
    router.events.observe { sources.append($0.source) }

    let selected = TabBarModel(router: router, anchor: nil).tap("inbox")

    #expect(selected)
    #expect(router.tabContainer()?.selection == "inbox")
    #expect(sources == [.user])
  }

  @Test func reTappingTheSelectedTabPopsItToItsRoot() throws {
    let router = try router()
    router.stack("home").push(Screen.profile)
    router.stack("home").push(Screen.settings)
    var sources: [NavigationSource] = []
    router.events.observe { sources.append($0.source) }

    let selected = TabBarModel(router: router, anchor: nil).tap("home")

    #expect(!selected)
    #expect(router.stack("home").state?.depth == 0)
    #expect(sources == [.user])
  }

  @Test func reTappingDoesNothingWhenTheContainerTurnedItOff() throws {
    let router = try router(popsToRootOnReselect: false)
    router.stack("home").push(Screen.profile)
    var events = 0
    router.events.observe { _ in events += 1 }

    #expect(!TabBarModel(router: router, anchor: nil).tap("home"))
    #expect(router.stack("home").state?.depth == 1)
    #expect(events == 0)
  }

  @Test func aGuardThatRefusesTheTapKeepsTheSelection() throws {
    let router = try router()
    router.guards.add(
      NavigationGuard("locked") { request in
        request.action == .selectTab("profile") ? .deny(reason: "log in first") : .allow
      })
    var failures: [NavigationFailure] = []
    router.onFailure = { failures.append($0) }

    #expect(!TabBarModel(router: router, anchor: nil).tap("profile"))
    #expect(router.tabContainer()?.selection == "home")
    #expect(failures.map(\.call.description) == ["report(.tabTapped(profile))"])
  }

  @Test func aTapThatWaitsForAnAsyncGuardPlaysNoFeedback() async throws {
    let router = try router()
    router.guards.add(
      .async("confirm", when: { $0.action == .selectTab("inbox") }) { _ in .allow })

    #expect(!TabBarModel(router: router, anchor: nil).tap("inbox"))
    for _ in 0..<100 where router.tabContainer()?.selection != "inbox" {
      await Task.yield()
    }
    #expect(router.tabContainer()?.selection == "inbox")
  }

  @Test func aTabSelectedFromCodeSwitchesTheBar() throws {
    let router = try router()
    let model = TabBarModel(router: router, anchor: nil)
    router.selectTab("profile")
    let items = try #require(model.items(layout: .bar) { TabBarTab($0.rawValue) })
    #expect(items.filter(\.isSelected).map(\.id) == ["profile"])
  }

  @Test func theStyleDefaultsToGranitesOwnAndClampsTheHeight() {
    let style = TabBarStyle()
    #expect(style.height == 49)
    #expect(style.barPadding == EdgeInsets())
    #expect(style.itemPadding == EdgeInsets())
    #expect(style.layout == .automatic)
    #expect(!style.hapticFeedback)
    #expect(TabBarStyle(height: -4).height == 0)
  }

  @Test func theViewsBuildWithGranitesWholeSnippet() throws {
    let router = try router()
    let inbox = Inbox()
    let style = TabBarStyle(
      height: 56, barPadding: EdgeInsets(top: 8, leading: 0, bottom: 4, trailing: 0),
      itemPadding: EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0),
      layout: .always(.rail), hapticFeedback: true)
    let bar = RouterTabBar(router, style: style, tab: tab(inbox)) { _ in
      EmptyView()
    } item: { _ in
      EmptyView()
    } background: {
      EmptyView()
    }
    // Around the tab bar, with a layer whose stack is released with its view.
    _ = bar.slideNavigation(background: EmptyView()) { _ in
      EmptyView()
    } backIcon: {
      EmptyView()
    } layer: { _ in
      EmptyView()
    }
    // Inside each tab.
    _ = RouterTabBar(router, tab: tab(inbox)) { tab in
      EmptyView().slideNavigation(router, stack: tab, background: EmptyView()) { _ in
        EmptyView()
      } backIcon: {
        EmptyView()
      }
    } item: { _ in
      EmptyView()
    }
    // Inside each tab, presenting the tab's layers in the bar's one chain.
    _ = RouterTabBar(router, tab: tab(inbox)) { tab in
      EmptyView().slideNavigation(router, stack: tab, background: EmptyView()) { _ in
        EmptyView()
      } backIcon: {
        EmptyView()
      } layer: { _ in
        EmptyView()
      }
    } item: { _ in
      EmptyView()
    }
  }
}
