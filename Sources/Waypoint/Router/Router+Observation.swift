/// What readers observe through the router (see `ObservationTracker`).
extension Router {
  /// Observes the slot of stack `id`.
  func observeSlot(_ id: StackID) {
    tracker.observeSlot(id)
  }

  func stackState(_ id: StackID) -> StackState? {
    tracker.observeSlot(id)
    return current.stack(id)
  }

  var stackIDs: [StackID] { current.sortedStackIDs }

  /// Observes which layers are on screen (see ``Router/visibleLayers``), and the dialog on
  /// top of them.
  package func observeVisibleLayers() {
    tracker.observeLayers(current.layerReadings)
  }

  /// Tells the readers of `stacks` and of what is on screen to read again, changed or
  /// not: after a refused user gesture, so that the host puts back the screen it already
  /// moved.
  func refresh(_ stacks: [StackID]) {
    tracker.refresh(stacks)
  }
}
