/// One path segment of a link or route pattern, as parsed.
package enum PatternSegment: Hashable, Sendable {
  /// A static segment, percent-decoded.
  case literal(String)
  /// A named parameter: one segment of the given type (any segment for `.any`).
  case parameter(String, type: ParameterType = .any)
  /// Any one segment, not read.
  case wildcard
  /// Zero or more trailing segments, with an optional name.
  case catchAll(String?)
}
