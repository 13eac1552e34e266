/// A query item a pattern reads: its name and whether links must carry it.
///
/// ```swift
/// try links.register("search", query: [.required("q"), .optional("page")]) { _ in LinkTarget() }
/// ```
public struct LinkQueryItem: Hashable, Sendable, CustomStringConvertible {
  /// The item's name, compared exactly.
  public var name: String
  /// Whether a link without the item fails to match with ``LinkError/missingQueryItem(_:pattern:)``.
  public var isRequired: Bool

  /// Creates a query item.
  public init(name: String, isRequired: Bool) {
    self.name = name
    self.isRequired = isRequired
  }

  /// An item every matching link must carry.
  public static func required(_ name: String) -> LinkQueryItem {
    LinkQueryItem(name: name, isRequired: true)
  }

  /// An item a link may carry.
  public static func optional(_ name: String) -> LinkQueryItem {
    LinkQueryItem(name: name, isRequired: false)
  }

  /// The name, followed by `?` when the item is optional.
  public var description: String { isRequired ? name : name + "?" }
}
