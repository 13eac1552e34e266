import Foundation
import Testing
import Waypoint

@MainActor
@Suite struct OpenURLTests {
  enum Screen: Hashable, Sendable {
    case user(Int)
    case settings
  }

  final class Failures {
    var errors: [LinkError] = []
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
    router.observeEvents { sources.append($0.source) }

    router.handle(try url("myapp://users/42"), with: try links())

    #expect(router.visibleStack.entries.routes == [AnyRoute(Screen.user(42))])
    #expect(sources == [.deepLink])
  }

  @Test(arguments: ["myapp://nowhere", "other://users/42", "myapp://users/not-a-number"])
  func aURLThatCannotBeOpenedChangesNothingAndIsReported(text: String) throws {
    let router = Router()
    router.push(Screen.settings)
    let before = router.state
    let failures = Failures()

    router.handle(try url(text), with: try links()) { failures.errors.append($0) }

    #expect(router.state == before)
    #expect(failures.errors.count == 1)
  }

  @Test func aDeniedLinkIsReported() throws {
    let router = Router()
    router.addGuard(
      NavigationGuard("no links") { $0.source == .deepLink ? .deny(reason: "closed") : .allow })
    let failures = Failures()

    router.handle(try url("myapp://users/1"), with: try links()) { failures.errors.append($0) }

    #expect(router.depth == 0)
    #expect(failures.errors == [.navigation(.denied(guard: "no links", reason: "closed"))])
  }

  @Test func aLinkWaitsForAnAsynchronousGuard() async throws {
    let router = Router()
    router.addGuard(
      .async("check", when: { $0.source == .deepLink }, decide: { _ in .allow }))
    let events = router.events()

    router.handle(try url("myapp://users/7"), with: try links())
    #expect(router.depth == 0)

    var iterator = events.makeAsyncIterator()
    let event = await iterator.next()
    #expect(event?.source == .deepLink)
    #expect(router.visibleStack.entries.routes == [AnyRoute(Screen.user(7))])
  }
}
