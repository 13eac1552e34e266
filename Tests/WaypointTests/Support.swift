import Testing
import Waypoint

/// The screens of the tests: the seed demo's three plus a few.
enum Screen: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case profile, settings, about, account, login, editor, beta, fallback
  var description: String { rawValue }
}

/// A route type of its own, to mix types in one stack.
struct Article: Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var description: String { "article \(id)" }
}

extension NavigationState {
  /// Two tabs, home (selected) and explore, as in the demo.
  static func twoTabs() -> NavigationState {
    (try? NavigationState(tabs: ["home", "explore"], selected: "home")) ?? NavigationState()
  }

  /// The routes of a stack, bottom first, as their descriptions.
  func path(_ id: StackID) -> [String] {
    stack(id)?.entries.map(\.route.description) ?? []
  }
}

/// Runs `body` and returns the error it threw, failing the test when it threw none.
func error<T>(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws(NavigationError) -> T
) -> NavigationError? {
  do {
    _ = try body()
    Issue.record("expected a NavigationError", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

/// A seeded generator (SplitMix64): the same seed gives the same sequence, so a failing
/// randomized test can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// What a router reported through `onFailure`, in order.
@MainActor
final class FailureLog {
  private(set) var failures: [NavigationFailure] = []

  /// Installs itself as `router`'s failure handler.
  init(_ router: Router) {
    router.onFailure = { [self] in failures.append($0) }
  }

  /// The calls that failed, as their failures name them.
  var calls: [String] { failures.map(\.call) }
  /// The navigation errors of the failures, in order.
  var errors: [NavigationError] { failures.compactMap { $0.error as? NavigationError } }
  /// The link errors of the failures, in order.
  var linkErrors: [LinkError] { failures.compactMap { $0.error as? LinkError } }
}

/// The warnings a router wrote for failures that no `onFailure` handled.
@MainActor
final class WarningLog {
  private(set) var lines: [String] = []

  /// Replaces `router`'s warning sink.
  init(_ router: Router) {
    router.warningSink = { [self] in lines.append($0) }
  }
}
