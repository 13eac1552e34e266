import Foundation
import Testing
import WaypointHost
import WaypointTestSupport

@testable import Waypoint

/// Calls made from event observers are deferred; this compares every deferred call with
/// the same call made at once, in the same order, once the current event has reached
/// everyone: every public call, the host's reports, the guards' resume and drop, and
/// restoration, under guards that allow, deny and redirect (and, in one run, a guard that
/// decides asynchronously).
@Suite("Deferred calls against the same calls made at once")
@MainActor
struct QueuedCallModelTests {
  /// A call an observer (or the test) makes, by identities: what the app would write.
  enum Call {
    case push(Screen, on: StackID?)
    case pop(Int, from: StackID?)
    case popToLast(Screen, on: StackID?)
    case present(Screen, id: StackID, on: StackID?)
    case dismiss(StackID?)
    case close(ScreenID, Pick)
    case open(String)
    case send(NavigationAction)
    case selectTab(StackID)
    case setPath([Screen], on: StackID?)
    case report(UserInput, popsReselected: Bool)
    case resumePending
    case dropPending
    case restore(Int)
  }

  /// What one run saw.
  struct Run: Equatable {
    var events: [String] = []
    var states: [NavigationState] = []
    var failures: [String] = []
    var outcomes: [String] = []
    var state = NavigationState()
    var pending: String?
    var resyncs = 0
    /// What calls made at the top level threw: a typed call throws once the calls its
    /// events asked for were applied, so these are kept apart from the failures reported.
    var thrown: [String] = []
  }

  /// One run of a sequence: the router, its waits, its random choices.
  @MainActor
  final class Driver {
    let router: Router
    let links: LinkMap
    var random: SeededGenerator
    var run = Run()
    var waits: [ScreenID: PendingResult<Pick>] = [:]
    /// Calls the observer made; in the reference run, made by the test after each event.
    var queue: [Call] = []
    /// Whether the observer's calls go to the router at once (queued by it) or to `queue`.
    let queuedByRouter: Bool
    /// Snapshots to restore, made once.
    let snapshots: [Data]
    let coder = SnapshotCoder(version: 1).registering(Screen.self, as: "screen")
    /// Results of calls made while an event was delivered that claimed something happened.
    var falseClaims: [String] = []
    var delivering = false
    /// Whether the asynchronous guard had something to decide since the last settle.
    var asked = false
    /// The asynchronous guard's answers not given yet, oldest first.
    var held: [CheckedContinuation<Void, Never>] = []
    /// How many of the guard's answers `settle()` gave.
    var answered = 0
    /// Whether the reference run is making a call an observer asked for.
    var replaying = false
    /// What happened, in order: calls, events, failures, the asynchronous guard's turns.
    var trace: [String] = []

    /// Records what a call threw: as the failure reported for a call an observer asked
    /// for (which the router defers and reports), as thrown for a call made at the top.
    func threw(_ text: String) {
      if replaying { run.failures.append(text) } else { run.thrown.append(text) }
    }

