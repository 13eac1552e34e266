/// What a host may present or dismiss next to catch up with the engine's tree, one
/// transition at a time.
///
/// The engine changes several layers in one action: a link presents a sheet and a sheet on
/// it, a restore brings back three, one batch dismisses three sheets and presents a cover.
/// A platform cannot follow at once: UIKit has one presentation transition in flight per
/// presentation chain, presents only from a presenter that is on screen, and drops a
/// full-screen cover that replaces a sheet in the same update. The router's state is the
/// truth at once; the planner keeps what the host shows (``shown``) and gives the host the
/// next ``PresentationStep`` toward the latest tree (``target``). The host reports when a
/// step finished, by the layer's content appearing or disappearing, and only then gets the
/// next one: no timer, no delay.
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
/// - A stack shown inside a layer (its selected tab) changes at once when nothing is
///   presented above it; when a layer above it was presented from the stack it showed
///   before, that layer is dismissed first, since dismissing a presenter dismisses what it
///   presents.
/// - A layer the host lost without a step (it disappeared on its own: the user swiped it
///   down) is forgotten, and nothing more is planned until the host reports the gesture
///   (``dismissedByUser(_:)``) or the tree changes: the engine decides, and the next
///   ``update(to:)`` presents the layer again when a guard refused the dismissal.
public struct PresentationPlanner: Sendable, Equatable {
  /// A layer the host shows, or is presenting or dismissing.
  public struct ShownLayer: Hashable, Sendable {
    /// Where a layer is in its life on screen.
    public enum Phase: Hashable, Sendable {
      /// Being presented: the host has not yet reported its content appeared.
      case presenting
      /// On screen.
      case shown
      /// Being dismissed: the host has not yet reported its content disappeared.
      case dismissing
    }

    /// The layer, as the host shows it.
    public internal(set) var layer: HostedLayer
    /// Where it is in its life on screen.
    public internal(set) var phase: Phase

    /// Creates a shown layer.
    public init(layer: HostedLayer, phase: Phase) {
      self.layer = layer
      self.phase = phase
    }
  }

  /// The host's chain of layers, bottom first: the layers it shows, the one it is
  /// presenting and the ones it is dismissing (always the top ones).
  public private(set) var shown: [ShownLayer] = []
  /// The chain the engine's tree asks for, bottom first, as last given to ``update(to:)``.
  public private(set) var target: [HostedLayer] = []
  /// The layer the host lost without a step, until the host reports the user's gesture
  /// for it or presents it again.
  private var lost: StackID?
  /// Whether a layer was lost and the engine has not heard of it yet: nothing is planned
  /// until the host reports the user's gesture or the tree changes.
  private var waitsForUpdate = false
  /// Bumped whenever ``shown`` changes, so that a host tells its views only then.
  private(set) var revision = 0
  /// How many of the bottom shown layers are known to match ``target`` where they are
  /// and in what they show, so that a report does not compare them again.
  private var synced = 0

  /// Creates a planner for a host that shows no layers.
  public init() {}

  /// The step the host is performing, until it reports the step finished: the top layer's
  /// presentation, or the dismissal of the top layers.
  public var inFlight: PresentationStep? {
    guard let top = shown.last, top.phase != .shown else { return nil }
    if top.phase == .presenting { return .present(top.layer) }
    let bottom = shown.lastIndex { $0.phase != .dismissing }.map { $0 + 1 } ?? 0
    let layers = shown[bottom...].map(\.layer)
    guard bottom < target.count, !target[bottom].isSamePlacement(as: shown[bottom].layer) else {
      return .dismiss(layers)
    }
    return .replace(layers, with: target[bottom])
  }

  /// Whether the host shows exactly ``target``, with nothing in flight.
  public var isConverged: Bool {
    shown.count == target.count
      && zip(shown, target).allSatisfy { $0.phase == .shown && $0.layer == $1 }
  }

  /// Whether two planners hold the same layers, target and reports.
  public static func == (lhs: PresentationPlanner, rhs: PresentationPlanner) -> Bool {
    lhs.shown == rhs.shown && lhs.target == rhs.target && lhs.lost == rhs.lost
      && lhs.waitsForUpdate == rhs.waitsForUpdate
  }

  // MARK: Reading

