import Waypoint

extension DemoApp {
  /// The ID of the Login sheet's stack.
  package static let loginStack: StackID = "login"

  /// Registers the engine's authentication guard: while the user is logged out, any
  /// navigation that would bring Account into the tree or on screen (a push, a sheet, a
  /// link, a restored snapshot, a tab) presents the Login sheet instead and is kept as the
  /// router's pending navigation.
  func installLoginGuard() {
    router.guards.add(
      .authentication(
        isLoggedIn: { [weak self] in self?.isLoggedIn ?? false },
        requiresLogin: { $0.value(as: DemoRoute.self)?.needsLogin ?? false },
        login: .sheet(DemoRoute.login, id: Self.loginStack)))
  }

  /// Logs the user in: dismisses the Login sheet and completes the navigation it was
  /// holding, as one change. Logging in again changes nothing.
  ///
  /// - Throws: ``DemoError/navigation(_:)`` when the pending navigation cannot be applied
  ///   any more; the user stays logged out then.
  package func logIn() throws(DemoError) {
    let wasLoggedIn = isLoggedIn
    isLoggedIn = true
    do {
      if try router.guards.resumePending() == nil, router.state.hasStack(Self.loginStack) {
        try router.send(.dismissLayer(holding: Self.loginStack))
      }
    } catch {
      isLoggedIn = wasLoggedIn
      throw .navigation(error)
    }
  }

  /// Logs the user out. Screens already open stay; the next navigation to Account asks
  /// for a login again.
  package func logOut() {
    isLoggedIn = false
  }
}
