import Testing
import Waypoint
import WaypointTestSupport

/// Calls made from event observers are queued; this compares every queued call with the
/// same call made unqueued, in the same order, once the current event has reached
/// everyone.
@Suite("Queued calls against unqueued calls")
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
  }

  /// What one run saw.
  struct Run: Equatable {
    var events: [String] = []
    var states: [NavigationState] = []
    var failures: [String] = []
    var outcomes: [String] = []
    var state = NavigationState()
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
    /// Results of calls made while an event was delivered that claimed something happened.
    var falseClaims: [String] = []
    var delivering = false

    init(seed: UInt64, queuedByRouter: Bool) throws {
      router = Router(try NavigationState(tabs: ["home", "explore"], selected: "home"))
      var links = LinkMap(schemes: ["app"])
      try links.register("compose") { _ in
        .tab("home", presenting: .sheet(Screen.editor, id: "s1"))
      }
      try links.register("about") { _ in .tab("explore", path: [Screen.about]) }
      try links.register("nowhere") { _ in .stack("ghost", path: [Screen.about]) }
      self.links = links
      random = SeededGenerator(seed: seed)
      self.queuedByRouter = queuedByRouter
      router.onFailure = { [unowned self] in run.failures.append("\($0)") }
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
      router.events.observe { [unowned self] event in
        run.events.append("\(event.sequence) \(event.kind) \(event.action) \(event.source)")
        run.states.append(event.state)
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
      let screens: [Screen] = [.profile, .settings, .about, .profile, .account, .beta]
      switch random.next() % 14 {
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
      default: return .open(pick(["app://compose", "app://about", "app://nowhere", "app://x"]))
      }
    }

    /// Makes `call`; returns what its result says, or "nothing yet" when it says nothing
    /// happened.
    @discardableResult
    func perform(_ call: Call) -> String {
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
          run.failures.append("close(returning: Pick.\(value)) failed: \(error)")
          return "threw \(error)"
        }
      case .open(let url):
        return router.open(url, with: links) ? "opened" : "nothing yet"
      }
    }

    /// One step of the test: a call at top level, then (reference run) the observers'
    /// calls, oldest first, each after the event before it reached everyone.
    func step() {
      perform(makeCall(in: router.state))
      while !queue.isEmpty { perform(queue.removeFirst()) }
      if random.next() % 2 == 0 {
        let top = router.visibleStack.topScreen
        if waits[top] == nil, let wait = try? router.screen(top).expectResult(of: Pick.self) {
          waits[top] = wait
        }
      }
    }

    func finish() -> Run {
      run.state = router.state
      run.outcomes = waits.map { "\($0.key): \(String(describing: $0.value.outcome))" }.sorted()
      return run
    }
  }

  @Test func queuedCallsDoWhatTheSameCallsDoUnqueued() throws {
    let sequences = 10_000
    let steps = 6
    var divergent: [UInt64] = []
    var totals = (events: 0, failures: 0, results: 0)
    for seed in UInt64(1)...UInt64(sequences) {
      let queued = try Driver(seed: seed, queuedByRouter: true)
      let reference = try Driver(seed: seed, queuedByRouter: false)
      for _ in 0..<steps {
        queued.step()
        reference.step()
      }
      let (a, b) = (queued.finish(), reference.finish())
      totals.events += a.events.count
      totals.failures += a.failures.count
      totals.results += a.outcomes.count
      if a != b || !queued.falseClaims.isEmpty {
        if divergent.isEmpty {
          Issue.record(
            """
            seed \(seed) diverges
            queued failures: \(a.failures)
            reference failures: \(b.failures)
            first differing event: \(zip(a.events, b.events).first { $0 != $1 }.map { "\($0)\n vs \($1)" } ?? "counts \(a.events.count) vs \(b.events.count)")
            outcomes: \(a.outcomes) vs \(b.outcomes)
            false claims: \(queued.falseClaims)
            """)
        }
        divergent.append(seed)
      }
    }
    print(
      "queued calls: seeds 1...\(sequences), \(steps) steps each, \(totals.events) events, "
        + "\(totals.failures) failures, \(totals.results) awaited results; "
        + "\(divergent.count) divergences\(divergent.isEmpty ? "" : " (seeds \(divergent.prefix(10)))")"
    )
    #expect(divergent.isEmpty)
  }
}
