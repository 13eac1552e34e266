/// Where a replay first parted from its recording: the step, its event, and the tree the
/// recording expected beside the one the replay made.
public struct ReplayDivergence: Sendable, CustomStringConvertible {
  /// The step, counted from 1 over the recording's events.
  public let step: Int
  /// The recorded event of that step.
  public let event: RecordedEvent
  /// The tree the recording holds after that step.
  public let expected: NavigationState
  /// The tree the replay made.
  public let actual: NavigationState
  /// The error the replayed action threw, when it failed where the recording's did not.
  public let error: NavigationError?
  /// With the guards deciding again (``ReplayMode/redecide``), how they decided otherwise
  /// than the recording says ("the recording has it redirected by guard "login"; the guards
  /// now: committed"); `nil` when the trees differ for another reason.
  public let decision: String?

  /// The step, its action, and how the trees differ, in words.
  public var description: String {
    let action = event.action.map(CallText.action) ?? "a failed call"
    var text = "replay diverged at step \(step)"
    if let sequence = event.sequence { text += " (event \(sequence))" }
    text += ", \(event.source.rawValue): \(action)"
    if let decision { text += "\n\(decision)" }
    if let error { text += "\nthe action failed: \(error)" }
    let difference =
      actual.difference(from: expected)
      ?? "the trees read the same but are not equal (entry IDs or routes that print alike)"
    return text + "\n" + difference
  }
}
