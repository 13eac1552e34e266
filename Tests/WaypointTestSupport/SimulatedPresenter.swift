import Waypoint
import WaypointHost

/// A stand-in for SwiftUI and UIKit presenting layers, with UIKit's rules, for testing a
/// host's planner without a device and without a clock.
///
/// Like SwiftUI, it draws what the host's bindings say (``render(_:onScreenBase:)`` asks
/// every stack it draws for ``PresentationHost/layer(presentedBy:as:)``) and turns a change
/// of a binding into a transition. Like UIKit, it allows one transition at a time on its
/// chain (one window), presents only from a presenter that is on screen, and removes
/// everything above a presenter that goes away. Whatever breaks a rule is counted in
/// ``violations`` and not done, as UIKit drops it. A transition ends when the test calls
/// ``finishTransition(_:)``.
///
/// What the platform reports waits in an outbox, one report at a time, so that a test can
/// change the tree between two reports of one transition. Its ``Modes`` choose the timings
/// that no device can confirm on every release: when `onAppear` runs, whether a covered
/// layer's content disappears, in which order a swipe's reports come, and spurious
/// appearances. The adapter reads none of them as more than they mean (see
/// `PresentationHost.deliver(_:)`).
public struct SimulatedPresenter {
  /// The platform timings a test chooses.
  public struct Modes: Hashable, Sendable, CustomStringConvertible {
    /// (a) Whether a layer's `onAppear` runs when its presentation starts, not when it ends.
    public var appearsAtStart = false
    /// (b) Whether a covered layer's content reports it disappeared, and appeared again
    /// when uncovered (its appearance probe too).
    public var coveredReports = false
    /// (c) Whether a swipe's binding write-back comes before its content's `onDisappear`.
    public var writeBackFirst = false
    /// (d) Whether the layer on screen at the top reports spurious extra appearances.
    public var spuriousAppears = false

    /// The timings given; by default, none.
    public init(
      appearsAtStart: Bool = false, coveredReports: Bool = false, writeBackFirst: Bool = false,
      spuriousAppears: Bool = false
    ) {
      self.appearsAtStart = appearsAtStart
      self.coveredReports = coveredReports
      self.writeBackFirst = writeBackFirst
      self.spuriousAppears = spuriousAppears
    }

    /// Every combination.
    public static let all: [Modes] = (0..<16).map {
      Modes(
        appearsAtStart: $0 & 1 != 0, coveredReports: $0 & 2 != 0, writeBackFirst: $0 & 4 != 0,
        spuriousAppears: $0 & 8 != 0)
    }

    /// The four timings, one word each.
    public var description: String {
      "a:\(appearsAtStart ? "start" : "end") b:\(coveredReports ? "covered" : "quiet") "
        + "c:\(writeBackFirst ? "writeBackFirst" : "disappearFirst") "
        + "d:\(spuriousAppears ? "spurious" : "none")"
    }
  }

  /// A layer on screen.
  public struct Layer: Equatable {
    /// Where the layer is in its transitions.
    public enum Phase: Equatable { case appearing, onScreen, disappearing }
    /// The layer as the host presented it.
    public var hosted: HostedLayer
    /// Where it is in its transitions.
    public var phase: Phase
  }

  /// What the platform calls, in SwiftUI's terms.
  public enum Report: Equatable {
    /// The layer content's `onAppear`.
    case onAppear(StackID)
    /// The layer content's `onDisappear`.
    case onDisappear(StackID)
    /// The appearance probe's "did appear" (a view controller's `viewDidAppear`).
    case didAppear(StackID)
    /// The `onDismiss` of the modifier of `presenter` for `container`.
    case onDismiss(presenter: StackID, container: HostedLayer.Container)
    /// SwiftUI wrote the binding of the layer back as `nil`: the user dismissed it.
    case bindingCleared(StackID)
  }

  private enum Transition: Equatable {
    case presenting(level: Int)
    case dismissing(level: Int)
  }

