import Waypoint

/// One line of a demo script, parsed.
///
/// ```
/// push profile
/// present sheet settings
/// target home push about
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
  /// Presents a layer whose stack is named after its root route.
  case present(PresentationStyle, DemoRoute)
  /// Dismisses the top-most layer.
  case dismiss
  /// Pushes a route on a named stack.
  case target(String, DemoRoute)
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
  /// On a picker, chooses a value: the picker closes and hands it back.
  case choose(String)
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

  /// Every command's name and usage, in the order help lists them.
  package static let usages: [(name: String, usage: String)] = [
    ("push", "push <route>"),
    ("pop", "pop [n]"),
    ("root", "root"),
    ("back", "back"),
    ("tab", "tab <name>"),
    ("present", "present sheet|cover <route>"),
    ("dismiss", "dismiss"),
    ("target", "target <stack> push <route>"),
    ("open", "open <url>"),
    ("url", "url"),
    ("login", "login"),
    ("logout", "logout"),
    ("save", "save <file>"),
    ("restore", "restore <file>"),
    ("pick", "pick theme"),
    ("choose", "choose <value>"),
    ("mail", "mail"),
    ("select", "select sidebar|content <item>"),
    ("deselect", "deselect sidebar|content"),
    ("width", "width compact|regular"),
  ]

  /// Every command's name.
  package static var names: [String] { usages.map(\.name) }

  /// Parses one line; `nil` for a blank line or a comment (a line whose first non-blank
  /// character is `#`).
  ///
  /// - Throws: ``DemoError`` for an unknown command, a wrong number of arguments, an
  ///   unknown route or style, or a count that is not a number.
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
      guard let text = arguments.first else {
        self = .pop(1)
        return
      }
      guard let count = Int(text) else { throw .notACount(text) }
      self = .pop(count)
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
      try expect(2)
      let style: PresentationStyle
      switch arguments[0] {
      case "sheet": style = .sheet
      case "cover": style = .fullScreenCover
      default: throw .unknownStyle(arguments[0])
      }
      self = .present(style, try DemoRoute(commandName: arguments[1]))
    case "dismiss":
      try expect(0)
      self = .dismiss
    case "target":
      guard arguments.count == 3, arguments[1] == "push" else { throw usage() }
      self = .target(arguments[0], try DemoRoute(commandName: arguments[2]))
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
      try expect(1)
      self = .choose(arguments[0])
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
    default:
      throw .unknownCommand(name)
    }
  }

  /// The mail's column that selects named `name`: `sidebar` or `content`.
  private static func selectionColumn(_ name: String) throws(DemoError) -> SplitColumn {
    guard let column = SplitColumn(rawValue: name), column != .detail else {
      throw .unknownColumn(name)
    }
    return column
  }
}
