// What a layer and a stack present besides their nodes: a popover's anchor, a sheet's
// detents, a dialog. Written when there is something to say; read, checked against the
// stack presenting, and (a dialog) reported as dropped.

extension WireLayer {
  /// Describes `layer`, whose content is `node`, for the wire.
  convenience init(_ layer: PresentedLayer, node: WireNode) {
    self.init(style: layer.style.rawValue, node: node)
    anchor = layer.anchor.map { anchor in
      switch anchor.screen {
      case .entry(let id): WireAnchor(entry: id.rawValue, name: anchor.name)
      case .root(let stack): WireAnchor(root: stack.rawValue, name: anchor.name)
      }
    }
    detents = layer.detents.map(\.description)
    selectedDetent = layer.selectedDetent?.description
  }

  /// The anchor and detents, checked against the stack presenting: `presenter`, whose
  /// entries `isEntry` tells. Throws for anything wrong in strict mode; in lenient mode,
  /// drops what is wrong (an anchor, a detent, a selection that falls back to the first
  /// detent) and reports it in `summary`. `nil` when the layer has neither.
  func details(
    presenter: StackID, isEntry: (EntryID) -> Bool, path: String, mode: RestorationMode,
    summary: inout RestorationSummary
  ) throws(RestorationError) -> LayerDetails? {
    guard anchor != nil || !detents.isEmpty || selectedDetent != nil else { return nil }
    var checked: PresentationAnchor?
    if let anchor {
      do {
        checked = PresentationAnchor(
          screen: try anchor.screen(presenter: presenter, isEntry: isEntry, path: path + ".anchor"),
          name: anchor.name)
      } catch {
        try Self.reject(error, mode: mode, summary: &summary)
      }
    }
    var kept: [SheetDetent] = []
    var firstInvalid: (index: Int, text: String)?
    var invalid = 0
    for (index, text) in detents.enumerated() {
      if let detent = SheetDetent(text) {
        kept.append(detent)
      } else {
        if firstInvalid == nil { firstInvalid = (index, text) }
        invalid += 1
      }
    }
    if let (index, text) = firstInvalid {
      // One problem for the layer, however many detents it has that cannot be drawn.
      let more = invalid > 1 ? " (and \(invalid - 1) more that cannot be drawn)" : ""
      try Self.reject(
        .invalidData(path: "\(path).detents[\(index)]", detail: Self.notADetent(text) + more),
        mode: mode, summary: &summary)
    }
    var selected: SheetDetent?
    if let text = selectedDetent {
      selected = try Self.selection(
        text, declared: kept, path: path + ".selectedDetent", mode: mode, summary: &summary)
    }
    return LayerDetails(anchor: checked, detents: kept, selected: selected)
  }

  /// The selected detent, when it can be drawn and is declared; in lenient mode, the
  /// first declared one instead (reported).
  private static func selection(
    _ text: String, declared: [SheetDetent], path: String, mode: RestorationMode,
    summary: inout RestorationSummary
  ) throws(RestorationError) -> SheetDetent? {
    guard let detent = SheetDetent(text) else {
      try reject(.invalidData(path: path, detail: notADetent(text)), mode: mode, summary: &summary)
      return declared.first
    }
    guard declared.contains(detent) else {
      let list = declared.isEmpty ? "none" : CallText.list(declared.map(\.description))
      try reject(
        .invalidData(
          path: path,
          detail: "\(CallText.quoted(text)) is not one of the sheet's detents (\(list)); a "
            + "sheet rests at a detent it declares"),
        mode: mode, summary: &summary)
      return declared.first
    }
    return detent
  }

  private static func notADetent(_ text: String) -> String {
    "\(CallText.quoted(text)) is not a sheet detent that can be drawn: medium, large, "
      + "fraction:<above 0, at most 1> or height:<points above 0>"
  }

  /// Throws `problem` in strict mode; reports it in lenient mode.
  static func reject(
    _ problem: RestorationError, mode: RestorationMode, summary: inout RestorationSummary
  ) throws(RestorationError) {
    guard mode == .lenient else { throw problem }
    summary.problems.append(problem)
  }
}

extension WireAnchor {
  /// An anchor to an entry.
  init(entry: UInt64, name: String?) {
    self.entry = entry
    self.name = name
  }

  /// An anchor to a stack's first screen.
  init(root: String, name: String?) {
    self.root = root
    self.name = name
  }

  /// The screen the anchor (at `path`) names, when it is one of the presenting stack's.
  ///
  /// - Throws: ``RestorationError/invalidData(path:detail:)`` saying why it is not.
  func screen(presenter: StackID, isEntry: (EntryID) -> Bool, path: String)
    throws(RestorationError) -> ScreenID
  {
    let rule = "; an anchor is a screen of the stack presenting the layer"
    switch (entry, root) {
    case (let entry?, nil):
      guard isEntry(EntryID(entry)) else {
        throw .invalidData(
          path: path,
          detail: "names entry \(EntryID(entry)), which is not in "
            + CallText.quoted(presenter.rawValue) + rule)
      }
      return .entry(EntryID(entry))
    case (nil, let root?):
      guard root == presenter.rawValue else {
        throw .invalidData(
          path: path,
          detail: "names the first screen of \(CallText.quoted(root)), but the layer is "
            + "presented by \(CallText.quoted(presenter.rawValue))" + rule)
      }
      return .root(presenter)
    default:
      throw .invalidData(
        path: path,
        detail: "has \(entry == nil ? "neither" : "both") of \"entry\" and \"root\"; an anchor "
          + "names one screen: an entry's ID, or its stack's ID for the stack's first screen")
    }
  }

