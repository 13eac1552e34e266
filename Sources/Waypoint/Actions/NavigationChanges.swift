/// What one committed action changed: entries added and removed per stack, layers
/// presented and dismissed, tabs selected.
///
/// Changes refer to the entries they added and removed in the lists that hold them; none
/// is copied until it is read, so recording a change is O(1) per stack, and the changes of
/// a batch of *k* actions on one stack cost O(*k*) in all.
public struct NavigationChanges: Sendable, Equatable {
  /// The change to the first stack touched, when `hasFirst`: most actions change one stack
  /// and nothing else, and then this is all there is. Not an optional, so that reading it
  /// copies nothing: an optional of a struct this large is copied and tested through its
  /// value witnesses.
  private var first = StackChange(stack: StackID(""))
  private var hasFirst = false
  /// Everything else, when there is more; shared between copies until one is changed.
  private var more: More?

  /// No changes, for the engine: an app reads changes and does not make them.
  package init() {}

  /// Entries added and removed, per stack, in the order the stacks were first touched.
  /// O(stacks changed).
  public var stacks: [StackChange] {
    var result: [StackChange] = []
    forEachStack { result.append($0) }
    return result
  }

  /// Layers presented, bottom first.
  public internal(set) var presented: [LayerChange] {
    get { more?.presented ?? [] }
    set { mutableMore.presented = newValue }
    _modify { yield &mutableMore.presented }
  }

  /// Layers dismissed, bottom first.
  public internal(set) var dismissed: [LayerChange] {
    get { more?.dismissed ?? [] }
    set { mutableMore.dismissed = newValue }
    _modify { yield &mutableMore.dismissed }
  }

  /// Tab selections that changed.
  public internal(set) var selections: [TabSelectionChange] {
    get { more?.selections ?? [] }
    set { mutableMore.selections = newValue }
    _modify { yield &mutableMore.selections }
  }

  /// The split containers whose selections or layout changed, one change per container.
  public internal(set) var splits: [SplitChange] {
    get { more?.splits ?? [] }
    set { mutableMore.splits = newValue }
    _modify { yield &mutableMore.splits }
  }

  /// The sheets that came to rest at another height, one change per sheet.
  public internal(set) var detents: [DetentChange] {
    get { more?.detents ?? [] }
    set { mutableMore.detents = newValue }
    _modify { yield &mutableMore.detents }
  }

  /// Whether the only changes are split containers' layouts: no stack, layer, tab or
  /// selection changed.
  package var changesLayoutOnly: Bool {
    guard let more, !more.splits.isEmpty, first.isEmpty, more.liveOthers == 0,
      !more.reshapesTree, more.detents.isEmpty
    else { return false }
    return more.splits.allSatisfy {
      $0.from.sidebarSelection == $0.to.sidebarSelection
        && $0.from.contentSelection == $0.to.contentSelection
    }
  }

  /// Whether the change touched the entries of one stack and nothing else: no other stack,
  /// layer, dialog, tab, split container's selection or detent. O(1).
  var changesOneStackOnly: Bool { more == nil }

  /// Whether only stacks' entries changed: no layer, dialog, tab, split container, detent
  /// or tree. O(1).
  var changesEntriesOnly: Bool {
    guard let more else { return true }
    return !more.changesBeyondStacks && more.poppedSelections == 0
  }

  /// How many selections a pop cleared in a compact split container, as screens of the
  /// one stack it reads as; counted in ``removedCount``.
  var poppedSelections: Int {
    get { more?.poppedSelections ?? 0 }
    set { mutableMore.poppedSelections = newValue }
  }

  /// Whether the whole tree was replaced (``NavigationAction/replaceState(_:)``) by a
  /// different one.
  public internal(set) var replacedTree: Bool {
    get { more?.replacedTree ?? false }
    set { mutableMore.replacedTree = newValue }
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    guard let more else { return first.isEmpty }
    return first.isEmpty && more.liveOthers == 0 && !more.changesBeyondStacks
  }

  /// The number of entries that left the tree, and of the selections a pop cleared in a
  /// compact split container (each a screen of the one stack it reads as): what a pop
  /// popped. O(stacks changed).
  public var removedCount: Int {
    var total = first.poppedCount
    guard let more else { return total }
    total += more.poppedSelections
    guard more.liveOthers > 0 else { return total }
    for change in more.others { total += change.poppedCount }
    return total
  }

  /// The change to one stack, if it changed. O(1).
  package func stackChange(of stack: StackID) -> StackChange? {
    if hasFirst, first.stack == stack { return first.isEmpty ? nil : first }
    guard let more, let position = more.position(of: stack) else { return nil }
    return more.others[position].isEmpty ? nil : more.others[position]
  }

  /// Whether the tree's shape changed: a layer came or went, a tab was selected, or the
  /// tree was replaced. O(1).
  /// A split container's change alone does not reshape it: its columns stay where they are.
  package var reshapesTree: Bool { more?.reshapesTree ?? false }

