// libFuzzer entry point for reading navigation recordings. Built by
// scripts/fuzz-recording.sh with `swiftc -sanitize=fuzzer,address` together with the
// engine's sources and the test app's route types, Tests/WaypointTestSupport/SavedRoutes.swift
// (not a SwiftPM target), so it reaches internal code as well as the public API.
//
// Each input is decoded as UTF-8 (invalid bytes become U+FFFD) and read as a recording's
// text three times: by a strict coder without tokens and with values for some, and by a
// lenient coder. Bad input must end in a RecordingError whose line is one of the text's
// lines (or the one past the last). A recording that reads must survive a round trip:
// exported again, it reads back with as many events, the same sequence numbers, start and
// end trees and dropped count, and exporting that gives the same text but for its times.
// Replay is asynchronous and is left to the unit tests.

import Foundation

/// The fuzzed app's coder in `mode`: the route types the tests share, under the names the
/// seed corpus (Fuzz/Recording/corpus) was written with, and small limits for its trees.
func recordingCoder(_ mode: RestorationMode) -> SnapshotCoder {
  SnapshotCoder(
    version: 1, mode: mode,
    limits: RestorationLimits(maxBytes: 1 << 16, maxEntries: 1_000, maxStacks: 100)
  )
  .registering(SavedScreen.self, as: "screen")
  .registering(SavedArticle.self, as: "article")
  .registering(Int.self, as: "int")
  .registering(String.self, as: "string")
}

let strict = recordingCoder(.strict)

let lenient = recordingCoder(.lenient)

/// Values for the first tokens of each route type, as a test reading a redacted recording
/// supplies them.
let recordingTokens: [String: any Hashable & Sendable] = [
  "screen-1": SavedScreen.settings,
  "article-1": SavedArticle(id: 1, title: "A", score: 0.5),
  "int-1": 7,
  "string-1": "token",
]

/// Reads one fuzzer input as a recording: strictly without tokens and with
/// ``recordingTokens``, and leniently; aborts when an error names no line of the text or a recording read does not survive a
/// round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func readOneRecording(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  // Line feeds as bytes: a carriage return and a line feed are one Character.
  let lineCount = text.utf8.split(separator: 10, omittingEmptySubsequences: false).count
  let readings: [(SnapshotCoder, [String: any Hashable & Sendable])] = [
    (strict, [:]), (strict, recordingTokens), (lenient, [:]),
  ]
  for (coder, tokens) in readings {
    let recording: NavigationRecording
    do {
      recording = try NavigationRecording(reading: text, with: coder, tokens: tokens)
    } catch {
      // A typed RecordingError, the expected outcome for bad input: it names a line.
      guard (1...lineCount + 1).contains(error.line) else {
        fail("the error names line \(error.line) of \(lineCount): \(error)")
      }
      if isVerbose { report("does not read: \(error)") }
      continue
    }
    checkRoundTrip(of: recording, with: coder)
  }
  return 0
}

/// Aborts unless `recording`, exported with `coder` and read back, holds what it held, and
/// its export is a fixed point.
func checkRoundTrip(of recording: NavigationRecording, with coder: SnapshotCoder) {
  _ = recording.breadcrumbs
  let exported = recording.exported(with: coder)
  let again: NavigationRecording
  do {
    again = try NavigationRecording(reading: exported, with: coder)
  } catch {
    fail("a recording read does not read back once exported: \(error)\n\(exported)")
  }
  // A route the text names by its type only is exported again under its placeholder's
  // type name, not the name it was read with: the trees are compared when there is none.
  let comparesTrees = recording.unknownRoutes.isEmpty
  guard again.events.count == recording.events.count,
    again.droppedCount == recording.droppedCount,
    again.events.map(\.sequence) == recording.events.map(\.sequence),
    !comparesTrees || again.start.description == recording.start.description,
    !comparesTrees || again.end.description == recording.end.description
  else {
    fail(
      "a round trip changed the recording:\n\(exported)\n"
        + "end before: \(recording.end)\nend after: \(again.end)")
  }
  let twice = again.exported(with: coder)
  guard withoutTimes(twice) == withoutTimes(exported) else {
    fail("exporting what was read back changed the text:\n\(exported)\n---\n\(twice)")
  }
  if isVerbose { report("reads, and survives a round trip:\n\(exported)") }
}

/// Whether to say what became of each input (`FUZZ_RECORDING_VERBOSE=1`, when rerunning
/// one).
let isVerbose = ProcessInfo.processInfo.environment["FUZZ_RECORDING_VERBOSE"] == "1"

/// Writes `message` to standard error, unbuffered, so that it shows before a crash.
func report(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Reports a broken invariant and crashes, for libFuzzer to keep the input.
func fail(_ message: String) -> Never {
  report(message)
  abort()
}

/// `text` with its times left out (the header's `time` and each event's offset, which a
/// round trip may round differently in their last digit), and each JSON field written again
/// with sorted keys (a snapshot's members come in no set order).
func withoutTimes(_ text: String) -> [String] {
  text.split(separator: "\n").map { line -> String in
    var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    if fields.first == "time" { return "time" }
    if fields.first == "event", fields.count > 2 { fields[2] = "+" }
    for index in fields.indices where fields[index].hasPrefix("{") {
      if let value = try? JSONDecoder().decode(SnapshotValue.self, from: Data(fields[index].utf8)) {
        fields[index] = NavigationRecording.json(value)
      }
    }
    return fields.joined(separator: "\t")
  }
}
