import Waypoint

/// A simple model of a tree whose content is a split container (two or three columns),
/// written from the split API's description, not from the engine: columns and sheets are
/// stacks in a dictionary, a selection is the next column's first screen, and a compact
/// container reads as one stack for pops and depth.
struct SplitModel: Equatable, StackTreeModel {
  typealias Item = ReferenceModel.Item
  /// A stack; `layer` names the first stack of the layer it presents (a split layer's
  /// sidebar), `presenter` the stack that presents the layer it is in.
  typealias Stack = ReferenceModel.Stack

  /// A split container: the tree's content, or a sheet's.
  struct Container: Equatable {
    /// The columns' stack names, leading first: sidebar, (content,) detail.
    var columns: [String]
    var visibility = SplitColumnVisibility.automatic
    var compactColumn = SplitColumn.sidebar
    var popsDetailOnReselect: Bool
    /// The width the host reported: beside the tree, not navigation.
    var compact = false

    var sidebar: String { columns[0] }
    var detail: String { columns[columns.count - 1] }
    var hasContent: Bool { columns.count == 3 }
    var selectionColumns: [SplitColumn] { hasContent ? [.sidebar, .content] : [.sidebar] }

    /// The stack name of `column`, or `nil` when the container lacks it.
    func name(of column: SplitColumn) -> String? {
      switch column {
      case .sidebar: sidebar
      case .content: hasContent ? columns[1] : nil
      case .detail: detail
      }
    }
  }

  /// The content's container, named by its sidebar.
  var main: String
  /// Every split container in the tree, by its sidebar's name.
  var containers: [String: Container]
  var stacks: [String: Stack]
  var next: UInt64 = 1
  /// As in `ReferenceModel`: which presentation each layer and layer stack is. Not compared.
  var layerSerials: [String: Int] = [:]
  var stackSerials: [String: Int] = [:]
  var nextSerial = 0
  /// The selections the last action cleared by popping past the detail column's first
  /// screen of a compact container: screens of the one stack it reads as. Not compared.
  var poppedSelections = 0

  static func == (lhs: SplitModel, rhs: SplitModel) -> Bool {
    lhs.main == rhs.main && lhs.containers == rhs.containers && lhs.stacks == rhs.stacks
      && lhs.next == rhs.next
  }

  init(columns: [String], sidebarRoot: Int?, popsDetailOnReselect: Bool) {
    main = columns[0]
    containers = [main: Container(columns: columns, popsDetailOnReselect: popsDetailOnReselect)]
    stacks = Dictionary(uniqueKeysWithValues: columns.map { ($0, Stack()) })
    stacks[columns[0]]?.root = sidebarRoot
  }

  /// The content's container.
  var container: Container {
    containers[main] ?? Container(columns: ["?"], popsDetailOnReselect: true)
  }
  var columns: [String] { container.columns }
  var compact: Bool { container.compact }

  /// The model's reading of a router's state.
  init(_ state: NavigationState, next: UInt64) {
    self.init(columns: ["?"], sidebarRoot: nil, popsDetailOnReselect: false)
    guard case .split(let split) = state.content else { return }
    main = split.id.rawValue
    containers = [:]
    func read(_ split: SplitContainer) {
      let names = ([split.sidebar] + (split.content.map { [$0] } ?? []) + [split.detail])
        .map(\.id.rawValue)
      containers[split.id.rawValue] = Container(
        columns: names, visibility: split.columnVisibility,
        compactColumn: split.preferredCompactColumn,
        popsDetailOnReselect: split.popsDetailOnReselect,
        compact: state.width(ofSplit: split.id) == .compact)
    }
    read(split)
    self.next = next
    stacks = [:]
    for stack in state.allStacks {
      var model = Stack(stack)
      switch stack.presented?.content {
      case .stack(let above)?: model.layer = above.id.rawValue
      case .split(let above)?:
        model.layer = above.id.rawValue
        read(above)
      default: break
      }
      stacks[stack.id.rawValue] = model
    }
    for (name, stack) in stacks {
      for layer in stack.layer.map(layerStacks) ?? [] { stacks[layer]?.presenter = name }
    }
  }

