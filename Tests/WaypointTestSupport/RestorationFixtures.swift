import Foundation
import Waypoint

/// Routes stored under a name a newer version of the test app uses for another type.
public struct LegacyUser: Codable, Hashable, Sendable {
  /// The user's number.
  public var userID: Int
  /// The user numbered `userID`.
  public init(userID: Int) { self.userID = userID }
}

/// The profile route of version 2 of the test app.
public struct ProfileV2: Codable, Hashable, Sendable {
  /// The profile's number.
  public var id: Int
  /// The profile numbered `id`.
  public init(id: Int) { self.id = id }
}

/// A route type the test app never registers.
public struct UnregisteredRoute: Codable, Hashable, Sendable {
  /// A payload.
  public var value: Int
  /// The route with `value`.
  public init(value: Int) { self.value = value }
}

/// The test app's snapshot coders and a sample tree, for the restoration tests.
public enum RestorationFixtures {
  /// The test app's restoration: `SavedScreen` as "screen", `SavedArticle` as "article", and plain
  /// `Int` and `String` routes.
  public static var restoration: SnapshotCoder { coder() }

  /// The test app's restoration, with `mode` and `limits`.
  public static func coder(
    mode: RestorationMode = .strict, limits: RestorationLimits = .init(),
    outputFormatting: JSONEncoder.OutputFormatting = []
  ) -> SnapshotCoder {
    SnapshotCoder(version: 1, mode: mode, limits: limits, outputFormatting: outputFormatting)
      .registering(SavedScreen.self, as: "screen")
      .registering(SavedArticle.self, as: "article")
      .registering(Int.self, as: "int")
      .registering(String.self, as: "string")
  }

  /// The test app's restoration, in `.lenient` mode.
  public static func lenient() -> SnapshotCoder { coder(mode: .lenient) }

  /// A small tree: tabs `home` and `search`; `home` has two entries and presents a sheet
  /// `settings` with one entry.
  public static func sampleState() throws -> NavigationState {
    let sheet = StackState(
      id: "settings", root: AnyRoute(SavedScreen.settings),
      entries: [
        Entry(id: EntryID(3), route: AnyRoute(SavedArticle(id: 7, title: "Hi", score: 1.5)))
      ])
    let home = StackState(
      id: "home",
      entries: [
        Entry(id: EntryID(1), route: AnyRoute(SavedScreen.profile(id: 1))),
        Entry(id: EntryID(2), route: AnyRoute(SavedScreen.search(query: "swift"))),
      ],
      presented: PresentedLayer(style: .sheet, content: .stack(sheet)))
    let search = StackState(id: "search", entries: [Entry(id: EntryID(4), route: AnyRoute(5))])
    return try NavigationState(
      content: .tabs(TabContainer(tabs: [home, search], selected: "home")))
  }

  /// The UTF-8 bytes of `text`, as a snapshot to decode.
  public static func json(_ text: String) -> Data { Data(text.utf8) }

  /// How deep JSON's arrays and objects nest in `data` (strings in a snapshot hold no
  /// brackets of their own in these tests).
  public static func deepestNesting(of data: Data) -> Int {
    var depth = 0
    var deepest = 0
    for byte in data {
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { depth -= 1 }
      deepest = max(deepest, depth)
    }
    return deepest
  }

  /// `state` without its dialogs: what restoring a snapshot of it gives back.
  public static func withoutDialogs(_ state: NavigationState) throws -> NavigationState {
    var state = state
    var ids = IDGenerator()
    for stack in state.allStacks where stack.dialog != nil {
      try state.apply(.dismissDialog(on: .stack(stack.id)), ids: &ids)
    }
    return state
  }
}

