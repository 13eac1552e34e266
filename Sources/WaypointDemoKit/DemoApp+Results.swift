import Waypoint

/// A setting the demo picks on a screen of its own.
package enum DemoSetting: String, CaseIterable, Sendable {
  /// The app's theme, picked on the Theme screen.
  case theme
}

/// The demo's themes: what the Theme picker hands back to the screen that pushed it.
package enum DemoTheme: String, CaseIterable, Hashable, Sendable {
  /// Follow the system.
  case system
  /// Always light.
  case light
  /// Always dark.
  case dark

  /// The name shown on screen: `Dark`.
  package var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

extension DemoApp {
  /// Pushes the setting's picker on the visible stack and starts waiting for its value,
  /// as a SwiftUI screen would with `push(_:returning:)`: here the wait is kept in
  /// ``themePick`` and read after each command, because the script runs synchronously.
  ///
  /// - Throws: ``DemoError/alreadyPicking(_:)`` while another pick waits; the engine's
  ///   errors when the picker cannot be pushed or awaited.
  package func pick(_ setting: DemoSetting) throws(DemoError) {
    if let themePick, themePick.outcome == nil { throw .alreadyPicking(setting) }
    try send(.push([AnyRoute(DemoRoute.theme)]))
    let picker = router.screen(router.visibleStack.topScreen)
    do {
      themePick = try picker.expectResult(of: DemoTheme.self)
    } catch {
      throw .result(error)
    }
  }

  /// On the Theme picker, chooses `name`: the picker closes and hands the theme back to the
  /// screen that pushed it.
  ///
  /// - Throws: ``DemoError/notAPicker(_:)`` on another screen,
  ///   ``DemoError/unknownChoice(_:choices:)`` for a theme the demo does not have, and the
  ///   engine's ``ResultError`` when nothing awaits the picker (it was pushed with `push`).
  package func choose(_ name: String) throws(DemoError) {
    let visible = router.visibleStack
    guard visible.entries.last?.route(as: DemoRoute.self) == .theme else {
      throw .notAPicker(Breadcrumb.name(of: visible.entries.last?.route ?? visible.root))
    }
    guard let theme = DemoTheme(rawValue: name) else {
      throw .unknownChoice(name, choices: DemoTheme.allCases.map(\.rawValue))
    }
    do {
      try router.screen(visible.topScreen).close(returning: theme)
    } catch {
      throw .result(error)
    }
  }

  /// What became of the pick when it ended during the last command: the theme it brought
  /// back (now the app's theme), or why none came. `nil` while it waits, or with no pick.
  func settlePick() -> String? {
    guard let pick = themePick, let outcome = pick.outcome else { return nil }
    themePick = nil
    switch outcome {
    case .success(let chosen):
      theme = chosen
      return "theme: \(chosen.rawValue)"
    case .failure(let error):
      return "theme unchanged: \(error)"
    }
  }
}
