/// What one committed action changed: entries added and removed per stack, layers
/// presented and dismissed, tabs selected.
///
/// Changes refer to the entries they added and removed in the lists that hold them; none
/// is copied until it is read, so recording a change is O(1) per stack, and the changes of
/// a batch of *k* actions on one stack cost O(*k*) in all.
public struct NavigationChanges: Sendable, Equatable {
  /// The change to the first stack touched: most actions change one stack and nothing
  /// else, and then this is all there is.
  private var first: StackChange?
  /// Everything else, when there is more; shared between copies until one is changed.
  private var more: More?

  /// No changes.
  public init() {}

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

  /// Whether the whole tree was replaced (``NavigationAction/replaceState(_:)``) by a
  /// different one.
  public internal(set) var replacedTree: Bool {
    get { more?.replacedTree ?? false }
    set { mutableMore.replacedTree = newValue }
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    let firstIsEmpty = first?.isEmpty ?? true
    guard let more else { return firstIsEmpty }
    return firstIsEmpty && more.liveOthers == 0 && !more.changesStructure
  }

  /// Every entry that left the tree.
  public var removedEntries: [Entry] { stacks.flatMap(\.removed) }

  /// Every entry that joined the tree.
  public var addedEntries: [Entry] { stacks.flatMap(\.added) }

  /// The number of entries that left the tree. O(stacks changed).
  public var removedCount: Int {
    var total = first?.removedCount ?? 0
    guard let more, more.liveOthers > 0 else { return total }
    for change in more.others { total += change.removedCount }
    return total
  }

  /// The change to one stack, if it changed. O(1).
  public func change(of stack: StackID) -> StackChange? {
    if let first, first.stack == stack { return first.isEmpty ? nil : first }
    guard let more, let position = more.position(of: stack) else { return nil }
    return more.others[position].isEmpty ? nil : more.others[position]
  }

  /// Whether the tree's shape changed: a layer came or went, or a tab was selected.
  public var changesStructure: Bool { more?.changesStructure ?? false }

  /// Calls `body` with each stack that changed, in order, without building an array.
  func forEachStack(_ body: (StackChange) -> Void) {
    if let first, !first.isEmpty { body(first) }
    guard let more, more.liveOthers > 0 else { return }
    for change in more.others where !change.isEmpty { body(change) }
  }

  /// Calls `body` with the ID of each stack that changed, in order.
  func forEachStackID(_ body: (StackID) -> Void) {
    if first?.isEmpty == false, let stack = first?.stack { body(stack) }
    guard let more, more.liveOthers > 0 else { return }
    for change in more.others where !change.isEmpty { body(change.stack) }
  }

  /// Records that `stack` lost the top `removedCount` entries of `before` and then gained
  /// the top `addedCount` entries of `after`, its list after the change (empty when the
  /// stack left the tree). O(1): the lists are shared, not copied.
  mutating func record(
    _ stack: StackID, removing removedCount: Int, from before: EntryList, adding addedCount: Int,
    to after: EntryList
  ) {
    guard removedCount > 0 || addedCount > 0 else { return }
    if first == nil {
      first = StackChange(
        stack: stack, removedFrom: removedCount > 0 ? before : EntryList(),
        removedCount: removedCount, addedTo: after, addedCount: addedCount)
      return
    }
    update(stack) {
      $0.then(
        removing: removedCount, from: before, skipping: 0, adding: addedCount, to: after)
    }
  }

