// Fails when a Swift source of this repository uses standard library, Concurrency,
// Observation, Synchronization or Foundation API that came with an Apple OS release newer
// than the package's minimums (iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0).
//
// Linux has no Apple availability, so `swift build` here accepts such API and only an Apple
// build at the minimum deployment target would refuse it. This check runs on Linux, in
// `.ci/run`, before the tests:
//
//     swift scripts/check-availability.swift                # Sources Tests Examples Benchmarks Fuzz
//     swift scripts/check-availability.swift path …         # files or folders
//     swift scripts/check-availability.swift --self-test    # every rule on temporary files
//     swift scripts/check-availability.swift --list         # the rules and where they come from
//
// How the list was made. Each rule names the `SwiftStdlib x.y` availability macro its API is
// declared with in the Swift repository (swiftlang/swift, `stdlib/public/core`,
// `stdlib/public/Concurrency`, `stdlib/public/Synchronization`, `stdlib/public/Observation`)
// and the OS releases that macro stands for in `utils/availability-macros.def`:
//
//     SwiftStdlib 5.9   macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0           (the minimums)
//     SwiftStdlib 5.10  macOS 14.4, iOS 17.4, watchOS 10.4, tvOS 17.4, visionOS 1.1
//     SwiftStdlib 6.0   macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0
//     SwiftStdlib 6.1   macOS 15.4, iOS 18.4, watchOS 11.4, tvOS 18.4, visionOS 2.4
//     SwiftStdlib 6.2   macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0
//
// Every rule on library API was checked against the interfaces the toolchain ships
// (`usr/lib/swift/linux/*.swiftmodule/*.swiftinterface` of Swift 6.3.1), where the macros
// appear expanded, e.g. `@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0,
// visionOS 2.0, *) public struct Mutex`. SwiftStdlib 5.10 added no public declaration
// there. The two runtime rules (typed-throws function metadata, `@isolated(any)`) are the
// compiler's own availability checks. Foundation ships no textual interface on Linux; its
// rules come from Apple's documentation of the API named.
//
// The check reads code only: comments and the text of string literals are blanked first
// (interpolations stay code). A rule is skipped in a file that declares a name of its own
// with the rule's word (this package's `Span` in the terminal demo, `LinkMatch.span`). A
// use guarded by `if #available` with a fallback tested on Linux is allowed: end its line
// with `// availability: checked, <why>`.

import Foundation

/// One API family that needs an OS newer than the package's minimums.
struct Rule {
  /// A short name, shown in findings.
  var id: String
  /// What the API is.
  var api: String
  /// The availability macro it is declared with, and the OS releases that stand for it.
  var introduced: String
  /// Where it is declared.
  var source: String
  /// What to use instead.
  var instead: String
  /// The pattern, matched against a file's code with comments and string text blanked.
  var pattern: String
  /// Names that, declared in the same file, make the match that file's own.
  var ownNames: [String] = []
  /// Words of which a match holds at least one: a file with none of them is not searched.
  var words: [String]
  /// A line that must be found (for `--self-test`).
  var example: String
}

let stdlib60 = "SwiftStdlib 6.0: macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0"
let stdlib61 = "SwiftStdlib 6.1: macOS 15.4, iOS 18.4, watchOS 11.4, tvOS 18.4, visionOS 2.4"
let stdlib62 = "SwiftStdlib 6.2: macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0"

