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
  /// is reported as every convenience call's is (`Router.onFailure`). The decisions are
  /// `Router.open(_:with:)`'s.
  ///
  /// - Parameters:
  ///   - links: The app's links.
  ///   - router: The router to open them in.
  /// - Returns: A view that opens the URLs the app receives.
  @MainActor
  public func openingLinks(_ links: LinkMap, in router: Router) -> some View {
    onOpenURL { url in
      router.open(url, with: links)
    }
  }
}