  /// Changes the record of `stack`, made empty first if there is none.
  private mutating func update(_ stack: StackID, _ body: (inout StackChange) -> Void) {
    if var change = first, change.stack == stack {
      first = nil
      body(&change)
      first = change
      return
    }
    if first == nil {
      var change = StackChange(stack: stack)
      body(&change)
      first = change
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
          removing: change.removedCount, from: change.removedFrom, skipping: change.removedSkip,
          adding: change.addedCount, to: change.addedTo)
      }
    }
    guard let theirs = other.more, theirs.changesStructure else { return }
    let ours = mutableMore
    ours.replacedTree = ours.replacedTree || theirs.replacedTree
    for layer in theirs.dismissed {
      if let index = ours.presented.lastIndex(of: layer) {
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
  }

  /// Whether two values are equal.
  public static func == (lhs: NavigationChanges, rhs: NavigationChanges) -> Bool {
    lhs.replacedTree == rhs.replacedTree && lhs.presented == rhs.presented
      && lhs.dismissed == rhs.dismissed && lhs.selections == rhs.selections
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
    @exclusivity(unchecked) var replacedTree = false

    /// Past this many other stacks, lookups go through `index`.
    private static let scanLimit = 8

    var changesStructure: Bool {
      replacedTree || !presented.isEmpty || !dismissed.isEmpty || !selections.isEmpty
    }

    func copy() -> More {
      let copy = More()
      copy.others = others
      copy.index = index
      copy.liveOthers = liveOthers
      copy.presented = presented
      copy.dismissed = dismissed
      copy.selections = selections
      copy.replacedTree = replacedTree
      return copy
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
    self.init(
      stack: stack, removedFrom: EntryList(), removedCount: 0, addedTo: EntryList(),
      addedCount: 0)
  }

  fileprivate init(
    stack: StackID, removedFrom: EntryList, removedCount: Int, addedTo: EntryList,
    addedCount: Int
  ) {
    self.stack = stack
    self.removedFrom = removedFrom
    self.removedSkip = 0
    self.removedCount = removedCount
    self.addedTo = addedTo
    self.addedCount = addedCount
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

  /// The list whose top ``addedCount`` entries were added: its last entry is the last one
  /// pushed. O(1).
  var addedList: EntryList { addedTo }

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
      } else if removedFrom.count - removedSkip - removedCount < kept {
        // The list this change removed from holds only what it removed (a pop records the
        // entries it moved out, so that they live no longer than the record): the entries
        // removed now go below them in a list of their own.
        removedFrom = EntryList(
          before.window(skippingTop: skip + addedCount, count: kept)
            + removedFrom.window(skippingTop: removedSkip, count: removedCount))
        removedSkip = 0
      }
      removedCount += kept
      addedCount = added
    }
    addedTo = after
  }

  /// Whether two changes name the same stack and the same entries.
  public static func == (lhs: StackChange, rhs: StackChange) -> Bool {
    lhs.stack == rhs.stack && lhs.addedCount == rhs.addedCount
      && lhs.removedCount == rhs.removedCount && lhs.added == rhs.added
      && lhs.removed == rhs.removed
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
    return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
  }
}

extension StackChange: CustomStringConvertible {
  /// The stack, then the routes popped and pushed, bottom first, as written in code:
  /// `"main": popped [Screen.about], pushed [Screen.profile]`. Past ten routes, a list
  /// ends with a count; only the routes shown are read.
  public var description: String {
    var parts: [String] = []
    if removedCount > 0 {
      let count = Swift.min(removedCount, CallText.listedItems)
      let shown = removedFrom.window(
        skippingTop: removedSkip + removedCount - count, count: count)
      parts.append("popped " + Self.routes(shown, of: removedCount))
    }
    if addedCount > 0 {
      let count = Swift.min(addedCount, CallText.listedItems)
      let shown = addedTo.window(skippingTop: addedCount - count, count: count)
      parts.append("pushed " + Self.routes(shown, of: addedCount))
    }
    return "\(CallText.quoted(stack.rawValue)): " + parts.joined(separator: ", ")
  }

  /// The first entries of a list of `count` as routes in brackets, with the count of the
  /// others.
  private static func routes(_ shown: [Entry], of count: Int) -> String {
    var items = shown.map { CallText.clip(CallText.route($0.route)) }
    if count > shown.count { items.append("… and \(count - shown.count) more") }
    return "[" + items.joined(separator: ", ") + "]"
  }
}

extension LayerChange: CustomStringConvertible {
  /// The style, the stack the layer shows with its first route, and its presenter:
  /// `sheet "login" (Screen.login) on "main"`.
  public var description: String {
    let first = root.map { " (\(CallText.clip(CallText.route($0))))" } ?? ""
    return
      "\(style) \(CallText.quoted(shown.rawValue))\(first) on \(CallText.quoted(presenter.rawValue))"
  }
}

extension TabSelectionChange: CustomStringConvertible {
  /// The tab selected and the one before: `selected "home" (was "explore")`.
  public var description: String {
    "selected \(CallText.quoted(to.rawValue)) (was \(CallText.quoted(from.rawValue)))"
  }
}

extension CallText {
  /// A presentation style as written in code: `sheet`, `fullScreenCover`, or an app's own
  /// style's name.
  static func style(_ style: PresentationStyle) -> String {
    style == .fullScreenCover ? "fullScreenCover" : style.rawValue
  }
}
