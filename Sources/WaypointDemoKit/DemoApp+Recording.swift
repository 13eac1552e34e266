import Foundation
import Waypoint

extension DemoApp {
  /// How many events the demo's recorder keeps: the newest.
  package nonisolated static let recordingCapacity = 500

  /// `record on`: attaches a new recorder to the router, which records every event from
  /// now on, its times from ``clock``. A recording kept from before is dropped.
  ///
  /// - Returns: What the terminal prints: that it records, from what it shows.
  /// - Throws: ``DemoError/alreadyRecording(events:)`` while a recorder records.
  @discardableResult
  package func startRecording() throws(DemoError) -> String {
    if let recorder, recorder.isRecording {
      throw .alreadyRecording(events: recorder.count)
    }
    recorder = NavigationRecorder(
      router, capacity: Self.recordingCapacity, now: { [clock] in clock.now() })
    return "recording from \(breadcrumb); the last \(Self.recordingCapacity) events are kept"
  }

  /// `record off`: stops the recorder; what it recorded stays, for `record save`.
  ///
  /// - Returns: What the terminal prints: how many events were kept.
  /// - Throws: ``DemoError/notRecording`` while nothing is recorded.
  package func stopRecording() throws(DemoError) -> String {
    guard let recorder, recorder.isRecording else { throw .notRecording }
    recorder.stop()
    return "recording off: \(Self.count(recorder.count, "event")) kept"
  }

  /// `record save FILE`: writes what the recorder holds (recording or stopped) to `file`,
  /// resolved against ``workingDirectory`` when relative, as text
  /// (``NavigationRecording/exported(with:redaction:)``, routes written with
  /// ``recordingCoder``). Recording goes on.
  ///
  /// - Returns: What the terminal prints: how many events were saved, to which file.
  /// - Throws: ``DemoError/nothingRecorded`` before any `record on`;
  ///   ``DemoError/recording(verb:file:reason:)`` when the file cannot be written.
  @discardableResult
  package func saveRecording(to file: String) throws(DemoError) -> String {
    guard let recorder else { throw .nothingRecorded }
    let recording = recorder.recording
    let text = recording.exported(with: Self.recordingCoder)
    try write(Data(text.utf8), to: file) { .recording(verb: "save", file: file, reason: $0) }
    var saved = "saved \(Self.count(recording.events.count, "event")) to \"\(file)\""
    if recording.droppedCount > 0 {
      saved += " (\(Self.count(recording.droppedCount, "earlier event")) left the recorder)"
    }
    return saved
  }

  /// `replay FILE`: reads the recording in `file` with ``recordingCoder`` and replays it
  /// into the demo's router as recorded (``ReplayMode/asRecorded``: no guard is asked
  /// again), so that the terminal shows where it ends: the router first takes the tree the
  /// recording starts from, then each recorded change, compared with the recorded tree
  /// after it. The first step whose tree differs ends the replay; the router keeps the
  /// tree it made there.
  ///
  /// - Returns: What the terminal prints, over several lines: the number of events, each
  ///   replayed change's breadcrumb (``ReplayReport/breadcrumbs``), at a divergence its
  ///   step, action and the trees' difference in words, then how many steps matched and
  ///   the breadcrumb of what the terminal shows.
  /// - Throws: ``DemoError/recording(verb:file:reason:)`` when the file is missing, is not
  ///   a recording (``RecordingError``, which names the line), is not one of this demo's,
  ///   or cannot be replayed (``ReplayError``); the state is unchanged then.
  package func replay(from file: String) async throws(DemoError) -> String {
    func failure(_ reason: String) -> DemoError {
      .recording(verb: "replay", file: file, reason: reason)
    }
    let data = try read(file, kind: "recording", saving: "record save \(file)", failure: failure)
    guard let text = String(data: data, encoding: .utf8) else {
      throw failure("it is not text (UTF-8), so not a recording")
    }
    let recording: NavigationRecording
    do {
      recording = try NavigationRecording(reading: text, with: Self.recordingCoder)
    } catch {
      throw failure(error.description)
    }
    guard case .tabs(let tabs) = recording.start.content, tabs.tabIDs == Self.tabs else {
      throw failure(
        "it is not a recording of this demo, whose tabs are "
          + Self.tabs.map(\.rawValue).joined(separator: ", "))
    }
    let report: ReplayReport
    do {
      report = try await recording.replay(into: router, mode: .asRecorded)
    } catch {
      throw failure(error.description)
    }
    catchUp()
    let steps = recording.events.count
    var lines = ["replaying \"\(file)\": \(Self.count(steps, "recorded event"))"]
    lines += report.breadcrumbs.map { "  " + $0 }
    if let divergence = report.divergence {
      lines.append(divergence.description)
      lines.append("\(report.matchedSteps) of \(steps) steps matched; \(breadcrumb)")
    } else {
      lines.append("every step matched; \(breadcrumb)")
    }
    return lines.joined(separator: "\n")
  }

  /// `count` and `noun`, plural unless one: `1 event`, `3 events`.
  package nonisolated static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
