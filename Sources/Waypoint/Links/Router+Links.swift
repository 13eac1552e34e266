extension Router {
  /// Opens a link: matches it, builds its target's action for the current state, and sends
  /// it with the source ``NavigationSource/deepLink``: one change, one event, through the
  /// same checks as any other action.
  ///
  /// ```swift
  /// try router.open("myapp://home/profile?sheet=settings", with: links)
  /// ```
  ///
  /// - Returns: The state after and what changed (when a guard redirected the link, the
  ///   redirect's).
  /// - Throws: ``LinkError`` when the link does not match or cannot be read, and
  ///   ``LinkError/navigation(_:)`` when the router cannot apply it: a missing stack, a
  ///   guard's ``NavigationError/denied(guard:reason:)``, or
  ///   ``NavigationError/needsAsyncGuard(_:)`` when an asynchronous guard has to decide
  ///   (use ``navigate(toLink:with:)``). The state is unchanged then.
  @discardableResult
  public func open(_ url: String, with links: LinkMap) throws(LinkError) -> NavigationTransition {
    let action = try links.action(for: url, in: state)
    do {
      return try send(action, source: .deepLink)
    } catch {
      throw .navigation(error)
    }
  }

  /// Opens a link like ``open(_:with:)-(String,_)``, waiting for asynchronous guards.
  ///
  /// - Returns: The state after and what changed.
  /// - Throws: ``LinkError``; the state is unchanged.
  @discardableResult
  public func navigate(toLink url: String, with links: LinkMap) async throws(LinkError)
    -> NavigationTransition
  {
    let action = try links.action(for: url, in: state)
    do {
      return try await navigate(action, source: .deepLink)
    } catch {
      throw .navigation(error)
    }
  }

  /// The part of the state on screen printed as a state link (see
  /// ``LinkMap/url(for:)-(NavigationState)``).
  ///
  /// - Throws: ``LinkError`` when a route has no route pattern or the state has a shape
  ///   links cannot express.
  public func url(with links: LinkMap) throws(LinkError) -> String {
    try links.url(for: state)
  }
}
