/// The demo's command-line options.
package struct DemoOptions: Equatable, Sendable {
  /// `--script FILE`: run the commands in FILE instead of reading the terminal.
  package var script: String?
  /// `--open URL`: open a deep link at start.
  package var link: String?
  /// `--state FILE`: restore from FILE at start when it exists, save to it on exit.
  package var stateFile: String?
  /// `--record FILE`: record the session, and write the recording to FILE when it ends.
  package var recordFile: String?
  /// `--tour`: play the tour and exit.
  package var tour = false
  /// `--help`: print the usage and exit.
  package var help = false

  /// The usage text `--help` prints.
  package static let usage = """
    usage: waypoint-demo [--script FILE] [--open URL] [--state FILE] [--record FILE] [--tour]
                         [--help]

    With a terminal on stdin, runs the interactive demo: number keys choose an action (on a
    dialog, a button), b or Esc goes back (on a dialog, cancels it), r goes to the root,
    Tab switches tabs, q quits.
    Otherwise reads one command per line from stdin (or FILE) and prints one line per
    command: the breadcrumb, or `error: <message>` (`tree` prints a diagram of the whole
    navigation tree, and `replay` the steps it replays, over several lines). With nothing
    on stdin, plays the tour.

    Commands:
    """ + DemoCommand.usages.map { "\n  " + $0.usage }.joined()
      + """


      Routes: \(DemoRoute.allCases.map(\.commandName).joined(separator: ", ")); \
      tabs: home, explore.
      Mail (`mail`): a split view in a sheet. Select a mailbox, then one of its messages:
      \(Mailbox.allCases.map { mailbox in
        mailbox.commandName + " "
          + mailbox.messages.map { String($0.id) }.joined(separator: "/")
      }.joined(separator: ", ")).
      `width compact` shows one stack (back goes back through the selections);
      `width regular`, the columns side by side.
      Dialogs: `signout` (logged in) has the visible screen ask "Sign out?" and await the
      answer; `updates` shows an alert. `choose <button>` (its label or number) answers the
      dialog on top, `cancel` or `back` closes it without a choice (its cancel button
      stands for one); commands that would reach the screen under it are refused until then.
      `share` presents the Share popover from the visible screen's share button; this
      terminal has no popovers, so it shows it as a sheet, and popping the screen
      (`target <stack> pop`) dismisses it. `present sheet <route> medium large` presents a
      sheet that rests at detents (also fraction:<f>, height:<points>); `detent large`
      drags it there. `tree` draws the whole navigation tree in nested boxes: tabs, split
      columns, stacks with their entries, the layers and dialogs they present.
      `record on` records what the router does, its last \(DemoApp.recordingCapacity) events;
      `record off` stops; `record save <file>` writes the recording as text. `replay <file>`
      replays one into the demo, printing each change's breadcrumb, and stops at the first
      step whose tree differs from the recorded one, printing how the trees differ.

      Options:
        --script FILE  run the commands in FILE
        --open URL     open a deep link at start (waypoint://<tab>[/<route>…][?sheet=…],
                       or with the mail: …?mail=<mailbox>[/messages/<n>[/<route>…]])
        --state FILE   restore from FILE at start when it exists; save to it on exit
        --record FILE  record the session from the start; write the recording to FILE on
                       exit (`replay FILE` replays it)
        --tour         play a short walk through the features and exit
        --help         print this help
      """

  /// Creates the default options.
  package init() {}

  /// Parses the arguments that follow the program's name.
  ///
  /// - Throws: ``DemoError/option(_:)`` for an unknown option or a missing value.
  package init(arguments: [String]) throws(DemoError) {
    var rest = arguments[...]
    func value(for option: String) throws(DemoError) -> String {
      guard let value = rest.popFirst(), !value.hasPrefix("--") else {
        throw .option("\(option) needs a value; see --help")
      }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--script": script = try value(for: argument)
      case "--open": link = try value(for: argument)
      case "--state": stateFile = try value(for: argument)
      case "--record": recordFile = try value(for: argument)
      case "--tour": tour = true
      case "--help", "-h": help = true
      default:
        throw .option(
          "unknown option \"\(argument)\"; options: --script FILE, --open URL, "
            + "--state FILE, --record FILE, --tour, --help")
      }
    }
  }
}
