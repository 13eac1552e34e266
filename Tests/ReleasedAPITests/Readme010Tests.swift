// The first example of README.md as released in 0.1.0 (commit 524796f, README.md lines
// 7-21), line for line: the import and the route type as they stand there, the statements
// indented into a function because a test target has no top-level code. The 0.3.0 README
// opens with the same example (its enum writes `message(id:)` on a line of its own), so
// this is the released example of every version so far.
//
// It must keep compiling, unchanged: an app written from the 0.1.0 README must still
// build. Do not edit the example to follow a rename; a renamed API keeps its old spelling
// as a deprecated alias for one minor release. The example and the tests that run it are
// marked deprecated themselves, so that an alias's deprecation warning would be silenced
// inside them and only there, even in a build with -warnings-as-errors. The target depends
// on Waypoint alone, as such an app does.

import Testing
import Waypoint

// swift-format-ignore
enum Mail: Hashable, Sendable, Codable {
  case message(id: Int), compose, pickRecipient, account, login
}

/// The example's statements, verbatim; returns its router.
// swift-format-ignore
@available(*, deprecated, message: "the 0.1.0 README's example, kept as written")
@MainActor
func readme010FirstExample() throws -> Router {
  let router = Router(try NavigationState(tabs: ["inbox", "sent"], selected: "inbox"))
  router.push(Mail.message(id: 1))
  router.push(Mail.message(id: 2))
  router.pop(5)                                          // stops at the root; returns 2

  router.present(.sheet(Mail.compose, id: "compose"))    // a sheet with a stack of its own
  router.stack("compose").push(Mail.pickRecipient)       // any stack, from anywhere
  router.stack("inbox").push(Mail.message(id: 3))        // the tab under the sheet
  print(router.state)
  return router
}

/// What the 0.1.0 README says its first example does and prints.
@Suite("README 0.1.0")
@MainActor
struct Readme010Tests {
  @available(*, deprecated, message: "runs the 0.1.0 README's example")
  @Test func theFirstExamplePrintsWhatThe010ReadmeShows() throws {
    let router = try readme010FirstExample()
    // The README's "prints" block, verbatim.
    #expect(
      "\(router.state)" == """
        tabs, selected inbox
          stack inbox: #4 message(id: 3)
            sheet
              stack compose (root: compose): #3 pickRecipient
          stack sent: empty
        """)
  }

  @available(*, deprecated, message: "runs the 0.1.0 README's example")
  @Test func theFirstExampleDoesWhatItsCommentsSay() throws {
    let router = try readme010FirstExample()
    // `pop(5)` stopped at the root: of the two messages pushed, neither is left in inbox.
    #expect(router.state.stack("inbox")?.entries.map(\.route) == [AnyRoute(Mail.message(id: 3))])
    // The sheet has a stack of its own, with the pushed picker on its root.
    #expect(router.state.stack("compose")?.entries.map(\.route) == [AnyRoute(Mail.pickRecipient)])
    // The tab under the sheet was pushed onto while the sheet stayed up, presented from it.
    #expect(router.visibleStack.id == "compose")
    #expect(router.state.stack("inbox")?.presented != nil)
  }
}
