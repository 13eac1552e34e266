/// A link pattern: the path segments a link must have, optionally behind a scheme and host,
/// and the query items it reads. Patterns are written as text and registered with
/// ``LinkMap/register(_:query:target:)``; the pattern a link matched is
/// ``LinkMatch/pattern``, and its ``text`` says which one it is.
///
/// Segments are separated by `/`:
/// - `users` — a static segment, matched exactly (percent-encode characters such as `/`);
/// - `:id` — a parameter: any one segment, read later with a type
///   (``LinkMatch/parameter(_:as:)->Value``);
/// - `:id<Int>` — a typed parameter: one segment that reads as the type (`Int`, `Double`,
///   `Bool` or `UUID`: what the type's ``LinkValue/init(linkText:)`` reads); other segments
///   do not match it;
/// - `*` — a wildcard: any one segment, not read;
/// - `**` or `**name` — a catch-all, last only: zero or more segments
///   (``LinkMatch/rest()``).
///
/// ```swift
/// try links.register("https://example.com/users/:id<Int>/posts/:post") { _ in LinkTarget() }
/// try links.register("myapp://profile/:id", query: [.optional("tab")]) { _ in LinkTarget() }
/// try links.register("https://*.example.com/invite/:code") { _ in LinkTarget() }
/// try links.match("myapp://profile/7").pattern.text  // "myapp://profile/:id"
/// ```
///
/// A scheme in front adds it to the schemes the ``LinkMap`` accepts: all accepted schemes
/// share one path space. For a custom scheme the host is the first path segment
/// (`myapp://profile/:id` has the path `profile/:id`). For `http` and `https` the host
/// (`example.com`, `localhost:8080`, `*.example.com` or `*`, as in
/// ``LinkMap/init(schemes:domains:isPathCaseSensitive:limits:)``) is added to the hosts the
/// map accepts, and the pattern matches links to that host only, before patterns written
/// without a host.
public struct LinkPattern: Hashable, Sendable, CustomStringConvertible {

  /// The pattern as written.
  public let text: String
  /// The scheme written in front of the pattern, lowercased, if any.
  package let scheme: String?
  /// The domain written in front of an `http` or `https` pattern, lowercased, with its
  /// port if written (`localhost:8080`, `*.example.com`, `*`), if any.
  package var domain: String? { domainRule?.text }
  /// The host, parsed.
  let domainRule: DomainRule?
  /// The path segments, packed: their texts are read from ``text`` or ``decodedLiterals``
  /// (``withBytes(_:)``).
  let parts: PatternSegments
  /// The UTF-8 of the percent-decoded literals, one after the other; empty unless a literal
  /// is written with a percent-encoding.
  let decodedLiterals: String
  /// The query items the pattern reads.
  package let declaredQuery: [LinkQueryItem]
  /// What matching reads of the names, made while parsing, from the names' bytes; derived
  /// from `segments` and `declaredQuery`, so left out of `==` and `hash(into:)`.
  let lookup: PatternLookup

  /// Parses a pattern.
  ///
  /// - Parameters:
  ///   - text: The pattern, for example `"myapp://users/:id"` or `"users/:id<Int>/**"`.
  ///   - query: The query items links matching it carry.
  /// - Throws: ``LinkError/invalidPattern(_:reason:)`` with the reason: a bad segment, an
  ///   unknown parameter type, a name used twice, or a host that is not valid.
  package init(parsing text: String, query: [LinkQueryItem] = []) throws(LinkError) {
    var scheme: String?
    var host: DomainRule?
    var parts = PatternSegments()
    var decoded = ""
    var lookup = PatternLookup(PatternNames(), segmentCount: 0, query: [])
    // Kept as the pattern's text: `withUTF8` leaves it native and contiguous, so the
    // segments' texts are read from it in place later.
    var utf8 = text
    let failure = utf8.withUTF8 { bytes in
      Self.parse(
        bytes, text: text, query: query, scheme: &scheme, host: &host, parts: &parts,
        decoded: &decoded, lookup: &lookup)
    }
    if let failure { throw failure }
    // Made in one step from the parts: assigned one by one, the pattern was built aside and
    // then copied, every string and array retained and released once more.
    self.init(
      text: utf8, scheme: scheme, domainRule: host, parts: parts, decodedLiterals: decoded,
      declaredQuery: query, lookup: lookup)
  }

  private init(
    text: String, scheme: String?, domainRule: DomainRule?, parts: PatternSegments,
    decodedLiterals: String, declaredQuery: [LinkQueryItem], lookup: PatternLookup
  ) {
    self.text = text
    self.scheme = scheme
    self.domainRule = domainRule
    self.parts = parts
    self.decodedLiterals = decodedLiterals
    self.declaredQuery = declaredQuery
    self.lookup = lookup
  }

