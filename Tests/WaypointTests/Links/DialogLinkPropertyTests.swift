import Testing
import Waypoint
import WaypointTestSupport

/// Random states with popovers (anchored or not), sheets and covers with detents, and
/// dialogs on top, printed as state links and opened: a state the map prints opens as it
/// was, and a state it refuses is one a link cannot carry (a popover anchored to a pushed
/// screen, a dialog the map did not register).
@MainActor
@Suite struct DialogLinkPropertyTests {
  static let registered: [String: Dialog] = [
    "discard": .confirmationDialog(
      "Discard the draft?", buttons: [.destructive("Discard", value: 1), .cancel(value: 0)]),
    "saved": .alert("Saved", buttons: [.cancel("OK", value: 0)]),
    "delete forever/ü&=+": .alert(
      "Delete forever?", message: "This cannot be undone.",
      buttons: [.destructive("Delete", value: 1), .cancel(value: 0)],
      textFields: [DialogTextField("Type DELETE")]),
  ]
  static let tabs: [StackID] = ["home", "in box"]

  static func links() throws -> LinkMap {
    var links = LinkMap(schemes: ["myapp"])
    try LinkFixtures.registerScreens(in: &links)
    for (name, dialog) in registered { links.registerDialog(name, dialog) }
    try links.registerStateLinks(styles: [.sheet, .fullScreenCover, .popover])
    return links
  }

  /// What a state link shows: the stack, its routes, the layer with its routes, anchor
  /// and detents, and the dialog on top.
  struct Shown: Equatable, CustomStringConvertible {
    var stack: StackID
    var path: [AnyRoute]
    var layer: PresentationStyle?
    var layerRoutes: [AnyRoute] = []
    /// `nil` for no anchor, `.some(nil)` for the first screen, else the anchor's name.
    var anchor: String??
    var detents: [SheetDetent] = []
    var restsAt: SheetDetent?
    var dialog: Dialog?

    init(_ state: NavigationState) {
      let shown = state.content.shownStack
      stack = shown.id
      path = shown.entries.map(\.route)
      var top = shown
      if let presented = shown.presented {
        layer = presented.style
        if case .stack(let stack) = presented.content {
          layerRoutes = (stack.root.map { [$0] } ?? []) + stack.entries.map(\.route)
          top = stack
        }
        anchor = presented.anchor.map(\.name)
        detents = presented.detents
        restsAt = presented.selectedDetent ?? presented.detents.first
      }
      dialog = top.dialog
      dialog?.anchor = nil
    }

    var description: String {
      "\(path) on \(stack)" + (layer.map { " with a \($0) of \(layerRoutes)" } ?? "")
        + (anchor.map { " anchored to \($0 ?? "the first screen")" } ?? "")
        + (detents.isEmpty
          ? "" : " at \(restsAt.map(String.init(describing:)) ?? "-") of \(detents)")
        + (dialog.map { " under \($0.title)" } ?? "")
    }
  }

  static let alphabet = Array("aZ09-._~ /%?#&=+:@!é漢🙂")

  static func text(_ generator: inout SeededGenerator) -> String {
    String(
      (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? "a"
      })
  }

