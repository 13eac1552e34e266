/// What a lenient restore left out, and why. Empty after a strict restore.
///
/// ```swift
/// let report = try coder.restore(router, from: data)
/// if !report.isComplete { print(report) }
/// ```
public struct RestorationSummary: Sendable, Equatable, CustomStringConvertible {
  /// The routes that could not be restored, each as the error a strict restore would have
  /// thrown: ``RestorationError/unknownRouteName(_:path:registered:)``,
  /// ``RestorationError/undecodableRoute(name:path:detail:)`` or
  /// ``RestorationError/migrationFailed(path:detail:)``.
  public internal(set) var problems: [RestorationError] = []
  /// Every entry of the snapshot that is not in the restored state: the ones that could
  /// not be restored, the ones above them, and those of dropped layers.
  public internal(set) var droppedEntries: [DroppedEntry] = []
  /// Every layer of the snapshot that is not in the restored state.
  public internal(set) var droppedLayers: [DroppedLayer] = []

  /// A report of `problems`, with nothing dropped yet.
  init(problems: [RestorationError]) {
    self.problems = problems
  }

  /// Whether everything in the snapshot was restored.
  public var isComplete: Bool {
    problems.isEmpty && droppedEntries.isEmpty && droppedLayers.isEmpty
  }

  /// One line per problem and dropped item, or `complete`.
  public var description: String {
    guard !isComplete else { return "complete" }
    let lines =
      problems.map { "problem: \($0)" }
      + droppedLayers.map { "dropped layer: \($0)" }
      + droppedEntries.map { "dropped entry: \($0)" }
    return lines.joined(separator: "\n")
  }
}
