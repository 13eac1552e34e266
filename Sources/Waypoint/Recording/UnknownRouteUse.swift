/// A route a recording names by its type only, since the coder that wrote it did not know
/// the type, and where.
package struct UnknownRouteUse: Sendable, Equatable {
  /// The route's type name.
  package var typeName: String
  /// The line of the recording's text.
  package var line: Int
}

/// What a recording read back holds where it named a route by its type only.
struct UnreadableRoute: Hashable, Sendable, CustomStringConvertible {
  var typeName: String
  var description: String { "‹unknown \(typeName)›" }
}
