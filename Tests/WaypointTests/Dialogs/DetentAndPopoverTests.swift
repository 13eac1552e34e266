import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

@Suite("Sheet detents and popover anchors")
@MainActor
struct DetentAndPopoverTests {
  @Test func aSheetsDetentsAreStateAndTheUsersDragIsAnAction() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings").detents([.medium, .large]))
    let layer = try #require(router.state.stack("main")?.presented)
    #expect(layer.detents == [.medium, .large] && layer.selectedDetent == .medium)
    var events: [NavigationEvent] = []
    let registration = router.events.observe { events.append($0) }
    defer { router.events.remove(registration) }
    #expect(router.report(.detentChanged(.large, holding: "settings")))
    #expect(router.state.stack("main")?.presented?.selectedDetent == .large)
    #expect(events.map(\.source) == [.user])
    let change = try #require(events.first?.changes.detents.first)
    #expect(change.layer == "settings" && change.from == .medium && change.to == .large)
    // The same detent again changes nothing and emits nothing.
    #expect(!router.report(.detentChanged(.large, holding: "settings")))
    #expect(events.count == 1)
  }

  @Test func anUndeclaredOrInvalidDetentIsATypedErrorThatChangesNothing() throws {
    let router = Router()
    router.present(.sheet(Screen.settings, id: "settings").detents([.medium, .large]))
    let before = router.state
    let undeclared = error { () throws(NavigationError) in
      try router.send(.selectDetent(.fraction(0.3), holding: "settings"))
    }
    #expect(
      undeclared
        == .detentNotDeclared(.fraction(0.3), layer: "settings", declared: [.medium, .large]))
    #expect(undeclared?.description.contains("medium, large") == true)
    #expect(router.state == before)
    let invalid = error { () throws(NavigationError) in
      try router.send(.present(.sheet(Screen.about).detents([.fraction(1.5)]), on: "settings"))
    }
    #expect(invalid == .invalidDetent(.fraction(1.5)))
    let notALayer = error { () throws(NavigationError) in
      try router.send(.selectDetent(.large, holding: "main"))
    }
    #expect(notALayer == .notInLayer("main"))
  }

  @Test func detentTextReadsBack() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<1_000 {
      let detent: SheetDetent =
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: .medium
        case 1: .large
        case 2: .fraction(Double.random(in: 0.000_001...1, using: &generator))
        default: .height(Double.random(in: 0.5...100_000, using: &generator))
        }
      #expect(SheetDetent(detent.description) == detent)
    }
    for text in [
      "", "fraction:0", "fraction:1.5", "height:-1", "height:inf", "fraction:nan", "small",
    ] {
      #expect(SheetDetent(text) == nil, "\(text)")
    }
  }

  @Test func poppingAPopoversAnchorScreenDismissesIt() throws {
    let router = Router()
    router.push(Screen.profile)
    let profile = router.state.visibleStack.topScreen
    router.present(.popover(Screen.account, anchor: .named("share", in: profile), id: "share"))
    #expect(router.state.stack("main")?.presented?.anchor == .named("share", in: profile))
    #expect(router.state.stack("main")?.presented?.style == .popover)
    // Screens pushed above the anchor come and go; the popover stays.
    try router.send(.push([AnyRoute(Screen.about)], on: "main"))
    try router.send(.pop(1, from: "main"))
    #expect(router.state.hasStack("share"))
    let transition = try router.send(.pop(1, from: "main"))
    #expect(!router.state.hasStack("share"))
    #expect(transition.changes.dismissed.map(\.style) == [.popover])
  }

  @Test func anewPathWithoutTheAnchorDismissesThePopover() throws {
    let router = Router()
    router.push(Screen.profile)
    let profile = router.state.visibleStack.topScreen
    router.present(.popover(Screen.account, anchor: .screen(profile), id: "share"))
    try router.send(.setPath([AnyRoute(Screen.about)], on: "main"))
    #expect(!router.state.hasStack("share"))
  }

  @Test func aHostWithoutPopoversShowsOneAsASheetWhileTheTreeKeepsIt() throws {
    let router = Router()
    router.present(.popover(Screen.account, anchor: .screen(.root("main")), id: "share"))
    let state = router.state
    let phone = state.hostedLayers(above: "main", coversAvailable: true, popoversAvailable: true)
    let watch = state.hostedLayers(above: "main", coversAvailable: false, popoversAvailable: false)
    #expect(phone.map(\.container) == [.popover])
    #expect(watch.map(\.container) == [.sheet])
    #expect(watch.first?.style == .popover && watch.first?.anchor == .screen(.root("main")))
  }
}

@Suite("Anchors through renumbering")
@MainActor
struct AnchorRenumberingTests {
  @Test func anAnchorFollowsItsEntryToAFreshID() throws {
    let router = Router()
    router.push(Screen.about)
    router.push(Screen.settings)
    router.popToRoot()
    // A tree from elsewhere reuses ID #2 for another screen: it gets a fresh ID, and the
    // popover anchored to it follows it there.
    let entry = Entry(id: EntryID(2), route: AnyRoute(Screen.profile))
    let popover = PresentedLayer(
      style: .popover, content: .stack(StackState(id: "share", root: AnyRoute(Screen.account))),
      anchor: .named("share", in: .entry(entry.id)), detents: [.medium, .large],
      selectedDetent: .large)
    let tree = try NavigationState(
      content: .stack(StackState(id: "main", entries: [entry], presented: popover)))
    try router.send(.replaceState(tree))
    let restored = try #require(router.state.stack("main"))
    let fresh = try #require(restored.entries.last?.id)
    #expect(fresh != entry.id)
    #expect(restored.presented?.anchor == .named("share", in: .entry(fresh)))
    #expect(restored.presented?.detents == [.medium, .large])
    #expect(restored.presented?.selectedDetent == .large)
    try router.send(.pop(1, from: "main"))
    #expect(!router.state.hasStack("share"), "popping the renumbered anchor closes it")
  }

  @Test func aRedirectThatMapsRoutesKeepsDialogsAndAnchors() throws {
    var stack = StackState(id: "main", root: AnyRoute(Screen.about))
    stack.dialog = deleteDialog
    let state = try NavigationState(content: .stack(stack))
    let mapped = state.mappingEveryRoute { $0 }
    #expect(mapped == state)
  }
}
