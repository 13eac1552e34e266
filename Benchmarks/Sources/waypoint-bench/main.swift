// waypoint-bench: run with `swift run -c release --package-path Benchmarks waypoint-bench
// <benchmark> [--json]`. Each benchmark prints a table, or with --json one JSON object on
// its last line.

import Foundation

let benchmarks: [String: @MainActor (_ json: Bool) -> Void] = [
  "ops": OpsBenchmark.run,
  "recorder": OpsBenchmark.runRecorder,
  "recorder-profile": OpsBenchmark.runRecorderProfile,
  "host": HostBenchmark.run,
  "links": LinksBenchmark.run,
  "links-profile": LinksBenchmark.runRegisterProfile,
  "restoration": RestorationBenchmark.run,
  "screens": ScreensBenchmark.run,
  "deferred": DeferredBenchmark.run,
  "superseded": SupersededBenchmark.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
let names = arguments.filter { !$0.hasPrefix("--") }

guard let name = names.first, let benchmark = benchmarks[name] else {
  let known = benchmarks.keys.sorted().joined(separator: "|")
  FileHandle.standardError.write(Data("usage: waypoint-bench <\(known)> [--json]\n".utf8))
  exit(2)
}
MainActor.assumeIsolated { benchmark(json) }
