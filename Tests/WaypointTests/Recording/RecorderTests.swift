import Foundation
import Testing
import Waypoint
import WaypointTestSupport

@Suite("Recording a router")
@MainActor
struct RecorderTests {
  /// A clock that moves a quarter second per reading.
  @MainActor
  final class Clock {
    var time = Date(timeIntervalSince1970: 1_000_000)
    func now() -> Date {
      defer { time += 0.25 }
      return time
    }
  }

  @Test func aRecorderKeepsEveryKindOfEventInOrder() throws {
    let router = Router()
    let recorder = NavigationRecorder(router)
    router.guards.add(
      NavigationGuard("no-beta") { request in
        guard case .push(let routes, _) = request.action, routes.contains(AnyRoute(Screen.beta))
        else { return .allow }
        return .deny(reason: "beta is closed")
      })
    router.push(Screen.profile)
    router.push(Screen.beta)
    router.pop(-1)
    router.present(.sheet(Screen.settings, id: "settings"))
    router.stack("settings").push(Screen.about)
    let kinds = recorder.events.map { event -> String in
      switch event.kind {
      case .committed: "committed"
      case .denied(let name, _): "denied by \(name)"
      case .redirected(let name): "redirected by \(name)"
      case .failed(let failure): "failed: \(failure.call)"
      case .widthChanged(let width, _): "width \(width)"
      }
    }
    #expect(
      kinds == [
        "committed", "denied by no-beta", "failed: push(Screen.beta)", "failed: pop(-1)",
        "committed", "committed",
      ])
    #expect(recorder.events.compactMap(\.sequence) == [1, 2, 3, 4])
    #expect(recorder.recording.start == NavigationState())
    #expect(recorder.recording.end == router.state)
  }

  @Test func aRecordingReplaysIntoANewRouter() async throws {
    let router = Router(try NavigationState(tabs: ["home", "search"], selected: "home"))
    let recorder = NavigationRecorder(router)
    router.push(Screen.profile)
    router.push(contentsOf: [Screen.settings, Screen.about])
    router.pop(2)
    router.selectTab("search")
    router.present(.sheet(Screen.settings, id: "settings").detents([.medium, .large]))
    router.stack("settings").push(Screen.account)
    try router.send(.selectDetent(.large, holding: "settings"), source: .user)
    router.dismiss()
    router.selectTab("home")
    router.selectTab("home")
    let report = try await recorder.recording.replay()
    #expect(report.succeeded, "\(report.divergence.map(String.init(describing:)) ?? "")")
    #expect(report.matchedSteps == recorder.count)
    #expect(report.breadcrumbs.count == recorder.count)
  }

  @Test func theRingKeepsTheNewestEventsAndMovesItsStart() async throws {
    let router = Router()
    let recorder = NavigationRecorder(router, capacity: 3)
    for screen in [Screen.profile, .settings, .about, .account, .editor] { router.push(screen) }
    router.pop()
    #expect(recorder.count == 3)
    #expect(recorder.droppedCount == 3)
    let recording = recorder.recording
    #expect(
      recording.start.visibleStack.entries.map(\.route)
        == [Screen.profile, .settings, .about].map(AnyRoute.init))
    #expect(recording.end == router.state)
    let report = try await recording.replay()
    #expect(report.succeeded)
  }

  @Test func aRecorderReleasesRoutesOnceNoKeptEventNamesThem() {
    let watched = Watched()
    let router = Router()
    let recorder = NavigationRecorder(router, capacity: 500)
    for _ in 0..<10_000 {
      router.push(watched.make())
      router.pop()
    }
    #expect(recorder.count == 500)
    // The pushes among the kept events name their routes: 250 of them.
    #expect(watched.alive == 250)
    recorder.clear()
    #expect(watched.alive == 0)
  }

  @Test func stoppingKeepsWhatWasRecorded() {
    let router = Router()
    let recorder = NavigationRecorder(router)
    router.push(Screen.profile)
    recorder.stop()
    router.push(Screen.settings)
    #expect(!recorder.isRecording)
    #expect(recorder.count == 1)
    let second = NavigationRecorder(router)
    let third = NavigationRecorder(router)
    #expect(!second.isRecording && third.isRecording)
  }

  @Test func breadcrumbsSayWhatChangedAndWhen() {
    let clock = Clock()
    let router = Router()
    let recorder = NavigationRecorder(router, now: { clock.now() })
    router.push(Screen.profile)
    router.pop()
    router.pop()
    #expect(
      recorder.recording.breadcrumbs == [
        "+0.000s program: push([Screen.profile], on: .visible) → main: #1 profile",
        "+0.250s program: pop(1, from: .visible) → main: root",
      ])
  }

  @Test func withoutAClockEventTimesAreTheWallClockToItsTick() {
    let router = Router()
    let recorder = NavigationRecorder(router)
    let before = Date()
    for _ in 0..<50 {
      router.push(Screen.profile)
      router.pop()
    }
    let after = Date()
    let times = recorder.events.map(\.time)
    #expect(times.count == 100)
    // The coarse clock is the time as of the kernel's last tick (4 ms here): never later
    // than the precise clock, and behind it by at most a tick; 100 ms leaves a loaded
    // machine room.
    #expect(times.allSatisfy { $0 <= after && $0 >= before - 0.1 })
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func hostReportsAreKeptWithTheActionsTheyBecame() {
    // WaypointHost marks what it reports; here the engine's hook is checked by the host
    // tests. A plain user action has no host input.
    let router = Router()
    let recorder = NavigationRecorder(router)
    router.push(Screen.profile)
    #expect(recorder.events.first?.hostInput == nil)
  }
}