    init(seed: UInt64, queuedByRouter: Bool, asyncGuard: Bool = false) throws {
      let start = try NavigationState(tabs: ["home", "explore"], selected: "home")
      router = Router(start)
      let account = Router(start)
      account.stack("home").push(Screen.account)
      let deep = Router(start)
      deep.stack("explore").push(contentsOf: [Screen.about, Screen.profile])
      deep.selectTab("explore")
      snapshots = [
        try coder.snapshot(of: account), try coder.snapshot(of: deep),
        try coder.snapshot(of: Router(start)),
      ]
      var links = LinkMap(schemes: ["app"])
      try links.register("compose") { _ in
        .tab("home", presenting: .sheet(Screen.editor, id: "s1"))
      }
      try links.register("about") { _ in .tab("explore", path: [Screen.about]) }
      try links.register("nowhere") { _ in .stack("ghost", path: [Screen.about]) }
      self.links = links
      random = SeededGenerator(seed: seed)
      self.queuedByRouter = queuedByRouter
      router.onFailure = { [unowned self] in
        run.failures.append("\($0)")
        trace.append("failure \($0)")
      }
      router.guards.add(
        NavigationGuard("auth") { request in
          request.addedRoutes.contains(AnyRoute(Screen.account))
            ? .redirect(.present(.sheet(Screen.login, id: "login")), keepsPending: true)
            : .allow
        })
      router.guards.add(
        NavigationGuard("closed") { request in
          request.addedRoutes.contains(AnyRoute(Screen.beta)) ? .deny(reason: "closed") : .allow
        })
      router.guards.add(
        NavigationGuard("detour") { request in
          request.addedRoutes.contains(AnyRoute(Screen.fallback))
            ? .redirect(.selectTab("explore")) : .allow
        })
      if asyncGuard {
        router.guards.add(
          .async(
            "slow",
            when: { [unowned self] request in
              let asks = request.addedRoutes.contains(AnyRoute(Screen.settings))
              if asks { asked = true }
              trace.append("slow asked: \(asks)")
              return asks
            }
          ) { @MainActor [weak self] _ in
            // Held until `settle()` answers: when the answer comes is up to the test, not
            // to how soon the tasks that carry it are scheduled. A question that reaches
            // the guard after the run ended (its navigation was replaced) is answered at once.
            await withCheckedContinuation { answer in
              if let self { self.held.append(answer) } else { answer.resume() }
            }
            return .allow
          })
      }
      router.events.observe { [unowned self] event in
        run.events.append("\(event.sequence) \(event.kind) \(event.action) \(event.source)")
        run.states.append(event.state)
        trace.append("event \(event.sequence) \(event.kind) \(event.action)")
        guard random.next() % 100 < 30 else { return }
        for _ in 0..<(1 + Int(random.next() % 2)) {
          let call = makeCall(in: event.state)
          if queuedByRouter {
            delivering = true
            let result = perform(call)
            delivering = false
            if result != "nothing yet" { falseClaims.append("\(call) -> \(result)") }
          } else {
            queue.append(call)
          }
        }
      }
    }

    func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

    func makeCall(in state: NavigationState) -> Call {
      let stacks: [StackID?] = [nil, nil, nil, "home", "home", "explore", "s1", "s2", "ghost"]
      let screens: [Screen] = [
        .profile, .settings, .about, .profile, .account, .beta, .fallback,
      ]
      let tabs: [StackID] = ["home", "explore", "s1", "ghost"]
      switch random.next() % 28 {
      case 0, 1, 2: return .push(pick(screens), on: pick(stacks))
      case 3, 4: return .pop(Int(random.next() % 3), from: pick(stacks))
      case 5: return .popToLast(pick(screens), on: pick(stacks))
      case 6, 7:
        return .present(pick([.editor, .settings]), id: pick(["s1", "s2"]), on: pick(stacks))
      case 8, 9: return .dismiss(pick(stacks))
      case 10, 11:
        let waiting = waits.filter { $0.value.outcome == nil }.keys.sorted { "\($0)" < "\($1)" }
        let screen = waiting.isEmpty ? state.visibleStack.topScreen : pick(waiting)
        return .close(screen, pick([.dark, .light]))
      case 12, 13:
        return .open(pick(["app://compose", "app://about", "app://nowhere", "app://x"]))
      case 14:
        let target: StackTarget = pick(stacks).map { .stack($0) } ?? .visible
        return .send(
          pick([
            .push([AnyRoute(pick(screens))], on: target), .popToRoot(target),
            .selectTab(pick(tabs)), .dismissTop, .present(.sheet(Screen.editor, id: "s2")),
          ]))
      case 15: return .selectTab(pick(tabs))
      case 16: return .setPath([pick(screens), pick(screens)], on: pick(stacks))
      case 17, 18, 19:
        let stack = pick(stacks) ?? state.visibleStack.id
        return .report(
          .pathChanged(stack: stack, count: Int(random.next() % 4)), popsReselected: false)
      case 20:
        return .report(.back(stack: pick(stacks) ?? state.visibleStack.id), popsReselected: false)
      case 21:
        let stack = pick(stacks) ?? state.visibleStack.id
        return .report(
          .pathPushed(
            stack: stack, keeping: Int(random.next() % 3), routes: [AnyRoute(pick(screens))]),
          popsReselected: false)
      case 22: return .report(.tabTapped(pick(tabs)), popsReselected: random.next() % 2 == 0)
      case 23:
        return .report(
          .layerDismissed(holding: pick(["s1", "s2", "login"])), popsReselected: false)
      case 24, 25: return .resumePending
      case 26: return .dropPending
      default: return .restore(Int(random.next() % UInt64(snapshots.count)))
      }
    }

