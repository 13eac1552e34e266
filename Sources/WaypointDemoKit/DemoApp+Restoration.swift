import Waypoint

extension DemoApp {
  /// Writes a snapshot of the whole state to `file`.
  ///
  /// - Throws: ``DemoError/snapshot(verb:file:reason:)`` when the file cannot be written.
  package func save(to file: String) throws(DemoError) {
    throw .unavailable(feature: "snapshots", command: "save")
  }

  /// Replaces the state with the snapshot in `file`, or changes nothing.
  ///
  /// - Throws: ``DemoError/snapshot(verb:file:reason:)`` when the file is missing or bad.
  package func restore(from file: String) throws(DemoError) {
    throw .unavailable(feature: "snapshots", command: "restore")
  }
}
