/// A height a sheet can rest at: medium, large, a fraction of the screen, or a height in
/// points.
///
/// A sheet's allowed detents and its selected one are part of the tree
/// (``PresentedLayer/detents``, ``PresentedLayer/selectedDetent``): the user's drag is an
/// action (``NavigationAction/selectDetent(_:holding:)`` with source
/// ``NavigationSource/user``), and a snapshot restores the selection.
///
/// A detent encodes as one string: `medium`, `large`, `fraction:0.25`, `height:200`.
public struct SheetDetent: Sendable, Hashable, CustomStringConvertible {
  /// What the detent measures.
  public enum Kind: Sendable, Hashable {
    /// About half the screen.
    case medium
    /// The full height.
    case large
    /// A fraction of the screen's height, above 0 and at most 1.
    case fraction(Double)
    /// A height in points, above 0.
    case height(Double)
  }

  /// What the detent measures.
  public let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// About half the screen.
  public static let medium = SheetDetent(.medium)
  /// The full height.
  public static let large = SheetDetent(.large)

  /// A fraction of the screen's height; it must be above 0 and at most 1 (a sheet given
  /// another is refused with ``NavigationError/invalidDetent(_:)``).
  public static func fraction(_ fraction: Double) -> SheetDetent {
    SheetDetent(.fraction(fraction))
  }

  /// A height in points; it must be above 0 and finite.
  public static func height(_ height: Double) -> SheetDetent {
    SheetDetent(.height(height))
  }

  /// Whether the detent can be drawn: a fraction in (0, 1], a finite height above 0.
  public var isValid: Bool {
    switch kind {
    case .medium, .large: true
    case .fraction(let value): value > 0 && value <= 1
    case .height(let value): value > 0 && value.isFinite
    }
  }

  /// The detent's stable text: `medium`, `large`, `fraction:0.25`, `height:200`.
  public var description: String {
    switch kind {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let value): "fraction:\(Self.text(value))"
    case .height(let value): "height:\(Self.text(value))"
    }
  }

  /// A number as the shortest text that reads back as it: `200`, not `200.0`.
  private static func text(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15, let whole = Int(exactly: value) {
      return String(whole)
    }
    return "\(value)"
  }

  /// Reads a detent's stable text, or returns `nil` when it is not one (or not valid).
  public init?(_ text: String) {
    switch text {
    case "medium": self = .medium
    case "large": self = .large
    default:
      let parts = text.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, let value = Double(parts[1]) else { return nil }
      switch parts[0] {
      case "fraction": self = .fraction(value)
      case "height": self = .height(value)
      default: return nil
      }
      guard isValid else { return nil }
    }
  }
}
