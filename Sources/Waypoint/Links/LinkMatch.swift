/// A link that matched a pattern, read lazily: parameters are percent-decoded and
/// converted to the type asked for when read.
///
/// ```swift
/// let match = try links.match("myapp://users/42/posts/hello%20world?tag=a&tag=b#top")
/// try match.parameter("id", as: Int.self)        // 42
/// try match.parameter("post", as: String.self)   // "hello world"
/// try match.query("tab", as: String.self)        // nil
/// try match.query("tag", as: String.self)        // "a": the first
/// try match.queryValues("tag", as: String.self)  // ["a", "b"]
/// try match.fragment()                           // "top"
/// ```
public struct LinkMatch: Sendable {
  let records: [LinkRecord]
  let index: Int
  let table: RouteTable
  /// The link that matched.
  public let url: String
  /// The bytes of `url` holding the matched segments.
  let span: Range<Int>
  let queryRange: Range<Int>?
  /// Whether `+` reads as a space (segments that came from a query value).
  let plusIsSpace: Bool
  /// Whether the match is of a whole link, which may have a fragment, rather than of a
  /// route in a sequence.
  let isWholeLink: Bool
  /// Where the first segments of `span` are, when the match was made from a scan of them.
  let known: KnownSegments

  init(
    records: [LinkRecord], index: Int, routes: RouteTable, url: String, span: Range<Int>,
    query: Range<Int>?, plusIsSpace: Bool, isWholeLink: Bool,
    known: KnownSegments = KnownSegments()
  ) {
    self.records = records
    self.index = index
    self.table = routes
    self.url = url
    self.span = span
    self.queryRange = query
    self.plusIsSpace = plusIsSpace
    self.isWholeLink = isWholeLink
    self.known = known
  }

  /// The matched pattern as registered. A match keeps the map's array of records rather than the
  /// registered pattern, so matching and reading values never touch the registered pattern's
  /// memory.
  var registered: RegisteredPattern { records[index].registered }

  /// The pattern that matched.
  public var pattern: LinkPattern { registered.pattern }

  /// The value of the parameter `name`, read as `type`.
  ///
  /// The parameter's text is percent-decoded, then read with ``LinkValue/init(linkText:)``:
  /// `Int`, `String`, `Bool`, `Double`, `UUID` and the other standard types, or a type of
  /// the app's own that conforms to ``LinkValue``. For a catch-all's name, the value is its
  /// segments, decoded, joined by `/`.
  ///
  /// ```swift
  /// let match = try links.match("myapp://users/42")
  /// let id: Int = try match.parameter("id")  // 42
  /// ```
  ///
  /// - Parameters:
  ///   - name: The parameter's name in the pattern (`id` for `:id` or `:id<Int>`).
  ///   - type: The type to read; inferred when the context says it.
  /// - Returns: The value.
  /// - Throws: ``LinkError/unknownParameter(_:pattern:)`` when the pattern has no such
  ///   parameter, ``LinkError/invalidParameter(_:value:expected:pattern:)`` when the value
  ///   is not a valid `type` (or not valid UTF-8 once decoded).
  @inlinable
  public func parameter<Value: LinkValue>(
    _ name: String, as type: Value.Type = Value.self
  ) throws(LinkError) -> Value {
    // An `Int` written plainly (digits, an optional sign) is read from the bytes, as
    // `Int(linkText:)` reads it, without making a string; anything else takes the general
    // path, which also reports the errors.
    if Value.self == Int.self, let int = plainIntParameter(name), let value = int as? Value {
      return value
    }
    return try read(parameterText(name), name: name, as: Value.self)
  }

