extension Router {
  /// The layers on screen above the stack `base`, bottom first, as a host presents them.
  ///
  /// Observes which layers and tabs are on screen, not the stacks' entries.
  ///
  /// - Parameters:
  ///   - base: The stack the host draws at the bottom of its chain.
  ///   - coversAvailable: Whether the platform has full-screen covers.
  public func hostedLayers(above base: StackID, coversAvailable: Bool) -> [HostedLayer] {
    let layers = visibleLayers
    guard let start = layers.firstIndex(where: { $0.presenter == base }) else { return [] }
    return layers[start...].map {
      HostedLayer($0.layer, presentedBy: $0.presenter, coversAvailable: coversAvailable)
    }
  }
}
