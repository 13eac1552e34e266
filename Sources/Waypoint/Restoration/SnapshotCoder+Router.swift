import Foundation

extension SnapshotCoder {
  /// Saves a router's whole navigation state as a snapshot: JSON `Data` to write to a file,
  /// to `SceneStorage`, anywhere.
  ///
  /// ```swift
  /// let data = try coder.snapshot(of: router)
  /// try data.write(to: url)
  /// ```
  ///
  /// - Throws: ``RestorationError/unregisteredRouteType(_:stack:)`` when a route's type is
  ///   not registered with this coder.
  @MainActor
  public func snapshot(of router: Router) throws(RestorationError) -> Data {
    try encode(router.state)
  }

  /// Replaces a router's whole navigation state with the one a snapshot holds, as one
  /// change: one event with source ``NavigationSource/restoration``, through the same path
  /// as every other action (its guards included).
  ///
  /// Entries keep the IDs they had when saved, and the router's ID generator moves past
  /// them, so IDs made later never repeat one. Results awaited from screens of the old
  /// tree end with ``ResultError/restored(_:)``.
  ///
  /// ```swift
  /// let summary = try coder.restore(router, from: data)
  /// if !summary.isComplete { log(summary) }  // a dialog dropped, or a lenient drop
  /// ```
  ///
  /// - Parameters:
  ///   - router: The router to restore.
  ///   - data: A snapshot made by ``snapshot(of:)`` or ``encode(_:)``.
  /// - Returns: What was dropped: the snapshot's dialogs, which no restore keeps, and what
  ///   could not be restored when this coder is lenient.
  /// Called while an event is delivered (from an observer), the snapshot is decoded at
  /// once (a bad snapshot throws then) and its state is applied once that event has reached
  /// everyone, with the router's other deferred calls (see ``Router/send(_:source:)``):
  /// when the router refuses it then, the ``RestorationError/rejected(_:)`` error goes to
  /// ``Router/onFailure`` as the failure of `restore(from:)`.
  ///
  /// - Throws: ``RestorationError``, whose message says what is wrong and where; the state
  ///   is unchanged and no event is produced.
  @MainActor
  @discardableResult
  public func restore(_ router: Router, from data: Data) throws(RestorationError)
    -> RestorationSummary
  {
    let restored = try decode(data)
    let call = NavigationCall("restore", arguments: [.init(label: "from", value: "")])
    try router.run(call, source: .restoration, whenDeferred: ()) {
      () throws(RestorationError) in
      do throws(NavigationError) {
        try router.decideAtOnce(.replaceState(restored.state), source: .restoration)
      } catch {
        throw .rejected(error)
      }
    }
    return restored.summary
  }
}
