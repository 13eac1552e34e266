import Foundation
import Testing
import Waypoint
import WaypointDemoKit

/// `record` and `replay`, and `--record FILE`, beside their transcript (`record.txt`).
@Suite @MainActor struct RecordingTests {
  @Test func steppingClockReadsAFixedStepApart() {
    let clock = DemoClock.stepping(from: Date(timeIntervalSince1970: 100), by: 0.5)
    #expect(!clock.isSystem)
    #expect(clock.now() == Date(timeIntervalSince1970: 100))
    #expect(clock.now() == Date(timeIntervalSince1970: 100.5))
    #expect(clock.now() == Date(timeIntervalSince1970: 101))
  }

  @Test func systemClockReadsTheTime() {
    let clock = DemoClock.system
    #expect(clock.isSystem)
    let before = Date()
    let now = clock.now()
    #expect(now >= before && now <= Date())
  }

  @Test func aScriptRecordsTheSameTextEveryRun() async throws {
    var texts: [String] = []
    for _ in 0..<2 {
      let app = DemoApp()
      for line in ["record on", "push profile", "present sheet about", "dismiss"] {
        _ = await app.execute(line: line)
      }
      texts.append(try #require(app.recorder).recording.exported(with: DemoApp.recordingCoder))
    }
    #expect(texts[0] == texts[1])
    #expect(texts[0].contains("\ntime\t1735689600.000\n"))
    #expect(texts[0].contains("\nevent\t3\t+0.500\tprogram\tcommitted\t"))
  }

  @Test func recordingTreesTakeOneLineEach() async throws {
    let app = DemoApp()
    _ = await app.execute(line: "record on")
    _ = await app.execute(line: "present sheet settings")
    let text = try #require(app.recorder).recording.exported(with: DemoApp.recordingCoder)
    // Header (6 lines), start, one event: a pretty-printed tree would add lines.
    #expect(text.split(separator: "\n").count == 8)
    #expect(throws: Never.self) {
      _ = try NavigationRecording(reading: text, with: DemoApp.recordingCoder)
    }
  }

  @Test func replayEndsWhereTheRecordingEndedAndShowsIt() async throws {
    let directory = try Transcript.makeWorkingDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = DemoApp(workingDirectory: directory)
    for line in [
      "record on", "push profile", "present sheet settings", "push about", "record save s.rec",
      "dismiss", "tab explore",
    ] {
      _ = await app.execute(line: line)
    }
    let output = try #require(await app.execute(line: "replay s.rec"))
    #expect(output.split(separator: "\n").count == 5)
    #expect(
      output.hasSuffix("every step matched; [home] Router > Profile | sheet: Settings > About"))
    #expect(app.breadcrumb == "[home] Router > Profile | sheet: Settings > About")
    #expect(app.shownLayers.count == 1)
  }

  @Test func aDivergenceLeavesTheTreeTheReplayMade() async throws {
    let directory = try Transcript.makeWorkingDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = DemoApp(workingDirectory: directory)
    let output = try #require(await app.execute(line: "replay diverged.rec"))
    #expect(
      output.contains("\nreplay diverged at step 4 (event 4), program: pop(2, from: .visible)\n"))
    #expect(output.hasSuffix("\n3 of 5 steps matched; [home] Router > Profile"))
    #expect(app.breadcrumb == "[home] Router > Profile")
  }

  @Test func aRecordingThatDoesNotReadChangesNothing() async throws {
    let directory = try Transcript.makeWorkingDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = DemoApp(workingDirectory: directory)
    _ = await app.execute(line: "push about")
    let before = app.router.state
    for file in ["corrupt.rec", "cut-short.rec", "good.json", "missing.rec"] {
      let output = await app.execute(line: "replay \(file)")
      #expect(output?.hasPrefix("error: cannot replay \"\(file)\": ") == true)
    }
    #expect(app.router.state == before)
  }

  @Test func aRecordingOfAnotherAppIsRefused() async throws {
    let directory = try Transcript.makeWorkingDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let router = Router(try NavigationState(tabs: ["a", "b"], selected: "a"))
    let recorder = NavigationRecorder(router)
    try router.send(.push([AnyRoute(DemoRoute.about)]))
    try recorder.recording.exported(with: DemoApp.recordingCoder)
      .write(to: directory.appendingPathComponent("other.rec"), atomically: true, encoding: .utf8)
    let app = DemoApp(workingDirectory: directory)
    #expect(
      await app.execute(line: "replay other.rec")
        == "error: cannot replay \"other.rec\": it is not a recording of this demo, whose tabs "
        + "are home, explore")
    #expect(app.breadcrumb == "[home] Router")
  }

  @Test func replayRunsOnlyWhereItIsAwaited() {
    let app = DemoApp()
    #expect(throws: DemoError.self) { try app.run(.replay("s.rec")) }
  }

  @Test func replayAndRecordRunWhileADialogWaits() async {
    let app = DemoApp()
    _ = await app.execute(line: "updates")
    #expect(await app.execute(line: "record on")?.hasPrefix("recording from ") == true)
    #expect(await app.execute(line: "record off") == "recording off: 0 events kept")
  }

  @Test func recordParsesItsThreeForms() throws {
    #expect(try DemoCommand(line: "record on") == .recordOn)
    #expect(try DemoCommand(line: "record off") == .recordOff)
    #expect(try DemoCommand(line: "record save a.rec") == .recordSave("a.rec"))
    #expect(try DemoCommand(line: "replay a.rec") == .replay("a.rec"))
    for line in ["record", "record save", "record on now", "record start", "replay"] {
      #expect(throws: DemoError.self) { try DemoCommand(line: line) }
    }
  }

  @Test func recordOptionParses() throws {
    let options = try DemoOptions(arguments: ["--record", "s.rec", "--state", "state.json"])
    #expect(options.recordFile == "s.rec")
    #expect(options.stateFile == "state.json")
    #expect(try DemoOptions(arguments: []).recordFile == nil)
    #expect(throws: DemoError.self) { try DemoOptions(arguments: ["--record", "--tour"]) }
  }

  @Test func sessionRecordsFromTheStartAndWritesBothFilesAtTheEnd() async throws {
    let directory = try Transcript.makeWorkingDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var options = DemoOptions()
    options.recordFile = "session.rec"
    options.stateFile = "good.json"
    let app = DemoApp(workingDirectory: directory)
    try DemoSession.start(app, options: options)
    #expect(app.recorder?.isRecording == true)
    // The restored state is the recording's first event.
    #expect(app.recorder?.events.first?.source == .restoration)
    _ = await app.execute(line: "push profile")
    try DemoSession.finish(app, options: options)
    let text = try String(
      contentsOf: directory.appendingPathComponent("session.rec"), encoding: .utf8)
    let recording = try NavigationRecording(reading: text, with: DemoApp.recordingCoder)
    #expect(recording.events.count == 2)
    #expect(recording.end == app.router.state)
  }

  @Test func sessionWritesTheRecordingWhenTheStateCannotBeSaved() throws {
    let directory = try Transcript.makeWorkingDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var options = DemoOptions()
    options.recordFile = "session.rec"
    options.stateFile = "no-such-folder/state.json"
    let app = DemoApp(workingDirectory: directory)
    try DemoSession.start(app, options: options)
    #expect(throws: DemoError.self) { try DemoSession.finish(app, options: options) }
    #expect(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("session.rec").path))
  }
}
