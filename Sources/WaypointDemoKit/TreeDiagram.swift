import Waypoint

/// Draws a router's whole navigation tree as boxes nested in boxes, for the demo's `tree`
/// command: what a reader of ``NavigationState/description`` has to piece together from
/// indentation, at a glance.
///
/// Each node of the tree is a box whose top edge carries its title:
/// - a tab container names the selected tab, and holds a box for each tab;
/// - a split container names its column visibility and the column it prefers when compact,
///   and holds a box for each column's stack;
/// - a stack names its ID and root route, and lists its entries bottom first
///   (`#1 profile › #2 settings`), then holds the layer or the dialog it presents;
/// - a layer names its style, its anchor and its detents, and holds its content;
/// - a dialog names its kind and anchor, and lists its title, message, numbered buttons
///   and text fields.
///
/// ```
/// ┌ tabs · selected home ────────────────────────────┐
/// │ ┌ stack home ──────────────────────────────────┐ │
/// │ │ #1 profile › #2 settings                     │ │
/// │ │ ┌ sheet · detents medium large · at large ─┐ │ │
/// │ │ │ ┌ stack settings (root settings) ──────┐ │ │ │
/// │ │ │ │ #4 about                             │ │ │ │
/// │ │ │ └──────────────────────────────────────┘ │ │ │
/// │ │ └──────────────────────────────────────────┘ │ │
/// │ └──────────────────────────────────────────────┘ │
/// │ ┌ stack explore ───────────────────────────────┐ │
/// │ │ #3 about                                     │ │
/// │ └──────────────────────────────────────────────┘ │
/// └──────────────────────────────────────────────────┘
/// ```
///
/// A box nested in another sits two columns inside each of its edges, so the boxes of one
/// level line up. The diagram is as wide as its widest line needs, up to the width asked
/// for; longer text wraps, and a piece of text longer than a line is cut with `…`. A run of
/// text (a stack's entries, a dialog's message or buttons) takes at most
/// ``maximumTextLines`` lines: a longer one shows its first piece (the bottom entry), a
/// count of the pieces left out (`… 95 more`), and as many of its last pieces (the top
/// entries) as fit. A tree nested deeper than the width allows is drawn wider, so that
/// each box keeps ``minimumBoxWidth``. Widths are counted in characters, so the boxes line
/// up where each character takes one column.
package enum TreeDiagram {
  /// The width a diagram is drawn within unless told otherwise, in columns.
  package static let defaultWidth = 100

  /// The narrowest a box is drawn, in columns.
  package static let minimumBoxWidth = 24

  /// The most lines one run of text takes in a box (a stack's entries, a dialog's buttons).
  package static let maximumTextLines = 3

  /// The diagram of `state`'s whole tree, one string per line.
  ///
  /// - Parameters:
  ///   - state: The tree to draw.
  ///   - width: The widest the diagram may be; a tree nested too deep for it is drawn
  ///     wider.
  package static func lines(for state: NavigationState, width: Int = defaultWidth) -> [String] {
    let root = box(for: state.content)
    let floor = minimumBoxWidth + 4 * (levels(of: root) - 1)
    let width = max(min(naturalWidth(of: root), width), floor)
    var lines: [String] = []
    draw(root, width: width, depth: 0, into: &lines)
    return lines
  }

  /// The diagram of `state`'s whole tree, its lines joined by newlines (no newline after the
  /// last).
  ///
  /// - Parameters:
  ///   - state: The tree to draw.
  ///   - width: The widest the diagram may be; a tree nested too deep for it is drawn
  ///     wider.
  package static func render(_ state: NavigationState, width: Int = defaultWidth) -> String {
    lines(for: state, width: width).joined(separator: "\n")
  }

  // MARK: The boxes

  /// A box before it is laid out: its title, then what it holds, in order.
  private struct Box {
    /// The text on the box's top edge.
    var title: String
    /// The runs of text and the nested boxes, top first.
    var rows: [Row]
  }

  /// One thing a box holds.
  private enum Row {
    /// A run of text: `pieces` joined by `separator`, wrapped between pieces.
    case text([String], separator: String)
    /// A box nested in this one.
    case box(Box)
  }

  /// The box for a node: a stack, a tab container or a split container.
  private static func box(for node: NavigationNode) -> Box {
    switch node {
    case .stack(let stack):
      return box(for: stack)
    case .tabs(let tabs):
      let rows = tabs.tabContents.map { tab -> Row in
        switch tab {
        case .stack(let stack): .box(box(for: stack))
        case .split(let split): .box(box(for: split))
        }
      }
      return Box(title: "tabs · selected \(clean(tabs.selection.rawValue))", rows: rows)
    case .split(let split):
      return box(for: split)
    }
  }

  /// The box for a split container, holding its columns' stacks, leading first.
  private static func box(for split: SplitContainer) -> Box {
    var columns: [(SplitColumn, StackState)] = [(.sidebar, split.sidebar)]
    if let content = split.content { columns.append((.content, content)) }
    columns.append((.detail, split.detail))
    let title =
      "split \(clean(split.id.rawValue)) · visibility \(split.columnVisibility.rawValue)"
      + " · compact \(split.preferredCompactColumn.rawValue)"
    return Box(title: title, rows: columns.map { .box(box(for: $0.1, column: $0.0)) })
  }

  /// The box for a stack: its entries, then the layer or dialog it presents.
  ///
  /// - Parameter column: The split column the stack is, if it is one.
  private static func box(for stack: StackState, column: SplitColumn? = nil) -> Box {
    var title = "stack \(clean(stack.id.rawValue))"
    if let root = stack.root { title += " (root \(clean(root.description)))" }
    if let column { title = "\(column.rawValue) · \(title)" }
    var rows: [Row] = [
      stack.entries.isEmpty
        ? .text(["no entries"], separator: " ")
        : .text(stack.entries.map { clean($0.description) }, separator: " › ")
    ]
    if let layer = stack.presented { rows.append(.box(box(for: layer))) }
    if let dialog = stack.dialog { rows.append(.box(box(for: dialog))) }
    return Box(title: title, rows: rows)
  }

  /// The box for a presented layer, holding its content.
  private static func box(for layer: PresentedLayer) -> Box {
    var title = clean(layer.style.rawValue)
    if let anchor = layer.anchor { title += " · anchor \(clean(anchor.description))" }
    if !layer.detents.isEmpty {
      title += " · detents " + layer.detents.map(\.description).joined(separator: " ")
      if let selected = layer.selectedDetent { title += " · at \(selected)" }
    }
    return Box(title: title, rows: [.box(box(for: layer.content))])
  }

  /// The box for a dialog: its title and message in quotes, its buttons numbered from 1 as
  /// `choose` takes them (with their roles, but for plain ones), and its text fields.
  private static func box(for dialog: Dialog) -> Box {
    var title = dialog.kind == .alert ? "alert" : "confirmation dialog"
    if let anchor = dialog.anchor { title += " · anchor \(clean(anchor.description))" }
    var rows: [Row] = [words(quoted(dialog.title))]
    if let message = dialog.message { rows.append(words(quoted(message))) }
    let buttons = dialog.buttons.enumerated().map { index, button in
      let role = button.role == .plain ? "" : " (\(button.role.rawValue))"
      return "\(index + 1) \(quoted(button.label))\(role)"
    }
    rows.append(.text(buttons.isEmpty ? ["no buttons"] : buttons, separator: " · "))
    if !dialog.textFields.isEmpty {
      let fields = dialog.textFields.map { field in
        "field \(quoted(field.placeholder))" + (field.isSecure ? " (secure)" : "")
      }
      rows.append(.text(fields, separator: " · "))
    }
    return Box(title: title, rows: rows)
  }

  /// Text that wraps between its words.
  private static func words(_ text: String) -> Row {
    .text(text.split(separator: " ").map(String.init), separator: " ")
  }

  /// `text` in quotes, its quotes, backslashes and control characters escaped.
  private static func quoted(_ text: String) -> String {
    String(reflecting: text)
  }

  /// `text` with its control, format and line-breaking characters escaped (`\n`,
  /// `\u{202E}`), so that they can neither break a line nor move the box's edges.
  private static func clean(_ text: String) -> String {
    func unsafe(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator: true
      default: false
      }
    }
    guard text.unicodeScalars.contains(where: unsafe) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      result += unsafe(scalar) ? scalar.escaped(asASCII: true) : String(scalar)
    }
    return result
  }

  // MARK: Laying out

  /// The width `box` needs to show everything on one line each: its title, each run of
  /// text unwrapped, and its nested boxes.
  private static func naturalWidth(of box: Box) -> Int {
    var width = box.title.count + 5
    for row in box.rows {
      switch row {
      case .text(let pieces, let separator):
        let length = pieces.reduce(0) { $0 + $1.count } + separator.count * (pieces.count - 1)
        width = max(width, length + 4)
      case .box(let child):
        width = max(width, naturalWidth(of: child) + 4)
      }
    }
    return width
  }

  /// How many boxes deep `box` goes, itself included.
  private static func levels(of box: Box) -> Int {
    var deepest = 0
    for case .box(let child) in box.rows { deepest = max(deepest, levels(of: child)) }
    return deepest + 1
  }

  /// Appends the lines of `box`, `width` columns wide, nested `depth` boxes deep: each
  /// line between the edges of the boxes around it.
  private static func draw(_ box: Box, width: Int, depth: Int, into lines: inout [String]) {
    let left = String(repeating: "│ ", count: depth)
    let right = String(repeating: " │", count: depth)
    let title = fit(box.title, to: width - 5)
    let rule = String(repeating: "─", count: width - 4 - title.count)
    lines.append(left + "┌ " + title + " " + rule + "┐" + right)
    for row in box.rows {
      switch row {
      case .text(let pieces, let separator):
        for line in layOut(pieces, separator: separator, width: width - 4) {
          let padding = String(repeating: " ", count: width - 4 - line.count)
          lines.append(left + "│ " + line + padding + " │" + right)
        }
      case .box(let child):
        draw(child, width: width - 4, depth: depth + 1, into: &lines)
      }
    }
    lines.append(left + "└" + String(repeating: "─", count: width - 2) + "┘" + right)
  }

  /// A run of text in at most ``maximumTextLines`` lines of `width`: wrapped between its
  /// pieces when that fits, else its first piece, `… 12 more`, and as many of its last
  /// pieces as fit.
  private static func layOut(_ pieces: [String], separator: String, width: Int) -> [String] {
    let all = wrap(pieces, separator: separator, width: width)
    guard all.count > maximumTextLines, pieces.count > 2 else { return all }
    // Each piece takes at least two columns with its separator, which bounds how many of
    // the last pieces can fit.
    var kept = min(pieces.count - 2, maximumTextLines * width / 2)
    while true {
      let left = pieces.count - 1 - kept
      let shown = [pieces[0], "… \(left) more"] + pieces.suffix(kept)
      let lines = wrap(shown, separator: separator, width: width)
      // The first piece and the count take two lines at most, so this ends by `kept == 0`.
      if lines.count <= maximumTextLines || kept == 0 { return lines }
      kept -= 1
    }
  }

  /// `pieces` joined by `separator`, broken into lines of at most `width` between pieces;
  /// a line that continues on the next ends with the separator's mark (` ›`). A piece
  /// longer than a line is cut with `…`.
  private static func wrap(_ pieces: [String], separator: String, width: Int) -> [String] {
    let mark = separator.hasSuffix(" ") ? String(separator.dropLast()) : separator
    var lines: [String] = []
    var line = ""
    for (index, piece) in pieces.enumerated() {
      let piece = fit(piece, to: width - mark.count)
      // Room for the mark, in case the next piece goes on the next line.
      let reserve = index == pieces.count - 1 ? 0 : mark.count
      if index == 0 {
        line = piece
      } else if line.count + separator.count + piece.count + reserve <= width {
        line += separator + piece
      } else {
        lines.append(line + mark)
        line = piece
      }
    }
    lines.append(line)
    return lines
  }

  /// `text` cut to `width` characters, its last one `…` when it was cut.
  private static func fit(_ text: String, to width: Int) -> String {
    guard text.count > width else { return text }
    guard width > 0 else { return "" }
    return text.prefix(width - 1) + "…"
  }
}
