import Waypoint

/// What a host may present or dismiss next to catch up with the engine's tree, one
/// transition at a time.
///
/// The engine changes several layers in one action: a link presents a sheet and a sheet on it, a
/// restore brings back three, one batch dismisses three sheets and presents a cover. A platform
/// cannot follow at once: UIKit has one presentation transition in flight per presentation chain,
/// presents only from a presenter that is on screen, and drops a full-screen cover that replaces a
/// sheet in the same update. The router's state is the truth at once; the planner keeps the layers
/// the host has now (``current``) and gives the host the next ``PresentationStep`` toward the
/// latest tree (``target``). The host reports when a step finished and only then gets the next one:
/// no timer, no delay.
///
/// ```swift
/// var planner = PresentationPlanner()
/// let layers = state.hostedLayers(above: "main", coversAvailable: true)
/// planner.update(to: layers)       // .present(settings): only the first layer, for now
/// planner.appeared("settings")     // .present(about), from the settings sheet's stack
/// planner.appeared("about")        // nil: the host shows the tree
/// ```
///
/// A host draws from the planner, not from the tree: a presenter shows
/// ``layer(presentedBy:)``, and a layer shows its ``HostedLayer/shownStack`` as the planner
/// has it. A change that arrives while a transition is in flight is planned when that one
/// finished, from the tree as it is then, so the host always converges to the latest tree.
///
/// Each report has one meaning, whatever else the platform does (see <doc:StagedPresentation>):
/// - ``appeared(_:)``: the layer is on screen after its presentation transition. It
///   finishes that presentation; a report for a layer that is not being presented (one
///   uncovered again, a repeated report) finishes nothing.
/// - ``dismissed(_:)``: the layer's dismissal is over. It finishes the dismissal in flight;
///   for a layer the planner did not dismiss, the layer left the screen through the user.
/// - ``dismissedByUser(_:)``: the platform's own record that the user dismissed the layer
///   (SwiftUI writing the presentation binding back). It is the only report the planner
///   reads a user's dismissal from; it returns the input to hand to the router.
/// - ``disappeared(_:)``: the layer's content disappeared. It finishes nothing and is never
///   read as a dismissal: a covered layer may report it. When the top layer reports it
///   without a step, nothing is presented from that layer, and no dismissal starts at it,
///   until it appears again or its dismissal is reported, since the user may have dismissed
///   it on screen.
///
/// - A stack shown inside a layer (its selected tab) changes at once when nothing is
///   presented above it; when a layer above it was presented from the stack it showed
///   before, that layer is dismissed first, since dismissing a presenter dismisses what it
///   presents.
/// - A layer the user dismissed is not presented again while the engine decides about the
///   dismissal, whatever arrives meanwhile: when the engine applies it the tree no longer
///   has the layer; when it refuses it, or a guard redirects it (a confirmation presented
///   over the layer, which stays), the host reports ``dismissalRefused(_:)`` and the layer
///   is presented again, once, then what the tree has above it. (``PresentationHost`` tells
///   a redirect from the router's tree: it changed after the router heard the dismissal.)
///   A layer the tree no longer has when the user's dismissal is reported is not held
///   back: a later layer with its ID is a new one.
public struct PresentationPlanner: Sendable, Equatable {
  /// A layer the host has, as the planner tracks it: the ``HostedLayer`` and where it is in
  /// its presentation (presenting, presented or dismissing).
  ///
  /// The engine's tree holds a `PresentedLayer`; a host sees it as a ``HostedLayer``; the
  /// planner tracks that hosted layer through its transitions as a tracked layer.
  ///
  /// ```swift
  /// var planner = PresentationPlanner()
  /// planner.update(to: state.hostedLayers(above: "main", coversAvailable: true))
  /// let phases = planner.current.map(\.phase)   // [.presenting]: the first layer comes up
  /// ```
  public struct TrackedLayer: Hashable, Sendable {
    /// Where a layer is in its life on screen.
    public enum Phase: Hashable, Sendable {
      /// Being presented: the host has not yet reported it appeared.
      case presenting
      /// Presented: the host reported it appeared, and it is not being dismissed.
      case presented
      /// Being dismissed: the host has not yet reported the dismissal is over.
      case dismissing
    }

    /// The layer, as the host shows it.
    public internal(set) var layer: HostedLayer
    /// Where it is in its life on screen.
    public internal(set) var phase: Phase
    /// Whether the layer's content disappeared while it was at the top, without a step:
    /// nothing is presented from it until it appears again or its dismissal is reported.
    var isHidden = false

    /// Creates a tracked layer.
    ///
    /// - Parameters:
    ///   - layer: The layer, as the host shows it.
    ///   - phase: Where it is in its presentation.
    public init(layer: HostedLayer, phase: Phase) {
      self.layer = layer
      self.phase = phase
    }
  }

