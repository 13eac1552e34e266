/// An alert or a confirmation dialog: a question the app asks, held in the tree like a
/// layer that holds no stack.
///
/// A dialog is a value: two dialogs built separately from the same title, message, buttons
/// and text fields are equal, so a test can compare the tree's dialog with one it builds.
/// A stack shows at most one dialog (``StackState/dialog``), on top of everything the
/// stack shows; it presents either a layer or a dialog, never both.
///
/// ```swift
/// let dialog = Dialog.confirmationDialog(
///   "Delete the draft?",
///   buttons: [.destructive("Delete", value: true), .cancel(value: false)])
/// try router.send(.present(.dialog(dialog)))
/// // The user taps "Delete": the host answers it, which closes it.
/// try router.send(.answerDialog(button: 0))
/// ```
///
/// Present one with ``Presentation/dialog(_:)`` like any layer (guards, events, deferred
/// from observers), await the chosen button with ``ScreenHandle/ask(_:returning:)``, and
/// answer it with ``NavigationAction/answerDialog(button:texts:on:)``. Choosing a button
/// always closes the dialog: no guard is asked.
public struct Dialog: Sendable, Hashable {
  /// What kind of dialog it is, which decides how a host draws it.
  public var kind: DialogKind
  /// The title.
  public var title: String
  /// The message under the title, if any.
  public var message: String?
  /// The buttons, in the order a host shows them.
  public var buttons: [DialogButton]
  /// The text fields of an alert (where the platform has them); their text comes back
  /// with the answer.
  public var textFields: [DialogTextField]
  /// What the dialog is anchored to: popping that screen closes the dialog, and a host
  /// that shows a confirmation dialog as a popover (iPad) points it there. `nil`: the
  /// dialog stays while its stack does.
  public var anchor: PresentationAnchor?

  /// Creates a dialog.
  ///
  /// - Parameters:
  ///   - kind: An alert or a confirmation dialog.
  ///   - title: The title.
  ///   - message: The message under the title.
  ///   - buttons: The buttons, in order. A dialog needs at least one to be answered; with
  ///     none, only a dismissal closes it.
  ///   - textFields: The text fields (alerts).
  ///   - anchor: What the dialog is anchored to.
  public init(
    kind: DialogKind, title: String, message: String? = nil, buttons: [DialogButton],
    textFields: [DialogTextField] = [], anchor: PresentationAnchor? = nil
  ) {
    self.kind = kind
    self.title = title
    self.message = message
    self.buttons = buttons
    self.textFields = textFields
    self.anchor = anchor
  }

  /// An alert.
  public static func alert(
    _ title: String, message: String? = nil, buttons: [DialogButton],
    textFields: [DialogTextField] = [], anchor: PresentationAnchor? = nil
  ) -> Dialog {
    Dialog(
      kind: .alert, title: title, message: message, buttons: buttons, textFields: textFields,
      anchor: anchor)
  }

  /// A confirmation dialog (an action sheet; a popover at its anchor on iPad).
  public static func confirmationDialog(
    _ title: String, message: String? = nil, buttons: [DialogButton],
    anchor: PresentationAnchor? = nil
  ) -> Dialog {
    Dialog(
      kind: .confirmationDialog, title: title, message: message, buttons: buttons, anchor: anchor)
  }

  /// The presentation style the dialog's events report: ``PresentationStyle/alert`` or
  /// ``PresentationStyle/confirmationDialog``.
  public var style: PresentationStyle {
    switch kind {
    case .alert: .alert
    case .confirmationDialog: .confirmationDialog
    }
  }

  /// Whether `other` asks the same question: equal but for the anchor, which says where a
  /// dialog is shown, not what it asks. A host's report of a dialog it drew matches the
  /// dialog the tree shows this way (``ScreenHandle/ask(_:returning:)`` anchors the dialog
  /// it shows to the asking screen).
  public func asksTheSame(as other: Dialog) -> Bool {
    kind == other.kind && title == other.title && message == other.message
      && buttons == other.buttons && textFields == other.textFields
  }

  /// The index of the first button with the cancel role, if any: the button a dismissal
  /// without a choice stands for.
  public var cancelButton: Int? {
    buttons.firstIndex { $0.role == .cancel }
  }
}
