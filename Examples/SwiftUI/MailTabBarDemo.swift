// The mail app of MailDemo.swift in a custom tab bar, `RouterTabBar`, with a slide stack
// per tab (Granite's navigation inside each tab): the same screens, pushed with `RouterLink`
// (a slide stack is no `NavigationStack`), a compose sheet with a slide stack of its own
// whose recipient picker hands its contact back, the login sheet the guard presents in
// front of Account, the same links, and a scene that comes back where it was left.
//
// Every tab keeps its pushed screens alive while another is shown; only the selected tab
// presents its sheets (a hidden tab's come back when it is selected). Every screen, first,
// pushed or a sheet's first, gets its own `navigationScreen`, so `@ScreenModel` and
// `push(_:returning:)` work as in the standard tab view. A slide stack draws no navigation
// bar: titles and toolbars do nothing there, so the screens keep their buttons in their
// content. It uses the screens, routes, links and coder of MailDemo.swift, and
// `WithRouter` from RouterDemo.swift, beside this file. iOS 17 example sources.
import SwiftUI
import Waypoint
import WaypointUI

/// The mail app in a custom tab bar.
@MainActor
struct MailTabBarDemo: View {
  @State private var session = MailSession()

  var body: some View {
    WithRouter {
      try MailDemo.makeRouter(session: session)
    } content: { router in
      RouterTabBar(router, style: TabBarStyle(height: 56)) { tab in
        TabBarTab(tab.rawValue.capitalized)
      } content: { tab in
        MailboxScreen(tab: tab)
          .slideNavigation(router, stack: tab, background: Color.white) { entry in
            MailScreen(route: entry.route(as: Mail.self))
          } backIcon: {
            MailBackIcon()
          } layer: { layer in
            // The compose and login sheets, each in a slide stack of its own.
            MailScreen(route: layer.root(as: Mail.self))
          }
      } item: { item in
        MailTabBarItem(item: item)
      } background: {
        Color(white: 0.95)
      }
      .environment(\.mailLinkStyle, .routerLink)
      .environment(session)
      .openingLinks(MailDemo.links, in: router)
      .restoringNavigation(of: router, using: MailDemo.coder, key: "mail-tab-bar")
    }
  }
}

/// A bar item: the tab's symbol and title, filled and tinted when selected.
@MainActor
struct MailTabBarItem: View {
  let item: TabBarItem

  var body: some View {
    VStack(spacing: 4) {
      Image(systemName: MailTabs.symbol(of: item.id))
        .symbolVariant(item.isSelected ? .fill : .none)
        .font(.title3)
      Text(item.title)
        .font(.caption)
    }
    .foregroundStyle(item.isSelected ? Color.blue : Color.gray)
  }
}

/// The back button of every slide stack, set once.
@MainActor
struct MailBackIcon: View {
  var body: some View {
    Image(systemName: "chevron.backward")
      .font(.title2)
      .padding()
      .contentShape(Rectangle())
  }
}

#Preview("Mail in a custom tab bar") {
  MailTabBarDemo()
}
