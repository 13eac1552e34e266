/// What a replay did: how many steps matched their recording, and the first that did not.
public struct ReplayReport: Sendable {
  /// The steps replayed whose tree matched the recording's.
  public let matchedSteps: Int
  /// The first step whose tree differed, or `nil` when every step matched.
  public let divergence: ReplayDivergence?
  /// One line per committed change replayed, as ``NavigationRecording/breadcrumbs``.
  public let breadcrumbs: [String]

  /// Whether every step matched.
  public var succeeded: Bool { divergence == nil }
}
