/// How a layer is presented.
///
/// A struct rather than an enum so that styles can be added (a window, say) without
/// breaking code that switches over the ones it knows; hosts treat an unknown style as a
/// sheet.
///
/// A style encodes as its ``rawValue`` alone, a single string (`"sheet"`), and decodes
/// from one, as every `RawRepresentable` type with a `String` raw value does.
public struct PresentationStyle: RawRepresentable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// The style's stable name, used in snapshots and text forms.
  public let rawValue: String

  /// Creates a style from its stable name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A sheet, dismissible by a swipe down.
  public static let sheet = PresentationStyle(rawValue: "sheet")
  /// A full-screen cover (a sheet on macOS).
  public static let fullScreenCover = PresentationStyle(rawValue: "cover")
  /// A popover (a sheet where the platform has no popovers, or in compact width).
  public static let popover = PresentationStyle(rawValue: "popover")
  /// An alert: the style of a ``Dialog`` of kind ``DialogKind/alert``, as events report it.
  public static let alert = PresentationStyle(rawValue: "alert")
  /// A confirmation dialog: the style of a ``Dialog`` of kind
  /// ``DialogKind/confirmationDialog``, as events report it.
  public static let confirmationDialog = PresentationStyle(rawValue: "confirmationDialog")

  /// The stable name.
  public var description: String { rawValue }
}
