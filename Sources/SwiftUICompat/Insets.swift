// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
// The interface declares `Edge.Set` inside `Edge`; it is declared here in an extension,
// which gives it the same name.
#if !canImport(SwiftUI)
  /// The inset distances for the sides of a rectangle.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct EdgeInsets: Equatable {
    /// The distance from the top edge.
    public var top: CGFloat
    /// The distance from the leading edge.
    public var leading: CGFloat
    /// The distance from the bottom edge.
    public var bottom: CGFloat
    /// The distance from the trailing edge.
    public var trailing: CGFloat
    /// Creates edge insets with the given distances.
    @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }
    /// Creates edge insets of zero on every side.
    @inlinable public init() {
      self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension EdgeInsets: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Edge {
    /// An efficient set of edges.
    @frozen public struct Set: OptionSet {
      /// The element type of the option set.
      public typealias Element = Edge.Set
      /// The raw value of the option set.
      public let rawValue: Int8
      /// Creates a new option set from the given raw value.
      public init(rawValue: Int8) { self.rawValue = rawValue }
      /// The top edge.
      public static let top = Edge.Set(.top)
      /// The leading edge.
      public static let leading = Edge.Set(.leading)
      /// The bottom edge.
      public static let bottom = Edge.Set(.bottom)
      /// The trailing edge.
      public static let trailing = Edge.Set(.trailing)
      /// Every edge.
      public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
      /// The leading and trailing edges.
      public static let horizontal: Edge.Set = [.leading, .trailing]
      /// The top and bottom edges.
      public static let vertical: Edge.Set = [.top, .bottom]
      /// Creates an instance containing just `e`.
      public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Edge.Set: Sendable {}

  /// An edge on the horizontal axis.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @frozen public enum HorizontalEdge: Int8, CaseIterable, Codable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension HorizontalEdge: Sendable {}

  /// An edge on the vertical axis.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @frozen public enum VerticalEdge: Int8, CaseIterable, Codable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension VerticalEdge: Sendable {}

  /// A set of symbolic safe area regions.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @frozen public struct SafeAreaRegions: OptionSet {
    /// The raw value of the option set.
    public let rawValue: UInt
    /// Creates a new option set from the given raw value.
    @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area defined by the device and containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The safe area matching the current extent of any software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// All safe area regions.
    public static let all = SafeAreaRegions(rawValue: .max)
  }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension SafeAreaRegions: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Adds different padding amounts to each edge of this view.
    @inlinable public func padding(_ insets: EdgeInsets) -> some View {
      self
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    @inlinable public func frame(
      minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
      alignment: Alignment = .center
    ) -> some View {
      self
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    @inlinable public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
      self
    }

    /// Sets the transparency of this view.
    @inlinable public func opacity(_ opacity: Double) -> some View {
      self
    }

    /// Configures whether this view participates in hit test operations.
    @inlinable public func allowsHitTesting(_ enabled: Bool) -> some View {
      self
    }
  }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension View {
    /// Expands the safe area of a view.
    @inlinable public func ignoresSafeArea(
      _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
    ) -> some View {
      self
    }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    /// Shows the specified content beside the modified view, along a vertical edge.
    @inlinable public func safeAreaInset<V>(
      edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
      @ViewBuilder content: () -> V
    ) -> some View where V: View {
      self
    }

    /// Shows the specified content beside the modified view, along a horizontal edge.
    @inlinable public func safeAreaInset<V>(
      edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
      @ViewBuilder content: () -> V
    ) -> some View where V: View {
      self
    }

    /// Layers the views that you specify behind this view.
    @inlinable public func background<V>(
      alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View where V: View {
      self
    }
  }
#endif
