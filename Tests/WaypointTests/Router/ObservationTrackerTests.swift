import Observation
import Testing
import WaypointTestSupport

@testable import Waypoint

/// The observation tracker on its own: a reader is told exactly when what it read changed.
@Suite("Observation tracker")
@MainActor
struct ObservationTrackerTests {
  final class Flag: @unchecked Sendable {
    var fired = false
  }

  /// Runs `read` under observation tracking; the flag says whether it was told of a change.
  private func tracking(_ read: () -> Void) -> Flag {
    let flag = Flag()
    withObservationTracking(read) { flag.fired = true }
    return flag
  }

  private func tabs() throws -> NavigationState {
    try NavigationState(
      content: .tabs(
        try TabContainer(tabs: [StackState(id: "home"), StackState(id: "inbox")], selected: "home")
      ))
  }

  @Test func aDepthReaderIsToldOnlyWhenTheDepthChanges() throws {
    let tracker = ObservationTracker()
    var ids = IDGenerator()
    var state = NavigationState()
    #expect(!tracker.hasReaders)
    let flag = tracking { tracker.observeDepth(state.visibleStack.depth) }
    #expect(tracker.hasReaders)

    let replaced = try state.apply(.setPath([]), ids: &ids)
    tracker.invalidateReaders(of: replaced, in: state, replacing: nil)
    #expect(!flag.fired, "the depth stayed 0")

    let pushed = try state.apply(.push([AnyRoute(Screen.profile)]), ids: &ids)
    tracker.invalidateReaders(of: pushed, in: state, replacing: nil)
    #expect(flag.fired)
    #expect(!tracker.hasReaders, "a reading is forgotten once told")
  }

  @Test func aStackReaderIsNotToldOfAnotherStacksChange() throws {
    let tracker = ObservationTracker()
    var ids = IDGenerator()
    var state = try tabs()
    let home = tracking { tracker.observeSlot("home") }
    let inbox = tracking { tracker.observeSlot("inbox") }

    let pushed = try state.apply(.push([AnyRoute(Screen.profile)], on: "inbox"), ids: &ids)
    tracker.invalidateReaders(of: pushed, in: state, replacing: nil)
    #expect(inbox.fired)
    #expect(!home.fired)
  }

  @Test func aTabBarReaderIsToldOfASelectionNotOfAPush() throws {
    let tracker = ObservationTracker()
    var ids = IDGenerator()
    var state = try tabs()
    let flag = tracking {
      tracker.observeTabs(nil, state.tabContainer())
    }

    let pushed = try state.apply(.push([AnyRoute(Screen.profile)], on: "home"), ids: &ids)
    tracker.invalidateReaders(of: pushed, in: state, replacing: nil)
    #expect(!flag.fired)

    let selected = try state.apply(.selectTab("inbox"), ids: &ids)
    tracker.invalidateReaders(of: selected, in: state, replacing: nil)
    #expect(flag.fired)
  }

  @Test func refreshTellsReadersOfWhatIsOnScreenChangedOrNot() {
    let tracker = ObservationTracker()
    let depth = tracking { tracker.observeDepth(0) }
    let slot = tracking { tracker.observeSlot("main") }
    let state = tracking { tracker.observeState() }
    tracker.refresh(["main"])
    #expect(depth.fired)
    #expect(slot.fired)
    #expect(!state.fired, "the tree itself is not read again")
  }
}
