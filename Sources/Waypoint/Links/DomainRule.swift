/// A domain that a map or a pattern accepts for `http` and `https` links: one host, any
/// subdomain of a domain, or any host, with an optional port.
///
/// - `example.com`, `localhost:8080`, `[::1]:8080`: that host; on the port written, or
///   without one on the link's default port (443 for `https`, 80 for `http`);
/// - `*.example.com`: any subdomain of `example.com`, at any depth, not `example.com`
///   itself; the port rule is the same;
/// - `*`: any host, on any port.
struct DomainRule: Hashable, Sendable {
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

  /// Parses a domain as written in `domains:` or in a pattern.
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
