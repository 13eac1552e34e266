#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a parameter segment of a pattern accepts: any segment, or only one that reads as a
/// type (`:id<Int>`), exactly as `LinkMatch.parameter(_:as:)` reads it with the type's
/// `LinkValue.init(linkText:)`, so a typed parameter that matched always reads. At one
/// segment, typed parameters are tried before an untyped one, in the order of the cases
/// below (`int` before `double`, which accepts every `Int` too).
package enum ParameterType: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `:name<Int>`: an optional `+` or `-`, then decimal digits, within `Int`'s range.
  case int = "Int"
  /// `:name<Double>`: what `Double(_:)` reads (`2.5`, `-1e3`, `inf`).
  case double = "Double"
  /// `:name<Bool>`: `true` or `false`.
  case bool = "Bool"
  /// `:name<UUID>`: what `UUID(uuidString:)` reads (`8-4-4-4-12` hexadecimal digits).
  case uuid = "UUID"
  /// `:name`: any one segment.
  case any = ""

  /// The type as written in a pattern between `<` and `>`; empty for ``any``.
  package var description: String { rawValue }

  /// The order in which parameters of a node are tried: lower first.
  var precedence: UInt8 {
    switch self {
    case .int: 0
    case .double: 1
    case .bool: 2
    case .uuid: 3
    case .any: 4
    }
  }

  /// The type of a given precedence (see ``precedence``).
  init(precedence: UInt8) {
    switch precedence {
    case 0: self = .int
    case 1: self = .double
    case 2: self = .bool
    case 3: self = .uuid
    default: self = .any
    }
  }

  /// Whether `text` reads as the type, with the type's ``LinkValue/init(linkText:)``.
  func accepts(_ text: String) -> Bool {
    switch self {
    case .int: Int(linkText: text) != nil
    case .double: Double(linkText: text) != nil
    case .bool: Bool(linkText: text) != nil
    case .uuid: Self.isUUIDShaped(text.utf8) && UUID(linkText: text) != nil
    case .any: true
    }
  }

  /// Whether the undecoded bytes (no `%` escapes, no `+` read as a space) read as the type,
  /// without making a string when the answer is plain from the bytes.
  @inline(__always)
  func accepts(plain bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    switch self {
    case .any:
      return true
    case .int:
      return Self.isInt(bytes)
    case .bool:
      return bytes.elementsEqual("true".utf8) || bytes.elementsEqual("false".utf8)
    case .uuid:
      return Self.isUUIDShaped(bytes) && accepts(String(decoding: bytes, as: UTF8.self))
    case .double:
      return accepts(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// What `Int(_:)` accepts, read from bytes: an optional sign, at least one digit, and a
  /// value within `Int`'s range.
  static func isInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    intValue(bytes) != nil
  }

  /// The value `Int(_:)` reads from `bytes`, read from the bytes: an optional sign, at least
  /// one digit, and a value within `Int`'s range; `nil` otherwise.
  @inline(__always)
  static func intValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    var negative = false
    if let first = bytes.first, first == 0x2B || first == 0x2D {
      negative = first == 0x2D
      index = 1
    }
    guard index < bytes.count else { return nil }
    // Accumulate towards the sign so that Int.min fits.
    var value = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte >= 0x30 && byte <= 0x39 else { return nil }
      let digit = Int(byte &- 0x30)
      let (shifted, overflowTen) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowDigit) =
        negative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflowTen && !overflowDigit else { return nil }
      value = next
      index += 1
    }
    return value
  }

  /// 36 bytes: hexadecimal digits in groups of 8, 4, 4, 4 and 12 separated by `-`. Every
  /// string `UUID(uuidString:)` reads has this shape.
  static func isUUIDShaped(_ bytes: some Collection<UInt8>) -> Bool {
    guard bytes.count == 36 else { return false }
    for (offset, byte) in bytes.enumerated() {
      if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
        guard byte == 0x2D else { return false }
      } else {
        guard LinkSyntax.hexValue(byte) != nil else { return false }
      }
    }
    return true
  }
}
