/// Upper bounds on what a snapshot may hold. Snapshots beyond them are rejected before
/// anything is built, with ``RestorationError/limitExceeded(_:found:maximum:)``.
public struct RestorationLimits: Sendable, Hashable {
  /// The most bytes a snapshot may have. 2 MiB by default.
  public var maxBytes: Int
  /// The most entries (pushed screens) in the whole tree. 10,000 by default.
  public var maxEntries: Int
  /// The most stacks in the whole tree. 1,000 by default.
  public var maxStacks: Int
  /// The most layers stacked on one another (a sheet on a sheet is 2). 32 by default.
  public var maxDepth: Int

  /// Creates limits; the defaults suit an app's navigation with room to spare.
  public init(
    maxBytes: Int = 2 << 20, maxEntries: Int = 10_000, maxStacks: Int = 1_000,
    maxDepth: Int = NavigationState.defaultMaxLayerDepth
  ) {
    self.maxBytes = maxBytes
    self.maxEntries = maxEntries
    self.maxStacks = maxStacks
    self.maxDepth = maxDepth
  }
}