  /// Whether two patterns have the same text and query items. The scheme, host and segments
  /// are read from the text, so patterns with the same text have the same ones (Swift holds
  /// two texts the same when they are canonically equivalent; a `/` composes with nothing,
  /// so their segments are canonically equivalent too).
  public static func == (lhs: LinkPattern, rhs: LinkPattern) -> Bool {
    lhs.text == rhs.text && lhs.declaredQuery == rhs.declaredQuery
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(declaredQuery)
  }

  /// Runs `body` with the UTF-8 of the pattern's text and decoded literals, from which each
  /// segment's text is read (``PatternBytes/subscript(_:)``).
  @inline(__always)
  func withBytes<Result>(_ body: (PatternBytes) -> Result) -> Result {
    Self.withBytes(text: text, decoded: decodedLiterals, body)
  }

  @inline(__always)
  private static func withBytes<Result>(
    text: String, decoded: String, _ body: (PatternBytes) -> Result
  ) -> Result {
    // A pattern's text was made native and contiguous when it was parsed, and most patterns
    // have no decoded literal: the text is read in place. The copies are for the others, and
    // make the strings contiguous.
    if decoded.isEmpty,
      let result = text.utf8.withContiguousStorageIfAvailable({ bytes in
        body(PatternBytes(text: bytes, decoded: bytes))
      })
    {
      return result
    }
    var text = text
    var decoded = decoded
    return text.withUTF8 { text in
      decoded.withUTF8 { decoded in body(PatternBytes(text: text, decoded: decoded)) }
    }
  }

  /// The text of `segment` as a string: a literal's (percent-decoded), a parameter's or a
  /// catch-all's name; empty for a wildcard or an unnamed catch-all.
  func string(of segment: PatternSegments.Segment) -> String {
    withBytes { bytes in Self.string(bytes[segment]) }
  }

  /// The path segments, as values.
  package var segments: [PatternSegment] {
    parts.map { segment in
      switch segment.kind {
      case .literal: .literal(string(of: segment))
      case .parameter: .parameter(string(of: segment), type: segment.type)
      case .wildcard: .wildcard
      case .catchAll: .catchAll(segment.count > 0 ? string(of: segment) : nil)
      }
    }
  }

