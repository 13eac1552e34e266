// The storage of an entry list: chunks of entries shared between lists, and a cursor
// that walks them from the top entry down.

extension EntryList {
  /// Walks a list from the top entry down.
  struct Cursor {
    var chunk: Chunk?
    var used: Int

    init(_ list: EntryList) {
      (chunk, used) = list.effectiveTop
    }

    /// Steps below an exhausted block, so that two cursors at the same entry compare
    /// equal by identity.
    mutating func settle() {
      while used == 0, let current = chunk {
        (chunk, used) = (current.head.below, current.head.belowCount)
      }
    }

    func isAtSamePlace(as other: Cursor) -> Bool {
      chunk === other.chunk && used == other.used
    }

    mutating func next() -> Entry? {
      settle()
      guard let current = chunk else { return nil }
      used -= 1
      return current.entry(at: used)
    }

    mutating func skip(_ count: Int) {
      var remaining = count
      while remaining > 0 {
        settle()
        guard chunk != nil else { return }
        let step = Swift.min(remaining, used)
        used -= step
        remaining -= step
      }
    }
  }

  /// What a block knows about its place in the chain.
  struct ChunkHeader {
    /// The block below, or `nil` at the bottom.
    var below: Chunk?
    /// How many entries of `below` belong to the chain through this block.
    var belowCount: Int
    /// A block further down, for finding a position in O(log *b*) (a skew-binary jump
    /// link: Myers, "An applicative random-access stack", 1983).
    var jump: Chunk?
    /// How many entries of `jump` belong to the chain through this block.
    var jumpCount: Int
    /// The number of entries below this block in its chain.
    var base: Int
    /// The number of blocks below this one.
    var rank: Int
    /// How many slots hold an entry, from the first.
    var filled: Int
    /// How many slots the block has.
    var capacity: Int
  }

  /// A block of up to ``capacityLimit`` entries, with its place in the chain.
  ///
  /// A block's slots and header are written only through a list that
  /// `isKnownUniquelyReferenced` proved to be the block's only holder (and in `deinit`, on
  /// `self` and on blocks below proved uniquely held by that loop), so a block another
  /// list, state or thread can see is never written. Slots below `filled` that a list no
  /// longer counts may still be read by older lists that share the block; they are
  /// destroyed only when one list owns the block alone.
  final class Chunk: ManagedBuffer<ChunkHeader, Entry> {
    /// 16 entries of 48 bytes and the header fit in one allocation that the C allocator
    /// serves from its per-thread cache, at about 53 bytes per entry.
    static let capacityLimit = 16

    /// The header, through its address: `ManagedBuffer.header` is a stored property of a
    /// class, whose every access is checked for exclusivity at run time. The address is
    /// fixed for the block's life; a block's header is written only as the type explains.
    var head: ChunkHeader {
      unsafeAddress { UnsafePointer(withUnsafeMutablePointerToHeader { $0 }) }
      unsafeMutableAddress { withUnsafeMutablePointerToHeader { $0 } }
    }

    static func make(capacity: Int, below: Chunk?, belowCount: Int) -> Chunk {
      var jump: Chunk? = below
      var jumpCount = belowCount
      if let below, let first = below.head.jump, let second = first.head.jump,
        below.head.rank - first.head.rank == first.head.rank - second.head.rank
      {
        jump = second
        jumpCount = first.head.jumpCount
      }
      let header = ChunkHeader(
        below: below, belowCount: belowCount, jump: jump, jumpCount: jumpCount,
        base: (below?.head.base ?? 0) + belowCount, rank: (below?.head.rank ?? -1) + 1,
        filled: 0, capacity: capacity)
      let buffer = create(minimumCapacity: capacity) { _ in header }
      return unsafeDowncast(buffer, to: Chunk.self)
    }

    /// A block twice as large in the same place, holding this block's entries, which
    /// this block gives up. Only for a block nothing else holds.
    func grown() -> Chunk {
      let bigger = Chunk.make(
        capacity: Swift.min(head.capacity * 2, Chunk.capacityLimit), below: head.below,
        belowCount: head.belowCount)
      let moved = head.filled
      withUnsafeMutablePointerToElements { source in
        bigger.withUnsafeMutablePointerToElements { target in
          target.moveInitialize(from: source, count: moved)
        }
      }
      head.filled = 0
      bigger.head.filled = moved
      return bigger
    }

    /// A block in the same place in the chain holding copies of the first `count` entries.
    func copy(prefix count: Int) -> Chunk {
      let copy = Chunk.make(
        capacity: head.capacity, below: head.below, belowCount: head.belowCount)
      withUnsafeMutablePointerToElements { source in
        copy.withUnsafeMutablePointerToElements { target in
          target.initialize(from: source, count: count)
        }
      }
      copy.head.filled = count
      return copy
    }

    /// Moves the entries from `index` up into a new bottom block of their own. Only for a
    /// block nothing else holds.
    func moveOut(from index: Int) -> Chunk {
      let count = head.filled - index
      let moved = Chunk.make(capacity: count, below: nil, belowCount: 0)
      withUnsafeMutablePointerToElements { source in
        moved.withUnsafeMutablePointerToElements { target in
          target.moveInitialize(from: source + index, count: count)
        }
      }
      head.filled = index
      moved.head.filled = count
      return moved
    }

    func entry(at index: Int) -> Entry {
      withUnsafeMutablePointerToElements { $0[index] }
    }

    /// Stores `entry` in the first unfilled slot, which must be `index`.
    func initialize(at index: Int, to entry: Entry) {
      withUnsafeMutablePointerToElements { ($0 + index).initialize(to: entry) }
      head.filled = index + 1
    }

    /// Destroys the entries in the slots from `index` up.
    func destroy(from index: Int) {
      let filled = head.filled
      guard index < filled else { return }
      withUnsafeMutablePointerToElements {
        _ = ($0 + index).deinitialize(count: filled - index)
      }
      head.filled = index
    }

    deinit {
      destroy(from: 0)
      // Release a long chain iteratively: a recursive release of thousands of blocks would
      // overflow the stack. Each uniquely held block below is detached before it goes;
      // jump links point into the same chain, so dropping them frees nothing early.
      head.jump = nil
      var next = head.below
      head.below = nil
      while var node = next {
        next = nil
        guard isKnownUniquelyReferenced(&node) else { break }
        node.head.jump = nil
        next = node.head.below
        node.head.below = nil
      }
    }
  }
}
