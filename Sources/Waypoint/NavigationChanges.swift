/// What one committed action changed: entries added and removed per stack, layers
/// presented and dismissed, tabs selected.
///
/// Changes refer to the entries they added and removed in the lists that hold them; none
/// is copied until it is read, so recording a change is O(1) per stack, and the changes of
/// a batch of *k* actions on one stack cost O(*k*) in all.
public struct NavigationChanges: Sendable, Equatable {
  /// The per-stack records, in the order the stacks were first touched.
  private var records = StackRecords()
  /// Layers presented, bottom first.
  public internal(set) var presented: [LayerChange] = []
  /// Layers dismissed, bottom first.
  public internal(set) var dismissed: [LayerChange] = []
  /// Tab selections that changed.
  public internal(set) var selections: [TabSelectionChange] = []
  /// Whether the whole tree was replaced (``NavigationAction/replaceState(_:)``) by a
  /// different one.
  public internal(set) var replacedTree = false

  /// No changes.
  public init() {}

  /// Entries added and removed, per stack, in the order the stacks were first touched.
  /// O(stacks changed).
  public var stacks: [StackChange] { records.all }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    records.isEmpty && !changesStructure
  }

  /// Every entry that left the tree.
  public var removedEntries: [Entry] { stacks.flatMap(\.removed) }

  /// Every entry that joined the tree.
  public var addedEntries: [Entry] { stacks.flatMap(\.added) }

  /// The number of entries that left the tree. O(stacks changed).
  public var removedCount: Int { records.removedCount }

  /// The change to one stack, if it changed. O(1).
  public func change(of stack: StackID) -> StackChange? {
    records[stack]
  }

  /// Whether the tree's shape changed: a layer came or went, or a tab was selected.
  public var changesStructure: Bool {
    replacedTree || !presented.isEmpty || !dismissed.isEmpty || !selections.isEmpty
  }

  /// Calls `body` with each stack that changed, without building an array.
  func forEachStack(_ body: (StackChange) -> Void) {
    records.forEachChange(body)
  }

  /// Records entries added to and removed from `stack`, as arrays.
  mutating func record(_ stack: StackID, added: [Entry] = [], removed: [Entry] = []) {
    record(
      stack, removing: removed.count, from: removed.isEmpty ? EntryList() : EntryList(removed),
      adding: added.count, to: added.isEmpty ? EntryList() : EntryList(added))
  }

  /// Records that `stack` lost the top `removedCount` entries of `before` and then gained
  /// the top `addedCount` entries of `after`. O(1): the lists are shared, not copied.
  mutating func record(
    _ stack: StackID, removing removedCount: Int, from before: EntryList, adding addedCount: Int,
    to after: EntryList
  ) {
    guard removedCount > 0 || addedCount > 0 else { return }
    records.update(stack) {
      $0.then(
        removing: removedCount, from: before, skipping: 0, adding: addedCount, to: after)
    }
  }

  /// Appends `other`, which happened after `self`, as one change: entries added and then
  /// removed never were, a layer presented and then dismissed never was, and a tab
  /// selected and then left is not a change.
  ///
  /// - Complexity: O(stacks, layers and tabs `other` changed).
  mutating func merge(_ other: NavigationChanges) {
    other.records.forEachChange { change in
      records.update(change.stack) {
        $0.then(
          removing: change.removedCount, from: change.removedFrom, skipping: change.removedSkip,
          adding: change.addedCount, to: change.addedTo)
      }
    }
    replacedTree = replacedTree || other.replacedTree
    for layer in other.dismissed {
      if let index = presented.lastIndex(of: layer) {
        presented.remove(at: index)
      } else {
        dismissed.append(layer)
      }
    }
    for layer in other.presented {
      if let index = dismissed.lastIndex(of: layer) {
        dismissed.remove(at: index)
      } else {
        presented.append(layer)
      }
    }
    for selection in other.selections {
      if let index = selections.firstIndex(where: { $0.container == selection.container }) {
        selections[index].to = selection.to
        if selections[index].from == selections[index].to { selections.remove(at: index) }
      } else {
        selections.append(selection)
      }
    }
  }

  /// Whether two values are equal.
  public static func == (lhs: NavigationChanges, rhs: NavigationChanges) -> Bool {
    lhs.replacedTree == rhs.replacedTree && lhs.presented == rhs.presented
      && lhs.dismissed == rhs.dismissed && lhs.selections == rhs.selections
      && lhs.stacks == rhs.stacks
  }
}

/// Entries added to and removed from one stack.
///
/// The removed entries are read from the list the stack had before, the added ones from
/// the list it has after; both lists are shared with the states, not copied.
public struct StackChange: Sendable, Equatable {
  /// The stack.
  public let stack: StackID
  /// The list the removed entries are in: they are `removedCount` entries below its top
  /// `removedSkip` ones.
  fileprivate var removedFrom: EntryList
  fileprivate var removedSkip: Int
  /// The number of entries removed. O(1).
  public private(set) var removedCount: Int
  /// The list whose top `addedCount` entries were added.
  fileprivate var addedTo: EntryList
  /// The number of entries pushed. O(1).
  public private(set) var addedCount: Int

