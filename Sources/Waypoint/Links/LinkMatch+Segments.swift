// Where the first segments of a matched link are, kept from the scan so that reading a
// parameter there does not split the path again.

extension LinkMatch {
  /// The byte ranges of the first four segments of a match's span, as the scanner found
  /// them (the non-empty runs between `/`, what `LinkText.segment(_:in:_:)` finds), or none.
  struct KnownSegments: Sendable {
    static let capacity = 4

    /// How many ranges are known: `0` when the match was made without them.
    private var count: Int32 = 0
    private var starts: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    private var ends: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)

    /// No known ranges: every segment is found by splitting the span.
    init() {}

    /// The ranges of `segments[0..<count]`, up to four, which are the segments of the
    /// match's span in order.
    @inline(__always)
    init(_ segments: UnsafeMutableBufferPointer<ScannedSegment>, count: Int) {
      let known = Swift.min(count, Self.capacity, segments.count)
      self.count = Int32(truncatingIfNeeded: known)
      if known > 0 { (starts.0, ends.0) = (segments[0].start, segments[0].end) }
      if known > 1 { (starts.1, ends.1) = (segments[1].start, segments[1].end) }
      if known > 2 { (starts.2, ends.2) = (segments[2].start, segments[2].end) }
      if known > 3 { (starts.3, ends.3) = (segments[3].start, segments[3].end) }
    }

    /// The range of the `position`-th segment, or `nil` when it is not known here.
    @inline(__always)
    func range(at position: Int) -> Range<Int>? {
      guard position >= 0, position < Int(count) else { return nil }
      let bounds: (Int32, Int32)
      switch position {
      case 0: bounds = (starts.0, ends.0)
      case 1: bounds = (starts.1, ends.1)
      case 2: bounds = (starts.2, ends.2)
      default: bounds = (starts.3, ends.3)
      }
      return Int(bounds.0)..<Int(bounds.1)
    }
  }
}
