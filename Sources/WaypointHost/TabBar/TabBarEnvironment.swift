import Waypoint

/// What a host knows about the space a custom tab bar is drawn in, for
/// ``TabBarLayoutRule/layout(for:)``.
///
/// It holds no UI types: a host fills it from its environment (SwiftUI's horizontal size
/// class, the container's size), and tests fill it by hand.
public struct TabBarEnvironment: Hashable, Sendable {
  /// A platform family, as far as the layout is concerned.
  public enum Platform: String, Hashable, Sendable, CaseIterable {
    /// iPhone and iPad.
    case iOS
    /// Mac, including Mac Catalyst.
    case macOS
    /// Apple TV.
    case tvOS
    /// Apple Watch.
    case watchOS
    /// Apple Vision Pro.
    case visionOS
    /// Any other platform (Linux, Windows): decided by size class and width only.
    case other

    /// The platform this code is compiled for.
    public static var current: Platform {
      #if targetEnvironment(macCatalyst) || os(macOS)
        .macOS
      #elseif os(visionOS)
        .visionOS
      #elseif os(iOS)
        .iOS
      #elseif os(tvOS)
        .tvOS
      #elseif os(watchOS)
        .watchOS
      #else
        .other
      #endif
    }
  }

  /// A size class, in the host's terms.
  public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    /// Narrow (horizontally: an iPhone in portrait, an iPad in split view) or short
    /// (vertically: an iPhone in landscape).
    case compact
    /// Wide (an iPad full screen, a large iPhone in landscape) or tall.
    case regular
  }

  /// Which way a container is turned, as far as the layout is concerned.
  public enum Orientation: String, Hashable, Sendable, CaseIterable {
    /// Taller than wide, or a regular height.
    case portrait
    /// Wider than tall, or a compact height.
    case landscape
  }

  /// The platform.
  public var platform: Platform
  /// The horizontal size class, or `nil` when the host has none.
  public var horizontalSizeClass: SizeClass?
  /// The vertical size class, or `nil` when the host has none. iOS gives every iPhone in
  /// landscape a compact height.
  public var verticalSizeClass: SizeClass?
  /// The width of the container, in points; 0 when not measured yet.
  public var width: Double
  /// The height of the container, in points; 0 when not measured yet.
  public var height: Double

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - platform: The platform; the one compiled for by default.
  ///   - horizontalSizeClass: The horizontal size class, if the host has one.
  ///   - verticalSizeClass: The vertical size class, if the host has one.
  ///   - width: The container's width, in points.
  ///   - height: The container's height, in points.
  public init(
    platform: Platform = .current, horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil, width: Double = 0, height: Double = 0
  ) {
    self.platform = platform
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.width = width
    self.height = height
  }

  /// The orientation: from the vertical size class when the host has one (a compact height
  /// is landscape), from the container's size otherwise (wider than tall is landscape).
  ///
  /// The size class comes first because the container's size also shrinks for other
  /// reasons: a keyboard makes an iPhone's container in portrait wider than tall.
  public var orientation: Orientation {
    if let verticalSizeClass { return verticalSizeClass == .compact ? .landscape : .portrait }
    return width > height ? .landscape : .portrait
  }
}