  /// The stacks of the layer whose first stack is `first`.
  func layerStacks(_ first: String) -> [String] { containers[first]?.columns ?? [first] }

  /// The container with a column named `name`.
  func container(holding name: String) -> Container? {
    containers.values.first { $0.columns.contains(name) }
  }

  var sidebar: String { container.sidebar }
  var detail: String { container.detail }

  /// The selection of a selection column of `container`: the next column's first screen.
  func selection(in column: SplitColumn, of container: Container) -> Int? {
    switch column {
    case .sidebar: stacks[container.columns[1]]?.root
    case .content: container.hasContent ? stacks[container.detail]?.root : nil
    case .detail: nil
    }
  }

  /// The visible stack: the content's detail column, then up the layers (a split layer's
  /// detail column).
  var visible: String {
    var name = detail
    while let layer = stacks[name]?.layer { name = containers[layer]?.detail ?? layer }
    return name
  }

  /// What `router.depth` reads: for the detail column of a compact container, the
  /// selections made plus the detail entries; else the visible stack's entries.
  var depth: Int {
    let visible = self.visible
    let entries = stacks[visible]?.entries.count ?? 0
    guard let container = container(holding: visible), container.compact,
      visible == container.detail
    else { return entries }
    return entries
      + container.selectionColumns.filter { selection(in: $0, of: container) != nil }.count
  }

  /// Every entry ID in the tree.
  var entryIDs: Set<UInt64> { Set(stacks.values.flatMap { $0.entries.map(\.id) }) }

  /// Applies `action`; returns the kind of error (and changes nothing), or `nil`. Whether
  /// the tree changed is `self != old` or a layer's serial that changed.
  mutating func apply(_ action: Action) -> String? {
    var draft = self
    draft.poppedSelections = 0
    if let failure = draft.applyDraft(action) { return failure }
    if case .replace = action {
      self = draft
      return nil
    }
    // An action that leaves the tree as it was commits nothing and gives out no ID.
    if draft.stacks == stacks, draft.containers == containers,
      draft.layerSerials == layerSerials, draft.stackSerials == stackSerials
    {
      poppedSelections = 0
      return nil
    }
    self = draft
    return nil
  }

  /// Records the host's width for the container with a column named `name`; returns the
  /// error's kind, or whether the width changed.
  mutating func setWidth(_ width: SplitWidth, of name: String) -> Result<Bool, ModelFailure> {
    guard stacks[name] != nil else { return .failure(ModelFailure("stackNotFound")) }
    guard let container = container(holding: name) else {
      return .failure(ModelFailure("notASplitColumn"))
    }
    let compact = width == .compact
    containers[container.sidebar]?.compact = compact
    return .success(container.compact != compact)
  }

  /// Removes the layer `name` presents, with every layer above it.
  mutating func removeAbove(_ name: String) {
    guard let layer = stacks[name]?.layer else { return }
    for stack in layerStacks(layer) {
      removeAbove(stack)
      stacks[stack] = nil
      stackSerials[stack] = nil
      layerSerials[stack] = nil
    }
    containers[layer] = nil
    stacks[name]?.layer = nil
    stacks[name]?.layerAnchor = nil
    stacks[name]?.detents = []
    stacks[name]?.detent = nil
    layerSerials[name] = nil
  }

  /// Whether `name` is not a sidebar or content column, which hold no entries.
  func holdsEntries(_ name: String) -> Bool {
    container(holding: name).map { !$0.columns.dropLast().contains(name) } ?? true
  }

  /// Makes `route` the selection of `column`: the next column's first screen. The columns
  /// past `column` are cleared: their paths, and the layers they present, even a column
  /// whose first screen stays `nil` (a detail column that pushed with nothing selected).
  /// The brief said "the columns whose first screen changed"; the engine clears every
  /// column past the selection, as its source documents ("what they present and what they
  /// pushed leave"). The model follows the engine on this ambiguity.
  private mutating func setSelection(
    _ route: Int?, in column: SplitColumn, of container: Container
  ) {
    let columns = container.columns
    guard let name = container.name(of: column), let position = columns.firstIndex(of: name)
    else { return }
    for later in (position + 1)..<columns.count {
      let stack = columns[later]
      removeAbove(stack)
      stacks[stack]?.entries = []
      stacks[stack]?.root = later == position + 1 ? route : nil
    }
  }