  /// The value of the query item `name`, read as `type`, or `nil` when the link does not
  /// carry it. `+` reads as a space.
  ///
  /// When the link repeats the item (`tag=a&tag=b`, or `tag[]=a&tag[]=b`: an item named
  /// `name[]` counts as `name`), this is the first value; read them all with
  /// ``queryValues(_:as:)->[Value]``. An item without `=` (`?flag`) has the value `""`. Names are
  /// compared percent-decoded, with case. The value is read with
  /// ``LinkValue/init(linkText:)``, as ``parameter(_:as:)->Value`` reads a parameter.
  ///
  /// ```swift
  /// let match = try links.match("myapp://search?q=swift&page=2")
  /// try match.query("page", as: Int.self)  // 2
  /// ```
  ///
  /// - Parameters:
  ///   - name: The query item's name, as the pattern declares it.
  ///   - type: The type to read; inferred when the context says it.
  /// - Returns: The first value, or `nil` when the link does not carry the item.
  /// - Throws: ``LinkError/unknownParameter(_:pattern:)`` when the pattern does not declare
  ///   the item, ``LinkError/invalidParameter(_:value:expected:pattern:)`` when the value is
  ///   not a valid `type`.
  @inlinable
  public func query<Value: LinkValue>(
    _ name: String, as type: Value.Type = Value.self
  ) throws(LinkError) -> Value? {
    guard let text = try queryText(name) else { return nil }
    return try read(text, name: name, as: Value.self)
  }

  /// Every value of the query item `name`, in the order the link has them, read as
  /// `type`; empty when the link does not carry it.
  ///
  /// Items named `name` and `name[]` both count: `tag=a&tag[]=b` has the values `a` and
  /// `b`. `+` reads as a space. Each value is read with ``LinkValue/init(linkText:)``.
  ///
  /// ```swift
  /// let match = try links.match("myapp://search?tag=ios&tag=linux")
  /// try match.queryValues("tag", as: String.self)  // ["ios", "linux"]
  /// ```
  ///
  /// - Parameters:
  ///   - name: The query item's name, as the pattern declares it.
  ///   - type: The type to read; inferred when the context says it.
  /// - Returns: The values, in order.
  /// - Throws: ``LinkError/unknownParameter(_:pattern:)`` when the pattern does not declare
  ///   the item, ``LinkError/invalidParameter(_:value:expected:pattern:)`` when a value is
  ///   not a valid `type`.
  @inlinable
  public func queryValues<Value: LinkValue>(
    _ name: String, as type: Value.Type = Value.self
  ) throws(LinkError) -> [Value] {
    let texts = try queryTexts(name)
    if let same = texts as? [Value] { return same }
    var values: [Value] = []
    values.reserveCapacity(texts.count)
    for text in texts { values.append(try read(text, name: name, as: Value.self)) }
    return values
  }

  /// Reads `text`, the value of `name`, as a `Value`.
  @inlinable
  func read<Value: LinkValue>(
    _ text: String, name: String, as type: Value.Type
  ) throws(LinkError) -> Value {
    guard let value = Value(linkText: text) else {
      throw .invalidParameter(
        name, value: text, expected: String(describing: Value.self), pattern: pattern.text)
    }
    return value
  }

  /// The link's fragment, after `#`, percent-decoded; `nil` when the link has none (or for
  /// a route read in a sequence of routes).
  ///
  /// ```swift
  /// try links.match("myapp://docs/intro#see%20also").fragment()  // "see also"
  /// ```
  ///
  /// - Throws: ``LinkError/invalidParameter(_:value:expected:pattern:)`` when it has an
  ///   invalid escape or is not valid UTF-8 once decoded.
  public func fragment() throws(LinkError) -> String? {
    guard isWholeLink else { return nil }
    let end = queryRange?.upperBound ?? span.upperBound
    let result = LinkText.withBytes(url) { bytes, _ -> Result<String, LinkError>? in
      guard end < bytes.count, bytes[end] == 0x23 else { return nil }
      return decode(bytes, end + 1..<bytes.count, name: "#", plusIsSpace: false)
    }
    return try result?.get()
  }

  /// The segments the catch-all matched, each decoded; empty when the pattern has none.
  ///
  /// - Throws: ``LinkError/invalidParameter(_:value:expected:pattern:)`` when a segment is
  ///   not valid UTF-8 once decoded.
  public func rest() throws(LinkError) -> [String] {
    guard let position = registered.catchAllPosition else { return [] }
    return try decodedSegments(from: position, name: "**")
  }

