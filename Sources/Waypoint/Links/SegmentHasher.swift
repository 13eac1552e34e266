/// The hash of a segment's decoded bytes, as the scanner and the segment tree compute it.
///
/// The bytes are gathered eight to a word, the first in the low byte, and each full word is
/// mixed in with one multiplication; the last, partial word is mixed with its length when the
/// hash is finished. So the scanner can hash eight plain bytes of a link at once
/// (``add(word:)``), or the plain bytes before a `/` with one masked load (``add(word:count:)``),
/// and the hash depends on the bytes only, however they are fed: a link's segment and an
/// equal literal of a pattern hash alike. Equal hashes are never taken for equal bytes:
/// candidates are compared byte for byte.
struct SegmentHasher {
  private var state: UInt64 = 0x243F_6A88_85A3_08D3
  private var word: UInt64 = 0
  /// Where the next byte goes in `word`, in bits: 0, 8, … 56.
  private var shift: UInt64 = 0

  /// Whether the bytes added so far fill whole words: the next eight may be added at once.
  var isAligned: Bool { shift == 0 }

  @inline(__always)
  private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
    return mixed ^ (mixed &>> 29)
  }

  @inline(__always)
  mutating func add(_ byte: UInt8) {
    word |= UInt64(byte) &<< shift
    shift &+= 8
    if shift == 64 {
      state = Self.mix(state, word)
      word = 0
      shift = 0
    }
  }

  /// Adds eight bytes, the first in the low byte, when ``isAligned``: as adding them one by
  /// one does.
  @inline(__always)
  mutating func add(word full: UInt64) {
    state = Self.mix(state, full)
  }

  /// Adds the first `count` bytes (0 to 7) of `bytes`, the first in the low byte, when
  /// ``isAligned``: as adding them one by one does.
  @inline(__always)
  mutating func add(word bytes: UInt64, count: Int) {
    word = bytes & ((1 &<< UInt64(8 &* count)) &- 1)
    shift = UInt64(8 &* count)
  }

  /// The hash of the bytes added: the last, partial word mixed in with the number of its
  /// bytes (0 to 7) in its top byte, which its bytes leave clear.
  @inline(__always)
  func finish() -> UInt64 {
    Self.mix(state, word | shift &<< 53)
  }

  /// The hash of `bytes`.
  static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hasher = SegmentHasher()
    for byte in bytes { hasher.add(byte) }
    return hasher.finish()
  }

  /// One bit set in the byte of `word` (the first in the low byte) that a segment's plain run
  /// stops at, a byte below `0`, `?` or DEL, and maybe bits in bytes after it; 0 when every
  /// byte is plain. (Each test sets the high bit of the lowest byte that meets it exactly;
  /// a borrow may set bits only above.)
  @inline(__always)
  static func stops(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let below = (word &- ones &* 0x30) & ~word
    let question = word ^ (ones &* 0x3F)
    let delete = word ^ (ones &* 0x7F)
    // Three tests of `bytes(of:equalTo:)`'s kind, masked once: this runs on every word of
    // every link.
    return (below | ((question &- ones) & ~question) | ((delete &- ones) & ~delete)) & highs
  }

  /// The high bit of the first byte of `word` (the low byte first) that is `byte`, and maybe
  /// of bytes after it; 0 when no byte is. (A byte that is `byte` sets its own high bit
  /// exactly; the borrow of the subtraction may set bits only above the first one.)
  @inline(__always)
  static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let difference = word ^ (ones &* UInt64(byte))
    return (difference &- ones) & ~difference & 0x8080_8080_8080_8080
  }

  /// The hash of `bytes`, as adding them one by one gives it, read eight bytes at a time: a
  /// pattern's literal, from its bytes in place.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hasher = SegmentHasher()
    guard let base = bytes.baseAddress else { return hasher.finish() }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var offset = 0
    // In bounds: each load reads bytes offset..<offset + 8, and offset + 8 <= count.
    while offset &+ 8 <= count {
      hasher.add(
        word: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset &+= 8
    }
    let rest = count &- offset
    guard rest > 0 else { return hasher.finish() }
    var word: UInt64 = 0
    if count >= 8 {
      // In bounds: the last eight bytes, with count >= 8; the shift drops those hashed above.
      let last = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
      word = UInt64(littleEndian: last) &>> UInt64(8 &* (8 &- rest))
    } else if count >= 4 {
      // In bounds: bytes 0..<4 and count - 4..<count, with 4 <= count < 8. Where the two
      // overlap, their bytes are the same ones, which `|` leaves alone.
      let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
      let high = UInt64(
        UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
      word = low | high &<< UInt64(8 &* (count &- 4))
    } else {
      for index in 0..<rest { word |= UInt64(bytes[index]) &<< UInt64(8 &* index) }
    }
    hasher.add(word: word, count: rest)
    return hasher.finish()
  }
}
