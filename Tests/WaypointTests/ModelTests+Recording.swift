import Testing
import Waypoint

/// The model tests' router, recorded in sessions of `length` steps: at the end of each, the
/// session is replayed into a new router, which must make the same tree at every step.
@MainActor
struct RecordedSessions {
  /// The steps of one session.
  static let length = 25
  let recorder: NavigationRecorder
  /// The sessions replayed so far.
  private(set) var count = 0

  init(_ router: Router) {
    recorder = NavigationRecorder(router, capacity: Self.length * 4)
  }

  /// At the end of a session, replays it and starts the next one; returns whether it
  /// replayed without a divergence (and `true` within a session).
  mutating func replayed(after step: Int, seed: UInt64) async -> Bool {
    guard step % Self.length == Self.length - 1 else { return true }
    let recording = recorder.recording
    recorder.clear()
    count += 1
    do {
      let report = try await recording.replay()
      let divergence = report.divergence.map(String.init(describing:)) ?? ""
      #expect(report.succeeded, "seed \(seed), session ending at step \(step): \(divergence)")
      return report.succeeded
    } catch {
      Issue.record("seed \(seed), session ending at step \(step): \(error)")
      return false
    }
  }
}
