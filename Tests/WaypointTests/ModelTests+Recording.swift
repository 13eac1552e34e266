import Testing
import Waypoint

/// The model tests' router, recorded in sessions of `length` steps: at the end of each, the
/// session is exported as text, read back, and replayed into a new router, which must make
/// the same tree at every step (and the recording read back must hold the same trees).
@MainActor
struct RecordedSessions {
  /// The steps of one session.
  static let length = 25
  /// The route types of the model tests: numbers, and labels as dialog buttons' values.
  static let coder = SnapshotCoder().registering(Int.self, as: "int")
    .registering(String.self, as: "text")
  let recorder: NavigationRecorder
  /// One session in this many is exported and read back before it is replayed.
  static let exportedEvery = 8
  /// The sessions replayed so far, and those that went through their text.
  private(set) var count = 0
  private(set) var exported = 0

  let router: Router

  init(_ router: Router) {
    self.router = router
    // Smaller than a session: the oldest events of each leave the ring, and the recording
    // starts from the tree after them.
    recorder = NavigationRecorder(router, capacity: Self.length - 8)
  }

  /// At the end of a session, replays it and starts the next one; returns whether it
  /// replayed without a divergence (and `true` within a session).
  mutating func replayed(after step: Int, seed: UInt64) async -> Bool {
    guard step % Self.length == Self.length - 1 else { return true }
    let recording = recorder.recording
    recorder.clear()
    guard recording.end == router.state else {
      Issue.record("seed \(seed), step \(step): the recording ends elsewhere than the router")
      return false
    }
    count += 1
    let context = "seed \(seed), session ending at step \(step)"
    do {
      // Every session replays as recorded; one in `exportedEvery` goes through its text.
      guard count % Self.exportedEvery == 0 else {
        let report = try await recording.replay()
        let divergence = report.divergence.map(String.init(describing:)) ?? ""
        #expect(report.succeeded, "\(context): \(divergence)")
        return report.succeeded
      }
      exported += 1
      let text = recording.exported(with: Self.coder)
      let read = try NavigationRecording(reading: text, with: Self.coder)
      // The text leaves out what was typed in dialogs' fields, which the description does
      // not show either.
      let same = read.end.description == recording.end.description
      #expect(same, "\(context): the tree read back\n\(text)")
      #expect(read.events.count == recording.events.count, "\(context)")
      let report = try await read.replay()
      let divergence = report.divergence.map(String.init(describing:)) ?? ""
      #expect(report.succeeded, "\(context): \(divergence)\n\(text)")
      return report.succeeded && same
    } catch {
      Issue.record("\(context): \(error)")
      return false
    }
  }
}
