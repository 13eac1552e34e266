/// Bounds on the links a ``LinkMap`` reads, so that a hostile link costs bounded time and
/// memory. A link over a limit is a ``LinkError`` before any pattern is tried.
///
/// The defaults fit the links apps usually print, and ``LinkMap/url(for:)-(NavigationState)``
/// never prints a link over them: it throws the limit's error instead. Raise them when your
/// links are longer, when you make the map:
///
/// ```swift
/// let links = LinkMap(schemes: ["myapp"], limits: LinkLimits(maxSegments: 64))
/// ```
public struct LinkLimits: Hashable, Sendable {
  /// The longest link accepted, in UTF-8 bytes.
  var urlLength: Int
  /// The most path segments accepted (empty segments are not counted).
  var segments: Int
  /// The longest path segment or query value accepted, in bytes, before percent-decoding.
  var parameterLength: Int

  /// Creates limits; each defaults to its documented value.
  ///
  /// - Parameters:
  ///   - maxURLLength: The longest link accepted, in UTF-8 bytes. 4,096 by default.
  ///   - maxSegments: The most path segments accepted (empty segments are not counted).
  ///     32 by default.
  ///   - maxParameterLength: The longest path segment or query value accepted, in bytes,
  ///     before percent-decoding. 1,024 by default.
  public init(maxURLLength: Int = 4_096, maxSegments: Int = 32, maxParameterLength: Int = 1_024) {
    self.urlLength = maxURLLength
    self.segments = maxSegments
    self.parameterLength = maxParameterLength
  }
}
