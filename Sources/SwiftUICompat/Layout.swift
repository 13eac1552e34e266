// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  /// An alignment in both axes.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct Alignment: Equatable {
    @usableFromInline let name: String
    /// A guide that marks the center of the view.
    public static let center = Alignment(name: "center")
    /// A guide that marks the top and leading edges of the view.
    public static let topLeading = Alignment(name: "topLeading")
    /// A guide that marks the top edge of the view.
    public static let top = Alignment(name: "top")
    /// A guide that marks the leading edge of the view.
    public static let leading = Alignment(name: "leading")
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Alignment: Sendable {}

  /// An enumeration to indicate one edge of a rectangle.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public enum Edge: Int8, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Edge: Sendable {}

  /// A view that overlays its subviews, aligning them in both axes.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct ZStack<Content>: View where Content: View {
    @usableFromInline let content: Content
    /// Creates an instance with the given alignment.
    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
      self.content = content()
    }
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  @available(*, unavailable)
  extension ZStack: Sendable {}

  /// A container view that defines its content as a function of its own size and coordinate
  /// space.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct GeometryReader<Content>: View where Content: View {
    @usableFromInline var content: (GeometryProxy) -> Content
    /// Creates a geometry reader.
    @inlinable public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
      self.content = content
    }
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  @available(*, unavailable)
  extension GeometryReader: Sendable {}

  /// A proxy for access to the size and coordinate space (for anchor resolution) of the
  /// container view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct GeometryProxy {
    /// The size of the container view.
    public var size: CGSize { .zero }
  }

  @available(*, unavailable)
  extension GeometryProxy: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Offset this view by the specified horizontal and vertical distances.
    @inlinable public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
      self
    }

    /// Controls the display order of overlapping views.
    @inlinable public func zIndex(_ value: Double) -> some View {
      self
    }

    /// Binds a view's identity to the given proxy value.
    @inlinable public func id<ID>(_ id: ID) -> some View where ID: Hashable {
      self
    }
  }
#endif
