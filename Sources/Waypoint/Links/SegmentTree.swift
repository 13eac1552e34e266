/// The patterns of a ``LinkMap`` as a tree of segments.
///
/// Each node has at most one parameter child, one wildcard child and one catch-all, and
/// any number of static children. Static children live in one open-addressing table keyed
/// by (parent node, hash of the segment), so finding one costs a hash probe whatever the
/// number of patterns. Matching walks the tree in precedence order (static, parameter,
/// wildcard, catch-all) and backtracks when a branch fails; a node is reached with one
/// segment index only, so a match visits each node at most once.
struct SegmentTree: Sendable {
  struct Node: Sendable {
    var parent: Int32
    var literalStart: Int32
    var literalCount: Int32
    var parameter: Int32 = -1
    var wildcard: Int32 = -1
    /// The pattern whose catch-all starts here.
    var catchAll: Int32 = -1
    /// The pattern that ends here.
    var terminal: Int32 = -1
    /// The first pattern registered through this node, reported as the closest pattern.
    var first: Int32
  }

  private(set) var nodes: [Node] = [Node(parent: -1, literalStart: 0, literalCount: 0, first: -1)]
  private var literals: [UInt8] = []
  private var keys: [UInt64] = Array(repeating: 0, count: 16)
  private var children: [Int32] = Array(repeating: -1, count: 16)
  private var edgeCount = 0
  let caseInsensitive: Bool

  init(caseInsensitive: Bool) {
    self.caseInsensitive = caseInsensitive
  }