let rules: [Rule] = [
  Rule(
    id: "string-validating", api: "String(validating:as:) (SE-0405)", introduced: stdlib60,
    source: "stdlib/public/core, `extension String`",
    instead: "String(validatingUTF8Bytes:) (Sources/Waypoint/UTF8Validation.swift)",
    pattern:
      #"\b(?:Swift\.)?String\s*(?:\.init\s*)?\(\s*validating\s*:(?:[^()]|\([^()]*\))*?,\s*as\s*:"#
      + #"|(?:^|[^\w.])\.init\s*\(\s*validating\s*:(?:[^()]|\([^()]*\))*?,\s*as\s*:"#,
    words: ["validating"],
    example: "let text = String(validating: bytes.prefix(3), as: UTF8.self)"),
  Rule(
    id: "synchronization", api: "the Synchronization module", introduced: stdlib60,
    source: "stdlib/public/Synchronization (every declaration)",
    instead: "a @MainActor type, an actor, or a lock from Foundation (NSLock)",
    pattern: #"\bimport\s+(?:(?:\w+\.)*)Synchronization\b|\bSynchronization\."#,
    words: ["Synchronization"],
    example: "internal import Synchronization"),
  Rule(
    id: "mutex", api: "Mutex", introduced: stdlib60,
    source: "stdlib/public/Synchronization/Mutex/Mutex.swift",
    instead: "a @MainActor type, an actor, or NSLock",
    pattern: #"\bMutex\s*[<(]"#, ownNames: ["Mutex"],
    words: ["Mutex"],
    example: "let cache = Mutex<[Int: String]>([:])"),
  Rule(
    id: "atomic", api: "Atomic, AtomicLazyReference, WordPair and the atomic orderings",
    introduced: stdlib60, source: "stdlib/public/Synchronization/Atomics",
    instead: "a @MainActor type or an actor",
    pattern: #"\bAtomic\s*[<(]|\bAtomicLazyReference\b|\bWordPair\b"#
      + #"|\bAtomic(?:Load|Store|Update)Ordering\b|\bAtomic(?:Optional)?Representable\b"#,
    ownNames: ["Atomic", "WordPair"],
    words: ["Atomic", "WordPair"],
    example: "let count = Atomic<Int>(0)"),
  Rule(
    id: "int128", api: "Int128 and UInt128", introduced: stdlib60,
    source: "stdlib/public/core (Int128, UInt128)",
    instead: "two 64-bit integers",
    pattern: #"\bU?Int128\b"#, ownNames: ["Int128", "UInt128"],
    words: ["Int128"],
    example: "let big: Int128 = 1 << 100"),
  Rule(
    id: "range-set", api: "RangeSet, DiscontiguousSlice and the subranges operations",
    introduced: stdlib60, source: "stdlib/public/core (RangeSet, DiscontiguousSlice)",
    instead: "IndexSet, or indices collected into an array",
    pattern: #"\bRangeSet\b|\bDiscontiguousSlice\b"#
      + #"|\.(?:removeSubranges|moveSubranges|removingSubranges)\s*\("#
      + #"|\.indices\s*\(\s*(?:where|of)\s*:|\.indices\s*\{\s*(?:\$0|\w+\s+in\b)|\[\s*subranges\s*:"#,
    ownNames: ["RangeSet", "removeSubranges", "moveSubranges", "removingSubranges"],
    words: ["RangeSet", "DiscontiguousSlice", "ubranges", "indices"],
    example: "let odd = numbers.indices(where: { $0 % 2 == 1 })"),
  Rule(
    id: "duration-attoseconds", api: "Duration(attoseconds:)", introduced: stdlib60,
    source: "stdlib/public/core (Duration)",
    instead: "Duration(secondsComponent:attosecondsComponent:)",
    pattern: #"\bDuration\s*(?:\.init\s*)?\(\s*attoseconds\s*:"#,
    words: ["attoseconds"],
    example: "let tick = Duration(attoseconds: 1_000)"),
  Rule(
    id: "typed-async-sequence",
    api: "AsyncSequence's Failure: AsyncSequence<Element, Failure>, next(isolation:) (SE-0421)",
    introduced: stdlib60,
    source: "stdlib/public/Concurrency/AsyncSequence.swift, AsyncIteratorProtocol.swift",
    instead: "a concrete sequence type (AsyncStream<Element>) or a generic constraint on Element",
    pattern: #"\b(?:any|some)\s+AsyncSequence\s*<|\bAsync(?:Sequence|IteratorProtocol)\s*<[^<>]*,"#
      + #"|\.next\s*\(\s*isolation\s*:"#,
    words: ["AsyncSequence", "AsyncIteratorProtocol", "isolation"],
    example: "func drain(_ values: some AsyncSequence<Int, Never>) async {}"),
  Rule(
    id: "typed-throws-metadata",
    api: "a typed-throws function type used as a generic argument or cast target (runtime support)",
    introduced: stdlib60, source: "the runtime; the compiler's `getTypedThrowsAvailability()`",
    instead: "a function type that throws `any Error`, or a Result",
    pattern: #"(?:[<\[,]|\bas[?!]?)\s*(?:@\w+(?:\([^()]*\))?\s+)*\((?:[^()]|\([^()]*\))*\)\s*"#
      + #"(?:async\s+)?throws\s*\(\s*(?!any\s+(?:Swift\.)?Error\b|(?:Swift\.)?Never\b)\w"#,
    words: ["throws"],
    example: "var handlers: [() throws(LinkError) -> Void] = []"),
  Rule(
    id: "isolated-any", api: "@isolated(any) function types (runtime support, SE-0431)",
    introduced: stdlib60, source: "the runtime; the compiler's `getIsolatedAnyAvailability()`",
    instead: "a @MainActor or @Sendable function type",
    pattern: #"@isolated\s*\(\s*any\s*\)"#,
    words: ["isolated"],
    example: "let work: @isolated(any) () async -> Void"),
  Rule(
    id: "task-executor", api: "task executors (SE-0417)", introduced: stdlib60,
    source: "stdlib/public/Concurrency (TaskExecutor)",
    instead: "the default executors",
    pattern:
      #"\b(?:Unowned)?TaskExecutor\b|\bexecutorPreference\s*:|\bwithTaskExecutorPreference\b"#
      + #"|\bglobalConcurrentExecutor\b|\.checkIsolated\s*\("#,
    ownNames: ["TaskExecutor"],
    words: ["Executor", "executorPreference", "checkIsolated"],
    example: "Task(executorPreference: pool) { await work() }"),
  Rule(
    id: "task-name", api: "task names: Task(name:), addTask(name:) (SE-0469)",
    introduced: stdlib60 + " with executorPreference:, otherwise " + stdlib62,
    source: "stdlib/public/Concurrency (Task, TaskGroup)",
    instead: "an unnamed task",
    pattern: #"\b(?:Task(?:\s*\.\s*detached)?|addTask(?:UnlessCancelled)?)\s*\(\s*name\s*:"#,
    words: ["name"],
    example: "Task(name: \"refresh\") { await refresh() }"),
  Rule(
    id: "isolated-deinit", api: "isolated deinit (SE-0371; the runtime's _deinitOnExecutor)",
    introduced: stdlib61, source: "stdlib/public/Concurrency (_deinitOnExecutor)",
    instead: "a nonisolated deinit that does not touch isolated state",
    pattern: #"\bisolated\s+deinit\b"#,
    words: ["deinit"],
    example: "isolated deinit { cancel() }"),
  Rule(
    id: "inline-array", api: "InlineArray and its [n of T] spelling (SE-0453, SE-0483)",
    introduced: stdlib62, source: "stdlib/public/core/InlineArray.swift",
    instead: "an Array or a tuple",
    pattern: #"\bInlineArray\b|\[\s*\d+\s+of\s+[A-Z]"#, ownNames: ["InlineArray"],
    words: ["InlineArray", " of "],
    example: "var slots: InlineArray<4, Int> = [0, 0, 0, 0]"),
  Rule(
    id: "span",
    api: "Span, RawSpan, MutableSpan, OutputSpan and the .span / .mutableSpan properties",
    introduced: "the types: SwiftCompatibilitySpan 5.0, but only in a Swift 6.2 toolchain (the "
      + "package's tools version is 6.0); the properties of Array, String.UTF8View, …: "
      + stdlib62,
    source: "stdlib/public/core/Span/",
    instead: "withUnsafeBufferPointer, or the collection itself",
    pattern: #"\b(?:Mutable)?(?:Raw)?Span\s*<|\bSwift\.(?:Mutable)?(?:Raw)?Span\b"#
      + #"|\b(?:Mutable)?RawSpan\b|\bOutput(?:Raw)?Span\b|\.(?:span|mutableSpan)\b(?!\s*[(:])"#,
    ownNames: ["Span", "span"],
    words: ["Span", "span"],
    example: "let view = values.span"),
  Rule(
    id: "utf8-span", api: "UTF8Span, String.utf8Span, UTF8.ValidationError (SE-0464)",
    introduced: stdlib62, source: "stdlib/public/core (UTF8Span)",
    instead: "String(validatingUTF8Bytes:) and String.UTF8View",
    pattern: #"\bUTF8Span\b|\.utf8Span\b|\bUTF8\s*\.\s*ValidationError\b"#,
    ownNames: ["UTF8Span", "utf8Span"],
    words: ["UTF8Span", "utf8Span", "ValidationError"],
    example: "let text = name.utf8Span"),
  Rule(
    id: "enumerated-collection",
    api: "EnumeratedSequence as a Collection: enumerated().reversed(), .count, [i], … (SE-0459)",
    introduced: stdlib62, source: "stdlib/public/core (EnumeratedSequence)",
    instead: "Array(x.enumerated()), or zip(x.indices, x)",
    pattern: #"\.enumerated\(\)\s*(?:\[|\.\s*(?:reversed|last|count|indices|startIndex|endIndex|"#
      + #"index|formIndex|distance|dropLast|suffix|isEmpty|randomElement|first(?!\s*\())\b)"#,
    words: ["enumerated"],
    example: "for (offset, element) in items.enumerated().reversed() {}"),
  Rule(
    id: "immediate-tasks", api: "immediate tasks and priority escalation (SE-0472, SE-0462)",
    introduced: stdlib62,
    source: "stdlib/public/Concurrency (Task.immediate, priority escalation)",
    instead: "Task { } and the task's priority",
    pattern: #"\bTask\s*\.\s*immediate(?:Detached)?\b|\baddImmediateTask(?:UnlessCancelled)?\b"#
      + #"|\bwithTaskPriorityEscalationHandler\b|\.escalatePriority\s*\(|\bisIsolatingCurrentContext\b"#,
    words: ["mmediate", "Escalation", "escalatePriority", "isIsolatingCurrentContext"],
    example: "Task.immediate { await work() }"),
  Rule(
    id: "observations", api: "Observations, the async sequence of observed values (SE-0475)",
    introduced: stdlib62,
    source: "stdlib/public/Observation/Sources/Observation/Observations.swift",
    instead: "withObservationTracking(_:onChange:) or the router's events()",
    pattern: #"\bObservations\s*(?:[({<]|\.\s*untilFinished)"#, ownNames: ["Observations"],
    words: ["Observations"],
    example: "let depths = Observations { router.depth }"),
  Rule(
    id: "foundation-18",
    api: "Foundation API of iOS 18 / macOS 15: #Expression, Calendar.RecurrenceRule, "
      + "Date.AnchoredRelativeFormatStyle, DiscreteFormatStyle",
    introduced: "Foundation: macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0",
    source: "Apple's Foundation documentation",
    instead: "#Predicate, DateComponents, Date.RelativeFormatStyle",
    pattern:
      #"#Expression\b|\bRecurrenceRule\b|\bAnchoredRelativeFormatStyle\b|\bDiscreteFormatStyle\b"#,
    ownNames: ["RecurrenceRule"],
    words: ["Expression", "RecurrenceRule", "RelativeFormatStyle", "DiscreteFormatStyle"],
    example: "let rule = Calendar.RecurrenceRule(calendar: .current, frequency: .daily)"),
  Rule(
    id: "foundation-26",
    api: "Foundation's NotificationCenter messages (MainActorMessage, AsyncMessage)",
    introduced: "Foundation: macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0",
    source: "Apple's Foundation documentation",
    instead: "NotificationCenter.notifications(named:)",
    pattern: #"\b(?:MainActor|Async)Message\b"#,
    ownNames: ["MainActorMessage", "AsyncMessage"],
    words: ["Message"],
    example: "struct Saved: NotificationCenter.MainActorMessage {}"),
]

