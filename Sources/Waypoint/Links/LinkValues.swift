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
  package var parameterValues: [String: String]
  /// The segments a catch-all prints.
  package var restValues: [String]
  /// The values of the one-segment wildcards, in order.
  package var wildcardValues: [String]
  /// The values of the one-segment wildcards, in order.
  @available(
    *, deprecated,
    message:
      "name the segment in the route pattern (:name instead of *) and give its value in parameters"
  )
  public var wildcards: [String] {
    get { wildcardValues }
    set { wildcardValues = newValue }
  }
  /// The values of the query items the pattern declares, by name.
  package var queryValues: [String: [String]]
  /// The fragment printed after `#`, or `nil` for none.
  package var fragmentValue: String?

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
    self.parameterValues = parameters
    self.restValues = rest
    self.wildcardValues = []
    self.queryValues = query
    self.fragmentValue = fragment
  }

  /// Creates values, with the values of the pattern's one-segment wildcards.
  ///
  /// - Parameters:
  ///   - parameters: Parameter values by name.
  ///   - rest: The segments a catch-all prints, one each.
  ///   - wildcards: The values of the one-segment wildcards, in order.
  ///   - query: The values of the query items the pattern declares, by name.
  ///   - fragment: The fragment printed after `#`, or `nil` for none.
  @available(
    *, deprecated,
    message:
      "name the segment in the route pattern (:name instead of *) and give its value in parameters"
  )
  public init(
    parameters: [String: String], rest: [String] = [], wildcards: [String],
    query: [String: [String]] = [:], fragment: String? = nil
  ) {
    self.init(parameters: parameters, rest: rest, query: query, fragment: fragment)
    self.wildcardValues = wildcards
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

extension LinkValues {
  /// Parameter values by name.
  @available(
    *, deprecated,
    message:
      "pass it to LinkValues(parameters:rest:query:fragment:); the values are what you give it"
  )
  public var parameters: [String: String] {
    get { parameterValues }
    set { parameterValues = newValue }
  }

  /// The segments a catch-all prints, one each.
  @available(
    *, deprecated,
    message:
      "pass it to LinkValues(parameters:rest:query:fragment:); the values are what you give it"
  )
  public var rest: [String] {
    get { restValues }
    set { restValues = newValue }
  }

  /// The values of the query items the pattern declares, by name.
  @available(
    *, deprecated,
    message:
      "pass it to LinkValues(parameters:rest:query:fragment:); the values are what you give it"
  )
  public var query: [String: [String]] {
    get { queryValues }
    set { queryValues = newValue }
  }

  /// The fragment printed after `#`, or `nil` for none.
  @available(
    *, deprecated,
    message:
      "pass it to LinkValues(parameters:rest:query:fragment:); the values are what you give it"
  )
  public var fragment: String? {
    get { fragmentValue }
    set { fragmentValue = newValue }
  }
}
