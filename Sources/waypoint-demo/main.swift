import Foundation
import WaypointDemoKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The waypoint-demo executable: parses the options, then runs the interactive demo when
// stdin is a terminal, or the commands on stdin (or in --script FILE) otherwise. The demo's
// logic lives in WaypointDemoKit.

/// Writes one line to stdout at once, so that a reader of a pipe sees each result as soon
/// as its command has run.
func emit(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(status)
}

let options: DemoOptions
do {
  options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  fail(error.description, status: 2)
}
if options.help {
  print(DemoOptions.usage)
  exit(0)
}
/// Runs `body` in a task on the main actor, then exits: scripts and the tour await the
/// answers screens wait for, so they run while the main queue turns.
func runThenExit(_ body: @escaping @MainActor () async -> Int32) -> Never {
  Task { @MainActor in exit(await body()) }
  dispatchMain()
}

if options.tour {
  runThenExit {
    await DemoTour.play(output: emit)
    return 0
  }
}

// The live terminal records events at the system's time; a script, a fixed step apart, so
// that it records the same times on every run.
let terminal = options.script == nil ? Terminal() : nil
let app = DemoApp(clock: terminal == nil ? nil : .system)
do {
  try DemoSession.start(app, options: options)
} catch {
  fail(error.description)
}

/// Writes the recording to --record FILE and saves the state to --state FILE, then exits.
@MainActor func finish(status: Int32) -> Never {
  do {
    try DemoSession.finish(app, options: options)
  } catch {
    fail(error.description)
  }
  exit(status)
}

if let script = options.script {
  let text: String
  do {
    text = try String(contentsOfFile: app.path(of: script), encoding: .utf8)
  } catch {
    fail("cannot read the script \"\(script)\": \(error.localizedDescription)")
  }
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if lines.last == "" { lines.removeLast() }
  runThenExit {
    await DemoSession.runScript(lines, on: app, output: emit)
    finish(status: 0)
  }
} else if let terminal {
  InteractiveHost(terminal: terminal, demo: InteractiveDemo(app: app)) { finish(status: $0) }
    .run()
} else {
  runThenExit {
    let input = AnyIterator { readLine(strippingNewline: true) }
    let commands = await DemoSession.runScript(IteratorSequence(input), on: app, output: emit)
    if commands == 0 {
      await DemoTour.play(output: emit)
    }
    finish(status: 0)
  }
}
