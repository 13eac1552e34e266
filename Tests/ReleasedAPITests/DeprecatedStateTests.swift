// Each deprecated spelling of the state tree's API, checked to do what its replacement
// does. An app written against 0.1.0 must keep compiling and behaving the same. The tests
// are marked deprecated themselves, so the old spellings' deprecation warnings are
// silenced inside them and only there, even in a build with -warnings-as-errors.

import Testing
import Waypoint

@Suite("Deprecated state spellings")
struct DeprecatedStateTests {
  /// A tree with entries in a tab, in a layer it presents, and in another tab.
  private static func tree() throws -> NavigationState {
    var state = try NavigationState(tabs: ["inbox", "sent", "drafts"], selected: "inbox")
    var ids = IDGenerator(startingAt: 40)
    try state.apply(.push([AnyRoute(Mail.message(id: 1)), AnyRoute(Mail.compose)]), ids: &ids)
    try state.apply(.present(.sheet(Mail.compose, id: "compose")), ids: &ids)
    try state.apply(.push([AnyRoute(Mail.pickRecipient)]), ids: &ids)
    try state.apply(.push([AnyRoute(Mail.account)], on: "sent"), ids: &ids)
    return state
  }

  @available(*, deprecated, message: "uses the 0.1.0 spelling NavigationState.highestEntryID")
  @Test func highestEntryIDIsTheLargestIDOfAllStacks() throws {
    let state = try Self.tree()
    #expect(state.highestEntryID == state.allStacks.flatMap(\.entries).map(\.id).max())
    #expect(state.highestEntryID == EntryID(43))
    let empty = NavigationState(stack: "main")
    #expect(empty.highestEntryID == nil)
    #expect(empty.allStacks.flatMap(\.entries).map(\.id).max() == nil)
  }

  @available(*, deprecated, message: "uses the 0.1.0 spelling TabContainer.selectedIndex")
  @Test func selectedIndexIsThePositionOfTheSelection() throws {
    var state = try Self.tree()
    var ids = IDGenerator()
    for tab: StackID in ["sent", "drafts", "inbox"] {
      try state.apply(.selectTab(tab), ids: &ids)
      let container = try #require(state.tabContainer(holding: tab))
      #expect(container.selectedIndex == container.tabIDs.firstIndex(of: container.selection))
      #expect(container.tabs[container.selectedIndex] == container.selectedStack)
    }
  }

  @available(*, deprecated, message: "uses the 0.1.0 spelling TabContainer.tab(_:)")
  @Test func tabIsTheStackWithThatID() throws {
    let state = try Self.tree()
    let container = try #require(state.tabContainer(holding: "sent"))
    for id: StackID in ["inbox", "sent", "drafts"] {
      let tab = try #require(container.tab(id))
      #expect(tab == state.stack(id))
      #expect(tab == container.tabs.first { $0.id == id })
    }
    // A stack of the tree that is not one of the container's tabs, and one that is not in
    // the tree at all.
    #expect(container.tab("compose") == nil)
    #expect(container.tabs.first { $0.id == "compose" } == nil)
    #expect(container.tab("nowhere") == nil)
  }
}
