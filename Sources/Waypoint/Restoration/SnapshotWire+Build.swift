extension WireSnapshot {
  /// Builds the state the snapshot describes: checks every reference and ID, then either
  /// throws at the first route that cannot be restored (strict) or drops it with what
  /// depends on it and reports it (lenient). The state allows `maxLayerDepth` nested layers
  /// (the snapshot's own depth was checked against the coder's limit when it was read).
  func build(
    mode: RestorationMode, registered: [String],
    maxLayerDepth: Int = NavigationState.defaultMaxLayerDepth
  ) throws(RestorationError)
    -> (state: NavigationState, summary: RestorationSummary)
  {
    var resolver = Resolver(snapshot: self, mode: mode, registered: registered)
    let resolved = try resolver.node(root, path: "root", inLayer: false)
    for (group, routes) in decoded.enumerated() where resolver.cursors[group] != routes.routes.count
    {
      throw .invalidData(
        path: "routes[\(group)]",
        detail: "has \(routes.routes.count) \"\(types[group])\" routes, but the tree uses "
          + "\(resolver.cursors[group]); each route belongs to one entry or root")
    }
    if stoppedAtFailure {
      // The route that failed is in the tree, so resolving has thrown for it; if not, the
      // snapshot is not what it seemed.
      throw .invalidData(path: "routes", detail: "a route failed to decode")
    }
    var builder = Builder(summary: resolver.summary)
    guard let node = try builder.node(resolved) else {
      // Only a layer's stacks can fail to build; the resolver throws for the tree's own.
      throw .invalidData(path: "root", detail: "the root screen cannot be restored")
    }
    do {
      return (
        state: try NavigationState(content: node, maxLayerDepth: maxLayerDepth),
        summary: builder.summary
      )
    } catch {
      throw .invalidData(path: "root", detail: error.description)
    }
  }
}

/// A route of the snapshot, looked up: the route, or `nil` with why it cannot be restored.
private struct Slot {
  var name: String
  var route: AnyRoute?
}

private struct ResolvedStack {
  var id: StackID
  var root: Slot?
  var entries: [(id: EntryID, slot: Slot)]
  var layer: ResolvedLayer?
}

/// A layer, resolved: its style, its node, its anchor and detents. A class, so that the
/// resolved stacks the recursion over layers copies stay small.
private final class ResolvedLayer {
  let style: PresentationStyle
  let node: ResolvedNode
  let details: LayerDetails?

  init(style: PresentationStyle, node: ResolvedNode, details: LayerDetails?) {
    self.style = style
    self.node = node
    self.details = details
  }
}

private indirect enum ResolvedNode {
  case stack(ResolvedStack)
  case tabs([ResolvedTab], selected: StackID, popsToRootOnReselect: Bool, path: String)
  case split(ResolvedSplit)

  var stacks: [ResolvedStack] {
    switch self {
    case .stack(let stack): [stack]
    case .tabs(let tabs, _, _, _): tabs.flatMap(\.stacks)
    case .split(let split): split.columns
    }
  }
}

private enum ResolvedTab {
  case stack(ResolvedStack)
  case split(ResolvedSplit)

  var stacks: [ResolvedStack] {
    switch self {
    case .stack(let stack): [stack]
    case .split(let split): split.columns
    }
  }
}

/// A split container, a node or a tab, resolved.
private struct ResolvedSplit {
  var columns: [ResolvedStack]
  var layout: ResolvedSplitLayout
  /// Where the container is: the node's path, or the tab's.
  var path: String
}

private struct ResolvedSplitLayout {
  var columnVisibility: SplitColumnVisibility
  var preferredCompactColumn: SplitColumn
  var popsDetailOnReselect: Bool
  var declared: [SplitColumn: DeclaredRouteType]
}

