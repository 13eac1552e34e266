extension Router {
  /// Opens a link: matches it, builds its target's action for the current state, and
  /// applies it with the source ``NavigationSource/deepLink``: one change, one event,
  /// through the same guards as any other action. Never throws.
  ///
  /// ```swift
  /// router.open("myapp://home/profile?sheet=settings", with: links)
  /// ```
  ///
  /// This is a convenience call (see ``onFailure``): when an asynchronous guard has to
  /// decide, the link is opened in a task once it has decided; a link that does not
  /// match, cannot be read, or that the router cannot apply changes nothing, and its
  /// failure (whose ``NavigationFailure/error`` is a ``LinkError``) is reported. For the
  /// typed path, build the action and send it:
  ///
  /// ```swift
  /// try router.send(links.action(for: url, in: router.state), source: .deepLink)
  /// ```
  ///
  /// - Returns: Whether the link was opened at once.
  @discardableResult
  public func open(_ url: String, with links: LinkMap) -> Bool {
    let source = NavigationSource.deepLink
    let call = { "open(\(CallText.quoted(url)))" }
    let action: NavigationAction
    do {
      action = try links.action(for: url, in: current)
    } catch {
      fail(NavigationFailure(call: call(), error: error, source: source))
      return false
    }
    do {
      try send(action, source: source)
      return true
    } catch .needsAsyncGuard, .navigationPending {
      let call = call()
      Task {
        do throws(NavigationError) {
          try await navigate(action, source: source)
        } catch {
          fail(NavigationFailure(call: call, error: LinkError.navigation(error), source: source))
        }
      }
    } catch {
      fail(NavigationFailure(call: call(), error: LinkError.navigation(error), source: source))
    }
    return false
  }
}
