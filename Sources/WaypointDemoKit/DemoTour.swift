import Foundation

/// A short scripted walk through the demo's features: each step is a note or a command,
/// printed with its output, so a run from a non-interactive shell shows what Waypoint does.
package enum DemoTour {
  /// The tour's script: `#` lines are notes, the others commands.
  package static let script: [String] = [
    "# Two tabs, home and explore, each a stack whose root screen is Router. After each",
    "# command, the breadcrumb: the selected tab's stack, then each layer above it.",
    "# Push screens on the selected tab's stack:",
    "push profile",
    "push settings",
    "push about",
    "# Popping more screens than there are stops at the root:",
    "pop 5",
    "push profile",
    "# Each tab keeps its own stack; selecting the selected tab pops it to its root:",
    "tab explore",
    "push about",
    "tab home",
    "tab home",
    "# A sheet has a stack of its own; any stack can be reached by name:",
    "present sheet settings",
    "push profile",
    "target explore push settings",
    "# `back` is the user's swipe back; `dismiss` closes the top layer:",
    "back",
    "dismiss",
    "# A deep link selects a tab, rebuilds its stack and opens a sheet, in one change:",
    "open waypoint://explore/profile/settings?sheet=about",
    "url",
    "dismiss",
    "# Account needs a logged-in user: Login comes first, then the navigation resumes:",
    "push account",
    "login",
    "# A snapshot saves the whole tree; restoring it brings everything back:",
    "save tour.json",
    "root",
    "restore tour.json",
    "# A restored snapshot passes the guards too: logged out, Account asks for a login:",
    "logout",
    "root",
    "restore tour.json",
    "dismiss",
    "# A screen awaits a value from a screen it pushes: Settings asks the Theme picker,",
    "# and choosing a theme closes the picker and hands the theme back:",
    "push settings",
    "pick theme",
    "choose dark",
    "# The mail is a split view in a sheet: mailboxes, messages, message side by side;",
    "# compact, it reads as one stack, and back goes back through the selections:",
    "mail",
    "select sidebar inbox",
    "select content 42",
    "push profile",
    "width compact",
    "back",
    "back",
    "dismiss",
    "# Settings asks \"Sign out?\" and awaits the answer; `choose` answers as the user's tap",
    "# (by label or number), and the answer comes back to Settings:",
    "login",
    "signout",
    "choose 2",
    "signout",
    "choose sign out",
    "# An alert nothing awaits; `cancel` closes a dialog without a choice:",
    "updates",
    "cancel",
    "# A popover anchored to a screen's share button; this terminal has none, so it shows",
    "# as a sheet. Popping the screen with the button dismisses it:",
    "share",
    "target explore pop",
    "# A sheet that rests at detents; `detent` is the user's drag:",
    "present sheet about medium large",
    "detent large",
    "dismiss",
    "# Bad input is an error that names what is there, and changes nothing:",
    "target setings push about",
    "push accounts",
  ]

  /// Plays the tour on a new app and passes each line to `output`: a note as is, a command
  /// after `> `, then the command's output.
  ///
  /// Snapshots go to a temporary directory that is removed afterwards.
  @MainActor
  package static func play(output: (String) -> Void) async {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-tour-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = DemoApp(workingDirectory: directory)
    for line in script {
      if line.hasPrefix("#") {
        output(line)
      } else {
        output("> " + line)
        if let result = await app.execute(line: line) { output(result) }
      }
    }
  }
}
