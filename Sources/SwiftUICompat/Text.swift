// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
// Declared for the documentation's examples (scripts/check-doc-examples.py).
#if !canImport(SwiftUI)
  /// A view that displays one or more lines of read-only text.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct Text: Equatable, Sendable {
    @usableFromInline let content: String

    /// Creates a text view that displays a string literal without localization.
    @inlinable public init(verbatim content: String) {
      self.content = content
    }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {
      self.content = String(content)
    }

    /// Creates a text view that displays localized content identified by a key.
    public init(
      _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
      comment: StaticString? = nil
    ) {
      self.content = key.key
    }
  }

  /// The key used to look up an entry in a strings file or strings dictionary file.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    @usableFromInline var key: String

    /// Creates a localized string key from the given string value.
    public init(_ value: String) { key = value }

    /// Creates a localized string key from the given string literal.
    public init(stringLiteral value: String) { key = value }

    /// Creates a localized string key from the given string interpolation.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
      key = stringInterpolation.text
    }

    /// Represents the contents of a string literal with interpolations while it's being
    /// built, for use in creating a localized string key.
    public struct StringInterpolation: StringInterpolationProtocol {
      @usableFromInline var text = ""

      /// Creates an empty instance ready to be filled with string literal content.
      public init(literalCapacity: Int, interpolationCount: Int) {}

      /// Appends a literal string segment to a string interpolation.
      public mutating func appendLiteral(_ literal: String) { text += literal }

      /// Appends a literal string.
      public mutating func appendInterpolation(_ string: String) { text += string }
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Text: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  /// A view that displays an image.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct Image: Equatable, Sendable {
    @usableFromInline let name: String

    /// Creates a system symbol image.
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
    public init(systemName: String) { name = systemName }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Image: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  /// A representation of a color that adapts to a given context.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    @usableFromInline let name: String

    /// A textual representation of the color.
    public var description: String { name }

    /// A black color suitable for use in UI elements.
    public static let black = Color(name: "black")
    /// A context-dependent clear color.
    public static let clear = Color(name: "clear")
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Color: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  /// An environment-dependent font.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct Font: Hashable, Sendable {
    @usableFromInline let name: String

    /// Create a font for second level hierarchical headings.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title2 = Font(name: "title2")

    /// A font with the headline text style.
    public static let headline = Font(name: "headline")
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Sets the default font for text in this view.
    @inlinable public func font(_ font: Font?) -> some View {
      self
    }
  }
#endif
