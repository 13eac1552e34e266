import Observation

/// How a commit tells readers: a reader is notified exactly when what it read changed.
///
/// Readers of one stack (``StackHandle/state`` and what is built on it) observe that
/// stack's slot: its root, its entries and the layer it presents (style, first screen,
/// stacks, shown stack), not what happens inside that layer's stacks. A commit notifies the
/// slots of the stacks its changes name: entries added or removed, layers presented or
/// dismissed (their presenter and their stacks), a tab selected inside a layer (the layer's
/// presenter). A replaced tree is compared with the old one, slot by slot.
///
/// A layer dismissed and presented again within one change (a batch) is a new layer, and
/// its stacks are new stacks, drawn by new views, even when they read the same (the same
/// ID, root and entries, on the same presenter or another): their readers and their
/// presenters' readers are told.
///
/// The router's own readings (``Router/state``, ``Router/visibleStack``, ``Router/depth``,
/// ``Router/canPop``, ``Router/visibleLayers``, `Router.observedTabContainer(holding:)`) keep the
/// value they read (see ``Reads``); a commit compares it with the new value.
///
/// The tracker owns the revision counters readers observe and what they read; the router
/// tells it what a reader read and what a commit changed.
@MainActor
@Observable
final class ObservationTracker {
  /// Observation tokens: each is bumped when a commit changes what its readers read.
  private var stateRevision = 0
  private var visibleRevision = 0
  private var depthRevision = 0
  private var canPopRevision = 0
  private var layersRevision = 0
  private var tabsRevision = 0
  private var splitsRevision = 0

  // The properties marked `@exclusivity(unchecked)` are read or written on every commit or
  // read. Their accesses are instantaneous (a read, an assignment, a subscript), never held
  // across a call out of the tracker (an observation callback), and the tracker is
  // confined to the main actor, so no two accesses overlap and the run-time check would
  // only cost time.

  /// What readers read since they were last notified.
  @ObservationIgnored @exclusivity(unchecked) private var reads = Reads()
  /// One observation slot per stack that was read through the router.
  @ObservationIgnored @exclusivity(unchecked) private var slots: [StackID: StackSlot] = [:] {
    didSet { lastSlot = nil }
  }
  /// The slot last looked up (or that there is none): a commit usually changes the stack
  /// the previous one did.
  @ObservationIgnored @exclusivity(unchecked) private var lastSlot: (id: StackID, slot: StackSlot?)?

  /// Whether anyone read anything since it was last notified: a commit that finds nobody
  /// reading tells nobody.
  var hasReaders: Bool { reads.slots > 0 || reads.hasRouterReads }

  // MARK: Reading

  /// Observes the whole tree.
  func observeState() {
    _ = stateRevision
    reads.state = true
  }

  /// Observes which stack is visible, and that stack's slot.
  func observeVisibleStack(_ id: StackID) {
    _ = visibleRevision
    reads.visibleID = id
    observeSlot(id)
  }

  /// Observes the visible stack's depth, which is `depth`.
  func observeDepth(_ depth: Int) {
    _ = depthRevision
    reads.depth = depth
  }

  /// Observes whether the visible stack can pop, which is `canPop`.
  func observeCanPop(_ canPop: Bool) {
    _ = canPopRevision
    reads.canPop = canPop
  }

  /// Observes which layers are on screen, which are `layers`.
  func observeLayers(_ layers: [LayerChange]) {
    _ = layersRevision
    reads.layers = layers
  }

  /// Observes the tab container read for `key`, which is `container`.
  func observeTabs(_ key: StackID?, _ container: TabContainer?) {
    _ = tabsRevision
    reads.tabs[key] = .some(container.map(TabsReading.init))
  }

  /// Observes the split container read for `key`, which is `container` with `width`.
  func observeSplit(_ key: StackID, _ container: SplitContainer?, width: SplitWidth) {
    _ = splitsRevision
    reads.splits[key] = .some(container.map { SplitReading(state: $0.state, width: width) })
  }

  /// Tells the readers of a split container's width, and of the depth the visible stack
  /// reads as, that the host reported another width.
  func splitWidthChanged(in state: NavigationState) {
    if reads.state {
      reads.state = false
      stateRevision &+= 1
    }
    compareRouterReads(with: state, previous: nil)
  }

  /// Observes the slot of stack `id`, made on first use.
  func observeSlot(_ id: StackID) {
    let slot: StackSlot
    if let existing = existingSlot(id) {
      slot = existing
    } else {
      slot = StackSlot()
      slots[id] = slot
    }
    if slot.observe() { reads.slots += 1 }
  }

