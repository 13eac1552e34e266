/// Why a screen's result did not arrive, or could not be awaited or delivered.
///
/// A wait ends exactly once: with the value the screen delivered, or with one of these.
/// Each message says what happened and what to do:
///
/// ```swift
/// do {
///   let contact = try await compose.push(Screen.pickRecipient, returning: Contact.self)
///   recipients.append(contact)
/// } catch {
///   print(error)  // screen #7 was popped before it delivered a result; …
/// }
/// ```
public enum ResultError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The screen was popped (the user went back, or code popped it) before it delivered a
  /// result.
  case popped(ScreenID)
  /// The layer showing the screen was dismissed (the user swiped it down, or code
  /// dismissed it) before the screen delivered a result.
  case dismissed(ScreenID)
  /// The screen left the tree another way before it delivered a result: its stack's path
  /// or the whole tree was replaced.
  case removed(ScreenID)
  /// A restore replaced the tree while the result was awaited. Waits never survive a
  /// restore, even when the screen had delivered a value (it is dropped): the code that
  /// awaited belongs to the state before it.
  case restored(ScreenID)
  /// The router was released (the last reference to it went) while the result was
  /// awaited: no commit can take the screen away now, so the wait ends with this. A value
  /// the screen delivered without leaving is dropped. Keep the router alive while results
  /// from its screens are awaited (see ``PendingResult``).
  case routerReleased(ScreenID)
  /// The task awaiting the result was cancelled, or the wait was cancelled with
  /// ``PendingResult/cancel()``. The screen stays where it is.
  case cancelled(ScreenID)
  /// The screen that was to deliver the result could not be shown; carries why, for
  /// example ``NavigationError/denied(guard:reason:)`` when a guard refused it.
  case notShown(NavigationError)
  /// A guard redirected the navigation (to a login screen, say), so the screen was not
  /// shown; carries the guard's name when the router knows it.
  case redirected(guard: String?)
  /// The screen is not in the tree.
  case screenNotFound(ScreenID)
  /// Another wait already awaits this screen's result.
  case alreadyAwaited(ScreenID)
  /// Nothing awaits a result from this screen.
  case notAwaited(ScreenID)
  /// The value delivered is not of the type the waiting screen expects.
  case wrongType(ScreenID, expected: String, got: String)
  /// The screen's first screen is not in a presented layer, so it cannot be closed.
  case cannotClose(ScreenID)
  /// Closing the screen failed; carries the navigation's error. The value stays
  /// delivered: it arrives when the screen leaves the tree.
  case notClosed(ScreenID, NavigationError)

  /// What happened and what to do; at most 1024 bytes of UTF-8, whatever the error
  /// carries.
  public var description: String { CallText.message(text) }

  private var text: String {
    let clip = { (text: String) in CallText.clip(text) }
    return switch self {
    case .popped(let screen):
      "screen \(screen) was popped before it delivered a result; "
        + "deliver one with `deliver(_:)` or `close(returning:)` before it goes back"
    case .dismissed(let screen):
      "the layer showing screen \(screen) was dismissed before the screen delivered a result; "
        + "deliver one with `deliver(_:)` or `close(returning:)` before it is dismissed"
    case .removed(let screen):
      "screen \(screen) left the tree (its path or the whole tree was replaced) before it "
        + "delivered a result"
    case .restored(let screen):
      "a restore replaced the tree while a result from screen \(screen) was awaited; "
        + "waits do not survive a restore, so await the result again from the restored screen"
    case .routerReleased(let screen):
      "the router showing screen \(screen) was released while a result from that screen was "
        + "awaited, so none can come; keep the router alive (hold it where the app keeps its "
        + "navigation) while results from its screens are awaited, or cancel the wait first"
    case .cancelled(let screen):
      "the wait for a result from screen \(screen) was cancelled; the screen is still shown, "
        + "so pop or dismiss it if it should go"
    case .notShown(let error):
      "the screen was not shown, so no result can come from it: \(error)"
    case .redirected(let name):
      "\(name.map { "guard \"\(clip($0))\"" } ?? "a guard") redirected the navigation, so the screen "
        + "was not shown; await its result again once the navigation goes through"
    case .screenNotFound(let screen):
      "screen \(screen) is not in the tree; a result can only come from a screen that is shown"
    case .alreadyAwaited(let screen):
      "a result from screen \(screen) is already awaited; await that `PendingResult` instead "
        + "of starting a second wait"
    case .notAwaited(let screen):
      "nothing awaits a result from screen \(screen); show it with `push(_:returning:)` or "
        + "`present(_:returning:)`, or check `isAwaited` before delivering"
    case .wrongType(let screen, let expected, let got):
      "screen \(screen) delivered a \(clip(got)), but its result is awaited as a "
        + "\(clip(expected)); deliver a \(clip(expected))"
    case .cannotClose(let screen):
      "screen \(screen) is the first screen of a stack that is not in a presented layer, so "
        + "it cannot be closed; deliver with `deliver(_:)` and leave it another way"
    case .notClosed(let screen, let error):
      "screen \(screen) could not be closed: \(error); its result stays delivered and "
        + "arrives when the screen leaves"
    }
  }
}
