/// A host that a map or a pattern accepts for `http` and `https` links: one host, any
/// subdomain of a domain, or any host, with an optional port.
///
/// - `example.com`, `localhost:8080`, `[::1]:8080`: that host; on the port written, or
///   without one on the link's default port (443 for `https`, 80 for `http`);
/// - `*.example.com`: any subdomain of `example.com`, at any depth, not `example.com`
///   itself; the port rule is the same;
/// - `*`: any host, on any port.
struct HostRule: Hashable, Sendable {
  enum Kind: UInt8, Sendable {
    case exact
    case subdomains
    case any
  }

  /// Why a host was refused, for the error message.
  struct Invalid: Error {
    let reason: String
  }

  let kind: Kind
  /// The host (``Kind/exact``) or the domain (``Kind/subdomains``), lowercased; empty for
  /// ``Kind/any``.
  let name: [UInt8]
  /// The port, or `nil` for the link's default port (any port for ``Kind/any``).
  let port: Int?
  /// The host as written, lowercased.
  let text: String

  /// Parses a host as written in `hosts:` or in a pattern.
  ///
  /// - Parameter defaultPort: A port that means the same as none (the pattern's scheme's).
  init(_ written: String, defaultPort: Int? = nil) throws(Invalid) {
    let bytes = Array(written.utf8).map(LinkScanner.lowercased)
    text = String(decoding: bytes, as: UTF8.self)
    guard !bytes.isEmpty else { throw Invalid(reason: "it is empty") }
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      throw Invalid(reason: "write an internationalised host in its ASCII form (xn--…)")
    }
    var hostEnd = bytes.count
    var port: Int?
    if bytes[0] == 0x5B {
      // An IPv6 address: [hex digits, colons and dots], then an optional port.
      guard let close = bytes.firstIndex(of: 0x5D), close > 1,
        bytes[1..<close].allSatisfy({
          LinkSyntax.hexValue($0) != nil || $0 == 0x3A || $0 == 0x2E
        })
      else {
        throw Invalid(reason: "an IPv6 address is hexadecimal digits and colons in brackets")
      }
      hostEnd = close + 1
      if hostEnd < bytes.count {
        guard bytes[hostEnd] == 0x3A else {
          throw Invalid(reason: "only a port (:8080) may follow an IPv6 address")
        }
        port = try Self.port(bytes[(hostEnd + 1)...])
      }
      kind = .exact
      name = Array(bytes[..<hostEnd])
    } else {
      let colons = bytes.indices.filter { bytes[$0] == 0x3A }
      guard colons.count <= 1 else {
        throw Invalid(reason: "write an IPv6 address in brackets ([::1])")
      }
      if let colon = colons.first {
        hostEnd = colon
        port = try Self.port(bytes[(colon + 1)...])
      }
      let host = bytes[..<hostEnd]
      if host.elementsEqual([0x2A]) {
        guard port == nil else {
          throw Invalid(reason: "* accepts every port; write it without one")
        }
        kind = .any
        name = []
      } else if host.starts(with: [0x2A, 0x2E]) {
        let domain = host.dropFirst(2)
        try Self.checkName(domain)
        kind = .subdomains
        name = Array(domain)
      } else {
        try Self.checkName(host)
        kind = .exact
        name = Array(host)
      }
    }
    self.port = port == defaultPort ? nil : port
  }

  private static func port(_ digits: ArraySlice<UInt8>) throws(Invalid) -> Int {
    guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy(LinkSyntax.isDigit),
      let value = Int(String(decoding: digits, as: UTF8.self)), value <= 65_535
    else {
      throw Invalid(reason: "a port is a number from 0 to 65535 after the colon")
    }
    return value
  }

  /// Checks a host name: labels of letters, digits, `-` and `_`, separated by dots.
  private static func checkName(_ host: ArraySlice<UInt8>) throws(Invalid) {
    if let byte = host.first(where: { !isNameByte($0) && $0 != 0x2E }) {
      let character = String(decoding: [byte], as: UTF8.self)
      if byte == 0x2A {
        throw Invalid(reason: "write * alone, or first as in *.example.com")
      }
      throw Invalid(reason: "\"\(character)\" is not allowed in a host name")
    }
    guard isName(host) else {
      throw Invalid(
        reason: "a host name is labels of 1 to 63 letters, digits, - or _, separated by dots")
    }
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    LinkSyntax.isLetter(byte) || LinkSyntax.isDigit(byte) || byte == 0x2D || byte == 0x5F
  }

  /// Whether `host` is a host name: at most 253 bytes in labels of 1 to 63 letters, digits,
  /// `-` or `_`, separated by single dots.
  static func isName(_ host: some Collection<UInt8>) -> Bool {
    guard !host.isEmpty, host.count <= 253 else { return false }
    var label = 0
    for byte in host {
      if byte == 0x2E {
        guard label > 0 else { return false }
        label = 0
      } else {
        guard isNameByte(byte), label < 63 else { return false }
        label += 1
      }
    }
    return label > 0
  }

  /// Whether a link's host, the bytes in `host` compared without case, with the given port
  /// (`nil` when it has none) is accepted.
  func accepts(
    _ bytes: UnsafeBufferPointer<UInt8>, host: Range<Int>, port linkPort: Int?, defaultPort: Int
  ) -> Bool {
    switch kind {
    case .any:
      return Self.isLinkHost(bytes, host)
    case .exact:
      return acceptsPort(linkPort, defaultPort: defaultPort)
        && Self.equalsLowercased(bytes, host, name[...])
    case .subdomains:
      guard acceptsPort(linkPort, defaultPort: defaultPort), host.count > name.count + 1 else {
        return false
      }
      let dot = host.upperBound - name.count - 1
      return bytes[dot] == 0x2E
        && Self.equalsLowercased(bytes, dot + 1..<host.upperBound, name[...])
        && Self.isLinkHost(bytes, host)
    }
  }

  /// Whether a link's port (`nil` when it has none) is this rule's.
  @inline(__always)
  func acceptsPort(_ linkPort: Int?, defaultPort: Int) -> Bool {
    kind == .any || (port ?? defaultPort) == (linkPort ?? defaultPort)
  }

  /// Whether the bytes in `range`, lowercased, equal `name`.
  @inline(__always)
  static func equalsLowercased(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ name: ArraySlice<UInt8>
  ) -> Bool {
    guard range.count == name.count else { return false }
    var offset = name.startIndex
    for index in range {
      guard LinkScanner.lowercased(bytes[index]) == name[offset] else { return false }
      offset += 1
    }
    return true
  }

  /// Whether a link's host is a host name or an IPv6 address in brackets: what wildcard
  /// rules accept (never user info such as `evil.com@example.com`).
  static func isLinkHost(_ bytes: UnsafeBufferPointer<UInt8>, _ host: Range<Int>) -> Bool {
    let slice = UnsafeBufferPointer(rebasing: bytes[host])
    if slice.first == 0x5B {
      return slice.count > 2 && slice.last == 0x5D
        && slice.dropFirst().dropLast().allSatisfy {
          LinkSyntax.hexValue($0) != nil || $0 == 0x3A || $0 == 0x2E
        }
    }
    return isName(slice)
  }
}

