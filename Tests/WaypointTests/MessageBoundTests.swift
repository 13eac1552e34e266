import Foundation
import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// A route whose description is as long as asked for.
private struct LongRoute: Hashable, Sendable, CustomStringConvertible {
  var text: String
  var description: String { text }
}

/// Every error's message, and every failure's, is at most 1024 bytes of UTF-8 whatever it
/// quotes, cut at a Unicode scalar's boundary; a message that quotes short text is not cut.
@MainActor
@Suite struct MessageBoundTests {
  static let limit = 1024

  /// Text no message may quote whole.
  nonisolated static let hostile: [String] = [
    String(repeating: "n", count: 1_000_000),
    // One grapheme cluster: a letter and 100,000 combining marks (200 KB).
    "e" + String(repeating: "\u{0301}", count: 100_000),
    // One grapheme cluster of three-byte marks (300 KB).
    "a" + String(repeating: "\u{20DD}", count: 100_000),
    // Emoji joined by zero-width joiners: one grapheme cluster of 550 KB.
    String(repeating: "👩\u{200D}", count: 50_000) + "👧",
    String(repeating: "👨‍👩‍👧‍👦", count: 20_000),
    // Scalars that look invalid, quotes and escapes, which quoting makes longer.
    String(repeating: "\u{FFFD}\u{FEFF}\u{FFFF}\u{10FFFF}\u{0}\u{1B}\"\\\n", count: 30_000),
    String(repeating: "\u{0}", count: 300_000),
  ]

  /// Short text of each kind, quoted whole.
  static let short = ["settings", "é", "👨‍👩‍👧‍👦", "a\"b"]

  // MARK: Every case of every error

  static func navigationErrors(_ text: String, _ list: [String]) -> [NavigationError] {
    let id = StackID(text)
    let ids = list.map { StackID($0) }
    let entries = (0..<UInt64(list.count)).map { EntryID($0) }
    return [
      .stackNotFound(id, existing: ids),
      .entryNotFound(EntryID(3), stack: id, existing: entries),
      .noMatchingEntry(text, stack: id, routes: list),
      .duplicateStackID(id),
      .duplicateStackInTree(id, first: text, second: text),
      .duplicateEntryID(
        EntryID(1), first: EntryPosition(inStack: id, at: 0),
        second: EntryPosition(inStack: id, at: 1)),
      .notATab(id, tabs: ids),
      .alreadyPresenting(id, layer: id),
      .notInLayer(id),
      .negativeCount(-1),
      .noTabs,
      .denied(guard: text, reason: text),
      .cancelled,
      .needsAsyncGuard(text),
      .navigationInFlight,
      .redirectLoop(list),
      .guardTimedOut(text, seconds: 1.5),
      .deferredCallLimit(list),
      .deferredCascadeLimit(list),
      .resolutionFailed(text),
      .resolutionTimedOut(2),
      .layerLimitExceeded(presenter: id, layerDepth: 33, limit: 32),
      .layerLimitAboveMaximum(requested: 100, maximum: 64),
      .idsExhausted,
      .splitColumnMissing(.content, container: id, columns: [.sidebar, .detail]),
      .selectionTypeMismatch(text, column: .sidebar, container: id, expected: text),
      .notASplitColumn(id, splits: ids),
      .notASelectionColumn(container: id),
      .notInDetailColumn(id, column: .content, container: id),
      .covered(id, by: id),
      .dialogShown(id, title: text),
      .noDialog(id),
      .noSuchButton(3, dialog: text, buttons: list),
      .anchorNotInStack(.named(text, in: .root(id)), stack: id),
      .invalidDetent(.fraction(2)),
      .detentNotDeclared(.height(100), layer: id, declared: [.medium, .large]),
      .dialogNotRegistered(text, registered: list),
    ]
  }

  /// The case's position in the declaration; the switch has no default, so a new case
  /// does not compile until it is named here (and built above).
  static func index(_ error: NavigationError) -> Int {
    switch error {
    case .stackNotFound: 0
    case .entryNotFound: 1
    case .noMatchingEntry: 2
    case .duplicateStackID: 3
    case .duplicateStackInTree: 4
    case .duplicateEntryID: 5
    case .notATab: 6
    case .alreadyPresenting: 7
    case .notInLayer: 8
    case .negativeCount: 9
    case .noTabs: 10
    case .denied: 11
    case .cancelled: 12
    case .needsAsyncGuard: 13
    case .navigationInFlight: 14
    case .redirectLoop: 15
    case .guardTimedOut: 16
    case .deferredCallLimit: 17
    case .deferredCascadeLimit: 18
    case .resolutionFailed: 19
    case .resolutionTimedOut: 20
    case .layerLimitExceeded: 21
    case .layerLimitAboveMaximum: 22
    case .idsExhausted: 23
    case .splitColumnMissing: 24
    case .selectionTypeMismatch: 25
    case .notASplitColumn: 26
    case .notASelectionColumn: 27
    case .notInDetailColumn: 28
    case .covered: 29
    case .dialogShown: 30
    case .noDialog: 31
    case .noSuchButton: 32
    case .anchorNotInStack: 33
    case .invalidDetent: 34
    case .detentNotDeclared: 35
    case .dialogNotRegistered: 36
    }
  }

