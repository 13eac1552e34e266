extension Router {
  /// The layers on screen above the stack `base`, bottom first, as a host presents them.
  ///
  /// Observes which layers and tabs are on screen, not the stacks' entries.
  ///
  /// - Parameters:
  ///   - base: The stack the host draws at the bottom of its chain.
  ///   - coversAvailable: Whether the platform has full-screen covers.
  package func hostedLayers(above base: StackID, coversAvailable: Bool) -> [HostedLayer] {
    // Reading the root's tab container observes what decides which layers are on screen
    // (layers coming and going, tabs selected), as `visibleLayers` does, without copying
    // them.
    _ = tabContainer()
    return current.hostedLayers(above: base, coversAvailable: coversAvailable)
  }
}
