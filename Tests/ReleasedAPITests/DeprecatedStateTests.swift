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
      #expect(container.selectedIndex == container.tabs.firstIndex { $0.id == container.selection })
      #expect(container.tabs[container.selectedIndex] == state.stack(container.selection))
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

  @available(*, deprecated, message: "uses the 0.1.0 spellings of EntryList's reads")
  @Test func entryListReadsAreTheSequenceSpellings() throws {
    let state = try Self.tree()
    let lists = state.allStacks.map(\.entries) + [EntryList()]
    for list in lists {
      #expect(list.array == Array(list))
      #expect(list.routes == list.map(\.route))
      for count in 0...4 { #expect(list.top(count) == list.suffix(count)) }
      for id in (38...45).map(EntryID.init) {
        #expect(list.contains(id: id) == list.contains { $0.id == id })
        #expect(list.countAbove(id) == list.reversed().firstIndex { $0.id == id })
      }
    }
  }

  @available(*, deprecated, message: "uses the 0.1.0 spellings of NavigationState's reads")
  @Test func stateReadsAreTheirReplacements() throws {
    let state = try Self.tree()
    #expect(state.stackIDs == state.allStacks.map(\.id).sorted())
    #expect(state.stackIDs == ["compose", "drafts", "inbox", "sent"])
    for id: StackID in ["inbox", "compose", "drafts", "nowhere"] {
      #expect(state.contains(id) == (state.stack(id) != nil))
    }
    #expect(state.contains("compose") && !state.contains("nowhere"))
    #expect(state.entryCount == state.allStacks.reduce(0) { $0 + $1.depth })
    #expect(state.entryCount == 4)
    let container = try #require(state.tabContainer(holding: "inbox"))
    #expect(container.tabIDs == container.tabs.map(\.id))
    #expect(container.selectedStack == state.stack(container.selection))
    for stack in state.allStacks { #expect(stack.canPop == (stack.depth > 0)) }
    #expect(!NavigationState().visibleStack.canPop)
  }

  @available(*, deprecated, message: "uses the 0.1.0 spellings of the tree's nodes and layers")
  @Test func nodeAndLayerReadsAreTheirReplacements() throws {
    let state = try Self.tree()
    #expect(state.root.stacks == state.tabContainer(holding: "inbox")?.tabs)
    let layer = try #require(state.stack("inbox")?.presented)
    #expect(layer.content.stacks == [state.stack("compose")])
    #expect(layer.root == layer.content.shownStack.root)
    #expect(layer.root == AnyRoute(Mail.compose))
    let tabs = PresentedLayer(
      style: .sheet,
      content: .tabs(
        try TabContainer(
          tabs: [StackState(id: "a", root: AnyRoute(1)), StackState(id: "b", root: AnyRoute(2))],
          selected: "b")))
    #expect(tabs.root == tabs.content.shownStack.root)
    #expect(tabs.root == AnyRoute(2))
    let entry = try #require(state.stack("inbox")?.entries.last)
    #expect(entry.route(as: Mail.self) == entry.route.value(as: Mail.self))
    #expect(entry.route(as: Int.self) == nil)
    #expect(entry.route.valueType == type(of: entry.route.base))
    #expect(entry.route.valueType == Mail.self)
  }

  @available(*, deprecated, message: "uses the 0.1.0 spelling NavigationState.applying(_:ids:)")
  @Test func applyingIsApplyOnACopy() throws {
    let start = try Self.tree()
    let actions: [NavigationAction] = [
      .pop(2, from: "inbox"), .push([AnyRoute(Mail.login)], on: "drafts"), .dismissTop,
      .selectTab("sent"), .present(.sheet(Mail.login)), .pop(1, from: "nowhere"),
    ]
    for action in actions {
      var oldIDs = IDGenerator(startingAt: 100)
      var newIDs = IDGenerator(startingAt: 100)
      var next = start
      let old = Result { () throws(NavigationError) in try start.applying(action, ids: &oldIDs) }
      let new = Result { () throws(NavigationError) in try next.apply(action, ids: &newIDs) }
      switch (old, new) {
      case (.success(let transition), .success(let changes)):
        #expect(transition.state == next, "\(action)")
        #expect(transition.changes == changes, "\(action)")
        #expect(transition.removedCount == transition.changes.removedCount, "\(action)")
        #expect(!transition.isDeferred)
      case (.failure(let old), .failure(let new)):
        #expect(old == new, "\(action)")
        #expect(next == start, "\(action)")
      default:
        Issue.record("\(action): \(old) but \(new)")
      }
      #expect(oldIDs == newIDs, "\(action)")
    }
  }

  @available(*, deprecated, message: "uses the 0.1.0 spellings of NavigationChanges")
  @Test func changesReadsAreTheirReplacements() throws {
    var state = try Self.tree()
    var ids = IDGenerator(startingAt: 100)
    let batch = try state.apply(
      .batch([
        .pop(1, from: "inbox"), .push([AnyRoute(Mail.account)], on: "drafts"),
        .selectTab("sent"), .dismissTop,
      ]),
      ids: &ids)
    let nothing = try state.apply(.pop(0), ids: &ids)
    let push = try state.apply(.push([AnyRoute(Mail.login)]), ids: &ids)
    for changes in [batch, nothing, push] {
      #expect(changes.addedEntries == changes.stacks.flatMap(\.added))
      #expect(changes.removedEntries == changes.stacks.flatMap(\.removed))
      for id: StackID in ["inbox", "sent", "drafts", "compose", "nowhere"] {
        #expect(changes.change(of: id) == changes.stacks.first { $0.stack == id })
      }
      for change in changes.stacks {
        #expect(change.addedCount == change.added.count)
        #expect(change.removedCount == change.removed.count)
      }
      #expect(
        changes.changesStructure
          == (!changes.presented.isEmpty || !changes.dismissed.isEmpty
            || !changes.selections.isEmpty || changes.replacedTree))
    }
    #expect(batch.changesStructure && !push.changesStructure)
    #expect(batch.addedEntries.map(\.route) == [AnyRoute(Mail.account)])
    #expect(batch.change(of: "inbox")?.removedCount == 1)
    #expect(batch.change(of: "drafts")?.addedCount == 1)
    #expect(NavigationChanges() == nothing)
    #expect(NavigationChanges().isEmpty)
    #expect("\(NavigationChanges())" == "no changes")
  }

  @available(*, deprecated, message: "uses the 0.1.0 spellings of IDGenerator")
  @MainActor
  @Test func idGeneratorSpellingsDoWhatTheRouterDoes() throws {
    var ids = IDGenerator(startingAt: 5)
    #expect(ids.next == 5)
    #expect(ids.makeEntryID() == EntryID(5))
    #expect(ids.makeStackID() == StackID("stack-6"))
    #expect(ids.next == 7)
    // Reserving a tree moves past its IDs, as a router given that tree does.
    let state = try Self.tree()
    var reserved = IDGenerator(startingAt: 1)
    reserved.reserve(idsIn: state)
    #expect(reserved.next == 44)
    #expect(reserved.next == (state.allStacks.flatMap(\.entries).map(\.id.rawValue).max() ?? 0) + 1)
    let router = Router(state, ids: IDGenerator(startingAt: 1))
    router.push(Mail.login)
    #expect(router.visibleStack.entries.last?.id == reserved.makeEntryID())
    // A present without an ID names the stack as makeStackID does.
    var generated = IDGenerator(startingAt: 60)
    var tree = NavigationState()
    var treeIDs = IDGenerator(startingAt: 60)
    try tree.apply(.present(.sheet(Mail.login)), ids: &treeIDs)
    #expect(tree.visibleStack.id == generated.makeStackID())
  }

  @available(*, deprecated, message: "uses the 0.1.0 spellings mappingRoutes(_:)")
  @Test func mappingRoutesMapsEveryRouteItBringsIn() throws {
    let state = try Self.tree()
    func swap(_ route: AnyRoute) -> AnyRoute {
      route == AnyRoute(Mail.compose) ? AnyRoute(Mail.login) : route
    }
    let mapped = state.mappingRoutes(swap)
    #expect(mapped.stack("compose")?.root == AnyRoute(Mail.login))
    #expect(
      mapped.stack("inbox")?.entries.map(\.route) == [
        AnyRoute(Mail.message(id: 1)), AnyRoute(Mail.login),
      ])
    #expect(mapped.allStacks.map(\.id) == state.allStacks.map(\.id))
    #expect(
      mapped.allStacks.flatMap(\.entries).map(\.id) == state.allStacks.flatMap(\.entries).map(\.id))
    let push = NavigationAction.push([AnyRoute(Mail.compose), AnyRoute(Mail.account)], on: "sent")
    #expect(
      push.mappingRoutes(swap) == .push([AnyRoute(Mail.login), AnyRoute(Mail.account)], on: "sent"))
    #expect(NavigationAction.pop(1).mappingRoutes(swap) == .pop(1))
    #expect(NavigationAction.replaceState(state).mappingRoutes(swap) == .replaceState(mapped))
    let sheet = NavigationAction.present(.sheet(Mail.compose, id: "c", path: [Mail.compose]))
    #expect(sheet.mappingRoutes(swap) == .present(.sheet(Mail.login, id: "c", path: [Mail.login])))
  }

  @available(*, deprecated, message: "uses the 0.1.0 spellings StackSpec.id, root and path")
  @Test func stackSpecPropertiesAreWhatItWasMadeWith() throws {
    let root = AnyRoute(Mail.compose)
    let path = [AnyRoute(Mail.pickRecipient), AnyRoute(Mail.account)]
    var spec = StackSpec(id: "compose", root: root, path: path)
    #expect(spec.id == "compose")
    #expect(spec.root == root)
    #expect(spec.path == path)
    #expect(StackSpec().id == nil && StackSpec().root == nil && StackSpec().path.isEmpty)
    // The stack a present makes from it holds the same.
    var state = NavigationState()
    var ids = IDGenerator(startingAt: 1)
    try state.apply(.present(Presentation(style: .sheet, content: .stack(spec))), ids: &ids)
    let made = try #require(state.stack("compose"))
    #expect(made.id == spec.id && made.root == spec.root)
    #expect(made.entries.map(\.route) == spec.path)
    // Setting one is making the spec with it.
    spec.id = "other"
    spec.root = nil
    spec.path = [root]
    #expect(spec == StackSpec(id: "other", root: nil, path: [root]))
  }

  @available(*, deprecated, message: "uses the 0.1.0 spellings Presentation.style and content")
  @Test func presentationStyleAndContentAreWhatItWasMadeWith() throws {
    var sheet = Presentation.sheet(Mail.compose, id: "compose", path: [Mail.login])
    let spec = StackSpec(
      id: "compose", root: AnyRoute(Mail.compose), path: [AnyRoute(Mail.login)])
    #expect(sheet.style == .sheet)
    #expect(sheet.content == .stack(spec))
    #expect(sheet == Presentation(style: sheet.style, content: sheet.content))
    let cover = Presentation.fullScreenCover(Mail.account)
    #expect(cover.style == .fullScreenCover)
    #expect(cover.content == .stack(StackSpec(root: AnyRoute(Mail.account))))
    let tabs = Presentation(style: .sheet, content: .tabs([spec], selected: "compose"))
    #expect(tabs.content == .tabs([spec], selected: "compose"))
    // The layer in the tree, read through StackState.presented, has the same style.
    var state = NavigationState(stack: "main")
    var ids = IDGenerator(startingAt: 1)
    try state.apply(.present(sheet), ids: &ids)
    let layer = try #require(state.stack("main")?.presented)
    #expect(layer.style == sheet.style)
    #expect(layer.content.shownStack.id == "compose")
    // Setting one is making the presentation with it.
    sheet.style = .fullScreenCover
    #expect(sheet == .fullScreenCover(Mail.compose, id: "compose", path: [Mail.login]))
    sheet.content = .stack(StackSpec(root: AnyRoute(Mail.account)))
    #expect(sheet == cover)
  }

  @available(
    *, deprecated, message: "uses the 0.1.0 spellings EntryList.removeLast(upTo:), dropLast(upTo:)"
  )
  @MainActor
  @Test func removingTheLastEntriesIsBuildingTheListWithoutThem() throws {
    let entries = (1...5).map {
      Entry(id: EntryID(UInt64($0)), route: AnyRoute(Mail.message(id: $0)))
    }
    let list = EntryList(entries)
    for count in 0...7 {
      var removed = list
      #expect(removed.removeLast(upTo: count) == Array(list.suffix(count)))
      #expect(removed == EntryList(list.dropLast(count)))
      var dropped = list
      #expect(dropped.dropLast(upTo: count) == min(count, list.count))
      #expect(dropped == EntryList(list.dropLast(count)))
    }
    // As a pop through a StackHandle leaves the stack's entries.
    let router = Router(try NavigationState(tabs: ["inbox", "sent"], selected: "inbox"))
    router.push(contentsOf: (1...5).map { Mail.message(id: $0) })
    var old = router.stack("inbox").entries
    let popped = router.stack("inbox").pop(2)
    #expect(old.removeLast(upTo: 2).count == popped)
    #expect(old == router.stack("inbox").entries)
  }

  @available(*, deprecated, message: "uses the 0.1.0 spelling EntryPosition.init(stack:index:)")
  @Test func aPositionMadeByHandIsThePositionAnErrorCarries() throws {
    let position = EntryPosition(stack: "main", index: 1)
    #expect(position.stack == "main" && position.index == 1)
    #expect(position.description == #"position 1 of stack "main""#)
    let entry = Entry(id: EntryID(3), route: AnyRoute(Mail.compose))
    #expect(
      throws: NavigationError.duplicateEntryID(
        EntryID(3), first: EntryPosition(stack: "main", index: 0), second: position)
    ) {
      try NavigationState(root: .stack(StackState(id: "main", entries: [entry, entry])))
    }
  }
}
