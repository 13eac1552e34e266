import Foundation
import Testing
import WaypointDemoKit

@Suite @MainActor struct TranscriptTests {
  @Test(arguments: Transcript.all)
  func scriptPrintsItsTranscript(_ transcript: Transcript) async throws {
    let directory = try Transcript.makeWorkingDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = DemoApp(workingDirectory: directory)
    var output: [String] = []
    // A command prints one line, but `tree` prints a diagram over several: each line of the
    // output is a line of the transcript.
    await DemoSession.runScript(try transcript.script(), on: app) { result in
      output += result.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let expected = try transcript.expected()
    #expect(output.count == expected.count, "one line per command, a line per diagram line")
    for (index, pair) in zip(output, expected).enumerated() {
      #expect(pair.0 == pair.1, "output line \(index + 1) of \(transcript.name)")
    }
  }

  @Test func everyCommandIsInATranscript() throws {
    var used = Set<String>()
    for transcript in Transcript.all {
      for line in try transcript.script() {
        if let word = line.split(separator: " ").first { used.insert(String(word)) }
      }
    }
    let missing = DemoCommand.names.filter { !used.contains($0) }
    #expect(missing.isEmpty, "commands no transcript runs: \(missing)")
  }

  @Test func blankLinesAndCommentsPrintNothing() async {
    let app = DemoApp()
    var output: [String] = []
    let commands = await DemoSession.runScript(["", "   ", "# push profile", "  # pop"], on: app) {
      output.append($0)
    }
    #expect(commands == 0)
    #expect(output.isEmpty)
  }

  @Test func anErrorLeavesTheStateAsItWas() async {
    let app = DemoApp()
    _ = await app.execute(line: "push profile")
    let before = app.router.state
    #expect(await app.execute(line: "target nowhere push about")?.hasPrefix("error: ") == true)
    #expect(app.router.state == before)
  }

  @Test func tourPrintsItsTranscript() async throws {
    var output: [String] = []
    await DemoTour.play { output.append($0) }
    let expected = try Transcript.lines(
      of: Transcript.directory.appendingPathComponent("tour.out"))
    #expect(output == expected)
  }
}