  /// The platform timings simulated.
  public let modes: Modes
  /// The stacks drawn at the bottom of the chain: one stack, or every tab of a tab view
  /// (a `TabView` keeps every tab's view, and each has its own presentation modifiers).
  public let basePresenters: [StackID]
  /// The layers on screen, bottom first.
  public private(set) var screen: [Layer] = []
  private var transition: Transition?
  /// Reports not delivered yet, first first.
  private var outbox: [Report] = []
  /// Layers the user dismissed whose binding SwiftUI has not written back yet: a binding
  /// that still holds one asks for nothing new.
  private var unwritten: [StackID] = []
  /// Every rule broken, in words.
  public private(set) var violations: [String] = []
  /// The layers the user swiped away whose reports are not all delivered yet.
  private var swiped: [HostedLayer] = []
  /// The swiped layers the host heard a report of.
  private var heardSwipes: [HostedLayer] = []
  /// The number of transitions the host started.
  public private(set) var hostTransitions = 0
  /// The number of steps the host started that were not on a shortest way from the screen
  /// to the tree as it was then.
  public private(set) var extraSteps = 0
  /// Presentations drawn after the tree moved on, whose step was on a shortest way when
  /// the planner started it: the host could not take it back (a presentation in flight
  /// is never cancelled), so they are counted apart from the extra steps.
  public private(set) var lateDraws = 0
  /// Whether the tree had each layer the planner last started to present, when it did.
  private var plannedAgainstTree: [StackID: Bool] = [:]

  /// A presenter with nothing on screen, drawing `basePresenters` at the bottom of its chain.
  public init(basePresenters: [StackID], modes: Modes = Modes()) {
    self.basePresenters = basePresenters
    self.modes = modes
  }

  /// Whether a transition is in flight.
  public var isBusy: Bool { transition != nil }
  /// Whether reports wait to be delivered.
  public var hasReports: Bool { !outbox.isEmpty }

  /// The layers on screen, when all are on screen and nothing is in flight.
  public var settledLayers: [HostedLayer]? {
    guard transition == nil, outbox.isEmpty, screen.allSatisfy({ $0.phase == .onScreen })
    else { return nil }
    return screen.map(\.hosted)
  }

  /// The next report, taken out of the outbox.
  public mutating func nextReport() -> Report? {
    guard !outbox.isEmpty else { return nil }
    let report = outbox.removeFirst()
    if case .bindingCleared(let id) = report { unwritten.removeAll { $0 == id } }
    let heard = swiped.filter {
      switch report {
      case .bindingCleared(let id): $0.id == id
      case .onDismiss(let presenter, let container):
        $0.presenter == presenter && $0.container == container
      case .onDisappear(let id): $0.id == id
      default: false
      }
    }
    heardSwipes.append(contentsOf: heard)
    return report
  }

  /// Draws what `host` asks for, as SwiftUI does after a change: a binding that changed
  /// starts a transition, when UIKit allows it.
  ///
  /// - Parameters:
  ///   - onScreenBase: The base stack on screen (the selected tab).
  ///   - target: The tree's chain now, to tell a step that is not on a shortest way.
  @MainActor public mutating func render(
    _ host: PresentationHost, onScreenBase: StackID?, target: [HostedLayer]
  ) {
    var level = 0
    while true {
      let presenters = level == 0 ? basePresenters : [screen[level - 1].hosted.shownStack]
      let wants = presenters.flatMap { presenter in
        HostedLayer.Container.allCases.compactMap {
          host.layer(presentedBy: presenter, as: $0)
        }
      }.filter { !unwritten.contains($0.id) }
      for want in wants where !presenters.contains(want.presenter) {
        violations.append("\(want.id) is offered by a stack that is not its presenter")
      }
      guard level < screen.count else {
        present(wants, at: level, onScreenBase: onScreenBase, target: target)
        return
      }
      let have = screen[level]
      if have.phase == .disappearing {
        for want in wants {
          violations.append("presents \(want.id) while \(have.hosted.id) is being dismissed")
        }
        return
      }
      let kept = wants.first { $0.isSamePlacement(as: have.hosted) }
      for other in wants where !other.isSamePlacement(as: have.hosted) {
        violations.append(
          "presents \(other.id) from \(other.presenter) while \(have.hosted.id) is presented"
        )
      }
      guard let kept else {
        // The presenter's binding no longer holds the layer: dismiss it and all above.
        guard transition == nil else {
          violations.append("dismisses \(have.hosted.id) while a transition is in flight")
          return
        }
        if level != Self.keptPrefix(screen.map(\.hosted), target) { extraSteps += 1 }
        for index in level..<screen.count { screen[index].phase = .disappearing }
        transition = .dismissing(level: level)
        hostTransitions += 1
        return
      }
      if kept.shownStack != have.hosted.shownStack, level + 1 < screen.count {
        violations.append(
          "\(have.hosted.id) stops showing \(have.hosted.shownStack), which presents "
            + "\(screen[level + 1].hosted.id)")
        screen.removeSubrange((level + 1)...)
        transition = nil
      }
      screen[level].hosted = kept
      level += 1
    }
  }

