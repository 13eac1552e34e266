import Waypoint

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
