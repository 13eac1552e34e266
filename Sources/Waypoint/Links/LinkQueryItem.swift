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
  package var itemName: String
  /// Whether a link without the item fails to match.
  package var itemIsRequired: Bool

  /// The item's name, compared exactly.
  @available(*, deprecated, message: "the name is the one given to .required(_:) or .optional(_:)")
  public var name: String {
    get { itemName }
    set { itemName = newValue }
  }

  /// Whether a link without the item fails to match with ``LinkError/missingQueryItem(_:pattern:)``.
  @available(
    *, deprecated,
    message: "an item made with .required(_:) is required, one made with .optional(_:) is not"
  )
  public var isRequired: Bool {
    get { itemIsRequired }
    set { itemIsRequired = newValue }
  }

  /// Creates a query item.
  ///
  /// - Parameters:
  ///   - name: The item's name.
  ///   - isRequired: Whether links must carry it.
  @available(*, deprecated, message: "use .required(name) or .optional(name)")
  public init(name: String, isRequired: Bool) {
    self.init(itemName: name, isRequired: isRequired)
  }

  package init(itemName: String, isRequired: Bool) {
    self.itemName = itemName
    self.itemIsRequired = isRequired
  }

  /// An item every matching link must carry.
  ///
  /// - Parameter name: The item's name, compared exactly.
  /// - Returns: The item.
  public static func required(_ name: String) -> LinkQueryItem {
    LinkQueryItem(itemName: name, isRequired: true)
  }

  /// An item a link may carry.
  ///
  /// - Parameter name: The item's name, compared exactly.
  /// - Returns: The item.
  public static func optional(_ name: String) -> LinkQueryItem {
    LinkQueryItem(itemName: name, isRequired: false)
  }

  /// The name, followed by `?` when the item is optional.
  public var description: String { itemIsRequired ? itemName : itemName + "?" }
}
