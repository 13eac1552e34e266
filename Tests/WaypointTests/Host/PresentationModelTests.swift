import Testing
import Waypoint

/// A host driven by random engine changes against a simulated presenter with UIKit's
/// rules: changes arrive while transitions are in flight, users swipe sheets down (some
/// dismissals refused by a guard), and every time the host settles it shows the router's
/// tree, without breaking a rule. No clock: transitions end when the test says so.
@MainActor
@Suite struct PresentationModelTests {
  enum Shape: String, CaseIterable, Sendable {
    /// One stack at the root; the host draws it.
    case stack
    /// Tabs at the root; the host draws the tab view, and presents from the selected tab.
    case tabs
  }

  /// A flag a guard reads: whether it refuses the user's dismissals now.
  final class Refusal {
    var isOn = false
  }

  nonisolated static let seeds: [UInt64] = [1, 2, 3, 4]
  nonisolated static let changesPerRun = 1_500

  @Test(arguments: Shape.allCases, seeds)
  func randomChangesConvergeWithoutBreakingARule(shape: Shape, seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let (router, host, bases) = try Self.make(shape, coversAvailable: seed % 2 == 0)
    let refusal = Refusal()
    router.guards.add(
      NavigationGuard("keep") { request in
        refusal.isOn && request.source == .user ? .deny(reason: "kept") : .allow
      })
    var presenter = SimulatedPresenter(basePresenters: bases)
    var engine = RandomEngine(shape: shape)
    var settles = 0
    var changed = 0
    var swipes = 0
    var midFlight = 0

    func render() {
      presenter.render(host, onScreenBase: Self.onScreenBase(router, shape))
    }
    func deliver(_ reports: [SimulatedPresenter.Report]) {
      for report in reports {
        host.deliver(report)
        // A host may also plan again at any moment, with nothing new (a view appearing).
        if Int.random(in: 0..<3, using: &generator) == 0 { host.update() }
        render()
      }
    }
    func settle() {
      var rounds = 0
      while presenter.isBusy {
        deliver(presenter.finishTransition(&generator))
        rounds += 1
        if rounds > 64 {
          Issue.record("seed \(seed): no convergence after \(rounds) transitions")
          return
        }
      }
      settles += 1
      let expected = host.targetLayers
      #expect(
        presenter.settledLayers == expected,
        "seed \(seed), change \(changed): shows \(presenter.screen.map(\.hosted.id)), tree has \(expected.map(\.id))"
      )
      #expect(host.planner.isConverged, "seed \(seed), change \(changed)")
    }

    host.update()
    render()
    while changed < Self.changesPerRun {
      if presenter.isBusy { midFlight += 1 }
      engine.change(router, &generator)
      changed += 1
      host.update()
      render()
      // The host moves on by zero, one or more transitions before the next change, so
      // changes arrive while a transition is in flight, and sometimes the user acts.
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<3:
        break
      case 3..<7:
        deliver(presenter.finishTransition(&generator))
      case 7..<9:
        if presenter.isBusy { deliver(presenter.finishTransition(&generator)) }
        refusal.isOn = Bool.random(using: &generator)
        let reports = presenter.swipeDown(&generator)
        deliver(reports)
        // The engine heard the gesture: the layer is gone unless the guard refused.
        for case .dismissedByUser(let id) in reports {
          swipes += 1
          let kept = host.targetLayers.contains { $0.id == id }
          #expect(kept == refusal.isOn, "seed \(seed), change \(changed): swiped \(id)")
        }
      default:
        settle()
      }
    }
    settle()
    #expect(presenter.violations == [], "seed \(seed)")
    #expect(settles > Self.changesPerRun / 20)
    #expect(swipes > Self.changesPerRun / 50)
    #expect(midFlight > Self.changesPerRun / 5)
    #expect(presenter.transitions > Self.changesPerRun / 4)
  }

  @Test func theRunsTogetherMakeAtLeastTenThousandChanges() {
    #expect(Shape.allCases.count * Self.seeds.count * Self.changesPerRun >= 10_000)
  }

  // MARK: Setup

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
/// and pushes that move no layer. IDs come from a small pool, so a layer can come back
/// with the ID of one just dismissed. Many changes fail (a stack already presents, an ID
/// is taken): they change nothing, as in an app.
struct RandomEngine {
  let shape: PresentationModelTests.Shape
  private static let pool: [StackID] = (0..<14).map { StackID("p\($0)") }
  private static let styles: [PresentationStyle] = [.sheet, .fullScreenCover, .popover]

  @MainActor
  mutating func change(_ router: Router, _ generator: inout SeededGenerator) {
    let state = router.state
    let stacks = state.stackIDs
    let anyStack = stacks.randomElement(using: &generator) ?? "main"
    let action: NavigationAction
    switch Int.random(in: 0..<20, using: &generator) {
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
      let bottom = state.root.shownStack.id
      action = .batch([
        .dismissLayers(above: .stack(bottom)),
        .present(
          Presentation(style: .fullScreenCover, content: content(&generator)), on: .stack(bottom)),
      ])
    case 16..<18:
      action = link(&generator)
    default:
      guard let tree = tree(&generator) else { return }
      action = .replaceState(tree)
    }
    _ = try? router.send(action)
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
    return try? NavigationState(root: root)
  }
}
