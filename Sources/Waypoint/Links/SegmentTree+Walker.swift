// Matching walks the tree through pointers to its storage, one walker per match.

extension SegmentTree {
  /// The tree's storage seen through pointers for one match.
  struct Walker {
    let bytes: UnsafeBufferPointer<UInt8>
    let segments: UnsafeMutableBufferPointer<ScannedSegment>
    let count: Int
    let slots: UnsafeBufferPointer<Slot>
    let nodes: UnsafeBufferPointer<Node>
    let literals: UnsafeBufferPointer<UInt8>
    let caseInsensitive: Bool
    let plusIsSpace: Bool

    let shapes: UnsafeBufferPointer<Int32>

    /// The pattern that matches the segments from `index` below `node`, or -1; counts the
    /// nodes it visits and the deepest in `outcome`.
    func descend(
      _ node: Int32, _ index: Int, _ outcome: inout Outcome, _ deadEnds: inout DeadEnds
    ) -> Int32 {
      outcome.visits &+= 1
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
        let pattern = branch(found, index + 1, &outcome, &deadEnds)
        if pattern >= 0 { return pattern }
      }
      var parameter = current.parameter
      while parameter >= 0 {
        let child = nodes[Int(parameter)]
        if accepts(child, segments[index]) {
          let pattern = branch(parameter, index + 1, &outcome, &deadEnds)
          if pattern >= 0 { return pattern }
        }
        parameter = child.literalStart
      }
      if current.wildcard >= 0 {
        let pattern = branch(current.wildcard, index + 1, &outcome, &deadEnds)
        if pattern >= 0 { return pattern }
      }
      return current.catchAll
    }

    /// Descends into `child` at `index`, unless a node of its shape has already failed at
    /// `index` in this match: it would fail too, and reach no deeper (SegmentTree+Shapes.swift).
    /// Remembers the shape when it fails.
    @inline(__always)
    func branch(
      _ child: Int32, _ index: Int, _ outcome: inout Outcome, _ deadEnds: inout DeadEnds
    ) -> Int32 {
      // Until a branch fails, there is nothing to look up (and the shape is not read).
      if !deadEnds.isEmpty, deadEnds.contains(DeadEnds.key(shape: shapes[Int(child)], index: index))
      {
        return -1
      }
      let pattern = descend(child, index, &outcome, &deadEnds)
      if pattern < 0 { deadEnds.insert(DeadEnds.key(shape: shapes[Int(child)], index: index)) }
      return pattern
    }

    /// The longest run of segments from `index` below `node` that one pattern matches, in
    /// precedence order; skips the branches whose shape already failed at their segment, as
    /// ``descend(_:_:_:_:)`` does (whether a run is found depends on the shape, the segments
    /// and `start` only).
    func prefix(_ node: Int32, _ index: Int, start: Int, _ deadEnds: inout DeadEnds)
      -> (pattern: Int32, end: Int)?
    {
      let current = nodes[Int(node)]
      if index < count {
        let found = staticChild(node, segments[index])
        if found >= 0, let result = prefixBranch(found, index + 1, start: start, &deadEnds) {
          return result
        }
        var parameter = current.parameter
        while parameter >= 0 {
          let child = nodes[Int(parameter)]
          if accepts(child, segments[index]),
            let result = prefixBranch(parameter, index + 1, start: start, &deadEnds)
          {
            return result
          }
          parameter = child.literalStart
        }
        if current.wildcard >= 0,
          let result = prefixBranch(current.wildcard, index + 1, start: start, &deadEnds)
        {
          return result
        }
        if current.catchAll >= 0 { return (current.catchAll, count) }
      }
      guard index > start else { return nil }
      if current.terminal >= 0 { return (current.terminal, index) }
      // At the end, a catch-all matches nothing, as it does in a whole link.
      if current.catchAll >= 0 { return (current.catchAll, index) }
      return nil
    }

