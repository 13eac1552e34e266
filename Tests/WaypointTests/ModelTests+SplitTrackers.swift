import Waypoint

/// Observation trackers for a tree whose content is a split container, as views would hold
/// them: one per stack (through its handle), two on the split container (read by its
/// sidebar's and its detail column's names), one on its width, one on the visible stack,
/// one on the depth and one on whether the visible stack can pop. After every action, each
/// must have fired exactly when what it read changed.
@MainActor
struct SplitTrackers {
  typealias Tracker = Trackers.Tracker

  /// What a reader of the split container sees: its selections and layout, and its width.
  struct SplitReading: Equatable {
    var state: SplitState?
    var width: SplitWidth

    init(_ state: NavigationState, _ id: StackID) {
      self.state = state.splitContainer(holding: id)?.state
      width = state.width(ofSplit: id)
    }
  }

  let router: Router
  let sidebar: StackID
  let detail: StackID
  var stacks: StackTrackers
  let splitBySidebar = Tracker()
  let splitByDetail = Tracker()
  let width = Tracker()
  let visible = Tracker()
  let depth = Tracker()
  let canPop = Tracker()

  init(router: Router, fixedStacks: [StackID], sidebar: StackID, detail: StackID) {
    self.router = router
    stacks = StackTrackers(router: router, fixed: fixedStacks)
    self.sidebar = sidebar
    self.detail = detail
  }

  /// Arms every tracker that is not armed, and one for every stack now in the tree.
  mutating func arm() {
    stacks.arm()
    let (router, sidebar, detail) = (self.router, self.sidebar, self.detail)
    splitBySidebar.arm { _ = router.splitContainer(holding: sidebar) }
    splitByDetail.arm { _ = router.splitContainer(holding: detail) }
    width.arm { _ = router.width(ofSplit: sidebar) }
    visible.arm { _ = router.visibleStack }
    depth.arm { _ = router.depth }
    canPop.arm { _ = router.canPop }
  }

  /// The trackers that fired without a change (spurious) or did not fire after one (lost);
  /// those that fired are disarmed, to be armed again. `depths` are the depths the router
  /// reads before and after (the model's); `newLayers` and `newStacks` are as in
  /// `Trackers.check`.
  ///
  /// Engine bug, tolerated here: a change of the container's selections or layout notifies
  /// the readers of every column (and so of the visible stack, when it is the detail
  /// column), whether or not what they read changed. `tolerated` counts those spurious
  /// notifications; lost ones are never tolerated.
  mutating func check(
    before: NavigationState, after: NavigationState, depths: (before: Int, after: Int),
    newLayers: Set<String>, newStacks: Set<String>, tolerated: inout Int
  ) -> [String] {
    var wrong: [String] = []
    // The columns of every container whose selections or layout changed, and the
    // presenter of a layer that shows one.
    var columns: Set<StackID> = []
    for id in Set(before.splitIDs + after.splitIDs) {
      guard let split = after.splitContainer(holding: id),
        before.splitContainer(holding: id)?.state != split.state
      else { continue }
      columns.formUnion(
        [split.sidebar.id, split.detail.id] + (split.content.map { [$0.id] } ?? []))
      if let presenter = after.presenterOfLayer(holding: id) { columns.insert(presenter) }
    }
    func verify(_ name: String, _ tracker: Tracker, changed: Bool, column: StackID? = nil) {
      if tracker.fired != changed {
        if !changed, let column, columns.contains(column) {
          tolerated += 1
        } else {
          wrong.append("\(name): \(changed ? "lost" : "spurious")")
        }
      }
      if tracker.fired { tracker.isArmed = false }
    }
    stacks.check(before: before, after: after, newLayers: newLayers, newStacks: newStacks) {
      verify("stack \($0)", $1, changed: $2, column: $0)
    }
    for (name, tracker, id) in [
      ("split by sidebar", splitBySidebar, sidebar), ("split by detail", splitByDetail, detail),
      ("width", width, sidebar),
    ] {
      verify(name, tracker, changed: SplitReading(before, id) != SplitReading(after, id))
    }
    verify(
      "visible stack", visible,
      changed: Trackers.VisibleReading(before) != Trackers.VisibleReading(after)
        || newStacks.contains(after.visibleStack.id.rawValue),
      column: before.visibleStack.id == after.visibleStack.id ? after.visibleStack.id : nil)
    verify("depth", depth, changed: depths.before != depths.after)
    verify("canPop", canPop, changed: (depths.before > 0) != (depths.after > 0))
    return wrong
  }
}
