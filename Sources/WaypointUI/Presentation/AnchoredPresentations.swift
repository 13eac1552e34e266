import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

extension View {
  /// Presents, at `point`, the popover and the dialog that `presenter`'s stack presents
  /// there: a popover with `popover(item:attachmentAnchor:arrowEdge:content:)` (where the
  /// platform has popovers), an alert with `alert(_:isPresented:presenting:actions:message:)`
  /// and a confirmation dialog with
  /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
  @MainActor
  func presentingAnchored(at point: PresentationPoint, of presenter: LayerPresenter)
    -> some View
  {
    AnchoredPresentations(content: self, presenter: presenter, point: point)
  }
}

/// The bindings SwiftUI's popover, alert and confirmation dialog read and write at one
/// attachment point of a stack container. Reads come from the chain's `PresentationHost`
/// (one transition at a time), as for sheets; a bridge is made on each body evaluation and
/// remembers what was shown then.
@MainActor
final class AnchorBridge: Observable {
  private let host: PresentationHost
  /// The popover shown at the point when the bridge was made.
  let popoverShown: HostedLayer?
  /// The dialog shown at the point when the bridge was made.
  let dialogShown: HostedLayer?

  init(presenter: LayerPresenter, point: PresentationPoint) {
    host = presenter.host
    popoverShown = presenter.popover(at: point)
    dialogShown = presenter.dialog(at: point)
  }

  /// The popover's item. A popover has no `onDismiss`: SwiftUI writes `nil` back once the
  /// user dismissed it (a tap outside; a swipe down of the sheet it is in compact width),
  /// when the dismissal is over, so the write-back both hands the user's dismissal to the
  /// router and ends it. A dismissal the host makes ends when the popover's content goes
  /// away (`LayerContent`).
  var popover: HostedLayer? {
    get { popoverShown }
    set {
      guard newValue == nil, let popoverShown else { return }
      host.dismissedByUser(popoverShown.id)
      host.dismissalEnded(popoverShown.id)
    }
  }

  /// Whether the point shows an alert. SwiftUI writes `false` back before it runs the
  /// action of the button tapped; the write is ignored, since the action reports the
  /// answer itself (`DialogResponder`), whether the write comes before it or after.
  var isAlertPresented: Bool {
    get { dialogShown?.dialog?.kind == .alert }
    set {}
  }

  /// Whether the point shows a confirmation dialog; SwiftUI's write-back is ignored, as
  /// for ``isAlertPresented``.
  var isConfirmationPresented: Bool {
    get { dialogShown?.dialog?.kind == .confirmationDialog }
    set {}
  }
}

/// A view with the popover and the dialog its stack container presents at one point.
///
/// A dialog has no appearance or dismissal callback inside SwiftUI, so its reports to the
/// host follow one rule: after each update in which what the point shows changed, the
/// dialog shown now has appeared, and the dismissal of the one shown before is over when
/// the host was dismissing it (`PresentationHost.shownChanged(from:to:)`).
@MainActor
struct AnchoredPresentations<Content: View>: View {
  let content: Content
  let presenter: LayerPresenter
  let point: PresentationPoint
  /// The texts typed in the text fields of the alert shown here.
  @State private var texts = DialogTexts()

  var body: some View {
    let bridge = AnchorBridge(presenter: presenter, point: point)
    let dialog = bridge.dialogShown?.dialog
    let title = dialog?.title ?? ""
    content
      .presentingPopover(Bindable(bridge).popover, content: presenter.content)
      .alert(title, isPresented: Bindable(bridge).isAlertPresented, presenting: dialog) {
        actions(for: $0)
      } message: {
        message(of: $0)
      }
      .confirmationDialog(
        title, isPresented: Bindable(bridge).isConfirmationPresented, titleVisibility: .visible,
        presenting: dialog
      ) {
        actions(for: $0)
      } message: {
        message(of: $0)
      }
      .onChange(of: bridge.dialogShown, initial: true) { [texts, host = presenter.host] old, new in
        if new == nil { texts.forget() }
        host.shownChanged(from: old, to: new)
      }
  }

  /// The dialog's text fields and buttons. Each button's action reports the tap with the
  /// dialog it was drawn for.
  @ViewBuilder
  private func actions(for dialog: Dialog) -> some View {
    let responder = DialogResponder(
      router: presenter.router, host: presenter.host, stack: presenter.stack)
    ForEach(dialog.textFields.indices, id: \.self) { index in
      let field = dialog.textFields[index]
      let text = Bindable(texts)[dynamicMember: \.[field: index, of: dialog]]
      if field.isSecure {
        SecureField(field.placeholder, text: text)
      } else {
        TextField(field.placeholder, text: text)
      }
    }
    ForEach(DialogAction.actions(for: dialog)) { action in
      Button(action.label, role: action.role.buttonRole) { [texts] in
        responder.perform(action, of: dialog, texts: texts.texts(for: dialog))
      }
    }
  }

  /// The dialog's message, if it has one.
  @ViewBuilder
  private func message(of dialog: Dialog) -> some View {
    if let message = dialog.message {
      Text(message)
    }
  }
}

extension View {
  /// Presents `item` in a popover at this view's bounds, where the platform has popovers
  /// (tvOS and watchOS have none: the host shows popovers as sheets there, and no layer
  /// comes here).
  @MainActor
  fileprivate func presentingPopover(
    _ item: Binding<HostedLayer?>, content: @escaping (HostedLayer) -> AnyView
  ) -> some View {
    #if os(tvOS) || os(watchOS)
      self
    #else
      popover(item: item, attachmentAnchor: .rect(.bounds), arrowEdge: .top, content: content)
    #endif
  }
}