// MARK: Reading code

/// The text of `source` with comments and the text of string literals replaced by spaces
/// (line breaks kept, so lines and columns stay where they were; interpolated code stays),
/// and the comments, each with the byte offset it starts at.
func codeOnly(_ source: String) -> (code: String, comments: [(offset: Int, text: String)]) {
  let bytes = Array(source.utf8)
  var out = bytes
  var comments: [(offset: Int, text: String)] = []
  enum Context {
    case code(parens: Int)
    case string(hashes: Int, multiline: Bool)
  }
  var stack: [Context] = [.code(parens: 0)]
  var index = 0
  let quote = UInt8(ascii: "\"")
  let hash = UInt8(ascii: "#")
  let slash = UInt8(ascii: "/")
  let star = UInt8(ascii: "*")
  let backslash = UInt8(ascii: "\\")
  let newline = UInt8(ascii: "\n")

  func byte(_ position: Int) -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }
  func blank(_ range: Range<Int>) {
    for position in range where position < out.count && out[position] != newline {
      out[position] = UInt8(ascii: " ")
    }
  }
  func hashes(from start: Int) -> Int {
    var count = 0
    while byte(start + count) == hash { count += 1 }
    return count
  }

  while index < bytes.count {
    let current = bytes[index]
    switch stack[stack.count - 1] {
    case .code(let parens):
      if current == slash, byte(index + 1) == slash {
        let start = index
        while index < bytes.count, bytes[index] != newline { index += 1 }
        comments.append((start, String(decoding: bytes[start..<index], as: UTF8.self)))
        blank(start..<index)
      } else if current == slash, byte(index + 1) == star {
        let start = index
        var depth = 0
        repeat {
          if bytes[index] == slash, byte(index + 1) == star {
            depth += 1
            index += 2
          } else if bytes[index] == star, byte(index + 1) == slash {
            depth -= 1
            index += 2
          } else {
            index += 1
          }
        } while depth > 0 && index < bytes.count
        comments.append((start, String(decoding: bytes[start..<index], as: UTF8.self)))
        blank(start..<index)
      } else if current == quote || (current == hash && byte(index + hashes(from: index)) == quote)
      {
        let count = hashes(from: index)
        let opening = index + count
        let multiline = byte(opening + 1) == quote && byte(opening + 2) == quote
        stack.append(.string(hashes: count, multiline: multiline))
        index = opening + (multiline ? 3 : 1)
      } else {
        if current == UInt8(ascii: "(") {
          stack[stack.count - 1] = .code(parens: parens + 1)
        } else if current == UInt8(ascii: ")") {
          if parens == 0, stack.count > 1 {
            stack.removeLast()  // the end of an interpolation: back in the string
          } else {
            stack[stack.count - 1] = .code(parens: max(0, parens - 1))
          }
        }
        index += 1
      }

    case .string(let count, let multiline):
      let closing = multiline ? 3 : 1
      if current == backslash, hashes(from: index + 1) == count {
        let next = index + 1 + count
        blank(index..<next)
        if byte(next) == UInt8(ascii: "(") {
          stack.append(.code(parens: 0))  // an interpolation: code until its `)`
          index = next + 1
        } else {
          blank(next..<(next + 1))  // an escaped character
          index = next + 1
        }
      } else if current == quote, (0..<closing).allSatisfy({ byte(index + $0) == quote }),
        hashes(from: index + closing) >= count
      {
        stack.removeLast()
        index += closing + count
      } else if current == newline, !multiline {
        stack.removeLast()  // an unterminated literal: read on as code
      } else {
        blank(index..<(index + 1))
        index += 1
      }
    }
  }
  return (String(decoding: out, as: UTF8.self), comments)
}

