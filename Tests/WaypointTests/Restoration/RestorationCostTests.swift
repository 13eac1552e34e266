import Foundation
import Testing
import Waypoint

/// Counts how many times routes of one type were decoded.
final class DecodeCount: @unchecked Sendable {
  // @unchecked: `value` is only read and written while `lock` is held.
  private let lock = NSLock()
  private var value = 0

  func add() {
    lock.lock()
    value += 1
    lock.unlock()
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}

/// A route that counts its decodes; one type per test, so tests can run in parallel.
protocol CountedRoute: Codable, Hashable, Sendable {
  static var decodes: DecodeCount { get }
  var id: Int { get }
  init(id: Int)
}

extension CountedRoute {
  init(from decoder: any Decoder) throws {
    Self.decodes.add()
    self.init(id: try decoder.singleValueContainer().decode(Int.self))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(id)
  }
}

struct StrictCounted: CountedRoute {
  static let decodes = DecodeCount()
  var id: Int
}

struct SurplusCounted: CountedRoute {
  static let decodes = DecodeCount()
  var id: Int
}

struct LenientCounted: CountedRoute {
  static let decodes = DecodeCount()
  var id: Int
}

/// A route stored as its raw value, whose decoding error quotes the value it met.
enum Tint: String, Codable, Hashable, Sendable {
  case red, blue
}

/// Rejecting a snapshot costs no more than accepting one: routes are counted before they
/// are decoded, and a strict restore stops at the first route that fails.
@Suite struct RestorationCostTests {
  /// A snapshot of one stack with `entries` entries of the type `name`, whose routes are
  /// `routes`.
  static func snapshot(name: String, entries: Int, routes: [String]) -> Data {
    let ids = entries == 1 ? "1" : "1-\(entries)"
    let types = Array(repeating: "0", count: entries).joined(separator: ",")
    return Data(
      """
      {"waypoint":1,"version":1,"types":["\(name)"],"routes":[[\(routes.joined(separator: ","))]],
       "root":{"stack":{"id":"main","entries":"\(ids)","entryTypes":"\(types)"}}}
      """.utf8)
  }

  @Test func aStrictRestoreStopsAtTheFirstRouteThatFails() throws {
    let coder = SnapshotCoder().registering(StrictCounted.self, as: "counted")
    let data = Self.snapshot(
      name: "counted", entries: 1_000, routes: ["1"] + Array(repeating: "\"x\"", count: 999))
    let error = #expect(throws: RestorationError.self) { try coder.decode(data) }
    guard case .undecodableRoute(_, let path, _)? = error else {
      Issue.record("expected undecodableRoute, got \(String(describing: error))")
      return
    }
    #expect(path == "root.stack.entries[1]")
    // The good first route, then the first bad one; none of the 998 after it.
    #expect(StrictCounted.decodes.count == 2)
  }

  @Test func routesTheTreeDoesNotUseAreRejectedBeforeAnyIsDecoded() throws {
    let data = Self.snapshot(
      name: "counted", entries: 1, routes: Array(repeating: "\"x\"", count: 100_000))
    for mode in [RestorationMode.strict, .lenient] {
      let coder = SnapshotCoder(mode: mode).registering(SurplusCounted.self, as: "counted")
      #expect(
        throws: RestorationError.invalidData(
          path: "routes[0]",
          detail: "has 100000 \"counted\" routes, but the tree uses 1; each route belongs to "
            + "one entry or root")
      ) { try coder.decode(data) }
    }
    #expect(SurplusCounted.decodes.count == 0)
  }

  @Test func routesOfAnUnregisteredNameAreNotDecoded() throws {
    let data = Self.snapshot(
      name: "nope", entries: 2, routes: [#"{"a":[1,2,3]}"#, #"{"b":[4,5,6]}"#])
    let coder = SnapshotCoder(mode: .lenient).registering(LenientCounted.self, as: "counted")
    let restored = try coder.decode(data)
    #expect(restored.summary.problems.count == 2)
    #expect(restored.summary.droppedEntries.map(\.id) == [EntryID(1), EntryID(2)])
  }

  @Test func aLenientRestoreDecodesEachRouteOnce() throws {
    let coder = SnapshotCoder(mode: .lenient).registering(LenientCounted.self, as: "counted")
    let data = Self.snapshot(
      name: "counted", entries: 4, routes: ["1", "\"x\"", "3", "\"y\""])
    let restored = try coder.decode(data)
    #expect(restored.state.totalEntryCount == 1)
    #expect(restored.summary.problems.count == 2)
    #expect(LenientCounted.decodes.count == 4)
  }

  /// Each problem's text stays short, whatever the route held.
  @Test func aRouteThatDoesNotDecodeIsDescribedInFewWords() throws {
    let huge = String(repeating: "violet", count: 100_000)
    let coder = SnapshotCoder().registering(Tint.self, as: "tint")
    let data = Self.snapshot(name: "tint", entries: 2, routes: ["\"red\"", "\"\(huge)\""])
    let error = #expect(throws: RestorationError.self) { try coder.decode(data) }
    #expect((error?.description.utf8.count ?? 0) < 1_000, "\(error?.description.prefix(300) ?? "")")
    let lenient = SnapshotCoder(mode: .lenient).registering(Tint.self, as: "tint")
    let report = try lenient.decode(data).summary
    #expect(report.problems.count == 1)
    #expect(report.description.utf8.count < 1_000)
  }

  /// A tree far over the limits is rejected as soon as it goes over: the message says by
  /// how much only as far as it counted.
  @Test(arguments: [RestorationLimits.Kind.stacks, .entries])
  func aTreeFarOverTheLimitsStopsAtTheLimit(_ kind: RestorationLimits.Kind) throws {
    let tabs = (0..<5_000).map { index in
      kind == .stacks
        ? #"{"id":"t\#(index)"}"#
        : #"{"id":"t\#(index)","entries":"\#(index * 3 + 1)-\#(index * 3 + 3)","entryTypes":"0,0,0"}"#
    }
    let data = Data(
      (#"{"waypoint":1,"version":1,"types":["int"],"routes":[[]],"root":{"tabs":["#
        + tabs.joined(separator: ",") + #"],"selected":"t0"}}"#).utf8)
    let limits =
      kind == .stacks
      ? RestorationLimits(maxStacks: 100) : RestorationLimits(maxEntries: 100, maxStacks: 10_000)
    let coder = SnapshotCoder(limits: limits).registering(Int.self, as: "int")
    let error = #expect(throws: RestorationError.self) { try coder.decode(data) }
    #expect(error == .limitExceeded(kind, found: 101, maximum: 100))
    #expect(
      error?.description
        == "the snapshot has more than 100 \(kind), the limit; raise it with "
        + "RestorationLimits(max\(kind == .stacks ? "Stacks" : "Entries"):) if it is expected")
  }
}
