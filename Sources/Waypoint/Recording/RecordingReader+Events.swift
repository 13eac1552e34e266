import Foundation

extension RecordingReader {
  /// One event line's fields: `event`, sequence, time, source, kind, JSON (and the line's
  /// snapshots, already in ``trees``), read after the `first` and `previous` events read.
  mutating func event(
    _ fields: [Substring], origin: Date, first: RecordedEvent?, after previous: RecordedEvent?
  ) throws(RecordingError) -> RecordedEvent {
    var sequence: Int?
    if fields[1] != "-" {
      guard let number = Int(fields[1]), number > 0 else {
        throw malformed("an event's sequence is not a number from 1 or -")
      }
      sequence = number
    }
    // The seconds since the first event, which are fewer than 0 where the clock went back
    // (`+-0.250`). The time, and its distance from the first event's, which the export
    // writes, must be numbers.
    guard fields[2].first == "+", let offset = Double(fields[2].dropFirst()), offset.isFinite
    else { throw malformed("an event's time is not +<seconds>") }
    let time = origin.addingTimeInterval(offset)
    guard time.timeIntervalSince1970.isFinite,
      time.timeIntervalSince(first?.time ?? time).isFinite
    else { throw malformed("an event's time is out of range") }
    guard let source = NavigationSource(rawValue: String(fields[3])) else {
      throw malformed("an event's source is not one of program, user, deepLink, restoration")
    }
    let members = try object(try NavigationRecording.parse(fields[5], self), "an event")
    let nextID = try uint64(members["next"], "an event's next ID")
    var action: NavigationAction?
    if let value = members["action"] { action = try self.action(value) }
    let cause = try members["cause"].map { (value) throws(RecordingError) in
      try count(value, "an event's cause")
    }
    let host = try members["host"].map { (value) throws(RecordingError) in
      try string(value, "a host's report")
    }
    var tree = RecordedTree.unchanged
    let kind: RecordedEvent.Kind
    switch fields[4] {
    case "committed":
      guard action != nil else { throw malformed("a committed event has no action") }
      tree = try changedTree(members)
      kind = .committed
    case "denied":
      kind = .denied(
        guard: try string(members["guard"], "a guard's name"),
        reason: try members["reason"].map { (value) throws(RecordingError) in
          try string(value, "a guard's reason")
        } ?? "")
    case "redirected":
      kind = .redirected(guard: try string(members["guard"], "a guard's name"))
    case "failed":
      let name = try string(members["call"], "a failed call's name")
      let text = try members["callText"].map { (value) throws(RecordingError) in
        try string(value, "a failed call's text")
      }
      let failure = RecordedFailure(
        message: try string(members["error"], "a failed call's error"), call: text)
      kind = .failed(NavigationFailure(call: NavigationCall(name), error: failure, source: source))
    case "width":
      guard let width = SplitWidth(rawValue: try string(members["width"], "a width")) else {
        throw malformed("a width is not one of compact, regular")
      }
      let split = try stackID(members["split"], "a split container")
      kind = .widthChanged(width, split: split)
      tree = .width(width, split: split)
    default:
      throw malformed(
        "an event's kind is not one of committed, denied, redirected, failed, width")
    }
    if case .failed = kind {
    } else if case .widthChanged = kind {
    } else {
      guard sequence != nil, action != nil else {
        throw malformed("an event of kind \(fields[4]) has no sequence or no action")
      }
    }
    if let sequence, let last = previous?.sequence, sequence <= last {
      throw malformed("sequence \(sequence) does not follow \(last)")
    }
    if let cause, cause >= (sequence ?? Int.max) {
      throw malformed("an event's cause \(cause) does not come before it")
    }
    return RecordedEvent(
      sequence: sequence, time: time, source: source, kind: kind,
      cause: cause, hostInput: host, performed: action.map(PerformedAction.action), tree: tree,
      nextID: nextID)
  }

  /// What a committed event did to the tree: its stacks' entries, or the tree after it.
  private mutating func changedTree(_ members: [String: SnapshotValue]) throws(RecordingError)
    -> RecordedTree
  {
    if let after = members["after"] { return .tree(try tree(after)) }
    guard let stacks = members["stacks"] else { return .unchanged }
    var deltas: [RecordedTree.StackDelta] = []
    for element in try array(stacks, "an event's stacks") {
      let change = try object(element, "a stack's change")
      var added: [Entry] = []
      for pair in try array(change["added"], "added entries") {
        let parts = try array(pair, "an added entry")
        guard parts.count == 2 else { throw malformed("an added entry is [ID, route]") }
        added.append(
          Entry(id: EntryID(try uint64(parts[0], "an entry ID")), route: try route(parts[1])))
      }
      deltas.append(
        RecordedTree.StackDelta(
          stack: try stackID(change["stack"], "a stack"),
          kept: try count(change["kept"], "kept entries"), added: added))
    }
    switch deltas.count {
    case 0: return .unchanged
    case 1: return .stack(deltas[0])
    default: return .stacks(deltas)
    }
  }
}
