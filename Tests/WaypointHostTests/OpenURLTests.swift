import Foundation
import Testing
import Waypoint
import WaypointTestSupport

@MainActor
@Suite struct OpenURLTests {
  enum Screen: Hashable, Sendable {
    case user(Int)
    case settings
  }

  func links() throws -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    try links.register("users/:id") { match in
      .stack("main", path: [Screen.user(try match.parameter("id"))])
    }
    return links
  }

  func url(_ text: String) throws -> URL {
    try #require(URL(string: text))
  }

  @Test func aMatchingURLOpensAtOnceAsOneDeepLinkChange() throws {
    let router = Router()
    var sources: [NavigationSource] = []
    router.events.observe { sources.append($0.source) }

    #expect(router.open(try url("myapp://users/42"), with: try links()))

    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(Screen.user(42))])
    #expect(sources == [.deepLink])
  }

  @Test(arguments: ["myapp://nowhere", "other://users/42", "myapp://users/not-a-number"])
  func aURLThatCannotBeOpenedChangesNothingAndIsReported(text: String) throws {
    let router = Router()
    router.push(Screen.settings)
    let before = router.state
    let failures = FailureLog(router)

    #expect(!router.open(try url(text), with: try links()))

    #expect(router.state == before)
    #expect(failures.linkErrors.count == 1)
    #expect(failures.calls == ["open(\(String(reflecting: text)))"])
    #expect(failures.failures.map(\.source) == [.deepLink])
  }

  @Test func aDeniedLinkIsReported() throws {
    let router = Router()
    router.guards.add(
      NavigationGuard("no links") { $0.source == .deepLink ? .deny(reason: "closed") : .allow })
    let failures = FailureLog(router)

    #expect(!router.open(try url("myapp://users/1"), with: try links()))

    #expect(router.depth == 0)
    #expect(failures.linkErrors == [.navigation(.denied(guard: "no links", reason: "closed"))])
  }

  @Test func aLinkWaitsForAnAsynchronousGuard() async throws {
    let router = Router()
    router.guards.add(
      .async("check", when: { $0.source == .deepLink }, decide: { _ in .allow }))
    let events = router.events.stream()

    #expect(!router.open(try url("myapp://users/7"), with: try links()))
    #expect(router.depth == 0)

    var iterator = events.makeAsyncIterator()
    let event = await iterator.next()
    #expect(event?.source == .deepLink)
    #expect(router.visibleStack.entries.map(\.route) == [AnyRoute(Screen.user(7))])
  }
}
