#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where in a test an assertion was written: the call's file and line, as the `#fileID`,
/// `#filePath`, `#line` and `#column` defaults of the public calls capture them.
///
/// XCTest takes the file as a `StaticString`, which no string made at run time can become;
/// so the calls capture the location's parts, and a Swift Testing `SourceLocation` is made
/// from them.
package struct TestLocation: Sendable {
  package var fileID: StaticString
  package var filePath: StaticString
  package var line: UInt
  package var column: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `Module/File.swift:12`.
  package var description: String { "\(fileID):\(line)" }
}

/// What an assertion reports: a failure, or a note that does not fail the test.
package enum TestReportKind: Sendable, Equatable {
  /// The test fails.
  case failure
  /// Something the test may want to know (an event a non-exhaustive test skipped): a
  /// warning in Swift Testing (Swift 6.3 and later), printed otherwise.
  case note
}

/// Hands a message to whoever runs the test. `NavigationTest` reports through one of these;
/// its own tests put one in its place that keeps the messages.
package typealias TestReporter =
  @MainActor (_ message: String, _ kind: TestReportKind, _ location: TestLocation) -> Void

/// Reports to the framework that runs the current test.
///
/// Swift Testing when a Swift Testing test is running on this task (`Test.current` is
/// set): an issue at `location`, of warning severity for a note. Otherwise XCTest, where it
/// can be imported: `XCTFail` at `location`'s file and line for a failure. A note outside
/// Swift Testing, and a failure where neither framework runs, are printed.
@MainActor
package func reportToRunningTest(
  _ message: String, _ kind: TestReportKind, at location: TestLocation
) {
  #if canImport(Testing)
    if Test.current != nil {
      let sourceLocation = SourceLocation(
        fileID: "\(location.fileID)", filePath: "\(location.filePath)",
        line: Int(location.line), column: Int(location.column))
      switch kind {
      case .failure:
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      case .note:
        #if compiler(>=6.3)
          Issue.record(
            Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
        #else
          print("\(location.description): note: \(message)")
        #endif
      }
      return
    }
  #endif
  #if canImport(XCTest)
    if kind == .failure {
      XCTFail(message, file: location.filePath, line: location.line)
      return
    }
  #endif
  print("\(location.description): \(kind == .failure ? "error" : "note"): \(message)")
}
