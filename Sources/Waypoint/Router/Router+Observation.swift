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
/// ``Router/canPop``, ``Router/visibleLayers``, ``Router/tabContainer(holding:)``) keep the
/// value they read (see `RouterCore.Reads`); a commit compares it with the new value.
extension Router {
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

  func stackState(_ id: StackID) -> StackState? {
    observeSlot(id)
    return current.stack(id)
  }

  var stackIDs: [StackID] { current.stackIDs }

  private func invalidateSlot(_ id: StackID) {
    if let slot = existingSlot(id), slot.invalidate() { reads.slots -= 1 }
  }

  /// Notifies the readers of a layer's stacks and of its presenter, whose layer changed
  /// too (hosts that show the layer observe the presenter).
  private func invalidateSlots(of layer: LayerChange) {
    invalidateSlot(layer.presenter)
    for id in layer.stacks { invalidateSlot(id) }
  }

  /// Observes which layers are on screen (see ``Router/visibleLayers``).
  package func observeVisibleLayers() {
    let layers = current.visibleLayers
    _ = layersRevision
    reads.layers = layers.map { LayerChange(presenter: $0.presenter, layer: $0.layer) }
  }

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
        if changes.changesStructure {
          for layer in changes.presented { invalidateSlots(of: layer) }
          for layer in changes.dismissed { invalidateSlots(of: layer) }
        }
        for selection in changes.selections {
          // A tab selected inside a layer changes what the layer shows.
          if let presenter = state.presenter(ofLayerHolding: selection.container) {
            invalidateSlot(presenter)
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
    let visible = state.visibleStack
    if let depth = read.depth, depth != visible.depth {
      reads.depth = nil
      depthRevision &+= 1
    }
    if let canPop = read.canPop, canPop != visible.canPop {
      reads.canPop = nil
      canPopRevision &+= 1
    }
    guard changes.changesStructure else { return }
    if let id = read.visibleID, id != visible.id {
      reads.visibleID = nil
      visibleRevision &+= 1
    }
    if let layers = read.layers,
      layers != state.visibleLayers.map({ LayerChange(presenter: $0.presenter, layer: $0.layer) })
    {
      reads.layers = nil
      layersRevision &+= 1
    }
    if !read.tabs.isEmpty {
      let changed = read.tabs.contains { key, reading in
        let container = Self.tabContainer(holding: key, in: state)
        if reading != container.map(RouterCore.TabsReading.init) { return true }
        guard let previous, let container else { return false }
        return Self.tabContainer(holding: key, in: previous)?.tabIDs != container.tabIDs
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
      slots = slots.filter { state.contains($0.key) || $0.value.isRead }
    } else {
      for layer in changes.dismissed {
        for id in layer.stacks where !state.contains(id) {
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
}

/// What a reader of one stack reads: its root, its entries, and the layer it presents as
/// a host shows it.
enum StackReading {
  static func same(_ old: StackState?, _ new: StackState?) -> Bool {
    guard let old, let new else { return old == nil && new == nil }
    return old.root == new.root && old.entries == new.entries
      && old.presented.map { LayerChange(presenter: old.id, layer: $0) }
        == new.presented.map { LayerChange(presenter: new.id, layer: $0) }
  }
}

/// The observation token of one stack: reading a stack through the router observes its
/// slot, and a commit invalidates only the slots of the stacks it changed.
@Observable
final class StackSlot {
  private var revision = 0
  /// Whether the stack was read since the last notification (see `RouterCore.Reads`).
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