  fileprivate init(stack: StackID) {
    self.stack = stack
    removedFrom = EntryList()
    removedSkip = 0
    removedCount = 0
    addedTo = EntryList()
    addedCount = 0
  }

  /// Entries pushed, bottom first. O(number added).
  public var added: [Entry] {
    get { addedTo.top(addedCount) }
    set {
      addedTo = EntryList(newValue)
      addedCount = newValue.count
    }
  }

  /// Entries removed, bottom first. O(number removed).
  public var removed: [Entry] {
    get { removedFrom.window(skippingTop: removedSkip, count: removedCount) }
    set {
      removedFrom = EntryList(newValue)
      removedSkip = 0
      removedCount = newValue.count
    }
  }

  /// Whether the change adds and removes nothing.
  fileprivate var isEmpty: Bool { removedCount == 0 && addedCount == 0 }

  /// Appends a change that happened after this one: the stack, as this change left it,
  /// lost its top `count` entries (found in `before` below its top `skip`) and then gained
  /// the top `added` entries of `after`.
  ///
  /// The stack as this change left it is the entries it kept, with this change's added
  /// entries on top. Removing up to that many only undoes additions; removing more also
  /// removes kept entries, which lie just below the ones this change already removed.
  fileprivate mutating func then(
    removing count: Int, from before: EntryList, skipping skip: Int, adding added: Int,
    to after: EntryList
  ) {
    if count <= addedCount {
      addedCount += added - count
    } else {
      let kept = count - addedCount
      if removedCount == 0 {
        removedFrom = before
        removedSkip = skip + addedCount
      }
      removedCount += kept
      addedCount = added
    }
    addedTo = addedCount > 0 ? after : EntryList()
  }

  /// Whether two changes name the same stack and the same entries.
  public static func == (lhs: StackChange, rhs: StackChange) -> Bool {
    lhs.stack == rhs.stack && lhs.addedCount == rhs.addedCount
      && lhs.removedCount == rhs.removedCount && lhs.added == rhs.added
      && lhs.removed == rhs.removed
  }
}

/// The per-stack changes of one ``NavigationChanges``: the first inline (most actions
/// change one stack), the others in an array with an index by stack once there are a few.
private struct StackRecords: Sendable {
  private var first: StackChange?
  private var others: [StackChange] = []
  private var index: [StackID: Int] = [:]
  /// How many records add or remove something (a batch can undo a stack's change).
  private var live = 0

  var isEmpty: Bool { live == 0 }

  var all: [StackChange] {
    var result: [StackChange] = []
    forEachChange { result.append($0) }
    return result
  }

  var removedCount: Int {
    var total = 0
    forEachChange { total += $0.removedCount }
    return total
  }

  func forEachChange(_ body: (StackChange) -> Void) {
    guard live > 0 else { return }
    if let first, !first.isEmpty { body(first) }
    for change in others where !change.isEmpty { body(change) }
  }

  subscript(stack: StackID) -> StackChange? {
    if let first, first.stack == stack { return first.isEmpty ? nil : first }
    guard let position = position(of: stack) else { return nil }
    return others[position].isEmpty ? nil : others[position]
  }

  private func position(of stack: StackID) -> Int? {
    if others.count > Self.scanLimit { return index[stack] }
    return others.firstIndex { $0.stack == stack }
  }

  /// Past this many other stacks, lookups go through `index`.
  private static let scanLimit = 8

  /// Changes the record of `stack`, made empty first if there is none.
  mutating func update(_ stack: StackID, _ body: (inout StackChange) -> Void) {
    if first == nil || first?.stack == stack {
      var change = first ?? StackChange(stack: stack)
      let wasEmpty = first == nil || change.isEmpty
      first = nil
      body(&change)
      live += (change.isEmpty ? 0 : 1) - (wasEmpty ? 0 : 1)
      first = change
      return
    }
    if let position = position(of: stack) {
      let wasEmpty = others[position].isEmpty
      body(&others[position])
      live += (others[position].isEmpty ? 0 : 1) - (wasEmpty ? 0 : 1)
      return
    }
    var change = StackChange(stack: stack)
    body(&change)
    guard !change.isEmpty else { return }
    live += 1
    others.append(change)
    if others.count > Self.scanLimit {
      if index.isEmpty {
        for (position, change) in others.enumerated() { index[change.stack] = position }
      } else {
        index[stack] = others.count - 1
      }
    }
  }
}

/// A layer that was presented or dismissed.
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

/// A tab container whose selection changed.
public struct TabSelectionChange: Sendable, Equatable {
  /// The first tab of the container, which names it.
  public let container: StackID
  /// The tab selected before.
  public let from: StackID
  /// The tab selected after.
  public internal(set) var to: StackID
}
