/// Where a router's failed convenience calls go (the failure rule): the app's handler
/// (``Router/onFailure``) when it set one, else a runtime warning.
@MainActor
final class FailureOutlet {
  /// The app's handler; `nil` writes failures as warnings.
  var handler: (@MainActor (NavigationFailure) -> Void)?
  /// Writes the warning for a failure no handler handles. By default: standard error and
  /// the unified log, in debug builds only.
  var warningSink: @MainActor (String) -> Void = Router.writeWarning

  /// Hands `failure` on: to the handler, else as the warning `Waypoint: <failure>`.
  func handle(_ failure: NavigationFailure) {
    if let handler {
      handler(failure)
    } else {
      warningSink("Waypoint: \(failure)")
    }
  }
}