/// Makes random navigation trees of every shape the state allows: root stacks, tabs and
/// split containers, tabs that are split containers, routes of every registered type,
/// layers of every style, tabs in layers, nested layers, popovers anchored to a screen of
/// the stack presenting them (named anchors too), sheets with detents and a selection,
/// and, when asked, dialogs.
public struct RestorationTreeGenerator {
  /// The generator the trees are drawn from.
  public var random: SeededGenerator
  /// Whether stacks that present no layer sometimes show a dialog (with a message, buttons,
  /// text fields and an anchor), which no restore keeps.
  public var showsDialogs: Bool
  private var nextEntry: UInt64 = 1
  private var nextStack = 0

  /// A generator whose trees `seed` decides; with dialogs when `dialogs` is `true`.
  public init(seed: UInt64, dialogs: Bool = false) {
    random = SeededGenerator(seed: seed)
    showsDialogs = dialogs
  }

  /// The next random tree.
  public mutating func state() throws -> NavigationState {
    nextEntry = UInt64.random(in: 0...1_000, using: &random)
    nextStack = 0
    return try NavigationState(content: node(depth: 0))
  }

  private mutating func node(depth: Int) throws -> NavigationNode {
    guard Bool.random(using: &random) else { return .stack(stack(depth: depth)) }
    if Int.random(in: 0..<3, using: &random) == 0 { return .split(try split(depth: depth)) }
    // About one tab in four is a split container.
    let tabs: [TabContent] = try (0..<Int.random(in: 1...4, using: &random)).map { _ in
      Int.random(in: 0..<4, using: &random) == 0
        ? .split(try split(depth: depth)) : .stack(stack(depth: depth))
    }
    let selected = tabs[Int.random(in: 0..<tabs.count, using: &random)].id
    return .tabs(
      try TabContainer(
        tabs: tabs, selected: selected, popsToRootOnReselect: Bool.random(using: &random)))
  }

  /// A split container of two or three columns, with random selections (some of a declared
  /// type), a detail path, a layout, and layers from any column.
  private mutating func split(depth: Int) throws -> SplitContainer {
    let declares = Bool.random(using: &random)
    func selection(_ generator: inout RestorationTreeGenerator) -> AnyRoute? {
      guard Bool.random(using: &generator.random) else { return nil }
      return declares
        ? AnyRoute(Int.random(in: -99...99, using: &generator.random)) : generator.route()
    }
    var sidebar = stack(depth: depth)
    sidebar.entries = []
    sidebar.presented = nil
    sidebar.dialog = nil
    var detail = stack(depth: depth)
    let hasContent = Bool.random(using: &random)
    var content: StackState?
    if hasContent {
      var column = stack(depth: depth)
      column.entries = []
      column.presented = nil
      column.dialog = nil
      column.root = selection(&self)
      detail.root = column.root == nil ? nil : selection(&self)
      content = column
    } else {
      detail.root = selection(&self)
    }
    let compact: [SplitColumn] = hasContent ? SplitColumn.allCases : [.sidebar, .detail]
    return try SplitContainer(
      sidebar: sidebar, content: content, detail: detail,
      columnVisibility: SplitColumnVisibility.allCases[
        Int.random(in: 0..<SplitColumnVisibility.allCases.count, using: &random)],
      preferredCompactColumn: compact[Int.random(in: 0..<compact.count, using: &random)],
      sidebarSelects: declares ? Int.self : nil,
      contentSelects: declares && hasContent ? Int.self : nil,
      popsDetailOnReselect: Bool.random(using: &random))
  }

