import Waypoint

extension DemoApp {
  /// Whether the user is logged in.
  package var isLoggedIn: Bool { false }

  /// Logs the user in and completes the navigation the Login sheet was holding.
  package func logIn() throws(DemoError) {
    throw .unavailable(feature: "guards", command: "login")
  }

  /// Logs the user out.
  package func logOut() throws(DemoError) {
    throw .unavailable(feature: "guards", command: "logout")
  }
}
