import Foundation
import Testing

/// Runs the built `waypoint-demo` as a user would, through its standard streams.
@Suite struct ExecutableTests {
  struct Run {
    var status: Int32
    var output: [String]
    var errors: String
  }

  /// The `waypoint-demo` binary beside the test bundle.
  static var binary: URL? {
    var directories = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    return directories.map { $0.appendingPathComponent("waypoint-demo") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs the demo with `arguments`, feeding it `input` (or nothing: an empty file).
  func run(
    _ arguments: [String] = [], input: String? = nil, in directory: URL? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Run {
    let binary = try #require(Self.binary, "waypoint-demo is built", sourceLocation: sourceLocation)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    // Each run works in a directory of its own: the tour saves and restores `tour.json` in
    // the current directory, and runs in parallel must not share that file.
    let workDirectory =
      directory
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-demo-run-\(UUID().uuidString)")
    if directory == nil {
      try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    }
    defer { if directory == nil { try? FileManager.default.removeItem(at: workDirectory) } }
    process.currentDirectoryURL = workDirectory
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    // Input comes from a file, not a pipe: a run that exits before reading it (--tour, a bad
    // option) must not make this process write to a closed pipe.
    let inputFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-demo-input-\(UUID().uuidString)")
    try Data((input ?? "").utf8).write(to: inputFile)
    defer { try? FileManager.default.removeItem(at: inputFile) }
    // No input is an empty file, read to its end at once as `/dev/null` would be. Never a
    // handle that may be nil: a nil standard input makes the demo read this process's own
    // (under `swift test`, the build's output).
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errorText = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return Run(status: process.terminationStatus, output: lines, errors: errorText)
  }

  var tour: [String] {
    get throws {
      try Transcript.lines(of: Transcript.directory.appendingPathComponent("tour.out"))
    }
  }

  /// Expects the run to have printed the tour; on a difference, says at which line, what
  /// it printed there and on standard error.
  func expectTour(_ run: Run, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let tour = try tour
    guard run.output != tour else { return }
    let common = min(run.output.count, tour.count)
    let line = (0..<common).first { run.output[$0] != tour[$0] } ?? common
    let printed = line < run.output.count ? run.output[line] : "(nothing)"
    let expected = line < tour.count ? tour[line] : "(nothing)"
    Issue.record(
      """
      the run printed \(run.output.count) lines, the tour has \(tour.count); line \(line + 1) \
      is "\(printed)", not "\(expected)"; standard error: "\(run.errors)"
      """, sourceLocation: sourceLocation)
  }

  @Test func emptyStdinPlaysTheTour() throws {
    let run = try run()
    #expect(run.status == 0)
    try expectTour(run)
  }

  @Test func stdinWithOnlyCommentsPlaysTheTour() throws {
    let run = try run(input: "# nothing to do\n\n")
    try expectTour(run)
  }

  @Test func tourOptionPlaysTheTour() throws {
    let run = try run(["--tour"], input: "push profile\n")
    #expect(run.status == 0)
    try expectTour(run)
  }

  @Test func stdinRunsOneCommandPerLine() throws {
    let run = try run(input: "push profile\n# comment\n\npush nowhere\npresent sheet about\n")
    #expect(run.status == 0)
    #expect(
      run.output == [
        "[home] Router > Profile",
        "error: no route named \"nowhere\"; routes: profile, settings, about, account, login, "
          + "theme, share",
        "[home] Router > Profile | sheet: About",
      ])
  }

  @Test func scriptOptionReadsTheFile() throws {
    let transcript = Transcript(name: "stacks")
    let path = Transcript.directory.appendingPathComponent("stacks.txt").path
    let run = try run(["--script", path], input: "push about\n")
    #expect(run.status == 0)
    #expect(run.output == (try transcript.expected()))
  }

  @Test func missingScriptIsAnError() throws {
    let run = try run(["--script", "/nonexistent/script.txt"])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("error: cannot read the script \"/nonexistent/script.txt\""))
  }

  @Test(arguments: [
    (
      ["--bogus"],
      "error: unknown option \"--bogus\"; options: --script FILE, --open URL, --state FILE, --record FILE, --tour, --help\n"
    ),
    (["--script"], "error: --script needs a value; see --help\n"),
    (["--record"], "error: --record needs a value; see --help\n"),
    (["--open", "--tour"], "error: --open needs a value; see --help\n"),
  ])
  func badOptionsExitWithUsageError(arguments: [String], message: String) throws {
    let run = try run(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors == message)
  }

  @Test func stateOptionRestoresAtStartAndSavesOnExit() throws {
    let directory = try Transcript.makeWorkingDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try run(["--state", "state.json"], input: "push profile\n", in: directory)
    #expect(first.output == ["[home] Router > Profile"])
    #expect(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("state.json").path))
    let second = try run(["--state", "state.json"], input: "push about\n", in: directory)
    #expect(second.output == ["[home] Router > Profile > About"])
    let third = try run(["--state", "state.json"], input: "pop 0\n", in: directory)
    #expect(third.output == ["[home] Router > Profile > About"])
  }

  @Test func badStateFileStopsTheRunAndIsLeftAlone() throws {
    let directory = try Transcript.makeWorkingDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("cut-short.json")
    let before = try Data(contentsOf: file)
    let run = try run(["--state", "cut-short.json"], input: "push profile\n", in: directory)
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.hasPrefix(
        "error: cannot restore \"cut-short.json\": the snapshot is not valid JSON"))
    #expect(try Data(contentsOf: file) == before)
  }

