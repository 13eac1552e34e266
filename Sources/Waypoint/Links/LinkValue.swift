/// A value a link can carry: read from a parameter, query value or segment of a link, and
/// printed back into one so that it reads back.
///
/// ``LinkMatch/parameter(_:as:)->Value``, ``LinkMatch/query(_:as:)->Value?`` and
/// ``LinkMatch/queryValues(_:as:)->[Value]`` read any `LinkValue`; a route pattern's `print`
/// closure prints one through ``LinkValues``, with its ``linkText``. The standard types
/// conform: `String`, `Substring`, `Character`, `Unicode.Scalar`, `Bool`, every fixed-width
/// integer type (`Int128` and `UInt128` on the OS releases that have them: macOS 15,
/// iOS 18, tvOS 18, watchOS 11, visionOS 2), `Double`, `Float` and `UUID`.
///
/// A type of the app's own conforms with the text it reads and prints:
///
/// ```swift
/// struct Slug: LinkValue, Hashable {
///   var text: String
///   init?(linkText: String) {
///     guard !linkText.isEmpty, linkText.allSatisfy({ $0.isLetter || $0 == "-" }) else {
///       return nil
///     }
///     text = linkText.lowercased()
///   }
///   var linkText: String { text }
/// }
///
/// let match = try links.match("myapp://posts/hello-world")
/// try match.parameter("slug", as: Slug.self).text  // "hello-world"
/// ```
///
/// A `LosslessStringConvertible` type conforms with nothing more to write: it reads with
/// `init?(_:)` and prints its `description`. So does a `RawRepresentable` type whose raw
/// value is a `LinkValue` (an enum with `String` or `Int` raw values): it reads and prints
/// its raw value.
///
/// ```swift
/// enum Tab: String, LinkValue { case inbox, archive }
/// ```
///
/// (A type that is both implements the two requirements itself, to say which it means.)
///
/// A conforming type keeps the read-back guarantee: for every value, `Self(linkText:
/// value.linkText)` is the value again. Links carry text as it is, percent-encoded on the
/// way out and decoded on the way in, so ``linkText`` may hold any characters.
public protocol LinkValue {
  /// Reads a value from the text a link carries, percent-decoded; `nil` when the text is
  /// not a valid value.
  ///
  /// - Parameter linkText: A parameter's, query value's or segment's text, decoded.
  init?(linkText: String)

  /// The text that prints the value into a link, before percent-encoding; it reads back
  /// with ``init(linkText:)`` as the same value.
  var linkText: String { get }
}

extension LinkValue where Self: LosslessStringConvertible {
  /// Reads the value with `init?(_:)`.
  @inlinable
  public init?(linkText: String) {
    self.init(linkText)
  }

  /// The value's `description`.
  @inlinable
  public var linkText: String { description }
}

extension LinkValue where Self: RawRepresentable, RawValue: LinkValue {
  /// Reads the raw value, then the value of that raw value.
  @inlinable
  public init?(linkText: String) {
    guard let rawValue = RawValue(linkText: linkText) else { return nil }
    self.init(rawValue: rawValue)
  }

  /// The raw value's ``LinkValue/linkText``.
  @inlinable
  public var linkText: String { rawValue.linkText }
}

extension String: LinkValue {}
extension Substring: LinkValue {}
extension Unicode.Scalar: LinkValue {}
extension Bool: LinkValue {}
extension Int: LinkValue {}
extension Int8: LinkValue {}
extension Int16: LinkValue {}
extension Int32: LinkValue {}
extension Int64: LinkValue {}
extension UInt: LinkValue {}
extension UInt8: LinkValue {}
extension UInt16: LinkValue {}
extension UInt32: LinkValue {}
extension UInt64: LinkValue {}
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension Int128: LinkValue {}  // availability: checked, declared for the OS releases with it
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension UInt128: LinkValue {}  // availability: checked, declared for the OS releases with it
extension Double: LinkValue {}
extension Float: LinkValue {}

extension Character: LinkValue {
  /// Reads a text of exactly one character; `nil` for any other.
  @inlinable
  public init?(linkText: String) {
    guard let first = linkText.first,
      linkText.index(after: linkText.startIndex) == linkText.endIndex
    else { return nil }
    self = first
  }
}
