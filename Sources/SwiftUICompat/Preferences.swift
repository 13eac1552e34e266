// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  /// A named value produced by a view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The default value of the preference.
    static var defaultValue: Self.Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Applies a transformation to a preference value.
    @inlinable public func transformPreference<K>(
      _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View where K: PreferenceKey {
      self
    }

    /// Adds an action to perform when the specified preference key's value changes.
    @inlinable public func onPreferenceChange<K>(
      _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K: PreferenceKey, K.Value: Equatable {
      self
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// Reads the specified preference value from the view, using it to produce a second
    /// view that is applied as an overlay to the original view.
    @inlinable public func overlayPreferenceValue<K, V>(
      _ key: K.Type, alignment: Alignment = .center,
      @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View where K: PreferenceKey, V: View {
      self
    }
  }

  /// The visibility of a UI element, chosen automatically based on the platform, current
  /// context, and other factors.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @frozen public enum Visibility: Hashable, CaseIterable {
    /// The element may be visible or hidden depending on the policies of the component
    /// accepting the visibility configuration.
    case automatic
    /// The element may be visible.
    case visible
    /// The element may be hidden.
    case hidden
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension Visibility: Sendable {}

  /// A type-erased view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct AnyView: View {
    /// Create an instance that type-erases `view`.
    public init<V>(_ view: V) where V: View {}
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  @available(*, unavailable)
  extension AnyView: Sendable {}

  /// A flexible space that expands along the major axis of its containing stack layout, or
  /// on both axes if not contained in a stack.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct Spacer {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
    public var minLength: CGFloat?
    /// Creates a spacer.
    @inlinable public init(minLength: CGFloat? = nil) {
      self.minLength = minLength
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Spacer: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    /// Layers the views that you specify in front of this view.
    @inlinable public func overlay<V>(
      alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View where V: View {
      self
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Sets the maximum number of lines that text can occupy in this view.
    @inlinable public func lineLimit(_ number: Int?) -> some View {
      self
    }
  }
#endif
