extension LinkMap {
  /// Matches a link against the link patterns.
  ///
  /// The match records where the link's parts are; parameters are decoded and converted
  /// only when read, so matching allocates nothing.
  ///
  /// ```swift
  /// let match = try links.match("myapp://section3/42/items/7?tab=comments")
  /// match.pattern.text                              // "section{s}/:id/items/:item"
  /// try match.parameter("item", as: Int.self)       // 7
  /// try match.query("tab", as: String.self)         // "comments"
  /// ```
  ///
  /// For a custom scheme, everything after `scheme:` is the path, with or without `//`:
  /// `mail:/inbox/message/42` matches as `mail://inbox/message/42` does. An `http` or
  /// `https` link needs `//` and a host.
  ///
  /// - Throws: ``LinkError``: a link over a limit, malformed (an `http` or `https` link
  ///   without `//`, say), with a scheme or host that is not accepted, that no pattern
  ///   matches (with the closest pattern), or that lacks a required query item.
  /// - Complexity: O(length of the link) plus one hash probe per static segment tried,
  ///   whatever the number of patterns, when no branch fails. When branches fail, at most
  ///   one node per distinct shape at each segment: O(segments × distinct shapes per depth),
  ///   bounded by the nodes of the tree (see ``LinkMap``, Complexity).
  public func match(_ url: String) throws(LinkError) -> LinkMatch {
    try LinkText.withBytes(url) { bytes, url in
      LinkText.withSegments(configuration.limits) { segments in
        matchLink(bytes, url: url, segments: segments)
      }
    }.get()
  }

  /// The nodes of the tree of link patterns that matching `url` visits below the root of the
  /// patterns written without a host: what the bound in ``match(_:)`` counts.
  package func visitedNodes(matching url: String) throws(LinkError) -> Int {
    try LinkText.withBytes(url) { bytes, url in
      LinkText.withSegments(configuration.limits) { segments -> Result<Int, LinkError> in
        do throws(LinkError) {
          let scanned = try LinkScanner.scan(
            bytes, url: url, configuration: configuration, into: segments)
          var outcome = SegmentTree.Outcome(pattern: -1, deepest: 0, deepestDepth: 0)
          linkTree.match(bytes, segments, count: scanned.segmentCount, root: 0, &outcome)
          return .success(outcome.visits)
        } catch {
          return .failure(error)
        }
      }
    }.get()
  }

  /// Matches a link and returns what it opens.
  ///
  /// - Throws: ``LinkError`` when the link does not match, or the pattern's target cannot
  ///   read it (a parameter of the wrong type, say).
  package func linkTarget(for url: String) throws(LinkError) -> LinkTarget {
    let match = try self.match(url)
    return try match.registered.openTarget(match)
  }

  /// Matches a link and returns the one action that opens it in `state`
  /// (``LinkTarget/action(in:)``).
  ///
  /// ```swift
  /// try router.send(links.action(for: "myapp://users/42", in: router.state), source: .deepLink)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The link.
  ///   - state: The state the action is applied to.
  /// - Returns: The action that opens the link's target in `state`.
  /// - Throws: ``LinkError`` when the link does not match or its target cannot read it.
  public func action(for url: String, in state: NavigationState) throws(LinkError)
    -> NavigationAction
  {
    try linkTarget(for: url).action(in: state)
  }

  /// Reads a link printed for one route (``url(for:)-(HashableSendable)``) back into the
  /// route, with the route patterns, its query items and its fragment.
  ///
  /// - Throws: ``LinkError`` when the link is not accepted, no route pattern matches it, or
  ///   it lacks a query item the route pattern requires.
  public func route(from url: String) throws(LinkError) -> AnyRoute {
    let routes = self.routes
    let match = try LinkText.withBytes(url) { bytes, url in
      LinkText.withSegments(configuration.limits) { segments -> Result<LinkMatch, LinkError> in
        do throws(LinkError) {
          let scanned = try LinkScanner.scan(
            bytes, url: url, configuration: configuration, into: segments)
          if let host = scanned.host, !accepts(bytes, host) {
            return .failure(unsupportedHost(bytes, host))
          }
          let outcome = routes.tree.match(bytes, segments, count: scanned.segmentCount)
          guard outcome.pattern >= 0 else {
            return .failure(
              .noMatch(url, closest: Self.closest(outcome, tree: routes.tree, routes.records)))
          }
          let registered = routes.registered[Int(outcome.pattern)]
          try Self.checkRequired(registered, bytes, scanned.query)
          return .success(
            LinkMatch(
              records: routes.records, index: Int(outcome.pattern), routes: routes, url: url,
              span: scanned.pathStart..<scanned.pathEnd, query: scanned.query,
              plusIsSpace: false, isWholeLink: true))
        } catch {
          return .failure(error)
        }
      }
    }.get()
    guard let parse = match.registered.parse else { throw .noMatch(url, closest: nil) }
    return try parse(match)
  }

