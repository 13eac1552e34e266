import Foundation

extension NavigationRecording {
  /// The version of the text form ``exported(with:redaction:)`` writes.
  public static let textFormatVersion = 1

  /// The recording as text: a versioned, line-oriented, readable form that
  /// ``init(reading:with:tokens:)`` reads back.
  ///
  /// ```swift
  /// let text = recorder.recording.exported(with: coder)
  /// try text.write(to: url, atomically: true, encoding: .utf8)
  /// ```
  ///
  /// A header (the format, the coder's route names, what the events hold) and the tree the
  /// recording starts from come first, then one line per event: its sequence number (`-`
  /// for a failed call or a width change), the seconds since the first event, who asked,
  /// what happened, and the event as JSON, with the trees it holds written as snapshots
  /// after it. Fields are separated by tabs.
  ///
  /// ```
  /// waypoint-recording	1
  /// …
  /// event	3	+0.250	user	committed	{"action":{"from":null,"pop":1},"next":3,…}
  /// ```
  ///
  /// Routes are written through `coder`, under their registered names. A route whose type
  /// `coder` does not register is written by its type name only, never its values, and
  /// listed in the header: such a recording reads, but does not replay
  /// (``ReplayError/unknownRouteType(_:line:)``). Texts typed into a dialog's fields are
  /// never written.
  ///
  /// - Parameters:
  ///   - coder: The coder whose route types the recording's routes are written with.
  ///   - redaction: Which routes to write as tokens, and whether texts that may quote values
  ///     (failures, guards' reasons, host reports) are left out; `nil` writes everything.
  public func exported(with coder: SnapshotCoder, redaction: RecordingRedaction? = nil)
    -> String
  {
    var writer = RecordingWriter(coder: coder, redaction: redaction)
    var body: [String] = []
    writer.beginLine()
    let startJSON = SnapshotValue.object(["next": .wire(startNextID), "tree": writer.tree(start)])
    body.append((["start", Self.json(startJSON)] + writer.trees).joined(separator: "\t"))
    let origin = events.first?.time ?? Date(timeIntervalSince1970: 0)
    for event in events {
      writer.beginLine()
      let json = Self.json(writer.members(of: event))
      // Before the first event when the clock went back (the user changed the time).
      let seconds = event.time.timeIntervalSince(origin)
      let offset = String(format: "%.3f", seconds.isFinite ? seconds : 0)
      let fields = [
        "event", event.sequence.map(String.init) ?? "-", "+" + offset, event.source.rawValue,
        event.kind.word, json,
      ]
      body.append((fields + writer.trees).joined(separator: "\t"))
    }
    var header = [
      "waypoint-recording\t\(Self.textFormatVersion)",
      "routes\t" + Self.json(.array(writer.coder.writtenNames.map(SnapshotValue.string))),
    ]
    if !writer.unknownTypes.isEmpty {
      header.append(
        "unknown\t" + Self.json(.array(writer.unknownTypes.sorted().map(SnapshotValue.string))))
    }
    header += [
      "redacted\t\(redaction != nil)",
      "dropped\t\(droppedCount)",
      "time\t" + String(format: "%.3f", origin.timeIntervalSince1970),
      "events\t\(events.count)",
    ]
    return (header + body).joined(separator: "\n") + "\n"
  }

  /// `value` as one line of JSON, its keys sorted.
  static func json(_ value: SnapshotValue) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }
}

extension RecordingWriter {
  /// An event's JSON.
  mutating func members(of event: RecordedEvent) -> SnapshotValue {
    var members: [String: SnapshotValue] = ["next": .wire(event.nextID)]
    if let action = event.action { members["action"] = self.action(action) }
    if let cause = event.cause { members["cause"] = .int(Int64(cause)) }
    if let input = event.hostInput {
      // With a redaction, the report's kind alone: its arguments may quote a value.
      let kept = redaction == nil ? input : String(input.prefix { $0 != "(" })
      members["host"] = .string(kept)
    }
    switch event.kind {
    case .committed: break
    case .denied(let name, let reason):
      members["guard"] = .string(name)
      if redaction == nil { members["reason"] = .string(reason) }
    case .redirected(let name):
      members["guard"] = .string(name)
    case .failed(let failure):
      members["call"] = .string(failure.call.name)
      if redaction == nil {
        // A failure read back keeps the call's text as written.
        let text = (failure.error as? RecordedFailure)?.call ?? failure.call.description
        members["callText"] = .string(text)
      }
      members["error"] = .string(
        redaction == nil ? String(describing: failure.error) : "\(type(of: failure.error))")
    case .widthChanged(let width, let split):
      members["width"] = .string(width.rawValue)
      members["split"] = .string(split.rawValue)
    }
    switch event.tree {
    case .unchanged, .width: break
    case .stack(let delta): members["stacks"] = .array([self.delta(delta)])
    case .stacks(let deltas): members["stacks"] = .array(deltas.map { self.delta($0) })
    case .tree(let state): members["after"] = tree(state)
    }
    return .object(members)
  }

  private mutating func delta(_ delta: RecordedTree.StackDelta) -> SnapshotValue {
    .object([
      "stack": .string(delta.stack.rawValue), "kept": .int(Int64(delta.kept)),
      "added": .array(delta.added.map { .array([$0.id.wire, route($0.route)]) }),
    ])
  }
}

extension RecordedEvent.Kind {
  /// The kind's word in a recording's text.
  var word: String {
    switch self {
    case .committed: "committed"
    case .denied: "denied"
    case .redirected: "redirected"
    case .failed: "failed"
    case .widthChanged: "width"
    }
  }
}

extension SnapshotValue {
  /// A 64-bit number as JSON: a number, or a string past what a JSON reader holds exactly.
  static func wire(_ number: UInt64) -> SnapshotValue {
    number <= UInt64(Int64.max) ? .int(Int64(number)) : .string(String(number))
  }
}
