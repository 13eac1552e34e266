import Testing

@testable import Waypoint

@Suite("UTF-8 validation at the package's minimums")
struct UTF8ValidationTests {
  @Test("valid UTF-8 decodes to the same text as the standard library's decoder")
  func validText() {
    for text in ["", "plain", "äpfel", "日本語", "emoji 🧭", "a\u{0}b"] {
      #expect(String(validatingUTF8Bytes: Array(text.utf8)) == text)
    }
  }

  @Test(
    "invalid UTF-8 is refused",
    arguments: [
      [0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xE6, 0x97], [0x61, 0x80],
      [0xF4, 0x90, 0x80, 0x80],
    ] as [[UInt8]])
  func invalidBytes(bytes: [UInt8]) {
    #expect(String(validatingUTF8Bytes: bytes) == nil)
  }
}
