// The shapes of a segment tree's nodes, which let a match skip a branch that cannot succeed
// because one of the same shape has already failed at the same segment.
//
// Two nodes have the same shape when they match the same runs of segments: they end a pattern
// alike (`terminal`, `catchAll`), and have the same children, child for child, by literal,
// parameter type and wildcard, of the same shapes. Patterns aside: only which pattern a node
// ends differs. Shapes are interned, bottom up, so that comparing two is comparing two
// integers. A node with two static children or more has a shape of its own, shared with no
// other node: comparing its children would cost as many of them at each registration. (That
// it is its own keeps the rule: only nodes of one shape are treated alike, and it is alone.)
//
// By induction on height, nodes of one shape match the same runs of segments from a given
// segment, reach the same depth, and so fail or succeed alike: a match that saw a branch fail
// at a segment can skip every later branch of the same shape at that segment, with the
// same result and the same deepest node (the skipped branch would reach no deeper).

extension SegmentTree {
  /// What a node's shape is made of: nine integers.
  struct ShapeKey: Equatable, Sendable {
    /// 1: a pattern ends here; 2: a catch-all starts here; 4: two static children or more, in
    /// which case `literal` is the node and the key is the node's own.
    var flags: Int32 = 0
    /// The sole static child's literal (where it starts in `literals`, which holds each
    /// distinct literal once), or -1.
    var literal: Int32 = -1
    var staticShape: Int32 = -1
    var wildcard: Int32 = -1
    /// The shapes of the parameter children, by ``ParameterType/precedence``; -1 for none.
    var parameters: (Int32, Int32, Int32, Int32, Int32) = (-1, -1, -1, -1, -1)

    static func == (lhs: ShapeKey, rhs: ShapeKey) -> Bool {
      lhs.flags == rhs.flags && lhs.literal == rhs.literal && lhs.staticShape == rhs.staticShape
        && lhs.wildcard == rhs.wildcard && lhs.parameters.0 == rhs.parameters.0
        && lhs.parameters.1 == rhs.parameters.1 && lhs.parameters.2 == rhs.parameters.2
        && lhs.parameters.3 == rhs.parameters.3 && lhs.parameters.4 == rhs.parameters.4
    }

