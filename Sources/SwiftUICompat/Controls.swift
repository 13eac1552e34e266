// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
// Declared for the documentation's examples (scripts/check-doc-examples.py).
#if !canImport(SwiftUI)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    @_disfavoredOverload public init<S>(_ title: S, action: @escaping () -> Void)
    where S: StringProtocol {
      self.init(action: action) { Text(title) }
    }
  }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension Button where Label == SwiftUICompat.Label<Text, Image> {
    /// Creates a button with a specified system image that generates its label from a string.
    @_disfavoredOverload public init<S>(
      _ title: S, systemImage: String, action: @escaping () -> Void
    ) where S: StringProtocol {
      self.init(action: action) { SwiftUICompat.Label(title, systemImage: systemImage) }
    }
  }

  /// A standard label for user interface items, consisting of an icon with a title.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public struct Label<Title, Icon>: View where Title: View, Icon: View {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
      self.title = title()
      self.icon = icon()
    }

    /// The content and behavior of the view.
    @preconcurrency @MainActor public var body: some View { EmptyView() }
  }

  @available(*, unavailable)
  extension Label: Sendable {}

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload public init<S>(_ title: S, systemImage name: String)
    where S: StringProtocol {
      self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
  }

  /// A container that presents rows of data arranged in a single column.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @preconcurrency @MainActor public struct List<SelectionValue, Content>: View
  where SelectionValue: Hashable, Content: View {
    let content: Content

    /// The content and behavior of the view.
    @preconcurrency @MainActor public var body: some View { EmptyView() }
  }

  @available(*, unavailable)
  extension List: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension List {
    /// Creates a list with the given content that supports selecting a single row that
    /// cannot be deselected.
    @available(watchOS 10.0, *)
    @preconcurrency @MainActor public init(
      selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
    ) {
      self.content = content()
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension List where SelectionValue == Never {
    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    @preconcurrency @MainActor public init<Data, RowContent>(
      _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
      Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
      RowContent: View, Data.Element: Identifiable
    {
      content = ForEach(data, content: rowContent)
    }

    /// Creates a list that computes its views on demand over a constant range.
    @preconcurrency @MainActor public init<RowContent>(
      _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
      content = ForEach(data, content: rowContent)
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
      self.data = data
      self.content = content
    }
  }

  /// A container for grouping controls used for data entry, such as in settings or
  /// inspectors.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct Form<Content>: View where Content: View {
    let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) {
      self.content = content()
    }

    /// The content and behavior of the view.
    @preconcurrency @MainActor public var body: some View { EmptyView() }
  }

  @available(*, unavailable)
  extension Form: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Configures the view's title for purposes of navigation, using a string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload public func navigationTitle<S>(_ title: S) -> some View
    where S: StringProtocol {
      self
    }
  }
#endif
