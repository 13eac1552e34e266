import Foundation

/// A transcript: a script `Transcripts/<name>.txt` and the output it must print,
/// `Transcripts/<name>.out`.
struct Transcript: CustomStringConvertible, Sendable {
  let name: String

  /// The directory that holds the transcripts, beside this file.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts", isDirectory: true)

  /// Files the transcripts' `restore` commands read, copied into each run's directory.
  static let fixtures = directory.appendingPathComponent("Fixtures", isDirectory: true)

  /// Every transcript, by name.
  static var all: [Transcript] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".txt") }.sorted()
      .map { Transcript(name: String($0.dropLast(4))) }
  }

  var description: String { name }

  /// The script's lines.
  func script() throws -> [String] {
    try Self.lines(of: Self.directory.appendingPathComponent(name + ".txt"))
  }

  /// The expected output's lines.
  func expected() throws -> [String] {
    try Self.lines(of: Self.directory.appendingPathComponent(name + ".out"))
  }

  /// The lines of a file, without the empty string after a final newline.
  static func lines(of file: URL) throws -> [String] {
    var lines = try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// A new empty directory with the fixtures copied in.
  static func makeWorkingDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-demo-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let fixtures = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    for file in fixtures {
      try FileManager.default.copyItem(
        at: Self.fixtures.appendingPathComponent(file),
        to: directory.appendingPathComponent(file))
    }
    return directory
  }
}
