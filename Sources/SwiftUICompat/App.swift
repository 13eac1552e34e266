// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
// Declared for the documentation's examples (scripts/check-doc-examples.py).
#if !canImport(SwiftUI)
  /// A type that represents the structure and behavior of an app.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behavior of the app.
    @SceneBuilder @preconcurrency @MainActor var body: Self.Body { get }
    /// Creates an instance of the app using the body that you define for its content.
    @preconcurrency @MainActor init()
  }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension App {
    /// Initializes and runs the app.
    @preconcurrency @MainActor public static func main() { unrendered(Self.self) }
  }

  /// A part of an app's user interface with a life cycle managed by the system.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behavior of the scene.
    @SceneBuilder @preconcurrency @MainActor var body: Self.Body { get }
  }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension Never: Scene {}

  /// A result builder for composing a collection of scenes into a single composite scene.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @resultBuilder public struct SceneBuilder {
    /// Passes a single scene written as a child scene through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
      content
    }
  }

  @available(*, unavailable)
  extension SceneBuilder: Sendable {}

  /// A scene that presents a group of identically structured windows.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public struct WindowGroup<Content>: Scene where Content: View {
    let content: Content

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {
      self.content = content()
    }

    /// The content and behavior of the scene.
    @preconcurrency @MainActor public var body: some Scene { UnrenderedScene() }
  }

  @available(*, unavailable)
  extension WindowGroup: Sendable {}

  /// The scene behind the bodies declared here: nothing renders a scene.
  struct UnrenderedScene: Scene {
    var body: Never { unrendered(Self.self) }
  }
#endif
