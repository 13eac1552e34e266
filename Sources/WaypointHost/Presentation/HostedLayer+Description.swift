import Waypoint

extension HostedLayer: CustomStringConvertible {
  /// The layer's style (and the container it is hosted in, when that differs), its
  /// stack (and the tab it shows, when that differs), its first route, and its presenter:
  /// `sheet "login" (Screen.login) on "main"`,
  /// `fullScreenCover as sheet "tabs" showing "tab2" (Screen.inbox) on "main"`.
  public var description: String {
    var text = CallText.style(style)
    if text != container.rawValue { text += " as \(container.rawValue)" }
    text += " \(CallText.quoted(id.rawValue))"
    if shownStack != id { text += " showing \(CallText.quoted(shownStack.rawValue))" }
    if let root { text += " (\(CallText.clip(CallText.route(root))))" }
    return text + " on \(CallText.quoted(presenter.rawValue))"
  }
}
