/// Entries added to and removed from one stack.
///
/// The removed entries are read from the list the stack had before, the added ones from
/// the list it has after; both lists are shared with the states, not copied.
public struct StackChange: Sendable, Equatable {
  /// The stack.
  public let stack: StackID
  /// The list the removed entries are in: they are `poppedCount` entries below its top
  /// `removedSkip` ones.
  var removedFrom: EntryList
  var removedSkip: Int
  /// The number of entries removed. O(1).
  package private(set) var poppedCount: Int
  /// The list whose top `pushedCount` entries were added.
  var addedTo: EntryList
  /// The number of entries pushed. O(1).
  package private(set) var pushedCount: Int

  init(stack: StackID) {
    self.init(
      stack: stack, removedFrom: EntryList(), poppedCount: 0, addedTo: EntryList(),
      pushedCount: 0)
  }

  init(
    stack: StackID, removedFrom: EntryList, poppedCount: Int, addedTo: EntryList,
    pushedCount: Int
  ) {
    self.stack = stack
    self.removedFrom = removedFrom
    self.removedSkip = 0
    self.poppedCount = poppedCount
    self.addedTo = addedTo
    self.pushedCount = pushedCount
  }

  /// Entries pushed, bottom first. O(number added).
  public var added: [Entry] {
    get { addedTo.topEntries(pushedCount) }
    set {
      addedTo = EntryList(newValue)
      pushedCount = newValue.count
    }
  }

  /// Entries removed, bottom first. O(number removed).
  public var removed: [Entry] {
    get { removedFrom.window(skippingTop: removedSkip, count: poppedCount) }
    set {
      removedFrom = EntryList(newValue)
      removedSkip = 0
      poppedCount = newValue.count
    }
  }

  /// The list whose top `pushedCount` entries were added: its last entry is the last one
  /// pushed. O(1).
  var addedList: EntryList { addedTo }

  /// Whether the change adds and removes nothing.
  var isEmpty: Bool { poppedCount == 0 && pushedCount == 0 }

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
    if count <= pushedCount {
      pushedCount += added - count
    } else {
      let kept = count - pushedCount
      if poppedCount == 0 {
        removedFrom = before
        removedSkip = skip + pushedCount
      } else if removedFrom.count - removedSkip - poppedCount < kept {
        // The list this change removed from holds only what it removed (a pop records the
        // entries it moved out, so that they live no longer than the record): the entries
        // removed now go below them in a list of their own.
        removedFrom = EntryList(
          before.window(skippingTop: skip + pushedCount, count: kept)
            + removedFrom.window(skippingTop: removedSkip, count: poppedCount))
        removedSkip = 0
      }
      poppedCount += kept
      pushedCount = added
    }
    addedTo = after
  }

  /// Whether two changes name the same stack and the same entries.
  public static func == (lhs: StackChange, rhs: StackChange) -> Bool {
    lhs.stack == rhs.stack && lhs.pushedCount == rhs.pushedCount
      && lhs.poppedCount == rhs.poppedCount && lhs.added == rhs.added
      && lhs.removed == rhs.removed
  }
}

extension StackChange: CustomStringConvertible {
  /// The stack, then the routes popped and pushed, bottom first, as written in code:
  /// `"main": popped [Screen.about], pushed [Screen.profile]`. Past ten routes, a list
  /// ends with a count; only the routes shown are read.
  public var description: String {
    var parts: [String] = []
    if poppedCount > 0 {
      let count = Swift.min(poppedCount, CallText.listedItems)
      let shown = removedFrom.window(
        skippingTop: removedSkip + poppedCount - count, count: count)
      parts.append("popped " + Self.routes(shown, of: poppedCount))
    }
    if pushedCount > 0 {
      let count = Swift.min(pushedCount, CallText.listedItems)
      let shown = addedTo.window(skippingTop: pushedCount - count, count: count)
      parts.append("pushed " + Self.routes(shown, of: pushedCount))
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
