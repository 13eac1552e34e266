import Waypoint

/// One line of a demo script, parsed.
///
/// ```
/// push profile
/// present sheet settings medium large
/// target home push about
/// choose sign out
/// ```
package enum DemoCommand: Equatable, Sendable {
  /// Pushes a route on the visible stack.
  case push(DemoRoute)
  /// Pops up to `count` screens from the visible stack, stopping at its root.
  case pop(Int)
  /// Pops the visible stack to its root.
  case root
  /// The user swipes back on the visible stack.
  case back
  /// Selects a tab; selecting the selected tab pops it to its root.
  case tab(String)
  /// Presents a layer whose stack is named after its root route; a sheet given detents
  /// rests at the first of them.
  case present(PresentationStyle, DemoRoute, detents: [SheetDetent] = [])
  /// Dismisses the top-most layer, or closes the dialog on top without a choice.
  case dismiss
  /// Pushes a route on a named stack.
  case target(String, DemoRoute)
  /// Pops up to `count` screens from a named stack, shown or not: the program's pop, which
  /// closes what is anchored to the screens it pops.
  case targetPop(String, Int)
  /// Opens a deep link.
  case open(String)
  /// Prints the link for the current state.
  case url
  /// Logs the user in.
  case login
  /// Logs the user out.
  case logout
  /// Writes a snapshot of the state to a file.
  case save(String)
  /// Replaces the state with the snapshot in a file.
  case restore(String)
  /// Pushes a setting's picker on the visible stack and awaits the value it returns.
  case pick(DemoSetting)
  /// With a dialog shown, chooses one of its buttons (by label, in any case, or by number
  /// from 1), as the user's tap; on a picker, chooses a value: the picker closes and hands
  /// it back.
  case choose(String)
  /// Closes the dialog shown without a choice, as a tap outside it or Esc: the user's.
  case cancel
  /// Presents the mail, a split view (mailboxes, messages, message), as a sheet.
  case mail
  /// Selects an item in a column of the mail: a mailbox in the sidebar, a message (its
  /// number) in the content column.
  case select(SplitColumn, String)
  /// Clears the selection in a column of the mail, and the columns after it.
  case deselect(SplitColumn)
  /// Sets the width the terminal reports for the mail: compact shows one stack, regular
  /// the columns side by side. Not navigation: no event, not saved.
  case width(SplitWidth)
  /// The visible screen asks "Sign out?" in a confirmation dialog and awaits the answer.
  case signOut
  /// The visible screen checks for updates and says so in an alert.
  case updates
  /// The visible screen's share button presents the Share popover, anchored to it.
  case share
  /// The user drags the sheet on top to rest at a detent it declares.
  case detent(SheetDetent)
  /// Prints the router's whole navigation tree as boxes nested in boxes (``TreeDiagram``):
  /// tabs, split columns, stacks, layers and dialogs. Reads the state, changes nothing.
  case tree
  /// Starts recording the router's events (``DemoApp/startRecording()``).
  case recordOn
  /// Stops recording; what was recorded stays, for `record save`.
  case recordOff
  /// Writes what the recorder holds to a file, as text.
  case recordSave(String)
  /// Reads a recording from a file and replays it into the router, one step at a time,
  /// stopping where a step's tree differs from the recorded one.
  case replay(String)

  /// Every command's name and usage, in the order help lists them.
  package static let usages: [(name: String, usage: String)] = [
    ("push", "push <route>"),
    ("pop", "pop [n]"),
    ("root", "root"),
    ("back", "back"),
    ("tab", "tab <name>"),
    ("present", "present sheet|cover <route> [<detent>…]"),
    ("dismiss", "dismiss"),
    ("target", "target <stack> push <route>|pop [n]"),
    ("open", "open <url>"),
    ("url", "url"),
    ("login", "login"),
    ("logout", "logout"),
    ("save", "save <file>"),
    ("restore", "restore <file>"),
    ("pick", "pick theme"),
    ("choose", "choose <theme>|<button>"),
    ("cancel", "cancel"),
    ("mail", "mail"),
    ("select", "select sidebar|content <item>"),
    ("deselect", "deselect sidebar|content"),
    ("width", "width compact|regular"),
    ("signout", "signout"),
    ("updates", "updates"),
    ("share", "share"),
    ("detent", "detent medium|large|fraction:<f>|height:<points>"),
    ("tree", "tree"),
    ("record", "record on|off|save <file>"),
    ("replay", "replay <file>"),
  ]

  /// Every command's name.
  package static var names: [String] { usages.map(\.name) }

  /// The command's name, as a script writes it.
  package var name: String {
    switch self {
    case .push: "push"
    case .pop: "pop"
    case .root: "root"
    case .back: "back"
    case .tab: "tab"
    case .present: "present"
    case .dismiss: "dismiss"
    case .target, .targetPop: "target"
    case .open: "open"
    case .url: "url"
    case .login: "login"
    case .logout: "logout"
    case .save: "save"
    case .restore: "restore"
    case .pick: "pick"
    case .choose: "choose"
    case .cancel: "cancel"
    case .mail: "mail"
    case .select: "select"
    case .deselect: "deselect"
    case .width: "width"
    case .signOut: "signout"
    case .updates: "updates"
    case .share: "share"
    case .detent: "detent"
    case .tree: "tree"
    case .recordOn, .recordOff, .recordSave: "record"
    case .replay: "replay"
    }
  }

  /// Whether the command runs while a dialog waits for an answer. A modal dialog keeps the
  /// user's taps from the screen under it, so the commands that act there are refused; the
  /// dialog's own (`choose`, `cancel`, `back`), `dismiss`, and what comes from outside the
  /// screen (`target`, `open`, `restore`, `replay`) or reads the state (`url`, `save`,
  /// `tree`, `record`) run.
  package var passesDialogs: Bool {
    switch self {
    case .choose, .cancel, .back, .dismiss, .target, .targetPop, .open, .url, .save, .restore,
      .tree, .recordOn, .recordOff, .recordSave, .replay:
      true
    case .push, .pop, .root, .tab, .present, .login, .logout, .pick, .mail, .select, .deselect,
      .width, .signOut, .updates, .share, .detent:
      false
    }
  }

  /// Parses one line; `nil` for a blank line or a comment (a line whose first non-blank
  /// character is `#`).
  ///
  /// - Throws: ``DemoError`` for an unknown command, a wrong number of arguments, an
  ///   unknown route, style or detent, or a count that is not a number.
  package init?(line: String) throws(DemoError) {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let name = words.first, !name.hasPrefix("#") else { return nil }
    let arguments = Array(words.dropFirst())
    func usage() -> DemoError {
      .usage(command: name, usage: Self.usages.first { $0.name == name }?.usage ?? name)
    }
    func expect(_ count: Int) throws(DemoError) {
      guard arguments.count == count else { throw usage() }
    }
    switch name {
    case "push":
      try expect(1)
      self = .push(try DemoRoute(commandName: arguments[0]))
    case "pop":
      guard arguments.count <= 1 else { throw usage() }
      self = .pop(try Self.count(arguments.first))
    case "root":
      try expect(0)
      self = .root
    case "back":
      try expect(0)
      self = .back
    case "tab":
      try expect(1)
      self = .tab(arguments[0])
    case "present":
      guard arguments.count >= 2 else { throw usage() }
      let style: PresentationStyle
      switch arguments[0] {
      case "sheet": style = .sheet
      case "cover": style = .fullScreenCover
      default: throw .unknownStyle(arguments[0])
      }
      let detents = try arguments.dropFirst(2).map { text throws(DemoError) in
        try Self.detent(text)
      }
      guard style == .sheet || detents.isEmpty else { throw .detentsOnCover }
      self = .present(style, try DemoRoute(commandName: arguments[1]), detents: detents)
    case "dismiss":
      try expect(0)
      self = .dismiss
    case "target":
      switch (arguments.count, arguments.dropFirst().first) {
      case (3, "push"): self = .target(arguments[0], try DemoRoute(commandName: arguments[2]))
      case (2, "pop"): self = .targetPop(arguments[0], 1)
      case (3, "pop"): self = .targetPop(arguments[0], try Self.count(arguments[2]))
      default: throw usage()
      }
    case "open":
      try expect(1)
      self = .open(arguments[0])
    case "url":
      try expect(0)
      self = .url
    case "login":
      try expect(0)
      self = .login
    case "logout":
      try expect(0)
      self = .logout
    case "save":
      try expect(1)
      self = .save(arguments[0])
    case "restore":
      try expect(1)
      self = .restore(arguments[0])
    case "pick":
      try expect(1)
      guard let setting = DemoSetting(rawValue: arguments[0]) else {
        throw .unknownSetting(arguments[0])
      }
      self = .pick(setting)
    case "choose":
      // A button's label may have spaces: `choose sign out`.
      guard !arguments.isEmpty else { throw usage() }
      self = .choose(arguments.joined(separator: " "))
    case "cancel":
      try expect(0)
      self = .cancel
    case "mail":
      try expect(0)
      self = .mail
    case "select":
      try expect(2)
      self = .select(try Self.selectionColumn(arguments[0]), arguments[1])
    case "deselect":
      try expect(1)
      self = .deselect(try Self.selectionColumn(arguments[0]))
    case "width":
      try expect(1)
      guard let width = SplitWidth(rawValue: arguments[0]) else {
        throw .unknownWidth(arguments[0])
      }
      self = .width(width)
    case "signout":
      try expect(0)
      self = .signOut
    case "updates":
      try expect(0)
      self = .updates
    case "share":
      try expect(0)
      self = .share
    case "detent":
      try expect(1)
      self = .detent(try Self.detent(arguments[0]))
    case "tree":
      try expect(0)
      self = .tree
    case "record":
      switch (arguments.first, arguments.count) {
      case ("on", 1): self = .recordOn
      case ("off", 1): self = .recordOff
      case ("save", 2): self = .recordSave(arguments[1])
      default: throw usage()
      }
    case "replay":
      try expect(1)
      self = .replay(arguments[0])
    default:
      throw .unknownCommand(name)
    }
  }

  /// The count of `pop` and `target <stack> pop`: 1 when not given.
  private static func count(_ text: String?) throws(DemoError) -> Int {
    guard let text else { return 1 }
    guard let count = Int(text) else { throw .notACount(text) }
    return count
  }

  /// The detent `text` names: `medium`, `large`, `fraction:0.5`, `height:300`.
  private static func detent(_ text: String) throws(DemoError) -> SheetDetent {
    guard let detent = SheetDetent(text) else { throw .unknownDetent(text) }
    return detent
  }

  /// The mail's column that selects named `name`: `sidebar` or `content`.
  private static func selectionColumn(_ name: String) throws(DemoError) -> SplitColumn {
    guard let column = SplitColumn(rawValue: name), column != .detail else {
      throw .unknownColumn(name)
    }
    return column
  }
}