/// The names `code` declares: types, functions, properties, cases, associated types.
func declaredNames(in code: String) -> Set<String> {
  var names = Set<String>()
  for match in code.matches(of: declaration) {
    if let name = match.output[1].substring { names.insert(String(name)) }
  }
  return names
}

struct Finding {
  var path: String
  var line: Int
  var column: Int
  var rule: Rule
  var text: String
}

/// `pattern` compiled; a pattern of this script that does not compile stops it.
func regex(_ pattern: String, named name: String) -> Regex<AnyRegexOutput> {
  do {
    return try Regex(pattern).anchorsMatchLineEndings().wordBoundaryKind(.simple)
  } catch {
    FileHandle.standardError.write(Data("check-availability: pattern \(name): \(error)\n".utf8))
    exit(2)
  }
}

let declaration = regex(
  #"\b(?:struct|class|enum|protocol|actor|typealias|associatedtype|func|var|let|case)\s+(\w+)"#,
  named: "declarations")
let compiled = rules.map { (rule: $0, regex: regex($0.pattern, named: $0.id)) }

func findings(in source: String, path: String) -> [Finding] {
  let (code, comments) = codeOnly(source)
  let names = declaredNames(in: code)
  let utf8 = Array(code.utf8)
  var lineStarts = [0]
  for (offset, byte) in utf8.enumerated() where byte == UInt8(ascii: "\n") {
    lineStarts.append(offset + 1)
  }
  func line(ofOffset offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }
  let checkedLines = Set(
    comments.filter { $0.text.contains("availability: checked") }.map { line(ofOffset: $0.offset) })
  let originalLines = source.split(separator: "\n", omittingEmptySubsequences: false)
  var found: [Finding] = []
  for (rule, regex) in compiled
  where rule.words.contains(where: code.contains)
    && rule.ownNames.allSatisfy({ !names.contains($0) })
  {
    for match in code.matches(of: regex) {
      let offset = code.utf8.distance(from: code.startIndex, to: match.range.lowerBound)
      let line = line(ofOffset: offset)
      if checkedLines.contains(line) { continue }
      let text = line - 1 < originalLines.count ? String(originalLines[line - 1]) : ""
      found.append(
        Finding(
          path: path, line: line, column: offset - lineStarts[line - 1] + 1, rule: rule,
          text: text.trimmingCharacters(in: .whitespaces)))
    }
  }
  return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
}

