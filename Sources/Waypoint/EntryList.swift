/// The entries of one stack, bottom first: a persistent list that shares its prefix.
///
/// A stack's path is stored as a chain of immutable nodes from the top entry down, so
/// pushing or popping one entry is O(1) even while older states that share the path are
/// still alive (in events, in an undo history, in a test): nothing is ever copied.
///
/// `EntryList` is a `Sequence`, bottom entry first. ``count``, ``last``, ``append(_:)`` are
/// O(1); iterating or reading ``array`` is O(*n*), as is any index-based access; SwiftUI's
/// path bindings take the ``array``.
public struct EntryList: Sendable, Equatable, Hashable, CustomStringConvertible,
  ExpressibleByArrayLiteral
{
  fileprivate var top: Node?

  /// An empty list.
  public init() {
    top = nil
  }

  /// A list of `entries`, bottom first.
  public init(_ entries: some Sequence<Entry>) {
    self.init()
    for entry in entries { append(entry) }
  }

  /// A list of `elements`, bottom first.
  public init(arrayLiteral elements: Entry...) {
    self.init(elements)
  }

  /// The number of entries: the stack's depth. O(1).
  public var count: Int { top?.count ?? 0 }

  /// Whether the list is empty. O(1).
  public var isEmpty: Bool { top == nil }

  /// The top entry, or `nil` when the list is empty. O(1).
  public var last: Entry? { top?.entry }

  /// Adds an entry on top. O(1), even when the list is shared.
  public mutating func append(_ entry: Entry) {
    top = Node(entry: entry, below: top)
  }

  /// Removes up to `count` entries from the top and returns them, bottom first.
  ///
  /// - Complexity: O(*count*).
  @discardableResult
  public mutating func removeLast(upTo count: Int) -> [Entry] {
    let removed = top(count)
    dropLast(upTo: count)
    return removed
  }

  /// The top `count` entries (or all, when there are fewer), bottom first.
  ///
  /// - Complexity: O(*count*).
  public func top(_ count: Int) -> [Entry] {
    var result: [Entry] = []
    result.reserveCapacity(Swift.min(count, self.count))
    var node = top
    while result.count < count, let current = node {
      result.append(current.entry)
      node = current.below
    }
    result.reverse()
    return result
  }

  /// Removes up to `count` entries from the top and returns how many it removed.
  ///
  /// - Complexity: O(*count*).
  @discardableResult
  public mutating func dropLast(upTo count: Int) -> Int {
    var removed = 0
    while removed < count, let node = top {
      top = node.below
      removed += 1
    }
    return removed
  }

  /// The entries above the entry with `id`, or `nil` when no entry has that ID.
  ///
  /// - Complexity: O(*k*), where *k* is the distance from the top to that entry.
  public func countAbove(_ id: EntryID) -> Int? {
    var node = top
    var above = 0
    while let current = node {
      if current.entry.id == id { return above }
      above += 1
      node = current.below
    }
    return nil
  }

  /// The top-most entry that satisfies `predicate`, searched from the top.
  ///
  /// - Complexity: O(*k*), where *k* is the distance from the top to that entry.
  func nearest(where predicate: (Entry) -> Bool) -> Entry? {
    var node = top
    while let current = node {
      if predicate(current.entry) { return current.entry }
      node = current.below
    }
    return nil
  }

  /// Whether an entry with `id` is in the list. O(*n*).
  public func contains(id: EntryID) -> Bool {
    countAbove(id) != nil
  }

  /// The entries as an array, bottom first. O(*n*).
  public var array: [Entry] { top(count) }

  /// The entries' routes, bottom first. O(*n*).
  public var routes: [AnyRoute] { array.map(\.route) }

  /// The entries separated by `, `, bottom first.
  public var description: String {
    "[" + array.map(\.description).joined(separator: ", ") + "]"
  }

  /// Whether two values are equal.
  public static func == (lhs: EntryList, rhs: EntryList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var left = lhs.top
    var right = rhs.top
    while let l = left, let r = right {
      if l === r { return true }
      if l.entry != r.entry { return false }
      left = l.below
      right = r.below
    }
    return true
  }

  /// Hashes the essential components of the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    var node = top
    while let current = node {
      hasher.combine(current.entry)
      node = current.below
    }
  }
}

extension EntryList: Sequence {
  /// Iterates bottom first.
  public func makeIterator() -> IndexingIterator<[Entry]> {
    array.makeIterator()
  }

  /// The number of entries.
  public var underestimatedCount: Int { count }
}

extension EntryList {
  /// One link of the chain, immutable once built.
  ///
  /// `@unchecked Sendable`: `below` is written only in `deinit`, on `self` (which nothing
  /// else references any more) and on nodes that `isKnownUniquelyReferenced` proved to be
  /// referenced from that loop alone, so no other thread can observe a write.
  fileprivate final class Node: @unchecked Sendable {
    let entry: Entry
    var below: Node?
    let count: Int

    init(entry: Entry, below: Node?) {
      self.entry = entry
      self.below = below
      self.count = (below?.count ?? 0) + 1
    }

    deinit {
      // Release a long chain iteratively: a recursive release of 100,000 nodes would
      // overflow the stack. Each uniquely owned node below is detached before it goes.
      var next = below
      below = nil
      while var node = next {
        next = nil
        guard isKnownUniquelyReferenced(&node) else { break }
        next = node.below
        node.below = nil
      }
    }
  }
}
