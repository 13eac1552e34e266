extension NavigationState {
  // MARK: Layers

  /// Presents a layer from the stack at `location`; returns whether it was presented on
  /// the visible stack, and so made ``visibleLocation`` its shown stack's.
  mutating func present(
    _ presentation: Presentation, on target: StackTarget, at location: StackLocation,
    ids: inout IDGenerator, into changes: inout NavigationChanges
  ) throws(NavigationError) -> Bool {
    guard let presenter = self.stack(at: location) else {
      // Unreachable while `location` matches the tree, as locations always do.
      let asked = if case .stack(let id) = target { id } else { visibleStack.id }
      throw .stackNotFound(asked, existing: sortedStackIDs)
    }
    if let layer = presenter.presented {
      throw .alreadyPresenting(presenter.id, layer: layer.content.shownStack.id)
    }
    if let dialog = presenter.dialog { throw .dialogShown(presenter.id, title: dialog.title) }
    if let anchor = presentation.anchor { try presenter.checkAnchor(anchor) }
    if !presentation.detents.isEmpty || presentation.selectedDetent != nil {
      let first: StackID? =
        switch presentation.content {
        case .stack(let spec): spec.id
        case .tabs(let specs, _): specs.first?.id
        case .split(let split): split.id
        case .dialog: nil
        }
      try StackState.checkDetents(
        presentation.detents, selected: presentation.selectedDetent,
        layer: first ?? presenter.id)
    }
    guard location.layers < maxLayerDepth else {
      throw .layerLimitExceeded(
        presenter: presenter.id, layerDepth: location.layers + 1, limit: maxLayerDepth)
    }
    var taken = Set<StackID>()
    func makeStack(_ spec: StackSpec) throws(NavigationError) -> StackState {
      let id: StackID
      if let named = spec.id {
        id = named
      } else {
        try ids.checkIDsLeft(1)
        var generated = ids.newStackID()
        while hasStack(generated) || taken.contains(generated) {
          try ids.checkIDsLeft(1)
          generated = ids.newStackID()
        }
        id = generated
      }
      guard !hasStack(id), taken.insert(id).inserted else { throw .duplicateStackID(id) }
      try ids.checkIDsLeft(spec.path.count)
      let entries = spec.path.map { Entry(id: ids.newEntryID(), route: $0) }
      return StackState(id: id, root: spec.root, entries: EntryList(entries))
    }
    let content: NavigationNode
    switch presentation.content {
    case .stack(let spec):
      content = .stack(try makeStack(spec))
    case .tabs(let specs, let selected):
      var tabs: [StackState] = []
      for spec in specs { tabs.append(try makeStack(spec)) }
      content = .tabs(try TabContainer(tabs: tabs, selected: selected))
    case .split(var split):
      for column in split.columns where hasStack(column.id) {
        throw .duplicateStackID(column.id)
      }
      try ids.checkIDsLeft(split.detail.depth)
      split.mapColumns { column in
        StackState(
          id: column.id, root: column.root,
          entries: EntryList(column.entries.map { Entry(id: ids.newEntryID(), route: $0.route) }))
      }
      content = .split(split)
    case .dialog:
      preconditionFailure("Waypoint: a dialog is presented by presentDialog")
    }
    let layer = PresentedLayer(
      style: presentation.style, content: content, anchor: presentation.anchor,
      detents: presentation.detents, selectedDetent: presentation.selectedDetent)
    let wasVisible = location.isSame(as: visibleLocation)
    modifyStack(at: location) { $0.presented = layer }
    index(content, presentedBy: StackLocation.Presenter(id: presenter.id, location: location))
    var madeVisible = false
    if wasVisible, let shown = locations[content.shownStackID] {
      // Presented on the visible stack: the layer's shown stack is the visible one now.
      visibleLocation = shown
      madeVisible = true
    }
    changes.presented.append(LayerChange(presenter: presenter.id, layer: layer))
    for stack in content.directStacks {
      changes.record(
        stack.id, removing: 0, from: EntryList(), adding: stack.depth, to: stack.entries)
    }
    return madeVisible
  }

  /// Removes the layer presented by the stack at `location`, with every layer above it.
  mutating func dismissLayers(
    at location: StackLocation, into changes: inout NavigationChanges
  ) {
    defer { forgetWidthsOfSplitsThatLeft() }
    let (presenter, removedLayer) = modifyStack(at: location) { stack in
      defer { stack.presented = nil }
      return (stack.id, stack.presented)
    }
    guard var layer = removedLayer else { return }
    var presenterID = presenter
    // Walk the removed layers bottom to top, recording what left the tree.
    while true {
      let stacks = layer.content.directStacks
      changes.dismissed.append(LayerChange(presenter: presenterID, layer: layer))
      var next: (StackID, PresentedLayer)?
      for stack in stacks {
        forget(stack, into: &changes)
        if let above = stack.presented {
          // Every stack of a tab container can present; those not shown are dropped
          // with their own layers, recorded after this loop.
          if next == nil {
            next = (stack.id, above)
          } else {
            dropUnshown(above, presenter: stack.id, into: &changes)
          }
        }
      }
      guard let (id, above) = next else { return }
      presenterID = id
      layer = above
    }
  }

  /// Records that `stack`, in a dismissed layer, left the tree with its entries and the
  /// dialog it showed, and takes it out of the index.
  private mutating func forget(_ stack: StackState, into changes: inout NavigationChanges) {
    locations[stack.id] = nil
    changes.record(
      stack.id, removing: stack.depth, from: stack.entries, adding: 0, to: EntryList())
    if let dialog = stack.dialog {
      changes.dismissed.append(LayerChange(presenter: stack.id, dialog: dialog))
    }
  }

  private mutating func dropUnshown(
    _ layer: PresentedLayer, presenter: StackID, into changes: inout NavigationChanges
  ) {
    let stacks = layer.content.directStacks
    changes.dismissed.append(LayerChange(presenter: presenter, layer: layer))
    for stack in stacks {
      forget(stack, into: &changes)
      if let above = stack.presented {
        dropUnshown(above, presenter: stack.id, into: &changes)
      }
    }
  }

  /// Adds the stacks of `node`, the layer `presenter` just presented, to the index.
  private mutating func index(
    _ node: NavigationNode, presentedBy presenter: StackLocation.Presenter
  ) {
    node.forEachDirectStack { stack, position in
      locations[stack.id] = StackLocation(
        presenter: presenter, tab: position, selectsOnly: node.selectsOnly(at: position))
    }
  }
}
