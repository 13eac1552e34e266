/// The patterns of a ``LinkMap`` as a tree of segments.
///
/// Each node has up to one parameter child per ``ParameterType``, one wildcard child
/// and one catch-all, and any number of static children. The tree has one root per host
/// that patterns are written with (``makeRoot(pattern:)``), besides the root of the
/// patterns written without one (node 0). A node with one static child keeps it in the node; the
/// static children of nodes with more live in one open-addressing table keyed by (parent
/// node, hash of the segment), so finding one costs a hash probe whatever the number of
/// patterns. A small per-node filter of the children's hashes skips both for most
/// parameter values, and a candidate's literal is always compared byte for byte, so a hash
/// collision cannot match a wrong segment. Matching walks the tree in precedence order
/// (static, typed parameters, parameter, wildcard, catch-all) and backtracks when a branch
/// fails. Each node has a shape (SegmentTree+Shapes.swift): nodes of one shape match the
/// same runs of segments, so a branch whose shape already failed at a segment is not tried
/// again in the same match (``Walker``); a failing match tries each (shape, segment) pair
/// once, however many patterns share it.
struct SegmentTree: Sendable {
  struct Node: Sendable {
    /// For a static child, where its literal starts in `literals`; for a parameter child,
    /// the next parameter child of the same parent, or -1.
    var literalStart: Int32
    /// For a static child, the length of its literal; for a parameter child, the
    /// ``ParameterType/precedence`` of its type.
    var literalCount: Int32
    /// The first parameter child: the typed ones in precedence order, then the untyped
    /// one, chained through their `literalStart`.
    var parameter: Int32 = -1
    var wildcard: Int32 = -1
    /// The pattern whose catch-all starts here.
    var catchAll: Int32 = -1
    /// The pattern that ends here.
    var terminal: Int32 = -1
    /// One bit per static child, chosen by its hash: a segment whose bit is clear has no
    /// static child, so the table is not probed (most parameter values).
    var staticFilter: UInt32 = 0
    /// The static child when there is exactly one, found without the table (most nodes
    /// below the root have one static child or none); -1 otherwise.
    var soleStatic: Int32 = -1
  }

  /// What only registration and errors read of a node, kept apart from ``Node``: its
  /// parent, or -1 for a root, and the first pattern registered through it, reported as the
  /// closest pattern. One array of both, so that a new node costs one append for them.
  struct Lineage: Sendable {
    var parent: Int32
    var first: Int32
  }

  /// One slot of the table of distinct literals.
  struct LiteralSlot: Sendable {
    var hash: UInt64 = 0
    var start: Int32 = -1
    var count: Int32 = 0
  }

  /// One slot of the static-children table: the high half of the key, the child and its
  /// parent. Only nodes with two static children or more use the table, so it stays small
  /// enough to be cached.
  struct Slot: Sendable {
    var tag: UInt32 = 0
    var child: Int32 = -1
    var parent: Int32 = -1
  }

  /// Nodes are 32 bytes, two to a cache line, and a pattern's nodes are made one after the
  /// other; what only registration and errors read is kept apart, in `lineages`.
  private(set) var nodes: [Node] = [Node(literalStart: 0, literalCount: 0)]
  /// Per node, its parent (registration updates shapes back up a path) and the first
  /// pattern registered through it.
  private(set) var lineages = [Lineage(parent: -1, first: -1)]
  private var literals: [UInt8] = []
  /// Where each distinct literal is in `literals`, so that a literal used by many patterns
  /// (`items`, `edit`) is stored, and cached, once: an open-addressing table keyed by the
  /// literal's hash, each candidate compared byte for byte.
  private var literalTable = [LiteralSlot](repeating: LiteralSlot(), count: 16)
  private var distinctLiterals = 0
  private var slots = [Slot](repeating: Slot(), count: 16)
  private var edgeCount = 0
  /// Per node, its shape: an index in `shapeKeys`, or -1 before it is computed.
  var shapes: [Int32] = [-1]
  /// The distinct shape keys, by shape; some belong to no node any more until the next
  /// rebuild (``updateShapes(from:)``).
  var shapeKeys: [ShapeKey] = []
  /// Shapes by the hash of their key: open addressing, each slot the high half of the hash
  /// and the shape (`entry(_:hash:)`), 0 when empty.
  var shapeSlots = [UInt64](repeating: 0, count: 16)
  /// The shapes of nodes without children, by their ending (1: a pattern ends there, 2: a
  /// catch-all starts there, 3: both, 0: neither), or -1 before one is interned; cleared
  /// when the shapes are computed anew (``updateShapes(from:)``).
  var leafShapes: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
  /// Shapes by the shape they were made from and the field of its key set (``ShapeStep``),
  /// open addressing; `shapeStepCount` of them. Cleared with `shapeKeys`.
  var shapeSteps = [ShapeStep](repeating: ShapeStep(), count: 16)
  var shapeStepCount = 0
  let caseInsensitive: Bool