  static func restorationErrors(_ text: String, _ list: [String]) -> [RestorationError] {
    let nested = navigationErrors(text, list)
    return [
      .invalidJSON(text),
      .invalidData(path: text, detail: text),
      .limitExceeded(.entries, found: 10_001, maximum: 10_000),
      .limitExceeded(.bytes, found: 5_000_000, maximum: 1_000_000),
      .limitAboveMaximum(.layers, requested: 1_000, maximum: 64),
      .unsupportedFormat(9, supported: 1),
      .newerVersion(9, current: 1),
      .unknownRouteName(text, path: text, registered: list),
      .undecodableRoute(name: text, path: text, detail: text),
      .duplicateEntryID(EntryID(4), path: text),
      .duplicateStackID(StackID(text), path: text),
      .migrationFailed(path: text, detail: text),
      .unregisteredRouteType(text, stack: StackID(text)),
      .encodingFailed(text),
    ] + nested.map { .rejected($0) }
  }

  static func index(_ error: RestorationError) -> Int {
    switch error {
    case .invalidJSON: 0
    case .invalidData: 1
    case .limitExceeded: 2
    case .limitAboveMaximum: 3
    case .unsupportedFormat: 4
    case .newerVersion: 5
    case .unknownRouteName: 6
    case .undecodableRoute: 7
    case .duplicateEntryID: 8
    case .duplicateStackID: 9
    case .migrationFailed: 10
    case .unregisteredRouteType: 11
    case .encodingFailed: 12
    case .rejected: 13
    }
  }

  static func linkErrors(_ text: String, _ list: [String]) -> [LinkError] {
    [
      .invalidPattern(text, reason: text),
      .invalidHost(text, reason: text),
      .conflictingPatterns(text, existing: text),
      .unsupportedScheme(text, accepted: list),
      .unsupportedHost(text, accepted: list),
      .malformedURL(text, reason: text),
      .urlTooLong(length: 1_000_000, limit: 8_192),
      .tooManySegments(limit: 32),
      .parameterTooLong(length: 1_000_000, limit: 1_024),
      .noMatch(text, closest: text),
      .noMatch(text, closest: nil),
      .noRouteMatch(text, part: text, queryItem: text, closest: text),
      .noRouteMatch(text, part: text, queryItem: nil, closest: nil),
      .missingQueryItem(text, pattern: text),
      .invalidParameter(text, value: text, expected: text, pattern: text),
      .unknownParameter(text, pattern: text),
      .unreadable(pattern: text, reason: text),
      .noPattern(for: text),
      .unprintableValue(pattern: text, reason: text),
      .unprintableState(text),
    ] + navigationErrors(text, list).map { .navigation($0) }
  }

  static func index(_ error: LinkError) -> Int {
    switch error {
    case .invalidPattern: 0
    case .invalidHost: 1
    case .conflictingPatterns: 2
    case .unsupportedScheme: 3
    case .unsupportedHost: 4
    case .malformedURL: 5
    case .urlTooLong: 6
    case .tooManySegments: 7
    case .parameterTooLong: 8
    case .noMatch: 9
    case .noRouteMatch: 10
    case .missingQueryItem: 11
    case .invalidParameter: 12
    case .unknownParameter: 13
    case .unreadable: 14
    case .noPattern: 15
    case .unprintableValue: 16
    case .unprintableState: 17
    case .navigation: 18
    }
  }

  static func resultErrors(_ text: String, _ list: [String]) -> [ResultError] {
    let screens: [ScreenID] = [.entry(EntryID(8)), .root(StackID(text))]
    let nested = navigationErrors(text, list)
    return screens.flatMap { screen -> [ResultError] in
      [
        .popped(screen), .dismissed(screen), .removed(screen), .restored(screen),
        .routerReleased(screen), .cancelled(screen), .screenNotFound(screen),
        .alreadyAwaited(screen), .notAwaited(screen),
        .wrongType(screen, expected: text, got: text), .cannotClose(screen),
      ] + nested.map { .notClosed(screen, $0) }
    } + nested.map { .notShown($0) } + [.redirected(guard: text), .redirected(guard: nil)]
  }

