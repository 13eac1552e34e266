// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
// As there, `NavigationSplitView` is not main-actor isolated (only its `body` is), and its
// column and visibility values are structs with static members, not enums.
#if !canImport(SwiftUI)
  /// A view that presents views in two or three columns, where selections in leading columns
  /// control presentations in subsequent columns.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct NavigationSplitView<Sidebar, Content, Detail>: View
  where Sidebar: View, Content: View, Detail: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    /// Creates a three-column navigation split view.
    public init(
      @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
      @ViewBuilder detail: () -> Detail
    ) {
      self.sidebar = sidebar()
      self.content = content()
      self.detail = detail()
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility.
    public init(
      columnVisibility: Binding<NavigationSplitViewVisibility>,
      @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
      @ViewBuilder detail: () -> Detail
    ) {
      self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
    where Content == EmptyView {
      self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    public init(
      columnVisibility: Binding<NavigationSplitViewVisibility>,
      @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
      self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// The content and behavior of the view.
    @preconcurrency @MainActor public var body: some View { EmptyView() }
  }

  @available(*, unavailable)
  extension NavigationSplitView: Sendable {}

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension NavigationSplitView {
    /// Creates a three-column navigation split view that enables programmatic control over
    /// which column appears on top when the view collapses into a single column.
    public init(
      preferredCompactColumn: Binding<NavigationSplitViewColumn>,
      @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
      @ViewBuilder detail: () -> Detail
    ) {
      self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility in regular sizes and which column appears on top when the
    /// view collapses into a single column in narrow sizes.
    public init(
      columnVisibility: Binding<NavigationSplitViewVisibility>,
      preferredCompactColumn: Binding<NavigationSplitViewColumn>,
      @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
      @ViewBuilder detail: () -> Detail
    ) {
      self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Creates a two-column navigation split view that enables programmatic control over
    /// which column appears on top when the view collapses into a single column.
    public init(
      preferredCompactColumn: Binding<NavigationSplitViewColumn>,
      @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
      self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility in regular sizes and which column appears on top when the view
    /// collapses into a single column in narrow sizes.
    public init(
      columnVisibility: Binding<NavigationSplitViewVisibility>,
      preferredCompactColumn: Binding<NavigationSplitViewColumn>,
      @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
      self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
  }

  /// The visibility of the leading columns in a navigation split view.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Kind: String, Codable, Sendable {
      case detailOnly, doubleColumn, all, automatic
    }
    let kind: Kind

    /// Hide the leading two columns of a three-column navigation split view, so that just
    /// the detail area shows.
    public static var detailOnly: NavigationSplitViewVisibility { .init(kind: .detailOnly) }

    /// Show the content column and detail area of a three-column navigation split view, or
    /// the sidebar column and detail area of a two-column navigation split view.
    public static var doubleColumn: NavigationSplitViewVisibility { .init(kind: .doubleColumn) }

    /// Show all the columns of a three-column navigation split view.
    public static var all: NavigationSplitViewVisibility { .init(kind: .all) }

    /// Use the default leading column visibility for the current device.
    public static var automatic: NavigationSplitViewVisibility { .init(kind: .automatic) }
  }

  /// A view that represents a column in a navigation split view.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case sidebar, content, detail
    }
    let kind: Kind

    /// The sidebar column.
    public static var sidebar: NavigationSplitViewColumn { .init(kind: .sidebar) }

    /// The content column.
    public static var content: NavigationSplitViewColumn { .init(kind: .content) }

    /// The detail column.
    public static var detail: NavigationSplitViewColumn { .init(kind: .detail) }
  }
#endif