  /// The host's chain of layers, bottom first: the layers it shows, the one it is
  /// presenting and the ones it is dismissing (always the top ones).
  public private(set) var current: [TrackedLayer] = []

  /// The chain the engine's tree asks for, bottom first, as last given to ``update(to:)``.
  public private(set) var target: [HostedLayer] = []
  /// The layer the user dismissed on screen, until the engine has decided about it: it is
  /// not presented again meanwhile.
  private var withheld: StackID?
  /// Whether the user's dismissal of ``withheld`` was returned for the router already.
  private var withheldReported = false
  /// The revision of the router's tree when a host handed the user's dismissal of
  /// ``withheld`` to the router. The router has decided about it once the tree has another
  /// revision: it commits the dismissal or what a guard redirected it to, and a newer
  /// navigation that cancels it commits too. A refusal that commits nothing is reported
  /// (``dismissalRefused(_:)``).
  private var withheldDecidedAfter: Int?
  /// Bumped whenever ``current`` changes, so that a host tells its views only then.
  private(set) var revision = 0
  /// How many of the bottom current layers are known to match ``target`` where they are
  /// and in what they show, so that a report does not compare them again.
  private var synced = 0

  /// Creates a planner for a host that shows no layers.
  public init() {}

  /// The step the host is performing, until it reports the step finished: the top layer's
  /// presentation, or the dismissal of the top layers.
  public var inFlight: PresentationStep? {
    guard let top = current.last, top.phase != .presented else { return nil }
    if top.phase == .presenting { return .present(top.layer) }
    let bottom = firstDismissing
    let layers = current[bottom...].map(\.layer)
    guard bottom < target.count, !target[bottom].isSamePlacement(as: current[bottom].layer) else {
      return .dismiss(layers)
    }
    return .replace(layers, with: target[bottom])
  }

  /// Whether the host shows exactly ``target``, with nothing in flight.
  public var isConverged: Bool {
    current.count == target.count
      && zip(current, target).allSatisfy { $0.phase == .presented && $0.layer == $1 }
  }

  /// Whether two planners hold the same layers, target and reports.
  public static func == (lhs: PresentationPlanner, rhs: PresentationPlanner) -> Bool {
    lhs.current == rhs.current && lhs.target == rhs.target && lhs.withheld == rhs.withheld
      && lhs.withheldReported == rhs.withheldReported
      && lhs.withheldDecidedAfter == rhs.withheldDecidedAfter
  }

  /// The index of the first layer being dismissed, or the number of tracked layers: the
  /// layers being dismissed are always the top ones.
  private var firstDismissing: Int {
    var index = current.count
    while index > 0, current[index - 1].phase == .dismissing { index -= 1 }
    return index
  }

  // MARK: Reading

  /// The layer the stack `presenter` presents now, as the host shows it: the one being
  /// presented or presented already, `nil` while it is being dismissed or when there is none.
  ///
  /// - Complexity: O(tracked layers).
  public func layer(presentedBy presenter: StackID) -> HostedLayer? {
    guard let item = current.first(where: { $0.layer.presenter == presenter }) else { return nil }
    return item.phase == .dismissing ? nil : item.layer
  }

  /// The layer the stack `presenter` presents now in `container`, for a host that
  /// attaches one presenter per kind (a `sheet` and a `fullScreenCover` modifier).
  public func layer(
    presentedBy presenter: StackID, as container: HostedLayer.Container
  ) -> HostedLayer? {
    layer(presentedBy: presenter).flatMap { $0.container == container ? $0 : nil }
  }

  // MARK: Reports

  /// Takes the engine's latest chain and starts the next step, unless one is in flight.
  ///
  /// - Parameter target: The layers the tree has on screen above the host's base, bottom
  ///   first, as ``Waypoint/NavigationState/hostedLayers(above:coversAvailable:popoversAvailable:)`` gives
  ///   them.
  /// - Returns: The step the host starts now, or `nil` when it has to wait for the one in
  ///   flight or shows the tree already.
  /// - Complexity: O(tracked layers).
  @discardableResult
  public mutating func update(to target: [HostedLayer]) -> PresentationStep? {
    retarget(target)
    return advance()
  }

  /// Takes the engine's latest chain without planning: for a host that reads the tree at
  /// each report, so that the step the report starts is planned from the latest tree.
  ///
  /// - Parameter revision: The revision of the router's tree the chain was read from, for a
  ///   host that hands the user's dismissals to a router; `nil` for a caller that reports
  ///   the engine's decisions itself.
  mutating func retarget(_ target: [HostedLayer], revision: Int? = nil) {
    self.target = target
    synced = 0
    guard let withheld else { return }
    // The engine decided about a layer the user dismissed once the tree no longer has it,
    // or once the tree changed after the router heard the dismissal: a guard redirected it
    // (the layer stays, under what the redirect presented) or a newer navigation won.
    let decided = withheldDecidedAfter.map { $0 != revision && revision != nil } ?? false
    if decided || !holds(withheld) { release() }
  }