func swiftFiles(under paths: [String]) -> [String] {
  var files: [String] = []
  let manager = FileManager.default
  for path in paths {
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
      FileHandle.standardError.write(Data("check-availability: no file or folder \(path)\n".utf8))
      exit(2)
    }
    if !isFolder.boolValue {
      files.append(path)
      continue
    }
    let walker = manager.enumerator(atPath: path)
    while let item = walker?.nextObject() as? String {
      if item.hasPrefix(".build") || item.contains("/.build") { continue }
      if item.hasSuffix(".swift") { files.append(path + "/" + item) }
    }
  }
  return files.sorted()
}

/// The findings in `files`, read from disk.
func scan(_ files: [String]) -> [Finding] {
  var found: [Finding] = []
  for file in files {
    guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
      FileHandle.standardError.write(Data("check-availability: cannot read \(file)\n".utf8))
      exit(2)
    }
    found += findings(in: source, path: file)
  }
  return found
}

func report(_ found: [Finding]) {
  for finding in found {
    print(
      """
      \(finding.path):\(finding.line):\(finding.column): error: \(finding.rule.api) needs \
      \(finding.rule.introduced); the package supports iOS 17, macOS 14, tvOS 17, watchOS 10, \
      visionOS 1 [\(finding.rule.id)]
          \(finding.text)
          declared in \(finding.rule.source); use \(finding.rule.instead) instead, or guard it \
      with `if #available` and a fallback tested on Linux, and end the line with \
      `// availability: checked, <why>`.
      """)
  }
}

