/// Upper bounds on what a snapshot may hold. Snapshots beyond them are rejected before
/// anything is built, with ``RestorationError/limitExceeded(_:found:maximum:)``.
///
/// Give them to the coder when creating it:
///
/// ```swift
/// let coder = SnapshotCoder(version: 1, limits: RestorationLimits(maxEntries: 50_000))
///   .registering(Screen.self, as: "screen")
/// ```
public struct RestorationLimits: Sendable, Hashable {
  /// The most bytes a snapshot may have.
  var byteLimit: Int
  /// The most entries (pushed screens) in the whole tree.
  var entryLimit: Int
  /// The most stacks in the whole tree.
  var stackLimit: Int
  /// The most layers stacked on one another.
  var layerDepthLimit: Int

  /// Creates limits; the defaults suit an app's navigation with room to spare.
  ///
  /// - Parameters:
  ///   - maxBytes: The most bytes a snapshot may have. 2 MiB by default.
  ///   - maxEntries: The most entries (pushed screens) in the whole tree. 10,000 by
  ///     default.
  ///   - maxStacks: The most stacks in the whole tree. 1,000 by default.
  ///   - maxLayerDepth: The most layers stacked on one another (a sheet on a sheet is 2), at
  ///     most 64 (the most any tree allows); 32 by default. A coder whose limits ask for
  ///     more refuses to save or restore anything, with
  ///     ``RestorationError/limitAboveMaximum(_:requested:maximum:)``.
  public init(
    maxBytes: Int = 2 << 20, maxEntries: Int = 10_000, maxStacks: Int = 1_000,
    maxLayerDepth: Int = 32
  ) {
    self.byteLimit = maxBytes
    self.entryLimit = maxEntries
    self.stackLimit = maxStacks
    self.layerDepthLimit = maxLayerDepth
  }
}

extension RestorationLimits {
  /// The most `maxLayerDepth` may be: the most layers any tree allows.
  static let maximumLayerDepth = NavigationState.maximumLayerDepth

  /// Throws when a limit asks for more than Waypoint allows (`maxLayerDepth` over 64), which
  /// the initializer cannot refuse: ``SnapshotCoder/encode(_:)`` and
  /// ``SnapshotCoder/decode(_:)`` check it before anything else.
  ///
  /// - Throws: ``RestorationError/limitAboveMaximum(_:requested:maximum:)``.
  func checkMaximums() throws(RestorationError) {
    guard layerDepthLimit <= Self.maximumLayerDepth else {
      throw .limitAboveMaximum(.layers, requested: layerDepthLimit, maximum: Self.maximumLayerDepth)
    }
  }
}
