// Every deprecated spelling of the Waypoint module, grouped by the release that renamed it.
// Each forwards to the live API and is removed in the next minor release; the CHANGELOG
// says what replaces each.

// MARK: - Renamed in 0.3.0, removed in 0.4.0

extension NavigationState {
  /// The 0.2.0 spelling of ``init(content:maxLayerDepth:)``: the tree's top node is its
  /// content, and "root" is a stack's first screen.
  @available(*, deprecated, renamed: "init(content:maxLayerDepth:)")
  public init(root: NavigationNode, maxLayerDepth: Int = 32) throws(NavigationError) {
    try self.init(content: root, maxLayerDepth: maxLayerDepth)
  }

  /// The 0.2.0 spelling of ``content``.
  @available(*, deprecated, renamed: "content")
  public var root: NavigationNode { content }
}

extension RestorationLimits {
  /// The 0.2.0 spelling of ``init(maxBytes:maxEntries:maxStacks:maxLayerDepth:)``: the
  /// limit on nested layers is their layer depth, as `NavigationState` spells it.
  @available(*, deprecated, renamed: "init(maxBytes:maxEntries:maxStacks:maxLayerDepth:)")
  public init(
    maxBytes: Int = 2 << 20, maxEntries: Int = 10_000, maxStacks: Int = 1_000, maxDepth: Int
  ) {
    self.init(
      maxBytes: maxBytes, maxEntries: maxEntries, maxStacks: maxStacks, maxLayerDepth: maxDepth)
  }
}

/// The 0.2.0 name of ``RestorationSummary``: "report" is what a host tells the router.
@available(*, deprecated, renamed: "RestorationSummary")
public typealias RestorationReport = RestorationSummary

extension NavigationError {
  /// The 0.2.0 spelling of ``navigationInFlight``, for code that makes or compares the
  /// error (a `switch` names the case ``navigationInFlight``).
  @available(*, deprecated, renamed: "navigationInFlight")
  public static var navigationPending: NavigationError { .navigationInFlight }

  /// The 0.2.0 spelling of ``layerLimitExceeded(presenter:layerDepth:limit:)``, for code
  /// that makes or compares the error.
  @available(*, deprecated, renamed: "layerLimitExceeded(presenter:layerDepth:limit:)")
  public static func layerLimitExceeded(presenter: StackID, depth: Int, limit: Int)
    -> NavigationError
  {
    .layerLimitExceeded(presenter: presenter, layerDepth: depth, limit: limit)
  }
}