// MARK: Self-test

/// Runs the check on temporary files, as it runs on the repository: each rule's example
/// must be found, and none of the look-alikes below may be.
func selfTest() -> Bool {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("check-availability-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.removeItem(at: folder)
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  func write(_ source: String, as name: String) -> String {
    let file = folder.appendingPathComponent(name)
    do {
      try Data(source.utf8).write(to: file)
    } catch {
      print("self-test: cannot write \(file.path): \(error)")
      exit(2)
    }
    return file.path
  }
  var passed = true
  func fail(_ message: String) {
    print("self-test: " + message)
    passed = false
  }

  for rule in rules {
    let file = write("func use() {\n  \(rule.example)\n}\n", as: "\(rule.id).swift")
    if !scan([file]).contains(where: { $0.rule.id == rule.id && $0.line == 2 }) {
      fail("rule \(rule.id) does not find its example: \(rule.example)")
    }
  }

  let clean = #"""
    // String(validating: bytes, as: UTF8.self) needs iOS 18; Mutex<Int> and Atomic<Int> too.
    /* A block comment about InlineArray<3, Int> and /* nested */ Span<UInt8>. */
    let message = "Observations { x } and RangeSet<Int> and isolated deinit"
    let raw = #"String(validating: x, as: UTF8.self) \(not interpolated)"#
    let multi = """
      Int128 and .span and Task(name: "x") in a multi-line string
      """
    let text = String(validatingUTF8Bytes: bytes)
    let decoded = String(decoding: bytes, as: UTF8.self)
    let parts = timeout.components
    let seconds = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    let target: (@Sendable (LinkMatch) throws(LinkError) -> LinkTarget)? = nil
    func modify<R, E: Error>(_ body: (inout State) throws(E) -> R) throws(E) -> R { fatalError() }
    for (offset, element) in items.enumerated() where offset > 0 { print(element) }
    for index in tabs.indices { tabs[index].rename() }
    let pairs = Array(items.enumerated()).reversed()
    let handlers: [() throws -> Void] = []
    let lock = NSLock()
    lock.withLock { counter += 1 }
    let stream = AsyncStream<Int> { $0.finish() }
    let task = Task { await work() }
    let interpolated = "depth \(router.depth)"
    """#
  let ownSpan = """
    struct Span { var text: String }
    let line: [Span] = [Span(text: "a")]
    struct Match { let span: Range<Int>; func read() -> Range<Int> { self.span } }
    """
  let checked =
    "if #available(iOS 18, *) { _ = Mutex(0) }  // availability: checked, fallback below\n"
  for (source, name) in [
    (clean, "Clean.swift"), (ownSpan, "OwnSpan.swift"), (checked, "Checked.swift"),
  ] {
    for finding in scan([write(source, as: name)]) {
      fail(
        "false positive in \(name) [\(finding.rule.id)] at line \(finding.line): \(finding.text)")
    }
  }

  let interpolation = #"let s = "\(String(validating: bytes, as: UTF8.self) ?? "")""#
  if !scan([write(interpolation, as: "Interpolation.swift")]).contains(where: {
    $0.rule.id == "string-validating"
  }) {
    fail("a use inside a string interpolation is not found")
  }

  if scan(swiftFiles(under: [folder.path])).count != rules.count + 1 {
    fail("scanning the folder does not find one use per rule plus the interpolation")
  }

  if passed {
    print("self-test: \(rules.count) rules each find their example; no look-alike is reported")
  }
  return passed
}

// MARK: Main

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--self-test"] {
  exit(selfTest() ? 0 : 1)
}
if arguments == ["--list"] {
  for rule in rules {
    print("\(rule.id): \(rule.api)\n  \(rule.introduced)\n  \(rule.source)\n")
  }
  exit(0)
}
let paths =
  arguments.isEmpty
  ? ["Sources", "Tests", "Examples", "Benchmarks", "Fuzz"].filter {
    FileManager.default.fileExists(atPath: $0)
  } : arguments
let files = swiftFiles(under: paths)
let found = scan(files)
report(found)
if found.isEmpty {
  print("check-availability: \(files.count) files, no API newer than the package's minimums")
  exit(0)
}
print("check-availability: \(found.count) use(s) of API newer than the package's minimums")
exit(1)
