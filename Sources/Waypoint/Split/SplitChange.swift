/// A split container whose selections or layout changed.
public struct SplitChange: Sendable, Equatable {
  /// The ID that names the container: its sidebar stack's.
  public let container: StackID
  /// Its selections and layout before.
  public let from: SplitState
  /// Its selections and layout after.
  public internal(set) var to: SplitState

  /// The selection columns whose selection changed, leading first.
  public var selectedColumns: [SplitColumn] {
    var columns: [SplitColumn] = []
    if from.sidebarSelection != to.sidebarSelection { columns.append(.sidebar) }
    if from.contentSelection != to.contentSelection { columns.append(.content) }
    return columns
  }
}

extension SplitChange: CustomStringConvertible {
  /// What changed: `split "mailboxes": sidebar selected Mailbox.inbox (was none)`.
  public var description: String {
    var parts: [String] = []
    func route(_ route: AnyRoute?) -> String { route.map { CallText.clip("\($0)") } ?? "none" }
    if from.sidebarSelection != to.sidebarSelection {
      parts.append(
        "sidebar selected \(route(to.sidebarSelection)) (was \(route(from.sidebarSelection)))")
    }
    if from.contentSelection != to.contentSelection {
      parts.append(
        "content selected \(route(to.contentSelection)) (was \(route(from.contentSelection)))")
    }
    if from.columnVisibility != to.columnVisibility {
      parts.append(
        "columns \(to.columnVisibility.rawValue) (was \(from.columnVisibility.rawValue))")
    }
    if from.preferredCompactColumn != to.preferredCompactColumn {
      parts.append(
        "compact column \(to.preferredCompactColumn.rawValue) "
          + "(was \(from.preferredCompactColumn.rawValue))")
    }
    return "split \(CallText.quoted(container.rawValue)): " + parts.joined(separator: ", ")
  }
}
