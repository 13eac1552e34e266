// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
// Only what WaypointUI uses of shapes is declared: `Rectangle()` as a content shape. The
// protocols leave out the requirements WaypointUI never touches (`Animatable`'s
// `animatableData`, `Shape`'s `role`, `layoutDirectionBehavior` and `sizeThatFits`, all of
// which have default implementations in SwiftUI), and `Rectangle`'s body, a `_ShapeView` in
// SwiftUI, is not declared; WaypointUI conforms nothing to these protocols.
#if !canImport(SwiftUI)
  /// A type that describes how to animate a property of a view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol Animatable {}

  /// The outline of a 2D shape.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct Path: Equatable {
    /// Creates an empty path.
    public init() {}
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Path: @unchecked Sendable {}

  /// A 2D shape that you can use when drawing a view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    func path(in rect: CGRect) -> Path
  }

  /// A rectangular shape aligned inside the frame of the view containing it.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct Rectangle: Shape {
    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path { Path() }
    /// Creates a new rectangle shape.
    @inlinable public init() {}
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Defines the content shape for hit testing.
    @inlinable public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View
    where S: Shape {
      self
    }
  }
#endif
