import Foundation
import Testing
import Waypoint
import WaypointTestSupport

/// Restores 100,000 mutated snapshots: each must restore to a valid state or throw a
/// `RestorationError`, and never crash.
@Suite struct RestorationMutationTests {
  /// Small valid snapshots to mutate: the 16 smallest of 200 generated trees with layers.
  static let bases: [Data] = {
    var generator = RestorationTreeGenerator(seed: 99)
    let restoration = RestorationFixtures.restoration
    let trees = (0..<200).compactMap { _ in try? generator.state() }
      .filter { state in state.allStacks.contains { $0.presented != nil } }
    let snapshots = trees.compactMap { try? restoration.encode($0) }
    return Array(snapshots.sorted { $0.count < $1.count }.prefix(16))
  }()

  /// Values that tend to break parsers and limits.
  static let interesting: [String] = [
    "0", "-1", "18446744073709551615", "18446744073709551616", "99999999999999999999", "1e300",
    "-0", "1.5", "null", "true", "\"\"", "[]", "{}", "\"stack-1\"", "\"1-18446744073709551614\"",
    "\"0,0,0,0\"", "\"1,1\"", "[[]]", "\"\\u0000\"", "\"\\ud800\"",
  ]

  @Test(arguments: 0..<20)
  func mutatedSnapshotsRestoreOrThrowATypedError(seed: UInt64) {
    #expect(Self.bases.count == 16)
    var random = SeededGenerator(seed: seed)
    let strict = RestorationFixtures.restoration
    let lenient = RestorationFixtures.lenient()
    var restored = 0
    for iteration in 0..<5_000 {
      var bytes = [UInt8](Self.bases[Int.random(in: 0..<Self.bases.count, using: &random)])
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        Self.mutate(&bytes, using: &random)
      }
      let restoration = iteration.isMultiple(of: 2) ? strict : lenient
      // The signature guarantees that only a RestorationError can be thrown.
      guard let result = try? restoration.decode(Data(bytes)) else { continue }
      restored += 1
      let ids = result.state.allStacks.flatMap { $0.entries.map(\.id) }
      #expect(Set(ids).count == ids.count, "seed \(seed), iteration \(iteration)")
      let again = try? restoration.decode(restoration.encode(result.state))
      #expect(again?.state == result.state, "seed \(seed), iteration \(iteration)")
    }
    // Some mutations (inside a string, a number) leave a valid snapshot.
    #expect(restored > 0)
  }

  static func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
    guard !bytes.isEmpty else {
      bytes = Array("{}".utf8)
      return
    }
    let position = Int.random(in: 0..<bytes.count, using: &random)
    let length = min(Int.random(in: 1...16, using: &random), bytes.count - position)
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      bytes[position] = UInt8.random(in: 0...255, using: &random)
    case 1:
      let significant = Array("{}[]\",:-0123456789e.\\ ".utf8)
      bytes[position] = significant[Int.random(in: 0..<significant.count, using: &random)]
    case 2:
      bytes.removeSubrange(position..<(position + length))
    case 3:
      let chunk = bytes[position..<(position + length)]
      bytes.insert(contentsOf: chunk, at: Int.random(in: 0...bytes.count, using: &random))
    case 4:
      bytes.removeSubrange(position...)
    case 5:
      // Replace a number or a string by an interesting value.
      let value = interesting[Int.random(in: 0..<interesting.count, using: &random)]
      bytes.replaceSubrange(position..<(position + length), with: Array(value.utf8))
    default:
      // Swap two bytes, as a transposition would.
      let other = Int.random(in: 0..<bytes.count, using: &random)
      bytes.swapAt(position, other)
    }
  }
}
