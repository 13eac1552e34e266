import Foundation

#if canImport(os)
  import os
#endif

/// A convenience call that failed: which call, why, and who asked.
///
/// The convenience calls (``Router/push(_:)``, ``StackHandle/dismiss()``,
/// ``Router/open(_:with:)-(String,_)`` and the others) never throw. When one fails, the
/// state is unchanged and its failure goes to ``Router/onFailure``, or, with no handler
/// set, to a runtime warning in debug builds:
///
/// ```swift
/// router.onFailure = { failure in
///   print(failure)  // pop(-1) failed: count must be 0 or more; got -1
///   if case .denied(let name, _)? = failure.error as? NavigationError { print(name) }
/// }
/// ```
public struct NavigationFailure: Error, Sendable, CustomStringConvertible {
  /// The call that failed: its name, what it was called on and its arguments. It prints as
  /// the app wrote it: `push(Screen.profile)`, `stack("settings").dismiss()`,
  /// `open("myapp://x")`.
  public let call: NavigationCall
  /// Why it failed: a ``NavigationError``, for ``Router/open(_:with:)-(String,_)`` a
  /// ``LinkError``, and for a ``ScreenHandle/close(returning:)`` queued while an event was
  /// delivered the ``ResultError`` it would have thrown.
  public let error: any Error & Sendable
  /// Who asked: ``NavigationSource/program`` for the app's calls, ``NavigationSource/user``
  /// for what a host reports the user did (`report(_:resync:)`, from `WaypointHost`),
  /// ``NavigationSource/deepLink`` for links.
  public let source: NavigationSource

  /// Creates a failure.
  public init(
    call: NavigationCall, error: any Error & Sendable, source: NavigationSource = .program
  ) {
    self.call = call
    self.error = error
    self.source = source
  }

  /// `<call> failed: <message>`, at most 1024 bytes of UTF-8 whatever the error's own
  /// message is.
  public var description: String {
    let call = call.description + " failed: "
    let error = CallText.clip(
      String(describing: error), to: CallText.messageLength - call.utf8.count)
    return CallText.message(call + error)
  }
}

extension Router {
  /// Writes a warning to standard error and, on Apple platforms, to the unified log, in
  /// debug builds; a release build writes nothing.
  package static func writeWarning(_ text: String) {
    #if DEBUG
      FileHandle.standardError.write(Data((text + "\n").utf8))
      #if canImport(os)
        Logger(subsystem: "Waypoint", category: "navigation").warning("\(text, privacy: .public)")
      #endif
    #endif
  }
}

/// How a failed convenience call is named in its ``NavigationFailure``: as the app wrote
/// it, with its arguments.
package enum CallText {
  /// A route as written in code: `Screen.profile` for an enum case, the value's own
  /// description otherwise (`Article(id: 3)`), a string in quotes.
  package static func route(_ value: any Hashable & Sendable) -> String {
    self.value(value)
  }

  /// Any value as written in code, like ``route(_:)``.
  package static func value(_ value: Any) -> String {
    let value = (value as? AnyRoute)?.base ?? value
    if let text = value as? String { return quoted(text) }
    let text = String(describing: value)
    guard Mirror(reflecting: value).displayStyle == .enum else { return text }
    return "\(type(of: value)).\(text)"
  }

  /// Routes as an array literal; a long one shows its first routes and ends with
  /// `… and 9990 more`.
  package static func routes(_ values: [any Hashable & Sendable]) -> String {
    "[" + listing(values, describing: route) + "]"
  }

  /// A presentation as built in code: `.sheet(Screen.settings, id: "settings")`.
  package static func presentation(_ presentation: Presentation) -> String {
    let style =
      switch presentation.style {
      case .sheet: "sheet"
      case .fullScreenCover: "fullScreenCover"
      default: presentation.style.rawValue
      }
    switch presentation.content {
    case .stack(let spec):
      var parts = [spec.root.map(route) ?? "nil"]
      if let id = spec.id { parts.append("id: \(quoted(id.rawValue))") }
      if !spec.path.isEmpty { parts.append("path: \(routes(spec.path))") }
      return ".\(style)(\(parts.joined(separator: ", ")))"
    case .tabs(let specs, let selected):
      let tabs = specs.map { $0.id.map { quoted($0.rawValue) } ?? "nil" }
      return ".\(style)(tabs: [\(tabs.joined(separator: ", "))], selected: "
        + "\(quoted(selected.rawValue)))"
    case .split(let split):
      let columns = split.columns.map { quoted($0.id.rawValue) }
      return
        ".init(style: \(style), content: .split(columns: [\(columns.joined(separator: ", "))]))"
    case .dialog(let dialog):
      return ".dialog(.\(dialog.kind.rawValue)(\(quoted(dialog.title))))"
    }
  }

  /// `text` in quotes, cut to 200 bytes of UTF-8: links can be long, messages need not be.
  package static func quoted(_ text: String) -> String {
    // Escapes can make the quoted text longer than the text.
    clip(String(reflecting: shorten(text)), to: 2 * textLength)
  }
}