/// Pass 1: walks the tree in order, takes each route from its group, and checks every ID
/// and reference. Throws for anything wrong with the structure, and for a route that cannot
/// be restored unless the mode is lenient.
private struct Resolver {
  let types: [String]
  let groups: [DecodedRoutes]
  let mode: RestorationMode
  let registered: [String]
  /// Whether routes after a failed one were left undecoded (strict mode).
  let stoppedAtFailure: Bool
  var cursors: [Int]
  var entryIDs = Set<UInt64>()
  var stackIDs = Set<String>()
  var summary = RestorationSummary(problems: [])

  init(snapshot: WireSnapshot, mode: RestorationMode, registered: [String]) {
    types = snapshot.types
    groups = snapshot.decoded
    self.mode = mode
    self.registered = registered
    stoppedAtFailure = snapshot.stoppedAtFailure
    cursors = Array(repeating: 0, count: snapshot.types.count)
  }

  // `node(_:path:inLayer:)` and `stack(_:path:inLayer:)` recurse once per layer: they keep
  // few locals (the work on one stack is in `resolveOwn`, the checks of a tab container in
  // `checkTabs`), so that each layer costs little stack space.

  mutating func node(_ node: WireNode, path: String, inLayer: Bool) throws(RestorationError)
    -> ResolvedNode
  {
    switch node {
    case .stack(let stack):
      return .stack(try self.stack(stack, path: path + ".stack", inLayer: inLayer))
    case .tabs(let tabs, let selected, let popsToRoot):
      try Self.checkTabs(tabs, selected: selected, path: path)
      var resolved: [ResolvedTab] = []
      resolved.reserveCapacity(tabs.count)
      for index in tabs.indices {
        resolved.append(try tab(tabs[index], path: Self.tabPath(path, index), inLayer: inLayer))
      }
      return .tabs(
        resolved, selected: StackID(selected), popsToRootOnReselect: popsToRoot, path: path)
    case .split(let columns, let layout):
      return .split(try split(columns, layout: layout, path: path, inLayer: inLayer))
    }
  }

  /// A tab at `path`, resolved; out of `node(_:path:inLayer:)`, which recurses once per
  /// layer, so that its frame stays small.
  @inline(never)
  private mutating func tab(_ tab: WireTab, path: String, inLayer: Bool)
    throws(RestorationError) -> ResolvedTab
  {
    switch tab {
    case .stack(let stack):
      return .stack(try self.stack(stack, path: path, inLayer: inLayer))
    case .split(let columns, let layout):
      return .split(try split(columns, layout: layout, path: path, inLayer: inLayer))
    }
  }

  /// A split container at `path`, a node or a tab, resolved; out of
  /// `node(_:path:inLayer:)`, which recurses once per layer, so that its frame stays small.
  @inline(never)
  private mutating func split(
    _ columns: [WireStack], layout: WireSplitLayout, path: String, inLayer: Bool
  ) throws(RestorationError) -> ResolvedSplit {
    let checked = try Self.checkSplit(columns, layout: layout, path: path)
    var resolved: [ResolvedStack] = []
    for index in columns.indices {
      // A selection (a later column's root) that cannot be restored is cleared, not fatal.
      resolved.append(
        try stack(columns[index], path: "\(path).split[\(index)]", inLayer: inLayer || index > 0))
    }
    return ResolvedSplit(columns: resolved, layout: checked, path: path)
  }

