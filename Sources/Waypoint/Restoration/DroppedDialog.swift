/// A dialog of a snapshot, which no restore keeps: a dialog is a question for the moment,
/// not a place, so a restored tree never shows one.
///
/// A snapshot holds only what names the dialog, its kind and its title: never its message,
/// its buttons and their values, or the text of its fields. Ask again, after the restore,
/// if the question still stands.
///
/// ```swift
/// let summary = try coder.restore(router, from: data)
/// for dialog in summary.droppedDialogs where dialog.title == "Discard the draft?" {
///   let discard = Dialog.alert(
///     "Discard the draft?", buttons: [.destructive("Discard", value: true), .cancel(value: false)])
///   router.stack(dialog.presenter).present(.dialog(discard))
/// }
/// ```
public struct DroppedDialog: Sendable, Hashable, CustomStringConvertible {
  /// The stack that showed it.
  public let presenter: StackID
  /// Whether it was an alert or a confirmation dialog.
  public let kind: DialogKind
  /// Its title.
  public let title: String

  /// For example `alert "Discard the draft?" on main`.
  public var description: String {
    "\(kind.rawValue) \(CallText.quoted(title)) on \(presenter)"
  }
}
