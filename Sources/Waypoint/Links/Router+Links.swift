extension Router {
  /// Opens a link: matches it, builds its target's action for the current state, and sends
  /// it with the source ``NavigationSource/deepLink``: one change, one event, through the
  /// same checks as any other action.
  ///
  /// ```swift
  /// try router.open("myapp://home/profile?sheet=settings", with: links)
  /// ```
  ///
  /// - Returns: The state after and what changed.
  /// - Throws: ``LinkError`` when the link does not match or cannot be read, and
  ///   ``LinkError/navigation(_:)`` when the router cannot apply it; the state is
  ///   unchanged and no event is produced.
  @discardableResult
  public func open(_ url: String, with links: LinkMap) throws(LinkError) -> NavigationTransition {
    let action = try links.action(for: url, in: state)
    do {
      return try send(action, source: .deepLink)
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
