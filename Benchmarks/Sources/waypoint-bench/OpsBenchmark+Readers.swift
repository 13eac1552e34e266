import Observation
import Waypoint

extension OpsBenchmark {
  /// What a push re-evaluates, counted rather than timed: in an app of 5 tabs of 20
  /// screens with a sheet of 20 screens over the selected tab, the observation readers a
  /// SwiftUI app has (each stack's path, as its `NavigationStack` reads it; each stack's
  /// depth, as a badge or a back button does; the router's `depth` and `canPop`, as a
  /// toolbar does), and which of them one push on the sheet's stack fires.
  struct ReadersFired {
    var readers: Int
    var fired: [String]
  }

  /// Arms every reader once, pushes once on the visible stack (the sheet's), and returns
  /// the readers whose `onChange` ran.
  static func readersFiredOnPush() -> ReadersFired {
    let tabs = (1...5).map { StackID("tab-\($0)") }
    guard let state = try? NavigationState(tabs: tabs, selected: tabs[0]) else {
      return ReadersFired(readers: 0, fired: [])
    }
    let router = Router(state)
    for tab in tabs { router.stack(tab).push(contentsOf: (0..<20).map { $0 }) }
    router.present(.sheet("sheet", id: "sheet", path: (0..<20).map { $0 }))
    let fired = FiredReaders()
    var readers: [(String, () -> Void)] = []
    for id in tabs + ["sheet"] {
      let stack = router.stack(id)
      readers.append(("path of \(id)", { _ = stack.state?.entries }))
      readers.append(("depth of \(id)", { _ = stack.depth }))
    }
    readers.append(("router.depth", { _ = router.depth }))
    readers.append(("router.canPop", { _ = router.canPop }))
    for (name, read) in readers {
      withObservationTracking(read) { fired.add(name) }
    }
    router.push(20)
    return ReadersFired(readers: readers.count, fired: fired.names)
  }
}

/// The names of the readers that fired, in order. Observation calls `onChange` on the
/// main actor here, inside the push, so no lock is needed.
private final class FiredReaders: @unchecked Sendable {
  private(set) var names: [String] = []
  func add(_ name: String) { names.append(name) }
}
