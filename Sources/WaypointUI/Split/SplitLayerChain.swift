import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// The presentation chain of a presented layer, or of a tab view, whose split container
/// (the layer's, or a tab's) the ``RouterSplitView`` the app draws for it joins.
///
/// A stack container drawn for a layer or a tab is given the chain's host when it is made.
/// A split view is made by the app, in its `layer` or `tab` closure, so the host reaches it
/// through the environment instead. The chain names the split it was set for: a split view for another
/// container (one drawn inside a layer of its detail column, which inherits the
/// environment) keeps a chain of its own.
struct SplitLayerChain {
  /// The ID of the split container the layer holds.
  let split: StackID
  /// The host of the chain the layer is presented in.
  let host: PresentationHost

  /// The chain's host for a split view of the container `id`, or `nil` when the chain was
  /// set for another container.
  func host(forSplit id: StackID) -> PresentationHost? {
    id == split ? host : nil
  }
}

extension View {
  /// Draws this view, the app's view for `hosted`, in the presentation chain of `host`
  /// when the layer holds a split container, so the split view inside joins that chain.
  @MainActor
  func joiningLayerChain(of hosted: HostedLayer, host: PresentationHost) -> some View {
    environment(\.splitLayerChain, hosted.split.map { SplitLayerChain(split: $0, host: host) })
  }
}

extension EnvironmentValues {
  /// The presentation chain of the layer holding a split container that a view is drawn
  /// in, or `nil` outside such a layer.
  var splitLayerChain: SplitLayerChain? {
    get { self[SplitLayerChainKey.self] }
    set { self[SplitLayerChainKey.self] = newValue }
  }
}

private struct SplitLayerChainKey: EnvironmentKey {
  static var defaultValue: SplitLayerChain? { nil }
}
