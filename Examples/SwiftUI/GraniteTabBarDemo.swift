// The screen of Granite's navigation document, rebuilt on Waypoint: its custom tab view
// (height, paddings around the bar and the icons, a landscape rail, haptics off, a
// background closure, the first tab selected, a tab ignoring the top safe area) with the
// custom navigation around it (background and back icon set once), and a sheet with a
// stack of its own that any screen can push on by its ID. It uses `FeedScreen` from
// GraniteStyleDemo.swift, and `DemoRoute` and `WithRouter` from RouterDemo.swift, beside
// this file.
// iOS 17 example sources. The views are `@MainActor` so that they build with the iOS 17
// SDK, where `View` is not, as well as with later SDKs.
import SwiftUI
import Waypoint
import WaypointUI

/// The tabs of the demo.
enum TabBarDemoTab: String, CaseIterable {
  case home, inbox, profile

  /// The tab's stack in the router.
  var id: StackID { StackID(rawValue) }

  /// The tab of a stack, the first one for a stack that is no tab.
  init(_ id: StackID) {
    self = TabBarDemoTab(rawValue: id.rawValue) ?? .home
  }

  var title: String { rawValue.capitalized }

  var systemImage: String {
    switch self {
    case .home: "house"
    case .inbox: "tray"
    case .profile: "person.crop.circle"
    }
  }
}

/// App state the bar reads its badge from.
@MainActor
@Observable
final class TabBarDemoInbox {
  var unread = 3
}

/// A bar item, as Granite's `GraniteTabIcon`: an icon and a title, white when selected,
/// with the badge on the icon. The caption font grows with Dynamic Type, and the bar with
/// it.
@MainActor
struct TabBarDemoIcon: View {
  let item: TabBarItem

  var body: some View {
    VStack(spacing: 4) {
      Image(systemName: TabBarDemoTab(item.id).systemImage)
        .symbolVariant(item.isSelected ? .fill : .none)
        .font(.title3)
        .overlay(alignment: .topTrailing) {
          if let badge = item.badge {
            Text(badge)
              .font(.caption2.bold())
              .padding(.horizontal, 5)
              .background(Color.red, in: Capsule())
              .offset(x: 12, y: -6)
          }
        }
      Text(item.title)
        .font(.caption)
    }
    .foregroundStyle(item.isSelected ? Color.white : Color.gray)
  }
}

/// The inbox tab: its badge follows the unread count.
@MainActor
struct TabBarDemoInboxScreen: View {
  let inbox: TabBarDemoInbox
  @Environment(Router.self) private var router

  var body: some View {
    VStack(spacing: 16) {
      Text("Inbox")
        .font(.largeTitle.bold())
      Text("\(inbox.unread) unread")
      Button("A message arrives", systemImage: "envelope.badge") { inbox.unread += 1 }
      Button("Read everything", systemImage: "envelope.open") { inbox.unread = 0 }
      Button("Open a message", systemImage: "envelope") { router.push(DemoRoute.about) }
      Button("Compose in a sheet", systemImage: "square.and.pencil") {
        router.present(.sheet(DemoRoute.about, id: "compose"))
      }
    }
    .foregroundStyle(.white)
    .buttonStyle(.bordered)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// What the demo's tab bars share: the router, the inbox, the style and the tabs.
@MainActor
struct TabBarDemoModel {
  let router: Router
  let inbox: TabBarDemoInbox
  var layout: TabBarLayout?

  /// Granite's `GraniteTabStyle(height:paddingTabs:paddingIcons:landscape:enableHaptic:)`.
  var style: TabBarStyle {
    TabBarStyle(
      height: 56,
      barPadding: EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0),
      itemPadding: EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0),
      layout: layout.map { TabBarLayoutRule.always($0) } ?? .automatic,
      hapticFeedback: false)
  }

  /// A tab's title, badge and ignored edges (Granite's `GraniteTab(ignoreEdges: [.top])`).
  func tab(_ id: StackID) -> TabBarTab {
    let tab = TabBarDemoTab(id)
    let unread = inbox.unread
    return TabBarTab(
      tab.title, badge: tab == .inbox && unread > 0 ? "\(unread)" : nil,
      badgeLabel: "\(unread) unread", ignoringSafeArea: tab == .home ? .top : [])
  }

  /// The router of the demo: one stack per tab, the first one selected (`currentTab: 0`).
  static func makeRouter() throws -> Router {
    Router(
      try NavigationState(
        tabs: TabBarDemoTab.allCases.map(\.id), selected: TabBarDemoTab.home.id))
  }

  /// The root screen of a tab.
  @ViewBuilder func root(_ id: StackID) -> some View {
    if TabBarDemoTab(id) == .inbox {
      TabBarDemoInboxScreen(inbox: inbox)
    } else {
      FeedScreen()
    }
  }
}

/// A Granite-style custom tab bar with the slide navigation around it, as
/// `.graniteNavigation(backgroundColor:) { backIcon }` around `GraniteTabView`. Pushed
/// screens slide in over the whole bar; the compose sheet gets a slide stack of its own,
/// "compose", that any screen can push on.
@MainActor
struct GraniteTabBarDemo: View {
  var layout: TabBarLayout?
  @State private var inbox = TabBarDemoInbox()

  var body: some View {
    WithRouter {
      try TabBarDemoModel.makeRouter()
    } content: { router in
      let model = TabBarDemoModel(router: router, inbox: inbox, layout: layout)
      RouterTabBar(router, style: model.style) { tab in
        model.tab(tab)
      } content: { tab in
        model.root(tab)
      } item: { item in
        TabBarDemoIcon(item: item)
      } background: {
        Color(white: 0.12)
      }
      .slideNavigation(background: Color.black.ignoresSafeArea()) { entry in
        FeedScreen(current: entry.route(as: DemoRoute.self))
      } backIcon: {
        TabBarDemoBackIcon()
      } layer: { layer in
        FeedScreen(current: layer.root(as: DemoRoute.self))
      }
    }
  }
}

/// The same screen with a slide navigation inside each tab: the bar stays while a tab
/// pushes, and every tab keeps its pushed screens alive while another is shown. The
/// compose sheet is released if its view goes away while the router still shows it.
@MainActor
struct GraniteTabBarInsideDemo: View {
  @State private var inbox = TabBarDemoInbox()

  var body: some View {
    WithRouter {
      try TabBarDemoModel.makeRouter()
    } content: { router in
      let model = TabBarDemoModel(router: router, inbox: inbox)
      RouterTabBar(router, style: model.style) { tab in
        model.tab(tab)
      } content: { tab in
        RouterSlideStack(router, stack: tab, background: Color.black.ignoresSafeArea()) {
          model.root(tab)
        } destination: { entry in
          FeedScreen(current: entry.route(as: DemoRoute.self))
        } backIcon: {
          TabBarDemoBackIcon()
        } layer: { layer in
          FeedScreen(current: layer.root(as: DemoRoute.self))
        }
      } item: { item in
        TabBarDemoIcon(item: item)
      } background: {
        Color(white: 0.12)
      }
    }
  }
}

/// Granite's back icon, set once for every stack.
@MainActor
struct TabBarDemoBackIcon: View {
  var body: some View {
    Image(systemName: "chevron.backward")
      .renderingMode(.template)
      .font(.title2)
      .foregroundStyle(.white)
      .padding()
      .contentShape(Rectangle())
  }
}

#Preview("Custom tab bar") {
  GraniteTabBarDemo()
}

#Preview("Rail, as in landscape") {
  GraniteTabBarDemo(layout: .rail)
}

#Preview("Navigation inside each tab") {
  GraniteTabBarInsideDemo()
}