  /// The layer the stack `presenter` presents now, as the host shows it: the one being
  /// presented or shown, `nil` while it is being dismissed or when there is none.
  ///
  /// - Complexity: O(layers shown).
  public func layer(presentedBy presenter: StackID) -> HostedLayer? {
    guard let item = shown.first(where: { $0.layer.presenter == presenter }) else { return nil }
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
  ///   first, as ``NavigationState/hostedLayers(above:coversAvailable:)`` gives them.
  /// - Returns: The step the host starts now, or `nil` when it has to wait for the one in
  ///   flight or shows the tree already.
  /// - Complexity: O(layers shown).
  @discardableResult
  public mutating func update(to target: [HostedLayer]) -> PresentationStep? {
    retarget(target)
    return advance()
  }

  /// Takes the engine's latest chain without planning: for a host that reads the tree at
  /// each report, so that the step the report starts is planned from the latest tree.
  mutating func retarget(_ target: [HostedLayer]) {
    if waitsForUpdate, target != self.target { waitsForUpdate = false }
    self.target = target
    synced = 0
  }

  /// Records that the content of the layer `id` appeared, which finishes its presentation,
  /// and starts the next step.
  ///
  /// A report that finishes nothing (a layer shown again after the one above it left) is
  /// ignored.
  ///
  /// - Returns: The step the host starts now, or `nil`.
  @discardableResult
  public mutating func appeared(_ id: StackID) -> PresentationStep? {
    guard let top = shown.indices.last, shown[top].phase == .presenting,
      shown[top].layer.id == id
    else { return nil }
    shown[top].phase = .shown
    revision &+= 1
    return advance()
  }

  /// Records that the content of the layer `id` disappeared, and starts the next step.
  ///
  /// - The bottom layer of a dismissal in flight finishes it, with the layers above it.
  /// - A shown layer that disappears without a step was lost (the user swiped it down): it
  ///   and the layers above it are forgotten, and nothing is planned until the host
  ///   reports the user's gesture (``dismissedByUser(_:)``) or the tree changes.
  /// - Other reports (a layer above a dismissed one, an earlier layer with the ID of one
  ///   being presented) are ignored.
  ///
  /// - Returns: The step the host starts now, or `nil`.
  @discardableResult
  public mutating func disappeared(_ id: StackID) -> PresentationStep? {
    guard let index = shown.firstIndex(where: { $0.layer.id == id }) else { return nil }
    switch shown[index].phase {
    case .presenting:
      return nil
    case .dismissing:
      guard index == 0 || shown[index - 1].phase != .dismissing else { return nil }
      shown.removeSubrange(index...)
      revision &+= 1
      return advance()
    case .shown:
      // Whatever was in flight was above this layer, and went with it.
      shown.removeSubrange(index...)
      revision &+= 1
      lost = id
      waitsForUpdate = true
      return nil
    }
  }

  /// Records that the user dismissed the layer `id` in the host (swiped a sheet down,
  /// closed a cover), and returns what to report to the router, or `nil` when the host is
  /// dismissing the layer because the planner asked it to (a platform may report that too).
  ///
  /// The host performs the dismissal itself: the planner treats it as the step in flight
  /// until the layer's content disappeared, then plans from the tree as the engine has it,
  /// which presents the layer again when the engine refused the dismissal.
  ///
  /// - Returns: ``UserInput/layerDismissed(holding:)`` for the layer, or `nil`.
  public mutating func dismissedByUser(_ id: StackID) -> UserInput? {
    guard let index = shown.firstIndex(where: { $0.layer.id == id }) else {
      guard lost == id else { return nil }
      lost = nil
      waitsForUpdate = false
      return .layerDismissed(holding: id)
    }
    guard shown[index].phase != .dismissing else { return nil }
    for above in index..<shown.count { shown[above].phase = .dismissing }
    revision &+= 1
    return .layerDismissed(holding: id)
  }

  // MARK: Planning

  /// Brings what the shown layers show up to date where that needs no transition, then
  /// starts the next step when none is in flight.
  private mutating func advance() -> PresentationStep? {
    // The layers the host shows where the tree has them; what they show inside is taken
    // from the tree, unless a layer above was presented from the stack a layer shows now.
    var kept = 0
    synced = min(synced, shown.count)
    while kept < synced, shown[kept].phase != .dismissing { kept += 1 }
    while kept < shown.count, kept < target.count, shown[kept].phase != .dismissing,
      shown[kept].layer.isSamePlacement(as: target[kept])
    {
      let holds = kept < shown.count - 1
      if holds && shown[kept].layer.shownStack != target[kept].shownStack {
        // Held until the layers above, presented from the stack it shows now, are gone.
        kept += 1
        break
      }
      if shown[kept].layer != target[kept] {
        shown[kept].layer = target[kept]
        revision &+= 1
      }
      kept += 1
      synced = kept
    }
    guard !waitsForUpdate, shown.last.map({ $0.phase == .shown }) ?? true else { return nil }
    if kept < shown.count {
      let layers = shown[kept...].map(\.layer)
      for index in kept..<shown.count { shown[index].phase = .dismissing }
      revision &+= 1
      return kept < target.count ? .replace(layers, with: target[kept]) : .dismiss(layers)
    }
    guard kept < target.count else { return nil }
    let layer = target[kept]
    // Present only from the stack on screen at the top of the chain.
    guard kept == 0 || shown[kept - 1].layer.shownStack == layer.presenter else { return nil }
    if shown.isEmpty { shown.reserveCapacity(target.count) }
    shown.append(ShownLayer(layer: layer, phase: .presenting))
    // Every layer below matched the tree, and this one is the tree's.
    synced = shown.count
    revision &+= 1
    if lost == layer.id { lost = nil }
    return .present(layer)
  }
}
