import Foundation

extension Router {
  /// Saves the whole navigation state as a snapshot: JSON `Data` to write to a file, to
  /// `SceneStorage`, anywhere.
  ///
  /// ```swift
  /// let data = try router.snapshot(using: coder)
  /// try data.write(to: url)
  /// ```
  ///
  /// - Throws: ``RestorationError/unregisteredRouteType(_:stack:)`` when a route's type is
  ///   not registered with `coder`.
  public func snapshot(using coder: SnapshotCoder) throws(RestorationError) -> Data {
    try coder.encode(state)
  }

  /// Replaces the whole navigation state with the one a snapshot holds, as one change: one
  /// event with source ``NavigationSource/restoration``, through the same path as every
  /// other action.
  ///
  /// Entries keep the IDs they had when saved, and the router's ID generator moves past
  /// them, so IDs made later never repeat one.
  ///
  /// ```swift
  /// let report = try router.restore(from: data, using: coder)
  /// if !report.isComplete { log(report) }  // only in lenient mode
  /// ```
  ///
  /// - Parameters:
  ///   - data: A snapshot made by ``snapshot(using:)`` or ``SnapshotCoder/encode(_:)``.
  ///   - coder: The app's route types, schema version, migration, mode and limits.
  /// - Returns: What was dropped; empty unless `coder` is lenient.
  /// - Throws: ``RestorationError``, whose message says what is wrong and where; the state
  ///   is unchanged and no event is produced.
  @discardableResult
  public func restore(from data: Data, using coder: SnapshotCoder) throws(RestorationError)
    -> RestorationReport
  {
    let restored = try coder.decode(data)
    do {
      try send(.replaceState(restored.state), source: .restoration)
    } catch {
      throw .rejected(error)
    }
    return restored.report
  }
}
