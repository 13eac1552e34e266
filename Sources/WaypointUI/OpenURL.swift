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
  /// A link that does not match, cannot be read or is refused changes nothing; its error
  /// goes to `onFailure`. The decisions are `Router.handle(_:with:onFailure:)`'s.
  ///
  /// - Parameters:
  ///   - links: The app's links.
  ///   - router: The router to open them in.
  ///   - onFailure: Called with the error when a link could not be opened.
  /// - Returns: A view that opens the URLs the app receives.
  @MainActor
  public func openingLinks(
    _ links: LinkMap, in router: Router,
    onFailure: @escaping @MainActor (LinkError) -> Void = { _ in }
  ) -> some View {
    onOpenURL { url in
      router.handle(url, with: links, onFailure: onFailure)
    }
  }
}
