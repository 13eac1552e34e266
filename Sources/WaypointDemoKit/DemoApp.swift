import Foundation
import Waypoint
import WaypointHost

/// The demo app: a ``Router`` over two tabs, `home` and `explore`, the commands that
/// drive it, and the terminal host that shows it.
///
/// Every screen and every move is an ordinary engine route and action sent through the
/// router. The terminal is a host built on WaypointHost, as the SwiftUI adapter is:
/// - what the user does is reported with ``Router/report(_:resync:)`` (a back key is
///   ``UserInput/back(stack:)``, applied with source ``NavigationSource/user``); a gesture
///   the router does not apply goes to ``Router/onFailure``, which the demo shows, and
///   draws the screen again (``onRedraw``);
/// - the layers it draws are the ones its ``PresentationHost`` presented: after each
///   command the terminal performs every step the host plans at once and confirms it
///   (``catchUp()``), so a frame shows the router's tree, one step at a time; the host has
///   no popovers, so a popover is drawn as a sheet, and a dialog is the last layer;
/// - the state it starts from and the links it opens go through a ``SceneRestorer``.
///
/// ```swift
/// let app = DemoApp()
/// await app.execute(line: "push profile")   // "[home] Router > Profile"
/// await app.execute(line: "push nowhere")   // "error: no route named \"nowhere\"; routes: …"
/// ```
@MainActor
package final class DemoApp {
  /// The router that owns the navigation state.
  package let router: Router
  /// The terminal's presentation host: the layers the terminal draws above the selected
  /// tab, presented and dismissed one step at a time.
  package let host: PresentationHost
  /// Restores the state the demo starts from and holds the links that arrive before.
  package let restorer: SceneRestorer
  /// Called when the terminal must draw the router's state again after a gesture the
  /// router did not apply (a guard refused a back), as a SwiftUI host resyncs.
  package var onRedraw: (@MainActor () -> Void)?
  /// The failures the router reported during the current call.
  private var failures: [DemoError] = []
  /// The errors the restorer reported during the current call.
  var restorationErrors: [RestorationError] = []
  /// Where relative snapshot paths are resolved.
  package let workingDirectory: URL
  /// Whether the user is logged in; Account needs it.
  package internal(set) var isLoggedIn = false
  /// The theme, chosen on the Theme picker (`pick theme`, then `choose <theme>`).
  package internal(set) var theme = DemoTheme.system
  /// The pick that waits for the Theme picker's value, if one is on its way.
  package internal(set) var themePick: PendingResult<DemoTheme>?
  /// The questions screens asked and await (`signout`), until their answers are settled.
  package internal(set) var questions: [DemoQuestion] = []
  /// Where the times of recorded events come from.
  package let clock: DemoClock
  /// The recorder `record on` (or `--record FILE`) attached, recording or stopped; `nil`
  /// before the first.
  package internal(set) var recorder: NavigationRecorder?

  /// The tabs, in display order.
  package nonisolated static let tabs: [StackID] = ["home", "explore"]

  /// Creates the app in its initial state: tabs `home` (selected) and `explore`, each at
  /// its root screen "Router".
  ///
  /// - Parameters:
  ///   - workingDirectory: Where `save`, `restore`, `record save` and `replay` resolve
  ///     relative paths; by default the process's current directory.
  ///   - clock: Where the times of recorded events come from; by default a clock that steps
  ///     a quarter of a second per event (``DemoClock/stepping(from:by:)``), so that a
  ///     script records the same times on every run. The live terminal passes
  ///     ``DemoClock/system``.
  package init(workingDirectory: URL? = nil, clock: DemoClock? = nil) {
    router = Router(Self.initialState())
    self.clock = clock ?? .stepping()
    host = PresentationHost(
      router: router, base: .selectedTab(containing: nil), coversAvailable: true)
    restorer = SceneRestorer(router: router, coder: Self.snapshotCoder)
    self.workingDirectory =
      workingDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    installLoginGuard()
    router.onFailure = { [weak self] failure in self?.failures.append(DemoError(failure)) }
    restorer.onFailure = { [weak self] error in self?.restorationErrors.append(error) }
    catchUp()
  }

  /// The state the app starts in.
  package static func initialState() -> NavigationState {
    do {
      return try NavigationState(tabs: tabs, selected: "home")
    } catch {
      preconditionFailure("the demo's constant tabs \(tabs) are invalid: \(error)")
    }
  }

  /// The breadcrumb of what the terminal shows: the selected tab, then the layers its host
  /// presented.
  package var breadcrumb: String { Breadcrumb.render(router.state, layers: shownLayers) }

  // MARK: The terminal host

  /// The layers the terminal draws, bottom first: the ones its host presented above the
  /// selected tab, as a SwiftUI stack presents `host.layer(presentedBy:as:)`. A dialog,
  /// which holds no stack, is the last.
  package var shownLayers: [HostedLayer] {
    var layers: [HostedLayer] = []
    var presenter = router.state.content.shownStack.id
    while let layer = host.planner.layer(presentedBy: presenter) {
      layers.append(layer)
      // A dialog's shown stack is its presenter's: nothing is above it.
      if layer.kind == .dialog { break }
      presenter = layer.shownStack
    }
    return layers
  }

  /// The stack the terminal draws at the top: the one the top shown layer shows (under a
  /// dialog, the stack showing it), else the selected tab's.
  package var shownStack: StackState {
    let state = router.state
    return shownLayers.last.flatMap { state.stack($0.shownStack) } ?? state.content.shownStack
  }

  /// The terminal catches up with the router's tree: its host plans toward the tree, and
  /// the terminal performs each step at once (it has no transitions) and confirms it, until
  /// it shows the tree. Runs after every command; a change made without one (straight on
  /// ``router``) is not drawn until then.
  package func catchUp() {
    host.update()
    var last: PresentationStep?
    // Each confirmation finishes the step in flight; the guard stops a report that would
    // finish nothing from repeating.
    while let step = host.planner.inFlight, step != last {
      last = step
      switch step {
      case .present(let layer):
        host.appeared(layer.id)
      case .dismiss(let layers), .replace(let layers, _):
        if let bottom = layers.first { host.dismissed(bottom.id) }
      }
    }
  }

  /// Draws again from the router's state, after a gesture the router did not apply.
  private func resync() {
    catchUp()
    onRedraw?()
  }

  /// Runs `body`, which reports its failures to ``Router/onFailure`` rather than throwing
  /// (a user's gesture, a link), catches the terminal up, and throws the first failure.
  func reportingFailures(_ body: () -> Void) throws(DemoError) {
    failures = []
    body()
    catchUp()
    let first = failures.first
    failures = []
    if let first { throw first }
  }

  // MARK: Scripts

  /// Runs one script line and returns what to print: the breadcrumb (or, for `url`, the
  /// link; for `tree`, the diagram of the tree, over several lines), `error: <message>`
  /// when the command failed, or `nil` for a blank line or a comment. What a screen
  /// awaited and got during the command follows, after `; `: the theme a pick brought
  /// back, the answer to a question (``settleQuestions()``, which is why this waits).
  /// `replay` prints a line per replayed step too (``replay(from:)``).
  package func execute(line: String) async -> String? {
    var output: String
    do {
      guard let command = try DemoCommand(line: line) else { return nil }
      output = try await execute(command)
    } catch {
      output = "error: \(error)"
    }
    for result in [settlePick(), await settleQuestions()] {
      if let result { output += "; " + result }
    }
    return output
  }

  /// Runs a command and returns its output, as ``run(_:)`` does; `replay`, which awaits the
  /// replay, runs only here.
  ///
  /// - Throws: ``DemoError``; the state is unchanged then.
  package func execute(_ command: DemoCommand) async throws(DemoError) -> String {
    guard case .replay(let file) = command else { return try run(command) }
    try checkDialog(allows: command)
    return try await replay(from: file)
  }

  /// Runs a command and returns its output: the breadcrumb, for `url` the link, for `tree`
  /// the diagram of the tree (``TreeDiagram``), one line of it per line; for `record`, what
  /// the recorder did.
  ///
  /// - Throws: ``DemoError``, ``DemoError/awaits(command:)`` for `replay`, which awaits
  ///   (``execute(_:)`` runs it); the state is unchanged then.
  @discardableResult
  package func run(_ command: DemoCommand) throws(DemoError) -> String {
    // A command that fails after changing the tree (a pick whose wait cannot start) is
    // drawn too.
    defer { catchUp() }
    try checkDialog(allows: command)
    switch command {
    case .push(let route):
      try send(.push([AnyRoute(route)]))
    case .pop(let count):
      try send(.pop(count))
    case .root:
      try send(.popToRoot())
    case .back:
      // On a dialog, back is Esc: it closes the dialog without a choice.
      if shownDialog != nil { try cancelDialog() } else { try swipeBack() }
    case .tab(let name):
      try send(.selectTab(StackID(name)))
    case .present(let style, let route, let detents):
      try present(route, as: style, detents: detents)
    case .dismiss:
      try send(.dismissTop)
    case .target(let stack, let route):
      try send(.push([AnyRoute(route)], on: .stack(StackID(stack))))
    case .targetPop(let stack, let count):
      try send(.pop(count, from: .stack(StackID(stack))))
    case .open(let link):
      try open(link: link)
    case .url:
      return try link()
    case .tree:
      return TreeDiagram.render(router.state)
    case .recordOn:
      return try startRecording()
    case .recordOff:
      return try stopRecording()
    case .recordSave(let file):
      return try saveRecording(to: file)
    case .replay:
      throw .awaits(command: command.name)
    case .login:
      try logIn()
    case .logout:
      logOut()
    case .save(let file):
      try save(to: file)
    case .restore(let file):
      try restore(from: file)
    case .pick(let setting):
      try pick(setting)
    case .choose(let name):
      if shownDialog != nil { try answerDialog(name) } else { try choose(name) }
    case .cancel:
      try cancelDialog()
    case .mail:
      try openMail()
    case .select(let column, let name):
      try select(name, in: column)
    case .deselect(let column):
      try deselect(column)
    case .width(let width):
      try setMailWidth(width)
    case .signOut:
      try askToSignOut()
    case .updates:
      try checkForUpdates()
    case .share:
      try share()
    case .detent(let detent):
      try dragSheet(to: detent)
    }
    catchUp()
    return breadcrumb
  }

  /// Sends `action` through the router.
  ///
  /// - Throws: ``DemoError/navigation(_:)`` with the engine's error.
  package func send(
    _ action: NavigationAction, source: NavigationSource = .program
  ) throws(DemoError) {
    do {
      try router.send(action, source: source)
    } catch {
      throw .navigation(error)
    }
  }

  // MARK: The user

  /// Reports what the user did, as a host does, with ``Router/report(_:resync:)``: the
  /// engine turns it into an action and applies it with source ``NavigationSource/user``,
  /// or does nothing when the input changes nothing. When the router does not apply it,
  /// the terminal draws the unchanged state again (``onRedraw``).
  ///
  /// - Throws: The failure the router reported (``DemoError/navigation(_:)``); the state is
  ///   unchanged then.
  package func report(_ input: UserInput) throws(DemoError) {
    try reportingFailures {
      router.report(input) { [weak self] in self?.resync() }
    }
  }

  /// The user swipes back on the stack on screen: pops one screen. At the stack's root
  /// nothing happens. On a compact split view (the mail), the columns read as one stack:
  /// at the detail column's first screen, back clears the message, then the mailbox.
  package func swipeBack() throws(DemoError) {
    try report(.back(stack: shownStack.id))
  }

  /// The user goes back: closes the dialog on top without a choice (Esc), swipes back when
  /// the stack on screen can pop, else swipes the top layer down (dismisses it, through the
  /// host as a SwiftUI sheet's write-back is); at a tab's root nothing happens.
  package func goBack() throws(DemoError) {
    if shownDialog != nil {
      try cancelDialog()
      return
    }
    guard let top = shownLayers.last, shownDepth == 0 else {
      try swipeBack()
      return
    }
    try reportingFailures {
      host.dismissedByUser(top.id) { [weak self] in self?.resync() }
    }
  }

  /// The user taps the next tab in the tab bar (wrapping around).
  package func selectNextTab() throws(DemoError) {
    let current = router.state.content.shownStack.id
    let index = Self.tabs.firstIndex(of: current) ?? 0
    try report(.tabTapped(Self.tabs[(index + 1) % Self.tabs.count]))
  }
}
