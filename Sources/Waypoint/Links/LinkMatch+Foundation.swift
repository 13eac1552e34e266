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
