import Waypoint

/// One presentation transition a host may start: what ``PresentationPlanner`` tells a host
/// to do next to catch up with the engine's tree.
///
/// A host starts the step and reports when it finished: the presented layer is on screen
/// after its transition (``PresentationPlanner/appeared(_:)``), or the dismissal is over
/// (``PresentationPlanner/dismissed(_:)``). Only then does the planner give
/// the next step, so a host never has two transitions in flight on one presentation chain.
public enum PresentationStep: Hashable, Sendable {
  /// Present `layer` from its presenter (``HostedLayer/presenter``), which is on screen.
  /// Finished when the layer appeared.
  case present(HostedLayer)
  /// Dismiss `layers`, bottom first: the first one's presenter dismisses it, which removes
  /// the ones above it too. Finished when the first one's dismissal is over.
  case dismiss([HostedLayer])
  /// Replace `layers` (bottom first) with `replacement`, in two transitions: dismiss
  /// `layers` as ``dismiss(_:)`` does, then, once that finished, present `replacement`
  /// from the same presenter. A platform cannot do both in one update (UIKit drops a
  /// full-screen cover that replaces a sheet at once), so the planner gives the second
  /// half as a ``present(_:)`` step when the host reports the dismissal finished, or
  /// whatever the tree asks for by then.
  case replace([HostedLayer], with: HostedLayer)

  /// The layers the step dismisses, bottom first; empty for a presentation.
  public var dismissed: [HostedLayer] {
    switch self {
    case .present: []
    case .dismiss(let layers), .replace(let layers, _): layers
    }
  }

  /// The layer the step presents: now for ``present(_:)``, after the dismissal for
  /// ``replace(_:with:)``.
  public var presented: HostedLayer? {
    switch self {
    case .present(let layer), .replace(_, let layer): layer
    case .dismiss: nil
    }
  }
}
