import Waypoint

extension NavigationRecording {
  /// Replays a recording's text as a regression test: the running test (Swift Testing or
  /// XCTest) fails at the first step whose tree differs from the recorded one, with the step,
  /// its action and the trees' difference in words, or when the text does not read.
  ///
  /// ```swift
  /// // In a test: the recording a bug report came with.
  /// let text = try String(contentsOf: bugReport, encoding: .utf8)
  /// await NavigationRecording.expectReplay(text, with: coder)
  /// ```
  ///
  /// - Parameters:
  ///   - text: A recording's text, as `NavigationRecording.exported(with:redaction:)` wrote
  ///     it.
  ///   - coder: A coder that registers the recording's route types.
  ///   - tokens: Values for the tokens of a redacted recording.
  ///   - router: The router to replay into, with the app's guards for `.redecide`; a new
  ///     router by default.
  ///   - mode: Whether the recorded decisions are used, or the guards decide again.
  ///   - ignoringEntryIDs: Whether trees that differ only in their entry IDs match.
  ///   - fileID: The file of the assertion; leave the default.
  ///   - filePath: The path of the assertion's file; leave the default.
  ///   - line: The line of the assertion; leave the default.
  ///   - column: The column of the assertion; leave the default.
  /// - Returns: The replay's report, or `nil` when the text did not read or replay.
  @MainActor
  @discardableResult
  public static func expectReplay(
    _ text: String, with coder: SnapshotCoder,
    tokens: [String: any Hashable & Sendable] = [:], into router: Router? = nil,
    mode: ReplayMode = .asRecorded, ignoringEntryIDs: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> ReplayReport? {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
      let recording = try NavigationRecording(reading: text, with: coder, tokens: tokens)
      return await recording.expectReplay(
        into: router, mode: mode, ignoringEntryIDs: ignoringEntryIDs, at: location)
    } catch {
      reportToRunningTest("the recording does not read: \(error)", .failure, at: location)
      return nil
    }
  }

  /// Replays this recording as a regression test: the running test fails at the first step
  /// whose tree differs from the recorded one (see
  /// ``expectReplay(_:with:tokens:into:mode:ignoringEntryIDs:fileID:filePath:line:column:)``).
  ///
  /// ```swift
  /// await recorder.recording.expectReplay()
  /// ```
  ///
  /// - Parameters:
  ///   - router: The router to replay into, with the app's guards for `.redecide`; a new
  ///     router by default.
  ///   - mode: Whether the recorded decisions are used, or the guards decide again.
  ///   - ignoringEntryIDs: Whether trees that differ only in their entry IDs match.
  ///   - fileID: The file of the assertion; leave the default.
  ///   - filePath: The path of the assertion's file; leave the default.
  ///   - line: The line of the assertion; leave the default.
  ///   - column: The column of the assertion; leave the default.
  /// - Returns: The replay's report, or `nil` when the recording did not replay.
  @MainActor
  @discardableResult
  public func expectReplay(
    into router: Router? = nil, mode: ReplayMode = .asRecorded, ignoringEntryIDs: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> ReplayReport? {
    await expectReplay(
      into: router, mode: mode, ignoringEntryIDs: ignoringEntryIDs,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  @MainActor
  private func expectReplay(
    into router: Router?, mode: ReplayMode, ignoringEntryIDs: Bool, at location: TestLocation
  ) async -> ReplayReport? {
    do {
      let report =
        if let router {
          try await replay(into: router, mode: mode, ignoringEntryIDs: ignoringEntryIDs)
        } else if mode == .asRecorded {
          try await replay(ignoringEntryIDs: ignoringEntryIDs)
        } else {
          try await replay(into: Router(), mode: mode, ignoringEntryIDs: ignoringEntryIDs)
        }
      if let divergence = report.divergence {
        reportToRunningTest("\(divergence)", .failure, at: location)
      }
      return report
    } catch {
      reportToRunningTest("the recording does not replay: \(error)", .failure, at: location)
      return nil
    }
  }
}