  /// This anchor with its stack renamed.
  mutating func renameStack(_ rename: (String) -> String) {
    root = root.map(rename)
  }
}

extension WireDialog {
  /// The dialog `stack` shows, for the wire; out of the recursion over layers, whose
  /// frames a dialog's copy would grow.
  @inline(never)
  static func describing(_ stack: StackState) -> WireDialog? {
    guard let dialog = stack.dialog else { return nil }
    return WireDialog(kind: dialog.kind.rawValue, title: dialog.title)
  }

  /// Reports the dialog of the stack `presenter` (at `path`) as dropped: no restore keeps a
  /// dialog. A kind this version does not know, or a stack that also presents a layer
  /// (`presentsLayer`), throws in strict mode and is reported as a problem in lenient mode.
  func drop(
    presenter: StackID, presentsLayer: Bool, path: String, mode: RestorationMode,
    summary: inout RestorationSummary
  ) throws(RestorationError) {
    guard let kind = DialogKind(rawValue: kind) else {
      try WireLayer.reject(
        .invalidData(
          path: path + ".dialog",
          detail: "\(CallText.quoted(kind)) is not a dialog kind: "
            + DialogKind.allCases.map(\.rawValue).joined(separator: ", ")),
        mode: mode, summary: &summary)
      return
    }
    if presentsLayer {
      try WireLayer.reject(
        .invalidData(
          path: path + ".dialog",
          detail: "the stack presents a layer too; a stack presents a layer or a dialog, "
            + "never both"),
        mode: mode, summary: &summary)
    }
    summary.droppedDialogs.append(DroppedDialog(presenter: presenter, kind: kind, title: title))
  }
}

/// A layer's anchor and detents, checked, for the state being built. A class, so that the
/// resolved stacks the recursion over layers keeps stay small.
final class LayerDetails {
  let anchor: PresentationAnchor?
  let detents: [SheetDetent]
  let selected: SheetDetent?

  init(anchor: PresentationAnchor?, detents: [SheetDetent], selected: SheetDetent?) {
    self.anchor = anchor
    self.detents = detents
    self.selected = selected
  }

  /// Whether the layer is anchored to an entry that `entries` (the presenting stack's
  /// entries once built) no longer holds: a layer goes with the screen it is anchored to.
  func lostAnchor(in entries: EntryList) -> Bool {
    guard case .entry(let id)? = anchor?.screen else { return false }
    return !entries.containsEntry(id)
  }

  /// The layer of `style` showing `content`, with the anchor and detents of `details`; out
  /// of the recursion over layers, whose frames it would grow.
  @inline(never)
  static func layer(style: PresentationStyle, content: NavigationNode, details: LayerDetails?)
    -> PresentedLayer
  {
    var layer = PresentedLayer(style: style, content: content)
    guard let details else { return layer }
    layer.anchor = details.anchor
    layer.detents = details.detents
    layer.selectedDetent = details.selected
    return layer
  }
}

extension KeyedEncodingContainer<WireKey> {
  /// Writes a layer's anchor, detents and selected detent, each only when it has one.
  mutating func encode(presentationOf layer: WireLayer) throws {
    if let anchor = layer.anchor {
      var nested = nestedContainer(keyedBy: WireKey.self, forKey: .anchor)
      try nested.encodeIfPresent(anchor.entry, forKey: .entry)
      try nested.encodeIfPresent(anchor.root, forKey: .root)
      try nested.encodeIfPresent(anchor.name, forKey: .name)
    }
    if !layer.detents.isEmpty { try encode(layer.detents, forKey: .detents) }
    try encodeIfPresent(layer.selectedDetent, forKey: .selectedDetent)
  }
}

extension KeyedDecodingContainer<WireKey> {
  /// Reads a layer's anchor, detents and selected detent into `layer`; out of the
  /// recursion over layers, whose frames it would grow.
  @inline(never)
  func decodePresentation(into layer: WireLayer) throws {
    if contains(.anchor) {
      let nested = try nestedContainer(keyedBy: WireKey.self, forKey: .anchor)
      layer.anchor = WireAnchor(
        entry: try nested.decodeIfPresent(UInt64.self, forKey: .entry),
        root: try nested.decodeIfPresent(String.self, forKey: .root),
        name: try nested.decodeIfPresent(String.self, forKey: .name))
    }
    layer.detents = try decodeIfPresent([String].self, forKey: .detents) ?? []
    layer.selectedDetent = try decodeIfPresent(String.self, forKey: .selectedDetent)
  }

  /// Reads the dialog a stack shows, if it has one: its kind and title.
  @inline(never)
  func decodeDialog() throws -> WireDialog? {
    guard let kind = try decodeIfPresent(String.self, forKey: .dialog) else { return nil }
    return WireDialog(kind: kind, title: try decode(String.self, forKey: .dialogTitle))
  }
}

extension WireNode {
  /// The first part of the tree that format 1 cannot hold (a split container, an anchor,
  /// detents, a dialog), named; `nil` when there is none.
  var format2Part: String? {
    switch self {
    case .split: return "a split container"
    case .tabs(let tabs, _, _):
      if tabs.contains(where: { if case .split = $0 { true } else { false } }) {
        return "a split container"
      }
    case .stack: break
    }
    for stack in stacks {
      if stack.dialog != nil { return "a dialog" }
      guard let layer = stack.layer else { continue }
      if layer.anchor != nil { return "an anchored layer" }
      if !layer.detents.isEmpty || layer.selectedDetent != nil { return "sheet detents" }
      if let part = layer.node.format2Part { return part }
    }
    return nil
  }
}
