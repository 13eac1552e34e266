import Foundation
import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// A host driven by random engine changes against a simulated presenter with UIKit's
/// rules, under every combination of the platform timings no device can confirm for every
/// release: changes arrive while transitions are in flight and between two reports of one
/// transition, users swipe sheets down and tap SwiftUI's `dismiss()` (some dismissals
/// refused by a guard at once, some redirected to a confirmation cover, some decided by an
/// asynchronous guard later, which allows, refuses or redirects them; some swiped sheets
/// dismissed by the app before the platform reports the swipe), and every
/// time the host settles it shows the router's tree, without breaking a rule and without
/// a step off a shortest way. No clock: transitions end when the test says so.
@MainActor
@Suite struct PresentationModelTests {
  enum Shape: String, CaseIterable, Sendable {
    /// One stack at the root; the host draws it.
    case stack
    /// Tabs at the root; the host draws the tab view, and presents from the selected tab.
    case tabs
  }

  /// How the guards answer the user's dismissals now.
  final class Refusal {
    /// A synchronous guard refuses them.
    var isOn = false
    /// A synchronous guard redirects them to a confirmation cover over the layer.
    var redirects = false
    /// An asynchronous guard decides them.
    var asks = false
    /// The asynchronous guard's questions, waiting for the test's answer.
    var waiting: [CheckedContinuation<GuardDecision, Never>] = []
    /// The decisions and failures the router made about the user's dismissals.
    var decided = 0
  }

  /// What one run counted.
  struct Counts {
    var changes = 0
    var settles = 0
    var converged = 0
    var midFlight = 0
    var betweenReports = 0
    var swipes = 0
    var asyncSwipes = 0
    var dismissTaps = 0
    var redirected = 0
    var dropped = 0
    var hostSteps = 0
    var extraSteps = 0
    var lateDraws = 0
    var violations = 0
    var dialogSteps = 0

    mutating func add(_ other: Counts) {
      dialogSteps += other.dialogSteps
      changes += other.changes
      settles += other.settles
      converged += other.converged
      midFlight += other.midFlight
      betweenReports += other.betweenReports
      swipes += other.swipes
      asyncSwipes += other.asyncSwipes
      dismissTaps += other.dismissTaps
      redirected += other.redirected
      dropped += other.dropped
      hostSteps += other.hostSteps
      extraSteps += other.extraSteps
      lateDraws += other.lateDraws
      violations += other.violations
    }
  }

  /// The seeds and the changes per run; `swift test` runs 2 seeds × 800 changes per shape and
  /// combination (3,200 per combination, 51,200 in all). `scripts/presentation-model.sh`
  /// sets `WAYPOINT_PRESENTATION_SEEDS` (`first-last`) and `WAYPOINT_PRESENTATION_CHANGES`
  /// for a longer run.
  nonisolated static let seeds: [UInt64] = {
    let range = ProcessInfo.processInfo.environment["WAYPOINT_PRESENTATION_SEEDS"]?
      .split(separator: "-").compactMap { UInt64($0) }
    guard let range, range.count == 2, range[0] <= range[1] else { return [1, 2] }
    return Array(range[0]...range[1])
  }()
  /// How many times the test yields, waiting for the router to decide a dismissal an
  /// asynchronous guard was asked about, before it takes it that no question is coming (the
  /// layer left the tree first). The suite's cases run at once and share the main actor,
  /// so a question may take many rounds to arrive when the machine is busy.
  nonisolated static let decisionRounds = 2_000
  nonisolated static let changesPerRun =
    ProcessInfo.processInfo.environment["WAYPOINT_PRESENTATION_CHANGES"].flatMap { Int($0) }
    ?? 800

