// The branches a match has seen fail, so that it tries none of the same shape at the same
// segment again.

extension SegmentTree {
  /// A set of (shape, segment index) pairs that failed in one match. The first 8 are kept in
  /// a list, which costs nothing to set up (most failing matches remember a few); past 8, in
  /// a table of 64 slots, set to zero then; past 48, in a heap set. All but the heap set are
  /// on the stack.
  ///
  /// The buffer is a temporary allocation that lives as long as ``with(_:)``'s body, which the
  /// set does not outlive (it is passed `inout`, never stored or returned). The list reads only
  /// `buffer[0..<count]`, each written before; the table reads its slots only once
  /// `initialize(repeating:)` has set all of them. `UInt64` is trivial, so nothing needs
  /// deinitializing.
  struct DeadEnds {
    private let buffer: UnsafeMutableBufferPointer<UInt64>
    private var count = 0
    private var isHashed = false
    private var overflow: Set<UInt64>?

    private static let listCapacity = 8
    private static let tableCapacity = 64

    /// Calls `body` with an empty set.
    @inline(__always)
    static func with<Result>(_ body: (inout DeadEnds) -> Result) -> Result {
      withUnsafeTemporaryAllocation(
        of: UInt64.self, capacity: listCapacity + tableCapacity
      ) { buffer in
        var deadEnds = DeadEnds(buffer: buffer)
        return body(&deadEnds)
      }
    }

    private init(buffer: UnsafeMutableBufferPointer<UInt64>) {
      self.buffer = buffer
    }

    /// The key of a shape (≥ 0) at a segment index; never 0, the empty slot.
    @inline(__always)
    static func key(shape: Int32, index: Int) -> UInt64 {
      1 &<< 63 | UInt64(UInt32(bitPattern: shape)) &<< 31
        | UInt64(UInt32(truncatingIfNeeded: index) & 0x7FFF_FFFF)
    }

    /// Whether no failure is remembered yet.
    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private static func slot(_ key: UInt64) -> Int {
      listCapacity + Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    @inline(__always)
    private static func next(_ slot: Int) -> Int {
      listCapacity + (slot - listCapacity + 1) & (tableCapacity - 1)
    }

    func contains(_ key: UInt64) -> Bool {
      if let overflow { return overflow.contains(key) }
      if !isHashed {
        for index in 0..<count where buffer[index] == key { return true }
        return false
      }
      // Fewer than 48 of the 64 slots are used, so probing ends at an empty slot.
      var slot = Self.slot(key)
      while buffer[slot] != 0 {
        if buffer[slot] == key { return true }
        slot = Self.next(slot)
      }
      return false
    }

    mutating func insert(_ key: UInt64) {
      if overflow != nil {
        overflow?.insert(key)
        return
      }
      if !isHashed {
        if count < Self.listCapacity {
          buffer[count] = key
          count += 1
          return
        }
        // The list is full: move it into the table.
        UnsafeMutableBufferPointer(rebasing: buffer[Self.listCapacity...]).initialize(repeating: 0)
        isHashed = true
        count = 0
        for index in 0..<Self.listCapacity { insertHashed(buffer[index]) }
      }
      if count == Self.tableCapacity * 3 / 4 {
        var set = Set(buffer[Self.listCapacity...].filter { $0 != 0 })
        set.insert(key)
        overflow = set
        return
      }
      insertHashed(key)
    }

    private mutating func insertHashed(_ key: UInt64) {
      var slot = Self.slot(key)
      while buffer[slot] != 0 {
        if buffer[slot] == key { return }
        slot = Self.next(slot)
      }
      buffer[slot] = key
      count += 1
    }
  }
}
