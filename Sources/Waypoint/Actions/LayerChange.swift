/// A change to a presented layer: one that was presented or dismissed, as an event reports it.
public struct LayerChange: Sendable, Equatable {
  /// The stack that presents (or presented) the layer.
  public let presenter: StackID
  /// The layer's style.
  public let style: PresentationStyle
  /// The route of the layer's first screen (its stack's root, or its selected tab's).
  public let root: AnyRoute?
  /// The stacks directly in the layer: its stack, or its tabs.
  public let stacks: [StackID]
  /// The stack the layer shows: its stack, or its selected tab.
  let shown: StackID

  init(presenter: StackID, layer: PresentedLayer) {
    self.presenter = presenter
    style = layer.style
    root = layer.root
    stacks = layer.content.stackIDs
    shown = layer.content.shownStackID
  }
}

extension LayerChange: CustomStringConvertible {
  /// The style, the stack the layer shows with its first route, and its presenter:
  /// `sheet "login" (Screen.login) on "main"`.
  public var description: String {
    let first = root.map { " (\(CallText.clip(CallText.route($0))))" } ?? ""
    return
      "\(style) \(CallText.quoted(shown.rawValue))\(first) on \(CallText.quoted(presenter.rawValue))"
  }
}