  @Test(arguments: SimulatedPresenter.Modes.all)
  func randomChangesConvergeWithoutBreakingARuleUnderEveryPlatformTiming(
    modes: SimulatedPresenter.Modes
  ) async throws {
    var total = Counts()
    for shape in Shape.allCases {
      for seed in Self.seeds {
        let counts = try await run(shape: shape, seed: seed, modes: modes)
        total.add(counts)
      }
    }
    print(
      "presentation model [\(modes)] seeds \(Self.seeds): \(total.changes) changes "
        + "(\(total.midFlight) mid-transition, \(total.betweenReports) between two reports), "
        + "\(total.swipes) swipes (\(total.asyncSwipes) decided asynchronously), "
        + "\(total.dismissTaps) dismiss() taps, \(total.redirected) redirected to a cover, "
        + "\(total.dropped) dropped by the app before onDismiss and the write-back, "
        + "\(total.dialogSteps) dialogs presented; converged \(total.converged)/\(total.settles), "
        + "\(total.violations) violations, \(total.hostSteps) steps, \(total.extraSteps) above "
        + "the lower bound (\(total.lateDraws) presentations drawn after the tree moved on, "
        + "planned when it had them)")
    #expect(total.converged == total.settles, "\(modes)")
    #expect(total.violations == 0, "\(modes)")
    #expect(total.extraSteps == 0, "\(modes)")
    #expect(total.changes >= Self.changesPerRun * 4)
    #expect(total.midFlight > total.changes / 10)
    #expect(total.betweenReports > total.changes / 20)
    #expect(total.swipes > total.changes / 100)
    #expect(total.asyncSwipes > total.changes / 400)
    #expect(total.dismissTaps > total.changes / 100)
    #expect(total.redirected > total.changes / 400)
    #expect(total.dropped > total.changes / 800)
    #expect(total.dialogSteps > total.changes / 100)
  }

  @Test func theRunsTogetherMakeAtLeastFiftyThousandChanges() {
    let runs = SimulatedPresenter.Modes.all.count * Shape.allCases.count * Self.seeds.count
    #expect(runs * Self.changesPerRun >= 50_000)
  }

