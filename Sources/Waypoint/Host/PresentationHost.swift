import Observation

/// A ``PresentationPlanner`` kept in step with a router, for one host's chain of layers:
/// what a SwiftUI scene (or any UI) presents and dismisses, one transition at a time.
///
/// A host makes one for the view at the bottom of a presentation chain (a window's stack,
/// or its tab view) and keeps it for the view's life. It then calls it at four moments:
///
/// ```swift
/// let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
/// host.update()                  // the router's tree changed (and when the view appears)
/// host.appeared("settings")      // a layer's content appeared
/// host.disappeared("settings")   // a layer's content disappeared
/// host.dismissedByUser("settings")  // the user swiped the sheet down
/// ```
///
/// and presents from each stack it draws ``layer(presentedBy:as:)``. Every call reads the
/// router's tree as it is then, so the host always plans toward the latest tree.
///
/// The host is `Observable`: a view that reads ``planner`` (through
/// ``layer(presentedBy:as:)``) is drawn again when the planner starts or finishes a step.
@MainActor
@Observable
public final class PresentationHost {
  /// Where a host's chain of layers starts.
  public enum Base: Hashable, Sendable {
    /// The stack with this ID: a host that draws one stack.
    case stack(StackID)
    /// The selected tab of the tab container holding this tab, or of the root's tab
    /// container when `nil`: a host that draws a tab bar, whose layers are presented from
    /// the tab on screen.
    case selectedTab(containing: StackID?)
  }

  /// The router whose tree the host shows.
  @ObservationIgnored public let router: Router
  /// Where the host's chain of layers starts. A view that draws another stack than before
  /// (a slide stack bound to the selected tab) sets it, then calls ``update()``: the
  /// layers of the old base are dismissed before those of the new one are presented.
  @ObservationIgnored public var base: Base
  /// Whether the platform has full-screen covers.
  @ObservationIgnored public let coversAvailable: Bool
  /// The planner: what the host shows and what it is doing. Reading it observes the
  /// layers the host shows (``PresentationPlanner/shown``), which change only when a step
  /// starts or finishes.
  public var planner: PresentationPlanner {
    _ = revision
    return storage
  }
  @ObservationIgnored private var storage = PresentationPlanner()
  /// Bumped when the planner's shown layers change, to tell the views that read them.
  private var revision = 0
  /// Called with every step the host starts, for logs and tests.
  @ObservationIgnored public var onStep: ((PresentationStep) -> Void)?

  /// Creates a host that shows no layers yet; call ``update()`` when its view appears.
  ///
  /// - Parameters:
  ///   - router: The router whose tree the host shows.
  ///   - base: Where the host's chain of layers starts.
  ///   - coversAvailable: Whether the platform has full-screen covers.
  public init(router: Router, base: Base, coversAvailable: Bool) {
    self.router = router
    self.base = base
    self.coversAvailable = coversAvailable
  }

  /// The chain of layers the router's tree asks this host to show, bottom first.
  ///
  /// Observes which layers and tabs are on screen, not the stacks' entries, so a view that
  /// reads it to call ``update()`` when it changes is not drawn again by a push.
  public var targetLayers: [HostedLayer] { targetLayers(above: base) }

  /// The chain of layers the router's tree has above `base`, bottom first; observes what
  /// ``targetLayers`` observes.
  public func targetLayers(above base: Base) -> [HostedLayer] {
    let baseID: StackID?
    switch base {
    case .stack(let id): baseID = id
    // Finding the selected tab observes the tab containers.
    case .selectedTab(let anchor): baseID = router.tabContainer(holding: anchor)?.selection
    }
    guard let baseID else { return [] }
    return router.hostedLayers(above: baseID, coversAvailable: coversAvailable)
  }

  /// The layer the stack `presenter` presents now in `container`, as the host shows it.
  public func layer(
    presentedBy presenter: StackID, as container: HostedLayer.Container
  ) -> HostedLayer? {
    planner.layer(presentedBy: presenter, as: container)
  }

  /// Plans toward the router's tree as it is now: call it when the tree changed and when
  /// the host's view appears.
  public func update() {
    let target = targetLayers
    change { $0.update(to: target) }
  }

  /// Reports that the content of the layer `id` appeared.
  public func appeared(_ id: StackID) {
    let target = targetLayers
    change {
      $0.retarget(target)
      return $0.appeared(id)
    }
  }

  /// Reports that the content of the layer `id` disappeared.
  public func disappeared(_ id: StackID) {
    let target = targetLayers
    change {
      $0.retarget(target)
      return $0.disappeared(id)
    }
  }

  /// Reports that the user dismissed the layer `id` in the host, and passes it on to the
  /// router with ``Router/report(_:resync:)`` unless the host was dismissing it for the
  /// planner already.
  ///
  /// - Parameters:
  ///   - id: The layer's ID.
  ///   - resync: Called when the router did not apply the dismissal.
  public func dismissedByUser(_ id: StackID, resync: @escaping @MainActor () -> Void = {}) {
    var input: UserInput?
    change {
      input = $0.dismissedByUser(id)
      return nil
    }
    guard let input else { return }
    router.report(input, resync: resync)
    update()
  }

  /// Applies `body` to the planner, and tells observers only when the layers it shows
  /// changed, not about reports that changed nothing.
  private func change(_ body: (inout PresentationPlanner) -> PresentationStep?) {
    let before = storage.revision
    let step = body(&storage)
    if storage.revision != before { revision &+= 1 }
    if let step { onStep?(step) }
  }
}
