/// A restored state and what could not be restored.
public struct RestoredState: Sendable, Equatable {
  /// The state built from the snapshot.
  public let state: NavigationState
  /// What was dropped; empty unless restoring was lenient.
  public let report: RestorationReport
}

/// What a lenient restore left out, and why. Empty after a strict restore.
public struct RestorationReport: Sendable, Equatable, CustomStringConvertible {
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

  /// An empty report.
  public init() {}

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

/// An entry of a snapshot that a lenient restore left out.
public struct DroppedEntry: Sendable, Hashable, CustomStringConvertible {
  /// The stack it was in.
  public let stack: StackID
  /// Its ID.
  public let id: EntryID
  /// Its position in the stack, from 0 at the bottom.
  public let position: Int
  /// The name its route was stored under.
  public let routeName: String

  /// For example `#7 "profile" at main[2]`.
  public var description: String { "\(id) \"\(routeName)\" at \(stack)[\(position)]" }
}

/// A layer of a snapshot that a lenient restore left out, with everything in it.
public struct DroppedLayer: Sendable, Hashable, CustomStringConvertible {
  /// The stack that presented it.
  public let presenter: StackID
  /// Its style.
  public let style: PresentationStyle
  /// The stacks directly in it.
  public let stacks: [StackID]

  /// For example `sheet [settings] presented by main`.
  public var description: String {
    "\(style) [\(stacks.map(\.rawValue).joined(separator: ", "))] presented by \(presenter)"
  }
}
