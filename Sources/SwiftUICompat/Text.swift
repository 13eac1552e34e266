// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK (see
// SwiftUICompat.swift). Only the initializer WaypointUI's examples and tests call.
#if !canImport(SwiftUI)
  /// A view that displays one or more lines of read-only text.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct Text: Equatable, View {
    @usableFromInline let content: String

    /// Creates a text view that displays a stored string without localization.
    public init<S>(_ content: S) where S: StringProtocol {
      self.content = String(content)
    }

    /// The type of view representing the body of this view.
    public typealias Body = Never
  }
#endif