    /// Makes `call`; returns what its result says, or "nothing yet" when it says nothing
    /// happened.
    @discardableResult
    func perform(_ call: Call) -> String {
      let by = replaying ? " (replayed)" : delivering ? " (from an observer)" : ""
      trace.append("call \(call)\(by)")
      let result = performed(call)
      trace.append("  -> \(result)")
      return result
    }

    private func performed(_ call: Call) -> String {
      func handle(_ id: StackID?) -> StackHandle { id.map { router.stack($0) } ?? router.visible }
      switch call {
      case .push(let screen, let id):
        let entry = id == nil ? router.push(screen) : handle(id).push(screen)
        return entry.map { "pushed \($0)" } ?? "nothing yet"
      case .pop(let count, let id):
        let popped = id == nil ? router.pop(count) : handle(id).pop(count)
        return popped == 0 ? "nothing yet" : "popped \(popped)"
      case .popToLast(let screen, let id):
        let popped = handle(id).pop(toLast: screen)
        return popped == 0 ? "nothing yet" : "popped \(popped)"
      case .present(let screen, let stack, let id):
        return handle(id).present(.sheet(screen, id: stack)) ? "presented" : "nothing yet"
      case .dismiss(let id):
        return (id == nil ? router.dismiss() : handle(id).dismiss()) ? "dismissed" : "nothing yet"
      case .close(let screen, let value):
        do {
          try router.screen(screen).close(returning: value)
          return delivering ? "nothing yet" : "closed"
        } catch {
          threw("close(returning: Pick.\(value)) failed: \(error)")
          return "threw \(error)"
        }
      case .open(let url):
        return router.open(url, with: links) ? "opened" : "nothing yet"
      case .send(let action):
        do {
          let transition = try router.send(action)
          return transition.isDeferred ? "nothing yet" : "sent"
        } catch {
          threw("send(\(action)) failed: \(error)")
          return "threw \(error)"
        }
      case .selectTab(let id):
        return router.selectTab(id) ? "selected" : "nothing yet"
      case .setPath(let screens, let id):
        return handle(id).setPath(screens) ? "set" : "nothing yet"
      case .report(let input, let popsReselected):
        let applied = router.report(input, tabBarPopsReselectedTab: popsReselected) {
          [unowned self] in run.resyncs += 1
        }
        return applied ? "applied" : "nothing yet"
      case .resumePending:
        do {
          let transition = try router.guards.resumePending()
          return transition == nil ? "nothing yet" : "resumed"
        } catch {
          threw("guards.resumePending() failed: \(error)")
          return "threw \(error)"
        }
      case .dropPending:
        router.guards.dropPending()
        return "nothing yet"
      case .restore(let index):
        do {
          try coder.restore(router, from: snapshots[index])
          return delivering ? "nothing yet" : "restored"
        } catch {
          threw("restore(from:) failed: \(error)")
          return "threw \(error)"
        }
      }
    }

    /// Lets the navigations that an asynchronous guard decides finish, making the calls
    /// their observers asked for (reference run) at the first turn after each event.
    ///
    /// The guard's answers are given here, oldest first, one at a time and only once
    /// nothing else happened for a dozen turns of the main actor: so both runs see each
    /// answer at the same point of the sequence, however soon the tasks that carry a
    /// question to the guard and its answer back are scheduled. A navigation in flight
    /// with no question held is carrying one to the guard, or an answer back.
    func settle() async {
      // Nothing was left to an asynchronous guard: every call was decided at once.
      guard asked || router.pipeline.isNavigating || !held.isEmpty else { return }
      asked = false
      var idle = 0
      for _ in 0..<1_000_000 {
        if !queue.isEmpty {
          replayQueue()
          idle = 0
          continue
        }
        if idle >= 12 {
          // Idle turns count only while no navigation is in flight or a question is held:
          // with none held, nothing is left to settle.
          guard !held.isEmpty else { return }
          trace.append("settle: answer")
          answered += 1
          held.removeFirst().resume()
          idle = 0
        }
        await Task.yield()
        idle = router.pipeline.isNavigating && held.isEmpty ? 0 : idle + 1
      }
      run.failures.append("settle: a navigation was still in flight after 1,000,000 turns")
    }