@Suite("Replaying with the guards deciding again")
@MainActor
struct RedecideReplayTests {
  /// The app's guard: pushing the account asks for the login sheet first.
  static func loginGuard(signedIn: @escaping @MainActor () -> Bool) -> NavigationGuard {
    NavigationGuard("login") { request in
      guard !signedIn(), case .push(let routes, _) = request.action,
        routes.contains(AnyRoute(Screen.account))
      else { return .allow }
      return .redirect(.present(.sheet(Screen.login, id: "login")))
    }
  }

  /// A session in which the login guard redirected a push to the login sheet.
  func recording() -> NavigationRecording {
    let router = Router()
    router.guards.add(Self.loginGuard { false })
    let recorder = NavigationRecorder(router)
    router.push(Screen.profile)
    router.push(Screen.account)
    router.stack("login").push(Screen.settings)
    router.dismiss()
    return recorder.recording
  }

  @Test func theSameGuardsDecideTheSame() async throws {
    let router = Router()
    router.guards.add(Self.loginGuard { false })
    let report = try await recording().replay(into: router, mode: .redecide)
    #expect(report.succeeded, "\(report.divergence.map(String.init(describing:)) ?? "")")
    #expect(report.matchedSteps == 5)
  }

  @Test func aChangedGuardIsReportedWhereItDecidesOtherwise() async throws {
    let router = Router()
    router.guards.add(Self.loginGuard { true })
    let report = try await recording().replay(into: router, mode: .redecide)
    let divergence = try #require(report.divergence)
    // Reported at the action the guard now lets through, saying how it decided.
    #expect(divergence.step == 2)
    #expect(divergence.actual.visibleStack.entries.last?.route == AnyRoute(Screen.account))
    #expect(
      divergence.decision
        == "the recording has it redirected by guard \"login\"; the guards now: committed")
    #expect("\(divergence)".contains("the guards now: committed"))
  }

  @Test func asRecordedAsksNoGuard() async throws {
    let router = Router()
    var asked = 0
    router.guards.add(
      NavigationGuard("counting") { _ in
        asked += 1
        return .allow
      })
    let report = try await recording().replay(into: router, mode: .asRecorded)
    #expect(report.succeeded)
    #expect(asked == 0)
  }

  @Test func anAsynchronousGuardIsAwaited() async throws {
    let router = Router()
    router.guards.add(
      NavigationGuard.async("login") { request in
        guard case .push(let routes, _) = request.action else { return false }
        return routes.contains(AnyRoute(Screen.account))
      } decide: { _ in
        await Task.yield()
        return .redirect(.present(.sheet(Screen.login, id: "login")))
      })
    let report = try await recording().replay(into: router, mode: .redecide)
    #expect(report.succeeded, "\(report.divergence.map(String.init(describing:)) ?? "")")
  }
}

@Suite("A recorder's ring under random pushes, pops and presentations")
@MainActor
struct RecorderRingTests {
  @Test(arguments: [1, 3, 7, 50])
  func theRecordingEndsWhereTheRouterIsAndReplays(capacity: Int) async throws {
    var random = SeededGenerator(seed: UInt64(capacity))
    let router = Router(try NavigationState(tabs: ["a", "b"], selected: "a"))
    router.onFailure = { _ in }
    let recorder = NavigationRecorder(router, capacity: capacity)
    for step in 0..<2_000 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4: router.push(Int.random(in: 0..<5, using: &random))
      case 4..<7: router.pop(Int.random(in: 0...2, using: &random))
      case 7: router.stack("b").push(Int.random(in: 0..<5, using: &random))
      case 8:
        if !router.dismiss() { router.present(.sheet(9, id: "sheet")) }
      default: router.selectTab(Bool.random(using: &random) ? "a" : "b")
      }
      let recording = recorder.recording
      #expect(recording.end == router.state, "capacity \(capacity), step \(step)")
      if step % 97 == 0 || recording.end != router.state {
        let report = try await recording.replay()
        #expect(report.succeeded, "capacity \(capacity), step \(step)")
        if !report.succeeded || recording.end != router.state { return }
      }
    }
    #expect(recorder.count == capacity)
  }
}
