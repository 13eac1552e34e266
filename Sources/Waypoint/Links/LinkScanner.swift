/// One path segment of a link being matched: where its bytes are and the hash of its
/// decoded (and, for case-insensitive paths, lowercased) bytes.
struct ScannedSegment {
  var start: Int32
  var end: Int32
  var hash: UInt64
  /// Whether the bytes hold `%` escapes (or `+` read as a space), so they differ from the
  /// decoded value.
  var isEncoded: Bool
  /// Whether the segment has non-ASCII characters and paths are compared without case: its
  /// hash is of its text lowercased by `String.lowercased()`, and comparing it lowercases it
  /// so too, rather than byte by byte.
  var isFolded: Bool
}

/// Where the parts of a link are, as byte offsets into its UTF-8.
struct ScannedLink {
  var pathStart: Int
  var pathEnd: Int
  /// The bytes after `?`, up to `#` or the end; `nil` when the link has no `?`.
  var query: Range<Int>?
  var segmentCount: Int
  /// The host and port of an `http` or `https` link; `nil` for other schemes.
  var host: ScannedHost?
}

/// What the scanner accepts: schemes, domains, case rules and limits, prepared as bytes.
struct LinkScannerConfiguration: Sendable {
  var schemes: [[UInt8]] = []
  /// Each scheme's bytes packed into a word, the first in the low byte, when it has at most
  /// eight and none is zero; 0 otherwise (no link's scheme packs to 0).
  var packedSchemes: [UInt64] = []
  /// The default port of each scheme: 443 or 80 for `https` and `http`, 0 for others.
  var schemePorts: [Int] = []
  /// The domains the map was made with: what patterns written without a host match.
  var domains: [DomainRule] = []
  var caseInsensitivePaths = false
  var limits = LinkLimits()

  mutating func accept(scheme: String) {
    let lowercased = scheme.lowercased()
    let bytes = Array(lowercased.utf8)
    guard !schemes.contains(bytes) else { return }
    schemes.append(bytes)
    packedSchemes.append(bytes.count <= 8 && !bytes.contains(0) ? LinkScanner.pack(bytes) : 0)
    schemePorts.append(LinkSyntax.defaultPort(ofWebScheme: lowercased) ?? 0)
  }

  mutating func accept(domain rule: DomainRule) {
    if !domains.contains(where: { $0.text == rule.text }) { domains.append(rule) }
  }
}

/// Splits a link into its parts by reading its bytes once: no `URLComponents`, no strings.
enum LinkScanner {
  /// FNV-1a offset basis, for hosts (segments hash with `SegmentHasher`).
  static let hashSeed: UInt64 = 0xCBF2_9CE4_8422_2325

