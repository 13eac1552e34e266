import Waypoint

/// A stand-in for SwiftUI and UIKit presenting layers, with UIKit's rules, for testing a
/// host's planner without a device and without a clock.
///
/// Like SwiftUI, it draws what the host's bindings say (``render(_:)`` asks every stack it
/// draws for ``PresentationHost/layer(presentedBy:as:)``) and turns a change of a binding
/// into a transition. Like UIKit, it allows one transition at a time on its chain (one
/// window), presents only from a presenter that is on screen, and removes everything above
/// a presenter that goes away. Whatever breaks a rule is counted in ``violations`` and not
/// done, as UIKit drops it. A transition ends when the test calls ``finishTransition(_:)``,
/// which returns what the host hears (the layer's content appeared or disappeared).
struct SimulatedPresenter {
  /// A layer on screen.
  struct Layer: Equatable {
    enum Phase: Equatable { case appearing, onScreen, disappearing }
    var hosted: HostedLayer
    var phase: Phase
  }

  /// What a host hears from the platform.
  enum Report: Equatable {
    case appeared(StackID)
    case disappeared(StackID)
    /// The binding of a sheet the user swiped down was cleared.
    case dismissedByUser(StackID)
  }

  private enum Transition: Equatable {
    case presenting(level: Int)
    case dismissing(level: Int)
  }

  /// The stacks drawn at the bottom of the chain: one stack, or every tab of a tab view
  /// (a `TabView` keeps every tab's view, and each has its own presentation modifiers).
  let basePresenters: [StackID]
  /// The layers on screen, bottom first.
  private(set) var screen: [Layer] = []
  private var transition: Transition?
  /// Every rule broken, in words.
  private(set) var violations: [String] = []
  /// The number of transitions started.
  private(set) var transitions = 0

  init(basePresenters: [StackID]) {
    self.basePresenters = basePresenters
  }

  /// Whether a transition is in flight.
  var isBusy: Bool { transition != nil }

  /// The layers on screen, when all are on screen and nothing is in flight.
  var settledLayers: [HostedLayer]? {
    guard transition == nil, screen.allSatisfy({ $0.phase == .onScreen }) else { return nil }
    return screen.map(\.hosted)
  }

  /// Draws what `host` asks for, as SwiftUI does after a change: a binding that changed
  /// starts a transition, when UIKit allows it.
  ///
  /// - Parameter onScreenBase: The base stack on screen (the selected tab).
  @MainActor mutating func render(_ host: PresentationHost, onScreenBase: StackID?) {
    var level = 0
    while true {
      let presenters = level == 0 ? basePresenters : [screen[level - 1].hosted.shownStack]
      let wants = presenters.flatMap { presenter in
        HostedLayer.Container.allCases.compactMap {
          host.layer(presentedBy: presenter, as: $0)
        }
      }
      for want in wants where !presenters.contains(want.presenter) {
        violations.append("\(want.id) is offered by a stack that is not its presenter")
      }
      guard level < screen.count else {
        present(wants, at: level, onScreenBase: onScreenBase)
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
        for index in level..<screen.count { screen[index].phase = .disappearing }
        transition = .dismissing(level: level)
        transitions += 1
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

  private mutating func present(_ wants: [HostedLayer], at level: Int, onScreenBase: StackID?) {
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
    screen.append(Layer(hosted: want, phase: .appearing))
    transition = .presenting(level: level)
    transitions += 1
  }

  /// Ends the transition in flight and returns what the host hears, in an order chosen by
  /// `generator` where the platform gives no order.
  mutating func finishTransition(_ generator: inout SeededGenerator) -> [Report] {
    switch transition {
    case nil:
      return []
    case .presenting(let level):
      transition = nil
      screen[level].phase = .onScreen
      return [.appeared(screen[level].hosted.id)]
    case .dismissing(let level):
      transition = nil
      let removed = screen[level...].map(\.hosted.id)
      screen.removeSubrange(level...)
      var reports = removed.map(Report.disappeared).shuffled(using: &generator)
      // A layer uncovered again may run its content's appear action again.
      if let uncovered = screen.last, Bool.random(using: &generator) {
        reports.append(.appeared(uncovered.hosted.id))
      }
      return reports
    }
  }

  /// The user swipes the top layer down, when it is on screen and nothing is in flight;
  /// the swipe is over when this returns. Returns what the host hears, in either order.
  mutating func swipeDown(_ generator: inout SeededGenerator) -> [Report] {
    guard transition == nil, let top = screen.last, top.phase == .onScreen else { return [] }
    screen.removeLast()
    transitions += 1
    let reports: [Report] = [.disappeared(top.hosted.id), .dismissedByUser(top.hosted.id)]
    return Bool.random(using: &generator) ? reports : reports.reversed()
  }
}

extension PresentationHost {
  /// Delivers what a simulated platform reported, as the host's views do.
  func deliver(_ report: SimulatedPresenter.Report) {
    switch report {
    case .appeared(let id): appeared(id)
    case .disappeared(let id): disappeared(id)
    case .dismissedByUser(let id): dismissedByUser(id)
    }
  }
}