    var hash: UInt64 {
      @inline(__always) func mix(_ hash: UInt64, _ high: Int32, _ low: Int32) -> UInt64 {
        let word = UInt64(UInt32(bitPattern: high)) &<< 32 | UInt64(UInt32(bitPattern: low))
        let mixed = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 32)
      }
      var hash = mix(0x243F_6A88_85A3_08D3, flags, literal)
      hash = mix(mix(hash, staticShape, wildcard), parameters.0, parameters.1)
      return mix(mix(hash, parameters.2, parameters.3), parameters.4, 0)
    }
  }

  /// A shape made from another by setting one field of its key: `from`, the field (`field`:
  /// 0 for the static child, with its `literal`; 1 for the wildcard; 2 + precedence for a
  /// parameter child) set to the shape `value`, gives `to`. A step depends on the keys only,
  /// so it holds until the keys are computed anew.
  struct ShapeStep: Sendable {
    var from: Int32 = -1
    var field: Int32 = 0
    var value: Int32 = 0
    var literal: Int32 = 0
    var to: Int32 = 0

    /// The hash of the step's start: `from`, `field`, `value` and `literal`.
    @inline(__always)
    static func hash(from: Int32, field: Int32, value: Int32, literal: Int32) -> UInt64 {
      let high = UInt64(UInt32(bitPattern: from)) &<< 32 | UInt64(UInt32(bitPattern: value))
      let low = UInt64(UInt32(bitPattern: literal)) &<< 8 | UInt64(UInt32(bitPattern: field))
      var hash = (high ^ 0x243F_6A88_85A3_08D3) &* 0x9E37_79B9_7F4A_7C15
      hash = (hash ^ (hash >> 32) ^ low) &* 0xBF58_476D_1CE4_E5B9
      return hash ^ (hash >> 29)
    }
  }

  /// The key of `node`'s shape, from its children's shapes (`shapes`, by node: `self.shapes`
  /// while an update has it out; every node's, so that a child index read from `nodes` is
  /// inside it).
  @inline(__always)
  private func shapeKey(of node: Int32, _ shapes: UnsafeMutableBufferPointer<Int32>) -> ShapeKey {
    let current = nodes[Int(node)]
    var key = ShapeKey()
    if current.soleStatic < 0 && current.staticFilter != 0 {
      key.flags = 4
      key.literal = node
      return key
    }
    key.flags = (current.terminal >= 0 ? 1 : 0) | (current.catchAll >= 0 ? 2 : 0)
    if current.soleStatic >= 0 {
      key.literal = nodes[Int(current.soleStatic)].literalStart
      key.staticShape = shapes[Int(current.soleStatic)]
    }
    if current.wildcard >= 0 { key.wildcard = shapes[Int(current.wildcard)] }
    var parameter = current.parameter
    while parameter >= 0 {
      let shape = shapes[Int(parameter)]
      switch nodes[Int(parameter)].literalCount {
      case 0: key.parameters.0 = shape
      case 1: key.parameters.1 = shape
      case 2: key.parameters.2 = shape
      case 3: key.parameters.3 = shape
      default: key.parameters.4 = shape
      }
      parameter = nodes[Int(parameter)].literalStart
    }
    return key
  }

  /// The slot entry of `shape`: the high half of its key's hash (never zero), then the shape.
  @inline(__always)
  private static func entry(_ shape: Int32, hash: UInt64) -> UInt64 {
    (hash | 1 &<< 32) & 0xFFFF_FFFF_0000_0000 | UInt64(UInt32(bitPattern: shape))
  }

  /// The shape of `key`, added when new.
  private mutating func intern(_ key: ShapeKey) -> Int32 {
    let hash = key.hash
    let mask = shapeSlots.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while shapeSlots[index] != 0 {
      let entry = shapeSlots[index]
      let shape = Int32(bitPattern: UInt32(truncatingIfNeeded: entry))
      // Keys are compared only when the hashes' high halves agree.
      if entry == Self.entry(shape, hash: hash), shapeKeys[Int(shape)] == key { return shape }
      index = (index + 1) & mask
    }
    let shape = Int32(shapeKeys.count)
    shapeKeys.append(key)
    shapeSlots[index] = Self.entry(shape, hash: hash)
    if shapeKeys.count * 2 > shapeSlots.count {
      let capacity = shapeSlots.count * 2
      var grown = [UInt64](repeating: 0, count: capacity)
      for (shape, key) in shapeKeys.enumerated() {
        let hash = key.hash
        var target = Int(truncatingIfNeeded: hash) & (capacity - 1)
        while grown[target] != 0 { target = (target + 1) & (capacity - 1) }
        grown[target] = Self.entry(Int32(shape), hash: hash)
      }
      shapeSlots = grown
    }
    return shape
  }

  /// The shape of `node`, which has no children: the same for every such node with the same
  /// ending (a pattern, a catch-all, both or neither), interned the first time.
  private mutating func leafShape(_ node: Int32) -> Int32 {
    let current = nodes[Int(node)]
    let ending = (current.terminal >= 0 ? 1 : 0) | (current.catchAll >= 0 ? 2 : 0)
    let known: Int32 =
      switch ending {
      case 0: leafShapes.0
      case 1: leafShapes.1
      case 2: leafShapes.2
      default: leafShapes.3
      }
    if known >= 0 { return known }
    // A node without children: its key is its ending alone.
    var key = ShapeKey()
    key.flags = Int32(ending)
    let shape = intern(key)
    switch ending {
    case 0: leafShapes.0 = shape
    case 1: leafShapes.1 = shape
    case 2: leafShapes.2 = shape
    default: leafShapes.3 = shape
    }
    return shape
  }

  /// The shape of the key of `shape` with the field `field` set to `value` (and, for the
  /// static child, its literal to `literal`): looked up in `shapeSteps`, or interned and
  /// added there.
  @inline(__always)
  private mutating func step(_ shape: Int32, field: Int32, value: Int32, literal: Int32)
    -> Int32
  {
    let hash = ShapeStep.hash(from: shape, field: field, value: value, literal: literal)
    let mask = shapeSteps.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while shapeSteps[index].from >= 0 {
      let entry = shapeSteps[index]
      if entry.from == shape, entry.field == field, entry.value == value,
        entry.literal == literal
      {
        return entry.to
      }
      index = (index + 1) & mask
    }
    var key = shapeKeys[Int(shape)]
    switch field {
    case 0:
      key.literal = literal
      key.staticShape = value
    case 1: key.wildcard = value
    case 2: key.parameters.0 = value
    case 3: key.parameters.1 = value
    case 4: key.parameters.2 = value
    case 5: key.parameters.3 = value
    default: key.parameters.4 = value
    }
    let to = intern(key)
    shapeSteps[index] = ShapeStep(
      from: shape, field: field, value: value, literal: literal, to: to)
    shapeStepCount += 1
    if shapeStepCount * 2 > shapeSteps.count { growSteps() }
    return to
  }

  /// Doubles the capacity of `shapeSteps`.
  private mutating func growSteps() {
    let capacity = shapeSteps.count * 2
    var grown = [ShapeStep](repeating: ShapeStep(), count: capacity)
    for entry in shapeSteps where entry.from >= 0 {
      let hash = ShapeStep.hash(
        from: entry.from, field: entry.field, value: entry.value, literal: entry.literal)
      var target = Int(truncatingIfNeeded: hash) & (capacity - 1)
      while grown[target].from >= 0 { target = (target + 1) & (capacity - 1) }
      grown[target] = entry
    }
    shapeSteps = grown
  }

  /// Updates the shapes of `node` and of the nodes above it after `node` changed (a pattern
  /// ends there, a catch-all starts there, or it is new), up to the first whose shape is
  /// unchanged: O(depth of `node`).
  ///
  /// Above `node`, a node that had a shape differs from its old key in one field only: that
  /// of the child the update came from, new or of a new shape (a node made by the
  /// registration has a shape of -1 until then, so the update passes every node it changed).
  /// Its new shape is a step from its old one (``step(_:field:value:literal:)``), and a new
  /// node's, whose only child that is, a step from the shape of a node without children:
  /// neither computes a key.
  ///
  /// Keys of shapes no node has any more are kept; when they (or the steps) outnumber the
  /// nodes, every shape is computed anew from the leaves up (children are made after their
  /// parents, so from the last node to the first), which keeps the keys O(nodes) and costs
  /// O(1) per registration, amortised.
  mutating func updateShapes(from node: Int32) {
    // The shapes are taken out of `self` while they are updated, so that writing one does not
    // check each time that the array is not shared; they are put back before returning.
    var shapes: [Int32] = []
    swap(&shapes, &self.shapes)
    shapes.withUnsafeMutableBufferPointer { shapes in
      if shapeKeys.count > 2 * nodes.count + 64 || shapeStepCount > 2 * nodes.count + 64 {
        recomputeShapes(shapes)
      } else {
        updateShapes(from: node, shapes)
      }
    }
    swap(&shapes, &self.shapes)
  }

  /// Computes every shape anew into `shapes` (`self.shapes`, taken out), from the leaves up:
  /// children are made after their parents, so from the last node to the first.
  private mutating func recomputeShapes(_ shapes: UnsafeMutableBufferPointer<Int32>) {
    shapeKeys.removeAll(keepingCapacity: true)
    shapeSlots = [UInt64](repeating: 0, count: shapeSlots.count)
    shapeSteps = [ShapeStep](repeating: ShapeStep(), count: shapeSteps.count)
    shapeStepCount = 0
    leafShapes = (-1, -1, -1, -1)
    // `shapes` has one entry per node, so `node` (below nodes.count) is inside it, and so are
    // the children `shapeKey(of:_:)` reads.
    for node in stride(from: Int32(nodes.count - 1), through: 0, by: -1) {
      shapes[Int(node)] = intern(shapeKey(of: node, shapes))
    }
  }

  /// The walk of ``updateShapes(from:)`` up from `node`, on `shapes` (`self.shapes`, taken
  /// out).
  private mutating func updateShapes(from node: Int32, _ shapes: UnsafeMutableBufferPointer<Int32>)
  {
    var node = node
    // The node below `node` the update came from, or -1 at the first.
    var child: Int32 = -1
    while node >= 0 {
      // `nodes[Int(node)]` checks `node` against `nodes.count`, which `shapes.count` equals
      // (a node is appended to both), before `shapes` is read or written at `node`; `child`
      // was checked so the turn before.
      let current = nodes[Int(node)]
      let shape = shapes[Int(node)]
      let updated: Int32
      if current.soleStatic < 0 && current.staticFilter != 0 {
        // A node with two static children or more keeps its own shape once it has one (not
        // the shape it may share from when it had one static child).
        if shape >= 0 && shapeKeys[Int(shape)].flags == 4 { return }
        updated = intern(shapeKey(of: node, shapes))
      } else if current.soleStatic < 0 && current.parameter < 0 && current.wildcard < 0 {
        // A node without children (most new ones: the end of a new pattern) has the shape
        // its flags alone make: kept once interned, it costs no key, hash or probe.
        updated = leafShape(node)
      } else if child < 0 {
        // The first node: its key is computed.
        updated = intern(shapeKey(of: node, shapes))
      } else {
        // The field of the key that holds `child`, and whether `child` is the node's only
        // child (no static child here means no static filter either: see above).
        let below = nodes[Int(child)]
        var field: Int32 = 1
        var literal: Int32 = -1
        var alone = current.soleStatic < 0 && current.parameter < 0
        if child == current.soleStatic {
          field = 0
          literal = below.literalStart
          alone = current.wildcard < 0 && current.parameter < 0
        } else if child != current.wildcard {
          field = 2 + min(below.literalCount, 4)
          alone =
            current.soleStatic < 0 && current.wildcard < 0 && current.parameter == child
            && below.literalStart < 0
        }
        let value = shapes[Int(child)]
        if shape >= 0 {
          updated = step(shape, field: field, value: value, literal: literal)
        } else if alone && current.terminal < 0 && current.catchAll < 0 {
          // A new node on the path (most are): its key is the key of a node without
          // children or ending, `child`'s field set.
          updated = step(leafShape(node), field: field, value: value, literal: literal)
        } else {
          updated = intern(shapeKey(of: node, shapes))
        }
      }
      if updated == shape { return }
      shapes[Int(node)] = updated
      child = node
      node = lineages[Int(node)].parent
    }
  }
}
