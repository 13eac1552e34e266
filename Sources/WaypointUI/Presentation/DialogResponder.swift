import Observation
import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// One button of a dialog as WaypointUI draws it: one of the dialog's buttons, or the
/// cancel button it adds.
///
/// SwiftUI runs no action of the app's when the user closes a dialog without a button: a
/// tap outside a confirmation dialog runs its cancel button's action if it has one, and an
/// alert with no buttons gets an OK button of SwiftUI's own. So a dialog that has no
/// cancel button, when it is a confirmation dialog or has no buttons at all, gets one that
/// reports the dialog dismissed: every way the platform closes a dialog runs an action that
/// reports itself.
struct DialogAction: Identifiable, Hashable {
  /// The button's index in ``Waypoint/Dialog/buttons``, or `nil` for the added cancel
  /// button.
  let button: Int?
  /// The label.
  let label: String
  /// The role.
  let role: DialogButton.Role

  /// The index of the button, or -1 for the added one.
  var id: Int { button ?? -1 }

  /// The buttons to draw for `dialog`: its own, in order, then the added cancel button
  /// when it needs one.
  static func actions(for dialog: Dialog) -> [DialogAction] {
    var actions = dialog.buttons.enumerated().map { index, button in
      DialogAction(button: index, label: button.label, role: button.role)
    }
    guard dialog.cancelButton == nil else { return actions }
    if dialog.kind == .confirmationDialog {
      actions.append(DialogAction(button: nil, label: "Cancel", role: .cancel))
    } else if dialog.buttons.isEmpty {
      actions.append(DialogAction(button: nil, label: "OK", role: .cancel))
    }
    return actions
  }
}

extension DialogButton.Role {
  /// SwiftUI's role for the button: none for a plain one.
  var buttonRole: ButtonRole? {
    switch self {
    case .plain: nil
    case .cancel: .cancel
    case .destructive: .destructive
    }
  }
}

/// Reports what the user did with a dialog the stack `stack` shows, from the action of the
/// button that was tapped.
///
/// The dialog is the one the button was drawn for, captured when SwiftUI asked for the
/// dialog's actions, never read from state: SwiftUI writes the dialog's `isPresented`
/// binding back to `false` before it runs the action (and the binding ignores that write).
/// The report goes to the router, which answers the dialog at once when the stack still
/// shows it (no guard is asked), then the host plans the dialog's dismissal, so that the
/// dialog the platform has already closed does not read as presented again.
@MainActor
struct DialogResponder {
  /// The router whose tree shows the dialog.
  let router: Router
  /// The host of the chain the dialog is in.
  let host: PresentationHost
  /// The stack that shows the dialog.
  let stack: StackID

  /// The user tapped `action` in `dialog`, with `texts` typed in its text fields.
  func perform(_ action: DialogAction, of dialog: Dialog, texts: [String]) {
    if let button = action.button {
      router.report(.dialogAnswered(dialog, button: button, texts: texts, on: stack))
    } else {
      router.report(.dialogDismissed(dialog, on: stack))
    }
    host.update()
  }
}

/// The texts typed in the text fields of the dialog an attachment point shows, from the
/// field's text when the dialog starts.
@MainActor
@Observable
final class DialogTexts {
  /// The dialog the texts were typed in.
  private var dialog: Dialog?
  /// The texts, one per text field of ``dialog``.
  private var typed: [String] = []

  /// The text of the field at `index` of `dialog`, which a text field reads and writes.
  subscript(field index: Int, of dialog: Dialog) -> String {
    get {
      let texts = texts(for: dialog)
      return texts.indices.contains(index) ? texts[index] : ""
    }
    set {
      if self.dialog != dialog {
        self.dialog = dialog
        typed = dialog.textFields.map(\.text)
      }
      guard typed.indices.contains(index) else { return }
      typed[index] = newValue
    }
  }

  /// The texts of `dialog`'s fields: as typed, or as the fields start.
  func texts(for dialog: Dialog) -> [String] {
    self.dialog == dialog ? typed : dialog.textFields.map(\.text)
  }

  /// Forgets what was typed: the dialog closed, and the same dialog shown again starts
  /// from its fields' texts.
  func forget() {
    guard dialog != nil else { return }
    dialog = nil
    typed = []
  }
}
