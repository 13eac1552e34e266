/// How ``NavigationRecording/replay(into:mode:ignoringEntryIDs:)`` applies a recording's
/// events.
public enum ReplayMode: String, Sendable, Hashable, CaseIterable {
  /// The recorded decisions are used: each committed change is applied again as it was
  /// committed (a redirect's action, a host's report as the action it became), without
  /// asking a guard; denials, redirects and failures change nothing. No guard and no
  /// observer of the app runs twice.
  case asRecorded
  /// The router's guards decide again: each action the app, the user or a link asked for
  /// is sent through them (redirected actions are left to the guards that redirect them
  /// now), so a changed guard shows where it takes the session elsewhere.
  case redecide
}
