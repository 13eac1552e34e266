import Foundation
import Testing
import Waypoint
import WaypointDemoKit

@Suite struct TreeDiagramTests {
  /// Expects `lines` to be one diagram: every line as wide as the first, opening and
  /// closing on a box's edge, the first a top edge and the last a bottom edge.
  private func expectWellFormed(
    _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let width = lines.first?.count ?? 0
    for (index, line) in lines.enumerated() {
      #expect(line.count == width, "line \(index + 1): \(line)", sourceLocation: sourceLocation)
      #expect(
        ["┌", "│", "└"].contains(line.first.map(String.init)),
        "line \(index + 1) opens on an edge", sourceLocation: sourceLocation)
      #expect(
        ["┐", "│", "┘"].contains(line.last.map(String.init)),
        "line \(index + 1) closes on an edge", sourceLocation: sourceLocation)
      #expect(!line.contains("\n"), sourceLocation: sourceLocation)
    }
    #expect(lines.first?.hasPrefix("┌ ") == true, sourceLocation: sourceLocation)
    #expect(lines.last?.hasPrefix("└─") == true, sourceLocation: sourceLocation)
  }

  /// Entries `#first` to `#last`, each with the route `route(n)`.
  private func entries(
    _ range: ClosedRange<Int>, route: (Int) -> String = { "screen\($0)" }
  ) -> EntryList {
    EntryList(range.map { Entry(id: EntryID(UInt64($0)), route: AnyRoute(route($0))) })
  }

  @Test func anEmptyStackIsOneBoxAtTheNarrowestWidth() {
    let lines = TreeDiagram.lines(for: NavigationState(stack: "main"))
    #expect(
      lines == [
        "┌ stack main ──────────┐",
        "│ no entries           │",
        "└──────────────────────┘",
      ])
    #expect(lines.first?.count == TreeDiagram.minimumBoxWidth)
  }

  @Test func aStackListsItsRootAndEntriesBottomFirst() throws {
    let stack = StackState(id: "home", root: AnyRoute("router"), entries: entries(1...2))
    let lines = TreeDiagram.lines(for: try NavigationState(content: .stack(stack)))
    #expect(
      lines == [
        "┌ stack home (root router) ─┐",
        "│ #1 screen1 › #2 screen2   │",
        "└───────────────────────────┘",
      ])
  }

  @Test func aPopoverNamesItsAnchorInsideTheStackThatPresentsIt() throws {
    let popover = PresentedLayer(
      style: .popover, content: .stack(StackState(id: "share", root: AnyRoute("share"))),
      anchor: .named("share", in: .entry(EntryID(1))), detents: [], selectedDetent: nil)
    let stack = StackState(id: "main", entries: entries(1...1), presented: popover)
    let lines = TreeDiagram.lines(for: try NavigationState(content: .stack(stack)))
    #expect(
      lines == [
        "┌ stack main ─────────────────────────┐",
        "│ #1 screen1                          │",
        "│ ┌ popover · anchor \"share\" in #1 ─┐ │",
        "│ │ ┌ stack share (root share) ───┐ │ │",
        "│ │ │ no entries                  │ │ │",
        "│ │ └─────────────────────────────┘ │ │",
        "│ └─────────────────────────────────┘ │",
        "└─────────────────────────────────────┘",
      ])
  }

  @Test func aSheetNamesItsDetentsAndTheOneItRestsAt() throws {
    let sheet = PresentedLayer(
      style: .sheet, content: .stack(StackState(id: "settings")), anchor: nil,
      detents: [.medium, .fraction(0.25)], selectedDetent: .fraction(0.25))
    let state = try NavigationState(content: .stack(StackState(id: "main", presented: sheet)))
    let lines = TreeDiagram.lines(for: state)
    expectWellFormed(lines)
    #expect(lines[2].contains("┌ sheet · detents medium fraction:0.25 · at fraction:0.25 ─"))
  }

  @Test func aDialogListsItsTitleMessageNumberedButtonsAndTextFields() throws {
    let dialog = Dialog.alert(
      "Rename", message: "Choose a new name for the draft you are editing right now, please.",
      buttons: [.cancel(value: 0), DialogButton("Rename", value: 1)],
      textFields: [DialogTextField("Name"), DialogTextField("Password", isSecure: true)],
      anchor: .screen(.root("main")))
    let state = try NavigationState(content: .stack(StackState(id: "main", dialog: dialog)))
    let lines = TreeDiagram.lines(for: state, width: 60)
    expectWellFormed(lines)
    #expect(lines.first?.count == 60)
    #expect(lines.contains { $0.contains("┌ alert · anchor root of \"main\" ─") })
    #expect(lines.contains { $0.contains("│ \"Rename\" ") })
    // The message wraps between its words.
    #expect(lines.contains { $0.contains("│ \"Choose a new name for the draft you are editing ") })
    #expect(lines.contains { $0.contains("│ right now, please.\" ") })
    #expect(lines.contains { $0.contains("│ 1 \"Cancel\" (cancel) · 2 \"Rename\" ") })
    #expect(lines.contains { $0.contains("│ field \"Name\" · field \"Password\" (secure) ") })
  }

  @Test func longRouteNamesAreCutVisibly() throws {
    let long = String(repeating: "x", count: 300)
    let stack = StackState(
      id: "main", root: AnyRoute(long), entries: entries(1...2) { _ in long })
    let lines = TreeDiagram.lines(for: try NavigationState(content: .stack(stack)))
    expectWellFormed(lines)
    #expect(lines.first?.count == TreeDiagram.defaultWidth)
    #expect(lines[0].hasPrefix("┌ stack main (root xxx"))
    #expect(lines[0].hasSuffix("x… ─┐"))
    // Each entry is cut to fit a line, and keeps the mark that the list goes on.
    #expect(lines[1].hasPrefix("│ #1 xxx") && lines[1].hasSuffix("x… › │"))
    #expect(lines[2].hasPrefix("│ #2 xxx") && lines[2].hasSuffix("x…   │"))
    #expect(lines.count == 4)
  }

  @Test func aLongListOfEntriesShowsItsBottomACountAndItsTop() throws {
    let stack = StackState(id: "main", entries: entries(1...500))
    let lines = TreeDiagram.lines(for: try NavigationState(content: .stack(stack)))
    expectWellFormed(lines)
    #expect(lines.first?.count == TreeDiagram.defaultWidth)
    let rows = lines.dropFirst().dropLast()
    #expect(rows.count == TreeDiagram.maximumTextLines)
    let text = rows.joined()
    #expect(text.hasPrefix("│ #1 screen1 › … "))
    #expect(text.contains("#500 screen500"))
    // The count says how many entries are left out: the rest are all shown.
    let shown = text.components(separatedBy: " screen").count - 1
    let count = text.components(separatedBy: "… ").dropFirst().first?
      .split(separator: " ").first
    #expect(count.flatMap { Int($0) } == 500 - shown)
  }

  @Test func aShortListWrapsBetweenEntriesAndALongerOneLeavesItsMiddleOut() throws {
    let short = StackState(id: "main", entries: entries(1...6))
    #expect(
      TreeDiagram.lines(for: try NavigationState(content: .stack(short)), width: 40) == [
        "┌ stack main ──────────────────────────┐",
        "│ #1 screen1 › #2 screen2 ›            │",
        "│ #3 screen3 › #4 screen4 ›            │",
        "│ #5 screen5 › #6 screen6              │",
        "└──────────────────────────────────────┘",
      ])
    let longer = StackState(id: "main", entries: entries(1...12))
    #expect(
      TreeDiagram.lines(for: try NavigationState(content: .stack(longer)), width: 40) == [
        "┌ stack main ──────────────────────────┐",
        "│ #1 screen1 › … 6 more › #8 screen8 › │",
        "│ #9 screen9 › #10 screen10 ›          │",
        "│ #11 screen11 › #12 screen12          │",
        "└──────────────────────────────────────┘",
      ])
  }

  @Test func deepNestingWidensTheDiagramSoEveryBoxKeepsItsWidth() throws {
    let depth = 12
    var node = NavigationNode.stack(StackState(id: StackID("s\(depth)"), entries: entries(1...1)))
    for level in (0..<depth).reversed() {
      let sheet = PresentedLayer(style: .sheet, content: node)
      node = .stack(StackState(id: StackID("s\(level)"), presented: sheet))
    }
    let lines = TreeDiagram.lines(for: try NavigationState(content: node))
    expectWellFormed(lines)
    // A stack and a sheet box for each level, then the last stack.
    let levels = 2 * depth + 1
    #expect(lines.first?.count == TreeDiagram.minimumBoxWidth + 4 * (levels - 1))
    // Each box has two edges, and each stack a line of entries.
    #expect(lines.count == 2 * levels + depth + 1)
    let innermost = String(repeating: "│ ", count: levels - 1) + "┌ stack s\(depth) ─"
    #expect(lines.contains { $0.hasPrefix(innermost) })
    let entry = String(repeating: "│ ", count: levels) + "#1 screen1"
    #expect(lines.contains { $0.hasPrefix(entry) })
  }

  @Test func tabsAndASplitContainerHoldABoxPerTabAndPerColumn() throws {
    let split = try SplitContainer(
      sidebar: StackState(id: "side"), detail: StackState(id: "detail", root: AnyRoute("a")),
      columnVisibility: .detailOnly, preferredCompactColumn: .detail)
    let tabs = try TabContainer(
      tabs: [.stack(StackState(id: "home")), .split(split)], selected: "side")
    let lines = TreeDiagram.lines(for: try NavigationState(content: .tabs(tabs)))
    expectWellFormed(lines)
    #expect(lines[0].hasPrefix("┌ tabs · selected side ─"))
    #expect(lines[1].hasPrefix("│ ┌ stack home ─"))
    #expect(
      lines.contains { $0.hasPrefix("│ ┌ split side · visibility detailOnly · compact detail ─") })
    #expect(lines.contains { $0.hasPrefix("│ │ ┌ sidebar · stack side ─") })
    #expect(lines.contains { $0.hasPrefix("│ │ ┌ detail · stack detail (root a) ─") })
    #expect(!lines.contains { $0.contains("content ·") })
  }

  @Test func controlCharactersInNamesAreEscaped() throws {
    let stack = StackState(
      id: "a\nb", root: AnyRoute("tab\there"), entries: entries(1...1) { _ in "\u{1B}[2J" })
    let lines = TreeDiagram.lines(for: try NavigationState(content: .stack(stack)))
    expectWellFormed(lines)
    #expect(lines[0].hasPrefix("┌ stack a\\nb (root tab\\there) ─"))
    #expect(lines[1].hasPrefix("│ #1 \\u{1B}[2J "))
  }

  @Test func aNarrowWidthStillGivesEachBoxItsNarrowestWidth() throws {
    let state = try NavigationState(tabs: ["home", "explore"], selected: "home")
    let lines = TreeDiagram.lines(for: state, width: 10)
    expectWellFormed(lines)
    #expect(lines.first?.count == TreeDiagram.minimumBoxWidth + 4)
    #expect(TreeDiagram.render(state, width: 10) == lines.joined(separator: "\n"))
  }
}
