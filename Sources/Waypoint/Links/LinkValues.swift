/// The values that fill a route pattern when a route is printed: parameters by name, the
/// catch-all's segments, query items by name and a fragment.
///
/// ```swift
/// let values: LinkValues = ["id": 42, "slug": "hello world"]
/// let search = LinkValues(
///   parameters: [:], query: ["q": ["swift"], "tag": ["ios", "linux"]], fragment: "results")
/// ```
public struct LinkValues: Sendable, Equatable, ExpressibleByDictionaryLiteral {
  /// Parameter values by name.
  package var parameters: [String: String]
  /// The segments a catch-all prints.
  package var rest: [String]
  /// The values of the one-segment wildcards, in order.
  package var wildcards: [String]
  /// The values of the query items the pattern declares, by name.
  package var query: [String: [String]]
  /// The fragment printed after `#`, or `nil` for none.
  package var fragment: String?

  /// Creates values.
  ///
  /// - Parameters:
  ///   - parameters: Parameter values by name; print a ``LinkValue`` with its
  ///     ``LinkValue/linkText``.
  ///   - rest: The segments a catch-all prints, one each.
  ///   - query: The values of the query items the pattern declares, by name: each value is
  ///     printed as one item (`tag=ios&tag=linux`), in the order the pattern declares the
  ///     names. A name with no values is left out; a required one must have a value. Print a
  ///     ``LinkValue`` with its ``LinkValue/linkText`` (`["page": [page.linkText]]`) so that
  ///     it reads back.
  ///   - fragment: The fragment printed after `#`, or `nil` for none.
  public init(
    parameters: [String: String], rest: [String] = [], query: [String: [String]] = [:],
    fragment: String? = nil
  ) {
    self.parameters = parameters
    self.rest = rest
    self.wildcards = []
    self.query = query
    self.fragment = fragment
  }

  /// Parameter values by name, each printed with its ``LinkValue/linkText``, or its
  /// `description` when it is not a ``LinkValue``; with none (`[:]`, or `LinkValues()`), no
  /// values, for a pattern with static segments only.
  ///
  /// ```swift
  /// let values: LinkValues = ["id": 42, "slug": "hello world"]
  /// let none = LinkValues()
  /// ```
  ///
  /// - Parameter elements: The parameters' names and values.
  public init(dictionaryLiteral elements: (String, any CustomStringConvertible & Sendable)...) {
    guard !elements.isEmpty else {
      self.init(parameters: [:])
      return
    }
    self.init(
      parameters: Dictionary(elements.map { ($0.0, Self.text(of: $0.1)) }) { first, _ in first })
  }

  /// The text that prints `value`: its ``LinkValue/linkText``, so that it reads back as
  /// ``LinkMatch/parameter(_:as:)->Value`` reads it, or its `description`.
  private static func text(of value: any CustomStringConvertible & Sendable) -> String {
    (value as? any LinkValue)?.linkText ?? value.description
  }
}
