import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// Random split containers printed as state links and read back: a split container prints
/// as the one stack it reads as when compact (its ID, the selections, the detail column's
/// path, and a layer the detail column presents), and the link opens that same state.
@MainActor
@Suite struct SplitLinkPropertyTests {
  typealias Page = LinkPrintPropertyTests.Page

  /// What a split container's state link shows.
  struct Shown: Equatable, CustomStringConvertible {
    var container: StackID
    var path: [AnyRoute]
    var layer: PresentationStyle?
    var layerRoutes: [AnyRoute] = []

    init?(_ state: NavigationState) {
      guard case .split(let split) = state.content else { return nil }
      container = split.id
      path = split.collapsedPath
      if let presented = split.detail.presented {
        layer = presented.style
        if case .stack(let stack) = presented.content {
          layerRoutes = (stack.root.map { [$0] } ?? []) + stack.entries.map(\.route)
        }
      }
    }

    var description: String {
      "\(path) on \(container)" + (layer.map { " with a \($0) of \(layerRoutes)" } ?? "")
    }
  }

  static func referenceLink(_ shown: Shown, web: Bool) -> String {
    var link =
      LinkPrintPropertyTests.prefix(web: web)
      + LinkPrintPropertyTests.encoded(
        shown.container.rawValue)
    let pages = shown.path.compactMap { $0.value(as: Page.self) }
    if !pages.isEmpty { link += "/" + LinkPrintPropertyTests.path(pages) }
    if let layer = shown.layer {
      link +=
        "?" + layer.rawValue + "="
        + LinkPrintPropertyTests.path(shown.layerRoutes.compactMap { $0.value(as: Page.self) })
    }
    return link
  }

  static func container(columns: Int) throws -> NavigationState {
    try NavigationState(
      content: .split(
        SplitContainer(
          sidebar: StackState(id: "mail boxes/é"),
          content: columns == 3 ? StackState(id: "messages") : nil,
          detail: StackState(id: "message"))))
  }

  /// A split container with random selections, a detail path once the last column
  /// selected something, and sometimes a sheet on the detail column.
  static func randomState(_ generator: inout SeededGenerator, columns: Int) throws
    -> NavigationState
  {
    let router = Router(try container(columns: columns))
    let selected = Int.random(in: 0...(columns - 1), using: &generator)
    let selectionColumns: [SplitColumn] = columns == 3 ? [.sidebar, .content] : [.sidebar]
    for column in selectionColumns.prefix(selected) {
      router.select(
        LinkPrintPropertyTests.randomPage(&generator), column: column, in: "mail boxes/é")
    }
    if selected == columns - 1 {
      router.stack("message").push(
        contentsOf: (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          LinkPrintPropertyTests.randomPage(&generator) as any Hashable & Sendable
        })
      if Bool.random(using: &generator) {
        router.stack("message").present(
          .sheet(LinkPrintPropertyTests.randomPage(&generator), path: [Page.posts]))
      }
    }
    return router.state
  }

  @Test(arguments: [UInt64(0x5EED_5917)])
  func printedSplitLinksReadBackToTheSameState(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let maps = [
      try LinkPrintPropertyTests.links(web: false), try LinkPrintPropertyTests.links(web: true),
    ]
    var printed = 0
    var refused = 0
    var failures = 0
    for index in 0..<3_000 {
      let web = Bool.random(using: &generator)
      let links = maps[web ? 1 : 0]
      let columns = Bool.random(using: &generator) ? 3 : 2
      let state = try Self.randomState(&generator, columns: columns)
      let shown = try #require(Shown(state))
      let reference = Self.referenceLink(shown, web: web)
      // A reader that had other selections and a path: the link replaces them.
      let reader = Router(try Self.container(columns: columns))
      reader.onFailure = { _ in }
      reader.select(Page.posts, in: "mail boxes/é")
      reader.stack("message").push(Page.flag(true))
      let opened = reader.open(reference, with: links) ? Shown(reader.state) : nil
      do {
        let link = try links.url(for: state)
        printed += 1
        if link != reference || opened != shown {
          failures += 1
          if failures <= 10 {
            let openedText = opened.map { "\($0)" } ?? "nothing"
            Issue.record(
              "tree \(index): \(shown) printed as \(link) (reference \(reference)), which opens \(openedText)"
            )
          }
        }
      } catch {
        refused += 1
        // Refused only when the hand-written link reads as another state, or is too long.
        if opened == shown {
          failures += 1
          if failures <= 10 {
            Issue.record("tree \(index): \(shown) refused (\(error)), but \(reference) opens it")
          }
        }
      }
    }
    #expect(failures == 0)
    #expect(printed > 2_000, "printed \(printed), refused \(refused)")
  }

  @Test func aMailLinkSelectsTwiceAndPushesAsOneChange() throws {
    var links = LinkMap(schemes: ["mail"])
    try links.registerRoute("mailboxes/:name", as: String.self) { match in
      try match.parameter("name")
    } print: { name in
      ["name": name]
    }
    try links.registerRoute("messages/:id<Int>", as: Int.self) { match in
      try match.parameter("id")
    } print: { id in
      ["id": id]
    }
    try links.registerRoute("attachments/:id<Int>", as: Double.self) { match in
      Double(try match.parameter("id", as: Int.self))
    } print: { id in
      ["id": Int(id)]
    }
    try links.register("mail/**routes") { match in
      .stack("mail", path: try match.routes())
    }
    let router = Router(
      try NavigationState(
        content: .split(
          SplitContainer(
            sidebar: StackState(id: "mail"), content: StackState(id: "messages"),
            detail: StackState(id: "message")))))
    var events: [NavigationEvent] = []
    router.events.observe { events.append($0) }
    #expect(router.open("mail://mail/mailboxes/inbox/messages/42/attachments/1", with: links))
    let split = try #require(router.state.splitContainer(holding: "mail"))
    #expect(split.sidebarSelection == AnyRoute("inbox"))
    #expect(split.contentSelection == AnyRoute(42))
    #expect(split.detail.entries.map(\.route) == [AnyRoute(1.0)])
    #expect(events.count == 1)
    #expect(events.first?.source == .deepLink)
    // A default selection arriving after the link changes nothing.
    router.selectDefault("drafts", in: "mail")
    #expect(router.state.splitContainer(holding: "mail")?.sidebarSelection == AnyRoute("inbox"))
  }
}
