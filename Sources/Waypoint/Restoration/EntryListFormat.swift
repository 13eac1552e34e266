/// The compact text forms of a stack's entry IDs and entry types in a snapshot.
///
/// Entry IDs are written as ascending runs, `"1-4,7,9-12"`, and types as indices,
/// `"0,1,1,2"`: two strings per stack rather than two numbers per entry, which keeps a
/// snapshot's cost close to that of its routes alone.
enum EntryListFormat {
  /// A run of consecutive entry IDs, from `first` to `last` included. Every 64-bit ID can
  /// be written, `UInt64.max` too: whatever ID a tree holds, its snapshot holds it.
  struct Run: Equatable {
    var first: UInt64
    var last: UInt64

    /// The number of IDs in the run, or `nil` when it does not fit in an `Int`.
    var count: Int? {
      let span = last - first
      return span < UInt64(Int.max) ? Int(span) + 1 : nil
    }
  }

  /// Adds `id` to `runs`, extending the last run when `id` follows it.
  static func append(_ id: UInt64, to runs: inout [Run]) {
    if let last = runs.last, last.last != .max, last.last + 1 == id {
      runs[runs.count - 1].last = id
    } else {
      runs.append(Run(first: id, last: id))
    }
  }

  /// The number of IDs in `runs`, or `nil` when it does not fit in an `Int`.
  static func count(_ runs: [Run]) -> Int? {
    var total = 0
    for run in runs {
      guard let count = run.count else { return nil }
      let (sum, overflow) = total.addingReportingOverflow(count)
      guard !overflow else { return nil }
      total = sum
    }
    return total
  }

  /// `runs` as `"1-4,7,9-12"`.
  static func format(runs: [Run]) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(runs.count * 8)
    for run in runs {
      if !text.isEmpty { text.append(UInt8(ascii: ",")) }
      append(run.first, to: &text)
      if run.last > run.first {
        text.append(UInt8(ascii: "-"))
        append(run.last, to: &text)
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// `types` as `"0,1,1,2"`.
  static func format(types: [Int]) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(types.count * 2)
    for type in types {
      if !text.isEmpty { text.append(UInt8(ascii: ",")) }
      append(UInt64(type), to: &text)
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Parses entry ID runs, or says what is wrong.
  static func parseRuns(_ text: String) -> Result<[Run], ParseError> {
    var runs: [Run] = []
    var scanner = Scanner(text)
    while !scanner.isAtEnd {
      if !runs.isEmpty {
        guard scanner.take(UInt8(ascii: ",")) else { return .failure(scanner.error("','")) }
      }
      guard let first = scanner.number() else { return .failure(scanner.error("an entry ID")) }
      var last = first
      if scanner.take(UInt8(ascii: "-")) {
        guard let end = scanner.number() else { return .failure(scanner.error("an entry ID")) }
        guard end > first else {
          return .failure(
            ParseError(
              offset: scanner.offset,
              detail: "the run \(first)-\(end) at character \(scanner.offset) must ascend"))
        }
        last = end
      }
      runs.append(Run(first: first, last: last))
    }
    return .success(runs)
  }

  /// Parses type indices, or says what is wrong.
  static func parseTypes(_ text: String) -> Result<[Int], ParseError> {
    var types: [Int] = []
    var scanner = Scanner(text)
    while !scanner.isAtEnd {
      if !types.isEmpty {
        guard scanner.take(UInt8(ascii: ",")) else { return .failure(scanner.error("','")) }
      }
      guard let type = scanner.number(), type <= UInt64(Int.max) else {
        return .failure(scanner.error("a type index"))
      }
      types.append(Int(type))
    }
    return .success(types)
  }

  /// What is wrong with a text form, and at which character.
  struct ParseError: Error, Equatable {
    var offset: Int
    var detail: String
  }

  private static func append(_ value: UInt64, to text: inout [UInt8]) {
    guard value >= 10 else {
      text.append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    append(value / 10, to: &text)
    text.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  private struct Scanner {
    let bytes: [UInt8]
    var offset = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func take(_ byte: UInt8) -> Bool {
      guard offset < bytes.count, bytes[offset] == byte else { return false }
      offset += 1
      return true
    }

    /// A decimal number without sign or leading zeros that fits in 64 bits.
    mutating func number() -> UInt64? {
      let start = offset
      var value: UInt64 = 0
      while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
        let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(UInt64(bytes[offset] - 48))
        guard !overflow1, !overflow2 else { return nil }
        value = sum
        offset += 1
      }
      guard offset > start, offset - start == 1 || bytes[start] != UInt8(ascii: "0") else {
        return nil
      }
      return value
    }

    func error(_ expected: String) -> ParseError {
      let found =
        offset < bytes.count
        ? "'\(Character(UnicodeScalar(bytes[offset])))'" : "the end"
      return ParseError(
        offset: offset, detail: "expected \(expected) at character \(offset), found \(found)")
    }
  }
}
