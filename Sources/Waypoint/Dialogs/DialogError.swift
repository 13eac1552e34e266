/// Why an awaited dialog (``ScreenHandle/ask(_:returning:)``) gave no answer.
///
/// A dialog closed without a choice answers with its cancel button's value when it has a
/// cancel button; only one without such a button ends with ``dismissed``.
public enum DialogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The dialog was closed without a choice and has no cancel button: dismissed by code
  /// or the platform, its screen popped or dismissed, replaced by another dialog or by a
  /// new tree (a link).
  case dismissed
  /// A restore replaced the tree while the dialog was awaited: a dialog is a question for
  /// the moment, and never survives a restore.
  case restored
  /// The router was released while the dialog was awaited.
  case routerReleased
  /// The task awaiting the answer was cancelled. The dialog stays shown.
  case cancelled
  /// The dialog could not be shown; carries why (a guard refused it, the stack is covered,
  /// …).
  case notShown(NavigationError)
  /// A guard redirected the navigation, so the dialog was not shown.
  case redirected(guard: String?)
  /// A button's value is not of the type the answer is awaited as; nothing was shown.
  case wrongType(button: String, expected: String, got: String)
  /// The screen asking is not in the tree.
  case screenNotFound(ScreenID)

  /// What happened and what to do.
  public var description: String {
    CallText.message(text)
  }

  private var text: String {
    switch self {
    case .dismissed:
      "the dialog was closed without a choice, and it has no cancel button to stand for "
        + "one; give it a button with the cancel role to answer with that button's value"
    case .restored:
      "a restore replaced the tree while the dialog was awaited; dialogs never survive a "
        + "restore, so ask again if the question still stands"
    case .routerReleased:
      "the router was released while the dialog was awaited; keep the router alive while "
        + "its dialogs are awaited"
    case .cancelled:
      "the wait for the dialog's answer was cancelled; the dialog is still shown, so dismiss "
        + "it if it should go"
    case .notShown(let error):
      "the dialog was not shown: \(error)"
    case .redirected(let name):
      "\(name.map { "guard \(CallText.quoted($0))" } ?? "a guard") redirected the navigation, "
        + "so the dialog was not shown"
    case .wrongType(let button, let expected, let got):
      "the button \(CallText.quoted(button)) answers with a \(CallText.clip(got)), but the "
        + "dialog is awaited as a \(CallText.clip(expected)); give every button a value of "
        + "that type"
    case .screenNotFound(let screen):
      "screen \(screen) is not in the tree, so it cannot ask a dialog"
    }
  }
}