  /// How many bottom layers of `screen` are where `target` has them: a shortest way
  /// dismisses the ones above in one step.
  public static func keptPrefix(_ screen: [HostedLayer], _ target: [HostedLayer]) -> Int {
    var kept = 0
    while kept < screen.count, kept < target.count,
      screen[kept].isSamePlacement(as: target[kept])
    {
      kept += 1
    }
    return kept
  }

  private mutating func present(
    _ wants: [HostedLayer], at level: Int, onScreenBase: StackID?, target: [HostedLayer]
  ) {
    guard let want = wants.first else { return }
    if wants.count > 1 {
      violations.append("presents \(wants.map(\.id)) at once")
    }
    guard transition == nil else {
      violations.append("presents \(want.id) while a transition is in flight")
      return
    }
    let presenterOnScreen =
      level == 0 ? want.presenter == onScreenBase : screen[level - 1].phase == .onScreen
    guard presenterOnScreen else {
      violations.append("presents \(want.id) from \(want.presenter), which is not on screen")
      return
    }
    let kept = Self.keptPrefix(screen.map(\.hosted), target)
    if kept != screen.count || level >= target.count || !want.isSamePlacement(as: target[level]) {
      if plannedAgainstTree[want.id] == true { lateDraws += 1 } else { extraSteps += 1 }
    }
    screen.append(Layer(hosted: want, phase: .appearing))
    // A layer presented again in the swiped one's place is a new one.
    swiped.removeAll { $0.isSamePlacement(as: want) }
    heardSwipes.removeAll { $0.isSamePlacement(as: want) }
    transition = .presenting(level: level)
    hostTransitions += 1
    if modes.appearsAtStart { outbox.append(.onAppear(want.id)) }
    if modes.coveredReports, level > 0 { outbox.append(.onDisappear(screen[level - 1].hosted.id)) }
  }

  /// The presenter of the layer at `level`, and its modifier's container.
  private func modifier(at level: Int) -> (presenter: StackID, container: HostedLayer.Container) {
    let hosted = screen[level].hosted
    return (hosted.presenter, hosted.container)
  }

  /// What the layer on screen at the top reports when the layer above it left.
  private mutating func uncovered() {
    guard modes.coveredReports, let top = screen.last else { return }
    outbox.append(.onAppear(top.hosted.id))
    outbox.append(.didAppear(top.hosted.id))
  }

  /// Ends the transition in flight and puts what the platform reports in the outbox, in
  /// an order chosen by `generator` where the platform gives none.
  public mutating func finishTransition(_ generator: inout SeededGenerator) {
    switch transition {
    case nil:
      return
    case .presenting(let level):
      transition = nil
      screen[level].phase = .onScreen
      let id = screen[level].hosted.id
      if !modes.appearsAtStart { outbox.append(.onAppear(id)) }
      outbox.append(.didAppear(id))
    case .dismissing(let level):
      transition = nil
      let bottom = modifier(at: level)
      let nested = ((level + 1)..<screen.count).map(modifier)
      let removed = screen[level...].map(\.hosted.id)
      screen.removeSubrange(level...)
      var reports = removed.map(Report.onDisappear)
      reports.append(.onDismiss(presenter: bottom.presenter, container: bottom.container))
      // The modifiers of the layers above may report their own dismissals, in any order.
      for modifier in nested where Bool.random(using: &generator) {
        reports.append(.onDismiss(presenter: modifier.presenter, container: modifier.container))
      }
      outbox.append(contentsOf: reports.shuffled(using: &generator))
      uncovered()
    }
  }

  /// The top layer, when the user can act on it: on screen, with nothing in flight.
  private var topOnScreen: Layer? {
    guard transition == nil, outbox.isEmpty, let top = screen.last, top.phase == .onScreen
    else { return nil }
    return top
  }

