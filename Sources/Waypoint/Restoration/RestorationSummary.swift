/// What a restore left out, and why: what a lenient restore dropped, and the dialogs every
/// restore drops. After a strict restore it lists only those dialogs.
///
/// ```swift
/// let report = try coder.restore(router, from: data)
/// if !report.isComplete { print(report) }
/// ```
public struct RestorationSummary: Sendable, Equatable, CustomStringConvertible {
  /// The routes that could not be restored, each as the error a strict restore would have
  /// thrown: ``RestorationError/unknownRouteName(_:path:registered:)``,
  /// ``RestorationError/undecodableRoute(name:path:detail:)`` or
  /// ``RestorationError/migrationFailed(path:detail:)``; and the parts of a presentation
  /// left out, as ``RestorationError/invalidData(path:detail:)``: a sheet detent that cannot
  /// be drawn, a selected detent the sheet does not declare, an anchor that is not a screen
  /// of the stack presenting, a dialog of a kind this version does not know.
  public internal(set) var problems: [RestorationError] = []
  /// Every entry of the snapshot that is not in the restored state: the ones that could
  /// not be restored, the ones above them, and those of dropped layers.
  public internal(set) var droppedEntries: [DroppedEntry] = []
  /// Every layer of the snapshot that is not in the restored state.
  public internal(set) var droppedLayers: [DroppedLayer] = []
  /// Every dialog of the snapshot, in tree order: a restored tree never shows a dialog, in
  /// either mode (a dialog is a question for the moment, not a place).
  public internal(set) var droppedDialogs: [DroppedDialog] = []

  /// A report of `problems`, with nothing dropped yet.
  init(problems: [RestorationError]) {
    self.problems = problems
  }

  /// Whether everything in the snapshot was restored: no problem, and nothing dropped, not
  /// even a dialog.
  public var isComplete: Bool {
    problems.isEmpty && droppedEntries.isEmpty && droppedLayers.isEmpty && droppedDialogs.isEmpty
  }

  /// One line per problem and dropped item, or `complete`.
  public var description: String {
    guard !isComplete else { return "complete" }
    let lines =
      problems.map { "problem: \($0)" }
      + droppedDialogs.map { "dropped dialog: \($0)" }
      + droppedLayers.map { "dropped layer: \($0)" }
      + droppedEntries.map { "dropped entry: \($0)" }
    return lines.joined(separator: "\n")
  }
}
