extension LinkMap {
  /// Registers a dialog under `name`, for links to present by that name: a link pattern's
  /// target reads it with ``LinkMatch/dialog(_:)``, and state links
  /// (``registerStateLinks(styles:)``) print and read it as `dialog=<name>`. Its text (title,
  /// message, buttons and their values, text fields) is the app's, never the link's: a link
  /// only names it.
  ///
  /// ```swift
  /// links.registerDialog(
  ///   "discard",
  ///   .confirmationDialog(
  ///     "Discard the draft?", buttons: [.destructive("Discard", value: true), .cancel(value: false)]))
  /// try links.register("drafts/discard") { match in
  ///   LinkTarget(stack: "drafts", presenting: .dialog(try match.dialog("discard")))
  /// }
  /// ```
  ///
  /// A link presents the dialog anchored to nothing: the screens a link shows are pushed
  /// anew, with new IDs, so the dialog's ``Dialog/anchor`` is not kept. Registering a name
  /// again replaces the dialog registered under it.
  ///
  /// - Parameters:
  ///   - name: The name links use; any text.
  ///   - dialog: The dialog.
  public mutating func registerDialog(_ name: String, _ dialog: Dialog) {
    var dialog = dialog
    dialog.anchor = nil
    uniqueRoutes().dialogs[name] = dialog
  }

  /// The registration of a dialog that asks what `dialog` asks (``Dialog/asksTheSame(as:)``:
  /// its anchor aside), the first in name order: its name, and the dialog as registered
  /// (anchored to nothing); `nil` when none is registered.
  func registration(of dialog: Dialog) -> (name: String, dialog: Dialog)? {
    routes.dialogs.filter { $0.value.asksTheSame(as: dialog) }.min { $0.key < $1.key }
      .map { (name: $0.key, dialog: $0.value) }
  }
}
