import Waypoint

extension Router {
  /// The layers on screen above the stack `base`, bottom first, as a host presents them.
  ///
  /// Observes which layers and tabs are on screen, not the stacks' entries.
  ///
  /// - Parameters:
  ///   - base: The stack the host draws at the bottom of its chain.
  ///   - coversAvailable: Whether the platform has full-screen covers.
  ///   - popoversAvailable: Whether the platform has popovers.
  package func hostedLayers(
    above base: StackID, coversAvailable: Bool, popoversAvailable: Bool = false
  ) -> [HostedLayer] {
    // The layers above `base` are the top of the layers on screen: observing those (which
    // layers, presented by whom, how, showing what) observes them.
    observeVisibleLayers()
    return current.hostedLayers(
      above: base, coversAvailable: coversAvailable, popoversAvailable: popoversAvailable)
  }

  /// The layers `state` has on screen above a host's base, bottom first, without observing
  /// anything.
  func hostedLayers(
    above base: PresentationHost.Base, in state: NavigationState, coversAvailable: Bool,
    popoversAvailable: Bool
  ) -> [HostedLayer] {
    let id: StackID?
    switch base {
    case .stack(let stack): id = stack
    case .selectedTab(let anchor): id = state.tabContainer(holding: anchor)?.selection
    }
    guard let id else { return [] }
    return state.hostedLayers(
      above: id, coversAvailable: coversAvailable, popoversAvailable: popoversAvailable)
  }

  /// Changes whenever the tree may have changed: a host reads its chain again only then.
  var presentationRevision: Int { commitCount }
}
