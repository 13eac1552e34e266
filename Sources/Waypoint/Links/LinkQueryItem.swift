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
  package let name: String
  /// Whether a link without the item fails to match.
  package let isRequired: Bool
  /// The name packed, made once with the item rather than at each pattern that declares it
  /// (``PatternLookup``); `nil` when it does not pack. Read from `name`, so left out of `==`.
  let packedName: PackedName?

  package init(name: String, isRequired: Bool) {
    self.name = name
    self.isRequired = isRequired
    self.packedName = PackedName(name)
  }

  /// Whether two items have the same name and are both required or both optional.
  public static func == (lhs: LinkQueryItem, rhs: LinkQueryItem) -> Bool {
    lhs.name == rhs.name && lhs.isRequired == rhs.isRequired
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isRequired)
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
