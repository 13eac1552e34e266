import Testing
import Waypoint
import WaypointTestSupport

/// `router.screen(.entry(id))` finds a pushed screen through the router's index of entries,
/// which the first lookup makes and each change keeps up to date or drops.
@Suite("Looking a pushed screen up")
@MainActor
struct ScreenLookupTests {
  private func tabs() throws -> Router {
    try Router(NavigationState(tabs: ["home", "search", "inbox"], selected: "home"))
  }

  @Test func aPushedScreenIsFoundInItsStackUntilItIsPopped() throws {
    let router = try tabs()
    let first = try #require(router.push(Screen.profile))
    #expect(router.indexedEntryCount == nil, "no index before a pushed screen is looked up")
    #expect(router.screen(.entry(first)).stack == "home")
    #expect(router.indexedEntryCount == 1)

    // Pushes, pops and tab selections keep the index: it follows them entry by entry.
    router.selectTab("inbox")
    let second = try #require(router.push(Screen.about))
    let third = try #require(router.stack("search").push(Screen.settings))
    #expect(router.indexedEntryCount == 3)
    #expect(router.screen(.entry(second)).stack == "inbox")
    #expect(router.screen(.entry(third)).stack == "search")
    router.pop()
    #expect(router.screen(.entry(second)).stack == nil)
    #expect(router.screen(.entry(second)).scope.isReleased)
    #expect(router.indexedEntryCount == 2)
    #expect(router.screen(.entry(first)).stack == "home")
  }

  @Test func aSheetsPathIsFoundWhileItIsShownAndNotAfter() throws {
    let router = try tabs()
    let below = try #require(router.push(Screen.profile))
    #expect(router.screen(.entry(below)).stack == "home")
    router.present(.sheet(Screen.settings, id: "sheet", path: [Screen.about, Screen.profile]))
    let path = router.state.stack("sheet")?.entries.map(\.id) ?? []
    #expect(path.count == 2)
    for id in path { #expect(router.screen(.entry(id)).stack == "sheet") }
    let pushed = try #require(router.push(Screen.about))
    #expect(router.screen(.entry(pushed)).stack == "sheet")

    router.dismiss()
    for id in path + [pushed] { #expect(router.screen(.entry(id)).stack == nil) }
    #expect(router.screen(.entry(below)).stack == "home")
  }

  @Test func aReplacedTreeIsLookedUpAsItIsNow() throws {
    let router = try tabs()
    let old = try #require(router.push(Screen.profile))
    #expect(router.screen(.entry(old)).stack == "home")
    let entry = Entry(id: EntryID(500), route: AnyRoute(Screen.about))
    let next = try NavigationState(
      content: .tabs(
        TabContainer(
          tabs: [StackState(id: "home"), StackState(id: "search", entries: [entry])],
          selected: "search")))
    try router.send(.replaceState(next), source: .restoration)
    #expect(router.screen(.entry(old)).stack == nil)
    #expect(router.screen(.entry(EntryID(500))).stack == "search")
  }

  @Test func anObserverFindsTheScreenTheChangeItHearsOfPushed() throws {
    let router = try tabs()
    _ = router.screen(.entry(EntryID(999)))  // makes the index
    var found: [StackID?] = []
    let registration = router.events.observe { event in
      for change in event.changes.stacks {
        for entry in change.added { found.append(router.screen(.entry(entry.id)).stack) }
        for entry in change.removed { found.append(router.screen(.entry(entry.id)).stack) }
      }
    }
    router.push(Screen.profile)
    router.pop()
    router.events.remove(registration)
    #expect(found == ["home", nil])
  }
}
