import Foundation

/// What a run of the demo does around its commands: the start-up options, scripts, and
/// saving the state on exit.
@MainActor
package enum DemoSession {
  /// Applies the start-up options to `app`: restores `--state FILE` when the file exists,
  /// then opens `--open URL` on top of it (``DemoApp/launch(state:link:)``).
  ///
  /// - Throws: ``DemoError`` when the file or the link is bad.
  package static func start(_ app: DemoApp, options: DemoOptions) throws(DemoError) {
    try app.launch(state: options.stateFile, link: options.link)
  }

  /// Saves the state to `--state FILE`, if given.
  ///
  /// - Throws: ``DemoError`` when the file cannot be written.
  package static func finish(_ app: DemoApp, options: DemoOptions) throws(DemoError) {
    if let file = options.stateFile {
      try app.save(to: file)
    }
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