  /// The layout of a split container, checked: two or three columns, no entries in the
  /// selection columns, and values its enums have.
  private static func checkSplit(_ columns: [WireStack], layout: WireSplitLayout, path: String)
    throws(RestorationError) -> ResolvedSplitLayout
  {
    guard columns.count == 2 || columns.count == 3 else {
      throw .invalidData(
        path: path + ".split",
        detail: "has \(columns.count) columns; a split container has a sidebar and a detail "
          + "column, and may have a content column between them")
    }
    for (index, column) in columns.dropLast().enumerated() where !column.entryTypes.isEmpty {
      throw .invalidData(
        path: "\(path).split[\(index)].entries",
        detail: "is not empty; a sidebar or content column only selects, so only the detail "
          + "column holds entries")
    }
    guard let visibility = SplitColumnVisibility(rawValue: layout.columnVisibility) else {
      throw .invalidData(
        path: path + ".columnVisibility",
        detail: "\(CallText.quoted(layout.columnVisibility)) is not one of "
          + SplitColumnVisibility.allCases.map(\.rawValue).joined(separator: ", "))
    }
    let columnNames: [SplitColumn] =
      columns.count == 3 ? [.sidebar, .content, .detail] : [.sidebar, .detail]
    guard let compact = SplitColumn(rawValue: layout.preferredCompactColumn),
      columnNames.contains(compact)
    else {
      throw .invalidData(
        path: path + ".preferredCompactColumn",
        detail: "\(CallText.quoted(layout.preferredCompactColumn)) is not one of its columns: "
          + columnNames.map(\.rawValue).joined(separator: ", "))
    }
    return ResolvedSplitLayout(
      columnVisibility: visibility, preferredCompactColumn: compact,
      popsDetailOnReselect: layout.popsDetailOnReselect,
      declared: layout.declared.filter { column, _ in columnNames.contains(column) })
  }

  mutating func stack(_ stack: WireStack, path: String, inLayer: Bool) throws(RestorationError)
    -> ResolvedStack
  {
    var resolved = try resolveOwn(stack, path: path, inLayer: inLayer)
    if let dialog = stack.dialog {
      try dialog.drop(
        presenter: resolved.id, presentsLayer: stack.layer != nil, path: path, mode: mode,
        summary: &summary)
    }
    if let wire = stack.layer {
      let details = try self.details(of: wire, presentedBy: resolved, path: path + ".layer")
      resolved.layer = ResolvedLayer(
        style: PresentationStyle(rawValue: wire.style),
        node: try node(wire.node, path: path + ".layer", inLayer: true), details: details)
    }
    return resolved
  }

  /// The layer's anchor and detents, checked against the stack presenting it; out of
  /// `stack(_:path:inLayer:)`, which recurses once per layer.
  @inline(never)
  private mutating func details(of layer: WireLayer, presentedBy stack: ResolvedStack, path: String)
    throws(RestorationError) -> LayerDetails?
  {
    try layer.details(
      presenter: stack.id, isEntry: { id in stack.entries.contains { $0.id == id } }, path: path,
      mode: mode, summary: &summary)
  }

  private static func tabPath(_ path: String, _ index: Int) -> String {
    "\(path).tabs[\(index)]"
  }

  /// Throws when a tab container has no tabs, or its selection is not one of them (a
  /// split tab's ID is its sidebar's).
  private static func checkTabs(_ tabs: [WireTab], selected: String, path: String)
    throws(RestorationError)
  {
    guard !tabs.isEmpty else {
      throw .invalidData(
        path: path + ".tabs", detail: "is empty; a tab container needs at least one tab")
    }
    guard tabs.contains(where: { $0.id == selected }) else {
      throw .invalidData(
        path: path + ".selected",
        detail: "\"\(selected)\" is not one of the tabs: "
          + tabs.compactMap(\.id).joined(separator: ", "))
    }
  }

