import Waypoint

/// Why a demo command failed. The navigation state is unchanged whenever one is thrown.
///
/// Each message says what was asked, what is there and what to do; scripts print it after
/// `error: `.
package enum DemoError: Error, Sendable, CustomStringConvertible {
  /// The line's first word is not a command.
  case unknownCommand(String)
  /// A command got the wrong arguments; carries the command and its usage.
  case usage(command: String, usage: String)
  /// A route name that is not one of the demo's routes.
  case unknownRoute(String)
  /// A count that is not a whole number.
  case notACount(String)
  /// A presentation style that is not `sheet` or `cover`.
  case unknownStyle(String)
  /// A command-line option that is unknown or lacks its value; carries the message.
  case option(String)
  /// The engine refused the navigation.
  case navigation(NavigationError)
  /// A link could not be opened or printed; carries the reason.
  case link(String)
  /// A snapshot file could not be saved or restored; carries what was asked, the file and
  /// why.
  case snapshot(verb: String, file: String, reason: String)
  /// `pick` named a setting the demo does not have.
  case unknownSetting(String)
  /// `choose` named a value the visible picker does not offer; carries the values.
  case unknownChoice(String, choices: [String])
  /// `choose` was used on a screen that is not a picker; carries the screen's name.
  case notAPicker(String)
  /// `pick` was used while another pick is waiting for its value.
  case alreadyPicking(DemoSetting)
  /// A result could not be awaited or delivered.
  case result(ResultError)
  /// A call the router reports failures of (``Router/onFailure``) failed in another way.
  case failure(NavigationFailure)
  /// `select` or `deselect` named a column that is not a selection column of the mail.
  case unknownColumn(String)
  /// `width` named a width that is not `compact` or `regular`.
  case unknownWidth(String)
  /// `select sidebar` named a mailbox the demo does not have.
  case unknownMailbox(String)
  /// `select content` named a message the selected mailbox does not hold.
  case unknownMessage(String, in: Mailbox)
  /// `select content` while no mailbox is selected.
  case noMailboxSelected
  /// A mail command while the mail is not open.
  case mailNotOpen
  /// A detent that is not `medium`, `large`, `fraction:<f>` or `height:<points>`, or one
  /// that cannot be drawn.
  case unknownDetent(String)
  /// `present cover` was given detents: only a sheet rests at one.
  case detentsOnCover
  /// `detent` while the top layer declares no detents (or there is no layer).
  case noDetents
  /// `choose` named a button the dialog shown does not have; carries its title and its
  /// buttons' labels.
  case unknownButton(String, dialog: String, buttons: [String])
  /// A command that acts on the screen under a dialog while the dialog waits for an
  /// answer; carries the command and the dialog's title.
  case dialogShown(command: String, dialog: String)
  /// `cancel` while no dialog is shown.
  case noDialog
  /// `signout` while nobody is logged in.
  case notLoggedIn
  /// A recording could not be saved, read or replayed; carries what was asked, the file
  /// and why.
  case recording(verb: String, file: String, reason: String)
  /// `record on` while a recording is on; carries how many events it kept.
  case alreadyRecording(events: Int)
  /// `record off` while nothing is recorded.
  case notRecording
  /// `record save` before anything was recorded.
  case nothingRecorded
  /// A command that awaits (`replay`) was run by ``DemoApp/run(_:)``, which does not;
  /// ``DemoApp/execute(_:)`` runs it.
  case awaits(command: String)

  /// The demo's error for a failure the router reported: the engine's error for a
  /// navigation, the link's reason for a link, so that it reads as a thrown one would.
  package init(_ failure: NavigationFailure) {
    switch failure.error {
    case let error as NavigationError:
      self = .navigation(error)
    case let error as LinkError:
      self = .init(error)
    case let error as ResultError:
      self = .result(error)
    default:
      self = .failure(failure)
    }
  }

  /// The demo's error for a link that cannot be opened.
  package init(_ error: LinkError) {
    switch error {
    case .navigation(let error):
      self = .navigation(error)
    case .noMatch(let link, _):
      self = .link("\"\(link)\" names no tab; links look like \(DemoApp.linkForm)")
    default:
      self = .link(error.description)
    }
  }

  /// What happened and what to do.
  package var description: String {
    switch self {
    case .unknownCommand(let word):
      "unknown command \"\(word)\"; commands: \(DemoCommand.names.joined(separator: ", "))"
    case .usage(let command, let usage):
      "\(command): wrong arguments; usage: \(usage)"
    case .unknownRoute(let name):
      "no route named \"\(name)\"; routes: "
        + DemoRoute.allCases.map(\.commandName).joined(separator: ", ")
    case .notACount(let text):
      "pop takes a whole number of screens; got \"\(text)\""
    case .unknownStyle(let text):
      "no presentation style \"\(text)\"; styles: sheet, cover"
    case .option(let message):
      message
    case .navigation(let error):
      error.description
    case .link(let reason):
      reason
    case .snapshot(let verb, let file, let reason):
      "cannot \(verb) \"\(file)\": \(reason)"
    case .unknownSetting(let name):
      "no setting named \"\(name)\"; settings: "
        + DemoSetting.allCases.map(\.rawValue).joined(separator: ", ")
    case .unknownChoice(let name, let choices):
      "no choice named \"\(name)\"; choices: \(choices.joined(separator: ", "))"
    case .notAPicker(let screen):
      "\(screen) is not a picker; `pick theme` pushes one"
    case .alreadyPicking(let setting):
      "a \(setting.rawValue) is being picked already; choose one or go back first"
    case .result(let error):
      error.description
    case .failure(let failure):
      failure.description
    case .unknownColumn("detail"):
      "the detail column selects nothing; select in sidebar or content, or push onto the "
        + "detail column"
    case .unknownColumn(let name):
      "no column named \"\(name)\"; the columns that select: sidebar, content"
    case .unknownWidth(let name):
      "no width named \"\(name)\"; widths: compact, regular"
    case .unknownMailbox(let name):
      "no mailbox named \"\(name)\"; mailboxes: "
        + Mailbox.allCases.map(\.commandName).joined(separator: ", ")
    case .unknownMessage(let name, let mailbox):
      "no message \"\(name)\" in \(mailbox.displayName); its messages: "
        + mailbox.messages.map { String($0.id) }.joined(separator: ", ")
    case .noMailboxSelected:
      "no mailbox is selected, so there are no messages to select; "
        + "select one first: select sidebar <mailbox>"
    case .mailNotOpen:
      "the mail is not open; `mail` opens it"
    case .unknownDetent(let text):
      "no detent \"\(text)\"; detents: medium, large, fraction:<f> (above 0, at most 1), "
        + "height:<points> (above 0)"
    case .detentsOnCover:
      "only a sheet rests at detents; present sheet <route> <detent>…"
    case .noDetents:
      "the top layer declares no detents to rest at; `present sheet <route> medium large` "
        + "presents a sheet that does"
    case .unknownButton(let name, let dialog, let buttons):
      "no button \"\(name)\" in the dialog \"\(dialog)\"; its buttons: "
        + buttons.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
        + "; choose one by label or number"
    case .dialogShown(let command, let dialog):
      "the dialog \"\(dialog)\" waits for an answer, and `\(command)` would reach the screen "
        + "under it; choose one of its buttons or cancel it first"
    case .noDialog:
      "no dialog is shown, so there is nothing to cancel"
    case .notLoggedIn:
      "nobody is logged in, so there is nobody to sign out; `login` first"
    case .recording(let verb, let file, let reason):
      "cannot \(verb) \"\(file)\": \(reason)"
    case .alreadyRecording(let events):
      "the recording is on already (\(DemoApp.count(events, "event")) kept); `record off` "
        + "stops it, `record save <file>` saves it"
    case .notRecording:
      "nothing is being recorded; `record on` starts a recording"
    case .nothingRecorded:
      "nothing was recorded to save; `record on` starts a recording"
    case .awaits(let command):
      "`\(command)` awaits what it runs; run it with execute(_:), not run(_:)"
    }
  }
}
