import Waypoint

extension PresentationStep: CustomStringConvertible {
  /// What the host does, with the layers it concerns:
  /// `present sheet "login" (Screen.login) on "main"`, `dismiss [sheet "a" on "main"]`,
  /// `replace [sheet "a" on "main"] with sheet "b" on "main"`.
  public var description: String {
    switch self {
    case .present(let layer):
      "present \(layer)"
    case .dismiss(let layers):
      "dismiss [\(CallText.list(layers) { $0.description })]"
    case .replace(let layers, let layer):
      "replace [\(CallText.list(layers) { $0.description })] with \(layer)"
    }
  }
}