  /// Whether ``target`` has the layer `id`.
  private func holds(_ id: StackID) -> Bool { target.contains { $0.id == id } }

  /// Forgets the layer held back for the user's dismissal: the engine decided about it.
  private mutating func release() {
    withheld = nil
    withheldReported = false
    withheldDecidedAfter = nil
  }

  /// Holds back the layer `id`, which the user dismissed on screen, until the engine
  /// decides: only while the tree has it, since a layer the engine let go of already has
  /// nothing left to decide, and a later layer with its ID is a new one.
  private mutating func withhold(_ id: StackID, reported: Bool) {
    release()
    guard holds(id) else { return }
    withheld = id
    withheldReported = reported
  }

  /// Records that the layer `id` is on screen after its presentation transition, which
  /// finishes that presentation, and starts the next step.
  ///
  /// A report that finishes nothing (a layer on screen again after the one above it left, a
  /// repeated report) is ignored, except that it shows a layer whose content disappeared
  /// is on screen again.
  ///
  /// - Returns: The step the host starts now, or `nil`.
  /// - Complexity: O(1) beyond planning the next step.
  @discardableResult
  public mutating func appeared(_ id: StackID) -> PresentationStep? {
    guard let top = current.indices.last, current[top].layer.id == id else { return nil }
    switch current[top].phase {
    case .presenting:
      current[top].phase = .presented
      revision &+= 1
      return advance()
    case .presented where current[top].isHidden:
      current[top].isHidden = false
      return advance()
    case .presented, .dismissing:
      return nil
    }
  }

  /// Records that the content of the layer `id` disappeared. It finishes nothing and is
  /// never read as the user's dismissal: a layer covered by another may report it too.
  ///
  /// When the top layer, on screen, reports it without a step, the user may have dismissed
  /// it on screen: nothing is presented from it, and a dismissal that starts at it waits,
  /// until it appears again (``appeared(_:)``) or its dismissal is reported
  /// (``dismissedByUser(_:)``, ``dismissed(_:)``), after which there is nothing to dismiss.
  ///
  /// - Returns: `nil`: a disappearance starts no step.
  @discardableResult
  public mutating func disappeared(_ id: StackID) -> PresentationStep? {
    guard let top = current.indices.last, current[top].layer.id == id,
      current[top].phase == .presented
    else { return nil }
    current[top].isHidden = true
    return nil
  }

  /// Records that the dismissal of the layer `id` is over (SwiftUI's `onDismiss` of the
  /// modifier that presented it), and starts the next step.
  ///
  /// - The bottom layer of a dismissal in flight finishes it, with the layers above it.
  /// - A layer on screen that the planner did not dismiss left the screen through the user:
  ///   it and the layers above it are forgotten, and, when the tree still has it, it is not
  ///   presented again while the engine has not decided about its dismissal (see
  ///   ``dismissedByUser(_:)``).
  /// - A layer being presented finishes nothing: the report is of an earlier layer with
  ///   the same ID.
  /// - Other reports (a layer above the bottom one, a layer the planner does not show) are
  ///   ignored.
  ///
  /// - Returns: The step the host starts now, or `nil`.
  @discardableResult
  public mutating func dismissed(_ id: StackID) -> PresentationStep? {
    guard let index = current.lastIndex(where: { $0.layer.id == id }) else { return nil }
    switch current[index].phase {
    case .dismissing:
      guard index == 0 || current[index - 1].phase != .dismissing else { return nil }
    case .presented:
      withhold(id, reported: false)
    case .presenting:
      // Not on screen yet: a late report of an earlier layer with this ID.
      return nil
    }
    current.removeSubrange(index...)
    revision &+= 1
    return advance()
  }

  /// Records that the user dismissed the layer `id` in the host (SwiftUI wrote its
  /// presentation binding back: a sheet swiped down, the `dismiss` action), and returns
  /// what to report to the router, or `nil` when the host is dismissing the layer because
  /// the planner asked it to, the dismissal was reported already, or the layer is being
  /// presented (the write-back is a late one of an earlier layer with the same ID, which
  /// left the screen before this one was presented).
  ///
  /// The host performs the dismissal itself: the planner treats it as the step in flight
  /// until its dismissal is over (``dismissed(_:)``). The layer is not presented again
  /// while the engine decides: when the engine applies the dismissal the tree no longer
  /// has it; when the engine refuses it or a guard redirects it, report
  /// ``dismissalRefused(_:)``.
  ///
  /// - Returns: ``UserInput/layerDismissed(holding:)`` for the layer
  ///   (``UserInput/dialogDismissed(_:on:)`` for a dialog), or `nil`.
  public mutating func dismissedByUser(_ id: StackID) -> UserInput? {
    guard let index = current.lastIndex(where: { $0.layer.id == id }) else {
      guard withheld == id, !withheldReported, let layer = target.first(where: { $0.id == id })
      else { return nil }
      withheldReported = true
      return Self.userDismissal(of: layer)
    }
    // A layer being dismissed needs no report; one being presented is not on screen yet,
    // so the user cannot have dismissed it: the write-back is of an earlier layer with
    // this ID, whose dismissal is over already.
    guard current[index].phase == .presented else { return nil }
    for above in index..<current.count { current[above].phase = .dismissing }
    revision &+= 1
    withhold(id, reported: true)
    return Self.userDismissal(of: current[index].layer)
  }

