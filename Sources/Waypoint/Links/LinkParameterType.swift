/// What a parameter segment accepts: any segment, or only one that reads as a type.
///
/// The 0.1.0 way to read a pattern's typed parameters back, through
/// `LinkPattern.segments`. A typed parameter is written in the pattern's text
/// (`users/:id<Int>`), and a link's typed segment is read with
/// ``LinkMatch/parameter(_:as:)->Value``; an app never needs the type as a value.
@available(
  *, deprecated,
  message:
    "write the type in the pattern's text (users/:id<Int>) and read the value with LinkMatch.parameter(_:as:)"
)
public enum LinkParameterType: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `:name<Int>`.
  @available(*, deprecated, message: "write :name<Int> in the pattern's text")
  case int = "Int"
  /// `:name<Double>`.
  @available(*, deprecated, message: "write :name<Double> in the pattern's text")
  case double = "Double"
  /// `:name<Bool>`.
  @available(*, deprecated, message: "write :name<Bool> in the pattern's text")
  case bool = "Bool"
  /// `:name<UUID>`.
  @available(*, deprecated, message: "write :name<UUID> in the pattern's text")
  case uuid = "UUID"
  /// `:name`: any one segment.
  @available(*, deprecated, message: "write :name in the pattern's text")
  case any = ""

  /// The type as written in a pattern between `<` and `>`; empty for ``any``.
  ///
  /// - Parameter rawValue: The type as written: `Int`, `Double`, `Bool`, `UUID`, or empty.
  @available(*, deprecated, message: "write the type in the pattern's text (users/:id<Int>)")
  public init?(rawValue: String) {
    guard let type = ParameterType(rawValue: rawValue) else { return nil }
    self.init(type)
  }

  /// The type as written in a pattern between `<` and `>`; empty for ``any``.
  @available(*, deprecated, message: "write the type in the pattern's text (users/:id<Int>)")
  public var description: String { rawValue }

  /// Every type, in the order parameters are tried.
  @available(*, deprecated, message: "write the type in the pattern's text (users/:id<Int>)")
  public static var allCases: [LinkParameterType] { [.int, .double, .bool, .uuid, .any] }

  /// The public spelling of a parameter type.
  init(_ type: ParameterType) {
    switch type {
    case .int: self = .int
    case .double: self = .double
    case .bool: self = .bool
    case .uuid: self = .uuid
    case .any: self = .any
    }
  }
}