  /// The stack with its ID, root and entries checked and their routes taken, without the
  /// layer it presents.
  private mutating func resolveOwn(_ stack: WireStack, path: String, inLayer: Bool)
    throws(RestorationError) -> ResolvedStack
  {
    guard stackIDs.insert(stack.id).inserted else {
      throw .duplicateStackID(StackID(stack.id), path: path + ".id")
    }
    var root: Slot?
    if let type = stack.root {
      let slot = try take(type, path: path + ".root")
      if slot.route == nil && !inLayer, let problem = summary.problems.last {
        // The tree's own stacks are always restored: without its root screen, fail.
        throw problem
      }
      root = slot
    }
    guard EntryListFormat.count(stack.entries) == stack.entryTypes.count else {
      throw .invalidData(
        path: path,
        detail: "entries has \(EntryListFormat.count(stack.entries).map { "\($0)" } ?? "too many") "
          + "IDs, but entryTypes has \(stack.entryTypes.count); there must be one type per entry")
    }
    var entries: [(id: EntryID, slot: Slot)] = []
    entries.reserveCapacity(stack.entryTypes.count)
    var position = 0
    for run in stack.entries {
      for id in run.first...run.last {
        guard entryIDs.insert(id).inserted else {
          throw .duplicateEntryID(EntryID(id), path: "\(path).entries[\(position)]")
        }
        let slot = try take(stack.entryTypes[position], path: "\(path).entries[\(position)]")
        entries.append((EntryID(id), slot))
        position += 1
      }
    }
    return ResolvedStack(id: StackID(stack.id), root: root, entries: entries, layer: nil)
  }

  /// Takes the next route of the group `type`, for the root or entry at `path`. The path
  /// is made only for a problem: making it for every entry cost more than the rest of
  /// resolving the entry.
  private mutating func take(_ type: Int, path: @autoclosure () -> String)
    throws(RestorationError) -> Slot
  {
    guard types.indices.contains(type) else {
      throw .invalidData(
        path: path(), detail: "type index \(type) is out of range; types has \(types.count) names")
    }
    let index = cursors[type]
    let group = groups[type]
    guard index < group.routes.count else {
      throw .invalidData(
        path: path(),
        detail: "is route \(index) of \"\(types[type])\", but routes[\(type)] has only "
          + "\(group.routes.count)")
    }
    cursors[type] += 1
    if let route = group.routes[index] {
      return Slot(name: types[type], route: route)
    }
    let problem: RestorationError
    switch group.failures[index] {
    case .unknownName(let name):
      problem = .unknownRouteName(name, path: path(), registered: registered)
    case .undecodable(let name, let detail):
      problem = .undecodableRoute(name: name, path: path(), detail: detail)
    case .migration(let detail):
      problem = .migrationFailed(path: path(), detail: detail)
    case nil where stoppedAtFailure:
      // Not decoded: an earlier route failed, and resolving throws when it reaches it.
      return Slot(name: types[type], route: nil)
    case nil:
      problem = .invalidData(path: path(), detail: "the route is missing")
    }
    guard mode == .lenient else { throw problem }
    summary.problems.append(problem)
    return Slot(name: types[type], route: nil)
  }
}

/// Pass 2: builds the state from the resolved tree, dropping in lenient mode what depends
/// on a route that cannot be restored, and reporting it.
private struct Builder {
  var summary: RestorationSummary

  /// The node, or `nil` when a stack's root screen cannot be restored (its layer goes).
  mutating func node(_ node: ResolvedNode) throws(RestorationError) -> NavigationNode? {
    switch node {
    case .stack(let stack):
      return try self.stack(stack).map { .stack($0) }
    case .tabs(let tabs, let selected, let popsToRoot, let path):
      var built: [TabContent] = []
      for tab in tabs {
        guard let content = try self.tab(tab) else { return nil }
        built.append(content)
      }
      return try Self.container(built, selected: selected, popsToRoot: popsToRoot, path: path)
    case .split(let split):
      return try self.split(split).map { .split($0) }
    }
  }

  /// The tab, or `nil` when its stack's or sidebar's root screen cannot be restored; out of
  /// `node(_:)`, which recurses once per layer.
  @inline(never)
  private mutating func tab(_ tab: ResolvedTab) throws(RestorationError) -> TabContent? {
    switch tab {
    case .stack(let stack): try self.stack(stack).map { .stack($0) }
    case .split(let split): try self.split(split).map { .split($0) }
    }
  }

