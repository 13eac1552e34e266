import Waypoint

/// One event a test expects: its action, who asked (any source when `nil`) and what
/// happened to it.
struct EventExpectation {
  /// What a test expects to have happened to the action.
  enum Outcome: Equatable {
    case committed
    /// Denied by the guard named `guard`, with `reason` when the test gives one.
    case denied(guard: String, reason: String?)
    case redirected(guard: String)
  }

  var action: NavigationAction
  var source: NavigationSource?
  var outcome: Outcome

  /// Whether `event` is the event expected.
  func matches(_ event: NavigationEvent) -> Bool {
    mismatches(with: event).isEmpty
  }

  /// What differs between the expectation and `event`: `action`, `source`, `outcome`; empty
  /// when the event is the one expected.
  func mismatches(with event: NavigationEvent) -> [String] {
    var differences: [String] = []
    if event.action != action { differences.append("action") }
    if let source, event.source != source { differences.append("source") }
    if !outcomeMatches(event.kind) { differences.append("outcome") }
    return differences
  }

  private func outcomeMatches(_ kind: NavigationEvent.Kind) -> Bool {
    switch (outcome, kind) {
    case (.committed, .committed): true
    case (.denied(let name, let reason), .denied(let guardName, let actualReason)):
      name == guardName && (reason.map { $0 == actualReason } ?? true)
    case (.redirected(let name), .redirected(let guardName)): name == guardName
    default: false
    }
  }

  /// The expectation as a failure message shows it:
  /// `push([Screen.profile], on: visible) from user, committed`.
  var description: String {
    var text = EventText.action(action)
    if let source { text += " from \(source)" }
    switch outcome {
    case .committed: text += ", committed"
    case .denied(let name, let reason):
      text += ", denied by guard \(EventText.quoted(name))"
      if let reason { text += ": \(EventText.quoted(reason))" }
    case .redirected(let name): text += ", redirected by guard \(EventText.quoted(name))"
    }
    return text
  }
}

/// How failure messages write events and what they hold.
enum EventText {
  /// The most bytes of UTF-8 an action's text keeps.
  static let actionLength = 300

  /// `#3 push([Screen.profile], on: visible) from program, committed: "home": pushed
  /// [Screen.profile]`.
  static func event(_ event: NavigationEvent) -> String {
    var text = "#\(event.sequence) \(action(event.action)) from \(event.source)"
    switch event.kind {
    case .committed:
      text += ", committed: \(event.changes)"
    case .denied(let name, let reason):
      text += ", denied by guard \(quoted(name)): \(quoted(reason))"
    case .redirected(let name):
      text += ", redirected by guard \(quoted(name))"
    }
    if let cause = event.cause { text += " (follows #\(cause))" }
    return text
  }

  /// An action as written in code, cut to ``actionLength`` bytes.
  static func action(_ action: NavigationAction) -> String {
    CallText.clip("\(action)", to: actionLength)
  }

  /// Events, one per line, each indented by two spaces; at most `limit`, then a count.
  static func list(_ events: some Collection<NavigationEvent>, limit: Int = 20) -> String {
    var lines = events.prefix(limit).map { "  " + event($0) }
    if events.count > limit { lines.append("  … and \(events.count - limit) more") }
    return lines.joined(separator: "\n")
  }

  /// `text` in double quotes, with escapes, cut short.
  static func quoted(_ text: String) -> String {
    CallText.quoted(text)
  }
}
