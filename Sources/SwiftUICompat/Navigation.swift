// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  /// A type-erased list of data representing the content of a navigation stack.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct NavigationPath {
    var elements: [AnyHashable] = []

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// Creates a new, empty navigation path.
    public init() {}

    /// Appends a new value to the end of this path.
    public mutating func append<V>(_ value: V) where V: Hashable {
      elements.append(AnyHashable(value))
    }

    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) {
      elements.removeLast(k)
    }
  }

  @available(*, unavailable)
  extension NavigationPath: Sendable {}

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension NavigationPath: Equatable {}

  /// A view that displays a root view and enables you to present additional views over the
  /// root view.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @preconcurrency @MainActor public struct NavigationStack<Data, Root>: View where Root: View {
    let root: Root

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    @preconcurrency @MainActor public init(
      path: Binding<NavigationPath>, @ViewBuilder root: () -> Root
    )
    where Data == NavigationPath {
      self.root = root()
    }

    /// The content and behavior of the view.
    @preconcurrency @MainActor public var body: some View { EmptyView() }
  }

  @available(*, unavailable)
  extension NavigationStack: Sendable {}

  /// A view that controls a navigation presentation.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @preconcurrency @MainActor public struct NavigationLink<Label, Destination>: View
  where Label: View, Destination: View {
    let label: Label

    /// The content and behavior of the view.
    @preconcurrency @MainActor public var body: some View { EmptyView() }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    @preconcurrency @MainActor public init<P>(value: P?, @ViewBuilder label: () -> Label)
    where P: Hashable {
      self.label = label()
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a
    /// text label that the link generates from a title string.
    @_disfavoredOverload @preconcurrency @MainActor public init<S, P>(_ title: S, value: P?)
    where Label == Text, S: StringProtocol, P: Hashable {
      self.label = Text(title)
    }
  }

  @available(*, unavailable)
  extension NavigationLink: Sendable {}
#endif
