import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// `PresentationStyle` as 0.1.0 coded it, by hand: a single string. The style now takes
/// the standard library's coding of a `RawRepresentable` type with a `String` raw value;
/// these tests hold it to the same bytes and the same errors.
private struct HandCodedStyle: Codable {
  let rawValue: String

  init(rawValue: String) { self.rawValue = rawValue }

  init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// A value that holds a style in a keyed container, as a snapshot or an app's own model
/// does.
private struct Holder<Style: Codable>: Codable {
  var style: Style
  var styles: [Style]
}

@Suite("Presentation style coding")
struct PresentationStyleCodingTests {
  /// A random name: empty, ASCII, or with quotes, escapes, control characters and
  /// characters outside the BMP.
  private static func name(using random: inout SeededGenerator) -> String {
    let alphabet: [Character] = [
      "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}",
      "é", "ß", "\u{301}", "😀", "中", "<", "&", "-", "_",
    ]
    let count = Int.random(in: 0...12, using: &random)
    return String((0..<count).map { _ in alphabet.randomElement(using: &random) ?? "a" })
  }

  @Test func theBuiltInStylesEncodeAsTheirNamesAlone() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(PresentationStyle.sheet), as: UTF8.self) == #""sheet""#)
    let holder = Holder(
      style: PresentationStyle.fullScreenCover,
      styles: [.sheet, .popover, PresentationStyle(rawValue: "window")])
    #expect(
      String(decoding: try encoder.encode(holder), as: UTF8.self)
        == #"{"style":"cover","styles":["sheet","popover","window"]}"#)
    let decoded = try JSONDecoder().decode(
      Holder<PresentationStyle>.self,
      from: Data(#"{"style":"popover","styles":["cover","my-style"]}"#.utf8))
    #expect(decoded.style == .popover)
    #expect(decoded.styles == [.fullScreenCover, PresentationStyle(rawValue: "my-style")])
  }

  /// Random names, in JSON and in a binary property list: the same bytes as the hand-written
  /// coding, and back to the same style.
  @Test(arguments: [1 as UInt64, 2, 3])
  func randomStylesCodeAsTheHandWrittenCodingDid(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let rounds = 300
    print("PresentationStyle coding: seed \(seed), \(rounds) styles")
    let json = JSONEncoder()
    json.outputFormatting = .sortedKeys
    let plist = PropertyListEncoder()
    plist.outputFormat = .binary
    for round in 0..<rounds {
      let names = (0..<3).map { _ in Self.name(using: &random) }
      let new = Holder(
        style: PresentationStyle(rawValue: names[0]),
        styles: names.map { PresentationStyle(rawValue: $0) })
      let old = Holder(
        style: HandCodedStyle(rawValue: names[0]),
        styles: names.map { HandCodedStyle(rawValue: $0) })
      let bytes = try json.encode(new)
      #expect(bytes == (try json.encode(old)), "seed \(seed), round \(round): \(names)")
      #expect(
        try plist.encode(new) == (try plist.encode(old)), "seed \(seed), round \(round): \(names)")
      let back = try JSONDecoder().decode(Holder<PresentationStyle>.self, from: bytes)
      #expect(back.style == new.style && back.styles == new.styles, "seed \(seed), round \(round)")
      #expect(
        try PropertyListDecoder().decode(
          Holder<PresentationStyle>.self, from: try plist.encode(new)
        )
        .styles == new.styles, "seed \(seed), round \(round)")
    }
  }

  /// What is not a string fails to decode with the error the hand-written coding threw,
  /// word for word, coding path included.
  @Test func notAStringFailsWithTheSameError() {
    let inputs = [
      #"{"style":1,"styles":[]}"#, #"{"style":null,"styles":[]}"#,
      #"{"style":{},"styles":[]}"#, #"{"style":"sheet","styles":["sheet",true]}"#,
      #"{"style":["sheet"],"styles":[]}"#, #"{"styles":[]}"#, #"{"style":"sheet""#,
    ]
    for input in inputs {
      let data = Data(input.utf8)
      var new: String?
      var old: String?
      do {
        _ = try JSONDecoder().decode(Holder<PresentationStyle>.self, from: data)
      } catch {
        new = String(describing: error)
      }
      do {
        _ = try JSONDecoder().decode(Holder<HandCodedStyle>.self, from: data)
      } catch {
        old = String(describing: error)
      }
      #expect(new != nil, "\(input) decoded")
      #expect(new == old, "\(input)")
    }
  }
}
