import Foundation

/// Finds where JSON text goes wrong, so that an invalid snapshot's error can say where:
/// `JSONDecoder` only says that the data is not valid JSON.
///
/// A single iterative pass with an explicit stack, so deeply nested input cannot exhaust
/// the call stack.
enum JSONSyntax {
  /// The nesting depth `JSONDecoder` accepts.
  static let maxNesting = 512

  /// The deepest a snapshot's JSON may nest: 326 levels, what a tree at the most layers any
  /// tree allows (`NavigationState.maximumLayerDepth`, 64) needs when every layer is a tab
  /// container presenting from a split tab (the snapshot object, the root object, then 5
  /// levels per layer: `tabs`, a tab's object, `split`, a column's object and the layer's
  /// object, and the last node's 4). `SnapshotCoder.decode(_:)` checks it, and
  /// `maxRouteNesting`, before anything recurses, so that no input can exhaust the call
  /// stack.
  static let maxSnapshotNesting = 6 + 5 * NavigationState.maximumLayerDepth

  /// The deepest a route's own value may nest in a snapshot: 64 levels of arrays and
  /// objects (a route that is a number or a string nests 0). Decoding a route, and
  /// migrating it as a `SnapshotValue`, recurse once per level.
  static let maxRouteNesting = 64

  /// Where `data` first nests deeper than a snapshot may (``maxSnapshotNesting`` levels;
  /// in the top-level `routes` member, a route's value ``maxRouteNesting``), as a
  /// description with its position, or `nil` when it does not. A loop over the bytes that
  /// skips strings and checks nothing else: `JSONDecoder` still reads the data.
  static func snapshotNestingError(in data: Data) -> String? {
    // `routes` is an array of groups, each an array of route values: a value's own first
    // level is level 4.
    let routesLimit = 3 + maxRouteNesting
    let routesKey = Array("\"routes\"".utf8)
    return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> String? in
      var depth = 0
      var inString = false
      var escaped = false
      var stringStart = 0
      // At depth 1, whether the next string is a member's name, and whether the member
      // being read is `routes`.
      var expectsKey = false
      var inRoutes = false
      for (index, byte) in bytes.enumerated() {
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
            if depth == 1, expectsKey {
              inRoutes = bytes[stringStart...index].elementsEqual(routesKey)
            }
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""):
          inString = true
          stringStart = index
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
          if depth == 1 { expectsKey = byte == UInt8(ascii: "{") }
          let limit = inRoutes ? routesLimit : maxSnapshotNesting
          if depth > limit {
            let problem =
              inRoutes
              ? "a route nested deeper than \(maxRouteNesting) levels, the most a route in a "
                + "snapshot has,"
              : "nesting deeper than \(maxSnapshotNesting) levels, the most a snapshot has,"
            return position(problem, at: index, in: bytes)
          }
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
        case UInt8(ascii: ",") where depth == 1:
          expectsKey = true
          inRoutes = false
        case UInt8(ascii: ":") where depth == 1:
          expectsKey = false
        default:
          break
        }
      }
      return nil
    }
  }

  /// `problem` followed by the byte, line and column of `index`.
  private static func position(
    _ problem: String, at index: Int, in bytes: UnsafeRawBufferPointer
  ) -> String {
    var line = 1
    var lineStart = 0
    for position in 0..<min(index, bytes.count) where bytes[position] == UInt8(ascii: "\n") {
      line += 1
      lineStart = position + 1
    }
    return "\(problem) at byte \(index) (line \(line), column \(index - lineStart + 1))"
  }

  private enum Expect {
    case value, valueOrClose, key, keyOrClose, colon, commaOrClose, end
  }

  /// A description of the first syntax error in `data`, with its position, or `nil` when
  /// none is found.
  static func firstError(in data: Data) -> String? {
    let bytes = [UInt8](data)
    var index = 0
    var open: [UInt8] = []
    var expect = Expect.value

    func failure(_ problem: String, at position: Int? = nil) -> String {
      let index = position ?? index
      var line = 1
      var lineStart = 0
      for position in 0..<min(index, bytes.count) where bytes[position] == UInt8(ascii: "\n") {
        line += 1
        lineStart = position + 1
      }
      let column = index - lineStart + 1
      return "\(problem) at byte \(index) (line \(line), column \(column))"
    }
    func found() -> String {
      guard index < bytes.count else { return "the end of the data" }
      let byte = bytes[index]
      return (0x21..<0x7F).contains(byte)
        ? "'\(Character(UnicodeScalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }
    func afterValue() -> Expect { open.isEmpty ? .end : .commaOrClose }

    while true {
      while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
      guard index < bytes.count else {
        if expect == .end { return nil }
        return bytes.isEmpty
          ? "the data is empty" : failure("the data ends in the middle of a value")
      }
      let byte = bytes[index]
      switch expect {
      case .end:
        return failure("unexpected \(found()) after the end of the JSON value")
      case .colon:
        guard byte == UInt8(ascii: ":") else { return failure("expected ':', found \(found())") }
        index += 1
        expect = .value
      case .commaOrClose:
        if byte == UInt8(ascii: ",") {
          index += 1
          expect = open.last == UInt8(ascii: "[") ? .value : .key
        } else if byte == open.last.map({ $0 + 2 }) {  // '[' + 2 is ']', '{' + 2 is '}'
          index += 1
          open.removeLast()
          expect = afterValue()
        } else {
          return failure("expected ',' or a closing bracket, found \(found())")
        }
      case .key, .keyOrClose:
        if expect == .keyOrClose, byte == UInt8(ascii: "}") {
          index += 1
          open.removeLast()
          expect = afterValue()
        } else if byte == UInt8(ascii: "\"") {
          switch stringEnd(bytes, from: index) {
          case .end(let end): index = end
          case .invalid(let at): return failure("invalid string", at: at)
          case .unterminated:
            return failure("the data ends in the middle of a string", at: bytes.count)
          }
          expect = .colon
        } else {
          return failure("expected a key in quotes, found \(found())")
        }
      case .value, .valueOrClose:
        if expect == .valueOrClose, byte == UInt8(ascii: "]") {
          index += 1
          open.removeLast()
          expect = afterValue()
          continue
        }
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          guard open.count < maxNesting else {
            return failure("nesting deeper than \(maxNesting) levels")
          }
          open.append(byte)
          index += 1
          expect = byte == UInt8(ascii: "[") ? .valueOrClose : .keyOrClose
        case UInt8(ascii: "\""):
          switch stringEnd(bytes, from: index) {
          case .end(let end): index = end
          case .invalid(let at): return failure("invalid string", at: at)
          case .unterminated:
            return failure("the data ends in the middle of a string", at: bytes.count)
          }
          expect = afterValue()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          guard let end = numberEnd(bytes, from: index) else { return failure("invalid number") }
          index = end
          expect = afterValue()
        default:
          guard
            let word = ["true", "false", "null"].first(where: {
              bytes[index...].starts(with: $0.utf8)
            })
          else { return failure("unexpected \(found())") }
          index += word.utf8.count
          expect = afterValue()
        }
      }
    }
  }

  private enum StringEnd {
    /// The index after the closing quote.
    case end(Int)
    /// The string has an invalid character or escape at this index.
    case invalid(Int)
    /// The data ends before the closing quote.
    case unterminated
  }

  /// Where the string that starts at `start` ends, or what is wrong with it.
  private static func stringEnd(_ bytes: [UInt8], from start: Int) -> StringEnd {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        guard String(validatingUTF8Bytes: bytes[start...index]) != nil else {
          return .invalid(start)
        }
        return .end(index + 1)
      case UInt8(ascii: "\\"):
        guard index + 1 < bytes.count else { return .unterminated }
        if bytes[index + 1] == UInt8(ascii: "u") {
          let hex = bytes[(index + 2)...].prefix(4)
          guard hex.count == 4 || index + 2 + hex.count < bytes.count else { return .unterminated }
          guard hex.count == 4, hex.allSatisfy({ isHexDigit($0) }) else { return .invalid(index) }
          index += 6
        } else {
          switch bytes[index + 1] {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            break
          default:
            return .invalid(index)
          }
          index += 2
        }
      case 0..<0x20:
        return .invalid(index)
      default:
        index += 1
      }
    }
    return .unterminated
  }

  /// The index after the number that starts at `start`, or `nil` when it is invalid.
  private static func numberEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    func digits() -> Int {
      let from = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - from
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
    let whole = digits()
    guard whole > 0, !(leadingZero && whole > 1) else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return nil }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    return index
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
