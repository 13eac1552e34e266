import Foundation
import Testing
import Waypoint
import WaypointTestSupport

@Suite("Recordings as text")
@MainActor
struct RecordingTextTests {
  let coder = SnapshotCoder().registering(SavedScreen.self, as: "screen")
    .registering(SavedArticle.self, as: "article").registering(String.self, as: "text")

  /// A router recorded through tabs, a sheet with detents and its own stack, a dialog
  /// answered with typed text, a redirect, a denial and a failure.
  func recordedSession() throws -> (Router, NavigationRecorder) {
    let router = Router(try NavigationState(tabs: ["home", "search"], selected: "home"))
    var signedIn = false
    router.guards.add(
      NavigationGuard("login") { request in
        guard !signedIn, case .push(let routes, _) = request.action,
          routes.contains(AnyRoute(SavedScreen.settings))
        else { return .allow }
        return .redirect(.present(.sheet(SavedScreen.home, id: "login")))
      })
    router.onFailure = { _ in }
    let recorder = NavigationRecorder(router)
    router.push(SavedScreen.profile(id: 7))
    router.push(SavedArticle(id: 1, title: "Tabs\tand \"quotes\"\n", score: 4.5))
    router.push(SavedScreen.settings)
    router.dismiss()
    signedIn = true
    router.pop(-1)
    router.selectTab("search")
    router.present(
      .sheet(SavedScreen.search(query: "maps"), id: "find").detents([.medium, .large]))
    try router.send(.selectDetent(.large, holding: "find"), source: .user)
    router.stack("find").push(SavedScreen.profile(id: 9))
    let rename = Dialog(
      kind: .alert, title: "Rename", buttons: [DialogButton("Save"), .cancel(value: "cancel")],
      textFields: [DialogTextField("Name", text: "private draft")])
    router.stack("find").present(.dialog(rename))
    try router.send(.answerDialog(button: 0, texts: ["typed secret"], on: "find"), source: .user)
    router.selectTab("home")
    router.selectTab("home")
    return (router, recorder)
  }

  @Test func aRecordingReadsBackAndReplays() async throws {
    let (router, recorder) = try recordedSession()
    let text = recorder.recording.exported(with: coder)
    let read = try NavigationRecording(reading: text, with: coder)
    #expect(read.events.count == recorder.count)
    #expect(read.end == router.state)
    #expect(read.events.map(\.sequence) == recorder.events.map(\.sequence))
    #expect(read.breadcrumbs == recorder.recording.breadcrumbs)
    let report = try await read.replay()
    #expect(report.succeeded, "\(report.divergence.map(String.init(describing:)) ?? "")")
    #expect(report.matchedSteps == read.events.count)
    // Exported again, the text is the same.
    let again = read.exported(with: coder)
    let changed = zip(again.split(separator: "\n"), text.split(separator: "\n")).filter { $0 != $1 }
    #expect(changed.isEmpty, "\(changed)")
  }

