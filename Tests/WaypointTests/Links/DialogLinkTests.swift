import Testing
import Waypoint
import WaypointTestSupport

/// Links that present registered dialogs and popovers, and state links that print a
/// popover's anchor, a sheet's detents and the dialog on top.
@MainActor
@Suite struct DialogLinkTests {
  static let discard = Dialog.confirmationDialog(
    "Discard the draft?", message: "It cannot be undone.",
    buttons: [.destructive("Discard", value: true), .cancel(value: false)])
  static let saved = Dialog.alert("Saved", buttons: [.cancel("OK", value: 0)])

  func tabbedRouter() throws -> Router {
    let router = Router(try NavigationState(tabs: ["home", "inbox"], selected: "home"))
    router.onFailure = { _ in }
    return router
  }

  func appLinks(styles: [PresentationStyle] = [.sheet, .fullScreenCover, .popover]) throws
    -> LinkMap
  {
    var links = LinkMap(schemes: ["myapp"])
    try LinkFixtures.registerScreens(in: &links)
    links.registerDialog("discard", Self.discard)
    links.registerDialog("saved", Self.saved)
    try links.register("drafts/:id/discard") { match throws(LinkError) in
      .tab(
        "inbox", path: [LinkScreen.profile(id: try match.parameter("id"))],
        presenting: .dialog(try match.dialog("discard")))
    }
    try links.register("ask/:name") { match throws(LinkError) in
      LinkTarget(presenting: .dialog(try match.dialog(try match.parameter("name"))))
    }
    try links.register("share") { _ in
      .tab(
        "home", path: [LinkScreen.about],
        presenting: .popover(LinkScreen.compose, anchor: .named("share", in: .root("home"))))
    }
    try links.registerStateLinks(styles: styles)
    return links
  }

  // MARK: Opening

