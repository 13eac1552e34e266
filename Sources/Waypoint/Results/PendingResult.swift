import Observation

/// A wait for the result of one screen: the value it delivers, or why none came.
///
/// Start one with ``ScreenHandle/expectResult(of:)`` on a screen that is shown, or show a
/// screen and await its result in one line with ``ScreenHandle/push(_:returning:)`` or
/// ``ScreenHandle/present(_:returning:)``. The screen delivers with
/// ``ScreenHandle/deliver(_:)`` or ``ScreenHandle/close(returning:)``; the wait ends when
/// the screen leaves the tree — with the value it delivered, or with a ``ResultError``
/// saying how it left without one.
///
/// ```swift
/// let pending = try picker.expectResult(of: Theme.self)
/// // … later, on the picker:
/// try picker.close(returning: Theme.dark)
/// pending.outcome  // .success(.dark)
/// let theme = try await pending.value  // .dark
/// ```
///
/// A wait ends exactly once: on the main actor, in the commit that takes the screen away
/// (or in ``cancel()``, or when the task awaiting ``value`` is cancelled), or when the
/// router is released. ``outcome`` is observable, so a view can show that a result is on
/// its way.
///
/// ## What holds what
///
/// A wait does not keep its router alive: the router holds its open waits, and a wait
/// holds its router's bookkeeping only weakly. A task awaiting ``value`` holds the wait
/// only. When the router is released (the last reference to it goes), every wait still
/// open ends at once with ``ResultError/routerReleased(_:)``, on whatever thread lets the
/// router go, and the tasks awaiting it resume with that error; a value the screen
/// delivered without leaving is dropped. Keep the router alive while results from its
/// screens are awaited.
///
/// A task awaiting ``ScreenHandle/push(_:returning:)`` or
/// ``ScreenHandle/present(_:returning:)`` holds the handle it was called on, and a handle
/// holds its router: that task keeps the router alive, so its wait ends when the screen
/// leaves the tree or when the task is cancelled, never by a release.
@MainActor
@Observable
public final class PendingResult<Value: Sendable> {
  /// The screen whose result this is.
  let screen: ScreenID
  /// How the wait ended, and the tasks awaiting it: what a released router ends from any
  /// thread.
  private let ending: WaitEnding<Value, ResultError>
  /// The value the screen delivered; handed over when the screen leaves the tree.
  @ObservationIgnored private var delivered: Value?
  @ObservationIgnored private weak var registry: ScreenRegistry?

  init(screen: ScreenID, registry: ScreenRegistry?) {
    self.screen = screen
    self.ending = WaitEnding()
    self.registry = registry
  }

  /// An already ended wait.
  init(screen: ScreenID, outcome: Result<Value, ResultError>) {
    self.screen = screen
    self.ending = WaitEnding(outcome)
  }

  /// How the wait ended: the delivered value or why there is none; `nil` while waiting.
  ///
  /// A wait that the router's release ended reads ``ResultError/routerReleased(_:)`` at
  /// once; observers hear of it on the main actor's next turn.
  public var outcome: Result<Value, ResultError>? {
    access(keyPath: \.outcome)
    return ending.outcome
  }

  /// The delivered value, once the screen has left the tree.
  ///
  /// Several tasks may await it; all get the same outcome. Cancelling a task that awaits it
  /// ends the wait for everyone with ``ResultError/cancelled(_:)`` and leaves the screen
  /// where it is: the router owns what is shown, and a task that is cancelled because its
  /// view went away (SwiftUI's `task` modifier) must not take a screen with it.
  ///
  /// - Throws: ``ResultError`` when the screen left without delivering a value, a restore
  ///   replaced the tree, the wait was cancelled, or the router was released.
  public var value: Value {
    get async throws(ResultError) {
      let outcome = await wait()
      switch outcome {
      case .success(let value): return value
      case .failure(let error): throw error
      }
    }
  }

  /// Ends the wait with ``ResultError/cancelled(_:)``; the screen stays where it is.
  /// Nothing happens when the wait has already ended.
  public func cancel() {
    guard ending.outcome == nil else { return }
    registry?.forget(screen)
    finish(.failure(.cancelled(screen)))
  }

  /// The number of tasks suspended in ``value``; for tests.
  package var awaiterCount: Int { ending.waiterCount }

  private func wait() async -> Result<Value, ResultError> {
    if let outcome = ending.outcome { return outcome }
    if Task.isCancelled {
      cancel()
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { [ending] continuation in ending.resume(continuation) }
    } onCancel: {
      Task { @MainActor in self.cancel() }
    }
  }

  // MARK: Ending

  func finish(_ result: Result<Value, ResultError>) {
    guard ending.outcome == nil else { return }
    delivered = nil
    withMutation(keyPath: \.outcome) { _ = ending.end(result) }
  }
}

/// What the router keeps of a wait, whatever its value's type. `Sendable` (as every class
/// isolated to the main actor is), so that the router's bookkeeping can end it when it is
/// released.
@MainActor
protocol AwaitedResult: AnyObject, Sendable {
  var screen: ScreenID { get }
  /// The name of the type the result is awaited as, for messages.
  var expectedType: String { get }
  /// Keeps `value` as the result when it has the awaited type; returns whether it has.
  func accept(_ value: any Sendable) -> Bool
  /// Ends the wait because the screen left: with the delivered value, else with `reason`.
  func screenLeft(_ reason: ResultError)
  /// Ends the wait with `error`, delivered value or not.
  func fail(_ error: ResultError)
  /// Ends the wait with ``ResultError/routerReleased(_:)``, delivered value or not: the
  /// router's bookkeeping is being released, on whatever thread let the router go.
  nonisolated func routerReleased()
}

extension PendingResult: AwaitedResult {
  var expectedType: String { String(describing: Value.self) }

  func accept(_ value: any Sendable) -> Bool {
    guard let value = value as? Value else { return false }
    delivered = value
    return true
  }

  func screenLeft(_ reason: ResultError) {
    finish(delivered.map { .success($0) } ?? .failure(reason))
  }

  func fail(_ error: ResultError) {
    finish(.failure(error))
  }

  nonisolated func routerReleased() {
    guard ending.end(.failure(.routerReleased(screen))) else { return }
    // Observers of `outcome` and the delivered value belong to the main actor.
    Task { @MainActor in
      self.delivered = nil
      self.withMutation(keyPath: \.outcome) {}
    }
  }
}
