import Foundation

extension Router {
  /// Opens a URL the system handed to the app (SwiftUI's `onOpenURL`) as a deep link of
  /// `links`, without throwing: the call for a host's URL callback.
  ///
  /// The link is opened at once, with source ``NavigationSource/deepLink``, as one change.
  /// When an asynchronous guard has to decide first, it is opened when the guard has
  /// decided (``navigate(toLink:with:)``). A link that does not match, cannot be read or is
  /// refused changes nothing, and its error goes to `onFailure`.
  ///
  /// ```swift
  /// .onOpenURL { url in
  ///   router.handle(url, with: links) { error in log(error) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - links: The app's links.
  ///   - onFailure: Called with the error when the link could not be opened.
  public func handle(
    _ url: URL, with links: LinkMap, onFailure: @escaping @MainActor (LinkError) -> Void = { _ in }
  ) {
    do {
      try open(url, with: links)
    } catch .navigation(.needsAsyncGuard), .navigation(.navigationPending) {
      let text = url.absoluteString
      Task {
        do throws(LinkError) {
          try await navigate(toLink: text, with: links)
        } catch {
          onFailure(error)
        }
      }
    } catch {
      onFailure(error)
    }
  }
}