  @Test func aLinkPresentsARegisteredDialogWhoseTextIsTheApps() throws {
    let router = try tabbedRouter()
    #expect(router.open("myapp://drafts/7/discard", with: try appLinks()))

    #expect(router.state.tabContainer(holding: "inbox")?.selection == "inbox")
    #expect(
      router.state.stack("inbox")?.entries.map(\.route) == [AnyRoute(LinkScreen.profile(id: 7))])
    #expect(router.state.stack("inbox")?.dialog == Self.discard)
  }

  @Test func aDialogNamedByTheLinkMustBeRegistered() throws {
    let router = try tabbedRouter()
    var failures: [NavigationFailure] = []
    router.onFailure = { failures.append($0) }
    let links = try appLinks()
    let before = router.state

    #expect(router.open("myapp://ask/saved", with: links))
    #expect(router.state.stack("home")?.dialog == Self.saved)
    try router.send(.dismissDialog(on: "home"))

    #expect(!router.open("myapp://ask/Your%20account%20is%20locked", with: links))
    #expect(router.state == before)
    let expected = LinkError.navigation(
      .dialogNotRegistered("Your account is locked", registered: ["discard", "saved"]))
    #expect(failures.map { $0.error as? LinkError } == [expected])
    #expect(throws: expected) {
      try links.action(for: "myapp://ask/Your%20account%20is%20locked", in: router.state)
    }
    #expect(expected.description.contains("Register it with LinkMap.registerDialog(_:_:)"))
  }

  @Test func registeringANameAgainReplacesItsDialogWithoutItsAnchor() throws {
    var links = try appLinks()
    let anchored = Dialog.alert("Again", buttons: [], anchor: .screen(.root("home")))
    links.registerDialog("saved", anchored)
    let router = try tabbedRouter()
    #expect(router.open("myapp://ask/saved", with: links))
    #expect(router.state.stack("home")?.dialog == Dialog.alert("Again", buttons: []))
  }

  @Test func aLinkPresentsAPopoverLikeAnyLayer() throws {
    let router = try tabbedRouter()
    #expect(router.open("myapp://share", with: try appLinks()))

    let popover = try #require(router.state.stack("home")?.presented)
    #expect(popover.style == .popover)
    #expect(popover.anchor == .named("share", in: .root("home")))
    #expect(popover.root == AnyRoute(LinkScreen.compose))
  }

  @Test func aLinkClosesTheDialogThatWouldCoverItsStack() throws {
    let router = try tabbedRouter()
    try router.send(.present(.dialog(Self.saved)))
    #expect(router.open("myapp://home?sheet=settings", with: try appLinks()))

    #expect(router.state.stack("home")?.dialog == nil)
    #expect(router.state.stack("home")?.presented?.style == .sheet)
  }

  // MARK: State links

  @Test func aStateLinkPrintsAPopoversAnchorAndReadsItBack() throws {
    let links = try appLinks()
    let router = try tabbedRouter()
    router.push(LinkScreen.profile(id: 1))
    router.present(.popover(LinkScreen.settings, anchor: .named("share", in: .root("home"))))

    let link = try links.url(for: router.state)
    #expect(link == "myapp://home/profile/1?popover=settings&anchor=root.share")
    let reader = try tabbedRouter()
    #expect(reader.open(link, with: links))
    #expect(reader.state.stack("home")?.presented?.anchor == .named("share", in: .root("home")))
    #expect(try links.url(for: reader.state) == link)
  }

  @Test func aStateLinkPrintsASheetsDetentsAndTheOneItRestsAt() throws {
    let links = try appLinks()
    let router = try tabbedRouter()
    router.present(
      Presentation.sheet(LinkScreen.settings).detents(
        [.medium, .fraction(0.25)], selected: .fraction(0.25)))

    let link = try links.url(for: router.state)
    #expect(
      link == "myapp://home?sheet=settings&detents=medium&detents=fraction%3A0.25"
        + "&selectedDetent=fraction%3A0.25")
    let reader = try tabbedRouter()
    #expect(reader.open(link, with: links))
    let sheet = try #require(reader.state.stack("home")?.presented)
    #expect(sheet.detents == [.medium, .fraction(0.25)])
    #expect(sheet.selectedDetent == .fraction(0.25))

    try reader.send(.selectDetent(.medium, holding: reader.visibleStack.id))
    #expect(
      try links.url(for: reader.state)
        == "myapp://home?sheet=settings&detents=medium&detents=fraction%3A0.25")
  }

  @Test func aStateLinkNamesTheRegisteredDialogOnTop() throws {
    let links = try appLinks()
    let router = try tabbedRouter()
    router.present(.sheet(LinkScreen.compose))
    // Shown by a screen, so anchored to it: the link names it all the same.
    router.visible.present(
      .dialog(
        Dialog(
          kind: Self.discard.kind, title: Self.discard.title, message: Self.discard.message,
          buttons: Self.discard.buttons, anchor: .screen(router.visibleStack.topScreen))))

    let link = try links.url(for: router.state)
    #expect(link == "myapp://home?sheet=compose&dialog=discard")
    let reader = try tabbedRouter()
    #expect(reader.open(link, with: links))
    #expect(reader.visibleStack.dialog == Self.discard)
    #expect(reader.state.stack("home")?.presented?.root == AnyRoute(LinkScreen.compose))

    let plain = try tabbedRouter()
    plain.present(.dialog(Self.saved))
    #expect(try links.url(for: plain.state) == "myapp://home?dialog=saved")
  }

  @Test func aStateLinkRefusesWhatItCannotCarry() throws {
    let links = try appLinks()
    let router = try tabbedRouter()
    let pushed = try #require(router.push(LinkScreen.about))
    router.present(.popover(LinkScreen.settings, anchor: .screen(.entry(pushed))))
    #expect {
      try links.url(for: router.state)
    } throws: { error in
      guard case .unprintableState(let reason) = error as? LinkError else { return false }
      return reason.contains("anchored to \(pushed), a pushed screen")
    }

    let asking = try tabbedRouter()
    asking.present(.dialog(.alert("Your session expired", buttons: [.cancel(value: 0)])))
    #expect {
      try links.url(for: asking.state)
    } throws: { error in
      guard case .unprintableState(let reason) = error as? LinkError else { return false }
      return reason.contains(
        #"the dialog "Your session expired" is shown, and no dialog registered"#)
    }

    let popovers = try tabbedRouter()
    popovers.present(.popover(LinkScreen.settings))
    #expect(throws: LinkError.self) { try appLinks(styles: [.sheet]).url(for: popovers.state) }
  }

  @Test(arguments: [
    ("myapp://home?anchor=root", "anchor"),
    ("myapp://home?detents=medium", "detents"),
    ("myapp://home?popover=settings&anchor=top", "anchor"),
    ("myapp://home?sheet=settings&detents=huge", "detents"),
    ("myapp://home?sheet=settings&detents=fraction%3A1.5", "detents"),
    ("myapp://home?sheet=settings&detents=medium&selectedDetent=large", "selectedDetent"),
  ])
  func aStateLinkWithABadItemChangesNothing(link: String, item: String) throws {
    let links = try appLinks()
    let router = try tabbedRouter()
    let before = router.state
    #expect(!router.open(link, with: links))
    #expect(router.state == before)
    #expect {
      try links.action(for: link, in: router.state)
    } throws: { error in
      guard case .invalidParameter(let name, _, _, _) = error as? LinkError else { return false }
      return name == item
    }
  }

  @Test func aStateLinkNamingNoRegisteredDialogChangesNothing() throws {
    let router = try tabbedRouter()
    let before = router.state
    #expect(!router.open("myapp://home?dialog=Pay%20now", with: try appLinks()))
    #expect(router.state == before)
  }

  @Test func aStyleCannotTakeTheNameOfAStateLinkItem() {
    var links = LinkMap(schemes: ["myapp"])
    #expect(throws: LinkError.self) {
      try links.registerStateLinks(styles: [.sheet, PresentationStyle(rawValue: "dialog")])
    }
  }

  @Test func aSplitContainersPopoverAnchoredToItsDetailColumnReadsBack() throws {
    let split = try SplitContainer(
      sidebar: StackState(id: "mail"),
      detail: StackState(id: "message", root: AnyRoute(LinkScreen.about)))
    let state = try NavigationState(content: .split(split))
    let router = Router(state)
    router.onFailure = { _ in }
    router.stack("message").push(LinkScreen.profile(id: 3))
    router.stack("message").present(
      .popover(LinkScreen.settings, anchor: .named("reply", in: .root("message"))))
    try router.send(.present(.dialog(Self.saved)))
    let links = try appLinks()

    let link = try links.url(for: router.state)
    #expect(link == "myapp://mail/about/profile/3?popover=settings&anchor=root.reply&dialog=saved")
    let reader = Router(state)
    #expect(reader.open(link, with: links))
    let popover = try #require(reader.state.stack("message")?.presented)
    #expect(popover.anchor == .named("reply", in: .root("message")))
    #expect(reader.visibleStack.dialog == Self.saved)
    #expect(try links.url(for: reader.state) == link)
  }
}
