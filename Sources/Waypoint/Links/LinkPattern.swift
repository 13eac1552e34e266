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
  /// The path segments.
  package let segments: [PatternSegment]
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
    var segments: [PatternSegment] = []
    var lookup = PatternLookup(PatternNames(), segmentCount: 0, query: [])
    var utf8 = text
    let failure = utf8.withUTF8 { bytes in
      Self.parse(
        bytes, text: text, query: query, scheme: &scheme, host: &host, segments: &segments,
        lookup: &lookup)
    }
    if let failure { throw failure }
    // Made in one step from the parts: assigned one by one, the pattern was built aside and
    // then copied, every string and array retained and released once more.
    self.init(
      text: text, scheme: scheme, domainRule: host, segments: segments, declaredQuery: query,
      lookup: lookup)
  }

  private init(
    text: String, scheme: String?, domainRule: DomainRule?, segments: [PatternSegment],
    declaredQuery: [LinkQueryItem], lookup: PatternLookup
  ) {
    self.text = text
    self.scheme = scheme
    self.domainRule = domainRule
    self.segments = segments
    self.declaredQuery = declaredQuery
    self.lookup = lookup
  }

  /// Whether two patterns have the same text, scheme, host, segments and query items.
  public static func == (lhs: LinkPattern, rhs: LinkPattern) -> Bool {
    lhs.text == rhs.text && lhs.scheme == rhs.scheme && lhs.domainRule == rhs.domainRule
      && lhs.segments == rhs.segments && lhs.declaredQuery == rhs.declaredQuery
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(scheme)
    hasher.combine(domainRule)
    hasher.combine(segments)
    hasher.combine(declaredQuery)
  }

  /// Reads a pattern from its UTF-8, once, without intermediate arrays: registering many
  /// patterns is dominated by this. The parts are written in place, and the error returned,
  /// so that nothing is copied on the way out.
  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, text: String, query: [LinkQueryItem],
    scheme: inout String?, host: inout DomainRule?, segments: inout [PatternSegment],
    lookup: inout PatternLookup
  ) -> LinkError? {
    do throws(LinkError) {
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
      segments = try parseSegments(
        bytes, from: pathStart, capacity: scan.capacity, text: text, names: &names)
      lookup = PatternLookup(names, segmentCount: segments.count, query: query)
      // Most patterns have two names or fewer, short, and one ASCII query item or none: their
      // packed names, compared as integers, tell that none is used twice. Otherwise (or to
      // say which is), the names are compared as strings.
      if !lookup.hasDistinctNames { try checkNames(segments, query, text: text) }
      return nil
    } catch {
      return error
    }
  }

  /// Checks that no name is used twice among parameters and query items, and that every
  /// query item has a name. Patterns have a few names, so pairs are compared, as strings:
  /// two names that Unicode holds equivalent are the same name.
  private static func checkNames(
    _ segments: [PatternSegment], _ query: [LinkQueryItem], text: String
  ) throws(LinkError) {
    func name(_ segment: PatternSegment) -> String? {
      switch segment {
      case .parameter(let name, _): name
      case .catchAll(let name): name
      case .literal, .wildcard: nil
      }
    }
    func isUsed(_ current: String, in segments: ArraySlice<PatternSegment>) -> Bool {
      segments.contains { name($0) == current }
    }
    for index in segments.indices {
      guard let current = name(segments[index]) else { continue }
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

  /// What one pass over a pattern's bytes finds: where `://` first is, whether a `?` or `#`
  /// is written, and how many slashes there are, which bounds the number of segments.
  private struct Scan {
    var separator: Int?
    var hasQuery = false
    var slashes = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      var index = 0
      for byte in bytes {
        // Letters and most other bytes are none of `/`, `:`, `?` and `#`: one comparison.
        if byte <= 0x3F {
          if byte == 0x2F {
            slashes &+= 1
          } else if byte == 0x3F || byte == 0x23 {
            hasQuery = true
          } else if byte == 0x3A, separator == nil, index + 2 < bytes.count,
            bytes[index + 1] == 0x2F, bytes[index + 2] == 0x2F
          {
            separator = index
          }
        }
        index &+= 1
      }
    }

    /// At most how many segments the path has: one more than its slashes. The path has all
    /// the slashes but those of `://` (a scheme with a slash is refused, and a host has none),
    /// and a segment starts at the path's start or after a slash.
    var capacity: Int { slashes - (separator == nil ? 0 : 2) + 1 }
  }

  /// The names of the parameters, in order.
  package var names: [String] {
    segments.compactMap {
      switch $0 {
      case .parameter(let name, _): name
      case .catchAll(let name): name
      case .literal, .wildcard: nil
      }
    }
  }

  /// The pattern as written.
  public var description: String { text }

  /// The segments of the path from `start`, of which there are at most `capacity`.
  private static func parseSegments(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, capacity: Int, text: String,
    names: inout PatternNames
  ) throws(LinkError) -> [PatternSegment] {
    // Sized once from the slashes the scan counted on its way (most patterns would
    // otherwise grow the array once or twice); a bound, so appending stays correct anyway.
    var segments: [PatternSegment] = []
    segments.reserveCapacity(capacity)
    var index = start
    var catchAll: String?
    while index < bytes.count {
      if bytes[index] == 0x2F {
        index += 1
        continue
      }
      let pieceStart = index
      while index < bytes.count, bytes[index] != 0x2F { index += 1 }
      let piece = UnsafeBufferPointer(rebasing: bytes[pieceStart..<index])
      if let catchAll {
        throw .invalidPattern(text, reason: "a catch-all (\(catchAll)) must be the last segment")
      }
      let segment = try Self.segment(piece, text: text, names: &names, position: segments.count)
      if case .catchAll = segment { catchAll = String(decoding: piece, as: UTF8.self) }
      segments.append(segment)
    }
    return segments
  }

  /// One segment, as written between slashes (not empty), at `position`; its name, if any,
  /// is added to `names`.
  private static func segment(
    _ piece: UnsafeBufferPointer<UInt8>, text: String, names: inout PatternNames,
    position: Int
  ) throws(LinkError) -> PatternSegment {
    let first = piece[0]
    let second: UInt8? = piece.count > 1 ? piece[1] : nil
    if first == 0x3A {
      return try parameter(piece.dropFirst(), text: text, names: &names, position: position)
    } else if first == 0x2A && piece.count == 1 {
      return .wildcard
    } else if first == 0x2A && second == 0x2A {
      let name = String(decoding: piece.dropFirst(2), as: UTF8.self)
      guard name.isEmpty || LinkSyntax.isValidName(name) else {
        throw .invalidPattern(text, reason: "\"\(name)\" is not a valid catch-all name")
      }
      if name.isEmpty { return .catchAll(nil) }
      names.add(PackedName(name), position: position, isCatchAll: true)
      return .catchAll(name)
    } else if first == 0x2A {
      throw .invalidPattern(
        text,
        reason: "\"\(String(decoding: piece, as: UTF8.self))\": write * or ** alone, or **name")
    } else if !piece.contains(0x25) {
      return .literal(string(piece))
    } else {
      guard let literal = LinkSyntax.percentDecoded(piece, plusIsSpace: false) else {
        throw .invalidPattern(
          text,
          reason: "\"\(String(decoding: piece, as: UTF8.self))\" has an invalid percent-encoding")
      }
      return .literal(literal)
    }
  }

  /// `bytes` as a string. They are a run of a Swift string between ASCII bytes, so valid
  /// UTF-8: this initializer checks only that a short one is ASCII, and keeps it inline
  /// (`String(decoding:as:)` would validate it first); it still repairs any other input.
  @inline(__always)
  private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    // The buffer has room for `bytes.count` bytes; all of them are initialized from `bytes`
    // before that count is returned, so the string reads only initialized memory.
    String(unsafeUninitializedCapacity: bytes.count) { buffer in
      _ = buffer.initialize(from: bytes)
      return bytes.count
    }
  }

  /// A parameter segment after its colon: `name` or `name<Type>`.
  private static func parameter(
    _ piece: Slice<UnsafeBufferPointer<UInt8>>, text: String, names: inout PatternNames,
    position: Int
  ) throws(LinkError) -> PatternSegment {
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
    // The bytes are checked before a string is made of them.
    let name = UnsafeBufferPointer(rebasing: piece[..<nameEnd])
    guard !name.isEmpty, name.allSatisfy(LinkSyntax.isNameByte) else {
      throw .invalidPattern(
        text,
        reason: "\":\(String(decoding: piece, as: UTF8.self))\" needs a name of letters, "
          + "digits, _ or - after the colon, and optionally a type such as <Int>")
    }
    names.add(PackedName(bytes: name), position: position, isCatchAll: false)
    return .parameter(string(name), type: type)
  }
}

