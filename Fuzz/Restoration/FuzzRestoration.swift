// libFuzzer entry point for restoring snapshots. Built by scripts/fuzz-restoration.sh with
// `swiftc -sanitize=fuzzer,address` together with the engine's sources and the test app's
// route types, Tests/WaypointTestSupport/SavedRoutes.swift (not a SwiftPM target). Each
// input is restored strictly and leniently; a restored state must survive a second round
// trip unchanged, and anything else must be a RestorationError.

import Foundation

/// The fuzzed app's restoration in `mode`.
func restoration(_ mode: RestorationMode) -> SnapshotCoder {
  SnapshotCoder(
    version: 2, mode: mode,
    limits: RestorationLimits(maxBytes: 1 << 16, maxEntries: 1_000, maxStacks: 100),
    migration: SnapshotMigration(
      stackID: { id, _ in id == "old" ? "new" : id },
      route: { route, _ in
        if route.name == "legacy" { route.name = "int" }
        if route.name == "reject" { throw CancellationError() }
      })
  )
  .registering(SavedScreen.self, as: "screen")
  .registering(SavedArticle.self, as: "article", formerNames: ["post"])
  .registering(Int.self, as: "int")
  .registering(String.self, as: "string")
}

let strict = restoration(.strict)

let lenient = restoration(.lenient)

/// Restores one fuzzer input strictly and leniently; aborts when a restored state does not
/// survive a second round trip, holds an entry ID twice, or makes the ID generator repeat
/// one of its IDs.
@_cdecl("LLVMFuzzerTestOneInput")
public func restoreOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  for restoration in [strict, lenient] {
    do {
      let restored = try restoration.decode(data)
      let again = try restoration.decode(restoration.encode(restored.state))
      guard again.state == restored.state, again.summary.isComplete else {
        print("round trip changed the state:\n\(restored.state)\n\(again.state)")
        abort()
      }
      let ids = restored.state.allStacks.flatMap { $0.entries.map(\.id) }
      guard Set(ids).count == ids.count else {
        print("duplicate entry IDs in \(restored.state)")
        abort()
      }
      // IDs made after the restore never repeat one in the tree, even near UInt64.max.
      var generator = IDGenerator()
      generator.reserveIDs(in: restored.state)
      let made = (0..<3).map { _ in generator.newEntryID() }
      guard Set(made).count == 3, Set(ids).isDisjoint(with: made) else {
        print("the generator repeated an ID: \(made) in \(restored.state)")
        abort()
      }
    } catch {
      // A typed RestorationError: the expected outcome for bad input.
      _ = error.description
    }
  }
  return 0
}
