/// One path segment of a link being matched: where its bytes are and the hash of its
/// decoded (and, for case-insensitive paths, lowercased) bytes.
struct ScannedSegment {
  var start: Int32
  var end: Int32
  var hash: UInt64
  /// Whether the bytes hold `%` escapes (or `+` read as a space), so they differ from the
  /// decoded value.
  var isEncoded: Bool
}

/// Where the parts of a link are, as byte offsets into its UTF-8.
struct ScannedLink {
  var pathStart: Int
  var pathEnd: Int
  /// The bytes after `?`, up to `#` or the end; `nil` when the link has no `?`.
  var query: Range<Int>?
  var segmentCount: Int
}

/// What the scanner accepts: schemes, hosts, case rules and limits, prepared as bytes.
struct LinkScannerConfiguration: Sendable {
  var schemes: [[UInt8]] = []
  var schemeIsWeb: [Bool] = []
  var hosts: [[UInt8]] = []
  var caseInsensitivePaths = false
  var limits = LinkLimits()

  mutating func accept(scheme: String) {
    let bytes = Array(scheme.lowercased().utf8)
    guard !schemes.contains(bytes) else { return }
    schemes.append(bytes)
    schemeIsWeb.append(LinkSyntax.isWebScheme(scheme.lowercased()))
  }

  mutating func accept(host: String) {
    let bytes = Array(host.lowercased().utf8)
    if !hosts.contains(bytes) { hosts.append(bytes) }
  }
}

/// Splits a link into its parts by reading its bytes once: no `URLComponents`, no strings.
enum LinkScanner {
  /// FNV-1a offset basis; segment hashes start here.
  static let hashSeed: UInt64 = 0xCBF2_9CE4_8422_2325

