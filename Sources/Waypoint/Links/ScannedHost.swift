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
