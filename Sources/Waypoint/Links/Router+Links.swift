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
  /// failure (whose ``NavigationFailure/error`` is a ``LinkError``) goes to ``onFailure``. For the
  /// typed path, build the action and send it:
  ///
  /// ```swift
  /// try router.send(links.action(for: url, in: router.state), source: .deepLink)
  /// ```
  ///
  /// Called while an event is delivered (from an observer), the link is deferred with the
  /// router's other deferred calls (see ``send(_:source:)``): it is matched and built
  /// against the state it is applied to, and fails, if it does, as it would then. The call
  /// returns `false` then: nothing is opened yet.
  ///
  /// Like ``push(_:)``, a link a guard redirects returns `false`: the router applied the
  /// guard's action, not the link's.
  ///
  /// - Returns: Whether the link's own action was applied at once; `false` when it failed,
  ///   a guard redirected it, it waits for an asynchronous guard, or it was deferred.
  @discardableResult
  public func open(_ url: String, with links: LinkMap) -> Bool {
    run(Self.openCall(url), source: .deepLink, whenDeferred: false) { [self] in
      openAtOnce(url, with: links)
    }
  }

  /// ``open(_:with:)-(String,_)`` past the gate: matched and built against the state now.
  private func openAtOnce(_ url: String, with links: LinkMap) -> Bool {
    let source = NavigationSource.deepLink
    let call = { Self.openCall(url) }
    let action: NavigationAction
    do {
      action = try links.action(for: url, in: current)
    } catch {
      fail(NavigationFailure(call: call(), error: error, source: source))
      return false
    }
    return performAtOnce(
      action, source: source, call: call(), reportedAs: { LinkError.navigation($0) }) != nil
  }

  /// `open("<url>")`.
  private static func openCall(_ url: String) -> NavigationCall {
    NavigationCall("open", arguments: [.init(value: CallText.quoted(url))])
  }
}