  /// Reads a pattern from its UTF-8, once, without intermediate arrays: registering many
  /// patterns is dominated by this. The parts are written in place, and the error returned,
  /// so that nothing is copied on the way out.
  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, text: String, query: [LinkQueryItem],
    scheme: inout String?, host: inout DomainRule?, parts: inout PatternSegments,
    decoded: inout String, lookup: inout PatternLookup
  ) -> LinkError? {
    do throws(LinkError) {
      // Segments keep where their text starts in 32 bits.
      guard bytes.count <= Int(UInt32.max) else {
        throw .invalidPattern(
          String(text.prefix(64)) + "…", reason: "a pattern is at most 4 GB of UTF-8")
      }
      let scan = Scan(bytes)
      var pathStart = 0
      if let separator = scan.separator {
        let written = String(decoding: bytes[..<separator], as: UTF8.self).lowercased()
        guard LinkSyntax.isValidScheme(written) else {
          throw .invalidPattern(text, reason: "\"\(written)\" is not a valid scheme")
        }
        scheme = written
        pathStart = separator + 3
        if let defaultPort = LinkSyntax.defaultPort(ofWebScheme: written) {
          var hostEnd = pathStart
          while hostEnd < bytes.count, bytes[hostEnd] != 0x2F, bytes[hostEnd] != 0x3F,
            bytes[hostEnd] != 0x23
          {
            hostEnd += 1
          }
          let name = String(decoding: bytes[pathStart..<hostEnd], as: UTF8.self)
          guard !name.isEmpty else {
            throw .invalidPattern(text, reason: "an \(written) pattern needs a host")
          }
          do {
            host = try DomainRule(name, defaultPort: defaultPort)
          } catch {
            throw .invalidPattern(
              text, reason: "\"\(name)\" is not a valid host: \(error.reason)")
          }
          pathStart = hostEnd
        }
      }
      // A `?` or `#` before the path is in the scheme, refused above, or ends the host: in
      // either case one written anywhere is one in the path.
      if scan.hasQuery {
        throw .invalidPattern(
          text, reason: "declare query items with the query: argument, not in the path")
      }
      var names = PatternNames()
      try parseSegments(
        bytes, from: pathStart, text: text, into: &parts, decoded: &decoded, names: &names)
      lookup = PatternLookup(names, segmentCount: parts.count, query: query)
      // Most patterns have two names or fewer, short, and one ASCII query item or none: their
      // packed names, compared as integers, tell that none is used twice. Otherwise (or to
      // say which is), the names are compared as strings.
      if !lookup.hasDistinctNames {
        let names = parts.map { segment -> String? in
          segment.isNamed ? String(decoding: bytes[segment.range], as: UTF8.self) : nil
        }
        try checkNames(names, query, text: text)
      }
      return nil
    } catch {
      return error
    }
  }

  /// Checks that no name is used twice among parameters and query items, and that every
  /// query item has a name. Patterns have a few names, so pairs are compared, as strings:
  /// two names that Unicode holds equivalent are the same name.
  private static func checkNames(
    _ segments: [String?], _ query: [LinkQueryItem], text: String
  ) throws(LinkError) {
    func isUsed(_ current: String, in segments: ArraySlice<String?>) -> Bool {
      segments.contains { $0 == current }
    }
    for index in segments.indices {
      guard let current = segments[index] else { continue }
      if isUsed(current, in: segments[..<index]) {
        throw .invalidPattern(text, reason: "the name \"\(current)\" is used twice")
      }
    }
    var isNameMissing = false
    for index in query.indices {
      let current = query[index].name
      isNameMissing = isNameMissing || current.isEmpty
      let usedBefore =
        query[..<index].contains { $0.name == current } || isUsed(current, in: segments[...])
      if usedBefore {
        throw .invalidPattern(text, reason: "the name \"\(current)\" is used twice")
      }
    }
    if isNameMissing {
      throw .invalidPattern(text, reason: "a query item needs a name")
    }
  }

  /// What one pass over a pattern's bytes finds: where `://` first is, and whether a `?` or
  /// `#` is written.
  private struct Scan {
    var separator: Int?
    var hasQuery = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      var index = 0
      // Eight bytes at a time; a word with a `:` is looked at byte by byte while no `://`
      // has been found.
      if let base = bytes.baseAddress {
        while index + 8 <= bytes.count {
          // In bounds: 0 <= index and index + 8 <= bytes.count.
          let word = UInt64(
            littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
          if SegmentHasher.bytes(of: word, equalTo: 0x3F)
            | SegmentHasher.bytes(of: word, equalTo: 0x23)
            != 0
          {
            hasQuery = true
          }
          var colons = separator == nil ? SegmentHasher.bytes(of: word, equalTo: 0x3A) : 0
          while colons != 0 {
            // The lowest bit is a colon; a higher one may be a borrow's, so each is checked.
            let colon = index + colons.trailingZeroBitCount >> 3
            if Self.isSeparator(bytes, at: colon) {
              separator = colon
              break
            }
            colons &= colons &- 1
          }
          index += 8
        }
      }
      scan(bytes, index..<bytes.count)
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
      for index in range {
        let byte = bytes[index]
        if byte == 0x3F || byte == 0x23 {
          hasQuery = true
        } else if byte == 0x3A, separator == nil, Self.isSeparator(bytes, at: index) {
          separator = index
        }
      }
    }

    /// Whether `://` starts at `index`, which is inside `bytes`.
    @inline(__always)
    private static func isSeparator(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
      bytes[index] == 0x3A && index + 2 < bytes.count && bytes[index + 1] == 0x2F
        && bytes[index + 2] == 0x2F
    }
  }

  /// The index of the first `/` in `bytes` from `start`, or `bytes.count`.
  @inline(__always)
  static func slash(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if let base = bytes.baseAddress, index >= 0 {
      while index + 8 <= bytes.count {
        // In bounds: 0 <= index and index + 8 <= bytes.count.
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let found = SegmentHasher.bytes(of: word, equalTo: 0x2F)
        if found != 0 { return index + found.trailingZeroBitCount >> 3 }
        index += 8
      }
    }
    while index < bytes.count, bytes[index] != 0x2F { index += 1 }
    return index
  }

  /// The names of the parameters, in order.
  package var names: [String] {
    parts.compactMap { $0.isNamed ? string(of: $0) : nil }
  }

  /// The pattern as written.
  public var description: String { text }

  /// Reads the segments of the path from `start` into `parts`: their kinds, types and where
  /// their texts are, with no string made. A percent-encoded literal's decoded text is
  /// appended to `decoded`.
  private static func parseSegments(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, text: String,
    into parts: inout PatternSegments, decoded: inout String, names: inout PatternNames
  ) throws(LinkError) {
    var index = start
    var catchAll: Range<Int>?
    while index < bytes.count {
      if bytes[index] == 0x2F {
        index += 1
        continue
      }
      let pieceStart = index
      index = slash(in: bytes, from: index)
      if let catchAll {
        let written = String(decoding: bytes[catchAll], as: UTF8.self)
        throw .invalidPattern(text, reason: "a catch-all (\(written)) must be the last segment")
      }
      guard index - pieceStart <= PatternSegments.Segment.maxLength else {
        throw .invalidPattern(text, reason: "a segment is at most 16 MB of UTF-8")
      }
      let segment = try Self.segment(
        bytes, pieceStart..<index, text: text, decoded: &decoded, names: &names,
        position: parts.count)
      if segment.kind == .catchAll { catchAll = pieceStart..<index }
      parts.append(segment)
    }
  }

  /// The segment written in `bytes[range]` (between slashes, not empty), at `position`; its
  /// name, if any, is added to `names`.
  private static func segment(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, text: String,
    decoded: inout String, names: inout PatternNames, position: Int
  ) throws(LinkError) -> PatternSegments.Segment {
    let first = bytes[range.lowerBound]
    let second: UInt8? = range.count > 1 ? bytes[range.lowerBound + 1] : nil
    if first == 0x3A {
      return try parameter(
        bytes, range.lowerBound + 1..<range.upperBound, text: text, names: &names,
        position: position)
    } else if first == 0x2A && range.count == 1 {
      return PatternSegments.Segment(.wildcard, start: range.lowerBound, count: 0)
    } else if first == 0x2A && second == 0x2A {
      // A name, if any, is checked on its bytes, as a parameter's is.
      let name = UnsafeBufferPointer(rebasing: bytes[range.lowerBound + 2..<range.upperBound])
      guard name.allSatisfy(LinkSyntax.isNameByte) else {
        throw .invalidPattern(
          text,
          reason: "\"\(String(decoding: name, as: UTF8.self))\" is not a valid catch-all name")
      }
      if !name.isEmpty {
        names.add(PackedName(bytes: name), position: position, isCatchAll: true)
      }
      return PatternSegments.Segment(.catchAll, start: range.lowerBound + 2, count: name.count)
    } else if first == 0x2A {
      throw .invalidPattern(
        text,
        reason: "\"\(String(decoding: bytes[range], as: UTF8.self))\": write * or ** alone, "
          + "or **name")
    } else if !bytes[range].contains(0x25) {
      return PatternSegments.Segment(.literal, start: range.lowerBound, count: range.count)
    } else {
      guard let literal = LinkSyntax.percentDecoded(bytes[range], plusIsSpace: false) else {
        throw .invalidPattern(
          text,
          reason: "\"\(String(decoding: bytes[range], as: UTF8.self))\" has an invalid "
            + "percent-encoding")
      }
      let start = decoded.utf8.count
      decoded += literal
      return PatternSegments.Segment(
        .literal, start: start, count: literal.utf8.count, isDecoded: true)
    }
  }

  /// `bytes` as a string. They are a run of a Swift string between ASCII bytes, so valid
  /// UTF-8: this initializer checks only that a short one is ASCII, and keeps it inline
  /// (`String(decoding:as:)` would validate it first); it still repairs any other input.
  @inline(__always)
  static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    // The buffer has room for `bytes.count` bytes; all of them are initialized from `bytes`
    // before that count is returned, so the string reads only initialized memory.
    String(unsafeUninitializedCapacity: bytes.count) { buffer in
      _ = buffer.initialize(from: bytes)
      return bytes.count
    }
  }

  /// A parameter segment written in `bytes[range]`, after its colon: `name` or
  /// `name<Type>`.
  private static func parameter(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, text: String,
    names: inout PatternNames, position: Int
  ) throws(LinkError) -> PatternSegments.Segment {
    let piece = bytes[range]
    var nameEnd = piece.endIndex
    var type = ParameterType.any
    if piece.last == 0x3E, let open = piece.firstIndex(of: 0x3C) {
      nameEnd = open
      let written = String(decoding: piece[(open + 1)..<(piece.endIndex - 1)], as: UTF8.self)
      guard let parsed = ParameterType(rawValue: written), parsed != .any else {
        let types = ParameterType.allCases.filter { $0 != .any }.map { "<\($0.rawValue)>" }
        throw .invalidPattern(
          text,
          reason: "\"<\(written)>\" is not a parameter type; write one of "
            + types.joined(separator: ", ") + ", or no type for any segment")
      }
      type = parsed
    }
    let name = UnsafeBufferPointer(rebasing: piece[..<nameEnd])
    guard !name.isEmpty, name.allSatisfy(LinkSyntax.isNameByte) else {
      throw .invalidPattern(
        text,
        reason: "\":\(String(decoding: piece, as: UTF8.self))\" needs a name of letters, "
          + "digits, _ or - after the colon, and optionally a type such as <Int>")
    }
    names.add(PackedName(bytes: name), position: position, isCatchAll: false)
    return PatternSegments.Segment(
      .parameter, start: range.lowerBound, count: nameEnd - range.lowerBound, type: type)
  }
}
