/// What events that left a recorder's ring did to the visible stack of its start: entries
/// popped from the start's own, then entries pushed.
struct PendingEntries {
  /// The start's own entries popped.
  private(set) var popped = 0
  /// The entries pushed since, bottom first.
  private(set) var pushed: [Entry] = []

  var isEmpty: Bool { popped == 0 && pushed.isEmpty }

  mutating func push(_ entry: consuming Entry) {
    pushed.append(entry)
  }

  /// Pops `count` entries: the pushed ones first. Returns whether it popped entries of the
  /// start's own.
  @inline(__always)
  mutating func pop(_ count: Int) -> Bool {
    if count == 1, !pushed.isEmpty {
      pushed.removeLast()
      return false
    }
    let fromPushed = Swift.min(count, pushed.count)
    pushed.removeLast(fromPushed)
    popped += count - fromPushed
    return count > fromPushed
  }
}
