import Testing
import Waypoint
import WaypointTestSupport

@MainActor
@Suite struct LinkRoundTripTests {
  static let alphabet = Array("aZ09-._~ /%?#&=+:@!$'()*,;éß漢🙂\t")

  static func randomText(_ generator: inout SeededGenerator) -> String {
    let length = Int.random(in: 1...12, using: &generator)
    return String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
  }

  static func randomScreen(_ generator: inout SeededGenerator) -> LinkScreen {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: .profile(id: Int.random(in: Int.min...Int.max, using: &generator))
    case 1: .post(slug: randomText(&generator))
    case 2: .settings
    case 3: .about
    case 4: .compose
    default: .attachments
    }
  }

  static func links(scheme: String = "waypoint") throws -> LinkMap {
    var links = try LinkMap(schemes: [scheme], domains: ["example.com"])
    try LinkFixtures.registerScreens(in: &links)
    try links.registerStateLinks()
    return links
  }

  @Test(arguments: [1, 2, 3, 4])
  func printsAndReadsBackGeneratedRoutes(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    for scheme in ["waypoint", "https"] {
      let links = try Self.links(scheme: scheme)
      for _ in 0..<500 {
        let screen = Self.randomScreen(&generator)
        let url = try links.url(for: screen)
        #expect(try links.route(from: url) == AnyRoute(screen), "\(url)")
      }
    }
  }

  @Test(arguments: [
    ("profile/:id", LinkScreen.profile(id: 5), "waypoint://profile/5"),
    ("post/:slug", .post(slug: "a/b c"), "waypoint://post/a%2Fb%20c"),
    ("settings", .settings, "waypoint://settings"),
  ])
  func printsRoutesWithTheirPatterns(_: String, screen: LinkScreen, url: String) throws {
    #expect(try Self.links().url(for: screen) == url)
  }

  @Test func refusesToPrintWhatItCannotReadBack() throws {
    let links = try Self.links()
    #expect(
      throws: LinkError.unprintableValue(
        pattern: "post/:slug", reason: "no value, or an empty one, for slug")
    ) {
      try links.url(for: LinkScreen.post(slug: ""))
    }
    #expect(throws: LinkError.self) { try links.url(for: 42) }
  }

  @Test(arguments: [10, 20, 30])
  func printsAndReopensGeneratedStates(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let links = try Self.links()
    let tabs: [StackID] = ["home", "explore", "inbox"]
    for _ in 0..<200 {
      let router = Router(try NavigationState(tabs: tabs, selected: "home"))
      let tab = tabs.randomElement(using: &generator) ?? "home"
      router.selectTab(tab)
      let depth = Int.random(in: 0...4, using: &generator)
      router.visible.push(contentsOf: (0..<depth).map { _ in Self.randomScreen(&generator) })
      if Bool.random(using: &generator) {
        let sheet = (0...Int.random(in: 0...3, using: &generator)).map { _ in
          Self.randomScreen(&generator)
        }
        router.present(
          .sheet(sheet[0], path: sheet.dropFirst().map { $0 as any Hashable & Sendable }))
      }
      let url = try links.url(for: router.state)

      let reopened = Router(try NavigationState(tabs: tabs, selected: "home"))
      #expect(reopened.open(url, with: links))
      #expect(try links.url(for: reopened.state) == url)
      #expect(reopened.state.tabContainer(holding: tab)?.selection == tab)
      #expect(
        reopened.state.stack(tab)?.entries.map(\.route)
          == router.state.stack(tab)?.entries.map(\.route))
      #expect(
        reopened.visibleStack.entries.map(\.route) == router.visibleStack.entries.map(\.route))
      #expect(
        reopened.visibleLayers.first?.layer.root == router.visibleLayers.first?.layer.root
      )
    }
  }
}
