import Foundation

// The wire format (format 2), as JSON:
//
//   { "waypoint": 1, "version": 3,
//     "types": ["profile", "settings"],
//     "routes": [[{"id": 5}, {"id": 9}], ["general"]],
//     "root": { "tabs": [ {"id": "home", "entries": "1-2,5", "entryTypes": "0,1,1"}, … ],
//               "selected": "home", "popsToRootOnReselect": true } }
//
// Routes are grouped by type: `routes[i]` holds, in tree order, every route whose type is
// registered as `types[i]`, encoded by that type's own `Codable` conformance. A stack
// names the type of its root (`root`) and of each entry (`entryTypes`, comma-separated) by
// index into `types`; its routes are the next ones of those groups. Entry IDs are written
// as runs of consecutive IDs (`"1-2,5"` is 1, 2, 5). Tree order is depth first: a
// stack's root, its entries bottom first, then the layer it presents; tabs in order.
// A node is `{"stack": {…}}`, `{"tabs": […], "selected": …, "popsToRootOnReselect": …}` or
// `{"split": [sidebar, content, detail], "columnVisibility": …, "preferredCompactColumn": …,
// "popsDetailOnReselect": …, "sidebarSelects": name, "contentSelects": name}` (two stacks
// when there is no content column; a selection is the next column's root; the declared
// route types by registered name, when there are any); a layer is a node with a `style`.
// A tab is a stack's object, or a split container written as its node is
// (`{"split": […], "columnVisibility": …, …}`, its ID the sidebar's): a tab object with a
// `split` key is a split tab.
//
// A layer may have an `anchor` (a popover's: `{"entry": 7}` or `{"root": "main"}`, the
// presenting stack's entry or first screen, with `"name": "share"` for an anchor its view
// declares), `detents` (a sheet's, as their stable texts: `["medium", "large"]`) and a
// `selectedDetent` (`"large"`). A stack that shows a dialog has `"dialog": "alert"` (its kind)
// and `"dialogTitle": "…"`: never its message, buttons or text fields, since a restore
// drops it and only reports it. Each key is absent when there is nothing to say, and none
// nests deeper than the node beside it.
//
// Format 1 is format 2 without split containers, anchors, detents and dialogs: it is read
// as it is.

/// The snapshot as it is on the wire: the tree's shape with route references, and the
/// routes grouped by type.
struct WireSnapshot {
  /// The wire format this Waypoint writes and reads.
  static let format = 2
  /// The oldest format this version reads.
  static let oldestFormat = 1

  var version: Int
  var types: [String]
  var root: WireNode
  /// Encoding: the routes of each type, in tree order.
  var routes: [[AnyRoute]] = []
  /// Decoding: the decoded routes of each type, in tree order.
  var decoded: [DecodedRoutes] = []
  /// Decoding: whether decoding stopped at a route that failed (strict mode), leaving the
  /// routes after it undecoded.
  var stoppedAtFailure = false
}

/// A node: one stack, tabs, or a split container.
enum WireNode {
  case stack(WireStack)
  case tabs([WireTab], selected: String, popsToRootOnReselect: Bool)
  case split([WireStack], layout: WireSplitLayout)
}

/// A tab: a stack, or a split container (its columns and layout, as a split node has them).
enum WireTab {
  case stack(WireStack)
  case split([WireStack], layout: WireSplitLayout)

  /// The tab's ID: its stack's, or its sidebar's; `nil` for a split tab without columns,
  /// which resolving rejects.
  var id: String? {
    switch self {
    case .stack(let stack): stack.id
    case .split(let columns, _): columns.first?.id
    }
  }

  /// The tab's stacks: its stack, or its columns.
  var stacks: [WireStack] {
    switch self {
    case .stack(let stack): [stack]
    case .split(let columns, _): columns
    }
  }

  /// The tab's stacks with their paths, the tab being at `path`.
  func stacks(path: String) -> [(stack: WireStack, path: String)] {
    switch self {
    case .stack(let stack): [(stack, path)]
    case .split(let columns, _):
      columns.enumerated().map { ($0.element, "\(path).split[\($0.offset)]") }
    }
  }
}

/// A split container's layout and declared selection types, as the wire holds them.
struct WireSplitLayout {
  var columnVisibility: String
  var preferredCompactColumn: String
  var popsDetailOnReselect: Bool
  /// The registered names of the declared selection types, by column.
  var sidebarSelects: String?
  var contentSelects: String?
  /// The declared types, looked up by name when the snapshot is read.
  var declared: [SplitColumn: DeclaredRouteType] = [:]
}

/// A stack, its routes named by type index.
struct WireStack {
  var id: String
  var root: Int?
  var entries: [EntryListFormat.Run]
  var entryTypes: [Int]
  var layer: WireLayer?
  /// The dialog the stack shows, which reading reports as dropped.
  var dialog: WireDialog?
}