/// Where a link's authority puts its host and port.
struct ScannedHost {
  var host: Range<Int>
  /// The port, `nil` when the link has none (or an empty one, `example.com:`).
  var port: Int?
  /// 443 for `https`, 80 for `http`.
  var defaultPort: Int
  /// The host and port as written, for error messages.
  var authority: Range<Int>

  /// Splits an authority (`example.com:8080`) into host and port.
  ///
  /// - Throws: ``LinkError/malformedURL(_:reason:)`` for a port out of range.
  static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, _ authority: Range<Int>, defaultPort: Int, url: String
  ) throws(LinkError) -> ScannedHost {
    var scanned = ScannedHost(
      host: authority, port: nil, defaultPort: defaultPort, authority: authority)
    // The port is the digits after the last colon, unless that colon is inside brackets.
    var position = authority.upperBound
    while position > authority.lowerBound, LinkSyntax.isDigit(bytes[position - 1]) {
      position -= 1
    }
    guard position > authority.lowerBound, bytes[position - 1] == 0x3A else { return scanned }
    let colon = position - 1
    if bytes[authority.lowerBound] == 0x5B {
      guard colon > authority.lowerBound, bytes[colon - 1] == 0x5D else { return scanned }
    }
    scanned.host = authority.lowerBound..<colon
    let digits = position..<authority.upperBound
    guard !digits.isEmpty else { return scanned }
    var value = 0
    for index in digits {
      value = value * 10 + Int(bytes[index] &- 0x30)
      guard value <= 65_535 else {
        throw .malformedURL(url, reason: "its port is not a number from 0 to 65535")
      }
    }
    scanned.port = value
    return scanned
  }
}

