import Observation
import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// What a stack container gives the views it draws, so that a view that declares a
/// presentation anchor (`presentationAnchor(_:)`) presents the popovers and confirmation
/// dialogs anchored to it: the chain's host, the stack that presents them, the anchors its
/// views declared, and how a popover's content is drawn (as the container draws its sheets).
@MainActor
struct LayerPresenter {
  /// The router whose tree the container draws.
  let router: Router
  /// The host of the chain the container draws in.
  let host: PresentationHost
  /// The stack the container draws, which presents the layers.
  let stack: StackID
  /// The anchors the container's views declared.
  let anchors: DeclaredAnchors
  /// Draws a popover's content: the layer, its stack container included, reporting its
  /// appearance as a sheet's content does.
  let content: (HostedLayer) -> AnyView

  /// The popover the stack presents now at `point`, as the host has it.
  func popover(at point: PresentationPoint) -> HostedLayer? {
    host.layer(presentedBy: stack, as: .popover).flatMap {
      point.presents($0, declared: anchors) ? $0 : nil
    }
  }

  /// The dialog the stack shows now at `point`, as the host has it.
  func dialog(at point: PresentationPoint) -> HostedLayer? {
    host.layer(presentedBy: stack, as: .dialog).flatMap {
      point.presents($0, declared: anchors) ? $0 : nil
    }
  }
}

/// Where a stack container attaches what it presents at an anchor: the container as a
/// whole, or a view that declared a named anchor.
enum PresentationPoint: Hashable {
  /// The container's view: alerts, and the popovers and confirmation dialogs whose anchor
  /// no view on screen declared (a screen as a whole, a name no view declares).
  case container
  /// A view that declared a named anchor.
  case declared(DeclaredAnchor)

  /// Whether this point presents `layer`: a popover or a dialog the stack presents.
  ///
  /// A named anchor presents what is anchored to it, except alerts, which the platform
  /// centers whatever they are anchored to; the container presents the rest, so a layer
  /// anchored to a name that no view on screen declares is still presented.
  @MainActor
  func presents(_ layer: HostedLayer, declared: DeclaredAnchors) -> Bool {
    let isAlert = layer.dialog?.kind == .alert
    switch self {
    case .container:
      return isAlert || !declared.declares(layer.anchor)
    case .declared(let anchor):
      return !isAlert && layer.anchor.map(anchor.matches) == true
    }
  }
}

/// An anchor a view declared with `presentationAnchor(_:)`: its name, and the screen the
/// view is drawn in, when the container gave it a handle.
struct DeclaredAnchor: Hashable {
  /// The anchor's name.
  let name: String
  /// The screen of the view, or `nil` when it has no handle (a screen drawn by the app's
  /// own `navigationDestination`).
  let screen: ScreenID?

  /// Whether `anchor` names this one: the same name, in the same screen when the view
  /// knows its screen.
  func matches(_ anchor: PresentationAnchor) -> Bool {
    anchor.name == name && (screen == nil || screen == anchor.screen)
  }
}

/// The anchors the views of one stack container declared, while they are on screen: a
/// popover or a confirmation dialog anchored to one of them is presented by that view,
/// the others by the container.
@MainActor
@Observable
final class DeclaredAnchors {
  /// How many views on screen declared each anchor.
  private var counts: [DeclaredAnchor: Int] = [:]

  /// A view declaring `anchor` appeared.
  func declare(_ anchor: DeclaredAnchor) {
    counts[anchor, default: 0] += 1
  }

  /// A view declaring `anchor` disappeared.
  func withdraw(_ anchor: DeclaredAnchor) {
    guard let count = counts[anchor] else { return }
    counts[anchor] = count > 1 ? count - 1 : nil
  }

  /// Whether a view on screen declared an anchor that `anchor` names.
  func declares(_ anchor: PresentationAnchor?) -> Bool {
    guard let anchor, anchor.name != nil else { return false }
    return counts.keys.contains { $0.matches(anchor) }
  }
}

extension EnvironmentValues {
  /// The stack container a view is drawn in, for the anchors it declares.
  var layerPresenter: LayerPresenter? {
    get { self[LayerPresenterKey.self] }
    set { self[LayerPresenterKey.self] = newValue }
  }
}

private struct LayerPresenterKey: EnvironmentKey {
  static var defaultValue: LayerPresenter? { nil }
}

extension PresentationHost {
  /// Reports what an attachment point shows went from `old` to `new` (SwiftUI has neither
  /// an appearance nor a dismissal callback inside an alert or a confirmation dialog): the
  /// new one appeared, and the old one's dismissal is over when the host was dismissing it.
  func shownChanged(from old: HostedLayer?, to new: HostedLayer?) {
    if let old, old != new { dismissalEnded(old.id) }
    if let new { appeared(new.id) }
  }

  /// Reports that the dismissal of the layer `id` is over, when the host is dismissing it:
  /// what goes away for another reason (the view presenting it left, the layer moved to
  /// another attachment point) ends nothing.
  func dismissalEnded(_ id: StackID) {
    guard planner.current.contains(where: { $0.layer.id == id && $0.phase == .dismissing })
    else { return }
    dismissed(id)
  }
}