  @inline(__always)
  static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x100_0000_01B3
  }

  @inline(__always)
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  /// Whether a segment's plain run goes on over `byte`: anything above `/` but `?` and DEL.
  /// `SegmentHasher.stops(_:)` finds, eight bytes at a time, the first byte that is not.
  @inline(__always)
  static func isPlain(_ byte: UInt8) -> Bool {
    byte > 0x2F && byte != 0x3F && byte != 0x7F
  }

  /// `bytes` (at most eight) packed into a word, the first in the low byte.
  @inline(__always)
  static func pack(_ bytes: some Collection<UInt8>) -> UInt64 {
    var packed: UInt64 = 0
    for (offset, byte) in bytes.enumerated() { packed |= UInt64(byte) &<< UInt64(8 * offset) }
    return packed
  }

  /// Why a link without a scheme is malformed, naming the schemes the map accepts.
  static func missingScheme(_ configuration: LinkScannerConfiguration) -> String {
    let schemes = configuration.schemes.map { String(decoding: $0, as: UTF8.self) + "://" }
    guard !schemes.isEmpty else { return "it does not start with a scheme" }
    return "it does not start with a scheme (the map reads "
      + schemes.prefix(4).joined(separator: ", ") + (schemes.count > 4 ? ", …)" : ")")
  }

  /// Reads `bytes` (the UTF-8 of `url`) and fills `segments` with its path segments.
  ///
  /// - Throws: ``LinkError`` for a link over a limit, malformed, or with a scheme or host
  ///   that is not accepted.
  static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, url: String,
    configuration: LinkScannerConfiguration,
    into segments: UnsafeMutableBufferPointer<ScannedSegment>
  ) throws(LinkError) -> ScannedLink {
    let count = bytes.count
    let limits = configuration.limits
    guard count <= limits.urlLength else {
      throw .urlTooLong(length: count, limit: limits.urlLength)
    }
    // Scheme: a letter, then letters, digits, + - ., up to ':'.
    var index = 0
    // The first eight bytes, lowercased, packed as `LinkScannerConfiguration.packedSchemes`.
    var packed: UInt64 = 0
    while index < count, bytes[index] != 0x3A {
      let byte = bytes[index]
      let valid =
        LinkSyntax.isLetter(byte)
        || (index > 0 && (LinkSyntax.isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E))
      guard valid else { throw .malformedURL(url, reason: missingScheme(configuration)) }
      if index < 8 { packed |= UInt64(lowercased(byte)) &<< UInt64(8 * index) }
      index += 1
    }
    guard index < count, index > 0 else {
      throw .malformedURL(url, reason: missingScheme(configuration))
    }
    guard
      let scheme = index <= 8
        ? configuration.packedSchemes.firstIndex(of: packed)
        : schemeIndex(bytes, end: index, configuration: configuration)
    else {
      throw .unsupportedScheme(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<index]), as: UTF8.self),
        accepted: configuration.schemes.map { String(decoding: $0, as: UTF8.self) })
    }
    index += 1
    var pathStart = index
    let defaultPort = configuration.schemePorts[scheme]
    var host: ScannedHost?
    if index + 1 < count, bytes[index] == 0x2F, bytes[index + 1] == 0x2F {
      index += 2
      pathStart = index
      if defaultPort != 0 {
        // The authority is the host, with an optional port; it is checked by the map.
        while index < count, bytes[index] != 0x2F, bytes[index] != 0x3F, bytes[index] != 0x23 {
          index += 1
        }
        host = try ScannedHost.read(
          bytes, pathStart..<index, defaultPort: defaultPort, url: url)
        pathStart = index
      }
    } else if defaultPort != 0 {
      throw .malformedURL(url, reason: "an http or https link needs // and a host")
    }
    // Path up to `?` or `#`, then the query up to `#`; the fragment is read when asked for.
    let (segmentCount, pathEnd) = try split(
      bytes, pathStart..<count, url: url, plusIsSpace: false, stopsAtQuery: true,
      caseInsensitive: configuration.caseInsensitivePaths, limits: limits, into: segments)
    var query: Range<Int>?
    if pathEnd < count, bytes[pathEnd] == 0x3F {
      let queryEnd = try checkQuery(bytes, from: pathEnd + 1, url: url, limits: limits)
      query = pathEnd + 1..<queryEnd
    }
    return ScannedLink(
      pathStart: pathStart, pathEnd: pathEnd, query: query, segmentCount: segmentCount,
      host: host)
  }

  /// Splits `range` of `bytes` at `/`, skipping empty segments and hashing each decoded
  /// segment; stops at `?` or `#` when `stopsAtQuery`. Returns the number of segments and
  /// where the path ended.
  ///
  /// Without case, ASCII letters are lowercased as they are hashed; a segment with other
  /// characters is hashed again, lowercased as a string (``ScannedSegment/isFolded``).
  @inline(__always)
  static func split(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, url: String, plusIsSpace: Bool,
    stopsAtQuery: Bool, caseInsensitive: Bool, limits: LinkLimits,
    into segments: UnsafeMutableBufferPointer<ScannedSegment>
  ) throws(LinkError) -> (count: Int, end: Int) {
    var found = 0
    var index = range.lowerBound
    let end = range.upperBound
    var start = index
    var hasher = SegmentHasher()
    var isEncoded = false
    var isFolded = false
    // The last index a word of eight bytes may be read from, inside `range` and `bytes`.
    let lastWord = Swift.min(end, bytes.count) - 8
    while true {
      // Letters, digits and most punctuation: hash and go on.
      if caseInsensitive {
        while index < end, isPlain(bytes[index]) {
          isFolded = isFolded || bytes[index] >= 0x80
          hasher.add(lowercased(bytes[index]))
          index += 1
        }
      } else {
        // Eight bytes at a time, while the bytes hashed so far fill whole words: a word of
        // plain bytes is hashed at once, and one with a stop hashes the plain bytes before it.
        if let base = bytes.baseAddress, index >= 0 {
          while index <= lastWord, hasher.isAligned {
            // In bounds: 0 <= index (it only grows) and index + 8 <= bytes.count.
            let word = UInt64(
              littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let stops = SegmentHasher.stops(word)
            if stops == 0 {
              hasher.add(word: word)
              index += 8
              continue
            }
            let run = stops.trailingZeroBitCount >> 3
            hasher.add(word: word, count: run)
            index += run
            break
          }
        }
        while index < end, isPlain(bytes[index]) {
          hasher.add(bytes[index])
          index += 1
        }
      }
      var byte: UInt8 = index < end ? bytes[index] : 0x2F
      if index >= end || byte == 0x2F || (stopsAtQuery && (byte == 0x3F || byte == 0x23)) {
        if index > start {
          guard index - start <= limits.parameterLength else {
            throw .parameterTooLong(length: index - start, limit: limits.parameterLength)
          }
          guard found < segments.count, found < limits.segments else {
            throw .tooManySegments(limit: limits.segments)
          }
          var hash = hasher.finish()
          if isFolded {
            hash = foldedHash(bytes, start..<index, plusIsSpace: plusIsSpace) ?? hash
          }
          segments[found] = ScannedSegment(
            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: index),
            hash: hash, isEncoded: isEncoded, isFolded: isFolded)
          found += 1
        }
        if index >= end || byte != 0x2F { return (found, index) }
        index += 1
        start = index
        hasher = SegmentHasher()
        isEncoded = false
        isFolded = false
        continue
      }
      if byte == 0x25 {
        guard index + 2 < end, let high = LinkSyntax.hexValue(bytes[index + 1]),
          let low = LinkSyntax.hexValue(bytes[index + 2])
        else {
          throw .malformedURL(url, reason: "it has a % that is not followed by two hex digits")
        }
        byte = high << 4 | low
        index += 2
        isEncoded = true
      } else if byte == 0x2B && plusIsSpace {
        byte = 0x20
        isEncoded = true
      } else if byte < 0x21 || byte == 0x7F {
        throw .malformedURL(url, reason: "it contains a space or a control character")
      }
      if caseInsensitive {
        isFolded = isFolded || byte >= 0x80
        byte = lowercased(byte)
      }
      hasher.add(byte)
      index += 1
    }
  }

  /// The hash of a segment's decoded text lowercased by `String.lowercased()`, or `nil`
  /// when it is not valid UTF-8 (it then equals no static segment).
  static func foldedHash(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool
  ) -> UInt64? {
    guard let folded = folded(bytes, range, plusIsSpace: plusIsSpace) else { return nil }
    return SegmentHasher.hash(folded.utf8)
  }

  /// A segment's decoded text lowercased by `String.lowercased()`, or `nil` when it is not
  /// valid UTF-8.
  static func folded(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool
  ) -> String? {
    LinkSyntax.percentDecoded(
      UnsafeBufferPointer(rebasing: bytes[range]), plusIsSpace: plusIsSpace)?
      .lowercased()
  }

  private static func schemeIndex(
    _ bytes: UnsafeBufferPointer<UInt8>, end: Int, configuration: LinkScannerConfiguration
  ) -> Int? {
    schemes: for (position, scheme) in configuration.schemes.enumerated() where scheme.count == end
    {
      for offset in 0..<end where lowercased(bytes[offset]) != scheme[offset] {
        continue schemes
      }
      return position
    }
    return nil
  }

  /// Reads the query from `start` up to `#` or the end, and returns where it ends; checks
  /// that each item is within the limit and that escapes are well formed, in one pass.
  private static func checkQuery(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, url: String, limits: LinkLimits
  ) throws(LinkError) -> Int {
    let count = bytes.count
    var itemStart = start
    var index = start
    while index < count {
      let byte = bytes[index]
      // Most bytes: printable, not `#`, `%` or `&`.
      if byte > 0x26 && byte != 0x7F {
        index += 1
        continue
      }
      if byte == 0x23 { break }
      if byte == 0x26 {
        guard index - itemStart <= limits.parameterLength else {
          throw .parameterTooLong(length: index - itemStart, limit: limits.parameterLength)
        }
        itemStart = index + 1
      } else if byte < 0x21 || byte == 0x7F {
        throw .malformedURL(url, reason: "it contains a space or a control character")
      } else if byte == 0x25 {
        // `#` is not a hex digit: the two digits are before it, as they must be.
        guard index + 2 < count, LinkSyntax.hexValue(bytes[index + 1]) != nil,
          LinkSyntax.hexValue(bytes[index + 2]) != nil
        else {
          throw .malformedURL(url, reason: "it has a % that is not followed by two hex digits")
        }
      }
      index += 1
    }
    guard index - itemStart <= limits.parameterLength else {
      throw .parameterTooLong(length: index - itemStart, limit: limits.parameterLength)
    }
    return index
  }
}
