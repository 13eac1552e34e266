// A custom stack in the style of Granite's navigation view: a ZStack container that slides
// screens in, with a back button and a background set once for the whole stack, and the
// swipe back from the leading edge; a sheet gets a stack of its own, targeted by ID.
// iOS 17 example sources, like RouterDemo.swift beside this file.
import SwiftUI
import Waypoint
import WaypointUI

/// A screen of the Granite-style stack.
@MainActor
struct FeedScreen: View {
  var current: DemoRoute?
  @Environment(Router.self) private var router

  var body: some View {
    VStack(spacing: 16) {
      Text(current?.rawValue ?? "Feed")
        .font(.largeTitle.bold())
      Text("Depth \(router.depth)")
      ForEach(DemoRoute.allCases.filter { $0 != current }, id: \.self) { route in
        Button(route.rawValue, systemImage: route.systemImage) { router.push(route) }
      }
      if current == nil {
        Button("Compose in a sheet", systemImage: "square.and.pencil") {
          router.present(.sheet(DemoRoute.about, id: "compose"))
        }
      } else {
        Button("Push on the sheet's stack, from here", systemImage: "arrow.right.square") {
          router.stack("compose").push(DemoRoute.profile)
        }
      }
    }
    .foregroundStyle(.white)
    .buttonStyle(.bordered)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// The container, as `.graniteNavigation(backgroundColor:) { backIcon }` sets it up: once,
/// for the whole stack and the stacks of the sheets it presents.
@MainActor
struct GraniteStyleDemo: View {
  var body: some View {
    WithRouter {
      Router()
    } content: { router in
      RouterSlideStack(router, background: Color.black.ignoresSafeArea()) {
        FeedScreen()
      } destination: { entry in
        FeedScreen(current: entry.route(as: DemoRoute.self))
      } backIcon: {
        Image(systemName: "chevron.backward")
          .renderingMode(.template)
          .font(.title2)
          .foregroundStyle(.white)
          .padding()
          .contentShape(Rectangle())
      } layer: { layer in
        FeedScreen(current: layer.root(as: DemoRoute.self))
      }
    }
  }
}

/// The same stack made with the modifier, for a stack that presents no layers.
@MainActor
struct GraniteModifierDemo: View {
  var body: some View {
    WithRouter {
      Router()
    } content: { router in
      FeedScreen()
        .slideNavigation(router, background: Color.indigo.ignoresSafeArea()) { entry in
          FeedScreen(current: entry.route(as: DemoRoute.self))
        } backIcon: {
          Image(systemName: "chevron.backward")
            .font(.title2)
            .foregroundStyle(.white)
            .padding()
        }
    }
  }
}

#Preview("Granite-style stack") {
  GraniteStyleDemo()
}

#Preview("Modifier") {
  GraniteModifierDemo()
}
