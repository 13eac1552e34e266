import Foundation

/// One thing a ``NavigationRecorder`` kept: an event of the router (a change committed, an
/// action a guard denied or redirected) or a convenience call that failed.
///
/// ```swift
/// for event in recorder.events where event.isCommitted {
///   print(event.source, event.action.map(String.init(describing:)) ?? "")
/// }
/// ```
public struct RecordedEvent: Sendable {
  /// The event's ``NavigationEvent/sequence``; `nil` for a failed call or a width change,
  /// which are no events.
  public let sequence: Int?
  /// When it happened.
  public let time: Date
  /// Who asked.
  public let source: NavigationSource
  /// What happened.
  public let kind: Kind
  /// The event this one follows from: a redirect's change points at the event of the
  /// action that was redirected (``NavigationEvent/cause``).
  public let cause: Int?
  /// What the host reported, for an action that a host's report became (the
  /// `UserInput` of `WaypointHost`, in words); `nil` otherwise.
  public let hostInput: String?
  /// The action, as compact as the router's `push` and `pop` made it; `nil` for a failure.
  let performed: PerformedAction?
  /// What the event did to the tree.
  package let tree: RecordedTree
  /// The number the router's next new ID carried after the event.
  package let nextID: UInt64

  init(
    sequence: Int?, time: Date, source: NavigationSource, kind: Kind, cause: Int?,
    hostInput: String?, performed: PerformedAction?, tree: RecordedTree, nextID: UInt64
  ) {
    self.sequence = sequence
    self.time = time
    self.source = source
    self.kind = kind
    self.cause = cause
    self.hostInput = hostInput
    self.performed = performed
    self.tree = tree
    self.nextID = nextID
  }

  /// The action; `nil` for a failed call (see ``Kind/failed(_:)``).
  public var action: NavigationAction? { performed?.action }

  /// What happened to an action, or to a call.
  public enum Kind: Sendable {
    /// The action was applied.
    case committed
    /// A guard refused the action; nothing changed.
    case denied(guard: String, reason: String)
    /// A guard replaced the action with others, recorded next as their own events.
    case redirected(guard: String)
    /// A convenience call failed (at once, or when it was deferred or waited for an
    /// asynchronous guard); nothing changed. What ``Router/onFailure`` was given.
    case failed(NavigationFailure)
    /// The host set the width a split container has (``Router/setWidth(_:ofSplit:)``),
    /// which is no event but decides how its columns read.
    case widthChanged(SplitWidth, split: StackID)
  }

  /// Whether the event changed the tree.
  public var isCommitted: Bool {
    if case .committed = kind { return true }
    return false
  }
}
