// A router demo on Waypoint: Profile, Settings and About screens, each showing the
// depth of its stack, with buttons to the other screens and back to the root; plus a sheet
// with a stack of its own and a tab bar. iOS 17 example sources: add them to an app target
// that depends on Waypoint and WaypointUI, or open them in Xcode for the previews.
//
// Every view here is `@MainActor`, so the sources build with the iOS 17 SDK, where `View`
// is not main-actor isolated, as with the iOS 18 SDK and later, where it is.
import SwiftUI
import Waypoint
import WaypointUI

/// The demo's screens.
enum DemoRoute: String, Codable, Hashable, Sendable, CaseIterable {
  case profile = "Profile"
  case settings = "Settings"
  case about = "About"

  var systemImage: String {
    switch self {
    case .profile: "person.crop.circle.fill"
    case .settings: "gearshape.fill"
    case .about: "info.circle.fill"
    }
  }

  var color: Color {
    switch self {
    case .profile: .blue
    case .settings: .purple
    case .about: .teal
    }
  }
}

/// One screen of the demo: the root when `current` is `nil`.
@MainActor
struct DemoScreen: View {
  var current: DemoRoute?
  @Environment(Router.self) private var router

  var body: some View {
    ZStack {
      LinearGradient(
        colors: [current?.color ?? .indigo, .black.opacity(0.85)], startPoint: .top,
        endPoint: .bottom
      )
      .ignoresSafeArea()
      VStack(spacing: 14) {
        Text("Depth \(router.depth)")
          .font(.largeTitle.bold())
          .foregroundStyle(.white)
          .padding(.bottom, 10)
        ForEach(DemoRoute.allCases.filter { $0 != current }, id: \.self) { route in
          Button(route.rawValue, systemImage: route.systemImage) { router.push(route) }
            .frame(maxWidth: .infinity)
        }
        if router.depth > 0 {
          Button("Root", systemImage: "house.fill") { router.popToRoot() }
        }
        if router.state.visibleLayers.isEmpty {
          Button("Open a sheet", systemImage: "rectangle.bottomhalf.inset.filled") {
            router.present(.sheet(DemoRoute.settings, id: "sheet"))
          }
        } else {
          Button("Close", systemImage: "xmark") { router.dismiss() }
        }
      }
      .buttonStyle(.borderedProminent)
      .tint(.white.opacity(0.22))
      .foregroundStyle(.white)
      .padding(32)
    }
    .navigationTitle(current?.rawValue ?? "Router")
  }
}

extension View {
  /// The destinations of every stack in the demo.
  @MainActor
  func demoDestinations() -> some View {
    navigationDestination(for: DemoRoute.self) { route in
      DemoScreen(current: route)
    }
  }
}

/// Shows `content` with a router made once in the view's lifetime, when the view first
/// appears.
///
/// `@State private var router = Router()` would make a router every time the parent creates
/// the view again (each time the parent's body runs) and keep only the first; this makes one.
@MainActor
struct WithRouter<Content: View>: View {
  /// Makes the router; called once.
  let make: @MainActor () throws -> Router
  /// The view that uses the router.
  @ViewBuilder let content: (Router) -> Content
  @State private var made: Result<Router, any Error>?

  var body: some View {
    switch made {
    case .success(let router):
      content(router)
    case .failure(let error):
      Text(String(describing: error))
    case nil:
      Color.clear.onAppear { made = Result { try make() } }
    }
  }
}

/// The demo in one stack, whose sheets get stacks of their own; the scene comes back where
/// it was left.
@MainActor
struct RouterDemo: View {
  /// The screens pushed when the demo first appears.
  var path: [DemoRoute] = []

  var body: some View {
    WithRouter {
      let router = Router()
      router.visible.push(contentsOf: path)
      return router
    } content: { router in
      RouterStack(router) {
        DemoScreen().demoDestinations()
      } layer: { layer in
        DemoScreen(current: layer.root(as: DemoRoute.self)).demoDestinations()
      }
      .restoringNavigation(of: router, using: Self.coder)
    }
  }

  static let coder = SnapshotCoder().registering(DemoRoute.self, as: "demo")
}

extension DemoRoute: LosslessStringConvertible {
  init?(_ description: String) {
    self.init(rawValue: description.capitalized)
  }

  var description: String { rawValue.lowercased() }
}

/// The demo in a tab bar: one stack per tab; tapping the selected tab pops it to its root.
/// It opens links such as `waypoint-demo://explore/profile/about`.
@MainActor
struct RouterTabsDemo: View {
  var body: some View {
    WithRouter {
      Router(try NavigationState(tabs: ["home", "explore"], selected: "home"))
    } content: { router in
      RouterTabView(router) { _ in
        DemoScreen().demoDestinations()
      } label: { tab in
        Label(tab.rawValue.capitalized, systemImage: tab == "home" ? "house" : "safari")
      } layer: { layer in
        DemoScreen(current: layer.root(as: DemoRoute.self)).demoDestinations()
      }
      .openingLinks(Self.links, in: router)
    }
  }

  /// `waypoint-demo://<tab>/<screen>/<screen>…`: a tab and the screens to show on it.
  static let links: LinkMap = {
    var links = LinkMap(schemes: ["waypoint-demo"])
    try? links.register(":tab/**screens") { match in
      let screens = try match.rest().map { name in
        guard let screen = DemoRoute(name) else { throw DemoLinkError(name: name) }
        return screen
      }
      return .tab(StackID(try match.parameter("tab", as: String.self)), path: screens)
    }
    return links
  }()
}

/// A link that names a screen the demo does not have.
struct DemoLinkError: Error {
  var name: String
}

#Preview("Stack") {
  RouterDemo()
}

#Preview("Two screens deep") {
  RouterDemo(path: [.profile, .about])
}

#Preview("Tabs") {
  RouterTabsDemo()
}