/// A presented layer. A class, so that the recursion stack → layer → node has a size.
final class WireLayer {
  var style: String
  var node: WireNode
  /// What a popover is anchored to.
  var anchor: WireAnchor?
  /// A sheet's detents, as their stable texts (`medium`, `fraction:0.5`).
  var detents: [String] = []
  /// The detent the sheet rests at, as its stable text.
  var selectedDetent: String?

  init(style: String, node: WireNode) {
    self.style = style
    self.node = node
  }
}

/// A popover's anchor on the wire: an entry of the presenting stack (`entry`) or that
/// stack's first screen (`root`, the stack's ID), with the name of an anchor the screen's
/// view declares.
struct WireAnchor {
  var entry: UInt64?
  var root: String?
  var name: String?
}

/// A dialog on the wire: its kind and title only. A class, so that a stack without one
/// stays as small as before.
final class WireDialog {
  let kind: String
  let title: String

  init(kind: String, title: String) {
    self.kind = kind
    self.title = title
  }
}

enum WireKey: String, CodingKey {
  case waypoint, version, types, routes, root
  case stack, tabs, selected, popsToRootOnReselect, style
  case split, columnVisibility, preferredCompactColumn, popsDetailOnReselect
  case sidebarSelects, contentSelects
  case id, entries, entryTypes, layer
  case anchor, entry, name, detents, selectedDetent, dialog, dialogTitle
}

// MARK: - Encoding

extension WireSnapshot: Encodable {
  /// Describes `state` for the wire, with every route's registered name.
  ///
  /// - Throws: ``RestorationError/unregisteredRouteType(_:stack:)``.
  init(_ state: NavigationState, coder: SnapshotCoder) throws(RestorationError) {
    try coder.storedLimits.checkMaximums()
    try Self.checkDepth(of: state, against: coder.storedLimits)
    var groupOfType: [ObjectIdentifier: Int] = [:]
    var types: [String] = []
    var routes: [[AnyRoute]] = []
    func reference(_ route: AnyRoute, in stack: StackID) throws(RestorationError) -> Int {
      let key = ObjectIdentifier(type(of: route.base))
      if let group = groupOfType[key] {
        routes[group].append(route)
        return group
      }
      guard let name = coder.namesByType[key] else {
        throw .unregisteredRouteType(String(reflecting: type(of: route.base)), stack: stack)
      }
      groupOfType[key] = types.count
      types.append(name)
      routes.append([route])
      return types.count - 1
    }
    func describe(_ stack: StackState) throws(RestorationError) -> WireStack {
      let root = try stack.root.map { route throws(RestorationError) in
        try reference(route, in: stack.id)
      }
      var ids: [EntryListFormat.Run] = []
      var entryTypes: [Int] = []
      entryTypes.reserveCapacity(stack.depth)
      for entry in stack.entries {
        EntryListFormat.append(entry.id.rawValue, to: &ids)
        entryTypes.append(try reference(entry.route, in: stack.id))
      }
      let layer = try stack.presented.map { layer throws(RestorationError) in
        WireLayer(layer, node: try describe(layer.content))
      }
      return WireStack(
        id: stack.id.rawValue, root: root, entries: ids, entryTypes: entryTypes, layer: layer,
        dialog: WireDialog.describing(stack))
    }
    // A split container is described the same way as a node and as a tab.
    func describe(_ split: SplitContainer) throws(RestorationError)
      -> (columns: [WireStack], layout: WireSplitLayout)
    {
      var columns: [WireStack] = []
      for column in split.columns { columns.append(try describe(column)) }
      return (columns, try Self.layout(of: split, coder: coder))
    }
    func describe(_ node: NavigationNode) throws(RestorationError) -> WireNode {
      switch node {
      case .stack(let stack):
        return .stack(try describe(stack))
      case .tabs(let container):
        var tabs: [WireTab] = []
        for tab in container.tabContents {
          switch tab {
          case .stack(let stack):
            tabs.append(.stack(try describe(stack)))
          case .split(let split):
            let (columns, layout) = try describe(split)
            tabs.append(.split(columns, layout: layout))
          }
        }
        return .tabs(
          tabs, selected: container.selection.rawValue,
          popsToRootOnReselect: container.popsToRootOnReselect)
      case .split(let split):
        let (columns, layout) = try describe(split)
        return .split(columns, layout: layout)
      }
    }
    self.root = try describe(state.content)
    self.version = coder.storedVersion
    self.types = types
    self.routes = routes
  }

  func encode(to encoder: any Encoder) throws {
    guard let coder = encoder.userInfo[.snapshotCoder] as? SnapshotCoder else {
      throw EncodingError.invalidValue(
        self, .init(codingPath: encoder.codingPath, debugDescription: Self.missingContext))
    }
    var container = encoder.container(keyedBy: WireKey.self)
    try container.encode(Self.format, forKey: .waypoint)
    try container.encode(version, forKey: .version)
    try container.encode(types, forKey: .types)
    var groups = container.nestedUnkeyedContainer(forKey: .routes)
    for (name, group) in zip(types, routes) {
      var elements = groups.nestedUnkeyedContainer()
      guard let codec = coder.codecsByName[name] else {
        throw RestorationError.encodingFailed("no route type is registered as \"\(name)\"")
      }
      do {
        try codec.encode(group, into: &elements)
      } catch {
        throw RestorationError.encodingFailed("\"\(name)\": \(RestorationError.describe(error))")
      }
    }
    var root = container.nestedContainer(keyedBy: WireKey.self, forKey: .root)
    try root.encode(node: self.root)
  }

