import Waypoint

/// Where a custom tab bar puts its items: along the bottom edge, or as a vertical rail on
/// the leading edge.
public enum TabBarLayout: String, Hashable, Sendable, CaseIterable {
  /// A horizontal bar along the bottom edge: the compact layout.
  case bar
  /// A vertical rail along the leading edge: the expanded layout.
  case rail
}

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

/// The rule that decides whether a custom tab bar is a bar or a rail.
///
/// By default (``automatic``) the layout follows the space:
///
/// - On Mac and visionOS: a rail, as their windows are wide and have no bottom bar.
/// - On tvOS and watchOS: a bar; they have no side rail.
/// - On iPhone and iPad: a rail when the horizontal size class is regular (an iPad full
///   screen) or the container is in landscape (an iPhone turned sideways: see
///   ``TabBarEnvironment/orientation``); a bar otherwise. Without a horizontal size class,
///   a rail from ``expandedMinimumWidth`` points wide.
/// - Elsewhere: a rail when the size class is regular or, without one, from
///   ``expandedMinimumWidth`` points wide.
///
/// A container that is not measured yet (width 0) gets a bar. An app can force either
/// layout, as Granite's `landscape:` flag does:
///
/// ```swift
/// let rule = TabBarLayoutRule.always(.rail)
/// rule.layout(for: TabBarEnvironment(platform: .iOS, width: 390, height: 844))  // .rail
/// ```
public struct TabBarLayoutRule: Hashable, Sendable {
  /// The layout to use whatever the space, or `nil` to follow the space.
  public var forcedLayout: TabBarLayout?
  /// The width, in points, from which a container without a size class is expanded.
  public var expandedMinimumWidth: Double

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - forcedLayout: The layout to use whatever the space, or `nil` to follow it.
  ///   - expandedMinimumWidth: The width from which a container without a size class gets a
  ///     rail; 600 points (the narrowest iPad in split view is 320) by default.
  public init(forcedLayout: TabBarLayout? = nil, expandedMinimumWidth: Double = 600) {
    self.forcedLayout = forcedLayout
    self.expandedMinimumWidth = expandedMinimumWidth
  }

  /// The layout follows the space.
  public static let automatic = TabBarLayoutRule()

  /// Always the same layout, whatever the space.
  public static func always(_ layout: TabBarLayout) -> TabBarLayoutRule {
    TabBarLayoutRule(forcedLayout: layout)
  }

  /// The layout for a container in `environment`.
  ///
  /// - Complexity: O(1).
  public func layout(for environment: TabBarEnvironment) -> TabBarLayout {
    if let forcedLayout { return forcedLayout }
    switch environment.platform {
    case .macOS, .visionOS:
      return .rail
    case .tvOS, .watchOS:
      return .bar
    case .iOS:
      guard environment.width > 0 else { return .bar }
      if environment.horizontalSizeClass == .regular || environment.orientation == .landscape {
        return .rail
      }
      return isWide(environment) ? .rail : .bar
    case .other:
      guard environment.width > 0 else { return .bar }
      return environment.horizontalSizeClass == .regular || isWide(environment) ? .rail : .bar
    }
  }

  /// Whether a container without a size class is wide enough for a rail.
  private func isWide(_ environment: TabBarEnvironment) -> Bool {
    environment.horizontalSizeClass == nil && environment.width >= expandedMinimumWidth
  }
}
