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
