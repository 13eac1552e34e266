// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Presents a sheet using the given item as a data source for the sheet's content.
    public func sheet<Item, Content>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
      self
    }
  }

  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  extension View {
    /// Presents a modal view that covers as much of the screen as possible using the binding
    /// you provide as a data source for the sheet's content.
    public func fullScreenCover<Item, Content>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
      self
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension View {
    /// Places an observable object in the view's environment.
    public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
      self
    }
  }
#endif

#if !canImport(SwiftUI)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    /// Conditionally prevents interactive dismissal of presentations like popovers,
    /// sheets, and inspectors.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
      self
    }
  }
#endif
