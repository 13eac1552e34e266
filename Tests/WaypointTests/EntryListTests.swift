import Testing
import Waypoint
import WaypointTestSupport

@Suite("Entry lists")
struct EntryListTests {
  func entry(_ id: UInt64) -> Entry { Entry(id: EntryID(id), route: AnyRoute(Int(id % 7))) }

  /// Random pushes and pops against an array, with older copies kept alive at random (as
  /// events keep old states): every copy keeps the entries it had.
  @Test(arguments: [1 as UInt64, 2, 3])
  func aListAgreesWithAnArrayWhileOlderCopiesAreKept(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var list = EntryList()
    var model: [Entry] = []
    var kept: [(EntryList, [Entry])] = []
    var next: UInt64 = 1
    for step in 0..<2_000 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5:
        for _ in 0..<Int.random(in: 1...40, using: &random) {
          list.append(entry(next))
          model.append(entry(next))
          next += 1
        }
      case 5..<8:
        let count = Int.random(in: 0...30, using: &random)
        let removed = Swift.min(count, model.count)
        #expect(list.removeTopEntries(upTo: count) == Array(model.suffix(removed)))
        model.removeLast(removed)
      case 8:
        kept.append((list, model))
        if kept.count > 20 { kept.removeFirst() }
      default:
        if !kept.isEmpty { kept.remove(at: Int.random(in: 0..<kept.count, using: &random)) }
      }
      #expect(list.count == model.count, "step \(step)")
      #expect(list.last == model.last, "step \(step)")
      if step % 50 == 0 {
        #expect(Array(list) == model, "step \(step)")
        #expect(Array(list) == model, "step \(step)")
      }
      if step % 200 == 0 {
        for (copy, entries) in kept { #expect(Array(copy) == entries, "step \(step)") }
      }
    }
    for (copy, entries) in kept {
      #expect(Array(copy) == entries)
      #expect(copy == EntryList(entries))
      #expect(copy.hashValue == EntryList(entries).hashValue)
    }
  }

  @Test func listsWithTheSameEntriesAreEqualHoweverTheyWereBuilt() {
    let entries = (1...100).map { entry($0) }
    var grown = EntryList()
    var shared: [EntryList] = []
    for entry in entries {
      grown.append(entry)
      shared.append(grown)  // every push on a shared list
    }
    #expect(grown == EntryList(entries))
    #expect(grown != EntryList(entries.dropLast()))
    var popped = grown
    popped.removeTopEntries(upTo: 1)
    #expect(popped == shared[98])
    #expect(popped != EntryList(entries.dropLast(2) + [entry(500)]))
  }

  @Test func popsStopAtTheBottomAndFindEntriesFromTheTop() {
    var list = EntryList((1...40).map { entry($0) })
    #expect(list.entriesAbove(EntryID(40)) == 0)
    #expect(list.entriesAbove(EntryID(1)) == 39)
    #expect(list.entriesAbove(EntryID(41)) == nil)
    #expect(list.topEntries(3).map(\.id) == [EntryID(38), EntryID(39), EntryID(40)])
    #expect(list.removeTopEntries(upTo: 100).count == 40)
    #expect(list.isEmpty)
    #expect(list.last == nil)
    #expect(Array(list).isEmpty)
    list.append(entry(7))
    #expect(Array(list) == [entry(7)])
  }

  @Test func aVeryLongSharedChainIsReleasedWithoutRecursion() {
    var states: [EntryList]? = []
    var list = EntryList()
    for id in 1...200_000 as ClosedRange<UInt64> {
      list.append(entry(id))
      if id % 2 == 0 { states?.append(list) }
    }
    var count = 0
    for _ in list { count += 1 }
    #expect(count == 200_000)
    states = nil
    list = EntryList()
    #expect(list.isEmpty)
  }
}
