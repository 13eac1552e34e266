import Observation
import Waypoint

/// A ``PresentationPlanner`` kept in step with a router, for one host's chain of layers:
/// what a SwiftUI scene (or any UI) presents and dismisses, one transition at a time.
///
/// A host makes one for the view at the bottom of a presentation chain (a window's stack,
/// or its tab view) and keeps it for the view's life. It then calls it at these moments
/// (<doc:StagedPresentation> says which platform signal each one comes from):
///
/// ```swift
/// let host = PresentationHost(router: router, base: .stack("main"), coversAvailable: true)
/// host.update()                  // the router's tree changed (and when the view appears)
/// host.appeared("settings")      // a layer is on screen after its presentation
/// host.dismissedByUser("settings")  // the platform wrote the user's dismissal back
/// host.dismissed("settings")     // a layer's dismissal is over
/// host.disappeared("settings")   // a layer's content disappeared (never a dismissal)
/// ```
///
/// and presents from each stack it draws ``layer(presentedBy:as:)``. Every call plans
/// toward the router's tree as it is then, so the host always converges to the latest
/// tree; the chain is read from the tree again only when the tree changed, so a report
/// costs the same however many layers the chain has.
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
    /// The selected tab of the tab container holding this tab, or of the content's tab
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
  /// Whether the platform has popovers: a popover is hosted as a sheet where it has not.
  @ObservationIgnored public let popoversAvailable: Bool
  /// The planner: what the host shows and what it is doing. Reading it observes the
  /// layers the host shows (``PresentationPlanner/current``), which change only when a step
  /// starts or finishes.
  public var planner: PresentationPlanner {
    _ = revision
    return storage
  }
  @ObservationIgnored private var storage = PresentationPlanner()
  /// Bumped when the planner's current layers change, to tell the views that read them.
  private var revision = 0
  /// Called with every step the host starts, for logs and tests.
  @ObservationIgnored public var onStep: ((PresentationStep) -> Void)?

  /// Creates a host that shows no layers yet; call ``update()`` when its view appears.
  ///
  /// - Parameters:
  ///   - router: The router whose tree the host shows.
  ///   - base: Where the host's chain of layers starts.
  ///   - coversAvailable: Whether the platform has full-screen covers.
  ///   - popoversAvailable: Whether the platform has popovers (iOS, iPadOS, macOS and
  ///     visionOS do; tvOS and watchOS do not); `false` hosts popovers as sheets.
  public init(
    router: Router, base: Base, coversAvailable: Bool, popoversAvailable: Bool = false
  ) {
    self.router = router
    self.base = base
    self.coversAvailable = coversAvailable
    self.popoversAvailable = popoversAvailable
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
    return router.hostedLayers(
      above: baseID, coversAvailable: coversAvailable, popoversAvailable: popoversAvailable)
  }

  /// The layer the stack `presenter` presents now in `container`, as the host shows it.
  public func layer(
    presentedBy presenter: StackID, as container: HostedLayer.Container
  ) -> HostedLayer? {
    planner.layer(presentedBy: presenter, as: container)
  }

  /// Whether the user may dismiss the layer `id` interactively (swipe a sheet down): not
  /// when a guard says at once that it would refuse the dismissal. The router asks its
  /// guards as the user's dismissal would, without committing it: a synchronous guard that
  /// denies it makes the layer not swipeable. A SwiftUI host passes the opposite to
  /// `interactiveDismissDisabled(_:)` on the layer's content.
  ///
  /// ```swift
  /// let host = PresentationHost(
  ///   router: router, base: .selectedTab(containing: nil), coversAvailable: true)
  /// let swipeable = host.allowsInteractiveDismissal(of: "compose")
  /// // SwiftUI: content.interactiveDismissDisabled(!swipeable)
  /// ```
  ///
  /// - Parameter id: The layer's ID (``HostedLayer/id``).
  /// - Returns: `false` when a synchronous guard refuses the user's dismissal of the layer.
  public func allowsInteractiveDismissal(of id: StackID) -> Bool {
    !router.refusesDismissal(ofLayerHolding: id)
  }

  /// Plans toward the router's tree as it is now: call it when the tree changed and when
  /// the host's view appears.
  public func update() {
    change { $0.replan() }
  }

  /// Reports that the layer `id` is on screen after its presentation transition (an
  /// appearance probe's "did appear"; see <doc:StagedPresentation>).
  public func appeared(_ id: StackID) {
    change { $0.appeared(id) }
  }

  /// Reports that the content of the layer `id` disappeared: never read as a dismissal.
  public func disappeared(_ id: StackID) {
    change { $0.disappeared(id) }
  }

  /// Reports that the dismissal of the layer `id` is over (the presenting modifier's
  /// `onDismiss`).
  public func dismissed(_ id: StackID) {
    change { $0.dismissed(id) }
  }

  /// Reports that the dismissal of the layer that `presenter` presented in `container` is
  /// over: for a modifier that reports its dismissal without naming the layer (SwiftUI's
  /// `onDismiss`). A report for a presenter that presents no layer the host shows, or one it
  /// is still presenting, is ignored.
  ///
  /// - Parameters:
  ///   - presenter: The stack whose modifier presented the layer.
  ///   - container: The modifier's container.
  public func dismissed(presentedBy presenter: StackID, as container: HostedLayer.Container) {
    guard
      let layer = storage.current.last(where: {
        $0.layer.presenter == presenter && $0.layer.container == container
      })
    else { return }
    dismissed(layer.layer.id)
  }

  /// Reports that the user dismissed the layer `id` in the host (the platform wrote its
  /// presentation binding back), and passes it on to the router with
  /// ``Waypoint/Router/report(_:resync:)`` unless the host was dismissing it for the
  /// planner already.
  ///
  /// The layer is not presented again while the router decides (an asynchronous guard may
  /// ask the user); when the router refuses the dismissal, the host presents it again,
  /// once, and calls `resync`. When a guard redirects it (a confirmation cover over the
  /// layer), the router's tree still has the layer with the redirect's layers above it:
  /// the host presents the layer again, then those. The host knows the router has decided
  /// when its tree changes after the report (synchronously, or later for an asynchronous
  /// guard) or when it calls `resync`; never from timing.
  ///
  /// - Parameters:
  ///   - id: The layer's ID.
  ///   - resync: Called when the router did not apply the dismissal.
  public func dismissedByUser(_ id: StackID, resync: @escaping @MainActor () -> Void = {}) {
    var input: UserInput?
    // The tree as the router hears the dismissal: the router has decided about it when it
    // refuses it (`resync`) or once its tree changes, synchronously here or later for an
    // asynchronous guard.
    let revision = router.presentationRevision
    change {
      input = $0.dismissedByUser(id, revision: revision)
      return nil
    }
    guard let input else { return }
    router.report(input) { [weak self] in
      self?.change { $0.dismissalRefused(id, reportedAt: revision) }
      resync()
    }
    update()
  }

  /// The router's chain as last read, with what it was read for.
  @ObservationIgnored private var read: (revision: Int, base: Base, layers: [HostedLayer])?

  /// Applies `body` to the planner, with the router's latest chain, and tells observers
  /// only when the layers it shows changed, not about reports that changed nothing.
  private func change(_ body: (inout PresentationPlanner) -> PresentationStep?) {
    let revision = router.presentationRevision
    if read?.revision != revision || read?.base != base {
      // The tree changed since the planner last saw it: read the chain again, without
      // observing it (reports do not come from a view's body).
      let layers = router.hostedLayers(
        above: base, in: router.current, coversAvailable: coversAvailable,
        popoversAvailable: popoversAvailable)
      read = (revision, base, layers)
      storage.retarget(layers, revision: revision)
    }
    let before = storage.revision
    let step = body(&storage)
    if storage.revision != before { self.revision &+= 1 }
    if let step { onStep?(step) }
  }
}
