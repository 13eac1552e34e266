import Testing
import Waypoint
import WaypointHost

@Suite struct TabBarLayoutTests {
  typealias Environment = TabBarEnvironment

  @Test func anIPhoneInPortraitHasABarAndInLandscapeARail() {
    let rule = TabBarLayoutRule.automatic
    #expect(
      rule.layout(
        for: Environment(platform: .iOS, horizontalSizeClass: .compact, width: 390, height: 844))
        == .bar)
    #expect(
      rule.layout(
        for: Environment(platform: .iOS, horizontalSizeClass: .compact, width: 844, height: 390))
        == .rail)
    // A Plus or Max iPhone in landscape reports a regular width.
    #expect(
      rule.layout(
        for: Environment(platform: .iOS, horizontalSizeClass: .regular, width: 932, height: 430))
        == .rail)
  }

  @Test func theVerticalSizeClassTellsLandscapeEvenWhenAKeyboardShrinksTheContainer() {
    let rule = TabBarLayoutRule.automatic
    // An iPhone in portrait with the keyboard up: wider than tall, still portrait.
    let typing = Environment(
      platform: .iOS, horizontalSizeClass: .compact, verticalSizeClass: .regular, width: 390,
      height: 300)
    #expect(typing.orientation == .portrait)
    #expect(rule.layout(for: typing) == .bar)
    // An iPhone in landscape, whatever its container's size.
    let sideways = Environment(
      platform: .iOS, horizontalSizeClass: .compact, verticalSizeClass: .compact, width: 700,
      height: 800)
    #expect(sideways.orientation == .landscape)
    #expect(rule.layout(for: sideways) == .rail)
    // An iPad in landscape has a regular height, and a regular width that decides.
    let iPad = Environment(
      platform: .iOS, horizontalSizeClass: .regular, verticalSizeClass: .regular, width: 1180,
      height: 820)
    #expect(iPad.orientation == .portrait)
    #expect(rule.layout(for: iPad) == .rail)
  }

  @Test func anIPadFollowsItsSizeClass() {
    let rule = TabBarLayoutRule.automatic
    // Full screen, in portrait: regular width.
    #expect(
      rule.layout(
        for: Environment(platform: .iOS, horizontalSizeClass: .regular, width: 820, height: 1180))
        == .rail)
    // In split view, a narrow portrait column: compact.
    #expect(
      rule.layout(
        for: Environment(platform: .iOS, horizontalSizeClass: .compact, width: 320, height: 1180))
        == .bar)
    #expect(
      rule.layout(
        for: Environment(platform: .iOS, horizontalSizeClass: .compact, width: 694, height: 1024))
        == .bar)
  }

  @Test func withoutASizeClassTheWidthDecides() {
    let rule = TabBarLayoutRule(expandedMinimumWidth: 600)
    #expect(rule.layout(for: Environment(platform: .iOS, width: 500, height: 900)) == .bar)
    #expect(rule.layout(for: Environment(platform: .iOS, width: 600, height: 900)) == .rail)
    #expect(rule.layout(for: Environment(platform: .other, width: 599, height: 300)) == .bar)
    #expect(rule.layout(for: Environment(platform: .other, width: 1024, height: 768)) == .rail)
    #expect(
      rule.layout(
        for: Environment(platform: .other, horizontalSizeClass: .regular, width: 400, height: 800))
        == .rail)
    #expect(
      rule.layout(
        for: Environment(platform: .other, horizontalSizeClass: .compact, width: 1024, height: 768))
        == .bar)
  }

  @Test(arguments: [
    (TabBarEnvironment.Platform.macOS, TabBarLayout.rail), (.visionOS, .rail), (.tvOS, .bar),
    (.watchOS, .bar),
  ])
  func somePlatformsHaveOneLayout(platform: TabBarEnvironment.Platform, layout: TabBarLayout) {
    let rule = TabBarLayoutRule.automatic
    for sizeClass in [nil, .compact, .regular] as [TabBarEnvironment.SizeClass?] {
      for (width, height) in [(300.0, 800.0), (1200, 800)] {
        let environment = Environment(
          platform: platform, horizontalSizeClass: sizeClass, width: width, height: height)
        #expect(rule.layout(for: environment) == layout)
      }
    }
  }

  @Test func aContainerNotMeasuredYetHasABar() {
    #expect(TabBarLayoutRule.automatic.layout(for: Environment(platform: .iOS)) == .bar)
    #expect(
      TabBarLayoutRule.automatic.layout(
        for: Environment(platform: .other, horizontalSizeClass: .regular))
        == .bar)
  }

  @Test(arguments: TabBarLayout.allCases)
  func anAppCanForceEitherLayout(layout: TabBarLayout) {
    let rule = TabBarLayoutRule.always(layout)
    for platform in TabBarEnvironment.Platform.allCases {
      for sizeClass in [nil, .compact, .regular] as [TabBarEnvironment.SizeClass?] {
        for (width, height) in [(0.0, 0.0), (390, 844), (844, 390), (1366, 1024)] {
          let environment = Environment(
            platform: platform, horizontalSizeClass: sizeClass, width: width, height: height)
          #expect(rule.layout(for: environment) == layout)
        }
      }
    }
  }

  @Test func theOrientationComesFromTheSize() {
    #expect(Environment(width: 844, height: 390).orientation == .landscape)
    #expect(Environment(width: 390, height: 844).orientation == .portrait)
    #expect(Environment(width: 500, height: 500).orientation == .portrait)
  }

  @Test func theCurrentPlatformIsTheOneCompiledFor() {
    #if os(Linux) || os(Windows)
      #expect(TabBarEnvironment.Platform.current == .other)
    #elseif os(macOS)
      #expect(TabBarEnvironment.Platform.current == .macOS)
    #endif
    #expect(Environment().platform == .current)
  }
}
