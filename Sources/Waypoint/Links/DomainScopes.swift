/// The domains patterns are written with, each with the root of its own part of the tree,
/// so that a link is matched first against the patterns of its own domain.
///
/// Exact and subdomain domains are found by a hash of their name, so finding a link's
/// candidates costs one probe per label of its host, whatever the number of domains.
struct DomainScopes: Sendable {
  struct Scope: Sendable {
    let rule: DomainRule
    let root: Int32
    /// The next scope whose name has the same hash; -1 at the end.
    var next: Int
  }

  /// What makes two rules the same scope: the text may differ (`example.com:443` in an
  /// `https` pattern is `example.com`).
  private struct Key: Hashable {
    let kind: DomainRule.Kind
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
  func root(of rule: DomainRule) -> Int32? {
    roots[Key(kind: rule.kind, name: rule.name, port: rule.port)]
  }

  /// Adds `rule` with the root of its patterns.
  mutating func add(_ rule: DomainRule, root: Int32) {
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

  private static func key(_ kind: DomainRule.Kind, _ name: some Sequence<UInt8>) -> UInt64 {
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
      if DomainRule.isLinkHost(bytes, host) {
        for dot in host where bytes[dot] == 0x2E {
          guard visit(.subdomains, bytes, dot + 1..<host.upperBound, link, body) else {
            return false
          }
        }
      }
    }
    if anyRoot >= 0, DomainRule.isLinkHost(bytes, host) {
      return body(anyRoot)
    }
    return true
  }

  /// Visits the scopes of `kind` named `name`: those with the link's port written, then
  /// those without a port.
  private func visit(
    _ kind: DomainRule.Kind, _ bytes: UnsafeBufferPointer<UInt8>, _ name: Range<Int>,
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
          DomainRule.equalsLowercased(bytes, name, scope.rule.name[...])
        else { continue }
        guard body(scope.root) else { return false }
      }
    }
    return true
  }
}