    @inline(__always)
    func prefixBranch(_ child: Int32, _ index: Int, start: Int, _ deadEnds: inout DeadEnds)
      -> (pattern: Int32, end: Int)?
    {
      if !deadEnds.isEmpty, deadEnds.contains(DeadEnds.key(shape: shapes[Int(child)], index: index))
      {
        return nil
      }
      let result = prefix(child, index, start: start, &deadEnds)
      if result == nil { deadEnds.insert(DeadEnds.key(shape: shapes[Int(child)], index: index)) }
      return result
    }

    @inline(__always)
    func staticChild(_ node: Int32, _ segment: ScannedSegment) -> Int32 {
      let current = nodes[Int(node)]
      guard current.staticFilter & SegmentTree.filterBit(segment.hash) != 0 else {
        return -1
      }
      if current.soleStatic >= 0 {
        return equals(segment, nodes[Int(current.soleStatic)]) ? current.soleStatic : -1
      }
      let key = SegmentTree.key(parent: node, hash: segment.hash)
      let mask = slots.count - 1
      var index = Int(truncatingIfNeeded: key) & mask
      while true {
        let slot = slots[index]
        if slot.child < 0 { return -1 }
        if slot.tag == SegmentTree.tag(key) {
          let candidate = nodes[Int(slot.child)]
          if slot.parent == node, equals(segment, candidate) { return slot.child }
        }
        index = (index + 1) & mask
      }
    }

    /// Whether the parameter child `node` accepts the segment: always when untyped, else
    /// when the decoded segment reads as its type.
    @inline(__always)
    func accepts(_ node: Node, _ segment: ScannedSegment) -> Bool {
      let type = ParameterType(precedence: UInt8(truncatingIfNeeded: node.literalCount))
      if type == .any { return true }
      let range = Int(segment.start)..<Int(segment.end)
      if !segment.isEncoded {
        return type.accepts(plain: UnsafeBufferPointer(rebasing: bytes[range]))
      }
      guard let text = LinkText.decode(bytes, range, plusIsSpace: plusIsSpace) else {
        return false
      }
      return type.accepts(text)
    }

    /// Whether `count` bytes of `lhs` from `lhsStart` equal those of `rhs` from `rhsStart`,
    /// compared eight at a time; `false` when either run is not inside its buffer.
    @inline(__always)
    static func equal(
      _ lhs: UnsafeBufferPointer<UInt8>, from lhsStart: Int, _ rhs: UnsafeBufferPointer<UInt8>,
      from rhsStart: Int, count: Int
    ) -> Bool {
      guard count > 0 else { return count == 0 }
      guard let left = lhs.baseAddress, let right = rhs.baseAddress, lhsStart >= 0,
        rhsStart >= 0, count <= lhs.count - lhsStart, count <= rhs.count - rhsStart
      else { return false }
      // Every load below reads bytes offset..<offset + 8 of the two runs, which the guard
      // above puts inside the buffers; then the last bytes one by one, inside them too.
      var offset = 0
      while offset + 8 <= count {
        let leftWord = UnsafeRawPointer(left + lhsStart + offset).loadUnaligned(as: UInt64.self)
        let rightWord = UnsafeRawPointer(right + rhsStart + offset).loadUnaligned(as: UInt64.self)
        if leftWord != rightWord { return false }
        offset += 8
      }
      while offset < count {
        if left[lhsStart + offset] != right[rhsStart + offset] { return false }
        offset += 1
      }
      return true
    }

    /// Whether the segment, decoded, equals the node's literal.
    @inline(__always)
    func equals(_ segment: ScannedSegment, _ node: Node) -> Bool {
      let start = Int(segment.start)
      let length = Int(segment.end) - start
      let literal = Int(node.literalStart)
      let literalCount = Int(node.literalCount)
      if segment.isFolded {
        guard
          let folded = LinkScanner.folded(
            bytes, start..<Int(segment.end), plusIsSpace: plusIsSpace)
        else { return false }
        let literalBytes = UnsafeBufferPointer(
          rebasing: literals[literal..<literal + literalCount])
        return folded.utf8.elementsEqual(literalBytes)
      }
      if !segment.isEncoded && !caseInsensitive {
        guard length == literalCount else { return false }
        return Self.equal(bytes, from: start, literals, from: literal, count: length)
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
