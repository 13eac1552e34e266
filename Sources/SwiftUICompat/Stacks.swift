// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  /// An alignment position along the horizontal axis.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct HorizontalAlignment: Equatable {
    @usableFromInline let name: String
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension HorizontalAlignment {
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(name: "center")
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension HorizontalAlignment: Sendable {}

  /// An alignment position along the vertical axis.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct VerticalAlignment: Equatable {
    @usableFromInline let name: String
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension VerticalAlignment {
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(name: "center")
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension VerticalAlignment: Sendable {}

  /// A view that arranges its subviews in a horizontal line.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct HStack<Content>: View where Content: View {
    @usableFromInline let content: Content
    /// Creates a horizontal stack with the given spacing and vertical alignment.
    @inlinable public init(
      alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.content = content()
    }
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  @available(*, unavailable)
  extension HStack: Sendable {}

  /// A view that arranges its subviews in a vertical line.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct VStack<Content>: View where Content: View {
    @usableFromInline let content: Content
    /// Creates an instance with the given spacing and horizontal alignment.
    @inlinable public init(
      alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.content = content()
    }
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  @available(*, unavailable)
  extension VStack: Sendable {}
#endif