  /// The routes the catch-all's segments spell, read with the map's route patterns.
  ///
  /// Routes are read left to right; each takes the longest run of segments one route
  /// pattern matches, preferring static, then parameter, then wildcard segments. A
  /// catch-all takes the rest of the sequence, or nothing at its end. (Printing checks that a
  /// sequence reads back so: ``LinkMap/url(for:)-(NavigationState)``.)
  ///
  /// - Throws: ``LinkError/noRouteMatch(_:part:queryItem:closest:)`` naming the link, the
  ///   segments no route pattern reads and the route pattern that came closest, or the
  ///   error a route pattern's `parse` throws.
  public func routes() throws(LinkError) -> [AnyRoute] {
    guard let position = registered.catchAllPosition else { return [] }
    let routes = self.table
    let span = self.span
    let result = LinkText.withBytes(url) { bytes, url -> Result<[AnyRoute], LinkError> in
      let segments = LinkText.segments(from: position, in: bytes, span)
      let start = segments.first?.lowerBound ?? span.upperBound
      return Self.readRoutes(
        bytes, start..<span.upperBound, url: url, routes: routes, plusIsSpace: false,
        queryItem: nil)
    }
    return try result.get()
  }

  /// The routes a query item's value spells (`sheet=compose/attachments`), read like
  /// ``routes()``, or `nil` when the link does not carry the item.
  ///
  /// - Throws: ``LinkError/unknownParameter(_:pattern:)`` when the pattern does not declare
  ///   the item, or what ``routes()`` throws.
  public func queryRoutes(_ name: String) throws(LinkError) -> [AnyRoute]? {
    guard declaresQuery(name) else {
      throw .unknownParameter(name, pattern: pattern.text)
    }
    guard let queryRange else { return nil }
    let routes = self.table
    let result = LinkText.withBytes(url) { bytes, url -> Result<[AnyRoute], LinkError>? in
      guard let value = LinkText.queryValue(named: name, in: bytes, queryRange) else {
        return nil
      }
      return Self.readRoutes(
        bytes, value, url: url, routes: routes, plusIsSpace: true, queryItem: name)
    }
    return try result?.get()
  }

  // MARK: Reading

  @inline(__always)
  private func slot(named name: String) -> (position: Int, isCatchAll: Bool)? {
    if records[index].lookup.isSelfContained {
      guard let packed = PackedName(name) else { return nil }
      return records[index].lookup.slot(named: packed)
    }
    return registered.slot(named: name)
  }

  @inline(__always)
  private func declaresQuery(_ name: String) -> Bool {
    if records[index].lookup.isSelfContained {
      guard let packed = PackedName(name) else { return false }
      return records[index].lookup.declaresQuery(packed)
    }
    return registered.declaresQuery(name)
  }

  @usableFromInline
  func parameterText(_ name: String) throws(LinkError) -> String {
    guard let slot = slot(named: name) else {
      throw .unknownParameter(name, pattern: pattern.text)
    }
    if slot.isCatchAll {
      return try decodedSegments(from: slot.position, name: name).joined(separator: "/")
    }
    return try segmentText(at: slot.position, name: name)
  }

  /// The value of the one-segment parameter `name` when its bytes are an optional `+` or
  /// `-` and decimal digits within `Int`'s range, what `Int(_:)` reads; `nil` otherwise
  /// (no such parameter, a catch-all, an escape, a `+` read as a space, anything else).
  @usableFromInline
  func plainIntParameter(_ name: String) -> Int? {
    guard let slot = slot(named: name), !slot.isCatchAll else { return nil }
    let span = self.span
    let known = self.known.range(at: slot.position)
    let plusIsSpace = self.plusIsSpace
    return LinkText.withBytes(url) { bytes, _ -> Int? in
      guard let range = known ?? LinkText.segment(slot.position, in: bytes, span),
        !(plusIsSpace && bytes[range].contains(0x2B))
      else { return nil }
      return ParameterType.intValue(UnsafeBufferPointer(rebasing: bytes[range]))
    }
  }

  @usableFromInline
  func queryTexts(_ name: String) throws(LinkError) -> [String] {
    guard declaresQuery(name) else {
      throw .unknownParameter(name, pattern: pattern.text)
    }
    guard let queryRange else { return [] }
    let result = LinkText.withBytes(url) { bytes, _ -> Result<[String], LinkError> in
      var texts: [String] = []
      var failure: LinkError?
      LinkText.forEachQueryValue(named: name, in: bytes, queryRange) { value in
        switch decode(bytes, value, name: name, plusIsSpace: true) {
        case .success(let text):
          texts.append(text)
          return true
        case .failure(let error):
          failure = error
          return false
        }
      }
      return failure.map { .failure($0) } ?? .success(texts)
    }
    return try result.get()
  }

