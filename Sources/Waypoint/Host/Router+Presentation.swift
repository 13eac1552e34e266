extension Router {
  /// The layers on screen above the stack `base`, bottom first, as a host presents them.
  ///
  /// Observes which layers and tabs are on screen, not the stacks' entries.
  ///
  /// - Parameters:
  ///   - base: The stack the host draws at the bottom of its chain.
  ///   - coversAvailable: Whether the platform has full-screen covers.
  package func hostedLayers(above base: StackID, coversAvailable: Bool) -> [HostedLayer] {
    // The layers above `base` are the top of the layers on screen: observing those (which
    // layers, presented by whom, how, showing what) observes them.
    observeVisibleLayers()
    return current.hostedLayers(above: base, coversAvailable: coversAvailable)
  }
}
