import Foundation

extension Router {
  /// Opens a URL the system handed to the app (SwiftUI's `onOpenURL`) as a deep link of
  /// `links`, like the engine's `open(_:with:)` that takes the link as a `String`. Never
  /// throws: a failure goes to `onFailure`.
  ///
  /// ```swift
  /// router.open(url, with: links)  // from SwiftUI's `.onOpenURL { url in … }`
  /// ```
  ///
  /// - Returns: Whether the link's own action was applied at once; `false` when it failed,
  ///   a guard redirected it, it waits for an asynchronous guard, or it was deferred.
  @discardableResult
  public func open(_ url: URL, with links: LinkMap) -> Bool {
    open(url.absoluteString, with: links)
  }
}
