import Waypoint

extension OpsBenchmark {
  /// A router whose content is a three-column split container with a mailbox and a
  /// message selected: pushes go to its detail column.
  static func splitRouter() -> Router? {
    guard
      let split = try? SplitContainer(
        sidebar: StackState(id: "mailboxes"), content: StackState(id: "messages"),
        detail: StackState(id: "message")),
      let state = try? NavigationState(content: .split(split))
    else { return nil }
    let router = Router(state)
    router.select(0, in: "mailboxes")
    router.select(1, column: .content, in: "mailboxes")
    return router
  }

  /// Two selections in the content column per iteration (message 2, then message 1): two
  /// changes, as a push + pop pair is, each clearing the detail column's first screen.
  static func selectPair(_ router: Router) -> (Int) -> Void {
    var events = 0
    router.events.observe { _ in events += 1 }
    return { count in
      for _ in 0..<count {
        router.select(2, column: .content, in: "mailboxes")
        router.select(1, column: .content, in: "mailboxes")
      }
      blackHole(events)
    }
  }
}
