import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// What fuzzing the recording reader found (inputs run through the fuzz target of
/// scripts/fuzz-recording.sh, and a review beside it), one test each: a recording that the
/// export writes reads back, and any other text is a `RecordingError` that names its line,
/// at a cost in proportion to the text.
@Suite("Recording reader: fuzz findings")
@MainActor
struct RecordingReaderFuzzFindingsTests {
  /// The route types the tests share, and one that counts how often it is decoded.
  static let coder = SnapshotCoder(version: 1)
    .registering(SavedScreen.self, as: "screen")
    .registering(SavedArticle.self, as: "article")
    .registering(Int.self, as: "int")
    .registering(RecordedCounted.self, as: "counted")

  /// A clock that moves by `step` seconds per reading, back when `step` is negative.
  @MainActor
  final class Clock {
    var time = Date(timeIntervalSince1970: 1_700_000_000)
    let step: TimeInterval
    init(step: TimeInterval) { self.step = step }
    func now() -> Date {
      defer { time += step }
      return time
    }
  }

  /// A recording's text written by hand: the header, a start on an empty `main` stack,
  /// then one line per event, its fields joined by tabs.
  static func text(time: String = "0.000", events: [[String]]) throws -> String {
    let start = String(decoding: try coder.encode(NavigationState()), as: UTF8.self)
    let lines =
      [
        "waypoint-recording\t1", "routes\t[]", "redacted\tfalse", "dropped\t0", "time\t\(time)",
        "events\t\(events.count)", "start\t{\"next\":1,\"tree\":{\"tree\":0}}\t\(start)",
      ] + events.map { $0.joined(separator: "\t") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A committed push of one number onto `main`, which held `kept` entries, at `offset`.
  static func push(_ sequence: Int, at offset: String, kept: Int = 0) -> [String] {
    [
      "event", "\(sequence)", offset, "user", "committed",
      "{\"action\":{\"on\":null,\"push\":[{\"int\":\(sequence)}]},\"next\":\(sequence + 1),"
        + "\"stacks\":[{\"added\":[[\(sequence),{\"int\":\(sequence)}]],\"kept\":\(kept),"
        + "\"stack\":\"main\"}]}",
    ]
  }

  /// The error reading `text` throws, or `nil` when it reads.
  static func readingError(_ text: String) -> RecordingError? {
    do {
      _ = try NavigationRecording(reading: text, with: coder)
      return nil
    } catch {
      return error
    }
  }

  // MARK: Times

  /// Found: an event recorded after the clock was set back is written `+-0.250` (its
  /// seconds since the first event are fewer than 0), which the reader refused, so the
  /// export of such a session did not read back.
  @Test func aSessionWhoseClockWentBackReadsBack() throws {
    let clock = Clock(step: -0.25)
    let router = Router()
    let recorder = NavigationRecorder(router, now: { clock.now() })
    router.push(SavedScreen.home)
    router.push(SavedScreen.settings)
    router.pop()
    let recording = recorder.recording
    let text = recording.exported(with: Self.coder)
    #expect(text.contains("\t+-0.500\t"))
    let read = try NavigationRecording(reading: text, with: Self.coder)
    #expect(read.events.count == 3)
    for (original, back) in zip(recording.events, read.events) {
      #expect(abs(original.time.timeIntervalSince(back.time)) < 0.001)
    }
    #expect(read.end == router.state)
  }

  /// Found: a hand-edited time whose date is past what a `Date` holds (`time` 1e308 and an
  /// offset of 1e308) read as an infinite time, which the export wrote as `+inf`, so the
  /// recording did not read back; it is an error on the event's line.
  @Test func aTimePastWhatADateHoldsIsAnErrorOnItsLine() throws {
    let text = try Self.text(
      time: "1e308", events: [Self.push(1, at: "+0.000"), Self.push(2, at: "+1e308", kept: 1)])
    let error = try #require(Self.readingError(text))
    #expect(error.line == 9)
    #expect(error.description.contains("out of range"))
  }

  /// Found, with the last: two finite times whose distance is not (`+-1e308`, then
  /// `+1e308`), which the export writes as the second's seconds since the first.
  @Test func timesTooFarApartAreAnErrorOnTheLaterLine() throws {
    let text = try Self.text(
      events: [Self.push(1, at: "+-1e308"), Self.push(2, at: "+1e308", kept: 1)])
    let error = try #require(Self.readingError(text))
    #expect(error.line == 9)
    #expect(Self.readingError(text.replacingOccurrences(of: "+1e308", with: "+1e307")) == nil)
  }

  // MARK: Cost

  /// Found: a line that names its one large tree many times (a batch of `replaceState`
  /// actions) decoded the tree once per mention: a text of 130 KB used up the fuzzer's 2 GB
  /// in under a minute.
  /// Each of a line's trees is now decoded once, and its mentions share it.
  @Test func aLineThatNamesATreeManyTimesDecodesItOnce() throws {
    let pushed = Router()
    pushed.push(contentsOf: (1...50).map { RecordedCounted(id: $0) })
    let big = pushed.state
    let router = Router()
    let recorder = NavigationRecorder(router)
    try router.send(.replaceState(big))
    let exported = recorder.recording.exported(with: Self.coder)
    let once = "{\"replaceState\":{\"tree\":0}}"
    #expect(exported.contains(once))
    let batch = "{\"batch\":[" + Array(repeating: once, count: 1_000).joined(separator: ",") + "]}"
    let text = exported.replacingOccurrences(of: once, with: batch)
    let before = RecordedCounted.decodes.count
    let read = try NavigationRecording(reading: text, with: Self.coder)
    // The line's two trees (the action's and the one after it), 50 routes each.
    #expect(RecordedCounted.decodes.count - before == 100)
    guard case .batch(let actions)? = read.events.first?.action else {
      Issue.record("the event's action is not the batch")
      return
    }
    #expect(actions.count == 1_000)
    #expect(read.end.visibleStack.entries.count == 50)
  }

  /// Found in review, with the fuzzer's hint of huge counts: an answer's texts come back as
  /// that many empty strings, so 30 bytes made a thousand of them (a few megabytes of
  /// answers, gigabytes). A recording's answers hold 100,000 texts at most in all.
  @Test func theAnswersOfARecordingHoldABoundedNumberOfTexts() throws {
    func answers(_ count: Int) throws -> String {
      let answer = "{\"answerDialog\":0,\"on\":null,\"texts\":1000}"
      let batch = Array(repeating: answer, count: count).joined(separator: ",")
      return try Self.text(events: [
        [
          "event", "1", "+0.000", "user", "committed",
          "{\"action\":{\"batch\":[\(batch)]},\"next\":1}",
        ]
      ])
    }
    #expect(Self.readingError(try answers(100)) == nil)
    let error = try #require(Self.readingError(try answers(101)))
    #expect(error.line == 8)
    #expect(error.description.contains("100000 texts in all"))
  }

  // MARK: Lines

  /// Found in review: a recording saved with Windows line endings read as one line (a
  /// carriage return and a line feed are one `Character`), an error that named line 1 and
  /// quoted the very start a recording has. Such a recording reads.
  @Test func aRecordingWithCarriageReturnsReads() throws {
    let router = Router()
    let recorder = NavigationRecorder(router)
    router.push(SavedScreen.profile(id: 1))
    router.present(.sheet(SavedScreen.settings, id: "settings"))
    let text = recorder.recording.exported(with: Self.coder)
    let read = try NavigationRecording(
      reading: text.replacingOccurrences(of: "\n", with: "\r\n"), with: Self.coder)
    #expect(read.events.count == 2)
    #expect(read.end == router.state)
  }
}

/// A route whose decodes the test of a line that names a tree many times counts (see
/// `CountedRoute`, of the restoration's cost tests).
struct RecordedCounted: CountedRoute {
  static let decodes = DecodeCount()
  var id: Int
}

@Suite("Recordings that name a route type only")
@MainActor
struct UnknownRouteTypeTests {
  @Test func aTypeDeclaredInAFunctionIsNamedWithoutAddresses() throws {
    struct Draft: Hashable, Sendable { var text: String }
    let router = Router()
    let recorder = NavigationRecorder(router)
    router.push(Draft(text: "secret"))
    let coder = SnapshotCoder().registering(String.self, as: "text")
    let text = recorder.recording.exported(with: coder)
    #expect(text.contains("unknown\t[\"Draft\"]"))
    #expect(!text.contains("unknown context"))
    #expect(!text.contains("secret"))
    // Read back and written again, it names the type the same way.
    let read = try NavigationRecording(reading: text, with: coder)
    #expect(
      read.exported(with: coder).contains("{\"unknown\":\"Draft\",\"values\":\"not written\"}"))
  }
}