  @inline(__always)
  private static func key(parent: Int32, hash: UInt64) -> UInt64 {
    var key = hash ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15)
    key ^= key >> 31
    key &*= 0xBF58_476D_1CE4_E5B9
    key ^= key >> 29
    return key
  }

  // MARK: Registration

  /// Adds a pattern's segments; returns the pattern it conflicts with, or `nil` when added.
  mutating func insert(_ segments: [LinkPattern.Segment], pattern: Int32) -> Int32? {
    var node: Int32 = 0
    if nodes[0].first < 0 { nodes[0].first = pattern }
    for segment in segments {
      switch segment {
      case .literal(let text):
        node = staticChild(of: node, literal: text, creating: pattern)
      case .parameter:
        node = child(of: node, \.parameter, pattern: pattern)
      case .wildcard:
        node = child(of: node, \.wildcard, pattern: pattern)
      case .catchAll:
        let existing = nodes[Int(node)].catchAll
        if existing >= 0 { return existing }
        nodes[Int(node)].catchAll = pattern
        return nil
      }
    }
    let existing = nodes[Int(node)].terminal
    if existing >= 0 { return existing }
    nodes[Int(node)].terminal = pattern
    return nil
  }

  private mutating func child(
    of node: Int32, _ slot: WritableKeyPath<Node, Int32>, pattern: Int32
  ) -> Int32 {
    let existing = nodes[Int(node)][keyPath: slot]
    if existing >= 0 { return existing }
    let created = Int32(nodes.count)
    nodes.append(Node(parent: node, literalStart: 0, literalCount: 0, first: pattern))
    nodes[Int(node)][keyPath: slot] = created
    return created
  }

  private mutating func staticChild(of node: Int32, literal: String, creating pattern: Int32)
    -> Int32
  {
    let bytes = caseInsensitive ? literal.utf8.map(LinkScanner.lowercased) : Array(literal.utf8)
    var hash = LinkScanner.hashSeed
    for byte in bytes { hash = LinkScanner.hash(hash, byte) }
    let key = Self.key(parent: node, hash: hash)
    let mask = keys.count - 1
    var slot = Int(truncatingIfNeeded: key) & mask
    while children[slot] >= 0 {
      let candidate = nodes[Int(children[slot])]
      if keys[slot] == key, candidate.parent == node,
        literals[Int(candidate.literalStart)..<Int(candidate.literalStart + candidate.literalCount)]
          .elementsEqual(bytes)
      {
        return children[slot]
      }
      slot = (slot + 1) & mask
    }
    let created = Int32(nodes.count)
    nodes.append(
      Node(
        parent: node, literalStart: Int32(literals.count), literalCount: Int32(bytes.count),
        first: pattern))
    literals.append(contentsOf: bytes)
    keys[slot] = key
    children[slot] = created
    edgeCount += 1
    if edgeCount * 2 > keys.count { grow() }
    return created
  }

  private mutating func grow() {
    let capacity = keys.count * 2
    var newKeys = [UInt64](repeating: 0, count: capacity)
    var newChildren = [Int32](repeating: -1, count: capacity)
    for (slot, child) in children.enumerated() where child >= 0 {
      var target = Int(truncatingIfNeeded: keys[slot]) & (capacity - 1)
      while newChildren[target] >= 0 { target = (target + 1) & (capacity - 1) }
      newKeys[target] = keys[slot]
      newChildren[target] = child
    }
    keys = newKeys
    children = newChildren
  }

  // MARK: Matching

  /// The result of a match: the pattern (or -1) and the deepest node reached.
  struct Outcome {
    var pattern: Int32
    var deepest: Int32
    var deepestDepth: Int
  }

  /// Matches the whole of `segments[0..<count]`.
  func match(
    _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeMutableBufferPointer<ScannedSegment>,
    count: Int
  ) -> Outcome {
    var outcome = Outcome(pattern: -1, deepest: 0, deepestDepth: 0)
    keys.withUnsafeBufferPointer { keys in
      children.withUnsafeBufferPointer { children in
        nodes.withUnsafeBufferPointer { nodes in
          literals.withUnsafeBufferPointer { literals in
            let walker = Walker(
              bytes: bytes, segments: segments, count: count, keys: keys, children: children,
              nodes: nodes, literals: literals, caseInsensitive: caseInsensitive,
              plusIsSpace: false)
            outcome.pattern = walker.descend(0, 0, &outcome)
          }
        }
      }
    }
    return outcome
  }

  /// The longest run of segments from `start` that one pattern matches, preferring higher
  /// precedence at each step: the pattern and the index after the run, or `nil`.
  func matchPrefix(
    _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeMutableBufferPointer<ScannedSegment>,
    from start: Int, count: Int, plusIsSpace: Bool
  ) -> (pattern: Int32, end: Int)? {
    var result: (pattern: Int32, end: Int)?
    keys.withUnsafeBufferPointer { keys in
      children.withUnsafeBufferPointer { children in
        nodes.withUnsafeBufferPointer { nodes in
          literals.withUnsafeBufferPointer { literals in
            let walker = Walker(
              bytes: bytes, segments: segments, count: count, keys: keys, children: children,
              nodes: nodes, literals: literals, caseInsensitive: caseInsensitive,
              plusIsSpace: plusIsSpace)
            result = walker.prefix(0, start, start: start)
          }
        }
      }
    }
    return result
  }

  /// The tree's storage seen through pointers for one match.
  private struct Walker {
    let bytes: UnsafeBufferPointer<UInt8>
    let segments: UnsafeMutableBufferPointer<ScannedSegment>
    let count: Int
    let keys: UnsafeBufferPointer<UInt64>
    let children: UnsafeBufferPointer<Int32>
    let nodes: UnsafeBufferPointer<Node>
    let literals: UnsafeBufferPointer<UInt8>
    let caseInsensitive: Bool
    let plusIsSpace: Bool

    func descend(_ node: Int32, _ index: Int, _ outcome: inout Outcome) -> Int32 {
      let current = nodes[Int(node)]
      if index > outcome.deepestDepth {
        outcome.deepestDepth = index
        outcome.deepest = node
      }
      guard index < count else {
        return current.terminal >= 0 ? current.terminal : current.catchAll
      }
      let found = staticChild(node, segments[index])
      if found >= 0 {
        let pattern = descend(found, index + 1, &outcome)
        if pattern >= 0 { return pattern }
      }
      if current.parameter >= 0 {
        let pattern = descend(current.parameter, index + 1, &outcome)
        if pattern >= 0 { return pattern }
      }
      if current.wildcard >= 0 {
        let pattern = descend(current.wildcard, index + 1, &outcome)
        if pattern >= 0 { return pattern }
      }
      return current.catchAll
    }

    func prefix(_ node: Int32, _ index: Int, start: Int) -> (pattern: Int32, end: Int)? {
      let current = nodes[Int(node)]
      if index < count {
        let found = staticChild(node, segments[index])
        if found >= 0, let result = prefix(found, index + 1, start: start) { return result }
        if current.parameter >= 0, let result = prefix(current.parameter, index + 1, start: start) {
          return result
        }
        if current.wildcard >= 0, let result = prefix(current.wildcard, index + 1, start: start) {
          return result
        }
        if current.catchAll >= 0 { return (current.catchAll, count) }
      }
      if current.terminal >= 0, index > start { return (current.terminal, index) }
      return nil
    }

    @inline(__always)
    func staticChild(_ node: Int32, _ segment: ScannedSegment) -> Int32 {
      let key = SegmentTree.key(parent: node, hash: segment.hash)
      let mask = keys.count - 1
      var slot = Int(truncatingIfNeeded: key) & mask
      while true {
        let child = children[slot]
        if child < 0 { return -1 }
        if keys[slot] == key {
          let candidate = nodes[Int(child)]
          if candidate.parent == node, equals(segment, candidate) { return child }
        }
        slot = (slot + 1) & mask
      }
    }

    /// Whether the segment, decoded, equals the node's literal.
    @inline(__always)
    func equals(_ segment: ScannedSegment, _ node: Node) -> Bool {
      let start = Int(segment.start)
      let length = Int(segment.end) - start
      let literal = Int(node.literalStart)
      let literalCount = Int(node.literalCount)
      if !segment.isEncoded && !caseInsensitive {
        guard length == literalCount else { return false }
        for offset in 0..<length where bytes[start + offset] != literals[literal + offset] {
          return false
        }
        return true
      }
      var position = start
      var matched = 0
      let end = Int(segment.end)
      while position < end {
        var byte = bytes[position]
        if byte == 0x25, position + 2 < end,
          let high = LinkSyntax.hexValue(bytes[position + 1]),
          let low = LinkSyntax.hexValue(bytes[position + 2])
        {
          byte = high << 4 | low
          position += 2
        } else if byte == 0x2B && plusIsSpace {
          byte = 0x20
        }
        if caseInsensitive { byte = LinkScanner.lowercased(byte) }
        guard matched < literalCount, literals[literal + matched] == byte else { return false }
        matched += 1
        position += 1
      }
      return matched == literalCount
    }
  }
}
