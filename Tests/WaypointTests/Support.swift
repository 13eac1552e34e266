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
