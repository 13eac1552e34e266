/// What one committed action changed: entries added and removed per stack, layers
/// presented and dismissed, tabs selected.
public struct NavigationChanges: Sendable, Equatable {
  /// Entries added and removed, per stack, in the order the stacks were first touched.
  public internal(set) var stacks: [StackChange] = []
  /// Layers presented, bottom first.
  public internal(set) var presented: [LayerChange] = []
  /// Layers dismissed, bottom first.
  public internal(set) var dismissed: [LayerChange] = []
  /// Tab selections that changed.
  public internal(set) var selections: [TabSelectionChange] = []
  /// Whether the whole tree was replaced (``NavigationAction/replaceState(_:)``).
  public internal(set) var replacedTree = false

  /// No changes.
  public init() {}

  /// Whether nothing changed.
  public var isEmpty: Bool {
    stacks.isEmpty && !changesStructure
  }

  /// Every entry that left the tree.
  public var removedEntries: [Entry] { stacks.flatMap(\.removed) }

  /// Every entry that joined the tree.
  public var addedEntries: [Entry] { stacks.flatMap(\.added) }

  /// The number of entries that left the tree.
  public var removedCount: Int { stacks.reduce(0) { $0 + $1.removedCount } }

  /// The change to one stack, if it changed.
  public func change(of stack: StackID) -> StackChange? {
    stacks.first { $0.stack == stack }
  }

  /// Whether the tree's shape changed: a layer came or went, or a tab was selected.
  public var changesStructure: Bool {
    replacedTree || !presented.isEmpty || !dismissed.isEmpty || !selections.isEmpty
  }

  mutating func record(_ stack: StackID, added: [Entry] = [], removed: [Entry] = []) {
    record(stack, added: EntryRun(added), removed: EntryRun(removed))
  }

  /// Records entries added to and removed from `stack`, without copying them when this
  /// is the first change to the stack.
  mutating func record(_ stack: StackID, added: EntryRun, removed: EntryRun) {
    guard added.count > 0 || removed.count > 0 else { return }
    guard let index = stacks.firstIndex(where: { $0.stack == stack }) else {
      stacks.append(StackChange(stack: stack, addedRun: added, removedRun: removed))
      return
    }
    let added = added.entries
    let removed = removed.entries
    // An entry added earlier in the same change and removed now never was: drop both.
    var change = stacks[index]
    let addedEarlier = Set(change.added.map(\.id))
    let undone = Set(removed.lazy.map(\.id).filter(addedEarlier.contains))
    change.added.removeAll { undone.contains($0.id) }
    change.removed += removed.filter { !undone.contains($0.id) }
    change.added += added
    if change.added.isEmpty && change.removed.isEmpty {
      stacks.remove(at: index)
    } else {
      stacks[index] = change
    }
  }

  mutating func merge(_ other: NavigationChanges) {
    for change in other.stacks {
      record(change.stack, removed: change.removed)
      record(change.stack, added: change.added)
    }
    replacedTree = replacedTree || other.replacedTree
    presented += other.presented
    dismissed += other.dismissed
    for selection in other.selections {
      if let index = selections.firstIndex(where: { $0.container == selection.container }) {
        selections[index].to = selection.to
        if selections[index].from == selections[index].to { selections.remove(at: index) }
      } else {
        selections.append(selection)
      }
    }
  }
}

/// Entries added to and removed from one stack.
public struct StackChange: Sendable, Equatable {
  /// The stack.
  public let stack: StackID
  var addedRun: EntryRun
  var removedRun: EntryRun

  /// Entries pushed, bottom first. O(number added).
  public var added: [Entry] {
    get { addedRun.entries }
    set { addedRun = EntryRun(newValue) }
  }

  /// Entries removed, bottom first. O(number removed).
  public var removed: [Entry] {
    get { removedRun.entries }
    set { removedRun = EntryRun(newValue) }
  }

  /// The number of entries pushed. O(1).
  public var addedCount: Int { addedRun.count }

  /// The number of entries removed. O(1).
  public var removedCount: Int { removedRun.count }

  /// Whether two changes name the same stack and the same entries.
  public static func == (lhs: StackChange, rhs: StackChange) -> Bool {
    lhs.stack == rhs.stack && lhs.added == rhs.added && lhs.removed == rhs.removed
  }
}

/// The top `count` entries of a list: how a change refers to the entries it added or
/// removed without copying them.
struct EntryRun: Sendable {
  var list: EntryList
  var count: Int

  init(list: EntryList, count: Int) {
    self.list = list
    self.count = count
  }

  init(_ entries: [Entry]) {
    self.init(list: entries.isEmpty ? EntryList() : EntryList(entries), count: entries.count)
  }

  /// The entries, bottom first.
  var entries: [Entry] { list.top(count) }
}

/// A layer that was presented or dismissed.
public struct LayerChange: Sendable, Equatable {
  /// The stack that presents (or presented) the layer.
  public let presenter: StackID
  /// The layer's style.
  public let style: PresentationStyle
  /// The stacks directly in the layer: its stack, or its tabs.
  public let stacks: [StackID]
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
