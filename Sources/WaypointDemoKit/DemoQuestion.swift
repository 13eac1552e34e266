import Waypoint

/// A question a screen asks with ``ScreenHandle/ask(_:returning:)`` and awaits in a task of
/// its own, as a SwiftUI screen does from a button's action: what the demo keeps to know
/// when the screen has started to wait and what it made of the answer.
///
/// A terminal draws after each command, before any task can run, so the demo shows the
/// dialog at once and the screen's `ask`, in the task, joins the dialog already shown
/// (`ask` shows a dialog shown already once, not twice). ``DemoApp/settleQuestions()``
/// awaits the task at the two moments a script or a key must wait for it: after the
/// command that asked, until the screen waits; after the command that closed the dialog,
/// until the screen has its answer.
@MainActor
package final class DemoQuestion {
  /// The dialog, as shown: anchored to the screen asking.
  package let dialog: Dialog
  /// The stack that shows it.
  package let presenter: StackID
  /// Whether the task has started: it asks in the same turn of the main actor, so the
  /// screen waits for the answer by the time anyone hears of it.
  package private(set) var isAsked = false
  /// What the screen made of the answer; `nil` until it came.
  package private(set) var outcome: String?
  /// The task that asks.
  private var task: Task<Void, Never>?
  /// Those waiting for the task to start.
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Creates a question about `dialog`, shown by the stack `presenter`.
  init(dialog: Dialog, presenter: StackID) {
    self.dialog = dialog
    self.presenter = presenter
  }

  /// Whether the dialog is no longer shown: answered, or closed without a choice.
  func isClosed(in state: NavigationState) -> Bool {
    state.stack(presenter)?.dialog != dialog
  }

  /// Starts the task that asks: `ask` awaits the answer and says what came of it.
  func start(_ ask: @escaping @MainActor @Sendable () async -> String) {
    task = Task { [weak self] in
      self?.started()
      let outcome = await ask()
      self?.outcome = outcome
    }
  }

  /// Returns once the task has started, and with it the screen's wait.
  func untilAsked() async {
    guard !isAsked else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Returns once the task has ended, with what the screen made of the answer.
  func answer() async -> String? {
    await task?.value
    return outcome
  }

  private func started() {
    isAsked = true
    // The waiters resume after this turn, once `ask` waits.
    for continuation in waiting { continuation.resume() }
    waiting = []
  }
}
