import Foundation
import Waypoint
import WaypointHost

/// The demo app: a ``Router`` over two tabs, `home` and `explore`, and the commands that
/// drive it.
///
/// Every screen and every move is an ordinary engine route and action sent through the
/// router; the terminal and the script runner only show the tree and report what the user
/// did (``UserInput``, turned into an action by ``NavigationState/action(for:)``), as the
/// SwiftUI adapter does: a back key is ``UserInput/back(stack:)``, applied with source
/// ``NavigationSource/user``.
///
/// ```swift
/// let app = DemoApp()
/// app.execute(line: "push profile")   // "[home] Router > Profile"
/// app.execute(line: "push nowhere")   // "error: no route named \"nowhere\"; routes: …"
/// ```
@MainActor
package final class DemoApp {
  /// The router that owns the navigation state.
  package let router: Router
  /// Where relative snapshot paths are resolved.
  package let workingDirectory: URL
  /// Whether the user is logged in; Account needs it.
  package internal(set) var isLoggedIn = false
  /// The theme, chosen on the Theme picker (`pick theme`, then `choose <theme>`).
  package internal(set) var theme = DemoTheme.system
  /// The pick that waits for the Theme picker's value, if one is on its way.
  package internal(set) var themePick: PendingResult<DemoTheme>?

  /// The tabs, in display order.
  package nonisolated static let tabs: [StackID] = ["home", "explore"]

  /// Creates the app in its initial state: tabs `home` (selected) and `explore`, each at
  /// its root screen "Router".
  ///
  /// - Parameter workingDirectory: Where `save` and `restore` resolve relative paths; by
  ///   default the process's current directory.
  package init(workingDirectory: URL? = nil) {
    router = Router(Self.initialState())
    self.workingDirectory =
      workingDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    installLoginGuard()
  }

  /// The state the app starts in.
  package static func initialState() -> NavigationState {
    do {
      return try NavigationState(tabs: tabs, selected: "home")
    } catch {
      preconditionFailure("the demo's constant tabs \(tabs) are invalid: \(error)")
    }
  }

  /// The breadcrumb of the current state.
  package var breadcrumb: String { Breadcrumb.render(router.state) }

  // MARK: Scripts

  /// Runs one script line and returns what to print: the breadcrumb (or, for `url`, the
  /// link), `error: <message>` when the command failed, or `nil` for a blank line or a
  /// comment.
  package func execute(line: String) -> String? {
    do {
      guard let command = try DemoCommand(line: line) else { return nil }
      let output = try run(command)
      return settlePick().map { output + "; " + $0 } ?? output
    } catch {
      return "error: \(error)"
    }
  }

  /// Runs a command and returns its output line: the breadcrumb, or for `url` the link.
  ///
  /// - Throws: ``DemoError``; the state is unchanged then.
  @discardableResult
  package func run(_ command: DemoCommand) throws(DemoError) -> String {
    switch command {
    case .push(let route):
      try send(.push([AnyRoute(route)]))
    case .pop(let count):
      try send(.pop(count))
    case .root:
      try send(.popToRoot())
    case .back:
      try swipeBack()
    case .tab(let name):
      try send(.selectTab(StackID(name)))
    case .present(let style, let route):
      try send(.present(.stack(style, root: route, id: StackID(route.commandName))))
    case .dismiss:
      try send(.dismissTop)
    case .target(let stack, let route):
      try send(.push([AnyRoute(route)], on: .stack(StackID(stack))))
    case .open(let link):
      try open(link: link)
    case .url:
      return try link()
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
      try choose(name)
    }
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

  /// Reports what the user did, as a host does: the engine turns it into an action
  /// (``NavigationState/action(for:)``) and applies it with source
  /// ``NavigationSource/user``, or does nothing when the input changes nothing.
  ///
  /// - Throws: ``DemoError/navigation(_:)``; the state is unchanged then.
  package func report(_ input: UserInput) throws(DemoError) {
    guard let action = router.state.action(for: input) else { return }
    try send(action, source: .user)
  }

  /// The user swipes back on the visible stack: pops one screen. At the stack's root
  /// nothing happens.
  package func swipeBack() throws(DemoError) {
    try report(.back(stack: router.visibleStack.id))
  }

  /// The user goes back: swipes back when the visible stack can pop, else swipes the top
  /// layer down (dismisses it); at a tab's root nothing happens.
  package func goBack() throws(DemoError) {
    let visible = router.visibleStack
    if visible.canPop || router.state.visibleLayers.isEmpty {
      try swipeBack()
    } else {
      try report(.layerDismissed(holding: visible.id))
    }
  }

  /// The user taps the next tab in the tab bar (wrapping around).
  package func selectNextTab() throws(DemoError) {
    let current = router.state.root.shownStack.id
    let index = Self.tabs.firstIndex(of: current) ?? 0
    try report(.tabTapped(Self.tabs[(index + 1) % Self.tabs.count]))
  }
}
