import Waypoint

/// The dialogs, anchors and detents of the model tests, by small codes the models keep.
enum ModelDialogs {
  static let all: [Dialog] = [
    .alert("Saved", buttons: [.cancel("OK", value: 0)]),
    .confirmationDialog(
      "Delete?", buttons: [.destructive("Delete", value: 1), .cancel(value: 0)]),
    .alert(
      "Rename", buttons: [DialogButton("Save", value: 2), .cancel(value: 0)],
      textFields: [DialogTextField("Name", text: "draft")]),
  ]

  /// Detent codes: 4 is a fraction that cannot be drawn.
  static let detents: [SheetDetent] = [
    .medium, .large, .fraction(0.25), .height(300), .fraction(1.5),
  ]

  static func dialog(_ index: Int) -> Dialog {
    all[index % all.count]
  }

  /// The index of `dialog`, whatever its anchor.
  static func index(of dialog: Dialog) -> Int? {
    all.firstIndex { $0.asksTheSame(as: dialog) }
  }

  static func detent(_ code: Int) -> SheetDetent {
    detents[code % detents.count]
  }

  static func code(of detent: SheetDetent) -> Int? {
    detents.firstIndex(of: detent)
  }

  /// The screen an anchor code names on the stack `name` (`visible` when `name` is `nil`):
  /// `0` its first screen, else the entry with that ID.
  static func screen(_ code: UInt64, of name: String?, visible: String?) -> ScreenID {
    code == 0 ? .root(StackID(name ?? visible ?? "")) : .entry(EntryID(code))
  }

  static func code(of screen: ScreenID) -> UInt64 {
    switch screen {
    case .root: 0
    case .entry(let id): id.rawValue
    }
  }

  /// The error the engine gives for these detent codes, or `nil`.
  static func checkDetents(_ codes: [Int], selected: Int?) -> String? {
    if codes.contains(where: { !detent($0).isValid }) { return "invalidDetent" }
    if let selected, !codes.contains(selected) {
      return detent(selected).isValid ? "detentNotDeclared" : "invalidDetent"
    }
    return nil
  }
}

extension ReferenceModel.Stack {
  /// Whether the anchor code names one of this stack's screens.
  func shows(_ code: UInt64) -> Bool {
    code == 0 || entries.contains { $0.id == code }
  }
}

extension StackTreeModel {
  /// Closes the dialog `name` shows, if any.
  mutating func closeDialog(_ name: String) {
    guard stacks[name]?.dialog != nil else { return }
    stacks[name]?.dialog = nil
    stacks[name]?.dialogAnchor = nil
    layerSerials[name] = nil
  }

  /// Shows the dialog `index` on `name`: a new presentation unless it shows it already.
  mutating func showDialog(_ index: Int, anchor: UInt64?, on name: String) {
    guard stacks[name]?.dialog != index || stacks[name]?.dialogAnchor != anchor else { return }
    stacks[name]?.dialog = index
    stacks[name]?.dialogAnchor = anchor
    layerSerials[name] = nextSerial
    nextSerial += 1
  }

  /// Closes what `name` presents anchored to a screen it no longer has.
  mutating func closeUnanchored(_ name: String) {
    guard let stack = stacks[name] else { return }
    if let anchor = stack.dialogAnchor, !stack.shows(anchor) { closeDialog(name) }
    if let anchor = stack.layerAnchor, !stack.shows(anchor) { removeAbove(name) }
  }
}
