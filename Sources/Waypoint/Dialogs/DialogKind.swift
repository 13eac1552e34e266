/// Whether a dialog is an alert or a confirmation dialog.
public enum DialogKind: String, Sendable, Hashable, CaseIterable {
  /// An alert: centred, with at most a few buttons and, where the platform has them, text
  /// fields.
  case alert
  /// A confirmation dialog: an action sheet from the bottom of the screen, or a popover at
  /// its anchor where there is room (iPad, macOS).
  case confirmationDialog
}
