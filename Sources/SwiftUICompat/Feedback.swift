// Declarations checked against Apple's SwiftUI interface from the iOS 17.0 SDK:
// iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
// arm64-apple-ios.swiftinterface (Swift 5.9), read from the public repository xybp888/iOS-SDKs.
// The interface spells visionOS `xrOS`; its source spelling is used here. Of the feedback
// kinds, only the one WaypointUI plays is declared.
#if !canImport(SwiftUI)
  /// Represents a type of haptic and/or audio feedback that can be played.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @available(visionOS, unavailable)
  public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    /// Indicates that a UI element's values are changing.
    public static let selection = SensoryFeedback(name: "selection")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @available(visionOS, unavailable)
  extension View {
    /// Plays the specified `feedback` when the provided `trigger` value changes and the
    /// `condition` closure returns `true`.
    public func sensoryFeedback<T>(
      _ feedback: SensoryFeedback, trigger: T,
      condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View where T: Equatable {
      self
    }
  }
#endif
