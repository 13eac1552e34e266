// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Adds an action to perform after this view disappears.
    @inlinable public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
      self
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension View {
    /// Adds a modifier for this view that fires an action when a specific value changes.
    public func onChange<V>(
      of value: V, initial: Bool = false,
      _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable {
      self
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    public func onChange<V>(
      of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View where V: Equatable {
      self
    }
  }
#endif
