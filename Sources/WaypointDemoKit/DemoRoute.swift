/// The demo's screens: Profile, Settings and About, plus the guarded Account
/// screen, the Login screen that guards it, the Theme picker that hands a value back to
/// the screen that pushed it, and the Share popover.
///
/// Each route has a command name (`profile`), used in scripts, links and snapshots, and a
/// display name (`Profile`), used in breadcrumbs and on screen.
package enum DemoRoute: String, Hashable, Sendable, CaseIterable, Codable {
  /// The user's profile.
  case profile
  /// The app's settings.
  case settings
  /// About the app.
  case about
  /// The user's account: needs a logged-in user.
  case account
  /// The login screen, presented as a sheet when a logged-out user heads for Account.
  case login
  /// A picker that returns a ``DemoTheme`` to the screen that pushed it (`pick theme`).
  case theme
  /// What a screen shares, in a popover anchored to its toolbar's share button (`share`).
  case share

  /// The routes each demo screen offers to push, in order.
  package static let seedRoutes: [DemoRoute] = [.profile, .settings, .about]

  /// The name used in commands, links and snapshots: `profile`.
  package var commandName: String { rawValue }

  /// The name shown in breadcrumbs and titles: `Profile`.
  package var displayName: String {
    switch self {
    case .profile: "Profile"
    case .settings: "Settings"
    case .about: "About"
    case .account: "Account"
    case .login: "Login"
    case .theme: "Theme"
    case .share: "Share"
    }
  }

  /// Whether the route needs a logged-in user.
  package var needsLogin: Bool { self == .account }

  /// The route whose command name is `name`.
  ///
  /// - Throws: ``DemoError/unknownRoute(_:)`` naming the routes there are.
  package init(commandName name: String) throws(DemoError) {
    guard let route = DemoRoute(rawValue: name) else { throw .unknownRoute(name) }
    self = route
  }
}