  /// The user swipes the top sheet down; the gesture is over on screen when this returns,
  /// and the reports wait in the outbox. Returns the swiped layer, if any.
  ///
  /// - Parameter onDismissFirst: Whether the modifier's `onDismiss` comes before the
  ///   binding's write-back and the content's `onDisappear`; else it comes anywhere.
  public mutating func swipeDown(
    _ generator: inout SeededGenerator, onDismissFirst: Bool = false
  ) -> StackID? {
    guard topOnScreen?.hosted.container == .sheet else { return nil }
    return swipeDown(onDismissAt: onDismissFirst ? 0 : Int.random(in: 0...2, using: &generator))
  }

  /// The user swipes the top sheet down, and the modifier's `onDismiss` comes at `index`
  /// among the binding's write-back and the content's `onDisappear` (0: first, 2: last).
  public mutating func swipeDown(onDismissAt index: Int) -> StackID? {
    guard let top = topOnScreen, top.hosted.container == .sheet else { return nil }
    let modifier = modifier(at: screen.count - 1)
    screen.removeLast()
    let id = top.hosted.id
    unwritten.append(id)
    swiped = [top.hosted]
    heardSwipes = []
    var reports: [Report] =
      modes.writeBackFirst
      ? [.bindingCleared(id), .onDisappear(id)] : [.onDisappear(id), .bindingCleared(id)]
    reports.insert(
      .onDismiss(presenter: modifier.presenter, container: modifier.container),
      at: min(max(index, 0), 2))
    outbox.append(contentsOf: reports)
    uncovered()
    return id
  }

  /// Checks a step the host started as a host that performs steps (UIKit) would perform
  /// it: a dismissal that names a layer the host knows the user swiped away already would
  /// dismiss what is not there (UIKit then dismisses the presenter itself).
  public mutating func check(_ step: PresentationStep, target: [HostedLayer]) {
    let named: [HostedLayer]
    switch step {
    case .present(let layer):
      plannedAgainstTree[layer.id] = target.contains { $0.isSamePlacement(as: layer) }
      return
    case .dismiss(let layers): named = layers
    case .replace(let layers, _): named = layers
    }
    // The host dismisses the bottom layer; the ones above go with it.
    if let bottom = named.first, isKnownSwipedAway(bottom) {
      violations.append("a step dismisses \(bottom.id), which the user swiped away")
    }
  }

  /// Whether the host has heard of the user's swipe of `layer` (its binding's write-back,
  /// its modifier's `onDismiss` or its content's `onDisappear`), so that a step that names it is one a host performing
  /// steps (UIKit) could not perform: the layer is not on screen, and the host knows it.
  public func isKnownSwipedAway(_ layer: HostedLayer) -> Bool {
    heardSwipes.contains { $0.isSamePlacement(as: layer) }
      && !screen.contains { $0.hosted.isSamePlacement(as: layer) }
  }

  /// The user taps a button that calls SwiftUI's `dismiss()` in the top layer: SwiftUI
  /// writes the binding back at once and starts the dismissal. Returns the layer, if any.
  public mutating func tapDismiss() -> StackID? {
    guard let top = topOnScreen else { return nil }
    let id = top.hosted.id
    unwritten.append(id)
    screen[screen.count - 1].phase = .disappearing
    transition = .dismissing(level: screen.count - 1)
    outbox.append(.bindingCleared(id))
    return id
  }

  /// The layer on screen at the top reports an appearance it did not make, when the modes
  /// say so.
  public mutating func spuriousAppearance(_ generator: inout SeededGenerator) {
    guard modes.spuriousAppears, Int.random(in: 0..<4, using: &generator) == 0,
      let top = screen.last(where: { $0.phase == .onScreen })
    else { return }
    outbox.append(.onAppear(top.hosted.id))
    outbox.append(.didAppear(top.hosted.id))
  }
}

extension PresentationHost {
  /// Delivers what a simulated platform reported, as WaypointUI's views do: the
  /// appearance probe finishes a presentation, the modifier's `onDismiss` a dismissal, the
  /// binding's write-back is the user's dismissal, and `onAppear` means nothing.
  public func deliver(_ report: SimulatedPresenter.Report) {
    switch report {
    case .onAppear: break
    case .onDisappear(let id): disappeared(id)
    case .didAppear(let id): appeared(id)
    case .onDismiss(let presenter, let container): dismissed(presentedBy: presenter, as: container)
    case .bindingCleared(let id): dismissedByUser(id)
    }
  }
}
