/// What a popover or a dialog is anchored to: a screen, or an anchor a screen's view
/// declares (a toolbar button, a row).
///
/// Popping the anchor's screen closes what is anchored to it. A host points a popover's
/// arrow (and a confirmation dialog shown as a popover) at the anchor: at the view that
/// declared the name, or at the screen as a whole.
///
/// ```swift
/// let anchor = PresentationAnchor.named("share", in: screen.id)
/// router.present(.popover(Screen.account, anchor: anchor))
/// ```
public struct PresentationAnchor: Sendable, Hashable, CustomStringConvertible {
  /// The screen the anchor is in.
  public var screen: ScreenID
  /// The name of an anchor the screen's view declares, or `nil` for the screen itself.
  public var name: String?

  /// Creates an anchor.
  public init(screen: ScreenID, name: String? = nil) {
    self.screen = screen
    self.name = name
  }

  /// A screen as a whole.
  public static func screen(_ screen: ScreenID) -> PresentationAnchor {
    PresentationAnchor(screen: screen)
  }

  /// An anchor a screen's view declares under `name`.
  public static func named(_ name: String, in screen: ScreenID) -> PresentationAnchor {
    PresentationAnchor(screen: screen, name: name)
  }

  /// `"share" in #3`, or the screen alone.
  public var description: String {
    name.map { "\"\(CallText.clip($0))\" in \(screen)" } ?? screen.description
  }
}
