/// Makes entry IDs and stack IDs: sequential, deterministic, never repeating.
///
/// A router owns one generator. Inject one that starts elsewhere to keep IDs apart from
/// another source, or to make tests read well:
///
/// ```swift
/// let router = Router(ids: IDGenerator(startingAt: 100))
/// router.push(Screen.profile)
/// router.state.visibleStack.entries.last?.id  // #100
/// ```
///
/// The generator counts up through numbers no ID has used and never wraps around. When a
/// tree it reserves holds IDs near the top of the 64-bit range (a tree built by hand, or a
/// snapshot edited by someone), it counts on through the largest run of numbers the tree
/// leaves unused, so an ID it makes never repeats one the tree holds. A generator with no
/// number left (one started at `UInt64.max`) makes none: an action that needs a new ID
/// fails with ``NavigationError/idsExhausted`` and changes nothing.
public struct IDGenerator: Sendable, Equatable {
  /// The number the next ID will carry.
  package private(set) var next: UInt64
  /// The end of the run of unused numbers the generator counts through (not included).
  private var end: UInt64 = .max

  /// How many numbers must stay unused above a reserved tree's highest ID for the generator
  /// to count on from there; with fewer, it looks for a larger run of unused numbers.
  static let headroom: UInt64 = 1 << 32

  /// Creates a generator whose first ID carries `first`.
  ///
  /// - Parameter first: Below `UInt64.max`, which no generator makes: a generator started
  ///   there has no ID to give, and every action that needs one fails with
  ///   ``NavigationError/idsExhausted``.
  public init(startingAt first: UInt64 = 1) {
    next = first
  }

  /// Returns a new entry ID. Only after ``canMake(_:)`` said there is one.
  package mutating func newEntryID() -> EntryID {
    EntryID(take())
  }

  /// Whether the generator has `count` unused numbers left to make IDs with (`count` is 0
  /// or more). When it does not, an action that would make that many IDs throws
  /// ``NavigationError/idsExhausted`` before it changes anything.
  package func canMake(_ count: Int) -> Bool {
    count <= 0 || UInt64(count) <= end - next
  }

  /// Throws ``NavigationError/idsExhausted`` unless the generator has `count` unused
  /// numbers left.
  package func checkIDsLeft(_ count: Int) throws(NavigationError) {
    guard canMake(count) else { throw .idsExhausted }
  }

  /// Returns a new stack ID of the form `stack-<n>`. Only after ``canMake(_:)`` said there
  /// is one.
  package mutating func newStackID() -> StackID {
    StackID("stack-\(take())")
  }

  private mutating func take() -> UInt64 {
    // Every caller asks `canMake(_:)` first, so no input reaches this precondition.
    precondition(
      next < end,
      "Waypoint: the IDGenerator has no unused number left (next \(next), end \(end)); "
        + "start it lower")
    defer { next += 1 }
    return next
  }

  /// Moves the generator past every ID in `state`, entry IDs and stack IDs of the form
  /// `stack-<n>`, so that IDs made later never repeat one that is already in the tree
  /// (used after a state is restored or replaced).
  ///
  /// When the tree's highest ID leaves fewer than 2³² numbers above it, the generator
  /// instead counts on through the largest run of numbers above the next one that the tree
  /// does not use: IDs never wrap around to repeat one.
  ///
  /// - Complexity: O(*n*) in the entries and stacks of the tree; O(*n* log *n*) when its
  ///   IDs are near the top of the range.
  package mutating func reserveIDs(in state: NavigationState) {
    var highest: UInt64?
    forEachNumber(in: state) { number in
      if number >= next, number < end, highest.map({ number > $0 }) ?? true {
        highest = number
      }
    }
    guard let highest else { return }
    if end - highest > Self.headroom {
      next = highest + 1
      return
    }
    var used: [UInt64] = []
    forEachNumber(in: state) { number in
      if number >= next, number < end { used.append(number) }
    }
    used.sort()
    // The largest run of unused numbers between `next`, the used ones, and `end`.
    var best = (start: next, end: used[0])
    var start = used[0] + 1
    for number in used.dropFirst() {
      if number > start, number - start > best.end - best.start { best = (start, number) }
      start = max(start, number + 1)
    }
    if end > start, end - start > best.end - best.start { best = (start, end) }
    next = best.start
    end = best.end
  }

  /// Calls `body` with every entry ID's number in `state`, and every number of a stack ID
  /// of the form `stack-<n>`.
  private func forEachNumber(in state: NavigationState, _ body: (UInt64) -> Void) {
    state.forEachStack { stack in
      for entry in stack.entries { body(entry.id.rawValue) }
      if stack.id.rawValue.hasPrefix("stack-"), let number = UInt64(stack.id.rawValue.dropFirst(6))
      {
        body(number)
      }
    }
  }
}