  @inline(__always)
  private func matchLink(
    _ bytes: UnsafeBufferPointer<UInt8>, url: String,
    segments: UnsafeMutableBufferPointer<ScannedSegment>
  ) -> Result<LinkMatch, LinkError> {
    let scanned: ScannedLink
    do throws(LinkError) {
      scanned = try LinkScanner.scan(bytes, url: url, configuration: configuration, into: segments)
    } catch {
      return .failure(error)
    }
    var outcome = SegmentTree.Outcome(pattern: -1, deepest: 0, deepestDepth: 0)
    if let host = scanned.host {
      // The patterns of the link's own host first, most specific host first; then, when
      // the map accepts the host, the patterns written without one.
      var accepted = false
      let tree = linkTree
      _ = domainScopes.forEachRoot(bytes, host) { root in
        accepted = true
        tree.match(bytes, segments, count: scanned.segmentCount, root: root, &outcome)
        return outcome.pattern < 0
      }
      if outcome.pattern < 0 {
        guard accepted || acceptsForUnscopedPatterns(bytes, host) else {
          return .failure(unsupportedHost(bytes, host))
        }
        linkTree.match(bytes, segments, count: scanned.segmentCount, root: 0, &outcome)
      }
    } else {
      linkTree.match(bytes, segments, count: scanned.segmentCount, root: 0, &outcome)
    }
    guard outcome.pattern >= 0 else {
      return .failure(.noMatch(url, closest: Self.closest(outcome, tree: linkTree, links)))
    }
    let index = Int(outcome.pattern)
    if links[index].lookup.hasRequired {
      do throws(LinkError) {
        try Self.checkRequired(links[index].registered, bytes, scanned.query)
      } catch {
        return .failure(error)
      }
    }
    return .success(
      LinkMatch(
        records: links, index: index, routes: routes, url: url,
        span: scanned.pathStart..<scanned.pathEnd,
        query: scanned.query, plusIsSpace: false, isWholeLink: true,
        known: LinkMatch.KnownSegments(segments, count: scanned.segmentCount)))
  }

  /// Throws ``LinkError/missingQueryItem(_:pattern:)`` for the first query item `registered`
  /// requires that the link's `query` lacks.
  static func checkRequired(
    _ registered: RegisteredPattern, _ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>?
  ) throws(LinkError) {
    for item in registered.pattern.declaredQuery where item.isRequired {
      guard let query, LinkText.queryValue(named: item.name, in: bytes, query) != nil else {
        throw .missingQueryItem(item.name, pattern: registered.pattern.text)
      }
    }
  }

  /// Whether the map accepts a link's host: one of the domains it was made with, or one that
  /// patterns are written with.
  func accepts(_ bytes: UnsafeBufferPointer<UInt8>, _ host: ScannedHost) -> Bool {
    if acceptsForUnscopedPatterns(bytes, host) { return true }
    return !domainScopes.forEachRoot(bytes, host) { _ in false }
  }

  /// Whether one of the domains the map was made with accepts a link's host.
  private func acceptsForUnscopedPatterns(
    _ bytes: UnsafeBufferPointer<UInt8>, _ host: ScannedHost
  ) -> Bool {
    configuration.domains.contains {
      $0.accepts(bytes, host: host.host, port: host.port, defaultPort: host.defaultPort)
    }
  }

  private func unsupportedHost(_ bytes: UnsafeBufferPointer<UInt8>, _ host: ScannedHost)
    -> LinkError
  {
    .unsupportedHost(
      String(decoding: UnsafeBufferPointer(rebasing: bytes[host.authority]), as: UTF8.self),
      accepted: domains)
  }

  /// The pattern registered first through the deepest node a failed match reached, when
  /// it got past the first segment.
  private static func closest(
    _ outcome: SegmentTree.Outcome, tree: SegmentTree, _ records: [LinkRecord]
  ) -> String? {
    guard outcome.deepestDepth > 0 else { return nil }
    let first = tree.lineages[Int(outcome.deepest)].first
    return first >= 0 ? records[Int(first)].registered.pattern.text : nil
  }
}

/// Byte-level helpers shared by matching and reading.
enum LinkText {
  /// Calls `body` with the UTF-8 bytes of `text` and a string that owns them.
  @inline(__always)
  static func withBytes<Result>(
    _ text: String, _ body: (UnsafeBufferPointer<UInt8>, String) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable({ body($0, text) }) {
      return result
    }
    var copy = text
    copy.makeContiguousUTF8()
    return copy.utf8.withContiguousStorageIfAvailable { body($0, copy) }
      ?? Array(copy.utf8).withUnsafeBufferPointer { body($0, copy) }
  }