/// The hosts patterns are written with, each with the root of its own part of the tree, so
/// that a link is matched first against the patterns of its own host.
///
/// Exact hosts and subdomain domains are found by a hash of their name, so finding a
/// link's candidates costs one probe per label of its host, whatever the number of hosts.
struct HostScopes: Sendable {
  struct Scope: Sendable {
    let rule: HostRule
    let root: Int32
    /// The next scope whose name has the same hash; -1 at the end.
    var next: Int
  }

  /// What makes two rules the same scope: the text may differ (`example.com:443` in an
  /// `https` pattern is `example.com`).
  private struct Key: Hashable {
    let kind: HostRule.Kind
    let name: [UInt8]
    let port: Int?
  }

  private(set) var scopes: [Scope] = []
  private var first: [UInt64: Int] = [:]
  private var roots: [Key: Int32] = [:]
  /// The root of the patterns written with `*`; -1 when none.
  private var anyRoot: Int32 = -1

  var isEmpty: Bool { scopes.isEmpty }

  /// The root of `rule`'s patterns, if it has been added.
  func root(of rule: HostRule) -> Int32? {
    roots[Key(kind: rule.kind, name: rule.name, port: rule.port)]
  }

  /// Adds `rule` with the root of its patterns.
  mutating func add(_ rule: HostRule, root: Int32) {
    let index = scopes.count
    roots[Key(kind: rule.kind, name: rule.name, port: rule.port)] = root
    if rule.kind == .any {
      anyRoot = root
      scopes.append(Scope(rule: rule, root: root, next: -1))
      return
    }
    let key = Self.key(rule.kind, rule.name)
    scopes.append(Scope(rule: rule, root: root, next: first[key] ?? -1))
    first[key] = index
  }

  private static func key(_ kind: HostRule.Kind, _ name: some Sequence<UInt8>) -> UInt64 {
    var hash = LinkScanner.hash(LinkScanner.hashSeed, kind.rawValue)
    for byte in name { hash = LinkScanner.hash(hash, LinkScanner.lowercased(byte)) }
    return hash
  }

  /// Calls `body` with the root of each scope that accepts the link's host, most specific
  /// first, until it returns false: the exact host (with its port written before without),
  /// then subdomain domains from the longest, then `*`.
  func forEachRoot(
    _ bytes: UnsafeBufferPointer<UInt8>, _ link: ScannedHost, _ body: (Int32) -> Bool
  ) -> Bool {
    guard !scopes.isEmpty else { return true }
    let host = link.host
    if !first.isEmpty {
      guard visit(.exact, bytes, host, link, body) else { return false }
      if HostRule.isLinkHost(bytes, host) {
        for dot in host where bytes[dot] == 0x2E {
          guard visit(.subdomains, bytes, dot + 1..<host.upperBound, link, body) else {
            return false
          }
        }
      }
    }
    if anyRoot >= 0, HostRule.isLinkHost(bytes, host) {
      return body(anyRoot)
    }
    return true
  }

  /// Visits the scopes of `kind` named `name`: those with the link's port written, then
  /// those without a port.
  private func visit(
    _ kind: HostRule.Kind, _ bytes: UnsafeBufferPointer<UInt8>, _ name: Range<Int>,
    _ link: ScannedHost, _ body: (Int32) -> Bool
  ) -> Bool {
    let key = Self.key(kind, UnsafeBufferPointer(rebasing: bytes[name]))
    guard let start = first[key] else { return true }
    for pass in 0..<2 {
      let wantsPort = pass == 0
      var index = start
      while index >= 0 {
        let scope = scopes[index]
        index = scope.next
        guard scope.rule.kind == kind, (scope.rule.port != nil) == wantsPort,
          scope.rule.acceptsPort(link.port, defaultPort: link.defaultPort),
          HostRule.equalsLowercased(bytes, name, scope.rule.name[...])
        else { continue }
        guard body(scope.root) else { return false }
      }
    }
    return true
  }
}
