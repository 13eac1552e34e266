/// The path segments of a ``LinkPattern``, eight bytes each: a segment's kind, its parameter
/// type, and where its text (a literal, or a name) is, in the pattern's text or, for a
/// percent-decoded literal, in the pattern's decoded literals.
///
/// Up to six segments are kept inline, so that most patterns are parsed, registered and freed
/// without an allocation for their segments and without a string per segment: registering a
/// pattern used to make a `String` for every literal and name, an array for them, and release
/// each again when the map was freed. Segments hold no reference, so dropping them releases
/// nothing.
struct PatternSegments: Sendable {
  /// What a segment is.
  enum Kind: UInt8, Sendable {
    case literal
    case parameter
    case wildcard
    case catchAll
  }

  /// One segment, packed: bits 0–31 where its text starts, 32–55 its length in bytes, 56–57
  /// its kind, 58–60 its parameter type's ``ParameterType/precedence``, 61 whether its text is
  /// in the decoded literals rather than in the pattern's text.
  struct Segment: Sendable {
    let bits: UInt64

    /// The longest text of one segment, in bytes.
    static let maxLength = (1 << 24) - 1

    /// A segment whose text is `count` bytes from `start`. `start` fits 32 bits and `count`
    /// at most ``maxLength``: the parser refuses longer segments and patterns.
    init(_ kind: Kind, start: Int, count: Int, type: ParameterType = .any, isDecoded: Bool = false)
    {
      var bits = UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: start))
      bits |= UInt64(truncatingIfNeeded: count & Self.maxLength) &<< 32
      bits |= UInt64(kind.rawValue) &<< 56
      bits |= UInt64(type.precedence & 7) &<< 58
      if isDecoded { bits |= 1 &<< 61 }
      self.bits = bits
    }

    init(bits: UInt64) { self.bits = bits }

    var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: bits >> 56) & 3) ?? .literal }
    var start: Int { Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: bits)) }
    var count: Int { Int(truncatingIfNeeded: (bits >> 32) & UInt64(Self.maxLength)) }
    /// Where its text is, in the buffer it is read from (``PatternBytes``).
    var range: Range<Int> { start..<start + count }
    var type: ParameterType { ParameterType(precedence: UInt8(truncatingIfNeeded: bits >> 58) & 7) }
    var isDecoded: Bool { bits & (1 << 61) != 0 }
    /// Whether the segment has a name: a parameter, or a named catch-all.
    var isNamed: Bool { (kind == .parameter || kind == .catchAll) && count > 0 }
  }

  private var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
  private var more: [UInt64] = []
  /// How many segments there are.
  private(set) var count = 0

  /// No segments.
  init() {}

  /// Adds a segment at the end.
  mutating func append(_ segment: Segment) {
    switch count {
    case 0: inline.0 = segment.bits
    case 1: inline.1 = segment.bits
    case 2: inline.2 = segment.bits
    case 3: inline.3 = segment.bits
    case 4: inline.4 = segment.bits
    case 5: inline.5 = segment.bits
    default: more.append(segment.bits)
    }
    count += 1
  }

  /// The segment at `index`, which is below ``count``.
  subscript(index: Int) -> Segment {
    switch index {
    case 0: Segment(bits: inline.0)
    case 1: Segment(bits: inline.1)
    case 2: Segment(bits: inline.2)
    case 3: Segment(bits: inline.3)
    case 4: Segment(bits: inline.4)
    case 5: Segment(bits: inline.5)
    default: Segment(bits: more[index - 6])
    }
  }
}

extension PatternSegments: RandomAccessCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { count }
}

/// The UTF-8 that the segments of one ``LinkPattern`` are read from: its text, and its decoded
/// literals (``LinkPattern/withBytes(_:)``).
struct PatternBytes {
  let text: UnsafeBufferPointer<UInt8>
  let decoded: UnsafeBufferPointer<UInt8>

  /// The UTF-8 of `segment`'s text. The segment is one of this pattern's, made by the parser
  /// from these same bytes (`LinkPattern`'s fields are constants, set together once): its
  /// range is inside the buffer it names.
  @inline(__always)
  subscript(segment: PatternSegments.Segment) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: (segment.isDecoded ? decoded : text)[segment.range])
  }
}
