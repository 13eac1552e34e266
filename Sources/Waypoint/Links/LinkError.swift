/// Why a link could not be registered, matched, read, printed or opened.
///
/// Every message says what was asked, what is there and what to do. Opening a link that
/// fails changes nothing; ``Router/open(_:with:)-(String,_)`` hands the error to ``Router/onFailure`` as a
/// ``NavigationFailure``, and the typed path throws it:
///
/// ```swift
/// do {
///   try router.send(links.action(for: "myapp://sectoin/42", in: router.state))
/// } catch {
///   print(error)  // no pattern matches "myapp://sectoin/42"; …
/// }
/// ```
public enum LinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A pattern string could not be parsed. Carries the pattern and the reason.
  case invalidPattern(String, reason: String)
  /// A domain given to ``LinkMap/init(schemes:domains:isPathCaseSensitive:limits:)`` or
  /// written in a pattern is not a host name, an IPv6 address in brackets, `*.domain` or
  /// `*`, with an optional port. Carries the domain as written and the reason. (The case
  /// keeps its 0.1.0 name: it names the URL's host component, as `URL` does.)
  case invalidHost(String, reason: String)
  /// Two patterns match the same links at the same precedence; the second was not added.
  case conflictingPatterns(String, existing: String)
  /// The link's scheme is not one the map accepts.
  case unsupportedScheme(String, accepted: [String])
  /// The link's host (for `http` and `https`), with its port if it has one, is in none of
  /// the domains the map accepts. Carries the link's host and the accepted domains.
  case unsupportedHost(String, accepted: [String])
  /// The link is not a well-formed URL. Carries the link and the reason.
  case malformedURL(String, reason: String)
  /// The link is longer, in UTF-8 bytes, than the map's ``LinkLimits``.
  case urlTooLong(length: Int, limit: Int)
  /// The link's path has more segments than the map's ``LinkLimits`` allow.
  case tooManySegments(limit: Int)
  /// A segment or query value is longer, in bytes, than the map's ``LinkLimits`` allow.
  case parameterTooLong(length: Int, limit: Int)
  /// No pattern matches the link. Carries the link and the pattern that came closest, if
  /// any pattern matched a first part of its path.
  case noMatch(String, closest: String?)
  /// A part of a link that spells routes — the segments a catch-all (`**`) takes, or a
  /// query item's value, as in state links (``LinkMap/registerStateLinks(styles:)``) —
  /// has segments no route pattern reads. Carries the whole link, the part from the first
  /// segment no route pattern reads, the query item that holds it (`nil` for the path),
  /// and the route pattern that matched the longest first part of it, if any.
  case noRouteMatch(String, part: String, queryItem: String?, closest: String?)
  /// The pattern that matched declares a required query item the link does not have.
  case missingQueryItem(String, pattern: String)
  /// A parameter, query item or fragment's value cannot be read as the type asked for.
  case invalidParameter(String, value: String, expected: String, pattern: String)
  /// The name is not a parameter or query item of the pattern that matched.
  case unknownParameter(String, pattern: String)
  /// The app's code that reads a match (a target or a route pattern's `parse`) threw an
  /// error of its own. Carries the pattern and the error's description.
  case unreadable(pattern: String, reason: String)
  /// A route or a part of a state has no pattern to print it with.
  case noPattern(for: String)
  /// A value cannot be printed into a pattern, or the link printed would read back as
  /// another route. Carries the pattern and the reason.
  case unprintableValue(pattern: String, reason: String)
  /// The state has a shape that links cannot express, or its link would open something
  /// else (its routes read back as other routes). Carries the reason.
  case unprintableState(String)
  /// The link matched, but its target could not be built or applied: the router refused
  /// it, or it names a dialog nothing registered
  /// (``NavigationError/dialogNotRegistered(_:registered:)``).
  case navigation(NavigationError)

  /// What happened and what to do; at most 1024 bytes of UTF-8, whatever the error
  /// carries (long text is cut, long lists end with a count).
  public var description: String { CallText.message(text) }

  private var text: String {
    let clip = { (text: String) in CallText.clip(text) }
    let explain = { (text: String) in CallText.clip(text, to: 2 * CallText.textLength) }
    return switch self {
    case .invalidPattern(let pattern, let reason):
      "invalid link pattern \"\(clip(pattern))\": \(explain(reason))"
    case .invalidHost(let host, let reason):
      "invalid host \"\(Self.shorten(host))\": \(explain(reason)); write a host such as example.com, "
        + "localhost:8080, [::1], *.example.com or *"
    case .conflictingPatterns(let pattern, let existing):
      "link pattern \"\(clip(pattern))\" matches the same links as \"\(clip(existing))\" at the same "
        + "precedence; remove one, or make them differ by a static segment"
    case .unsupportedScheme(let scheme, let accepted):
      "links with the scheme \"\(Self.shorten(scheme))\" are not accepted; "
        + "accepted schemes: \(Self.list(accepted))"
    case .unsupportedHost(let host, let accepted):
      "links to the host \"\(Self.shorten(host))\" are not accepted; "
        + "accepted domains: \(Self.list(accepted))"
    case .malformedURL(let url, let reason):
      "\"\(Self.shorten(url))\" is not a valid link: \(explain(reason))"
    case .urlTooLong(let length, let limit):
      "the link is \(length) bytes long; the limit is \(limit) (raise it with LinkLimits(maxURLLength:) "
        + "if such links are expected)"
    case .tooManySegments(let limit):
      "the link's path has more than \(limit) segments (raise it with LinkLimits(maxSegments:) if such "
        + "links are expected)"
    case .parameterTooLong(let length, let limit):
      "a segment or query value of the link is \(length) bytes long; the limit is \(limit) "
        + "(raise it with LinkLimits(maxParameterLength:) if such values are expected)"
    case .noMatch(let url, let closest):
      "no pattern matches \"\(Self.shorten(url))\""
        + (closest.map { "; closest pattern: \"\(clip($0))\"" } ?? "; register a pattern for it")
    case .noRouteMatch(let url, let part, let item, let closest):
      "no route pattern reads \"\(Self.shorten(part))\" "
        + (item.map { "in the query item \"\(Self.shorten($0))\" " } ?? "")
        + "of the link \"\(Self.shorten(url))\""
        + (closest.map {
          "; closest route pattern: \"\(clip($0))\" (check each segment against it, and each "
            + "parameter's type)"
        } ?? "; register a route pattern for it")
    case .missingQueryItem(let name, let pattern):
      "the link matches \"\(clip(pattern))\" but has no query item \"\(clip(name))\", which it requires"
    case .invalidParameter(let name, let value, let expected, let pattern):
      "\"\(clip(name))\" of \"\(clip(pattern))\" is \"\(Self.shorten(value))\", which is not a valid "
        + "\(clip(expected))"
    case .unknownParameter(let name, let pattern):
      "\"\(clip(pattern))\" has no parameter or query item named \"\(clip(name))\""
    case .unreadable(let pattern, let reason):
      "the link matches \"\(clip(pattern))\", but reading it failed: \(explain(reason))"
    case .noPattern(let route):
      "no link pattern prints \(Self.shorten(route)); register a route pattern for its type"
    case .unprintableValue(let pattern, let reason):
      "cannot print a link with \"\(clip(pattern))\": \(explain(reason))"
    case .unprintableState(let reason):
      "cannot print the state as a link: \(explain(reason))"
    case .navigation(let error):
      "the link matched, but navigation failed: \(error)"
    }
  }

  /// At most 200 bytes of `text`: hostile links are long, messages need not be.
  private static func shorten(_ text: String) -> String {
    CallText.shorten(text)
  }

  private static func list(_ names: [String]) -> String {
    CallText.list(names)
  }
}
