// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
#if !canImport(SwiftUI)
  /// An instance that matches a sequence of events to a gesture, and returns a stream of
  /// values for each of its states.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Self.Body { get }
  }

  extension Gesture where Body == Never {
    /// Primitive gestures have no body.
    public var body: Never { unrendered(Self.self) }
  }

  extension Never: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Never
  }

  /// A resolved coordinate space created by the coordinate space protocol.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public enum CoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)
  }

  @available(*, unavailable)
  extension CoordinateSpace: Sendable {}

  /// A frame of reference within the layout system.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
  }

  /// The local coordinate space of the current view.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    init() {}
    /// The resolved coordinate space.
    public var coordinateSpace: CoordinateSpace { .local }
  }

  @available(*, unavailable)
  extension LocalCoordinateSpace: Sendable {}

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
  }

  /// A dragging motion that invokes an action as the drag-event sequence changes.
  @available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
  @available(tvOS, unavailable)
  public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
      /// The location of the drag gesture's first event.
      public var startLocation: CGPoint
      /// The total translation from the start of the drag gesture to the current event of the
      /// drag gesture.
      public var translation: CGSize { .zero }
      /// A prediction, based on the current drag velocity, of what the final translation will
      /// be if dragging stopped now.
      public var predictedEndTranslation: CGSize { .zero }
    }

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    @available(tvOS, unavailable)
    public init(
      minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
    ) {}

    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never
  }

  @available(*, unavailable)
  extension DragGesture: Sendable {}

  /// A gesture that calls an action when its value changes.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct _ChangedGesture<Content> where Content: Gesture, Content.Value: Equatable {
    let content: Content
    /// The type representing the gesture's value.
    public typealias Value = Content.Value
    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never
  }

  @available(*, unavailable)
  extension _ChangedGesture: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension _ChangedGesture: Gesture {}

  /// A gesture that calls an action when it ends.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct _EndedGesture<Content> where Content: Gesture {
    let content: Content
    /// The type representing the gesture's value.
    public typealias Value = Content.Value
    /// The type of gesture representing the body of `Self`.
    public typealias Body = Never
  }

  @available(*, unavailable)
  extension _EndedGesture: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension _EndedGesture: Gesture {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Gesture where Self.Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
      _ChangedGesture(content: self)
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
      _EndedGesture(content: self)
    }
  }

  /// Options that control how adding a gesture to a view affects other gestures recognized
  /// by the view and its subviews.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct GestureMask: OptionSet {
    /// The corresponding value of the raw type.
    public let rawValue: UInt32
    /// Creates a new option set from the given raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture as well as all other gestures on the view and its
    /// subviews.
    public static let all = GestureMask(rawValue: 3)
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension GestureMask: Sendable {}

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view.
    public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all)
      -> some View where T: Gesture
    {
      self
    }
  }
#endif