  /// The slot of stack `id`, if it has one.
  private func existingSlot(_ id: StackID) -> StackSlot? {
    if let last = lastSlot, last.id == id { return last.slot }
    let slot = slots[id]
    lastSlot = (id, slot)
    return slot
  }

  private func invalidateSlot(_ id: StackID) {
    if let slot = existingSlot(id), slot.invalidate() { reads.slots -= 1 }
  }

  /// Notifies the readers of a layer's stacks and of its presenter, whose layer changed
  /// too (hosts that show the layer observe the presenter).
  private func invalidateSlots(of layer: LayerChange) {
    invalidateSlot(layer.presenter)
    for id in layer.stacks { invalidateSlot(id) }
  }

  // MARK: Commits

  /// Notifies the readers whose reading `changes` changed. `previous` is the tree before,
  /// when `changes` replaced it.
  func invalidateReaders(
    of changes: NavigationChanges, in state: NavigationState,
    replacing previous: NavigationState?
  ) {
    if reads.slots > 0 {
      if let previous {
        for (id, slot) in slots where slot.isRead {
          if !StackReading.same(previous.stack(id), state.stack(id)) { invalidateSlot(id) }
        }
      } else {
        changes.forEachStackID { invalidateSlot($0) }
        if changes.reshapesTree {
          for layer in changes.presented { invalidateSlots(of: layer) }
          for layer in changes.dismissed { invalidateSlots(of: layer) }
        }
        for selection in changes.selections {
          // A tab selected inside a layer changes what the layer shows.
          if let presenter = state.presenterOfLayer(holding: selection.container) {
            invalidateSlot(presenter)
          }
        }
        for detent in changes.detents {
          // A sheet's height is read with the layer its presenter presents.
          if let presenter = state.presenterOfLayer(holding: detent.layer) {
            invalidateSlot(presenter)
          }
        }
        for split in changes.splits {
          // A selection is the next column's first screen: only those columns changed (a
          // layout change changes none; readers of the container see it).
          guard let container = state.splitContainer(holding: split.container) else { continue }
          let columns = container.columns
          if split.from.sidebarSelection != split.to.sidebarSelection {
            invalidateSlot(columns[1].id)
          }
          if split.from.contentSelection != split.to.contentSelection, columns.count == 3 {
            invalidateSlot(columns[2].id)
          }
        }
      }
    }
    guard reads.hasRouterReads else { return }
    let read = reads
    if read.state, previous.map({ $0 != state }) ?? true {
      reads.state = false
      stateRevision &+= 1
    }
    guard changes.reshapesTree || !changes.splits.isEmpty || !changes.detents.isEmpty else {
      compareDepth(with: state)
      return
    }
    compareRouterReads(with: state, previous: previous)
  }

  /// Notifies the readers of the visible stack's depth and whether it can pop, when those
  /// changed.
  private func compareDepth(with state: NavigationState) {
    let read = reads
    let depth = state.visibleDepth
    if let before = read.depth, before != depth {
      reads.depth = nil
      depthRevision &+= 1
    }
    if let canPop = read.canPop, canPop != (depth > 0) {
      reads.canPop = nil
      canPopRevision &+= 1
    }
  }

  /// Notifies the router's readers whose reading changed, past the whole state's.
  private func compareRouterReads(with state: NavigationState, previous: NavigationState?) {
    compareDepth(with: state)
    let read = reads
    if !read.splits.isEmpty {
      let changed = read.splits.contains { key, reading in
        reading
          != state.splitContainer(holding: key).map {
            SplitReading(state: $0.state, width: state.width(of: $0))
          }
      }
      if changed {
        reads.splits = [:]
        splitsRevision &+= 1
      }
    }
    let visible = state.visibleStack
    if let id = read.visibleID, id != visible.id {
      reads.visibleID = nil
      visibleRevision &+= 1
    }
    if let layers = read.layers, layers != state.layerReadings {
      reads.layers = nil
      layersRevision &+= 1
    }
    if !read.tabs.isEmpty {
      let changed = read.tabs.contains { key, reading in
        let container = state.tabContainer(holding: key)
        if reading != container.map(TabsReading.init) { return true }
        guard let previous, let container else { return false }
        return previous.tabContainer(holding: key)?.tabIDs != container.tabIDs
      }
      if changed {
        reads.tabs = [:]
        tabsRevision &+= 1
      }
    }
  }

