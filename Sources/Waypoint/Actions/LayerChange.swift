/// A change to a presented layer: one that was presented or dismissed, as an event reports it.
///
/// A dialog is a layer that holds no stack: its change has the dialog's style, no root and
/// no stacks, the ``dialog`` itself, and, when it was dismissed by a choice, the
/// ``answer``.
public struct LayerChange: Sendable, Equatable {
  /// The stack that presents (or presented) the layer.
  public let presenter: StackID
  /// The layer's style.
  public let style: PresentationStyle
  /// The route of the layer's first screen (its stack's root, or its selected tab's).
  public let root: AnyRoute?
  /// The stacks directly in the layer: its stack, or its tabs.
  public let stacks: [StackID]
  /// The dialog, for a dialog's change.
  public var dialog: Dialog? { details?.dialog }
  /// The button chosen, for a dialog that a choice dismissed; `nil` otherwise.
  public var answer: DialogAnswer? { details?.answer }
  /// What a popover is anchored to.
  public var anchor: PresentationAnchor? { details?.anchor }
  /// The height a sheet rests at, when it declares detents.
  public var selectedDetent: SheetDetent? { details?.selectedDetent }
  /// The stack the layer shows: its stack, or its selected tab; a dialog's presenter.
  let shown: StackID
  /// The dialog, answer, anchor and detent, on the heap: most changes have none, and a
  /// change is a value that recursive code over deep trees keeps on its thread's stack.
  private let details: Details?

  init(presenter: StackID, layer: PresentedLayer) {
    self.presenter = presenter
    style = layer.style
    root = layer.root
    stacks = layer.content.stackIDs
    shown = layer.content.shownStackID
    let anchor = layer.anchor
    let detent = layer.selectedDetent
    details =
      anchor == nil && detent == nil
      ? nil : Details(dialog: nil, answer: nil, anchor: anchor, selectedDetent: detent)
  }

  init(presenter: StackID, dialog: Dialog, answer: DialogAnswer? = nil) {
    self.presenter = presenter
    style = dialog.style
    root = nil
    stacks = []
    shown = presenter
    details = Details(dialog: dialog, answer: answer, anchor: dialog.anchor, selectedDetent: nil)
  }

  /// Whether two values are equal.
  public static func == (lhs: LayerChange, rhs: LayerChange) -> Bool {
    lhs.presenter == rhs.presenter && lhs.style == rhs.style && lhs.root == rhs.root
      && lhs.stacks == rhs.stacks && lhs.shown == rhs.shown
      && (lhs.details === rhs.details || lhs.details == rhs.details)
  }

  /// What only some changes carry. Immutable.
  private final class Details: Sendable, Equatable {
    let dialog: Dialog?
    let answer: DialogAnswer?
    let anchor: PresentationAnchor?
    let selectedDetent: SheetDetent?

    init(
      dialog: Dialog?, answer: DialogAnswer?, anchor: PresentationAnchor?,
      selectedDetent: SheetDetent?
    ) {
      self.dialog = dialog
      self.answer = answer
      self.anchor = anchor
      self.selectedDetent = selectedDetent
    }

    static func == (lhs: Details, rhs: Details) -> Bool {
      lhs.dialog == rhs.dialog && lhs.answer == rhs.answer && lhs.anchor == rhs.anchor
        && lhs.selectedDetent == rhs.selectedDetent
    }
  }

  /// Whether `other` reports the same layer (or dialog) in the same place, whatever its
  /// answer and detent.
  func isSameLayer(as other: LayerChange) -> Bool {
    presenter == other.presenter && style == other.style && root == other.root
      && stacks == other.stacks && dialog == other.dialog && anchor == other.anchor
  }
}

extension LayerChange: CustomStringConvertible {
  /// The style, the stack the layer shows with its first route, and its presenter:
  /// `sheet "login" (Screen.login) on "main"`.
  public var description: String {
    if let dialog {
      let chosen = answer.map { answer in
        dialog.buttons.indices.contains(answer.button)
          ? " answered \(CallText.quoted(dialog.buttons[answer.button].label))" : ""
      }
      return
        "\(style) \(CallText.quoted(dialog.title)) on \(CallText.quoted(presenter.rawValue))"
        + (chosen ?? "")
    }
    let first = root.map { " (\(CallText.clip(CallText.route($0))))" } ?? ""
    return
      "\(style) \(CallText.quoted(shown.rawValue))\(first) on \(CallText.quoted(presenter.rawValue))"
  }
}
