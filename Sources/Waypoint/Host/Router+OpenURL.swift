import Foundation

extension Router {
  /// Opens a URL the system handed to the app (SwiftUI's `onOpenURL`) as a deep link of
  /// `links`, like ``open(_:with:)-(String,_)``. Never throws: a failure is reported (see
  /// ``onFailure``).
  ///
  /// ```swift
  /// router.open(url, with: links)  // from SwiftUI's `.onOpenURL { url in … }`
  /// ```
  ///
  /// - Returns: Whether the link was opened at once.
  @discardableResult
  public func open(_ url: URL, with links: LinkMap) -> Bool {
    open(url.absoluteString, with: links)
  }
}
