import Waypoint

/// What a router reported through `onFailure`, in order.
@MainActor
public final class FailureLog {
  /// The failures reported, oldest first.
  public private(set) var failures: [NavigationFailure] = []

  /// Installs itself as `router`'s failure handler.
  public init(_ router: Router) {
    router.onFailure = { [self] in failures.append($0) }
  }

  /// The calls that failed, as their failures name them.
  public var calls: [String] { failures.map(\.call.description) }
  /// The navigation errors of the failures, in order.
  public var errors: [NavigationError] { failures.compactMap { $0.error as? NavigationError } }
  /// The link errors of the failures, in order.
  public var linkErrors: [LinkError] { failures.compactMap { $0.error as? LinkError } }
}

/// The warnings a router wrote for failures that no `onFailure` handled.
@MainActor
public final class WarningLog {
  /// The warnings written, oldest first.
  public private(set) var lines: [String] = []

  /// Replaces `router`'s warning sink.
  public init(_ router: Router) {
    router.warningSink = { [self] in lines.append($0) }
  }
}
