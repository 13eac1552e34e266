import Waypoint
import WaypointHost

/// What the user answers when a screen asks "Sign out?". Codable so that a recording writes
/// the dialog's buttons with their values (``DemoApp/recordingCoder``).
package enum SignOutChoice: Hashable, Sendable, Codable {
  /// Sign out.
  case signOut
  /// Stay logged in.
  case stay
}

extension DemoApp {
  /// "Sign out?": a confirmation dialog whose destructive button signs out and whose
  /// cancel button (which a close without a choice stands for) stays logged in.
  ///
  /// - Parameter anchor: The screen asking.
  package nonisolated static func signOutDialog(anchor: PresentationAnchor?) -> Dialog {
    .confirmationDialog(
      "Sign out?", message: "Account will ask you to log in again.",
      buttons: [
        .destructive("Sign out", value: SignOutChoice.signOut), .cancel(value: SignOutChoice.stay),
      ], anchor: anchor)
  }

  /// "Waypoint is up to date": an alert with one button, which nothing awaits.
  package nonisolated static let updatesAlert = Dialog.alert(
    "Waypoint is up to date", message: "You have the newest version.",
    buttons: [.cancel("OK", value: "OK")])

  /// The dialog on top of what the terminal shows, with the stack that shows it: the last
  /// layer its host presented, when that is a dialog.
  package var shownDialog: (dialog: Dialog, presenter: StackID)? {
    guard let top = shownLayers.last, let dialog = top.dialog else { return nil }
    return (dialog, top.presenter)
  }

  /// The visible screen asks "Sign out?" and awaits the answer with
  /// ``ScreenHandle/ask(_:returning:)``, in a task as a SwiftUI screen would: signing out
  /// when the user chooses Sign out. The answer comes back with the command that closes
  /// the dialog (``settleQuestions()``): a button chosen, or the cancel button standing for
  /// a close without a choice (the dialog cancelled or dismissed, the screen popped, a
  /// link).
  ///
  /// - Throws: ``DemoError/notLoggedIn`` while logged out; the engine's error when the
  ///   dialog cannot be shown. Nothing is asked then.
  package func askToSignOut() throws(DemoError) {
    guard isLoggedIn else { throw .notLoggedIn }
    let stack = router.visibleStack
    let asking = router.screen(stack.topScreen)
    let name = Breadcrumb.name(of: stack.entries.last?.route ?? stack.root)
    let dialog = Self.signOutDialog(anchor: .screen(stack.topScreen))
    // Shown now, so that what this command prints shows it; `ask` joins it.
    try send(.present(.dialog(dialog), on: .stack(stack.id)))
    let question = DemoQuestion(dialog: dialog, presenter: stack.id)
    question.start { [weak self] in
      let asked = "\(name) asked \"\(dialog.title)\""
      guard let self, router.state.stack(stack.id)?.dialog == dialog else {
        return asked + " but the dialog closed before it waited"
      }
      let choice: DialogChoice<SignOutChoice>
      do {
        choice = try await asking.ask(dialog, returning: SignOutChoice.self)
      } catch {
        return asked + " and got no answer: \(error)"
      }
      let label =
        dialog.buttons.indices.contains(choice.button)
        ? dialog.buttons[choice.button].label : "button \(choice.button + 1)"
      let answer = choice.isDismissal ? "no choice, so \(label)" : label
      guard choice.value == .signOut else { return asked + ": \(answer); still logged in" }
      logOut()
      return asked + ": \(answer); logged out"
    }
    questions.append(question)
  }

  /// The visible screen checks for updates and says so in an alert, which nothing awaits:
  /// it closes when the user chooses OK or cancels it.
  ///
  /// - Throws: The engine's error when the alert cannot be shown.
  package func checkForUpdates() throws(DemoError) {
    try send(.present(.dialog(Self.updatesAlert)))
  }

  /// Answers the dialog shown with the button `name` names: its label, in any case, or its
  /// number from 1. The terminal reports the user's tap as a host does, with the dialog it
  /// drew (``UserInput/dialogAnswered(_:button:texts:on:)``); the router applies it with
  /// source ``NavigationSource/user``, without asking a guard.
  ///
  /// - Throws: ``DemoError/unknownButton(_:dialog:buttons:)`` for a button the dialog does
  ///   not have; nothing changes then.
  func answerDialog(_ name: String) throws(DemoError) {
    guard let (dialog, _) = shownDialog else { throw .noDialog }
    let labels = dialog.buttons.map(\.label)
    let button =
      labels.firstIndex { $0.lowercased() == name.lowercased() }
      ?? Int(name).flatMap { labels.indices.contains($0 - 1) ? $0 - 1 : nil }
    guard let button else {
      throw .unknownButton(name, dialog: dialog.title, buttons: labels)
    }
    try answerDialog(button: button)
  }

  /// Answers the dialog shown with the button at index `button`, as the user's tap.
  ///
  /// - Throws: ``DemoError/noDialog`` with no dialog shown.
  package func answerDialog(button: Int) throws(DemoError) {
    guard let (dialog, presenter) = shownDialog else { throw .noDialog }
    try report(.dialogAnswered(dialog, button: button, texts: [], on: presenter))
  }

  /// Closes the dialog shown without a choice, as the user's tap outside it or Esc: the
  /// terminal reports it as a host does (``UserInput/dialogDismissed(_:on:)``). A screen
  /// awaiting it gets its cancel button's value.
  ///
  /// - Throws: ``DemoError/noDialog`` with no dialog shown.
  package func cancelDialog() throws(DemoError) {
    guard let (dialog, presenter) = shownDialog else { throw .noDialog }
    try report(.dialogDismissed(dialog, on: presenter))
  }

  /// Refuses `command` while a dialog is shown when it would reach the screen under the
  /// dialog, as a tap there would: a modal dialog answers first. The dialog's own commands
  /// (`choose`, `cancel`, `back`), `dismiss`, and what comes from outside the screen
  /// (`target`, `open`, `restore`) or reads the state (`url`, `save`) go through.
  ///
  /// - Throws: ``DemoError/dialogShown(command:dialog:)``.
  func checkDialog(allows command: DemoCommand) throws(DemoError) {
    guard let (dialog, _) = shownDialog, !command.passesDialogs else { return }
    throw .dialogShown(command: command.name, dialog: dialog.title)
  }

  /// Whether a question has something left to settle after the last command: its screen
  /// has not started waiting yet, or its dialog closed and the answer has not come back.
  package var hasUnsettledQuestions: Bool {
    questions.contains { !$0.isAsked || $0.isClosed(in: router.state) }
  }

  /// Waits for the screens' questions: until each screen waits for its answer, and for each
  /// dialog that has closed, until its screen has the answer. Returns what the answers
  /// brought, each once, after `; `; `nil` when none came (the dialogs are still shown, or
  /// nothing was asked).
  package func settleQuestions() async -> String? {
    var outcomes: [String] = []
    for question in questions {
      await question.untilAsked()
      guard question.isClosed(in: router.state) else { continue }
      if let outcome = await question.answer() { outcomes.append(outcome) }
      questions.removeAll { $0 === question }
    }
    catchUp()
    return outcomes.isEmpty ? nil : outcomes.joined(separator: "; ")
  }
}