/// Character rules shared by patterns, the scanner and the printer.
enum LinkSyntax {
  /// Schemes whose authority is a host; for others the host is the first path segment.
  static func isWebScheme(_ scheme: String) -> Bool {
    defaultPort(ofWebScheme: scheme) != nil
  }

  /// 443 for `https`, 80 for `http`, `nil` for other schemes (lowercased).
  static func defaultPort(ofWebScheme scheme: String) -> Int? {
    switch scheme {
    case "https": 443
    case "http": 80
    default: nil
    }
  }

  /// A letter, then letters, digits, `+`, `-` or `.`.
  static func isValidScheme(_ scheme: String) -> Bool {
    var bytes = scheme.utf8.makeIterator()
    guard let first = bytes.next(), isLetter(first) else { return false }
    while let byte = bytes.next() {
      guard isLetter(byte) || isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
      else { return false }
    }
    return true
  }

  /// Letters, digits, `_` and `-`, at least one.
  static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.allSatisfy(isNameByte)
  }

  /// A letter, a digit, `_` or `-`: a byte of a name.
  @inline(__always)
  static func isNameByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == 0x5F || byte == 0x2D
  }

  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// The value of a hexadecimal digit, or `nil`.
  @inline(__always)
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }

  /// `bytes` percent-decoded (and `+` read as a space when `plusIsSpace`), or `nil` when
  /// an escape is malformed or the result is not valid UTF-8.
  static func percentDecoded(_ bytes: some Collection<UInt8>, plusIsSpace: Bool) -> String? {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      bytes.formIndex(after: &index)
      if byte == 0x25 {
        guard index != bytes.endIndex, let high = hexValue(bytes[index]) else { return nil }
        bytes.formIndex(after: &index)
        guard index != bytes.endIndex, let low = hexValue(bytes[index]) else { return nil }
        bytes.formIndex(after: &index)
        decoded.append(high << 4 | low)
      } else if byte == 0x2B && plusIsSpace {
        decoded.append(0x20)
      } else {
        decoded.append(byte)
      }
    }
    return String(validatingUTF8Bytes: decoded)
  }

  /// `text` with every byte other than letters, digits, `-`, `.`, `_` and `~`
  /// percent-encoded, so that it stays one segment or one query value.
  static func percentEncoded(_ text: String) -> String {
    // Most segments (names, numbers) need no escape: return them as they are.
    if text.utf8.allSatisfy(isUnreserved) { return text }
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count + 8)
    for byte in text.utf8 {
      if isUnreserved(byte) {
        encoded.append(byte)
      } else {
        encoded.append(0x25)
        encoded.append(hexDigit(byte >> 4))
        encoded.append(hexDigit(byte & 0x0F))
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }

  /// Whether `byte` is a letter, a digit, `-`, `.`, `_` or `~`: printed as it is.
  @inline(__always)
  static func isUnreserved(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == 0x2D || byte == 0x2E || byte == 0x5F
      || byte == 0x7E
  }

  /// The uppercase hex digit of a value from 0 to 15.
  @inline(__always)
  static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? 0x30 + value : 0x37 + value
  }
}