  /// What the user's dismissal of `layer` asks the router for: a dialog closed without a
  /// choice, or the layer dismissed.
  private static func userDismissal(of layer: HostedLayer) -> UserInput {
    if let dialog = layer.dialog { return .dialogDismissed(dialog, on: layer.presenter) }
    return .layerDismissed(holding: layer.id)
  }

  /// ``dismissedByUser(_:)`` for a host that hands the input to a router whose tree has
  /// `revision` now: the router has decided once its tree has another revision, or when
  /// it refuses (``dismissalRefused(_:reportedAt:)``).
  mutating func dismissedByUser(_ id: StackID, revision: Int) -> UserInput? {
    let input = dismissedByUser(id)
    if input != nil, withheld == id { withheldDecidedAfter = revision }
    return input
  }

  /// Records that the engine did not apply the user's dismissal of the layer `id` (a guard
  /// refused it or redirected it to another navigation, a newer navigation cancelled it),
  /// and starts the next step: the layer is presented again, once its dismissal on screen
  /// is over, when the tree still has it.
  ///
  /// - Returns: The step the host starts now, or `nil`.
  @discardableResult
  public mutating func dismissalRefused(_ id: StackID) -> PresentationStep? {
    guard withheld == id else { return nil }
    release()
    return advance()
  }

  /// ``dismissalRefused(_:)`` from a router that heard the user's dismissal of `id` when
  /// its tree had `revision`: a late refusal of a dismissal the router decided already
  /// (a newer navigation cancelled it and committed) releases nothing it did not hold.
  mutating func dismissalRefused(_ id: StackID, reportedAt revision: Int) -> PresentationStep? {
    guard withheld == id, withheldDecidedAfter == revision else { return nil }
    return dismissalRefused(id)
  }

  // MARK: Planning

  /// Starts the next step toward ``target`` when none is in flight.
  mutating func replan() -> PresentationStep? { advance() }

  /// Brings what the current layers show up to date where that needs no transition, then
  /// starts the next step when none is in flight.
  private mutating func advance() -> PresentationStep? {
    // The layers the host shows where the tree has them; what they show inside is taken
    // from the tree, unless a layer above was presented from the stack a layer shows now.
    let dismissing = firstDismissing
    var kept = min(synced, dismissing)
    while kept < dismissing, kept < target.count,
      current[kept].layer.isSamePlacement(as: target[kept])
    {
      let holds = kept < current.count - 1
      if holds && current[kept].layer.shownStack != target[kept].shownStack {
        // Held until the layers above, presented from the stack it shows now, are gone.
        kept += 1
        break
      }
      if current[kept].layer != target[kept] {
        current[kept].layer = target[kept]
        revision &+= 1
      }
      kept += 1
      synced = kept
    }
    guard current.last.map({ $0.phase == .presented }) ?? true else { return nil }
    if kept < current.count {
      // A dismissal that starts at the top layer waits while that layer's content has
      // disappeared without a step: the user may have dismissed it on screen, and then
      // there is nothing left to dismiss once the platform reports it. It starts when the
      // layer appears again.
      if kept == current.count - 1, current[kept].isHidden { return nil }
      let layers = current[kept...].map(\.layer)
      for index in kept..<current.count { current[index].phase = .dismissing }
      revision &+= 1
      return kept < target.count ? .replace(layers, with: target[kept]) : .dismiss(layers)
    }
    guard kept < target.count else { return nil }
    let layer = target[kept]
    // Not while the engine decides about the user's dismissal of it, and not from a layer
    // the user may have dismissed on screen.
    guard layer.id != withheld, kept == 0 || !current[kept - 1].isHidden else { return nil }
    // Present only from the stack on screen at the top of the chain.
    guard kept == 0 || current[kept - 1].layer.shownStack == layer.presenter else { return nil }
    if current.isEmpty { current.reserveCapacity(target.count) }
    current.append(TrackedLayer(layer: layer, phase: .presenting))
    // Every layer below matched the tree, and this one is the tree's.
    synced = current.count
    revision &+= 1
    return .present(layer)
  }
}
