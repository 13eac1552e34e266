// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
// Of the configuration, only what a style's `makeBody` needs to compile is declared.
#if !canImport(SwiftUI)
  /// A type that applies custom interaction behavior and a custom appearance to all buttons
  /// within a view hierarchy.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol PrimitiveButtonStyle {
    /// A view representing the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
  }

  /// A configuration for a primitive button style.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
      /// The type of view representing the body of this view.
      public typealias Body = Never
    }
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// Performs the button's action.
    public func trigger() {}
  }

  @available(*, unavailable)
  extension PrimitiveButtonStyleConfiguration: Sendable {}

  @available(*, unavailable)
  extension PrimitiveButtonStyleConfiguration.Label: Sendable {}

  /// A button style that doesn't style or decorate its content while idle, but may apply a
  /// visual effect to indicate the pressed, focused, or enabled state of the button.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View {
      configuration.label
    }
  }

  @available(*, unavailable)
  extension PlainButtonStyle: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    @_alwaysEmitIntoClient public static var plain: PlainButtonStyle { PlainButtonStyle() }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Sets the style for buttons within this view to a button style with a custom
    /// appearance and custom interaction behavior.
    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
      self
    }
  }
#endif
