// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  /// The way a view changes over time to create a smooth visual transition from one state to
  /// another.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct Animation: Equatable, Sendable {
    @usableFromInline let name: String
    /// A default animation instance.
    public static let `default` = Animation(name: "default")
  }

  /// A type-erased transition.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct AnyTransition {
    @usableFromInline let name: String
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension AnyTransition {
    /// Returns a transition defined between an active modifier and an identity modifier.
    public static func modifier<E>(active: E, identity: E) -> AnyTransition
    where E: ViewModifier {
      AnyTransition(name: "modifier")
    }

    /// Provides a composite transition that uses a different transition for insertion versus
    /// removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
      -> AnyTransition
    {
      AnyTransition(name: "asymmetric")
    }
  }

  @available(*, unavailable)
  extension AnyTransition: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Associates a transition with the view.
    @inlinable @_disfavoredOverload public func transition(_ t: AnyTransition) -> some View {
      self
    }

    /// Applies the given animation to this view when the specified value changes.
    @inlinable public func animation<V>(_ animation: Animation?, value: V) -> some View
    where V: Equatable {
      self
    }
  }

  /// Returns the result of recomputing the view's body with the provided animation.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }
#endif