  /// Drops the slots of stacks that left the tree, unless a reader waits for them to come
  /// back.
  func forgetSlotsOfStacksThatLeft(
    _ changes: NavigationChanges, replacing previous: NavigationState?,
    in state: NavigationState
  ) {
    if previous != nil {
      slots = slots.filter { state.hasStack($0.key) || $0.value.isRead }
    } else {
      for layer in changes.dismissed {
        for id in layer.stacks where !state.hasStack(id) {
          if let slot = slots[id], !slot.isRead { slots[id] = nil }
        }
      }
    }
  }

  /// Tells the readers of `stacks` and of what is on screen to read again, changed or
  /// not: after a refused user gesture, so that the host puts back the screen it already
  /// moved.
  func refresh(_ stacks: [StackID]) {
    let read = reads
    reads.visibleID = nil
    reads.depth = nil
    reads.canPop = nil
    reads.layers = nil
    reads.tabs = [:]
    if read.visibleID != nil { visibleRevision &+= 1 }
    if read.depth != nil { depthRevision &+= 1 }
    if read.canPop != nil { canPopRevision &+= 1 }
    if read.layers != nil { layersRevision &+= 1 }
    if !read.tabs.isEmpty { tabsRevision &+= 1 }
    for id in stacks { invalidateSlot(id) }
  }

  /// What readers read since they were last notified, so that a commit notifies only
  /// those whose reading changed.
  ///
  /// Observation is one-shot: a tracking fires once, then its reader reads again to track
  /// again. A reading is kept from the read until the commit that changes it, which
  /// notifies and forgets it.
  struct Reads {
    /// `Router.state` was read.
    var state = false
    /// `Router.visibleStack` was read, and it was this stack.
    var visibleID: StackID?
    /// `Router.depth` was read, and it was this.
    var depth: Int?
    /// `Router.canPop` was read, and it was this.
    var canPop: Bool?
    /// `Router.visibleLayers` was read, and they were these.
    var layers: [LayerChange]?
    /// `Router.observedTabContainer(holding:)` was read for these keys, and showed this.
    var tabs: [StackID?: TabsReading?] = [:]
    /// `Router.splitContainer(holding:)` was read for these keys, and showed this.
    var splits: [StackID: SplitReading?] = [:]
    /// How many stacks' observation slots were read.
    var slots = 0

    /// Whether anything but stacks was read.
    var hasRouterReads: Bool {
      state || visibleID != nil || depth != nil || canPop != nil || layers != nil
        || !tabs.isEmpty || !splits.isEmpty
    }
  }

  /// What a reader of a split container sees, past its columns' stacks (read through their
  /// own slots): its selections, its layout and its width.
  struct SplitReading: Equatable {
    var state: SplitState
    var width: SplitWidth
  }

  /// What a reader of a tab container sees, short of the tabs' IDs (which only a replaced
  /// tree changes, and which are compared then).
  struct TabsReading: Equatable {
    var first: StackID
    var count: Int
    var selection: StackID
    var popsToRootOnReselect: Bool

    init(_ tabs: TabContainer) {
      first = tabs.firstTabID
      count = tabs.count
      selection = tabs.selection
      popsToRootOnReselect = tabs.popsToRootOnReselect
    }
  }
}

/// What a reader of one stack reads: its root, its entries, and the layer it presents as
/// a host shows it.
enum StackReading {
  static func same(_ old: StackState?, _ new: StackState?) -> Bool {
    guard let old, let new else { return old == nil && new == nil }
    return old.root == new.root && old.entries == new.entries && old.dialog == new.dialog
      && old.presented.map { LayerChange(presenter: old.id, layer: $0) }
        == new.presented.map { LayerChange(presenter: new.id, layer: $0) }
  }
}

/// The observation token of one stack: reading a stack through the router observes its
/// slot, and a commit invalidates only the slots of the stacks it changed.
@Observable
final class StackSlot {
  private var revision = 0
  /// Whether the stack was read since the last notification (see `ObservationTracker.Reads`).
  /// Read and written in single steps on the main actor, never across a call out.
  @ObservationIgnored @exclusivity(unchecked) private(set) var isRead = false

  /// Observes the slot; returns whether it was not observed before.
  func observe() -> Bool {
    _ = revision
    guard !isRead else { return false }
    isRead = true
    return true
  }

  /// Notifies the slot's readers, if it was read; returns whether it was.
  func invalidate() -> Bool {
    guard isRead else { return false }
    isRead = false
    revision &+= 1
    return true
  }
}
