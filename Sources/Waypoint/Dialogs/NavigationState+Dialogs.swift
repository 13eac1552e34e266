extension NavigationState {
  /// Shows `dialog` on the stack at `location`, in place of the dialog it shows (one
  /// transition: the old one dismissed, the new one presented). Showing the dialog it
  /// shows already changes nothing.
  ///
  /// - Throws: ``NavigationError/covered(_:by:)`` when the stack presents a layer,
  ///   ``NavigationError/anchorNotInStack(_:stack:)`` for an anchor that is not one of its
  ///   screens; nothing changed.
  mutating func presentDialog(
    _ dialog: Dialog, at location: StackLocation, into changes: inout NavigationChanges
  ) throws(NavigationError) {
    guard let stack = stack(at: location) else {
      preconditionFailure("Waypoint: a stale location for a dialog")
    }
    if let layer = stack.presented {
      throw .covered(stack.id, by: layer.content.shownStackID)
    }
    if let anchor = dialog.anchor { try stack.checkAnchor(anchor) }
    guard stack.dialog != dialog else { return }
    let old = modifyStack(at: location) { stack in
      defer { stack.dialog = dialog }
      return stack.dialog
    }
    if let old { changes.dismissed.append(LayerChange(presenter: stack.id, dialog: old)) }
    changes.presented.append(LayerChange(presenter: stack.id, dialog: dialog))
  }

  /// Closes the dialog the stack at `location` shows: answered with `answer`, or without
  /// a choice when it is `nil`. Closing without a choice where there is no dialog changes
  /// nothing.
  ///
  /// - Throws: ``NavigationError/noDialog(_:)`` for an answer where there is no dialog,
  ///   ``NavigationError/noSuchButton(_:dialog:buttons:)`` for a button it does not have.
  mutating func closeDialog(
    at location: StackLocation, answer: DialogAnswer?, into changes: inout NavigationChanges
  ) throws(NavigationError) {
    guard let stack = stack(at: location) else {
      preconditionFailure("Waypoint: a stale location for a dialog")
    }
    guard let dialog = stack.dialog else {
      if answer != nil { throw .noDialog(stack.id) }
      return
    }
    var answer = answer
    if let button = answer?.button, !dialog.buttons.indices.contains(button) {
      throw .noSuchButton(button, dialog: dialog.title, buttons: dialog.buttons.map(\.label))
    }
    if answer?.texts.isEmpty == true, !dialog.textFields.isEmpty {
      answer?.texts = dialog.textFields.map(\.text)
    }
    modifyStack(at: location) { $0.dialog = nil }
    changes.dismissed.append(LayerChange(presenter: stack.id, dialog: dialog, answer: answer))
  }

  /// Closes the dialog and dismisses the layers the stack at `location` presents: all
  /// that covers it.
  mutating func dismissEverything(
    above location: StackLocation, into changes: inout NavigationChanges
  ) {
    if stack(at: location)?.dialog != nil {
      // Without an answer, a close cannot throw.
      try? closeDialog(at: location, answer: nil, into: &changes)
    }
    dismissLayers(at: location, into: &changes)
  }

  /// Closes what the stack at `location` presents when it is anchored to a screen the
  /// stack no longer shows: after a pop or a new path.
  mutating func closeUnanchoredPresentations(
    at location: StackLocation, into changes: inout NavigationChanges
  ) {
    guard let stack = stack(at: location) else { return }
    if let anchor = stack.dialog?.anchor, !stack.shows(anchor.screen) {
      try? closeDialog(at: location, answer: nil, into: &changes)
    }
    if let anchor = stack.presented?.anchor, !stack.shows(anchor.screen) {
      dismissLayers(at: location, into: &changes)
    }
  }

  /// Selects the detent of the sheet holding the stack `id`.
  ///
  /// - Throws: ``NavigationError/stackNotFound(_:existing:)``,
  ///   ``NavigationError/notInLayer(_:)``, ``NavigationError/invalidDetent(_:)``,
  ///   ``NavigationError/detentNotDeclared(_:layer:declared:)``; nothing changed.
  mutating func selectDetent(
    _ detent: SheetDetent, holding id: StackID, into changes: inout NavigationChanges
  ) throws(NavigationError) {
    guard let location = locations[id] else {
      throw .stackNotFound(id, existing: sortedStackIDs)
    }
    guard let presenter = location.presenter,
      let layer = stack(at: presenter.location)?.presented
    else { throw .notInLayer(id) }
    guard detent.isValid else { throw .invalidDetent(detent) }
    let first = layer.content.stackIDs.first ?? id
    guard layer.detents.contains(detent) else {
      throw .detentNotDeclared(detent, layer: first, declared: layer.detents)
    }
    guard layer.selectedDetent != detent else { return }
    modifyStack(at: presenter.location) { $0.presented?.selectedDetent = detent }
    changes.recordDetent(DetentChange(layer: first, from: layer.selectedDetent, to: detent))
  }
}

extension StackState {
  /// Whether `screen` is one of this stack's screens: its first screen or an entry.
  /// O(depth) for an entry.
  func shows(_ screen: ScreenID) -> Bool {
    switch screen {
    case .root(let stack): stack == id
    case .entry(let entry): entries.containsEntry(entry)
    }
  }

  /// Whether this stack presents something anchored to a screen: what a pop has to check.
  var presentsAnchored: Bool {
    // Most stacks present nothing, and then nothing is copied.
    guard !presentsNothing else { return false }
    return presented?.anchor != nil || dialog?.anchor != nil
  }

  func checkAnchor(_ anchor: PresentationAnchor) throws(NavigationError) {
    guard shows(anchor.screen) else { throw .anchorNotInStack(anchor, stack: id) }
  }

  /// Checks what this stack presents, for a tree given whole: anchors that are not its
  /// screens, detents that cannot be drawn or a selected one
  /// that is not declared.
  func checkPresentations() throws(NavigationError) {
    if let anchor = dialog?.anchor { try checkAnchor(anchor) }
    guard let layer = presented else { return }
    if let anchor = layer.anchor { try checkAnchor(anchor) }
    try Self.checkDetents(
      layer.detents, selected: layer.selectedDetent,
      layer: layer.content.stackIDs.first ?? id)
  }

  /// Checks a sheet's detents: each can be drawn, and the selected one is declared.
  static func checkDetents(
    _ detents: [SheetDetent], selected: SheetDetent?, layer: StackID
  ) throws(NavigationError) {
    for detent in detents where !detent.isValid { throw .invalidDetent(detent) }
    if let selected, !detents.contains(selected) {
      guard selected.isValid else { throw .invalidDetent(selected) }
      throw .detentNotDeclared(selected, layer: layer, declared: detents)
    }
  }
}
