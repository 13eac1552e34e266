import Foundation

/// How one wait ended, and the tasks suspended until it does: the part of a
/// ``PendingResult`` that any thread may end.
///
/// The main actor ends a wait in a commit, a cancellation or ``PendingResult/cancel()``;
/// a released router's bookkeeping ends it from its `deinit`, on whatever thread lets the
/// router go. Both go through ``end(_:)``, under one lock: the first ending wins, the
/// others change nothing, and every suspended task is resumed exactly once, with that
/// ending, outside the lock.
///
/// `@unchecked Sendable`: its two variables are only read and written under `lock`.
final class WaitEnding<Value: Sendable, Failure: Error>: @unchecked Sendable {
  typealias Outcome = Result<Value, Failure>

  private let lock = NSLock()
  private var ending: Outcome?
  private var waiters: [CheckedContinuation<Outcome, Never>] = []

  init(_ ending: Outcome? = nil) {
    self.ending = ending
  }

  /// How the wait ended; `nil` while it is open.
  var outcome: Outcome? { lock.withLock { ending } }

  /// The number of tasks suspended until the wait ends.
  var waiterCount: Int { lock.withLock { waiters.count } }

  /// Ends the wait with `outcome` and resumes every suspended task with it; returns
  /// `false`, changing nothing, when the wait had already ended.
  @discardableResult
  func end(_ outcome: Outcome) -> Bool {
    let resumed: [CheckedContinuation<Outcome, Never>]? = lock.withLock {
      guard ending == nil else { return nil }
      ending = outcome
      defer { waiters = [] }
      return waiters
    }
    guard let resumed else { return false }
    for waiter in resumed { waiter.resume(returning: outcome) }
    return true
  }

  /// Resumes `continuation` when the wait ends: at once if it has.
  func resume(_ continuation: CheckedContinuation<Outcome, Never>) {
    let ended: Outcome? = lock.withLock {
      if let ending { return ending }
      waiters.append(continuation)
      return nil
    }
    if let ended { continuation.resume(returning: ended) }
  }
}
