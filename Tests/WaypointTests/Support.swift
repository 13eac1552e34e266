import Testing
import Waypoint

/// Runs `body` and returns the error it threw, failing the test when it threw none.
func error<T>(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws(NavigationError) -> T
) -> NavigationError? {
  do {
    _ = try body()
    Issue.record("expected a NavigationError", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

extension Router {
  /// Opens `url` with the convenience call and returns the link error it reported: `nil`
  /// when the link opened at once. Fails the test when the call's result and its report
  /// disagree.
  func openingError(
    _ url: String, with links: LinkMap, sourceLocation: SourceLocation = #_sourceLocation
  ) -> LinkError? {
    let handler = onFailure
    defer { onFailure = handler }
    var reported: [NavigationFailure] = []
    onFailure = { reported.append($0) }
    let opened = open(url, with: links)
    #expect(!opened || reported.isEmpty, sourceLocation: sourceLocation)
    #expect(reported.allSatisfy { $0.source == .deepLink }, sourceLocation: sourceLocation)
    guard let failure = reported.first else { return nil }
    guard let error = failure.error as? LinkError else {
      Issue.record(
        "open reported \(failure.error), not a LinkError", sourceLocation: sourceLocation)
      return nil
    }
    return error
  }
}