  /// A split container's layout and declared types, as the wire holds them; out of the
  /// recursive `describe`, whose frame it would grow.
  @inline(never)
  private static func layout(of split: SplitContainer, coder: SnapshotCoder)
    throws(RestorationError) -> WireSplitLayout
  {
    func name(_ column: SplitColumn) throws(RestorationError) -> String? {
      guard let declared = split.declaredType(in: column) else { return nil }
      guard let name = coder.namesByType[ObjectIdentifier(declared.type)] else {
        throw .unregisteredRouteType(declared.name, stack: split.id)
      }
      return name
    }
    return WireSplitLayout(
      columnVisibility: split.columnVisibility.rawValue,
      preferredCompactColumn: split.preferredCompactColumn.rawValue,
      popsDetailOnReselect: split.popsDetailOnReselect,
      sidebarSelects: try name(.sidebar), contentSelects: try name(.content))
  }

  /// Throws when `state` has more nested layers than `limits` allow: such a snapshot could
  /// not be restored. Walks the tree without recursion. (Within the layer limit, at most
  /// 64, the JSON nests at most `JSONSyntax.maxSnapshotNesting` levels.)
  static func checkDepth(of state: NavigationState, against limits: RestorationLimits)
    throws(RestorationError)
  {
    var deepest = 0
    var pending: [(node: NavigationNode, layers: Int)] = [(state.content, 0)]
    while let (node, layers) = pending.popLast() {
      deepest = max(deepest, layers)
      let visit = { (stack: StackState) in
        if let layer = stack.presented { pending.append((layer.content, layers + 1)) }
      }
      node.forEachDirectStack { stack, _ in visit(stack) }
    }
    if deepest > limits.layerDepthLimit {
      throw .limitExceeded(.layers, found: deepest, maximum: limits.layerDepthLimit)
    }
  }

  static let missingContext =
    "no SnapshotCoder in userInfo; set userInfo[.waypointRestoration] to the app's SnapshotCoder"
}

extension KeyedEncodingContainer<WireKey> {
  fileprivate mutating func encode(node: WireNode) throws {
    switch node {
    case .stack(let stack):
      var nested = nestedContainer(keyedBy: WireKey.self, forKey: .stack)
      try nested.encode(stack: stack)
    case .tabs(let tabs, let selected, let popsToRoot):
      var list = nestedUnkeyedContainer(forKey: .tabs)
      for tab in tabs {
        var nested = list.nestedContainer(keyedBy: WireKey.self)
        switch tab {
        case .stack(let stack): try nested.encode(stack: stack)
        case .split(let columns, let layout): try nested.encode(split: columns, layout: layout)
        }
      }
      try encode(selected, forKey: .selected)
      try encode(popsToRoot, forKey: .popsToRootOnReselect)
    case .split(let columns, let layout):
      try encode(split: columns, layout: layout)
    }
  }

  /// Writes a split container's members: a split node's, and a split tab's.
  fileprivate mutating func encode(split columns: [WireStack], layout: WireSplitLayout) throws {
    var list = nestedUnkeyedContainer(forKey: .split)
    for column in columns {
      var nested = list.nestedContainer(keyedBy: WireKey.self)
      try nested.encode(stack: column)
    }
    try encode(layout.columnVisibility, forKey: .columnVisibility)
    try encode(layout.preferredCompactColumn, forKey: .preferredCompactColumn)
    try encode(layout.popsDetailOnReselect, forKey: .popsDetailOnReselect)
    try encodeIfPresent(layout.sidebarSelects, forKey: .sidebarSelects)
    try encodeIfPresent(layout.contentSelects, forKey: .contentSelects)
  }

  fileprivate mutating func encode(stack: WireStack) throws {
    try encode(stack.id, forKey: .id)
    try encodeIfPresent(stack.root, forKey: .root)
    try encode(EntryListFormat.format(runs: stack.entries), forKey: .entries)
    try encode(EntryListFormat.format(types: stack.entryTypes), forKey: .entryTypes)
    if let layer = stack.layer {
      var nested = nestedContainer(keyedBy: WireKey.self, forKey: .layer)
      try nested.encode(layer.style, forKey: .style)
      try nested.encode(presentationOf: layer)
      try nested.encode(node: layer.node)
    }
    if let dialog = stack.dialog {
      try encode(dialog.kind, forKey: .dialog)
      try encode(dialog.title, forKey: .dialogTitle)
    }
  }
}