    /// One step of the test: a call at top level, then (reference run) the observers'
    /// calls, oldest first, each after the event before it reached everyone.
    func step() {
      perform(makeCall(in: router.state))
      replayQueue()
      if random.next() % 2 == 0 {
        let top = router.visibleStack.topScreen
        if waits[top] == nil, let wait = try? router.screen(top).expectResult(of: Pick.self) {
          waits[top] = wait
        }
      }
    }

    /// Makes the calls observers asked for (reference run), oldest first.
    func replayQueue() {
      replaying = true
      while !queue.isEmpty { perform(queue.removeFirst()) }
      replaying = false
    }

    func finish() -> Run {
      // Questions of navigations that newer ones replaced: their answers change nothing.
      while !held.isEmpty { held.removeFirst().resume() }
      run.state = router.state
      run.pending = router.guards.pending.map { "\($0.action) by \($0.guardName)" }
      run.outcomes = waits.map { "\($0.key): \(String(describing: $0.value.outcome))" }.sorted()
      return run
    }
  }

  /// How many random sequences to compare: 10,000 unless `WAYPOINT_DEFERRED_SEQUENCES`
  /// says otherwise (the sanitizer runs, which are many times slower, run fewer).
  static let sequences =
    ProcessInfo.processInfo.environment["WAYPOINT_DEFERRED_SEQUENCES"].flatMap { Int($0) }
    ?? 10_000

  @Test func deferredCallsDoWhatTheSameCallsDoAtOnce() async throws {
    try await compare(sequences: Self.sequences, asyncGuard: false)
  }

  @Test func deferredCallsDoWhatTheSameCallsDoAtOnceWithAnAsynchronousGuard() async throws {
    try await compare(sequences: Self.sequences, asyncGuard: true)
  }

  func compare(sequences: Int, asyncGuard: Bool) async throws {
    let steps = 6
    var divergent: [UInt64] = []
    var totals = (events: 0, failures: 0, results: 0, resyncs: 0, answers: 0)
    for seed in UInt64(1)...UInt64(sequences) {
      let queued = try Driver(seed: seed, queuedByRouter: true, asyncGuard: asyncGuard)
      let reference = try Driver(seed: seed, queuedByRouter: false, asyncGuard: asyncGuard)
      for _ in 0..<steps {
        queued.step()
        reference.step()
        if asyncGuard {
          await queued.settle()
          await reference.settle()
        }
      }
      let (a, b) = (queued.finish(), reference.finish())
      totals.events += a.events.count
      totals.failures += a.failures.count
      totals.results += a.outcomes.count
      totals.resyncs += a.resyncs
      totals.answers += queued.answered
      if a != b || !queued.falseClaims.isEmpty {
        if divergent.isEmpty {
          Issue.record(
            """
            seed \(seed) diverges
            deferred failures: \(a.failures)
            reference failures: \(b.failures)
            thrown: \(a.thrown) vs \(b.thrown)
            first differing event: \(zip(a.events, b.events).first { $0 != $1 }.map { "\($0)\n vs \($1)" } ?? "counts \(a.events.count) vs \(b.events.count)")
            outcomes: \(a.outcomes) vs \(b.outcomes)
            pending: \(String(describing: a.pending)) vs \(String(describing: b.pending))
            resyncs: \(a.resyncs) vs \(b.resyncs)
            false claims: \(queued.falseClaims)
            deferred trace:
            \(queued.trace.joined(separator: "\n"))
            reference trace:
            \(reference.trace.joined(separator: "\n"))
            """)
        }
        divergent.append(seed)
      }
    }
    print(
      "deferred calls\(asyncGuard ? " (asynchronous guard)" : ""): seeds 1...\(sequences), "
        + "\(steps) steps each, \(totals.events) events, \(totals.failures) failures, "
        + "\(totals.results) awaited results, \(totals.resyncs) resyncs"
        + (asyncGuard ? ", \(totals.answers) answers of the asynchronous guard; " : "; ")
        + "\(divergent.count) divergences\(divergent.isEmpty ? "" : " (seeds \(divergent.prefix(10)))")"
    )
    #expect(divergent.isEmpty)
  }
}
