#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LinkMatch {
  /// The value of the parameter `name` as a UUID.
  ///
  /// - Throws: ``LinkError/unknownParameter(_:pattern:)`` when the pattern has no such
  ///   parameter, ``LinkError/invalidParameter(_:value:expected:pattern:)`` when the value
  ///   is not a UUID.
  public func parameter(_ name: String, as type: UUID.Type) throws(LinkError) -> UUID {
    let text = try parameter(name, as: String.self)
    guard let value = UUID(uuidString: text) else {
      throw .invalidParameter(name, value: text, expected: "UUID", pattern: pattern.text)
    }
    return value
  }

  /// The value of the query item `name` as a UUID, or `nil` when the link does not carry
  /// it.
  ///
  /// - Throws: ``LinkError/invalidParameter(_:value:expected:pattern:)`` when the value is
  ///   not a UUID.
  public func query(_ name: String, as type: UUID.Type) throws(LinkError) -> UUID? {
    guard let text = try query(name, as: String.self) else { return nil }
    guard let value = UUID(uuidString: text) else {
      throw .invalidParameter(name, value: text, expected: "UUID", pattern: pattern.text)
    }
    return value
  }
}

extension LinkMatch {
  /// Every value of the query item `name` as a UUID; see ``queryValues(_:as:)->[Value]``.
  ///
  /// - Throws: ``LinkError/unknownParameter(_:pattern:)`` when the pattern does not declare
  ///   the item, ``LinkError/invalidParameter(_:value:expected:pattern:)`` when a value is
  ///   not a UUID.
  public func queryValues(_ name: String, as type: UUID.Type) throws(LinkError) -> [UUID] {
    var values: [UUID] = []
    for text in try queryValues(name, as: String.self) {
      guard let value = UUID(uuidString: text) else {
        throw .invalidParameter(name, value: text, expected: "UUID", pattern: pattern.text)
      }
      values.append(value)
    }
    return values
  }
}

extension LinkParameterType {
  /// Whether `text` reads as a UUID, exactly as `LinkMatch.parameter(_:as: UUID.self)`
  /// reads it.
  static func readsAsUUID(_ text: String) -> Bool {
    UUID(uuidString: text) != nil
  }
}
