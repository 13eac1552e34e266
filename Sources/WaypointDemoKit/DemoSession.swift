import Foundation

/// What a run of the demo does around its commands: the start-up options, scripts, and
/// writing the recording and saving the state on exit.
@MainActor
package enum DemoSession {
  /// Applies the start-up options to `app`: starts recording for `--record FILE` (so that
  /// the recording holds what the next options do), restores `--state FILE` when the file
  /// exists, then opens `--open URL` on top of it (``DemoApp/launch(state:link:)``).
  ///
  /// - Throws: ``DemoError`` when the file or the link is bad.
  package static func start(_ app: DemoApp, options: DemoOptions) throws(DemoError) {
    if options.recordFile != nil {
      try app.startRecording()
    }
    try app.launch(state: options.stateFile, link: options.link)
  }

  /// Writes what the recorder holds to `--record FILE` and saves the state to
  /// `--state FILE`, for each option given; the one written even when the other fails.
  ///
  /// - Throws: ``DemoError`` when a file cannot be written: the first such error.
  package static func finish(_ app: DemoApp, options: DemoOptions) throws(DemoError) {
    var failure: DemoError?
    if let file = options.recordFile {
      do {
        try app.saveRecording(to: file)
      } catch {
        failure = error
      }
    }
    if let file = options.stateFile {
      do {
        try app.save(to: file)
      } catch {
        failure = failure ?? error
      }
    }
    if let failure { throw failure }
  }

  /// Runs script lines in order, passing each command's output to `output` (one line, or
  /// for `tree` several joined by newlines), and returns the number of commands run (blank
  /// lines and comments are not commands).
  ///
  /// Each command ends before the next starts, answers the screens await included
  /// (``DemoApp/execute(line:)``).
  @discardableResult
  package static func runScript(
    _ lines: some Sequence<String>, on app: DemoApp, output: (String) -> Void
  ) async -> Int {
    var commands = 0
    for line in lines {
      guard let result = await app.execute(line: line) else { continue }
      commands += 1
      output(result)
    }
    return commands
  }
}

extension DemoApp {
  /// The absolute path of `file`, resolved against ``workingDirectory`` when relative.
  package func path(of file: String) -> String {
    file.hasPrefix("/") ? file : workingDirectory.appendingPathComponent(file).path
  }
}
