import Foundation

/// What a ``NavigationRecorder`` kept: the tree before the oldest kept event, then the
/// events, oldest first. A value: read it, export it, replay it.
///
/// ```swift
/// let recording = recorder.recording
/// let report = try await recording.replay()
/// if let divergence = report.divergence { print(divergence) }
/// ```
public struct NavigationRecording: Sendable {
  /// The tree before the first event.
  public let start: NavigationState
  /// The number the router's next new ID carried at the start.
  package let startNextID: UInt64
  /// The events, oldest first.
  public let events: [RecordedEvent]
  /// How many events happened before the first one kept (they left the recorder's ring).
  public let droppedCount: Int

  /// The routes the recording names by their type only, and where: it does not replay.
  package let unknownRoutes: [UnknownRouteUse]

  package init(
    start: NavigationState, startNextID: UInt64, events: [RecordedEvent], droppedCount: Int,
    unknownRoutes: [UnknownRouteUse] = []
  ) {
    self.start = start
    self.startNextID = startNextID
    self.events = events
    self.droppedCount = droppedCount
    self.unknownRoutes = unknownRoutes
  }

  /// The tree after the last event: the router's tree when the recording was taken.
  public var end: NavigationState {
    (try? expectedTrees().last) ?? start
  }

  /// One short line per change of the screens shown (committed events), oldest first, for
  /// a crash reporter's breadcrumbs: the time since the first event, who asked, the action,
  /// and the top screen after it.
  ///
  /// ```
  /// +0.000s program: push([Screen.inbox], on: .visible) → main: #1 Screen.inbox
  /// +1.250s user: pop(1, from: .visible) → main: root
  /// ```
  public var breadcrumbs: [String] {
    guard let trees = try? expectedTrees() else { return [] }
    let first = events.first?.time
    return zip(events, trees).compactMap { event, tree -> String? in
      guard event.isCommitted else { return nil }
      return event.breadcrumb(after: tree, since: first ?? event.time)
    }
  }

  /// The tree after each event, from ``start``.
  ///
  /// - Throws: ``ReplayError/inconsistentRecording(step:reason:)`` at the first event whose
  ///   change does not fit the tree before it (a recording edited by hand).
  package func expectedTrees() throws(ReplayError) -> [NavigationState] {
    var trees: [NavigationState] = []
    trees.reserveCapacity(events.count)
    var tree = start
    for (index, event) in events.enumerated() {
      guard let next = event.tree.applied(to: tree) else {
        throw .inconsistentRecording(
          step: index + 1, reason: "its change names a stack or entries the tree before it lacks")
      }
      tree = next
      trees.append(tree)
    }
    return trees
  }
}

extension RecordedEvent {
  /// One short line: the time since `start`, who asked, the action, the top screen after.
  func breadcrumb(after tree: NavigationState, since start: Date) -> String {
    let seconds = time.timeIntervalSince(start)
    let stamp = "+" + String(format: "%.3f", seconds) + "s"
    let stack = tree.visibleStack
    let top = stack.entries.last.map(\.description) ?? stack.root.map { "root \($0)" } ?? "root"
    let what = action.map { CallText.clip(CallText.action($0), to: 120) } ?? "failed"
    return "\(stamp) \(source.rawValue): \(what) → \(stack.id): \(top)"
  }
}