  /// Calls `body` with room for as many segments as `limits` allow, on the stack when
  /// small.
  @inline(__always)
  static func withSegments<Result>(
    _ limits: LinkLimits, _ body: (UnsafeMutableBufferPointer<ScannedSegment>) -> Result
  ) -> Result {
    let capacity = Swift.max(1, Swift.min(limits.segments, 65_536))
    return withUnsafeTemporaryAllocation(of: ScannedSegment.self, capacity: capacity, body)
  }

  /// Calls `body` with the name and the value of each non-empty item of `query` (the value
  /// after `=`, empty when the item has none), in order, until `body` returns false.
  @inline(__always)
  static func forEachQueryItem(
    in bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>,
    _ body: (_ name: Range<Int>, _ value: Range<Int>) -> Bool
  ) {
    var start = query.lowerBound
    while start < query.upperBound {
      var end = start
      while end < query.upperBound, bytes[end] != 0x26 { end += 1 }
      if end > start {
        var equals = start
        while equals < end, bytes[equals] != 0x3D { equals += 1 }
        let value = equals < end ? equals + 1..<end : end..<end
        guard body(start..<equals, value) else { return }
      }
      start = end + 1
    }
  }

  /// Whether the item name in `range`, percent-decoded with `+` as a space, is `name` or
  /// `name[]`; compared byte by byte as it is decoded, without making a string. (Escapes in
  /// a query are well formed: the scanner checked them.)
  @inline(__always)
  static func isQueryName(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ name: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var position = range.lowerBound
    var matched = 0
    // 0: in the name; 1: after `[`; 2: after `[]`.
    var suffix = 0
    while position < range.upperBound {
      var byte = bytes[position]
      if byte == 0x25, position + 2 < range.upperBound,
        let high = LinkSyntax.hexValue(bytes[position + 1]),
        let low = LinkSyntax.hexValue(bytes[position + 2])
      {
        byte = high << 4 | low
        position += 2
      } else if byte == 0x2B {
        byte = 0x20
      }
      position += 1
      if matched < name.count {
        guard byte == name[matched] else { return false }
        matched += 1
      } else if suffix == 0 && byte == 0x5B {
        suffix = 1
      } else if suffix == 1 && byte == 0x5D {
        suffix = 2
      } else {
        return false
      }
    }
    return matched == name.count && suffix != 1
  }

  /// The bytes of the value of the first query item named `name` (or `name[]`) in `query`:
  /// after `=`, or empty when the item has no `=`.
  static func queryValue(
    named name: String, in bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>
  ) -> Range<Int>? {
    var name = name
    return name.withUTF8 { name -> Range<Int>? in
      var found: Range<Int>?
      forEachQueryItem(in: bytes, query) { item, value in
        guard isQueryName(bytes, item, name) else { return true }
        found = value
        return false
      }
      return found
    }
  }

  /// Calls `body` with the bytes of the value of every query item named `name` (or
  /// `name[]`), in order, until it returns false.
  static func forEachQueryValue(
    named name: String, in bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>,
    _ body: (Range<Int>) -> Bool
  ) {
    var name = name
    name.withUTF8 { name in
      forEachQueryItem(in: bytes, query) { item, value in
        isQueryName(bytes, item, name) ? body(value) : true
      }
    }
  }

  /// Calls `body` with the position and the range of each non-empty segment of `span`,
  /// split at `/`, until `body` returns false.
  static func forEachSegment(
    in bytes: UnsafeBufferPointer<UInt8>, _ span: Range<Int>,
    _ body: (_ position: Int, _ range: Range<Int>) -> Bool
  ) {
    var index = span.lowerBound
    var found = 0
    while index < span.upperBound {
      if bytes[index] == 0x2F {
        index += 1
        continue
      }
      let start = index
      while index < span.upperBound, bytes[index] != 0x2F { index += 1 }
      guard body(found, start..<index) else { return }
      found += 1
    }
  }

  /// The `position`-th non-empty segment of `span`, split at `/`.
  static func segment(
    _ position: Int, in bytes: UnsafeBufferPointer<UInt8>, _ span: Range<Int>
  ) -> Range<Int>? {
    var result: Range<Int>?
    forEachSegment(in: bytes, span) { found, range in
      if found == position { result = range }
      return found < position
    }
    return result
  }

  /// Every non-empty segment of `span` from the `position`-th on.
  static func segments(
    from position: Int, in bytes: UnsafeBufferPointer<UInt8>, _ span: Range<Int>
  ) -> [Range<Int>] {
    var result: [Range<Int>] = []
    forEachSegment(in: bytes, span) { found, range in
      if found >= position { result.append(range) }
      return true
    }
    return result
  }

  /// The decoded text of `range`, or `nil` when it is not valid UTF-8 once decoded.
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool
  ) -> String? {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    if !slice.contains(0x25) && !(plusIsSpace && slice.contains(0x2B)) {
      return String(decoding: slice, as: UTF8.self)
    }
    return LinkSyntax.percentDecoded(slice, plusIsSpace: plusIsSpace)
  }
}
