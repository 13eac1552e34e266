import Foundation
import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// A link that only presents a sheet, registered as *Getting Started* › *A deep link* shows
/// it, opened over a restored tree: the tab keeps its restored screens.
@MainActor
@Suite struct SheetLinkAfterRestoreTests {
  enum Mail: Hashable, Sendable, Codable {
    case message(id: Int)
    case compose
  }

  let coder = SnapshotCoder(version: 1).registering(Mail.self, as: "mail")

  /// The article's links: `compose` as it registers it now.
  func links() throws -> LinkMap {
    var links = LinkMap(schemes: ["mail"])
    try links.register("messages/:id") { match in
      .tab("inbox", path: [Mail.message(id: try match.parameter("id"))])
    }
    try links.register("compose") { _ in
      LinkTarget(stack: "inbox", presenting: .sheet(Mail.compose, id: "compose"))
    }
    return links
  }

  func tabs() throws -> Router {
    Router(try NavigationState(tabs: ["inbox", "sent", "settings"], selected: "inbox"))
  }

  /// A scene saved on the `sent` tab, with message 7 open in the inbox.
  func saved() throws -> Data {
    let router = try tabs()
    router.stack("inbox").push(Mail.message(id: 7))
    router.selectTab("sent")
    return try coder.snapshot(of: router)
  }

  @Test(arguments: [true, false])
  func aComposeLinkOpenedOverARestoredTreeKeepsTheInboxsScreens(linkFirst: Bool) throws {
    let router = try tabs()
    let failures = FailureLog(router)
    let restorer = SceneRestorer(router: router, coder: coder)

    if linkFirst { restorer.open("mail://compose", with: try links()) }
    restorer.restoreOnce(from: try saved())
    if !linkFirst { restorer.open("mail://compose", with: try links()) }

    #expect(router.stack("inbox").routes(of: Mail.self) == [.message(id: 7)])
    #expect(router.stack("compose").state != nil)
    #expect(router.visibleStack.id == "compose")
    if case .tabs(let tabs) = router.state.content { #expect(tabs.selection == "inbox") }
    #expect(failures.failures.isEmpty)
  }

  @Test func aTabTargetSetsThePathSoItEmptiesTheTabItShows() throws {
    let router = try tabs()
    try coder.restore(router, from: try saved())
    var links = LinkMap(schemes: ["mail"])
    try links.register("compose") { _ in
      .tab("inbox", presenting: .sheet(Mail.compose, id: "compose"))
    }

    #expect(router.open("mail://compose", with: links))

    #expect(router.stack("inbox").routes(of: Mail.self).isEmpty)
    #expect(router.stack("compose").state != nil)
  }
}