  static func screen(_ generator: inout SeededGenerator) -> LinkScreen {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: .profile(id: Int.random(in: -99...Int.max, using: &generator))
    case 1: .post(slug: "s" + text(&generator))
    case 2: .settings
    case 3: .about
    case 4: .compose
    default: .attachments
    }
  }

  static func chain(_ generator: inout SeededGenerator) -> [any Hashable & Sendable] {
    (0..<Int.random(in: 0...3, using: &generator)).map { _ in screen(&generator) }
  }

  static func detents(_ generator: inout SeededGenerator) -> [SheetDetent] {
    var pool: [SheetDetent] = [
      .medium, .large, .fraction(Double.random(in: 0.000_01...1, using: &generator)),
      .height(Double.random(in: 1...2_000, using: &generator)),
    ]
    pool.shuffle(using: &generator)
    return Array(pool.prefix(Int.random(in: 1...4, using: &generator)))
  }

  /// What a random state holds that a link cannot carry.
  enum Refusal { case pushedAnchor, unregisteredDialog }

  /// A random state on `router`, and what a link cannot carry of it, if anything.
  static func build(_ router: Router, _ generator: inout SeededGenerator) -> Refusal? {
    var refusal: Refusal?
    let pushed = router.visible.push(contentsOf: chain(&generator))
    let shown = router.visibleStack.id
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: break
    case 1:
      var anchor: PresentationAnchor?
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: anchor = nil
      case 1: anchor = .screen(.root(shown))
      case 2: anchor = .named(text(&generator), in: .root(shown))
      default:
        if let entry = pushed.randomElement(using: &generator) {
          anchor = .screen(.entry(entry))
          refusal = .pushedAnchor
        }
      }
      router.present(.popover(screen(&generator), anchor: anchor, path: chain(&generator)))
    default:
      let style: PresentationStyle = Bool.random(using: &generator) ? .sheet : .fullScreenCover
      var presentation = Presentation.stack(
        style, root: screen(&generator), path: chain(&generator))
      if Bool.random(using: &generator) {
        let detents = detents(&generator)
        presentation = presentation.detents(
          detents,
          selected: Bool.random(using: &generator) ? detents.randomElement(using: &generator) : nil)
      }
      router.present(presentation)
    }
    switch Int.random(in: 0..<6, using: &generator) {
    case 0, 1:
      var dialog = registered.values.randomElement(using: &generator) ?? .alert("", buttons: [])
      if Bool.random(using: &generator) { dialog.anchor = .screen(router.visibleStack.topScreen) }
      router.present(.dialog(dialog))
    case 2:
      router.present(.dialog(.alert("Pay now \(text(&generator))", buttons: [])))
      refusal = refusal ?? .unregisteredDialog
    default: break
    }
    return refusal
  }

  @Test(arguments: [UInt64(0xD1A1_0615)])
  func printedStateLinksOpenAsTheStateWas(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let links = try Self.links()
    let readers = [
      Router(try NavigationState(tabs: Self.tabs, selected: "home")),
      Router(NavigationState(stack: "main")),
    ]
    for reader in readers { reader.onFailure = { _ in } }
    var printed = 0
    var printedParts = (dialogs: 0, anchors: 0, detents: 0)
    var refusedAnchors = 0
    var refusedDialogs = 0
    var failures = 0
    for index in 0..<3_000 {
      let tabbed = Bool.random(using: &generator)
      let router =
        tabbed
        ? Router(
          try NavigationState(
            tabs: Self.tabs, selected: Self.tabs.randomElement(using: &generator) ?? "home"))
        : Router(NavigationState(stack: "main"))
      router.onFailure = { failure in Issue.record("building tree \(index): \(failure)") }
      let refusal = Self.build(router, &generator)
      let shown = Shown(router.state)
      let reader = readers[tabbed ? 0 : 1]
      do {
        let link = try links.url(for: router.state)
        printed += 1
        if shown.dialog != nil { printedParts.dialogs += 1 }
        if shown.anchor != nil { printedParts.anchors += 1 }
        if !shown.detents.isEmpty { printedParts.detents += 1 }
        let opened = reader.open(link, with: links) ? Shown(reader.state) : nil
        if refusal != nil || opened != shown {
          failures += 1
          let what = opened.map { "\($0)" } ?? "nothing"
          Issue.record("tree \(index): \(shown) printed as \(link), which opens \(what)")
        }
      } catch {
        guard case .unprintableState(let reason) = error else {
          failures += 1
          Issue.record("tree \(index): \(shown) refused: \(error)")
          continue
        }
        switch refusal {
        case .pushedAnchor where reason.contains("a pushed screen"): refusedAnchors += 1
        case .unregisteredDialog where reason.contains("no dialog registered"): refusedDialogs += 1
        default:
          failures += 1
          Issue.record("tree \(index): \(shown) refused: \(reason)")
        }
      }
      if failures > 10 { break }

      // A link naming a dialog nothing registered opens nothing.
      let name = Self.text(&generator)
      if !name.isEmpty, Self.registered[name] == nil {
        let before = reader.state
        let link =
          "myapp://\(shown.stack.rawValue == "in box" ? "in%20box" : shown.stack.rawValue)"
          + "?dialog=" + name.addingPercentEncodingForTest
        #expect(!reader.open(link, with: links), "\(link)")
        #expect(reader.state == before, "\(link)")
      }
    }
    print(
      "DialogLinkPropertyTests seed \(seed): \(printed) printed (\(printedParts.dialogs) with a "
        + "dialog, \(printedParts.anchors) with an anchor, \(printedParts.detents) with detents), "
        + "\(refusedAnchors) refused for an "
        + "anchor to a pushed screen, \(refusedDialogs) for a dialog not registered, "
        + "\(failures) failures")
    #expect(failures == 0)
    #expect(printed > 1_500 && refusedAnchors > 20 && refusedDialogs > 100)
    #expect(printedParts.dialogs > 300 && printedParts.anchors > 100 && printedParts.detents > 200)
  }
}

extension String {
  /// Every byte but letters and digits percent-encoded: a query value that reads back as
  /// this text.
  fileprivate var addingPercentEncodingForTest: String {
    utf8.map { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded
    }.joined()
  }

  fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