  /// The split container, a node or a tab. A selection (a column's root) that cannot be
  /// restored is cleared, with what depends on it: the later columns' selections and the
  /// detail column's entries, reported as dropped.
  @inline(never)
  private mutating func split(_ split: ResolvedSplit) throws(RestorationError)
    -> SplitContainer?
  {
    let layout = split.layout
    var built: [StackState] = []
    var cleared = false
    for (position, column) in split.columns.enumerated() {
      var column = column
      let lost = column.root != nil && column.root?.route == nil
      if position > 0, cleared || lost {
        cleared = cleared || column.root != nil
        column.root = nil
        for (index, entry) in column.entries.enumerated() {
          summary.droppedEntries.append(
            DroppedEntry(stack: column.id, id: entry.id, index: index, routeName: entry.slot.name))
        }
        column.entries = []
      }
      // The sidebar's own screen that cannot be restored takes the layer, as a stack's root.
      guard let stack = try stack(column) else { return nil }
      built.append(stack)
    }
    do {
      return try SplitContainer(
        columns: built, columnVisibility: layout.columnVisibility,
        preferredCompactColumn: layout.preferredCompactColumn, declaredTypes: layout.declared,
        popsDetailOnReselect: layout.popsDetailOnReselect)
    } catch {
      throw .invalidData(path: split.path, detail: error.description)
    }
  }

  /// The tab container of `tabs`; out of `node(_:)`, which recurses once per layer.
  private static func container(
    _ tabs: [TabContent], selected: StackID, popsToRoot: Bool, path: String
  ) throws(RestorationError) -> NavigationNode {
    do {
      return .tabs(
        try TabContainer(tabs: tabs, selected: selected, popsToRootOnReselect: popsToRoot))
    } catch {
      throw .invalidData(path: path, detail: error.description)
    }
  }

  mutating func stack(_ stack: ResolvedStack) throws(RestorationError) -> StackState? {
    if let root = stack.root, root.route == nil { return nil }
    let (entries, dropping) = keptEntries(of: stack)
    var presented: PresentedLayer?
    if let layer = stack.layer {
      // A layer goes with the screens it was presented over, the screen it is anchored to,
      // and its own root.
      if !dropping, layer.details?.lostAnchor(in: entries) != true,
        let node = try node(layer.node)
      {
        presented = LayerDetails.layer(style: layer.style, content: node, details: layer.details)
      } else {
        drop(layer.node, style: layer.style, presenter: stack.id)
      }
    }
    return StackState(
      id: stack.id, root: stack.root?.route, entries: entries, presented: presented)
  }

  /// The entries of `stack` up to the first whose route cannot be restored, and whether
  /// any was dropped (reported, with every entry above it).
  private mutating func keptEntries(of stack: ResolvedStack) -> (EntryList, dropping: Bool) {
    var entries = EntryList()
    var dropping = false
    for (position, entry) in stack.entries.enumerated() {
      if !dropping, let route = entry.slot.route {
        entries.append(Entry(id: entry.id, route: route))
      } else {
        dropping = true
        summary.droppedEntries.append(
          DroppedEntry(
            stack: stack.id, id: entry.id, index: position, routeName: entry.slot.name))
      }
    }
    return (entries, dropping)
  }

  /// Reports a layer and everything in it as dropped.
  mutating func drop(_ node: ResolvedNode, style: PresentationStyle, presenter: StackID) {
    let stacks = node.stacks
    summary.droppedLayers.append(
      DroppedLayer(presenter: presenter, style: style, stacks: stacks.map(\.id)))
    for stack in stacks {
      for (position, entry) in stack.entries.enumerated() {
        summary.droppedEntries.append(
          DroppedEntry(
            stack: stack.id, id: entry.id, index: position, routeName: entry.slot.name))
      }
      if let layer = stack.layer {
        drop(layer.node, style: layer.style, presenter: stack.id)
      }
    }
  }
}