  func run(shape: Shape, seed: UInt64, modes: SimulatedPresenter.Modes) async throws -> Counts {
    var generator = SeededGenerator(seed: seed)
    let (router, host, bases) = try Self.make(shape, coversAvailable: seed % 2 == 0)
    let refusal = Refusal()
    router.onFailure = { failure in
      if failure.source == .user { refusal.decided += 1 }
    }
    router.events.observe { event in
      if event.source == .user { refusal.decided += 1 }
    }
    router.guards.add(
      NavigationGuard("keep") { request in
        refusal.isOn && request.source == .user ? .deny(reason: "kept") : .allow
      })
    router.guards.add(
      NavigationGuard("confirm") { request in
        refusal.redirects && Self.isDismissal(request) ? .redirect(Self.confirmation) : .allow
      })
    router.guards.add(
      // The question is asked on the main actor, as the test answers it there: a guard
      // body that ran elsewhere would ask at a time the test's rounds cannot bound.
      .async("ask", when: { refusal.asks && Self.isDismissal($0) }) { @MainActor _ in
        await withCheckedContinuation { refusal.waiting.append($0) }
      })
    var presenter = SimulatedPresenter(basePresenters: bases, modes: modes)
    var engine = RandomEngine(shape: shape)
    var counts = Counts()
    // Whether an asynchronous guard has a user's dismissal to decide, or will have once
    // the router's task for it runs.
    var asking = false
    let context = "\(modes), \(shape), seed \(seed)"

    // A host that performs steps reads what a layer shows from the planner's shown layers:
    // a presentation is always from the stack the layer below shows there.
    host.onStep = { step in
      guard case .present(let layer) = step else { return }
      let shown = host.planner.current
      let below =
        shown.count >= 2
        ? shown[shown.count - 2].layer.shownStack : Self.onScreenBase(router, shape)
      #expect(layer.presenter == below, "\(context), change \(counts.changes): \(layer.id)")
    }
    host.onStep = { [onStep = host.onStep] step in
      onStep?(step)
      if step.presented?.kind == .dialog { counts.dialogSteps += 1 }
      presenter.check(step, target: host.targetLayers)
    }
    func render() {
      presenter.render(
        host, onScreenBase: Self.onScreenBase(router, shape), target: host.targetLayers)
    }
    func change() {
      if presenter.isBusy { counts.midFlight += 1 }
      if presenter.hasReports { counts.betweenReports += 1 }
      engine.change(router, &generator)
      counts.changes += 1
      host.update()
      render()
    }
    /// Delivers the reports waiting, with engine changes between some of them.
    func deliver(changing: Bool) {
      while let report = presenter.nextReport() {
        host.deliver(report)
        // A host may also plan again at any moment, with nothing new (a view appearing).
        if Int.random(in: 0..<3, using: &generator) == 0 { host.update() }
        render()
        presenter.spuriousAppearance(&generator)
        if changing, presenter.hasReports, Int.random(in: 0..<4, using: &generator) == 0 {
          change()
        }
      }
    }
    /// Answers the asynchronous guard's questions until the router decided.
    func decide(_ generator: inout SeededGenerator) async {
      let decision: GuardDecision
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: decision = .allow
      case 1: decision = .deny(reason: "no")
      default: decision = .redirect(Self.confirmation)
      }
      var redirects = false
      if case .redirect = decision { redirects = true }
      let before = refusal.decided
      var rounds = 0
      while !refusal.waiting.isEmpty || (refusal.decided == before && rounds < Self.decisionRounds)
      {
        let waiting = refusal.waiting
        refusal.waiting = []
        for question in waiting { question.resume(returning: decision) }
        if redirects, !waiting.isEmpty {
          counts.redirected += 1
          redirects = false
        }
        await Task.yield()
        rounds += 1
      }
      refusal.asks = false
      asking = false
      host.update()
      render()
    }
    func settle() async {
      var rounds = 0
      while presenter.isBusy || presenter.hasReports || asking {
        if asking { await decide(&generator) }
        deliver(changing: false)
        presenter.finishTransition(&generator)
        rounds += 1
        if rounds > 64 {
          Issue.record("\(context): no convergence after \(rounds) transitions")
          return
        }
      }
      counts.settles += 1
      let expected = host.targetLayers
      let converged = presenter.settledLayers == expected && host.planner.isConverged
      if converged { counts.converged += 1 }
      #expect(
        converged,
        "\(context), change \(counts.changes): shows \(presenter.screen.map(\.hosted.id)), tree has \(expected.map(\.id)); planner \(host.planner.current.map { "\($0.layer.id):\($0.phase)" })"
      )
    }

    host.update()
    render()
    while counts.changes < Self.changesPerRun {
      change()
      // The host moves on by zero, one or more transitions before the next change, so
      // changes arrive while a transition is in flight, and sometimes the user acts.
      switch Int.random(in: 0..<12, using: &generator) {
      case 0..<3:
        break
      case 3..<7:
        presenter.finishTransition(&generator)
        deliver(changing: true)
      case 7..<10:
        // Let the transition in flight end, then the user acts on the top layer.
        await settle()
        refusal.isOn = Int.random(in: 0..<4, using: &generator) == 0
        refusal.redirects = !refusal.isOn && Int.random(in: 0..<4, using: &generator) == 0
        refusal.asks =
          !refusal.isOn && !refusal.redirects && Int.random(in: 0..<3, using: &generator) == 0
        let tapped = Bool.random(using: &generator)
        // Sometimes the app dismisses the swiped sheet itself before the platform reports
        // the swipe, whose `onDismiss` then comes before the binding's write-back.
        let drops = !tapped && !refusal.asks && Int.random(in: 0..<5, using: &generator) == 0
        let acted =
          tapped
          ? presenter.tapDismiss() : presenter.swipeDown(&generator, onDismissFirst: drops)
        guard let id = acted else {
          refusal.asks = false
          refusal.redirects = false
          break
        }
        if tapped { counts.dismissTaps += 1 } else { counts.swipes += 1 }
        if refusal.asks { counts.asyncSwipes += 1 }
        if refusal.redirects { counts.redirected += 1 }
        // A dialog's hosted ID names its presenter, not a stack.
        let dialogPresenter = Self.presenter(ofDialog: id)
        if drops {
          // The app's change and the platform's reports come before the host's view
          // updates; a new sheet (or the same dialog) may come with the swiped one's ID.
          counts.dropped += 1
          if let dialogPresenter {
            let dialog = router.state.stack(dialogPresenter)?.dialog
            _ = try? router.send(.dismissDialog(on: .stack(dialogPresenter)))
            if let dialog, Bool.random(using: &generator) {
              _ = try? router.send(.present(.dialog(dialog), on: .stack(dialogPresenter)))
            }
          } else {
            _ = try? router.send(.dismissLayer(holding: id))
            if Bool.random(using: &generator) {
              _ = try? router.send(.present(.sheet(Screen.about, id: id)))
            }
          }
          counts.changes += 1
        }
        let asks = refusal.asks
        asking = asks
        let before = counts.changes
        deliver(changing: true)
        if !asks, !drops, counts.changes == before {
          // The engine heard the gesture: the layer is gone unless a guard refused or
          // redirected it.
          let kept =
            dialogPresenter.map { router.state.stack($0)?.dialog != nil }
            ?? (router.state.stack(id) != nil)
          #expect(
            kept == (refusal.isOn || refusal.redirects),
            "\(context), change \(counts.changes): \(id)")
        }
        refusal.redirects = false
        if asks {
          // The guard answers now or after more changes.
          if Bool.random(using: &generator) { await decide(&generator) }
        }
      default:
        await settle()
      }
    }
    await settle()
    counts.violations = presenter.violations.count
    counts.hostSteps = presenter.hostTransitions
    counts.extraSteps = presenter.extraSteps
    counts.lateDraws = presenter.lateDraws
    #expect(presenter.violations == [], "\(context)")
    return counts
  }

  // MARK: Setup

  /// What the guards redirect a user's dismissal to: a confirmation cover over the layer
  /// (on the visible stack, the dismissed layer's).
  static let confirmation = NavigationAction.present(.fullScreenCover(Screen.login, id: "confirm"))

  /// Whether `request` is the user's dismissal of a layer, which the guards decide; the
  /// confirmation they redirect it to passes.
  static func isDismissal(_ request: GuardRequest) -> Bool {
    request.source == .user && !request.changes.dismissed.isEmpty
  }

  static func make(_ shape: Shape, coversAvailable: Bool) throws -> (
    Router, PresentationHost, [StackID]
  ) {
    switch shape {
    case .stack:
      let router = Router()
      let host = PresentationHost(
        router: router, base: .stack("main"), coversAvailable: coversAvailable)
      return (router, host, ["main"])
    case .tabs:
      let router = Router(try NavigationState(tabs: ["home", "explore"], selected: "home"))
      let host = PresentationHost(
        router: router, base: .selectedTab(containing: nil), coversAvailable: coversAvailable)
      return (router, host, ["home", "explore"])
    }
  }

  /// The presenter of the dialog whose hosted ID is `id`, or `nil` when `id` names a stack.
  static func presenter(ofDialog id: StackID) -> StackID? {
    let suffix = HostedLayer.dialogID(presentedBy: "").rawValue
    guard id.rawValue.hasSuffix(suffix) else { return nil }
    return StackID(String(id.rawValue.dropLast(suffix.count)))
  }

  static func onScreenBase(_ router: Router, _ shape: Shape) -> StackID? {
    switch shape {
    case .stack: "main"
    case .tabs: router.tabContainer()?.selection
    }
  }
}

