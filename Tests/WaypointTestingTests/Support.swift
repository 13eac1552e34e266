import Waypoint
import WaypointTesting

/// The routes of the mail app the tests navigate.
enum Mail: Hashable, Sendable, CustomStringConvertible {
  case message(id: Int)
  case compose, account, login

  var description: String {
    switch self {
    case .message(let id): "message \(id)"
    case .compose: "compose"
    case .account: "account"
    case .login: "login"
    }
  }
}

/// An action the router reports for `router.push(route)`.
func push(_ route: Mail, on target: StackTarget = .visible) -> NavigationAction {
  .push([AnyRoute(route)], on: target)
}

/// The mail app's router: tabs inbox (selected) and sent.
@MainActor func makeRouter() throws -> Router {
  Router(try NavigationState(tabs: ["inbox", "sent"], selected: "inbox"))
}

/// What a test reported instead of failing: each message, its kind and its line.
@MainActor
final class Reports {
  private(set) var entries: [(message: String, kind: TestReportKind, line: UInt)] = []

  /// Puts itself in place of `test`'s reporter.
  init(of test: NavigationTest) {
    test.reporter = { [unowned self] message, kind, location in
      entries.append((message, kind, location.line))
    }
  }

  /// The failures' messages.
  var failures: [String] { entries.filter { $0.kind == .failure }.map(\.message) }
  /// The notes' messages.
  var notes: [String] { entries.filter { $0.kind == .note }.map(\.message) }
}

/// Holds an asynchronous guard's answer until the test gives it.
@MainActor
final class Gate {
  private var continuation: CheckedContinuation<GuardDecision, Never>?
  private var askedWaiters: [CheckedContinuation<Void, Never>] = []

  /// The guard's side: waits for the test's answer.
  func decide() async -> GuardDecision {
    await withCheckedContinuation { continuation in
      self.continuation = continuation
      for waiter in askedWaiters { waiter.resume() }
      askedWaiters = []
    }
  }

  /// Returns once the guard waits for an answer.
  func asked() async {
    guard continuation == nil else { return }
    await withCheckedContinuation { askedWaiters.append($0) }
  }

  /// Gives the guard its answer.
  func answer(_ decision: GuardDecision) {
    continuation?.resume(returning: decision)
    continuation = nil
  }
}

extension Router {
  /// Adds an asynchronous guard named "login" that asks `gate` about every push of
  /// `Mail.account`.
  func guardAccount(with gate: Gate) {
    guards.add(
      .async("login", when: { $0.addedRoutes.contains(AnyRoute(Mail.account)) }) { _ in
        await gate.decide()
      })
  }
}
