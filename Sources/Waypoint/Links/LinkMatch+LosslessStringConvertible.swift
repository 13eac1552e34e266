extension LinkMatch {
  /// The value of the parameter `name`, read with the type's `init?(_:)`.
  ///
  /// This reads a type that is `LosslessStringConvertible` but not a ``LinkValue``. Add
  /// the conformance, `extension MyType: LinkValue {}`, which reads and prints the same
  /// text, and the call reads it with ``parameter(_:as:)->Value``.
  ///
  /// - Throws: What ``parameter(_:as:)->Value`` throws.
  @available(
    *, deprecated,
    message: "conform the type to LinkValue (extension MyType: LinkValue {}): it reads the same"
  )
  @_disfavoredOverload
  public func parameter<Convertible: LosslessStringConvertible>(
    _ name: String, as type: Convertible.Type = Convertible.self
  ) throws(LinkError) -> Convertible {
    try convert(parameterText(name), name: name)
  }

  /// The value of the query item `name`, read with the type's `init?(_:)`, or `nil` when
  /// the link does not carry it.
  ///
  /// This reads a type that is `LosslessStringConvertible` but not a ``LinkValue``. Add
  /// the conformance, `extension MyType: LinkValue {}`, which reads and prints the same
  /// text, and the call reads it with ``query(_:as:)->Value?``.
  ///
  /// - Throws: What ``query(_:as:)->Value?`` throws.
  @available(
    *, deprecated,
    message: "conform the type to LinkValue (extension MyType: LinkValue {}): it reads the same"
  )
  @_disfavoredOverload
  public func query<Convertible: LosslessStringConvertible>(
    _ name: String, as type: Convertible.Type = Convertible.self
  ) throws(LinkError) -> Convertible? {
    guard let text = try queryText(name) else { return nil }
    return try convert(text, name: name)
  }

  /// Every value of the query item `name`, read with the type's `init?(_:)`.
  ///
  /// This reads a type that is `LosslessStringConvertible` but not a ``LinkValue``. Add
  /// the conformance, `extension MyType: LinkValue {}`, which reads and prints the same
  /// text, and the call reads it with ``queryValues(_:as:)->[Value]``.
  ///
  /// - Throws: What ``queryValues(_:as:)->[Value]`` throws.
  @available(
    *, deprecated,
    message: "conform the type to LinkValue (extension MyType: LinkValue {}): it reads the same"
  )
  @_disfavoredOverload
  public func queryValues<Convertible: LosslessStringConvertible>(
    _ name: String, as type: Convertible.Type = Convertible.self
  ) throws(LinkError) -> [Convertible] {
    var values: [Convertible] = []
    for text in try queryTexts(name) {
      values.append(try convert(text, name: name))
    }
    return values
  }

  /// Reads `text`, the value of `name`, with `Convertible(_:)`.
  private func convert<Convertible: LosslessStringConvertible>(
    _ text: String, name: String
  ) throws(LinkError) -> Convertible {
    guard let value = Convertible(text) else {
      throw .invalidParameter(
        name, value: text, expected: String(describing: Convertible.self), pattern: pattern.text)
    }
    return value
  }
}
