import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// `EntryID` and `StackID` take the standard library's coding of a `RawRepresentable`
/// type: the same single value, byte for byte, as their 0.2.0 hand-written coding.
@Suite struct IDCodingTests {
  @Test func idsAreCodedAsTheirSingleValue() throws {
    let encoder = JSONEncoder()
    #expect(String(decoding: try encoder.encode(StackID("inbox")), as: UTF8.self) == "\"inbox\"")
    #expect(String(decoding: try encoder.encode(StackID.main), as: UTF8.self) == "\"main\"")
    #expect(String(decoding: try encoder.encode(EntryID(7)), as: UTF8.self) == "7")
    #expect(
      String(decoding: try encoder.encode(EntryID(.max)), as: UTF8.self)
        == "18446744073709551615")
    let pair = try encoder.encode([StackID("a"): [EntryID(1), EntryID(2)]])
    // Not a `String` key to Foundation (as in 0.2.0): a dictionary is a list of pairs.
    #expect(String(decoding: pair, as: UTF8.self) == "[\"a\",[1,2]]")
  }

  @Test func randomIDsReadBackAsWritten() throws {
    var random = SeededGenerator(seed: 30)
    for _ in 0..<500 {
      let entry = EntryID(UInt64.random(in: 0...UInt64.max, using: &random))
      let scalars = (0..<Int.random(in: 0...12, using: &random)).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 0x20...0x2FFF, using: &random))
      }
      let stack = StackID(String(String.UnicodeScalarView(scalars)))
      let data = try JSONEncoder().encode([entry])
      #expect(try JSONDecoder().decode([EntryID].self, from: data) == [entry])
      #expect(String(decoding: data, as: UTF8.self) == "[\(entry.rawValue)]")
      let name = try JSONEncoder().encode([stack])
      #expect(try JSONDecoder().decode([StackID].self, from: name) == [stack])
      #expect(name == (try JSONEncoder().encode([stack.rawValue])))
    }
  }

  @Test func aValueOfTheWrongTypeIsATypeMismatch() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([EntryID].self, from: Data("[-1]".utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([StackID].self, from: Data("[7]".utf8))
    }
  }
}
