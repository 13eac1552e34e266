/// A key the interactive demo understands, decoded from the bytes a terminal sends in raw
/// mode.
package enum DemoKey: Equatable, Sendable {
  /// A digit from 1 to 9: chooses the numbered action (on a dialog, its numbered button).
  case number(Int)
  /// `b`, Esc or the left arrow: goes back (on a dialog, closes it without a choice).
  case back
  /// `r`: pops the visible stack to its root.
  case root
  /// Tab: selects the next tab.
  case nextTab
  /// `q` or Ctrl-D: quits.
  case quit
  /// Ctrl-C: quits, as an interrupted program.
  case interrupt
  /// Ctrl-L: redraws the screen.
  case redraw
  /// Anything else; ignored.
  case other

  /// Decodes the keys in `bytes`, as read from a terminal in raw mode.
  ///
  /// An escape sequence (`ESC [ …` or `ESC O …`, sent by arrow and function keys) is one
  /// key; an Esc byte on its own is ``back``.
  package static func decode(_ bytes: [UInt8]) -> [DemoKey] {
    var keys: [DemoKey] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1B:
        guard index < bytes.count,
          bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")
        else {
          keys.append(.back)
          continue
        }
        index += 1
        // Parameters and intermediates run until a final byte in 0x40...0x7E.
        var final: UInt8?
        while index < bytes.count {
          let next = bytes[index]
          index += 1
          if (0x40...0x7E).contains(next) {
            final = next
            break
          }
        }
        keys.append(final == UInt8(ascii: "D") ? .back : .other)
      case UInt8(ascii: "1")...UInt8(ascii: "9"):
        keys.append(.number(Int(byte - UInt8(ascii: "0"))))
      case UInt8(ascii: "b"), UInt8(ascii: "B"), 0x7F:
        keys.append(.back)
      case UInt8(ascii: "r"), UInt8(ascii: "R"):
        keys.append(.root)
      case UInt8(ascii: "\t"):
        keys.append(.nextTab)
      case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x04:
        keys.append(.quit)
      case 0x03:
        keys.append(.interrupt)
      case 0x0C:
        keys.append(.redraw)
      default:
        keys.append(.other)
      }
    }
    return keys
  }
}

/// The interactive demo's state between keys: the app, and the message the last key left.
@MainActor
package final class InteractiveDemo {
  /// The app the keys drive.
  package let app: DemoApp
  /// The outcome of the last key: an error message, what a pick or a question brought
  /// back, or `nil`.
  package private(set) var message: String?

  /// Creates an interactive session over `app`.
  package init(app: DemoApp) {
    self.app = app
  }

  /// The screen to show now.
  package var screen: DemoScreen { app.screen(message: message) }

  /// Handles one key and returns whether the demo should go on (`false` after quit).
  @discardableResult
  package func handle(_ key: DemoKey) -> Bool {
    do {
      switch key {
      case .number(let number):
        let actions = app.screen().actions
        guard actions.indices.contains(number - 1) else {
          message = "no action \(number) on this screen; choose 1 to \(actions.count)"
          return true
        }
        try app.perform(actions[number - 1].action)
      case .back: try app.goBack()
      case .root: try app.run(.root)
      case .nextTab:
        // As on a phone, the tab bar is out of reach while a layer covers it.
        if let (dialog, _) = app.shownDialog {
          message = DemoError.dialogShown(command: "tab", dialog: dialog.title).description
          return true
        }
        guard app.shownLayers.isEmpty else {
          message = "the tab bar is under the sheet; press b to close the sheet first"
          return true
        }
        try app.selectNextTab()
      case .quit, .interrupt: return false
      case .redraw, .other: return true
      }
      message = app.settlePick()
    } catch {
      message = error.description
    }
    return true
  }

  /// Whether a screen's question has something left to settle after the last key (its
  /// screen is about to wait, or its answer is about to come back): the host awaits
  /// ``settle()`` before it handles the next key.
  package var needsSettling: Bool { app.hasUnsettledQuestions }

  /// Waits for the screens' questions (``DemoApp/settleQuestions()``) and shows what their
  /// answers brought.
  package func settle() async {
    if let outcome = await app.settleQuestions() { message = outcome }
  }
}
