// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  /// A type that represents part of an app's user interface (SwiftUI's `View`).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder @preconcurrency @MainActor var body: Self.Body { get }
  }

  extension View where Body == Never {
    /// Primitive views have no body.
    public var body: Never { unrendered(Self.self) }
  }

  extension Never: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
    /// Never has no body; it never exists.
    nonisolated public var body: Never { self }
  }

  extension Optional: View where Wrapped: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  /// A custom parameter attribute that constructs views from closures.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @resultBuilder public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: View {
      content
    }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
      content
    }

    /// Builds a tuple view from the views in a block.
    @_disfavoredOverload public static func buildBlock<each Content>(_ content: repeat each Content)
      -> TupleView<(repeat each Content)> where repeat each Content: View
    {
      TupleView((repeat each content))
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension ViewBuilder {
    /// Produces an optional view for conditional statements in multi-statement closures
    /// that's only visible when the condition evaluates to true.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
      content
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension ViewBuilder {
    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is true.
    @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(
      first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
      .init(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is false.
    @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(
      second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
      .init(storage: .falseContent(second))
    }
  }

  @available(*, unavailable)
  extension ViewBuilder: Sendable {}

  /// View content that shows one of two possible children.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline @frozen enum Storage {
      case trueContent(TrueContent)
      case falseContent(FalseContent)
    }
    @usableFromInline let storage: Storage
  }

  @available(*, unavailable)
  extension _ConditionalContent: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never
    @usableFromInline init(storage: Storage) { self.storage = storage }
  }

  /// A view created from a swift tuple of view values.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct TupleView<T>: View {
    /// The views.
    public var value: T
    /// Creates a tuple view.
    @inlinable public init(_ value: T) { self.value = value }
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  @available(*, unavailable)
  extension TupleView: Sendable {}

  /// A view that doesn't contain any content.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct EmptyView: View {
    /// Creates an empty view.
    @inlinable public init() {}
    /// The type of view representing the body of this view.
    public typealias Body = Never
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension EmptyView: Sendable {}
#endif
