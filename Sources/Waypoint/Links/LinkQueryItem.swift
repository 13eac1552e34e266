/// A query item a pattern reads: its name and whether links must carry it.
///
/// ```swift
/// try links.register("search", query: [.required("q"), .optional("page")]) { _ in LinkTarget() }
/// ```
///
/// A link that matches the pattern's path but lacks a required item fails with
/// ``LinkError/missingQueryItem(_:pattern:)``; names are compared exactly.
public struct LinkQueryItem: Hashable, Sendable, CustomStringConvertible {
  /// The item's name, compared exactly.
  package var name: String
  /// Whether a link without the item fails to match.
  package var isRequired: Bool

  package init(name: String, isRequired: Bool) {
    self.name = name
    self.isRequired = isRequired
  }

  /// An item every matching link must carry.
  ///
  /// - Parameter name: The item's name, compared exactly.
  /// - Returns: The item.
  public static func required(_ name: String) -> LinkQueryItem {
    LinkQueryItem(name: name, isRequired: true)
  }

  /// An item a link may carry.
  ///
  /// - Parameter name: The item's name, compared exactly.
  /// - Returns: The item.
  public static func optional(_ name: String) -> LinkQueryItem {
    LinkQueryItem(name: name, isRequired: false)
  }

  /// The name, followed by `?` when the item is optional.
  public var description: String { isRequired ? name : name + "?" }
}
