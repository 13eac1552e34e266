import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

extension View {
  /// Presents the layer a stack presents, as the chain's host has it now: as a sheet, or
  /// as a full-screen cover where the platform has them. `content` draws the whole layer,
  /// its own stack container included; the host hears when it appeared and disappeared.
  @MainActor
  func presentingLayers<Content: View>(
    of bridge: StackBridge, host: PresentationHost,
    @ViewBuilder content: @escaping (HostedLayer) -> Content
  ) -> some View {
    let reporting = { (hosted: HostedLayer) in
      LayerContent(host: host, hosted: hosted, content: content(hosted))
    }
    #if os(macOS)
      return sheet(item: Bindable(bridge).sheet, content: reporting)
    #else
      return sheet(item: Bindable(bridge).sheet, content: reporting)
        .fullScreenCover(item: Bindable(bridge).cover, content: reporting)
    #endif
  }

  /// Tells `host` to plan again whenever the layers the router's tree has on screen above
  /// `base` change, and when the view first appears. The view at the bottom of a chain
  /// gives its base (which may change: a slide stack bound to the selected tab); the views
  /// that draw the chain's layers give `nil` and leave it to that one.
  @MainActor
  func planningPresentations(
    with host: PresentationHost, from base: PresentationHost.Base?
  ) -> some View {
    onChange(of: base.map { host.targetLayers(above: $0) } ?? [], initial: true) {
      guard let base else { return }
      host.base = base
      host.update()
    }
  }
}

/// A presented layer's content, which tells the chain's host when it appeared and
/// disappeared: the reports that finish a presentation or a dismissal.
///
/// The actions sit on a container whose identity stays while the layer is presented, so
/// that the stack inside changing identity (another tab selected in the layer) is not
/// taken for the layer coming or going.
@MainActor
struct LayerContent<Content: View>: View {
  let host: PresentationHost
  let hosted: HostedLayer
  let content: Content

  var body: some View {
    ZStack {
      content
    }
    .onAppear { host.appeared(hosted.id) }
    .onDisappear { host.disappeared(hosted.id) }
  }
}
