import Testing
import Waypoint
import WaypointTesting

@Suite @MainActor struct ReplayExpectationTests {
  let coder = SnapshotCoder().registering(String.self, as: "screen")

  /// A short session on a router, and its recording's text.
  func recordedText() -> String {
    let router = Router()
    let recorder = NavigationRecorder(router)
    router.push("inbox")
    router.push("message")
    router.pop()
    router.present(.sheet("compose", id: "compose"))
    router.stack("compose").push("recipients")
    return recorder.recording.exported(with: coder)
  }

  @Test func aRecordingThatStillReplaysPasses() async {
    let report = await NavigationRecording.expectReplay(recordedText(), with: coder)
    #expect(report?.succeeded == true)
    #expect(report?.matchedSteps == 5)
  }

  @Test func aDivergenceFailsTheTestAtItsStep() async {
    let edited = recordedText().replacingOccurrences(
      of: "\"pop\":1}", with: "\"pop\":2}")
    await withKnownIssue {
      let report = await NavigationRecording.expectReplay(edited, with: coder)
      #expect(report?.divergence?.step == 3)
    } matching: { issue in
      "\(issue)".contains("replay diverged at step 3")
    }
  }

  @Test func textThatDoesNotReadFailsTheTest() async {
    await withKnownIssue {
      let report = await NavigationRecording.expectReplay("not a recording", with: coder)
      #expect(report == nil)
    } matching: { issue in
      "\(issue)".contains("line 1: not a Waypoint recording")
    }
  }

  @Test func aRecordingInMemoryReplaysWithTheGuardsDecidingAgain() async {
    let router = Router()
    let recorder = NavigationRecorder(router)
    router.push("inbox")
    router.push("settings")
    let replayRouter = Router()
    replayRouter.guards.add(
      NavigationGuard("closed") { request in
        guard case .push(let routes, _) = request.action, routes.contains(AnyRoute("settings"))
        else { return .allow }
        return .deny(reason: "settings are closed")
      })
    await withKnownIssue {
      let report = await recorder.recording.expectReplay(into: replayRouter, mode: .redecide)
      #expect(report?.divergence?.step == 2)
      #expect(report?.divergence?.error == .denied(guard: "closed", reason: "settings are closed"))
    } matching: { issue in
      "\(issue)".contains("denied by guard \"closed\"")
    }
  }
}