  @usableFromInline
  func queryText(_ name: String) throws(LinkError) -> String? {
    guard declaresQuery(name) else {
      throw .unknownParameter(name, pattern: pattern.text)
    }
    guard let queryRange else { return nil }
    let result = LinkText.withBytes(url) { bytes, _ -> Result<String, LinkError>? in
      guard let value = LinkText.queryValue(named: name, in: bytes, queryRange) else {
        return nil
      }
      return decode(bytes, value, name: name, plusIsSpace: true)
    }
    return try result?.get()
  }

  private func segmentText(at position: Int, name: String) throws(LinkError) -> String {
    let span = self.span
    let known = self.known.range(at: position)
    let result = LinkText.withBytes(url) { bytes, _ -> Result<String, LinkError> in
      guard let range = known ?? LinkText.segment(position, in: bytes, span) else {
        return .failure(.unknownParameter(name, pattern: pattern.text))
      }
      return decode(bytes, range, name: name, plusIsSpace: plusIsSpace)
    }
    return try result.get()
  }

  private func decodedSegments(from position: Int, name: String) throws(LinkError) -> [String] {
    let span = self.span
    let result = LinkText.withBytes(url) { bytes, _ -> Result<[String], LinkError> in
      var values: [String] = []
      for range in LinkText.segments(from: position, in: bytes, span) {
        switch decode(bytes, range, name: name, plusIsSpace: plusIsSpace) {
        case .success(let value): values.append(value)
        case .failure(let error): return .failure(error)
        }
      }
      return .success(values)
    }
    return try result.get()
  }

  private func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, name: String, plusIsSpace: Bool
  ) -> Result<String, LinkError> {
    guard let text = LinkText.decode(bytes, range, plusIsSpace: plusIsSpace) else {
      let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      return .failure(
        .invalidParameter(
          name, value: raw, expected: "percent-encoded UTF-8", pattern: pattern.text))
    }
    return .success(text)
  }

  /// Reads `range` of `bytes` (the value of `queryItem`, or a part of the path when it is
  /// `nil`) as a sequence of routes with the route patterns.
  private static func readRoutes(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, url: String,
    routes: RouteTable, plusIsSpace: Bool, queryItem: String?
  ) -> Result<[AnyRoute], LinkError> {
    LinkText.withSegments(routes.configuration.limits) { segments in
      do throws(LinkError) {
        let (count, _) = try LinkScanner.split(
          bytes, range, url: url, plusIsSpace: plusIsSpace, stopsAtQuery: false,
          caseInsensitive: routes.configuration.caseInsensitivePaths,
          limits: routes.configuration.limits, into: segments)
        var read: [AnyRoute] = []
        var index = 0
        while index < count {
          guard
            let (pattern, end) = routes.tree.matchPrefix(
              bytes, segments, from: index, count: count, plusIsSpace: plusIsSpace)
          else {
            let unread = String(
              decoding: UnsafeBufferPointer(
                rebasing: bytes[Int(segments[index].start)..<range.upperBound]), as: UTF8.self)
            let closest = routes.tree.closest(
              bytes, segments, from: index, count: count, plusIsSpace: plusIsSpace)
            return .failure(
              .noRouteMatch(
                url, part: unread, queryItem: queryItem,
                closest: closest >= 0 ? routes.records[Int(closest)].registered.pattern.text : nil))
          }
          let span = Int(segments[index].start)..<Int(segments[end - 1].end)
          let registered = routes.registered[Int(pattern)]
          if let name = registered.firstRequired {
            // Routes in a sequence have no query items of their own.
            return .failure(.missingQueryItem(name, pattern: registered.pattern.text))
          }
          let match = LinkMatch(
            records: routes.records, index: Int(pattern), routes: routes, url: url, span: span,
            query: nil, plusIsSpace: plusIsSpace, isWholeLink: false)
          guard let parse = registered.parse else { return .failure(.noMatch(url, closest: nil)) }
          read.append(try parse(match))
          index = end
        }
        return .success(read)
      } catch {
        return .failure(error)
      }
    }
  }
}
