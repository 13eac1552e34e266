// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
// On Linux the size classes are always `nil`, as nothing lays views out there.
#if !canImport(SwiftUI)
  /// A set of values that indicate the visual size available to the view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public enum UserInterfaceSizeClass: Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension UserInterfaceSizeClass: Equatable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension UserInterfaceSizeClass: Hashable {}

  extension EnvironmentValues {
    /// The horizontal size class of this environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var horizontalSizeClass: UserInterfaceSizeClass? {
      get { nil }
      set {}
    }

    /// The vertical size class of this environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var verticalSizeClass: UserInterfaceSizeClass? {
      get { nil }
      set {}
    }
  }
#endif