/// Random engine changes of every kind that moves layers: presenting from the visible
/// stack and from stacks anywhere (tabs not selected, stacks under layers), dismissing one,
/// several or all, selecting tabs at the root and inside layers, batches that dismiss and
/// present in one change, links that present several nested layers, whole-tree restores,
/// and pushes that move no layer; dialogs shown, replaced, answered and closed, on the top
/// stack and elsewhere, and sheets dismissed to show a dialog in one change. IDs come from a small pool, so a layer can come back
/// with the ID of one just dismissed. Many changes fail (a stack already presents, an ID
/// is taken): they change nothing, as in an app.
struct RandomEngine {
  let shape: PresentationModelTests.Shape
  private static let pool: [StackID] = (0..<14).map { StackID("p\($0)") }
  private static let styles: [PresentationStyle] = [.sheet, .fullScreenCover, .popover]

  @MainActor
  mutating func change(_ router: Router, _ generator: inout SeededGenerator) {
    let state = router.state
    let stacks = state.sortedStackIDs
    let anyStack = stacks.randomElement(using: &generator) ?? "main"
    let action: NavigationAction
    switch Int.random(in: 0..<25, using: &generator) {
    case 0..<5:
      action = .present(presentation(&generator))
    case 5:
      action = .present(presentation(&generator), on: .stack(anyStack))
    case 6..<8:
      action = .dismissTop
    case 8:
      action = .dismissLayer(holding: anyStack)
    case 9:
      action = .dismissLayers(above: .stack(anyStack))
    case 10..<12:
      let tabs = stacks.filter { state.tabContainer(holding: $0) != nil }
      action = .selectTab(tabs.randomElement(using: &generator) ?? anyStack)
    case 12:
      action = .push(
        [AnyRoute(Screen.allCases.randomElement(using: &generator) ?? .about)], on: .stack(anyStack)
      )
    case 13:
      action = .pop(1, from: .stack(anyStack))
    case 14..<16:
      // Dismiss everything above the bottom stack and present a cover, in one change.
      let bottom = state.content.shownStack.id
      action = .batch([
        .dismissLayers(above: .stack(bottom)),
        .present(
          Presentation(style: .fullScreenCover, content: content(&generator)), on: .stack(bottom)),
      ])
    case 16..<18:
      action = link(&generator)
    case 20..<22:
      action = .present(.dialog(dialog(&generator)))
    case 22:
      action = .present(.dialog(dialog(&generator)), on: .stack(anyStack))
    case 23:
      action =
        Bool.random(using: &generator)
        ? .answerDialog(button: 0) : .dismissDialog(on: .stack(anyStack))
    case 24:
      // Dismiss every sheet and show a dialog, in one change: two steps, in order.
      let bottom = state.content.shownStack.id
      action = .batch([
        .dismissLayers(above: .stack(bottom)),
        .present(.dialog(dialog(&generator)), on: .stack(bottom)),
      ])
    default:
      guard let tree = tree(&generator) else { return }
      action = .replaceState(tree)
    }
    _ = try? router.send(action)
  }