  private mutating func stack(depth: Int) -> StackState {
    nextStack += 1
    let id: StackID =
      Bool.random(using: &random) ? StackID("stack-\(nextStack)") : StackID("tab \(nextStack) é\"")
    var entries = EntryList()
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      // Mostly consecutive IDs, sometimes a gap, as pushes on other stacks make.
      nextEntry += Bool.random(using: &random) ? 1 : UInt64.random(in: 2...50, using: &random)
      entries.append(Entry(id: EntryID(nextEntry), route: route()))
    }
    let root = Int.random(in: 0..<3, using: &random) == 0 ? nil : route()
    var layer: PresentedLayer?
    if depth < 3, Int.random(in: 0..<3, using: &random) == 0 {
      let styles: [PresentationStyle] = [
        .sheet, .fullScreenCover, .popover, PresentationStyle(rawValue: "window"),
      ]
      let style = styles[Int.random(in: 0..<styles.count, using: &random)]
      layer = try? PresentedLayer(style: style, content: node(depth: depth + 1))
      if style == .popover, Bool.random(using: &random) {
        layer?.anchor = anchor(in: id, entries: entries)
      }
      if style == .sheet, Bool.random(using: &random) {
        let detents = self.detents()
        layer?.detents = detents
        layer?.selectedDetent =
          Int.random(in: 0..<4, using: &random) == 0
          ? nil : detents[Int.random(in: 0..<detents.count, using: &random)]
      }
    }
    var stack = StackState(id: id, root: root, entries: entries, presented: layer)
    if layer == nil, showsDialogs, Int.random(in: 0..<3, using: &random) == 0 {
      stack.dialog = dialog(in: id, entries: entries)
    }
    return stack
  }

  /// A screen of the stack `id`, its first or one of `entries`, maybe with a named anchor.
  private mutating func anchor(in id: StackID, entries: EntryList) -> PresentationAnchor {
    let ids = entries.map(\.id)
    let screen: ScreenID =
      ids.isEmpty || Bool.random(using: &random)
      ? .root(id) : .entry(ids[Int.random(in: 0..<ids.count, using: &random)])
    return PresentationAnchor(screen: screen, name: Bool.random(using: &random) ? text() : nil)
  }

  /// One to four detents that can be drawn, fractions and heights of any precision.
  private mutating func detents() -> [SheetDetent] {
    var detents: [SheetDetent] = [
      .medium, .large, .fraction(Double.random(in: 0.000_001...1, using: &random)),
      .height(Double.random(in: 1...10_000, using: &random)), .fraction(1),
    ]
    detents.shuffle(using: &random)
    return Array(detents.prefix(Int.random(in: 1...4, using: &random)))
  }

  /// A dialog with everything a dialog can hold, none of which a snapshot keeps but its
  /// kind and title.
  private mutating func dialog(in id: StackID, entries: EntryList) -> Dialog {
    let buttons = (0..<Int.random(in: 0...3, using: &random)).map { index in
      DialogButton(
        text(), role: DialogButton.Role.allCases[index % DialogButton.Role.allCases.count],
        value: Int.random(in: 0...1_000, using: &random))
    }
    return Dialog(
      kind: Bool.random(using: &random) ? .alert : .confirmationDialog, title: text(),
      message: Bool.random(using: &random) ? "message \(text())" : nil, buttons: buttons,
      textFields: Bool.random(using: &random)
        ? [DialogTextField("password", text: "secret \(text())", isSecure: true)] : [],
      anchor: Bool.random(using: &random) ? anchor(in: id, entries: entries) : nil)
  }

  private mutating func route() -> AnyRoute {
    let number = Int.random(in: -1_000_000...1_000_000, using: &random)
    switch Int.random(in: 0..<7, using: &random) {
    case 0: return AnyRoute(SavedScreen.home)
    case 1: return AnyRoute(SavedScreen.profile(id: number))
    case 2: return AnyRoute(SavedScreen.search(query: text()))
    case 3: return AnyRoute(SavedArticle(id: number, title: text(), score: Double(number) / 8))
    case 4: return AnyRoute(number)
    case 5: return AnyRoute(text())
    default: return AnyRoute(SavedScreen.settings)
    }
  }

  private mutating func text() -> String {
    let pieces = ["a", "Z", " ", "\"", "\\", "é", "🧭", "\n", "/", "{", "0"]
    return (0..<Int.random(in: 0...6, using: &random))
      .map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
  }
}