  /// Pops `count` from `name`; on the detail column of a compact container, past its first
  /// screen by clearing the content selection, then the sidebar's, one screen each.
  mutating func pop(_ count: Int, on name: String) {
    let depth = stacks[name]?.entries.count ?? 0
    stacks[name]?.entries.removeLast(min(count, depth))
    guard let container = container(holding: name), container.compact, name == container.detail
    else { return }
    var left = count - min(count, depth)
    for column in container.selectionColumns.reversed()
    where left > 0 && selection(in: column, of: container) != nil {
      setSelection(nil, in: column, of: container)
      poppedSelections += 1
      left -= 1
    }
  }

  /// The container with a column named `name`, when `column` is a selection column it has.
  private func checkSelection(
    _ column: SplitColumn, in name: String
  ) -> Result<Container, ModelFailure> {
    guard stacks[name] != nil else { return .failure(ModelFailure("stackNotFound")) }
    guard let container = container(holding: name) else {
      return .failure(ModelFailure("notASplitColumn"))
    }
    guard column != .detail else { return .failure(ModelFailure("notASelectionColumn")) }
    guard container.name(of: column) != nil else {
      return .failure(ModelFailure("splitColumnMissing"))
    }
    return .success(container)
  }

  /// The container with a column named `name`, for a layout change.
  private func layout(of name: String) -> Result<Container, ModelFailure> {
    guard stacks[name] != nil else { return .failure(ModelFailure("stackNotFound")) }
    guard let container = container(holding: name) else {
      return .failure(ModelFailure("notASplitColumn"))
    }
    return .success(container)
  }

  /// A layer whose content is a split container with these columns, nothing selected.
  private mutating func addSplit(_ columns: [String], root: Int, presenter: String) -> String? {
    for name in columns where stacks[name] != nil { return "duplicateStackID" }
    for name in columns { stacks[name] = Stack(presenter: presenter) }
    stacks[columns[0]]?.root = root
    containers[columns[0]] = Container(columns: columns, popsDetailOnReselect: true)
    stacks[presenter]?.layer = columns[0]
    for name in columns { stackSerials[name] = nextSerial }
    return nil
  }

  private mutating func applyDraft(_ action: Action) -> String? {
    switch action {
    case .stack(let action):
      return applyDraft(action)
    case .presentSplit(let columns, let root, let on):
      return present(on: on) { $0.addSplit(columns, root: root, presenter: $1) }
    case .select(let route, let column, let name):
      switch checkSelection(column, in: name) {
      case .failure(let failure): return failure.kind
      case .success(let container):
        guard selection(in: column, of: container) != route else {
          // Re-selecting pops the detail column to its first screen.
          if route != nil, container.popsDetailOnReselect {
            stacks[container.detail]?.entries = []
          }
          return nil
        }
        setSelection(route, in: column, of: container)
      }
    case .selectDefault(let route, let column, let name):
      switch checkSelection(column, in: name) {
      case .failure(let failure): return failure.kind
      case .success(let container):
        if selection(in: column, of: container) == nil {
          setSelection(route, in: column, of: container)
        }
      }
    case .visibility(let visibility, let name):
      switch layout(of: name) {
      case .failure(let failure): return failure.kind
      case .success(let container): containers[container.sidebar]?.visibility = visibility
      }
    case .compactColumn(let column, let name):
      switch layout(of: name) {
      case .failure(let failure): return failure.kind
      case .success(let container):
        guard container.name(of: column) != nil else { return "splitColumnMissing" }
        containers[container.sidebar]?.compactColumn = column
      }
    case .batch(let actions):
      for action in actions {
        if let failure = applyDraft(action) { return failure }
      }
    case .replace(let model):
      // Widths are the host's, beside the tree: the next tree keeps them.
      let (next, widths) = (self.next, containers.mapValues(\.compact))
      self = model
      (self.next, poppedSelections) = (next, 0)
      for (name, compact) in widths where containers[name] != nil {
        containers[name]?.compact = compact
      }
    case .width, .call:
      return "other"
    }
    return nil
  }
}
