import Foundation

extension NavigationRecording {
  /// The most events a recording's text may hold when read.
  public static let maximumEventCount = 1_000_000

  /// Reads a recording's text form, written by ``exported(with:redaction:)``.
  ///
  /// ```swift
  /// let text = try String(contentsOf: url, encoding: .utf8)
  /// let recording = try NavigationRecording(
  ///   reading: text, with: coder, tokens: ["profile-1": Profile(id: 7)])
  /// let report = try await recording.replay()
  /// ```
  ///
  /// Every line is checked: the header and its version, each event's fields and JSON, each
  /// tree (with `coder`'s limits, as a snapshot is), that the events are as many as the
  /// header counts, and that each event's change fits the tree before it.
  ///
  /// - Parameters:
  ///   - text: The recording's text.
  ///   - coder: A coder that registers the recording's route types, under the names they
  ///     were written with.
  ///   - tokens: Values for the tokens of a redacted recording (see ``RecordingRedaction``);
  ///     a token without a value reads as a ``RedactedRoute``.
  /// - Throws: ``RecordingError``, with the line of the problem.
  public init(
    reading text: String, with coder: SnapshotCoder,
    tokens: [String: any Hashable & Sendable] = [:]
  ) throws(RecordingError) {
    var reader = RecordingReader(
      coder: coder, tokens: tokens.mapValues { AnyRoute($0) })
    // Lines end in a line feed, or in a carriage return and a line feed where an editor
    // saved the text that way (one Character in Swift, which a line feed alone never
    // matches).
    var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    if lines.last?.isEmpty == true { lines.removeLast() }
    guard let first = lines.first else { throw .notARecording(line: 1, found: "") }
    var header: [String: Substring] = [:]
    let settings: Set<String> = ["routes", "unknown", "redacted", "dropped", "time", "events"]
    var position = 0
    // The header: the format's name and version, then one setting per line up to `start`.
    while position < lines.count {
      reader.line = position + 1
      let fields = lines[position].split(separator: "\t", omittingEmptySubsequences: false)
      let key = String(fields.first ?? "")
      if position == 0 {
        guard key == "waypoint-recording", fields.count == 2, let version = Int(fields[1]) else {
          throw .notARecording(line: 1, found: String(first.prefix(40)))
        }
        guard version <= Self.textFormatVersion, version >= 1 else {
          throw .unsupportedVersion(version, supported: Self.textFormatVersion, line: 1)
        }
        position += 1
        continue
      }
      if key == "start" { break }
      guard fields.count == 2, settings.contains(key), header[key] == nil else {
        let found = CallText.quoted(String(lines[position].prefix(40)))
        throw reader.malformed("expected a header setting or the start, found \(found)")
      }
      header[key] = fields[1]
      position += 1
    }
    guard position < lines.count else {
      throw .truncated(expectedEvents: 0, found: 0, line: lines.count + 1)
    }
    guard let expected = header["events"].flatMap({ Int($0) }), expected >= 0,
      expected <= Self.maximumEventCount
    else {
      throw .malformed(
        line: position, reason: "the header's event count is missing or out of range")
    }
    let dropped = header["dropped"].flatMap { Int($0) } ?? 0
    guard dropped >= 0 else {
      throw .malformed(line: position, reason: "the dropped count is negative")
    }
    guard let originText = header["time"], let originSeconds = Double(originText),
      originSeconds.isFinite
    else {
      throw .malformed(line: position, reason: "the header's time is missing or not a number")
    }
    let origin = Date(timeIntervalSince1970: originSeconds)

    // The start.
    reader.line = position + 1
    var fields = lines[position].split(separator: "\t", omittingEmptySubsequences: false)
    let startJSON = try reader.object(
      Self.parse(fields.count > 1 ? fields[1] : "", reader), "the start")
    reader.trees = Array(fields.dropFirst(2))
    let start = try reader.tree(startJSON["tree"])
    let startNextID = try reader.uint64(startJSON["next"], "the start's next ID")
    position += 1

    // The events.
    var events: [RecordedEvent] = []
    var lineOfEvent: [Int] = []
    while position < lines.count {
      reader.line = position + 1
      fields = lines[position].split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 6, fields[0] == "event" else {
        throw reader.malformed("expected an event: event, sequence, time, source, kind, JSON")
      }
      guard events.count < expected else {
        throw reader.malformed("more events than the header's \(expected)")
      }
      reader.trees = Array(fields.dropFirst(6))
      events.append(
        try reader.event(fields, origin: origin, first: events.first, after: events.last))
      lineOfEvent.append(position + 1)
      position += 1
    }
    guard events.count == expected else {
      throw .truncated(expectedEvents: expected, found: events.count, line: lines.count + 1)
    }
    self.init(
      start: start, startNextID: startNextID, events: events, droppedCount: dropped,
      unknownRoutes: reader.unknownRoutes)
    // A recording that names a route by its type only reads, with placeholders where its
    // trees could not be written; it does not replay, so its changes are not checked.
    guard unknownRoutes.isEmpty else { return }
    do {
      _ = try expectedTrees()
    } catch .inconsistentRecording(let step, let reason) {
      throw .malformed(
        line: lineOfEvent[step - 1], reason: "the event's change does not fit: \(reason)")
    } catch {
      throw .malformed(line: position, reason: "\(error)")
    }
  }

  /// A line's JSON, checked for depth before it is read.
  static func parse(_ text: Substring, _ reader: RecordingReader) throws(RecordingError)
    -> SnapshotValue
  {
    guard Self.nesting(of: text) <= 64 else {
      throw reader.malformed("its JSON nests deeper than 64 levels")
    }
    do {
      return try JSONDecoder().decode(SnapshotValue.self, from: Data(text.utf8))
    } catch {
      throw reader.malformed("its JSON does not read")
    }
  }

  /// How deep `text` nests arrays and objects, strings skipped.
  static func nesting(of text: Substring) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in text.utf8 {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = Swift.max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
  }
}
