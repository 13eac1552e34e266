extension String {
  /// The text that `bytes` spell in UTF-8, or `nil` when they are not valid UTF-8.
  ///
  /// The standard library's `String(validating:as:)` does the same but needs iOS 18 and
  /// macOS 15; this runs on the package's minimums. Overlong forms, surrogates and
  /// truncated sequences are rejected, as the Unicode standard requires.
  init?<Bytes: Collection>(validatingUTF8Bytes bytes: Bytes) where Bytes.Element == UInt8 {
    if !bytes.allSatisfy({ $0 < 0x80 }) {
      var iterator = bytes.makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      scan: while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid: continue
        case .emptyInput: break scan
        case .error: return nil
        }
      }
    }
    self.init(decoding: bytes, as: UTF8.self)
  }
}
