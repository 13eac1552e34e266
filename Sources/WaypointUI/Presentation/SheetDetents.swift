import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

extension SheetDetent {
  /// SwiftUI's detent for this one.
  var presentationDetent: PresentationDetent {
    switch kind {
    case .medium: .medium
    case .large: .large
    case .fraction(let fraction): .fraction(CGFloat(fraction))
    case .height(let height): .height(CGFloat(height))
    }
  }

  /// The detent of `declared` that SwiftUI's `detent` stands for, or `nil` when it stands
  /// for none of them. SwiftUI's detents cannot be read, only compared, so a detent
  /// SwiftUI writes back is found among the ones the sheet declared.
  static func matching(_ detent: PresentationDetent, in declared: [SheetDetent]) -> SheetDetent? {
    declared.first { $0.presentationDetent == detent }
  }
}

/// The detents binding of a sheet that declares detents: the heights it can rest at, and
/// the one it rests at, as the chain's host has the layer. A drag SwiftUI writes back is
/// the user's and goes to the router (``UserInput/detentChanged(_:holding:)``), which
/// selects it in the tree; the host then shows the layer with it.
@MainActor
final class DetentBridge: Observable {
  private let router: Router
  /// The sheet, as the host shows it.
  let layer: HostedLayer
  private let resync: @MainActor () -> Void

  /// - Parameter resync: Draws the sheet again from the router's state, after the router
  ///   refused the detent the user dragged the sheet to.
  init(router: Router, layer: HostedLayer, resync: @escaping @MainActor () -> Void = {}) {
    self.router = router
    self.layer = layer
    self.resync = resync
  }

  /// The heights the sheet can rest at.
  var detents: Set<PresentationDetent> {
    Set(layer.detents.map(\.presentationDetent))
  }

  /// The height the sheet rests at: the selected detent, else the first declared one.
  var selection: PresentationDetent {
    get { (layer.selectedDetent ?? layer.detents.first ?? .large).presentationDetent }
    set {
      guard let detent = SheetDetent.matching(newValue, in: layer.detents),
        detent != layer.selectedDetent
      else { return }
      router.report(.detentChanged(detent, holding: layer.id), resync: resync)
    }
  }
}

extension View {
  /// Lets the sheet `layer` rest at the detents it declares, with
  /// `presentationDetents(_:selection:)`; a layer that declares none, or is not shown in a
  /// sheet, keeps the platform's default.
  @MainActor
  @ViewBuilder
  func restingAtDetents(
    of layer: HostedLayer, router: Router, resync: @escaping @MainActor () -> Void
  ) -> some View {
    if layer.container == .sheet, !layer.detents.isEmpty {
      let bridge = DetentBridge(router: router, layer: layer, resync: resync)
      presentationDetents(bridge.detents, selection: Bindable(bridge).selection)
    } else {
      self
    }
  }
}
