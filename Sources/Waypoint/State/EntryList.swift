/// The entries of one stack, bottom first: a persistent list that shares its prefix.
///
/// A stack's path is stored as a chain of small fixed-size blocks from the top down. A push
/// or a pop on a list that nothing else holds writes in place; on a list that older states
/// still share (in events, in an undo history, in a test) it starts a block of its own
/// above the shared ones, so pushing or popping one entry is O(1) either way and nothing
/// already stored is ever copied.
///
/// `EntryList` is a `Sequence`, bottom entry first, iterated in place. ``count``, ``last``,
/// ``append(_:)`` are O(1); iterating, or making an array with `Array(list)`, is O(*n*).
///
/// `@unchecked Sendable`: the blocks are `ManagedBuffer`s, which the standard library
/// marks not `Sendable`; a block is written only through a list that holds it alone, so
/// lists shared between threads share only blocks nobody writes.
public struct EntryList: @unchecked Sendable, Equatable, Hashable, CustomStringConvertible,
  ExpressibleByArrayLiteral
{
  /// The block that holds the top entries, or `nil` when the list is empty.
  var top: Chunk?
  /// How many entries of `top` belong to this list. 0 only when `top` is `nil` or an
  /// emptied block kept for the next push.
  var used: Int

  /// A list of `entries`, bottom first; an empty list by default.
  ///
  /// ```swift
  /// let empty = EntryList()
  /// let one = EntryList([Entry(id: EntryID(1), route: AnyRoute("home"))])
  /// ```
  ///
  /// - Parameter entries: The entries, bottom first.
  /// - Complexity: O(*n*) in the entries.
  public init(_ entries: some Sequence<Entry> = [Entry]()) {
    top = nil
    used = 0
    for entry in entries { append(entry) }
  }

  /// An empty list. The engine makes many (a change record's side that has no entries),
  /// and this costs nothing where the initializer from a sequence runs its loop.
  init() {
    top = nil
    used = 0
  }

  /// A list of `elements`, bottom first.
  public init(arrayLiteral elements: Entry...) {
    self.init(elements)
  }

  /// The number of entries: the stack's depth. O(1).
  public var count: Int {
    guard let top else { return 0 }
    return top.head.base + used
  }

  /// Whether the list is empty. O(1).
  public var isEmpty: Bool { count == 0 }

  /// The top entry, or `nil` when the list is empty. O(1).
  public var last: Entry? {
    var cursor = Cursor(self)
    return cursor.next()
  }

  /// Adds an entry on top. O(1) (amortized), even when the list is shared.
  public mutating func append(_ entry: Entry) {
    if isKnownUniquelyReferenced(&top), let chunk = top {
      // Nothing else sees this block: write in place.
      if used < chunk.head.capacity {
        chunk.destroy(from: used)
        chunk.initialize(at: used, to: entry)
        used += 1
        return
      }
      if chunk.head.capacity < Chunk.capacityLimit {
        top = chunk.grown()
      } else {
        top = Chunk.make(capacity: Chunk.capacityLimit, below: chunk, belowCount: used)
        used = 0
      }
    } else {
      // An empty list, or a block older states share: start a block above it.
      let (below, belowCount) = effectiveTop
      top = Chunk.make(capacity: below == nil ? 2 : 1, below: below, belowCount: belowCount)
      used = 0
    }
    top?.initialize(at: used, to: entry)
    used += 1
  }

  /// Removes up to `count` entries from the top and returns them, bottom first: the list
  /// is emptied when it holds fewer. The engine pops stacks this way.
  ///
  /// - Complexity: O(*count*).
  @discardableResult
  package mutating func removeTopEntries(upTo count: Int) -> [Entry] {
    let removed = topEntries(count)
    removeLastEntries(upTo: count)
    return removed
  }

  /// The top `count` entries (or all, when there are fewer), bottom first.
  ///
  /// - Complexity: O(*count*).
  package func topEntries(_ count: Int) -> [Entry] {
    window(skippingTop: 0, count: count)
  }

  /// `count` entries (or as many as there are) below the top `skip` ones, bottom first.
  ///
  /// - Complexity: O(*skip* + *count*).
  func window(skippingTop skip: Int, count: Int) -> [Entry] {
    let available = Swift.max(0, Swift.min(count, self.count - skip))
    guard available > 0 else { return [] }
    var cursor = Cursor(self)
    cursor.skip(skip)
    var result: [Entry] = []
    result.reserveCapacity(available)
    while result.count < available, let entry = cursor.next() { result.append(entry) }
    result.reverse()
    return result
  }

  /// Removes up to `count` entries from the top and returns how many it removed, without
  /// collecting them.
  ///
  /// - Complexity: O(*count*).
  @discardableResult
  mutating func removeLastEntries(upTo count: Int) -> Int {
    let removed = Swift.max(0, Swift.min(count, self.count))
    var remaining = removed
    while remaining > 0 {
      if used == 0, let chunk = top {
        // An empty block kept for the next push: step below it.
        (top, used) = (chunk.head.below, chunk.head.belowCount)
        continue
      }
      let step = Swift.min(remaining, used)
      if isKnownUniquelyReferenced(&top), let chunk = top {
        // Release the routes now rather than when the block goes.
        chunk.destroy(from: used - step)
      }
      used -= step
      remaining -= step
      if used == 0, remaining > 0, let chunk = top {
        (top, used) = (chunk.head.below, chunk.head.belowCount)
      }
    }
    // An emptied block stays on top, so that a push right after a pop (the common see-saw
    // at a block's boundary) reuses it.
    leaveSharedTop()
    return removed
  }

  /// Moves this list off its top block when older lists share that block and it holds
  /// entries above this list's (entries this list popped while the block was shared):
  /// this list must not keep them alive once those older lists are gone. The entries this
  /// list keeps in that block (fewer than a block's capacity) are copied into a block of
  /// its own, in the same place in the chain. O(1).
  private mutating func leaveSharedTop() {
    while top != nil, !isKnownUniquelyReferenced(&top), let chunk = top,
      chunk.head.filled > used
    {
      if used == 0 {
        (top, used) = (chunk.head.below, chunk.head.belowCount)
      } else {
        top = chunk.copy(prefix: used)
        return
      }
    }
  }

  /// Removes up to `count` entries from the top, for a change record, and returns how many
  /// it removed with a list whose top entries are the removed ones, bottom first.
  ///
  /// When nothing else holds the top block and the removed entries are all in it, they
  /// are moved into a list of their own, so that they live exactly as long as the record
  /// does; otherwise the list as it was is returned, and this list leaves blocks that it
  /// shares with it (see `leaveSharedTop()`).
  ///
  /// - Complexity: O(*count*).
  mutating func removeLastForRecord(upTo count: Int) -> (removed: Int, list: EntryList) {
    let removed = Swift.max(0, Swift.min(count, self.count))
    guard removed > 0 else { return (0, EntryList()) }
    if removed <= used, isKnownUniquelyReferenced(&top), let chunk = top {
      chunk.destroy(from: used)
      var list = EntryList()
      list.top = chunk.moveOut(from: used - removed)
      list.used = removed
      used -= removed
      return (removed, list)
    }
    let before = self
    removeLastEntries(upTo: removed)
    return (removed, before)
  }

  /// The entries above the entry with `id`, or `nil` when no entry has that ID.
  ///
  /// - Complexity: O(*k*), where *k* is the distance from the top to that entry.
  package func entriesAbove(_ id: EntryID) -> Int? {
    var cursor = Cursor(self)
    var above = 0
    while let entry = cursor.next() {
      if entry.id == id { return above }
      above += 1
    }
    return nil
  }

  /// The top-most entry that satisfies `predicate`, searched from the top.
  ///
  /// - Complexity: O(*k*), where *k* is the distance from the top to that entry.
  func nearest(where predicate: (Entry) -> Bool) -> Entry? {
    var cursor = Cursor(self)
    while let entry = cursor.next() {
      if predicate(entry) { return entry }
    }
    return nil
  }

  /// Whether an entry with `id` is in the list, searched from the top. O(*n*).
  package func containsEntry(_ id: EntryID) -> Bool {
    entriesAbove(id) != nil
  }

  /// The entries separated by `, `, bottom first.
  public var description: String {
    "[" + map(\.description).joined(separator: ", ") + "]"
  }

  /// Whether both lists are the same stored list (and so certainly equal). O(1).
  func isIdentical(to other: EntryList) -> Bool {
    let (left, leftUsed) = effectiveTop
    let (right, rightUsed) = other.effectiveTop
    return left === right && leftUsed == rightUsed
  }

  /// How many entries, from the bottom, the two lists have in common.
  ///
  /// - Complexity: O(*k*) for *k* entries in common, O(1) when the lists are identical.
  func commonPrefixCount(with other: EntryList) -> Int {
    if isIdentical(to: other) { return count }
    var left = makeIterator()
    var right = other.makeIterator()
    var common = 0
    while let l = left.next(), let r = right.next(), l == r { common += 1 }
    return common
  }

  /// Whether two values are equal.
  public static func == (lhs: EntryList, rhs: EntryList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var left = Cursor(lhs)
    var right = Cursor(rhs)
    while true {
      left.settle()
      right.settle()
      if left.isAtSamePlace(as: right) { return true }
      guard let l = left.next(), let r = right.next() else { return true }
      if l != r { return false }
    }
  }

  /// Hashes the essential components of the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    var cursor = Cursor(self)
    while let entry = cursor.next() { hasher.combine(entry) }
  }

  /// The block holding the top entry and how many of its entries are this list's,
  /// stepping below an empty block kept for the next push.
  var effectiveTop: (Chunk?, Int) {
    if used == 0, let top { return (top.head.below, top.head.belowCount) }
    return (top, used)
  }

  /// The block that holds the entry at `position` (from the bottom) and how many of its
  /// entries are this list's. `position` must be below ``count``.
  ///
  /// - Complexity: O(log *b*) for *b* blocks, by the blocks' jump links.
  func locate(_ position: Int) -> (Chunk, Int)? {
    var (node, used) = effectiveTop
    while let chunk = node {
      if chunk.head.base <= position { return (chunk, used) }
      if let jump = chunk.head.jump, position < jump.head.base + chunk.head.jumpCount {
        (node, used) = (jump, chunk.head.jumpCount)
      } else {
        (node, used) = (chunk.head.below, chunk.head.belowCount)
      }
    }
    return nil
  }
}

extension EntryList: Sequence {
  /// Iterates the entries bottom first, in place.
  public struct Iterator: IteratorProtocol {
    private let list: EntryList
    private var chunk: Chunk?
    private var index = 0
    private var end = 0
    private var position = 0

    init(_ list: EntryList) {
      self.list = list
    }

    /// The next entry up, or `nil` past the top.
    public mutating func next() -> Entry? {
      if index >= end {
        guard position < list.count, let (found, used) = list.locate(position) else {
          return nil
        }
        chunk = found
        end = used
        index = position - found.head.base
      }
      guard let chunk else { return nil }
      defer {
        index += 1
        position += 1
      }
      return chunk.entry(at: index)
    }
  }

  /// Iterates bottom first, in place: no copy of the entries is made.
  public func makeIterator() -> Iterator {
    Iterator(self)
  }

  /// The number of entries.
  public var underestimatedCount: Int { count }
}
