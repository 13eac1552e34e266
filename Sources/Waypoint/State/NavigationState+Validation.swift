extension NavigationState {
  /// Checks that no two stacks and no two entries of the tree under `root` share an ID:
  /// every tree a public initializer builds and every tree a router accepts passes.
  ///
  /// - Throws: ``NavigationError/duplicateStackInTree(_:first:second:)`` or
  ///   ``NavigationError/duplicateEntryID(_:first:second:)``, naming both places.
  /// - Complexity: O(stacks + entries).
  static func checkUniqueIDs(in root: NavigationNode) throws(NavigationError) {
    // Stacks first, so that the stacks an entry error names are unambiguous.
    var stackPaths: [StackID: String] = [:]
    try visitStacks(in: root, path: "root") { stack, path throws(NavigationError) in
      if let first = stackPaths.updateValue(path, forKey: stack.id) {
        throw .duplicateStackInTree(stack.id, first: first, second: path)
      }
    }
    var entryPositions: [EntryID: EntryPosition] = [:]
    try visitStacks(in: root, path: "root") { stack, _ throws(NavigationError) in
      try stack.checkPresentations()
      var index = 0
      for entry in stack.entries {
        let position = EntryPosition(inStack: stack.id, at: index)
        if let first = entryPositions.updateValue(position, forKey: entry.id) {
          throw .duplicateEntryID(entry.id, first: first, second: position)
        }
        index += 1
      }
    }
  }

  /// Calls `body` with every stack under `node`, depth first, each before the layer it
  /// presents, with its path from the root in the form restoration errors use
  /// (`root.tabs[1].layer.stack`).
  private static func visitStacks(
    in node: NavigationNode, path: String,
    _ body: (StackState, String) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    func visit(_ stack: StackState, at path: String) throws(NavigationError) {
      try body(stack, path)
      if let layer = stack.presented {
        try visitStacks(in: layer.content, path: path + ".layer", body)
      }
    }
    switch node {
    case .stack(let stack):
      try visit(stack, at: path + ".stack")
    case .tabs(let tabs):
      for (position, tab) in tabs.tabContents.enumerated() {
        switch tab {
        case .stack(let stack): try visit(stack, at: "\(path).tabs[\(position)]")
        case .split(let split): try visitColumns(of: split, at: "\(path).tabs[\(position)]")
        }
      }
    case .split(let split):
      try visitColumns(of: split, at: path)
    }
    func visitColumns(of split: SplitContainer, at path: String) throws(NavigationError) {
      for (column, stack) in zip(split.columnNames, split.columns) {
        try visit(stack, at: "\(path).split.\(column.rawValue)")
      }
    }
  }

  /// This tree, with a fresh ID from `ids` for each entry whose ID an entry before it
  /// (depth first) already has; the tree itself when there is none. `ids` must be past
  /// every ID in the tree (`IDGenerator.reserveIDs(in:)`).
  ///
  /// An entry that needs a fresh ID when `ids` has none left (a generator started at
  /// `UInt64.max`) leaves the tree: the tree keeps its IDs unique, and nothing traps.
  func givingUniqueEntryIDs(ids: inout IDGenerator) -> NavigationState {
    var seen = Set<EntryID>()
    let hasDuplicates = allStacks.contains { stack in
      stack.entries.contains { !seen.insert($0.id).inserted }
    }
    guard hasDuplicates else { return self }
    var kept = Set<EntryID>()
    return mapping(
      root: { $0 },
      entry: { entry in
        if kept.insert(entry.id).inserted { return entry }
        guard ids.canMake(1) else { return nil }
        return Entry(id: ids.newEntryID(), route: entry.route)
      })
  }
}