  static func index(_ error: ResultError) -> Int {
    switch error {
    case .popped: 0
    case .dismissed: 1
    case .removed: 2
    case .restored: 3
    case .routerReleased: 4
    case .cancelled: 5
    case .notShown: 6
    case .redirected: 7
    case .screenNotFound: 8
    case .alreadyAwaited: 9
    case .notAwaited: 10
    case .wrongType: 11
    case .cannotClose: 12
    case .notClosed: 13
    }
  }

  static func dialogErrors(_ text: String, _ list: [String]) -> [DialogError] {
    [
      .dismissed, .restored, .routerReleased, .cancelled, .redirected(guard: text),
      .redirected(guard: nil), .wrongType(button: text, expected: text, got: text),
      .screenNotFound(.root(StackID(text))),
    ] + navigationErrors(text, list).map { .notShown($0) }
  }

  static func index(_ error: DialogError) -> Int {
    switch error {
    case .dismissed: 0
    case .restored: 1
    case .routerReleased: 2
    case .cancelled: 3
    case .notShown: 4
    case .redirected: 5
    case .wrongType: 6
    case .screenNotFound: 7
    }
  }

  static func calls(_ text: String, _ list: [String]) -> [NavigationCall] {
    let arguments = list.map { NavigationCall.Argument(label: $0, value: $0) }
    return [
      NavigationCall(text),
      NavigationCall(text, on: .stack(StackID(text)), arguments: arguments),
      NavigationCall("push", on: .guards, arguments: [.init(label: text, value: text)]),
      NavigationCall("deliver", on: .screen(.root(StackID(text))), arguments: arguments),
    ]
  }

  /// Every message the errors and failures built from `text` and `list` give.
  static func messages(_ text: String, _ list: [String]) -> [String] {
    let navigation = navigationErrors(text, list)
    let errors: [any Error & Sendable] =
      navigation + restorationErrors(text, list) + linkErrors(text, list)
      + resultErrors(text, list) + dialogErrors(text, list)
      + [UnnamedPushError(stack: StackID(text), count: Int.max)]
    // An app's own error says what it says; the failure that carries it is bounded still.
    let failures = calls(text, list).flatMap { call in
      (errors + [LongError(text: text)]).map {
        NavigationFailure(call: call, error: $0, source: .user)
      }
    }
    return errors.map { "\($0)" } + failures.map(\.description)
      + calls(text, list).map(\.description)
  }

