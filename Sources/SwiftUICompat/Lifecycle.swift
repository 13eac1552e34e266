// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Adds an action to perform before this view appears.
    @inlinable public func onAppear(perform action: (() -> Void)? = nil) -> some View {
      self
    }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    /// Adds an asynchronous task to perform before this view appears.
    @inlinable public func task(
      priority: TaskPriority = .userInitiated,
      @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
      self
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    @inlinable public func task<T>(
      id value: T, priority: TaskPriority = .userInitiated,
      @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable {
      self
    }
  }
#endif

#if !canImport(SwiftUI)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension View {
    /// Registers a handler to invoke in response to a URL that your app receives.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
      self
    }
  }
#endif
