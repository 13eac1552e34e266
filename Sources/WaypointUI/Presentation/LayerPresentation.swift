import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

extension View {
  /// Presents the layer a stack presents, as the chain's host has it now: as a sheet, or
  /// as a full-screen cover where the platform has them, a popover at its anchor where the
  /// platform has popovers, or a dialog. `content` draws the whole layer, its own stack
  /// container included.
  ///
  /// The host hears each signal from where its meaning does not depend on the platform's
  /// timing (see the StagedPresentation article): the user's dismissal from the binding's
  /// write-back (`StackBridge`, `AnchorBridge`), the end of a dismissal from the modifier's
  /// `onDismiss` (a popover's from its write-back or its content going away), the end of a
  /// presentation from an appearance probe in the layer's content, and a dialog's
  /// appearance and dismissal from the update that shows it or takes it away
  /// (`AnchoredPresentations`).
  @MainActor
  func presentingLayers<Content: View>(
    of bridge: StackBridge, host: PresentationHost,
    @ViewBuilder content: @escaping (HostedLayer) -> Content
  ) -> some View {
    PresentingLayers(base: self, bridge: bridge, host: host, content: content)
  }

  /// Presents the layers of a stack container's `bridge` in the container's `chain`, plans
  /// the chain when the container is at its bottom, and puts the router in the environment.
  @MainActor
  func presentingLayers<Content: View>(
    of bridge: StackBridge, in chain: ContainerChain,
    @ViewBuilder content: @escaping (HostedLayer) -> Content
  ) -> some View {
    presentingLayers(of: bridge, host: chain.host, content: content)
      .hosting(chain, of: bridge.router)
  }

  /// Plans `chain` when the container drawing this view is at its bottom, and puts `router`
  /// in the environment, as every container of a router does.
  @MainActor
  func hosting(_ chain: ContainerChain, of router: Router) -> some View {
    planningPresentations(with: chain.host, from: chain.plannedBase)
      .environment(router)
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

/// A stack container's view with the layers its stack presents: sheets and covers here,
/// popovers and dialogs at the container (`PresentationPoint.container`) or at the view
/// that declared their anchor, which finds the container in its environment.
@MainActor
struct PresentingLayers<Base: View, Content: View>: View {
  let base: Base
  let bridge: StackBridge
  let host: PresentationHost
  let content: (HostedLayer) -> Content
  /// The anchors the container's views declared.
  @State private var anchors = DeclaredAnchors()

  var body: some View {
    let reporting = { [host, content] (hosted: HostedLayer) in
      LayerContent(host: host, hosted: hosted, content: content(hosted))
    }
    let presenter = LayerPresenter(
      router: bridge.router, host: host, stack: bridge.id, anchors: anchors
    ) { AnyView(reporting($0)) }
    let id = bridge.id
    #if os(macOS)
      base
        .environment(\.layerPresenter, presenter)
        .presentingAnchored(at: .container, of: presenter)
        .sheet(
          item: Bindable(bridge).sheet,
          onDismiss: { host.dismissed(presentedBy: id, as: .sheet) }, content: reporting)
    #else
      base
        .environment(\.layerPresenter, presenter)
        .presentingAnchored(at: .container, of: presenter)
        .sheet(
          item: Bindable(bridge).sheet,
          onDismiss: { host.dismissed(presentedBy: id, as: .sheet) }, content: reporting
        )
        .fullScreenCover(
          item: Bindable(bridge).cover,
          onDismiss: { host.dismissed(presentedBy: id, as: .fullScreenCover) },
          content: reporting)
    #endif
  }
}

/// A presented layer's content, which tells the chain's host when it is on screen after
/// its presentation (the appearance probe) and when its content disappeared (which the host
/// never reads as a dismissal, except the end of a popover's that the host is dismissing:
/// a popover has no `onDismiss`), which the user cannot swipe away when a guard would
/// refuse it at once, and which rests at the detents a sheet declares.
///
/// The actions sit on a container whose identity stays while the layer is presented, so
/// that the stack inside changing identity (another tab selected in the layer) is not
/// taken for the layer coming or going.
@MainActor
struct LayerContent<Content: View>: View {
  let host: PresentationHost
  let hosted: HostedLayer
  let content: Content
  /// Bumped when the router refused the detent the user dragged the sheet to.
  @State private var resyncs = 0

  var body: some View {
    let _ = resyncs
    ZStack {
      content
    }
    .restingAtDetents(of: hosted, router: host.router) { resyncs += 1 }
    .reportingAppearance { [host, id = hosted.id] in host.appeared(id) }
    .onDisappear { [host, hosted] in
      host.disappeared(hosted.id)
      if hosted.container == .popover { host.dismissalEnded(hosted.id) }
    }
    .interactiveDismissDisabled(!host.allowsInteractiveDismissal(of: hosted.id))
  }
}