  /// Calls `body` with each stack that changed, in order, without building an array.
  func forEachStack(_ body: (StackChange) -> Void) {
    if !first.isEmpty { body(first) }
    guard let more, more.liveOthers > 0 else { return }
    for change in more.others where !change.isEmpty { body(change) }
  }

  /// Calls `body` with the ID of each stack that changed, in order.
  func forEachStackID(_ body: (StackID) -> Void) {
    if !first.isEmpty { body(first.stack) }
    guard let more, more.liveOthers > 0 else { return }
    for change in more.others where !change.isEmpty { body(change.stack) }
  }

  /// Records a split container's change, merged into an earlier one of the same container.
  /// `change` changes something: its callers have compared its two sides already.
  mutating func recordSplit(_ change: SplitChange) {
    mutableMore.recordSplit(change)
  }

  /// Records a sheet's detent change, merged into an earlier one of the same sheet.
  mutating func recordDetent(_ change: DetentChange) {
    mutableMore.recordDetent(change)
  }

  /// Records that `stack` lost the top `removedCount` entries of `before` and then gained
  /// the top `addedCount` entries of `after`, its list after the change (empty when the
  /// stack left the tree). O(1): the lists are shared, not copied.

  mutating func record(
    _ stack: StackID, removing removedCount: Int, from before: EntryList, adding addedCount: Int,
    to after: EntryList
  ) {
    guard removedCount > 0 || addedCount > 0 else { return }
    if !hasFirst {
      first = StackChange(
        stack: stack, removedFrom: removedCount > 0 ? before : EntryList(),
        poppedCount: removedCount, addedTo: after, pushedCount: addedCount)
      hasFirst = true
      return
    }
    update(stack) {
      $0.then(
        removing: removedCount, from: before, skipping: 0, adding: addedCount, to: after)
    }
  }

  /// Changes the record of `stack`, made empty first if there is none.
  private mutating func update(_ stack: StackID, _ body: (inout StackChange) -> Void) {
    if hasFirst, first.stack == stack {
      body(&first)
      return
    }
    if !hasFirst {
      first = StackChange(stack: stack)
      hasFirst = true
      body(&first)
      return
    }
    mutableMore.update(stack, body)
  }

  /// `more`, made or copied first so that this value alone holds it.
  private var mutableMore: More {
    mutating get {
      if isKnownUniquelyReferenced(&more), let more { return more }
      let copy = more?.copy() ?? More()
      more = copy
      return copy
    }
  }

  /// Appends `other`, which happened after `self`, as one change: entries added and then
  /// removed never were, a layer presented and then dismissed never was, and a tab
  /// selected and then left is not a change. (A layer dismissed and then presented again
  /// is: the new one is another layer.)
  ///
  /// - Complexity: O(stacks, layers and tabs `other` changed).
  mutating func merge(_ other: NavigationChanges) {
    other.forEachStack { change in
      update(change.stack) {
        $0.then(
          removing: change.poppedCount, from: change.removedFrom, skipping: change.removedSkip,
          adding: change.pushedCount, to: change.addedTo)
      }
    }
    guard let theirs = other.more, theirs.changesBeyondStacks else { return }
    let ours = mutableMore
    ours.replacedTree = ours.replacedTree || theirs.replacedTree
    for layer in theirs.dismissed {
      if let index = ours.presented.lastIndex(where: { $0.isSameLayer(as: layer) }) {
        ours.presented.remove(at: index)
      } else {
        ours.dismissed.append(layer)
      }
    }
    // A layer dismissed and then presented again is a new layer (with new first screens),
    // even when it looks the same: both stay.
    ours.presented += theirs.presented
    for selection in theirs.selections {
      if let index = ours.selections.firstIndex(where: { $0.container == selection.container }) {
        ours.selections[index].to = selection.to
        if ours.selections[index].from == ours.selections[index].to {
          ours.selections.remove(at: index)
        }
      } else {
        ours.selections.append(selection)
      }
    }
    for split in theirs.splits { ours.recordSplit(split) }
    for detent in theirs.detents { ours.recordDetent(detent) }
    ours.poppedSelections += theirs.poppedSelections
  }

  /// Whether two values are equal.
  public static func == (lhs: NavigationChanges, rhs: NavigationChanges) -> Bool {
    lhs.replacedTree == rhs.replacedTree && lhs.presented == rhs.presented
      && lhs.dismissed == rhs.dismissed && lhs.selections == rhs.selections
      && lhs.splits == rhs.splits && lhs.detents == rhs.detents
      && lhs.stacks == rhs.stacks
  }

