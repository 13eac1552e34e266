import Waypoint

/// Lays a ``DemoScreen`` out on a terminal of a given size: the tab bar and the breadcrumb
/// at the top, the title, depth and numbered actions in the middle (or, under a dialog, the
/// dialog in a box with its numbered buttons), the keys at the bottom.
///
/// ``render(_:width:height:)`` returns the bytes of one whole frame, which a host writes in
/// one go: the cursor goes home, each line overwrites the last frame's and clears what is
/// left of it, and the rest of the screen is cleared. Nothing is blanked first, so a redraw
/// (after a key or a resize) does not flicker.
package enum TerminalFrame {
  /// How a piece of text is drawn.
  package enum Style: Equatable, Sendable {
    /// As is.
    case plain
    /// Bold.
    case bold
    /// Dimmed.
    case dim
    /// Foreground and background swapped: the selected tab.
    case reverse
  }

  /// A piece of a line in one style.
  package struct Span: Equatable, Sendable {
    /// The text; no control characters.
    package var text: String
    /// How it is drawn.
    package var style: Style

    /// Creates a span.
    package init(_ text: String, _ style: Style = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// One line of the frame.
  package typealias Line = [Span]

  /// The frame's lines, exactly `height` of them, each at most `width` characters.
  package static func lines(for screen: DemoScreen, width: Int, height: Int) -> [Line] {
    let width = max(width, 1)
    let height = max(height, 1)
    var tabBar: Line = [Span(" ")]
    for tab in screen.tabs {
      tabBar.append(Span(" \(tab) ", tab == screen.selectedTab ? .reverse : .plain))
      tabBar.append(Span(" "))
    }
    tabBar.append(Span(screen.isLoggedIn ? "  logged in" : "  logged out", .dim))
    let rule: Line = [Span(String(repeating: "─", count: width), .dim)]
    let link: Line = [Span(" " + (screen.link ?? "(no link for this state)"), .dim)]
    let header: [Line] = [tabBar, [Span(" " + screen.breadcrumb)], link, rule]

    var body: [Line] = [[], [Span("  " + screen.title, .bold)], [Span("  Depth \(screen.depth)")]]
    if let note = screen.note { body.append([Span("  " + note, .dim)]) }
    body.append([])
    if let dialog = screen.dialog {
      body += box(dialog, buttons: screen.actions, width: width)
    } else {
      for (index, item) in screen.actions.enumerated() {
        body.append([Span("  "), Span("\(index + 1)", .bold), Span("  " + item.label)])
      }
    }

    let choose = screen.actions.isEmpty ? "" : "1-\(screen.actions.count) choose · "
    let moves =
      screen.dialog == nil
      ? "b/Esc back · r root · Tab switch tab · q quit" : "b/Esc cancel · q quit"
    let keys: Line = [Span(" " + choose + moves, .dim)]
    // The message sits just above the keys, so it shows however short the terminal is.
    let footer: [Line] = [screen.message.map { [Span(" ! " + $0, .bold)] } ?? [], rule, keys]

    var all: [Line]
    let room = height - header.count - footer.count
    if room >= 0 {
      let shown = Array(body.prefix(room))
      all = header + shown + Array(repeating: [], count: room - shown.count) + footer
    } else {
      all = Array((header + body + footer).prefix(height))
    }
    all = all.map { truncate($0, to: width) }
    return all
  }

  /// The frame's lines as plain text, without styles.
  package static func text(for screen: DemoScreen, width: Int, height: Int) -> [String] {
    lines(for: screen, width: width, height: height).map { $0.map(\.text).joined() }
  }

  /// The bytes of one whole frame, ready to write to a terminal in one go.
  package static func render(_ screen: DemoScreen, width: Int, height: Int) -> String {
    let body = lines(for: screen, width: width, height: height).map { line in
      line.map { span in
        switch span.style {
        case .plain: span.text
        case .bold: "\u{1B}[1m\(span.text)\u{1B}[22m"
        case .dim: "\u{1B}[2m\(span.text)\u{1B}[22m"
        case .reverse: "\u{1B}[7m\(span.text)\u{1B}[27m"
        }
      }.joined() + "\u{1B}[K"
    }
    // Home, the lines (no newline after the last, so the screen never scrolls), then clear
    // anything below.
    return "\u{1B}[H" + body.joined(separator: "\r\n") + "\u{1B}[J"
  }

  /// A dialog drawn over the screen: a box with its kind, its title, its message and its
  /// numbered buttons (their roles marked in their labels).
  private static func box(_ dialog: Dialog, buttons: [DemoMenuItem], width: Int) -> [Line] {
    let kind = dialog.kind == .alert ? "alert" : "confirmation dialog"
    let inner = max(min(width - 6, 48), kind.count + 4)
    let edge = Span("  │ ", .dim)
    var lines: [Line] = [
      [Span("  ┌─ \(kind) " + String(repeating: "─", count: inner - kind.count - 3), .dim)],
      [edge, Span(dialog.title, .bold)],
    ]
    if let message = dialog.message { lines.append([edge, Span(message)]) }
    lines.append([Span("  │", .dim)])
    for (index, item) in buttons.enumerated() {
      lines.append([edge, Span("\(index + 1)", .bold), Span("  " + item.label)])
    }
    lines.append([Span("  └" + String(repeating: "─", count: inner), .dim)])
    return lines
  }

  private static func truncate(_ line: Line, to width: Int) -> Line {
    var left = width
    var result: Line = []
    for span in line where left > 0 {
      let text = String(span.text.prefix(left))
      left -= text.count
      result.append(Span(text, span.style))
    }
    return result
  }
}