  init(caseInsensitive: Bool) {
    self.caseInsensitive = caseInsensitive
    updateShapes(from: 0)
  }

  /// Appends a node below `parent` (-1 for a root), registered first by `pattern`.
  private mutating func append(_ node: Node, parent: Int32, pattern: Int32) -> Int32 {
    nodes.append(node)
    lineages.append(Lineage(parent: parent, first: pattern))
    shapes.append(-1)
    return Int32(nodes.count - 1)
  }

  @inline(__always)
  static func key(parent: Int32, hash: UInt64) -> UInt64 {
    var key = hash ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15)
    key ^= key >> 31
    key &*= 0xBF58_476D_1CE4_E5B9
    key ^= key >> 29
    return key
  }

  @inline(__always)
  static func filterBit(_ hash: UInt64) -> UInt32 {
    1 &<< UInt32(truncatingIfNeeded: hash >> 59)
  }

  @inline(__always)
  static func tag(_ key: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: key >> 32)
  }

  // MARK: Registration

  /// Adds a root for the patterns of one host; `pattern` is the first of them.
  mutating func makeRoot(pattern: Int32) -> Int32 {
    let root = append(Node(literalStart: 0, literalCount: 0), parent: -1, pattern: pattern)
    updateShapes(from: root)
    return root
  }

  /// Adds the segments of `parsed` below `root`, as the pattern numbered `pattern`; returns
  /// the pattern it conflicts with, or `nil` when added.
  mutating func insert(_ parsed: LinkPattern, pattern: Int32, root: Int32 = 0) -> Int32? {
    parsed.withBytes { bytes in insert(parsed, bytes, pattern: pattern, root: root) }
  }

  private mutating func insert(
    _ parsed: borrowing LinkPattern, _ bytes: PatternBytes, pattern: Int32, root: Int32
  ) -> Int32? {
    var node = root
    if lineages[Int(root)].first < 0 { lineages[Int(root)].first = pattern }
    // By index: an iterator would hold a copy of the segments.
    for index in 0..<parsed.parts.count {
      let segment = parsed.parts[index]
      switch segment.kind {
      case .literal:
        node = staticChild(of: node, literal: bytes[segment], creating: pattern)
      case .parameter:
        node = parameterChild(of: node, type: segment.type, pattern: pattern)
      case .wildcard:
        node = child(of: node, \.wildcard, pattern: pattern)
      case .catchAll:
        // A conflict is found at a node that existed, with the whole path to it: the tree
        // is unchanged then.
        let existing = nodes[Int(node)].catchAll
        if existing >= 0 { return existing }
        nodes[Int(node)].catchAll = pattern
        updateShapes(from: node)
        return nil
      }
    }
    let existing = nodes[Int(node)].terminal
    if existing >= 0 { return existing }
    nodes[Int(node)].terminal = pattern
    updateShapes(from: node)
    return nil
  }

  /// The child of `node` in `slot` (the wildcard), made if missing.
  private mutating func child(
    of node: Int32, _ slot: WritableKeyPath<Node, Int32>, pattern: Int32
  ) -> Int32 {
    let existing = nodes[Int(node)][keyPath: slot]
    if existing >= 0 { return existing }
    let created = append(Node(literalStart: 0, literalCount: 0), parent: node, pattern: pattern)
    nodes[Int(node)][keyPath: slot] = created
    return created
  }

  /// The parameter child of `node` for `type`, made (in precedence order) if missing.
  private mutating func parameterChild(
    of node: Int32, type: ParameterType, pattern: Int32
  ) -> Int32 {
    let rank = Int32(type.precedence)
    var previous: Int32 = -1
    var current = nodes[Int(node)].parameter
    while current >= 0 {
      let kind = nodes[Int(current)].literalCount
      if kind == rank { return current }
      if kind > rank { break }
      previous = current
      current = nodes[Int(current)].literalStart
    }
    let created = append(
      Node(literalStart: current, literalCount: rank), parent: node, pattern: pattern)
    if previous < 0 {
      nodes[Int(node)].parameter = created
    } else {
      nodes[Int(previous)].literalStart = created
    }
    return created
  }

  /// The static child of `node` for the literal whose UTF-8 is `literal`, made if missing.
  @inline(__always)
  private mutating func staticChild(
    of node: Int32, literal: UnsafeBufferPointer<UInt8>, creating pattern: Int32
  ) -> Int32 {
    guard caseInsensitive else { return staticChild(of: node, bytes: literal, creating: pattern) }
    // Without case, literals are kept lowercased the way links are compared.
    var text = String(decoding: literal, as: UTF8.self).lowercased()
    return text.withUTF8 { bytes in staticChild(of: node, bytes: bytes, creating: pattern) }
  }

  /// The static child of `node` whose literal is `bytes`, made if missing.
  private mutating func staticChild(
    of node: Int32, bytes: UnsafeBufferPointer<UInt8>, creating pattern: Int32
  ) -> Int32 {
    var parent = nodes[Int(node)]
    if parent.soleStatic >= 0, literal(of: parent.soleStatic, equals: bytes) {
      return parent.soleStatic
    }
    // Hashed only past the sole static child, which most literals below the root match.
    let hash = SegmentHasher.hash(bytes)
    if parent.soleStatic < 0, parent.staticFilter != 0,
      let found = tableChild(of: node, hash: hash, bytes)
    {
      return found
    }
    let start = literalStart(of: bytes, hash: hash)
    let created = append(
      Node(literalStart: start, literalCount: Int32(bytes.count)), parent: node, pattern: pattern)
    if parent.staticFilter == 0 {
      // The first static child: kept in the node, out of the table.
      parent.soleStatic = created
    } else {
      if parent.soleStatic >= 0 {
        insertSlot(parent.soleStatic, parent: node, hash: literalHash(of: parent.soleStatic))
        parent.soleStatic = -1
      }
      insertSlot(created, parent: node, hash: hash)
    }
    parent.staticFilter |= Self.filterBit(hash)
    // One write of the parent, changed only here: `append` and `insertSlot` leave it alone.
    nodes[Int(node)] = parent
    return created
  }

  /// Where `bytes` are in `literals`, appended if they are not there yet.
  private mutating func literalStart(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64)
    -> Int32
  {
    let mask = literalTable.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while literalTable[index].start >= 0 {
      let slot = literalTable[index]
      let (start, count) = (Int(slot.start), Int(slot.count))
      if slot.hash == hash,
        literals.withUnsafeBufferPointer({ Self.equal($0, from: start, count: count, bytes) })
      {
        return slot.start
      }
      index = (index + 1) & mask
    }
    let start = Int32(literals.count)
    literals.append(contentsOf: bytes)
    literalTable[index] = LiteralSlot(hash: hash, start: start, count: Int32(bytes.count))
    distinctLiterals += 1
    if distinctLiterals * 2 > literalTable.count {
      let capacity = literalTable.count * 2
      var grown = [LiteralSlot](repeating: LiteralSlot(), count: capacity)
      for slot in literalTable where slot.start >= 0 {
        var target = Int(truncatingIfNeeded: slot.hash) & (capacity - 1)
        while grown[target].start >= 0 { target = (target + 1) & (capacity - 1) }
        grown[target] = slot
      }
      literalTable = grown
    }
    return start
  }

  /// Whether the literal of the static child `node` is `bytes`.
  @inline(__always)
  private func literal(of node: Int32, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = Int(nodes[Int(node)].literalStart)
    let count = Int(nodes[Int(node)].literalCount)
    return literals.withUnsafeBufferPointer { Self.equal($0, from: start, count: count, bytes) }
  }

  /// Whether the `count` bytes of `literals` from `start` are `bytes`, `false` when they are
  /// not inside `literals`: eight bytes at a time, then the last eight (or four) bytes,
  /// overlapping those before, so that a literal of four bytes or more takes no loop.
  @inline(__always)
  private static func equal(
    _ literals: UnsafeBufferPointer<UInt8>, from start: Int, count: Int,
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard count == bytes.count else { return false }
    guard count > 0 else { return true }
    guard let left = literals.baseAddress, let right = bytes.baseAddress, start >= 0,
      count <= literals.count - start
    else { return false }
    // In bounds: the guard puts start..<start + count inside `literals`, and 0..<count is
    // `bytes`; each read is of offset..<offset + 8 (or 4), 0 <= offset, offset + 8 (4) <= count.
    let lhs = UnsafeRawPointer(left + start)
    let rhs = UnsafeRawPointer(right)
    if count >= 8 {
      var offset = 0
      while offset &+ 8 <= count {
        let word = lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if word != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
        offset &+= 8
      }
      return offset == count
        || lhs.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
          == rhs.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    }
    if count >= 4 {
      return lhs.loadUnaligned(as: UInt32.self) == rhs.loadUnaligned(as: UInt32.self)
        && lhs.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
          == rhs.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
    }
    for offset in 0..<count where left[start &+ offset] != right[offset] { return false }
    return true
  }

  /// The hash of the literal of the static child `node`.
  @inline(__always)
  private func literalHash(of node: Int32) -> UInt64 {
    let start = Int(nodes[Int(node)].literalStart)
    // A slice of `literals` is checked against its bounds when it is made.
    let slice = literals[start..<start + Int(nodes[Int(node)].literalCount)]
    return slice.withUnsafeBufferPointer { SegmentHasher.hash($0) }
  }

  /// The static child of `node` whose literal is `bytes` (of hash `hash`) in the table.
  @inline(__always)
  private func tableChild(of node: Int32, hash: UInt64, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Int32?
  {
    let key = Self.key(parent: node, hash: hash)
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: key) & mask
    while slots[index].child >= 0 {
      let slot = slots[index]
      if slot.tag == Self.tag(key), slot.parent == node, literal(of: slot.child, equals: bytes) {
        return slot.child
      }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Adds `child`, a static child of `parent` with a literal of hash `hash`, to the table.
  private mutating func insertSlot(_ child: Int32, parent: Int32, hash: UInt64) {
    let key = Self.key(parent: parent, hash: hash)
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: key) & mask
    while slots[index].child >= 0 { index = (index + 1) & mask }
    slots[index] = Slot(tag: Self.tag(key), child: child, parent: parent)
    edgeCount += 1
    if edgeCount * 2 > slots.count { grow() }
  }

  /// Doubles the capacity of the static-children table.
  private mutating func grow() {
    let capacity = slots.count * 2
    var grown = [Slot](repeating: Slot(), count: capacity)
    for slot in slots where slot.child >= 0 {
      // The index bits of a key are recomputed from the child's parent and literal.
      let key = Self.key(parent: slot.parent, hash: literalHash(of: slot.child))
      var target = Int(truncatingIfNeeded: key) & (capacity - 1)
      while grown[target].child >= 0 { target = (target + 1) & (capacity - 1) }
      grown[target] = slot
    }
    slots = grown
  }

  // MARK: Matching

  /// The result of a match: the pattern (or -1) and the deepest node reached.
  struct Outcome {
    var pattern: Int32
    var deepest: Int32
    var deepestDepth: Int
    /// The nodes the match visited.
    var visits = 0
  }

  /// Matches the whole of `segments[0..<count]` below the root 0.
  func match(
    _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeMutableBufferPointer<ScannedSegment>,
    count: Int
  ) -> Outcome {
    var outcome = Outcome(pattern: -1, deepest: 0, deepestDepth: 0)
    match(bytes, segments, count: count, root: 0, &outcome)
    return outcome
  }

  /// Runs `body` with a walker over the tree's storage and `segments[0..<count]`.
  private func withWalker<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeMutableBufferPointer<ScannedSegment>,
    count: Int, plusIsSpace: Bool, _ body: (Walker) -> Result
  ) -> Result {
    slots.withUnsafeBufferPointer { slots in
      nodes.withUnsafeBufferPointer { nodes in
        literals.withUnsafeBufferPointer { literals in
          shapes.withUnsafeBufferPointer { shapes in
            body(
              Walker(
                bytes: bytes, segments: segments, count: count, slots: slots, nodes: nodes,
                literals: literals, caseInsensitive: caseInsensitive, plusIsSpace: plusIsSpace,
                shapes: shapes))
          }
        }
      }
    }
  }

  /// Matches the whole of `segments[0..<count]` below `root`, into `outcome`: its pattern,
  /// and its deepest node when deeper than the one there.
  func match(
    _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeMutableBufferPointer<ScannedSegment>,
    count: Int, root: Int32, _ outcome: inout Outcome
  ) {
    outcome.pattern = withWalker(bytes, segments, count: count, plusIsSpace: false) { walker in
      DeadEnds.with { walker.descend(root, 0, &outcome, &$0) }
    }
  }

  /// The longest run of segments from `start` that one pattern matches, preferring higher
  /// precedence at each step: the pattern and the index after the run, or `nil`.
  func matchPrefix(
    _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeMutableBufferPointer<ScannedSegment>,
    from start: Int, count: Int, plusIsSpace: Bool
  ) -> (pattern: Int32, end: Int)? {
    withWalker(bytes, segments, count: count, plusIsSpace: plusIsSpace) { walker in
      DeadEnds.with { walker.prefix(0, start, start: start, &$0) }
    }
  }

  /// The pattern registered first through the deepest node a match of the segments from
  /// `start` reaches, when it gets past the first of them: the pattern that matched the
  /// longest first part. `-1` otherwise.
  func closest(
    _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeMutableBufferPointer<ScannedSegment>,
    from start: Int, count: Int, plusIsSpace: Bool
  ) -> Int32 {
    var outcome = Outcome(pattern: -1, deepest: 0, deepestDepth: start)
    withWalker(bytes, segments, count: count, plusIsSpace: plusIsSpace) { walker in
      DeadEnds.with { _ = walker.descend(0, start, &outcome, &$0) }
    }
    return outcome.deepestDepth > start ? lineages[Int(outcome.deepest)].first : -1
  }
}
