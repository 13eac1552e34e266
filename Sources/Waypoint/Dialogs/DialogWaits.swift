/// The dialogs awaited on a router (``ScreenHandle/ask(_:returning:)``), ended by the
/// commit that closes each.
///
/// The router tells it of every commit while it holds a wait, before any event observer
/// runs; its `deinit` (the router's release) ends the waits still open.
@MainActor
final class DialogWaits {
  /// One awaited dialog. `Sendable`, so that `deinit` can end it.
  struct Wait: Sendable {
    /// The stack showing the dialog.
    let presenter: StackID
    let dialog: Dialog
    /// Ends the wait: with the answer, `nil` for a close without a choice, or an error.
    let end: @Sendable (Result<DialogAnswer?, DialogError>) -> Void
  }

  private var waits: [Wait] = [] {
    didSet { isTracking = !waits.isEmpty }
  }

  /// Whether the router must report its commits. Read on every commit; written only in
  /// `waits`'s `didSet`, in single steps on the main actor, so no two accesses overlap and
  /// the run-time exclusivity check would only cost time.
  @exclusivity(unchecked) private(set) var isTracking = false

  deinit {
    for wait in waits { wait.end(.failure(.routerReleased)) }
  }

  func add(_ wait: Wait) {
    waits.append(wait)
  }

  /// Ends the waits of the dialogs a commit closed.
  func committed(_ changes: NavigationChanges, source: NavigationSource, state: NavigationState) {
    guard changes.reshapesTree else { return }
    var open: [Wait] = []
    for wait in waits {
      if source == .restoration && changes.replacedTree {
        wait.end(.failure(.restored))
        continue
      }
      if state.stack(wait.presenter)?.dialog == wait.dialog,
        !changes.dismissed.contains(where: { $0.presenter == wait.presenter && $0.dialog != nil })
      {
        open.append(wait)
        continue
      }
      let closed = changes.dismissed.last {
        $0.presenter == wait.presenter && $0.dialog == wait.dialog
      }
      wait.end(.success(closed?.answer))
    }
    waits = open
  }
}