  /// An error of the app's own whose message is as long as its text.
  struct LongError: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
  }

  /// Whether `bytes` decode as UTF-8 with nothing replaced.
  static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
  }

  /// `message` is at most 1024 bytes of valid UTF-8, and no scalar of it was cut.
  static func expectBounded(
    _ message: String, inputHasReplacement: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let bytes = Array(message.utf8)
    #expect(bytes.count <= limit, "\(bytes.count) bytes", sourceLocation: sourceLocation)
    #expect(isValidUTF8(bytes), "not valid UTF-8", sourceLocation: sourceLocation)
    // A scalar cut in two would read back as U+FFFD.
    if !inputHasReplacement {
      #expect(
        !message.unicodeScalars.contains("\u{FFFD}"), "a scalar was cut",
        sourceLocation: sourceLocation)
    }
  }

  // MARK: Tests

  @Test func everyCaseIsBuilt() {
    let text = "x"
    let list = ["a", "b"]
    #expect(Set(Self.navigationErrors(text, list).map(Self.index)) == Set(0..<37))
    #expect(Set(Self.restorationErrors(text, list).map(Self.index)) == Set(0..<14))
    #expect(Set(Self.linkErrors(text, list).map(Self.index)) == Set(0..<19))
    #expect(Set(Self.resultErrors(text, list).map(Self.index)) == Set(0..<14))
    #expect(Set(Self.dialogErrors(text, list).map(Self.index)) == Set(0..<8))
  }

  @Test(arguments: MessageBoundTests.hostile.indices)
  func everyMessageOfHugeTextIsBounded(index: Int) {
    let text = Self.hostile[index]
    let replacement = text.unicodeScalars.contains("\u{FFFD}")
    let lists = [
      [text], Array(repeating: text, count: 3), (0..<10_000).map { "item \($0)" },
      Array(repeating: String(text.utf8.prefix(100_000)) ?? "", count: 10_000),
    ]
    for list in lists {
      for message in Self.messages(text, list) {
        Self.expectBounded(message, inputHasReplacement: replacement)
      }
    }
  }

  @Test func shortTextIsQuotedWhole() {
    for text in Self.short {
      for message in Self.messages(text, Self.short) {
        #expect(!message.contains("bytes) …"), "\(message)")
        #expect(!message.contains("… and"), "\(message)")
        #expect(message.utf8.count <= Self.limit)
      }
      for error in Self.navigationErrors(text, [text]) {
        if case .stackNotFound = error { #expect("\(error)".contains(text)) }
      }
    }
    #expect(
      NavigationError.guardTimedOut("auth", seconds: 2).description
        == "guard \"auth\" did not decide within 2.0 s (the router's guard timeout), so the "
        + "navigation was dropped; make the guard answer sooner or raise the timeout")
    #expect(
      NavigationError.layerLimitExceeded(presenter: "main", layerDepth: 4, limit: 3).description
        == "a layer presented by stack \"main\" would be 4 layers deep; the tree allows 3: "
        + "dismiss a layer first, or create the tree with a higher maxLayerDepth "
        + "(NavigationState(content:maxLayerDepth:))")
  }

  @Test func aRandomizedPassStaysBounded() {
    var random = SeededGenerator(seed: 0x5EED_0001)
    let pieces = [
      "a", "é", "\u{0301}", "\u{20DD}", "👩", "\u{200D}", "\u{FE0F}", "\u{0}", "\"", "\\",
      "\n", "\u{10FFFF}", "\u{FEFF}", "日本",
    ]
    func randomText(_ count: Int) -> String {
      var text = ""
      for _ in 0..<count { text += pieces.randomElement(using: &random) ?? "" }
      return text
    }
    for round in 0..<40 {
      let text = randomText(Int.random(in: 0...60_000, using: &random))
      let list = (0..<Int.random(in: 0...2_000, using: &random)).map { _ in
        randomText(Int.random(in: 0...300, using: &random))
      }
      for message in Self.messages(text, list) {
        #expect(message.utf8.count <= Self.limit, "round \(round)")
        #expect(Self.isValidUTF8(Array(message.utf8)), "round \(round)")
      }
    }
  }

  // MARK: Through the router

  @Test func aFailedPushOfTenThousandRoutesIsBounded() {
    let router = Router()
    let log = FailureLog(router)
    let routes: [any Hashable & Sendable] = (0..<10_000).map { LongRoute(text: "route \($0)") }
    router.stack("missing").push(contentsOf: routes)
    let failure = log.failures.first
    #expect(failure.map { "\($0)".utf8.count <= Self.limit } == true)
    #expect(failure?.call.name == "push")
    #expect(failure?.call.target == .stack("missing"))
    #expect(failure?.call.arguments.first?.label == "contentsOf")
    #expect(failure?.call.description.hasSuffix("… and 9990 more])") == true, "\(log.calls)")
  }

  @Test func aFailedPushOfAHugeRouteIsBounded() {
    for text in Self.hostile + [String(repeating: "r", count: 100_000)] {
      let router = Router()
      let log = FailureLog(router)
      router.stack(StackID(text)).push(LongRoute(text: text))
      router.push(LongRoute(text: text))
      router.stack(StackID(text)).pop(-1)
      _ = router.open(text, with: LinkMap(schemes: ["myapp"]))
      #expect(log.failures.count == 3)
      for failure in log.failures {
        Self.expectBounded("\(failure)", inputHasReplacement: text.contains("\u{FFFD}"))
      }
    }
  }

  @Test func aChainOfCallsWithHugeRoutesIsBounded() {
    let router = Router()
    let log = FailureLog(router)
    let route = LongRoute(text: String(repeating: "x", count: 20_000))
    router.events.observe { _ in router.push(route) }
    router.push(Screen.profile)
    #expect(log.failures.count == 1)
    for failure in log.failures {
      Self.expectBounded("\(failure)")
      Self.expectBounded("\(failure.error)")
    }
  }

  @Test func aCallPrintsAsWritten() {
    let call = NavigationCall(
      "push", on: .stack("settings"), arguments: [.init(value: "Screen.profile")])
    #expect(call.description == #"stack("settings").push(Screen.profile)"#)
    #expect(
      NavigationCall("pop", arguments: [.init(label: "toLastWhere", value: "")]).description
        == "pop(toLastWhere:)")
    #expect(NavigationCall("resumePending", on: .guards).description == "guards.resumePending()")
    #expect(
      NavigationCall("deliver", on: .screen(.entry(EntryID(2))), arguments: [.init(value: "1")])
        .description == "deliver(1)")
    let many = NavigationCall("f", arguments: (0..<50).map { .init(value: "\($0)") })
    #expect(many.arguments.count == 10)
    #expect(many.description == "f(0, 1, 2, 3, 4, 5, 6, 7, 8, … and 41 more)")
  }
}
