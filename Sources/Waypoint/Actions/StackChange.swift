/// Entries added to and removed from one stack.
///
/// The removed entries are read from the list the stack had before, the added ones from
/// the list it has after; both lists are shared with the states, not copied.
public struct StackChange: Sendable, Equatable {
  /// The stack.
  public let stack: StackID
  /// The list the removed entries are in: they are `removedCount` entries below its top
  /// `removedSkip` ones.
  var removedFrom: EntryList
  var removedSkip: Int
  /// The number of entries removed. O(1).
  public private(set) var removedCount: Int
  /// The list whose top `addedCount` entries were added.
  var addedTo: EntryList
  /// The number of entries pushed. O(1).
  public private(set) var addedCount: Int

  init(stack: StackID) {
    self.init(
      stack: stack, removedFrom: EntryList(), removedCount: 0, addedTo: EntryList(),
      addedCount: 0)
  }

  init(
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
    get { addedTo.topEntries(addedCount) }
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
  var isEmpty: Bool { removedCount == 0 && addedCount == 0 }

  /// Appends a change that happened after this one: the stack, as this change left it,
  /// lost its top `count` entries (found in `before` below its top `skip`) and then gained
  /// the top `added` entries of `after`.
  ///
  /// The stack as this change left it is the entries it kept, with this change's added
  /// entries on top. Removing up to that many only undoes additions; removing more also
  /// removes kept entries, which lie just below the ones this change already removed.
  mutating func then(
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
