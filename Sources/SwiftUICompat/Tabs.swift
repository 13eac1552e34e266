// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  /// A view that switches between multiple child views using interactive user interface
  /// elements.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
  public struct TabView<SelectionValue, Content>: View
  where SelectionValue: Hashable, Content: View {
    let content: Content

    /// Creates an instance that selects from content associated with `Selection` values.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
      self.content = content()
    }

    /// The content and behavior of the view.
    @preconcurrency @MainActor public var body: some View { EmptyView() }
  }

  @available(*, unavailable)
  extension TabView: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
  extension View {
    /// Sets the tab bar item associated with this view.
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
      self
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Sets the unique tag value of this view.
    @inlinable public func tag<V>(_ tag: V) -> some View where V: Hashable {
      self
    }
  }

  /// A structure that computes views on demand from an underlying collection of identified
  /// data.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    var data: Data
    var content: (Data.Element) -> Content
  }

  @available(*, unavailable)
  extension ForEach: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension ForEach: View where Content: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
      self.data = data
      self.content = content
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the provided key path to the underlying data's identifier.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.content = content
    }
  }
#endif