  /// The changes beyond the first stack's.
  ///
  /// `@unchecked Sendable`: written only through `mutableMore`, which copies it first
  /// unless one `NavigationChanges` holds it alone, so a `More` another value (or thread)
  /// can see is never written.
  ///
  /// `@exclusivity(unchecked)`: a `More` is private to one value, so an access to it can
  /// only overlap another through that value, which Swift already checks.
  private final class More: @unchecked Sendable {
    /// The changes to the other stacks, in the order they were first touched; a batch can
    /// leave some empty.
    @exclusivity(unchecked) var others: [StackChange] = []
    /// Where each stack's change is in `others`, once there are more than a few.
    @exclusivity(unchecked) var index: [StackID: Int] = [:]
    /// How many of `others` add or remove something.
    @exclusivity(unchecked) var liveOthers = 0
    @exclusivity(unchecked) var presented: [LayerChange] = []
    @exclusivity(unchecked) var dismissed: [LayerChange] = []
    @exclusivity(unchecked) var selections: [TabSelectionChange] = []
    @exclusivity(unchecked) var splits: [SplitChange] = []
    @exclusivity(unchecked) var detents: [DetentChange] = []
    @exclusivity(unchecked) var poppedSelections = 0
    @exclusivity(unchecked) var replacedTree = false

    /// Past this many other stacks, lookups go through `index`.
    private static let scanLimit = 8

    var reshapesTree: Bool {
      replacedTree || !presented.isEmpty || !dismissed.isEmpty || !selections.isEmpty
    }

    /// Whether anything changed besides the stacks' entries: the tree's shape, or a split
    /// container's selections or layout.
    var changesBeyondStacks: Bool { reshapesTree || !splits.isEmpty || !detents.isEmpty }

    func copy() -> More {
      let copy = More()
      copy.others = others
      copy.index = index
      copy.liveOthers = liveOthers
      copy.presented = presented
      copy.dismissed = dismissed
      copy.selections = selections
      copy.splits = splits
      copy.detents = detents
      copy.poppedSelections = poppedSelections
      copy.replacedTree = replacedTree
      return copy
    }

    /// Adds a split container's change, merged into an earlier one of the same container
    /// (and dropped when the two cancel out).
    func recordSplit(_ change: SplitChange) {
      guard let index = splits.firstIndex(where: { $0.container == change.container }) else {
        assert(change.from != change.to, "Waypoint: a split change that changes nothing")
        splits.append(change)
        return
      }
      splits[index].to = change.to
      if splits[index].from == splits[index].to { splits.remove(at: index) }
    }

    /// Adds a sheet's detent change, merged into an earlier one of the same sheet.
    func recordDetent(_ change: DetentChange) {
      guard let index = detents.firstIndex(where: { $0.layer == change.layer }) else {
        detents.append(change)
        return
      }
      detents[index].to = change.to
      if detents[index].from == detents[index].to { detents.remove(at: index) }
    }

    func position(of stack: StackID) -> Int? {
      if others.count > Self.scanLimit { return index[stack] }
      return others.firstIndex { $0.stack == stack }
    }

    func update(_ stack: StackID, _ body: (inout StackChange) -> Void) {
      if let position = position(of: stack) {
        let wasEmpty = others[position].isEmpty
        body(&others[position])
        liveOthers += (others[position].isEmpty ? 0 : 1) - (wasEmpty ? 0 : 1)
        return
      }
      var change = StackChange(stack: stack)
      body(&change)
      guard !change.isEmpty else { return }
      liveOthers += 1
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
}

// MARK: Descriptions

extension NavigationChanges: CustomStringConvertible {
  /// What changed, short enough to print or log: per stack, what was popped and pushed,
  /// then the layers presented and dismissed and the tabs selected, `; ` between them;
  /// `no changes` when nothing changed. Long lists end with a count.
  ///
  /// ```swift
  /// router.events.observe { event in print(event.changes) }
  /// // "main": pushed [Screen.profile]; presented sheet "login" (Screen.login) on "main"
  /// ```
  public var description: String {
    var parts: [String] = []
    var stacks = 0
    forEachStack { change in
      stacks += 1
      if stacks <= CallText.listedItems { parts.append(change.description) }
    }
    if stacks > CallText.listedItems {
      parts.append("… and \(stacks - CallText.listedItems) more stacks")
    }
    if replacedTree { parts.append("replaced the tree") }
    if !dismissed.isEmpty {
      parts.append("dismissed " + CallText.list(dismissed) { $0.description })
    }
    if !presented.isEmpty {
      parts.append("presented " + CallText.list(presented) { $0.description })
    }
    for selection in selections.prefix(CallText.listedItems) {
      parts.append(selection.description)
    }
    if selections.count > CallText.listedItems {
      parts.append("… and \(selections.count - CallText.listedItems) more tab selections")
    }
    for split in splits.prefix(CallText.listedItems) { parts.append(split.description) }
    for detent in detents.prefix(CallText.listedItems) { parts.append(detent.description) }
    if splits.count > CallText.listedItems {
      parts.append("… and \(splits.count - CallText.listedItems) more split containers")
    }
    return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
  }
}

extension CallText {
  /// A presentation style as written in code: `sheet`, `fullScreenCover`, or an app's own
  /// style's name.
  package static func style(_ style: PresentationStyle) -> String {
    style == .fullScreenCover ? "fullScreenCover" : style.rawValue
  }
}