  @inline(__always)
  static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x100_0000_01B3
  }

  @inline(__always)
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
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
    guard count <= limits.maxURLLength else {
      throw .urlTooLong(length: count, limit: limits.maxURLLength)
    }
    // Scheme: a letter, then letters, digits, + - ., up to ':'.
    var index = 0
    while index < count, bytes[index] != 0x3A {
      let byte = bytes[index]
      let valid =
        LinkSyntax.isLetter(byte)
        || (index > 0 && (LinkSyntax.isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E))
      guard valid else { throw .malformedURL(url, reason: "it does not start with a scheme") }
      index += 1
    }
    guard index < count, index > 0 else {
      throw .malformedURL(url, reason: "it does not start with a scheme such as myapp://")
    }
    guard let scheme = schemeIndex(bytes, end: index, configuration: configuration) else {
      throw .unsupportedScheme(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<index]), as: UTF8.self),
        accepted: configuration.schemes.map { String(decoding: $0, as: UTF8.self) })
    }
    index += 1
    var pathStart = index
    if index + 1 < count, bytes[index] == 0x2F, bytes[index + 1] == 0x2F {
      index += 2
      pathStart = index
      if configuration.schemeIsWeb[scheme] {
        // The authority is the host, with an optional port.
        while index < count, bytes[index] != 0x2F, bytes[index] != 0x3F, bytes[index] != 0x23 {
          index += 1
        }
        try checkHost(bytes, pathStart..<index, url: url, configuration: configuration)
        pathStart = index
      }
    } else if configuration.schemeIsWeb[scheme] {
      throw .malformedURL(url, reason: "an http or https link needs // and a host")
    }
    // Path up to `?` or `#`, then the query up to `#`; the fragment is ignored.
    let (segmentCount, pathEnd) = try split(
      bytes, pathStart..<count, url: url, plusIsSpace: false, stopsAtQuery: true,
      caseInsensitive: configuration.caseInsensitivePaths, limits: limits, into: segments)
    var query: Range<Int>?
    if pathEnd < count, bytes[pathEnd] == 0x3F {
      var queryEnd = pathEnd + 1
      while queryEnd < count, bytes[queryEnd] != 0x23 { queryEnd += 1 }
      try checkQuery(bytes, pathEnd + 1..<queryEnd, url: url, limits: limits)
      query = pathEnd + 1..<queryEnd
    }
    return ScannedLink(
      pathStart: pathStart, pathEnd: pathEnd, query: query, segmentCount: segmentCount)
  }

  /// Splits `range` of `bytes` at `/`, skipping empty segments and hashing each decoded
  /// segment; stops at `?` or `#` when `stopsAtQuery`. Returns the number of segments and
  /// where the path ended.
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
    var hash = hashSeed
    var isEncoded = false
    while true {
      var byte: UInt8 = 0x2F
      if index < end {
        byte = bytes[index]
        // Letters, digits and most punctuation: hash and go on.
        if byte > 0x2F && byte != 0x3F && byte != 0x7F {
          hash = Self.hash(hash, caseInsensitive ? lowercased(byte) : byte)
          index += 1
          continue
        }
      }
      if index >= end || byte == 0x2F || (stopsAtQuery && (byte == 0x3F || byte == 0x23)) {
        if index > start {
          guard index - start <= limits.maxParameterLength else {
            throw .parameterTooLong(length: index - start, limit: limits.maxParameterLength)
          }
          guard found < segments.count, found < limits.maxSegments else {
            throw .tooManySegments(limit: limits.maxSegments)
          }
          segments[found] = ScannedSegment(
            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: index),
            hash: hash, isEncoded: isEncoded)
          found += 1
        }
        if index >= end || byte != 0x2F { return (found, index) }
        index += 1
        start = index
        hash = hashSeed
        isEncoded = false
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
      hash = Self.hash(hash, caseInsensitive ? lowercased(byte) : byte)
      index += 1
    }
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

  private static func checkHost(
    _ bytes: UnsafeBufferPointer<UInt8>, _ authority: Range<Int>, url: String,
    configuration: LinkScannerConfiguration
  ) throws(LinkError) {
    // Drop a port (":443"); anything else, user info included, must equal a host.
    var hostEnd = authority.upperBound
    var position = authority.upperBound
    while position > authority.lowerBound {
      position -= 1
      let byte = bytes[position]
      if byte == 0x3A {
        hostEnd = position
        break
      }
      if !LinkSyntax.isDigit(byte) { break }
    }
    let host = authority.lowerBound..<hostEnd
    hosts: for accepted in configuration.hosts where accepted.count == host.count {
      for offset in 0..<host.count
      where lowercased(bytes[host.lowerBound + offset]) != accepted[offset] {
        continue hosts
      }
      return
    }
    throw .unsupportedHost(
      String(decoding: UnsafeBufferPointer(rebasing: bytes[host]), as: UTF8.self),
      accepted: configuration.hosts.map { String(decoding: $0, as: UTF8.self) })
  }

  /// Checks that each query value is within the limit and that escapes are well formed.
  private static func checkQuery(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, url: String, limits: LinkLimits
  ) throws(LinkError) {
    var itemStart = range.lowerBound
    var index = range.lowerBound
    while index <= range.upperBound {
      if index == range.upperBound || bytes[index] == 0x26 {
        guard index - itemStart <= limits.maxParameterLength else {
          throw .parameterTooLong(length: index - itemStart, limit: limits.maxParameterLength)
        }
        itemStart = index + 1
      } else {
        let byte = bytes[index]
        if byte < 0x21 || byte == 0x7F {
          throw .malformedURL(url, reason: "it contains a space or a control character")
        }
        if byte == 0x25 {
          guard index + 2 < range.upperBound, LinkSyntax.hexValue(bytes[index + 1]) != nil,
            LinkSyntax.hexValue(bytes[index + 2]) != nil
          else {
            throw .malformedURL(url, reason: "it has a % that is not followed by two hex digits")
          }
        }
      }
      index += 1
    }
  }
}
