import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

@Suite("Host reports in a recording")
@MainActor
struct RecordedHostInputTests {
  @Test func aReportIsKeptBesideTheActionItBecame() async throws {
    let router = Router()
    let recorder = NavigationRecorder(router)
    router.push(Screen.profile)
    router.push(Screen.settings)
    router.report(.pathChanged(stack: "main", count: 1))
    router.guards.add(
      NavigationGuard("stay") { request in
        request.source == .user ? .deny(reason: "stay here") : .allow
      })
    router.onFailure = { _ in }
    router.report(.pathChanged(stack: "main", count: 0))
    router.pop()
    let events = recorder.events
    let report = ".pathChanged(stack: main, count: 0)"
    #expect(
      events.map(\.hostInput) == [
        nil, nil, ".pathChanged(stack: main, count: 1)", report, report, nil,
      ])
    #expect(events[2].source == .user)
    #expect(events[2].action == .pop(1, from: "main"))
    if case .denied(let name, _) = events[3].kind, case .failed(let failure) = events[4].kind {
      #expect(name == "stay")
      #expect(failure.call.name == "report")
    } else {
      Issue.record("the refused report is a denial and a failure: \(events[3].kind)")
    }
    // Replayed as the actions the reports became.
    #expect(try await recorder.recording.replay().succeeded)
  }

  @Test func anAnsweredDialogsTypedTextIsNotKept() throws {
    let router = Router()
    let recorder = NavigationRecorder(router)
    let dialog = Dialog(
      kind: .alert, title: "Rename", buttons: [DialogButton("Save"), .cancel(value: "no")],
      textFields: [DialogTextField("Name")])
    router.present(.dialog(dialog))
    let shown = try #require(router.state.visibleStack.dialog)
    router.report(.dialogAnswered(shown, button: 0, texts: ["my secret"], on: "main"))
    let answer = try #require(recorder.events.last)
    #expect(answer.hostInput == ".dialogAnswered(\"Rename\", button: 0, texts: 1, on: main)")
    #expect(answer.action == .answerDialog(button: 0, texts: [""], on: "main"))
    let coder = SnapshotCoder().registering(String.self, as: "text")
    #expect(!recorder.recording.exported(with: coder).contains("my secret"))
  }
}