  @Test func recordOptionRecordsTheSessionAndWritesItOnExit() throws {
    let directory = try Transcript.makeWorkingDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try run(
      ["--record", "session.rec", "--open", "waypoint://home/profile"],
      input: "push about\n# comment\npop\n", in: directory)
    #expect(first.status == 0)
    #expect(first.output == ["[home] Router > Profile > About", "[home] Router > Profile"])
    let text = try String(
      contentsOf: directory.appendingPathComponent("session.rec"), encoding: .utf8)
    #expect(text.hasPrefix("waypoint-recording\t1\n"))
    // The link opened at start is recorded too: the whole session, from the start.
    let second = try run(["--record", "again.rec"], input: "replay session.rec\n", in: directory)
    #expect(second.status == 0)
    #expect(
      second.output == [
        "replaying \"session.rec\": 3 recorded events",
        "  +0.000s deepLink: batch([setPath([DemoRoute.profile], on: \"home\")]) → home: #1 profile",
        "  +0.250s program: push([DemoRoute.about], on: .visible) → home: #2 about",
        "  +0.500s program: pop(1, from: .visible) → home: #1 profile",
        "every step matched; [home] Router > Profile",
      ])
    // The second session recorded the replay: the tree it starts from, then the same steps.
    let third = try run(input: "replay again.rec\n", in: directory)
    #expect(third.output.dropFirst().first == "  +0.000s restoration: replaceState(…) → home: root")
    #expect(third.output.last == "every step matched; [home] Router > Profile")
  }

  @Test func recordOptionWithAFolderThatDoesNotExistFailsOnExit() throws {
    let run = try run(["--record", "no-such-folder/session.rec"], input: "push profile\n")
    #expect(run.status == 1)
    #expect(run.output == ["[home] Router > Profile"])
    #expect(
      run.errors
        == "error: cannot save \"no-such-folder/session.rec\": its folder does not exist; "
        + "create it first\n")
  }

  @Test func openOptionAppliesALinkAtStart() throws {
    let run = try run(["--open", "waypoint://explore/about?sheet=settings"], input: "pop 0\nurl\n")
    #expect(run.status == 0)
    #expect(
      run.output == [
        "[explore] Router > About | sheet: Settings", "waypoint://explore/about?sheet=settings",
      ])
  }

  @Test func badOpenOptionStopsTheRun() throws {
    let run = try run(["--open", "waypoint://nowhere"], input: "pop 0\n")
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("no tab named \"nowhere\"; tabs: home, explore"))
  }

  @Test func helpListsEveryCommandAndOption() throws {
    let run = try run(["--help"])
    #expect(run.status == 0)
    let text = run.output.joined(separator: "\n")
    for word in [
      "push <route>", "target <stack> push <route>", "choose <theme>|<button>", "signout",
      "detent medium|large", "record on|off|save <file>", "replay <file>", "--state FILE",
      "--record FILE", "--tour",
    ] {
      #expect(text.contains(word), "help mentions \(word)")
    }
  }
}
