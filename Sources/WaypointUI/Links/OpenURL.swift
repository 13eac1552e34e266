import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

extension View {
  /// Opens every URL the app receives (`onOpenURL`) as a deep link of `links`, in
  /// `router`: one change with source `NavigationSource.deepLink`, through the guards.
  ///
  /// ```swift
  /// RouterTabView(router) { tab in TabRoot(tab: tab) } label: { tab in Text(tab.rawValue) }
  ///   .openingLinks(links, in: router)
  /// ```
  ///
  /// A link that does not match, cannot be read or is refused changes nothing; its failure
  /// goes where every convenience call's does (`Router.onFailure`). The decisions are
  /// `Router.open(_:with:)`'s.
  ///
  /// With `restoringNavigation(of:using:key:onFailure:)` on the same view (inside or around
  /// this modifier), a URL that arrives before the scene's state is restored (the one that
  /// launched the app) is held, then opened on top of the restored tree: the launch link
  /// wins over the saved state, whichever the platform delivers first (`SceneRestorer`).
  ///
  /// - Parameters:
  ///   - links: The app's links.
  ///   - router: The router to open them in.
  /// - Returns: A view that opens the URLs the app receives.
  @MainActor
  public func openingLinks(_ links: LinkMap, in router: Router) -> some View {
    OpeningLinks(content: self, links: links, router: router)
  }
}

/// The view `openingLinks(_:in:)` makes.
@MainActor
struct OpeningLinks<Content: View>: View {
  let content: Content
  let links: LinkMap
  let router: Router
  /// The inbox of a `RestoringNavigation` around this view, if there is one.
  @Environment(\.sceneLinkInbox) private var outerInbox
  /// The inbox a `RestoringNavigation` inside this view sends to its restorer.
  @State private var ownInbox = SceneLinkInbox()

  var body: some View {
    let inbox = outerInbox ?? ownInbox
    content
      .environment(\.sceneLinkInbox, inbox)
      .onOpenURL { url in
        inbox.open(url, with: links, in: router)
      }
  }
}