  /// One of a few dialogs, so that one can replace another or come back equal.
  private func dialog(_ generator: inout SeededGenerator) -> Dialog {
    let title = ["Delete?", "Discard?", "Saved"].randomElement(using: &generator) ?? "Saved"
    return Bool.random(using: &generator)
      ? .alert(title, buttons: [.cancel("OK", value: 0)])
      : .confirmationDialog(
        title, buttons: [.destructive("Delete", value: 1), .cancel(value: 0)])
  }

  private func id(_ generator: inout SeededGenerator) -> StackID {
    Self.pool.randomElement(using: &generator) ?? "p0"
  }

  private func presentation(_ generator: inout SeededGenerator) -> Presentation {
    Presentation(
      style: Self.styles.randomElement(using: &generator) ?? .sheet, content: content(&generator))
  }

  private func content(_ generator: inout SeededGenerator) -> Presentation.Content {
    let root = AnyRoute(Screen.allCases.randomElement(using: &generator) ?? .about)
    guard Int.random(in: 0..<4, using: &generator) == 0 else {
      return .stack(StackSpec(id: id(&generator), root: root))
    }
    var ids: [StackID] = []
    for _ in 0..<Int.random(in: 2...3, using: &generator) {
      let next = id(&generator)
      if !ids.contains(next) { ids.append(next) }
    }
    return .tabs(
      ids.map { StackSpec(id: $0, root: root) },
      selected: ids.randomElement(using: &generator) ?? ids[0])
  }

  /// A link that presents one to four nested layers from the visible stack, as one change.
  private func link(_ generator: inout SeededGenerator) -> NavigationAction {
    var actions: [NavigationAction] = []
    var ids: [StackID] = []
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      var next = id(&generator)
      while ids.contains(next) { next = id(&generator) }
      ids.append(next)
      let style = Self.styles.randomElement(using: &generator) ?? .sheet
      actions.append(.present(.stack(style, root: Screen.about, id: next)))
    }
    return .batch(actions)
  }

  /// A whole tree, as a restore brings back: the root of the shape, with up to three
  /// nested layers, some with tabs, and layers presented by tabs that are not selected.
  private func tree(_ generator: inout SeededGenerator) -> NavigationState? {
    var unused = Self.pool.shuffled(using: &generator)
    func stack(_ id: StackID, depth: Int, _ generator: inout SeededGenerator) -> StackState {
      var stack = StackState(id: id, root: AnyRoute(Screen.settings))
      if depth < 3, !unused.isEmpty, Int.random(in: 0..<3, using: &generator) > 0 {
        let style = Self.styles.randomElement(using: &generator) ?? .sheet
        stack.presented = PresentedLayer(style: style, content: node(depth + 1, &generator))
      } else if Int.random(in: 0..<4, using: &generator) == 0 {
        stack.dialog = dialog(&generator)
      }
      return stack
    }
    func node(_ depth: Int, _ generator: inout SeededGenerator) -> NavigationNode {
      let first = unused.removeLast()
      guard unused.count >= 2, Bool.random(using: &generator) else {
        return .stack(stack(first, depth: depth, &generator))
      }
      let second = unused.removeLast()
      let tabs = [stack(first, depth: depth, &generator), stack(second, depth: depth, &generator)]
      let selected = Bool.random(using: &generator) ? first : second
      guard let container = try? TabContainer(tabs: tabs, selected: selected) else {
        return .stack(tabs[0])
      }
      return .tabs(container)
    }
    let root: NavigationNode
    switch shape {
    case .stack:
      root = .stack(stack("main", depth: 0, &generator))
    case .tabs:
      let tabs = [stack("home", depth: 0, &generator), stack("explore", depth: 0, &generator)]
      let selected: StackID = Bool.random(using: &generator) ? "home" : "explore"
      guard let container = try? TabContainer(tabs: tabs, selected: selected) else { return nil }
      root = .tabs(container)
    }
    return try? NavigationState(content: root)
  }
}
