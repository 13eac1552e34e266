extension LinkMatch {
  /// The dialog the map registered as `name` (``LinkMap/registerDialog(_:_:)``), for the
  /// target to present: its text comes from the app, never from the link.
  ///
  /// ```swift
  /// try links.register("drafts/:id/discard") { match in
  ///   .tab(
  ///     "drafts", path: [Screen.user(id: try match.parameter("id"))],
  ///     presenting: .dialog(try match.dialog("discard")))
  /// }
  /// ```
  ///
  /// - Parameter name: The name it is registered under; it may come from the link
  ///   (`try match.dialog(try match.parameter("name"))`): only registered dialogs are found.
  /// - Returns: The dialog, anchored to nothing.
  /// - Throws: ``LinkError/navigation(_:)`` with
  ///   ``NavigationError/dialogNotRegistered(_:registered:)``, naming the dialogs there are,
  ///   when nothing is registered as `name`; the link then opens nothing.
  public func dialog(_ name: String) throws(LinkError) -> Dialog {
    guard let dialog = table.dialogs[name] else {
      throw .navigation(.dialogNotRegistered(name, registered: table.dialogs.keys.sorted()))
    }
    return dialog
  }
}