  @Test func typedTextIsNeverWritten() throws {
    let (_, recorder) = try recordedSession()
    let text = recorder.recording.exported(with: coder)
    #expect(!text.contains("typed secret"))
    #expect(!text.contains("private draft"))
    #expect(
      recorder.events.allSatisfy { event in
        if case .answerDialog(_, let texts, _)? = event.action {
          return texts.allSatisfy(\.isEmpty)
        }
        return true
      })
  }

  @Test func aRedactedRecordingReplaysWithTokensOrSuppliedValues() async throws {
    let (_, recorder) = try recordedSession()
    let redaction = RecordingRedaction { $0.base is SavedScreen || $0.base is SavedArticle }
    let text = recorder.recording.exported(with: coder, redaction: redaction)
    #expect(!text.contains("maps"))
    #expect(!text.contains("Tabs"))
    #expect(!text.contains("\"id\":7"))
    #expect(text.contains("screen-1"))
    // The same value, the same token.
    let tokens = Set(text.matches(of: /screen-\d+/).map { String($0.output) })
    #expect(tokens.count == 5, "home, settings, profile 7, search maps, profile 9: \(tokens)")
    let read = try NavigationRecording(reading: text, with: coder)
    #expect(try await read.replay().succeeded)
    // With the values a test supplies for the tokens, the routes are the app's again.
    let firstEvent = try #require(text.split(separator: "\n").first { $0.hasPrefix("event\t") })
    #expect(firstEvent.contains("\"push\":[{\"waypoint.redacted\":{\"token\":\"screen-1\"}}]"))
    let restored = try NavigationRecording(
      reading: text, with: coder, tokens: ["screen-1": SavedScreen.profile(id: 7)])
    #expect(restored.events.first?.action == .push([AnyRoute(SavedScreen.profile(id: 7))]))
    #expect(try await restored.replay().succeeded)
  }

  @Test func aRouteTypeTheCoderDoesNotKnowIsNamedOnlyAndRefusedAtReplay() async throws {
    let router = Router()
    // A fixed clock: the times written must not hold the number the test looks for.
    let recorder = NavigationRecorder(router, now: { Date(timeIntervalSince1970: 0) })
    router.push(SavedScreen.home)
    router.push(Article(id: 42))
    let text = recorder.recording.exported(with: coder)
    #expect(text.contains("unknown\t[\"Article\"]"))
    #expect(!text.contains("42"))
    let read = try NavigationRecording(reading: text, with: coder)
    await #expect(throws: ReplayError.unknownRouteType("Article", line: 10)) {
      try await read.replay()
    }
  }

  @Test func aTreeWithAnUnknownRouteTypeReadsButDoesNotReplay() async throws {
    let router = Router()
    let recorder = NavigationRecorder(router)
    router.present(.sheet(Article(id: 3), id: "article"))
    router.stack("article").push(SavedScreen.home)
    let text = recorder.recording.exported(with: coder)
    let read = try NavigationRecording(reading: text, with: coder)
    #expect(read.events.count == 2)
    await #expect(throws: ReplayError.unknownRouteType("Article", line: 9)) {
      try await read.replay()
    }
  }

  @Test func aClockThatWentBackStillWritesTextThatReads() throws {
    let router = Router()
    var times = [Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 50)]
    let recorder = NavigationRecorder(router, now: { times.removeFirst() })
    router.push(SavedScreen.home)
    router.pop()
    let read = try NavigationRecording(
      reading: recorder.recording.exported(with: coder), with: coder)
    #expect(
      read.events.map(\.time) == [
        Date(timeIntervalSince1970: 100), Date(timeIntervalSince1970: 50),
      ])
  }

  @Test func anAppsPrettyPrintedSnapshotsStillWriteOneLinePerEvent() throws {
    let pretty = SnapshotCoder(outputFormatting: [.prettyPrinted]).registering(
      SavedScreen.self, as: "screen")
    let router = Router()
    let recorder = NavigationRecorder(router)
    router.present(.sheet(SavedScreen.home, id: "sheet"))
    let text = recorder.recording.exported(with: pretty)
    #expect(text.split(separator: "\n").count == 8, "six header lines, the start, one event")
    #expect(try NavigationRecording(reading: text, with: pretty).end == router.state)
  }

  @Test func aChangedTransitionIsReportedAtItsStep() async throws {
    let router = Router()
    let recorder = NavigationRecorder(router)
    for screen in [SavedScreen.home, .settings, .profile(id: 1)] { router.push(screen) }
    router.pop()
    router.push(SavedScreen.profile(id: 2))
    // As if `pop` now popped two: the recorded tree after step 4 keeps two entries.
    let text = recorder.recording.exported(with: coder).replacingOccurrences(
      of: "{\"from\":null,\"pop\":1}", with: "{\"from\":null,\"pop\":2}")
    let read = try NavigationRecording(reading: text, with: coder)
    let report = try await read.replay()
    let divergence = try #require(report.divergence)
    #expect(divergence.step == 4)
    #expect(report.matchedSteps == 3)
    #expect(divergence.expected.visibleStack.depth == 2)
    #expect(divergence.actual.visibleStack.depth == 1)
    #expect("\(divergence)".contains("step 4"))
    #expect("\(divergence)".contains("pop(2, from: .visible)"))
    #expect("\(divergence)".contains("- "))
  }

  @Test func badTextGivesATypedErrorWithItsLine() throws {
    let (_, recorder) = try recordedSession()
    let text = recorder.recording.exported(with: coder)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func read(_ text: String) -> RecordingError? {
      do {
        _ = try NavigationRecording(reading: text, with: coder)
        return nil
      } catch {
        return error
      }
    }
    #expect(read("") == .notARecording(line: 1, found: ""))
    #expect(read("hello\n")?.line == 1)
    #expect(
      read(text.replacingOccurrences(of: "waypoint-recording\t1", with: "waypoint-recording\t9"))
        == .unsupportedVersion(9, supported: 1, line: 1))
    // Cut after the fifth event.
    let cut = lines.prefix(while: { !$0.hasPrefix("event\t") }).count + 5
    if case .truncated(let expected, let found, _)? = read(
      lines.prefix(cut).joined(separator: "\n"))
    {
      #expect(expected == recorder.count && found == 5)
    } else {
      Issue.record("a cut recording is truncated")
    }
    // A damaged line is named.
    let damaged = cut - 1
    lines[damaged] = String(lines[damaged].dropLast(7))
    let error = read(lines.joined(separator: "\n"))
    #expect(error?.line == damaged + 1, "\(String(describing: error))")
    // A route type the reader does not register.
    let other = SnapshotCoder().registering(SavedScreen.self, as: "screen")
    #expect(throws: RecordingError.self) { try NavigationRecording(reading: text, with: other) }
  }
}
