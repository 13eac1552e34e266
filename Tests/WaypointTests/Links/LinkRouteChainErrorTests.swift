import Testing
import Waypoint
import WaypointTestSupport

/// The errors of links whose parts spell routes (state links): they quote the whole link,
/// name the part and the query item that failed, and the route pattern that came closest.
@MainActor
@Suite struct LinkRouteChainErrorTests {
  func mailLinks() throws -> LinkMap {
    var links = LinkMap(schemes: ["mail"])
    try LinkFixtures.registerScreens(in: &links)
    try links.registerRoute("message/:id<Int>", as: LinkScreen.self) { match throws(LinkError) in
      .profile(id: try match.parameter("id"))
    } print: { _ in
      nil
    }
    try links.registerStateLinks()
    return links
  }

  func error(_ url: String) throws -> LinkError? {
    do {
      _ = try mailLinks().linkTarget(for: url)
      return nil
    } catch let error as LinkError {
      return error
    }
  }

  @Test func aPathNoRoutePatternReadsQuotesTheLinkAndThePart() throws {
    let error = try error("mail://inbox/at/all")
    #expect(
      error == .noRouteMatch("mail://inbox/at/all", part: "at/all", queryItem: nil, closest: nil))
    #expect(
      error?.description
        == #"no route pattern reads "at/all" of the link "mail://inbox/at/all"; "#
        + "register a route pattern for it")
  }

  @Test func aSegmentOfTheWrongTypeNamesTheTypedPattern() throws {
    let error = try error("mail://inbox/message/abc")
    #expect(
      error
        == .noRouteMatch(
          "mail://inbox/message/abc", part: "message/abc", queryItem: nil,
          closest: "message/:id<Int>"))
    #expect(error?.description.contains(#"closest route pattern: "message/:id<Int>""#) == true)
  }

  @Test func aQueryItemNoRoutePatternReadsIsNamed() throws {
    let error = try error("mail://inbox?sheet=nothing")
    #expect(
      error
        == .noRouteMatch(
          "mail://inbox?sheet=nothing", part: "nothing", queryItem: "sheet", closest: nil))
    #expect(
      error?.description
        == #"no route pattern reads "nothing" in the query item "sheet" of the link "#
        + #""mail://inbox?sheet=nothing"; register a route pattern for it"#)
  }

  @Test func aLinkToAStackTheTreeLacksNamesTheLinkAndTheStack() throws {
    // The map cannot know the stacks: the link matches, and opening it fails.
    let router = Router(NavigationState(stack: "inbox"))
    let failures = FailureLog(router)
    #expect(!router.open("mail://nowhere", with: try mailLinks()))
    let message = try #require(failures.failures.first?.description)
    #expect(message.contains(#"open("mail://nowhere")"#))
    #expect(message.contains(#"no stack named "nowhere""#))
  }
}
