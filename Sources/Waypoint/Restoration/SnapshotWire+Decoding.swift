import Foundation

extension WireSnapshot: Decodable {
  /// Reads a snapshot: checks its format, version and limits, migrates it when it is
  /// older than the app's schema, and decodes every route with its registered type.
  /// Routes that cannot be restored are recorded, not thrown: the caller decides.
  init(from decoder: any Decoder) throws {
    guard let coder = decoder.userInfo[.snapshotCoder] as? SnapshotCoder else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: Self.missingContext))
    }
    try coder.storedLimits.checkMaximums()
    let container = try decoder.container(keyedBy: WireKey.self)
    let format = try container.decode(Int.self, forKey: .waypoint)
    guard format >= Self.oldestFormat, format <= Self.format else {
      if format > Self.format {
        throw RestorationError.unsupportedFormat(format, supported: Self.format)
      }
      throw RestorationError.invalidData(
        path: "waypoint",
        detail: "format \(format) does not exist; expected \(Self.oldestFormat) to \(Self.format)")
    }
    version = try container.decode(Int.self, forKey: .version)
    guard version <= coder.storedVersion else {
      throw RestorationError.newerVersion(version, current: coder.storedVersion)
    }
    types = try container.decode([String].self, forKey: .types)
    // The tree first, counting stacks, entries and layers as it goes: a tree over the
    // limits stops as soon as it goes over, before the routes are looked at, and the
    // recursion never goes more than one layer past the layer limit.
    var budget = TreeBudget(limits: coder.storedLimits)
    root = try container.nestedContainer(keyedBy: WireKey.self, forKey: .root)
      .decodeNode(budget: &budget, layers: 0)
    if format < 2, let part = root.format2Part {
      throw RestorationError.invalidData(
        path: "root", detail: "has \(part), which format \(format) cannot hold")
    }
    try root.lookUpDeclaredTypes(coder: coder, path: "root")
    // How many routes of each type the tree uses: each group must hold exactly that many,
    // checked before any route is decoded.
    let used = try Self.routesUsed(by: root, typeCount: types.count)

    let isOlder = version < coder.storedVersion
    if isOlder, let migrate = coder.storedMigration.migrateStackID {
      let version = version
      root.renameStacks { migrate(StackID($0), version).rawValue }
    }

    var groups = try container.nestedUnkeyedContainer(forKey: .routes)
    if let count = groups.count, count != types.count {
      throw RestorationError.invalidData(
        path: "routes",
        detail: "has \(count) groups of routes, but types has \(types.count) names; "
          + "there must be one group per type")
    }
    let strict = coder.storedMode == .strict
    if isOlder, let migrate = coder.storedMigration.migrateRoute {
      var values: [[SnapshotValue]] = []
      for (group, name) in types.enumerated() {
        var elements = try groups.nestedUnkeyedContainer()
        let count = try Self.checkCount(of: elements, group: group, name: name, used: used[group])
        var routes: [SnapshotValue] = []
        routes.reserveCapacity(count)
        while routes.count < count, !elements.isAtEnd {
          routes.append(try elements.decode(SnapshotValue.self))
        }
        try Self.checkEnd(
          of: elements, group: group, name: name, count: routes.count, used: count)
        values.append(routes)
      }
      decoded = try Self.migrate(
        values, types: types, version: version, with: migrate, coder: coder)
    } else {
      for (group, name) in types.enumerated() {
        var elements = try groups.nestedUnkeyedContainer()
        let count = try Self.checkCount(of: elements, group: group, name: name, used: used[group])
        if stoppedAtFailure {
          // Strict, and a route already failed: the rest need not be decoded.
          decoded.append(DecodedRoutes(undecoded: count))
        } else if let codec = coder.codecsByName[name] {
          let routes = try codec.decodeAll(
            from: &elements, named: name, count: count, stopAtFailure: strict)
          if strict, !routes.failures.isEmpty {
            stoppedAtFailure = true
            var padded = routes
            padded.routes += repeatElement(nil, count: count - routes.routes.count)
            decoded.append(padded)
            continue
          }
          try Self.checkEnd(
            of: elements, group: group, name: name, count: routes.routes.count, used: count)
          decoded.append(routes)
        } else {
          // No type reads these routes: they are not decoded at all.
          if strict && count > 0 { stoppedAtFailure = true }
          decoded.append(DecodedRoutes(count: count, failure: .unknownName(name)))
        }
      }
    }
    if !groups.isAtEnd {
      throw RestorationError.invalidData(
        path: "routes", detail: "has more groups of routes than types has names")
    }
  }

  /// How many routes of each type the tree uses, by type index.
  ///
  /// - Throws: ``RestorationError/invalidData(path:detail:)`` for a type index out of range.
  static func routesUsed(by root: WireNode, typeCount: Int) throws(RestorationError) -> [Int] {
    var used = Array(repeating: 0, count: typeCount)
    func use(_ type: Int, path: @autoclosure () -> String) throws(RestorationError) {
      guard used.indices.contains(type) else {
        throw .invalidData(
          path: path(),
          detail: "type index \(type) is out of range; types has \(typeCount) names")
      }
      used[type] += 1
    }
    func visit(_ node: WireNode, path: String) throws(RestorationError) {
      let stacks: [(WireStack, String)] =
        switch node {
        case .stack(let stack): [(stack, path + ".stack")]
        case .tabs(let tabs, _, _):
          tabs.enumerated().flatMap { $0.element.stacks(path: "\(path).tabs[\($0.offset)]") }
        case .split(let columns, _):
          columns.enumerated().map { ($0.element, "\(path).split[\($0.offset)]") }
        }
      for (stack, path) in stacks {
        if let root = stack.root { try use(root, path: path + ".root") }
        for (position, type) in stack.entryTypes.enumerated() {
          try use(type, path: "\(path).entries[\(position)]")
        }
        if let layer = stack.layer { try visit(layer.node, path: path + ".layer") }
      }
    }
    try visit(root, path: "root")
    return used
  }

  /// The number of routes the group must hold; throws when the group says it holds
  /// another number.
  private static func checkCount(
    of elements: any UnkeyedDecodingContainer, group: Int, name: String, used: Int
  ) throws(RestorationError) -> Int {
    if let count = elements.count, count != used {
      throw mismatch(group: group, name: name, count: count, used: used)
    }
    return used
  }

  /// Throws when the group holds more or fewer routes than the tree uses.
  private static func checkEnd(
    of elements: any UnkeyedDecodingContainer, group: Int, name: String, count: Int, used: Int
  ) throws(RestorationError) {
    guard count == used, elements.isAtEnd else {
      throw mismatch(
        group: group, name: name,
        count: count < used ? count : elements.count ?? used + 1, used: used)
    }
  }

  private static func mismatch(group: Int, name: String, count: Int, used: Int)
    -> RestorationError
  {
    .invalidData(
      path: "routes[\(group)]",
      detail: "has \(count) \(CallText.quoted(name)) routes, but the tree uses \(used); "
        + "each route belongs to one entry or root")
  }

  /// Runs the app's migration on every route, then decodes each with the type registered
  /// under its (possibly new) name.
  private static func migrate(
    _ values: [[SnapshotValue]], types: [String], version: Int,
    with migrate: (inout SnapshotRoute, Int) throws -> Void, coder: SnapshotCoder
  ) throws -> [DecodedRoutes] {
    var result = values.map { group in
      var routes = DecodedRoutes()
      routes.routes = Array(repeating: nil, count: group.count)
      return routes
    }
    // Positions of the migrated routes, per new name.
    var byName: [String: [(group: Int, index: Int, value: SnapshotValue)]] = [:]
    for (group, elements) in values.enumerated() {
      for (index, value) in elements.enumerated() {
        var route = SnapshotRoute(storedAs: types[group], value: value)
        do {
          try migrate(&route, version)
          byName[route.name, default: []].append((group, index, route.value))
        } catch {
          result[group].failures[index] = .migration(String(describing: error))
        }
      }
    }
    for (name, routes) in byName {
      let decodedRoutes: DecodedRoutes
      if let codec = coder.codecsByName[name] {
        let data = try JSONEncoder().encode(routes.map(\.value))
        decodedRoutes = try DecodedRoutes.decoding(
          data, with: codec, named: name, count: routes.count, stopAtFailure: false)
      } else {
        decodedRoutes = DecodedRoutes(count: routes.count, failure: .unknownName(name))
      }
      for (position, route) in routes.enumerated() {
        result[route.group].routes[route.index] = decodedRoutes.routes[position]
        if case .undecodable(let name, let detail)? = decodedRoutes.failures[position] {
          // The path is the temporary array's; the message alone says what is wrong.
          let message = detail.split(separator: ": ", maxSplits: 1).last.map(String.init)
          result[route.group].failures[route.index] = .undecodable(
            name: name, detail: message ?? detail)
        } else if let failure = decodedRoutes.failures[position] {
          result[route.group].failures[route.index] = failure
        }
      }
    }
    return result
  }
}

extension WireNode {
  /// The stacks directly in this node, a split tab's columns included.
  var stacks: [WireStack] {
    switch self {
    case .stack(let stack): [stack]
    case .tabs(let tabs, _, _): tabs.flatMap(\.stacks)
    case .split(let columns, _): columns
    }
  }

  /// Looks up, for every split container of the tree, the route types it declares by their
  /// registered names. A name no type is registered under throws in strict mode and drops
  /// the declaration in lenient mode.
  mutating func lookUpDeclaredTypes(coder: SnapshotCoder, path: String) throws(RestorationError) {
    // A layer is a class: looking up through a copy of the stacks changes the tree's own.
    let stacks: [(stack: WireStack, path: String)]
    switch self {
    case .stack(let stack):
      stacks = [(stack, path + ".stack")]
    case .tabs(var tabs, let selected, let popsToRoot):
      for index in tabs.indices {
        guard case .split(let columns, var layout) = tabs[index] else { continue }
        try Self.lookUpSplitTypes(in: &layout, coder: coder, path: "\(path).tabs[\(index)]")
        tabs[index] = .split(columns, layout: layout)
      }
      self = .tabs(tabs, selected: selected, popsToRootOnReselect: popsToRoot)
      stacks = tabs.enumerated().flatMap { $0.element.stacks(path: "\(path).tabs[\($0.offset)]") }
    case .split(let columns, var layout):
      try Self.lookUpSplitTypes(in: &layout, coder: coder, path: path)
      self = .split(columns, layout: layout)
      stacks = columns.enumerated().map { ($0.element, "\(path).split[\($0.offset)]") }
    }
    for (stack, path) in stacks {
      try stack.layer?.node.lookUpDeclaredTypes(coder: coder, path: path + ".layer")
    }
  }

  /// `lookUpDeclaredTypes(coder:path:)` for one split container's own declarations, the
  /// container being at `path` (a node or a tab); out of that recursion, whose frame it
  /// would grow.
  @inline(never)
  private static func lookUpSplitTypes(
    in layout: inout WireSplitLayout, coder: SnapshotCoder, path: String
  ) throws(RestorationError) {
    for (column, name) in [
      (SplitColumn.sidebar, layout.sidebarSelects), (.content, layout.contentSelects),
    ] {
      guard let name else { continue }
      if let type = coder.codecsByName[name]?.routeType as? any (Hashable & Sendable).Type {
        layout.declared[column] = DeclaredRouteType(type)
      } else if coder.storedMode == .strict {
        throw .unknownRouteName(
          name, path: "\(path).\(column.rawValue)Selects", registered: coder.writtenNames)
      }
    }
  }

  /// Renames every stack in the tree, and the tab selections with them.
  mutating func renameStacks(_ rename: (String) -> String) {
    switch self {
    case .stack(var stack):
      stack.renameStacks(rename)
      self = .stack(stack)
    case .tabs(var tabs, let selected, let popsToRoot):
      for index in tabs.indices {
        switch tabs[index] {
        case .stack(var stack):
          stack.renameStacks(rename)
          tabs[index] = .stack(stack)
        case .split(let columns, let layout):
          tabs[index] = .split(Self.renamed(columns, rename), layout: layout)
        }
      }
      self = .tabs(tabs, selected: rename(selected), popsToRootOnReselect: popsToRoot)
    case .split(let columns, let layout):
      self = .split(Self.renamed(columns, rename), layout: layout)
    }
  }

  /// A split container's columns, renamed: a split node's, and a split tab's.
  private static func renamed(_ columns: [WireStack], _ rename: (String) -> String)
    -> [WireStack]
  {
    var columns = columns
    for index in columns.indices { columns[index].renameStacks(rename) }
    return columns
  }
}

extension WireStack {
  fileprivate mutating func renameStacks(_ rename: (String) -> String) {
    id = rename(id)
    layer?.anchor?.renameStack(rename)
    layer?.node.renameStacks(rename)
  }
}

extension KeyedDecodingContainer<WireKey> {
  /// Reads the node `layers` layers above the tree's content (0 for the content).
  fileprivate func decodeNode(budget: inout TreeBudget, layers: Int) throws -> WireNode {
    if contains(.split) {
      let (columns, layout) = try decodeSplit(budget: &budget, layers: layers)
      return .split(columns, layout: layout)
    }
    switch (contains(.stack), contains(.tabs)) {
    case (true, false):
      return .stack(
        try nestedContainer(keyedBy: WireKey.self, forKey: .stack)
          .decodeStack(budget: &budget, layers: layers))
    case (false, true):
      var list = try nestedUnkeyedContainer(forKey: .tabs)
      var tabs: [WireTab] = []
      while !list.isAtEnd {
        tabs.append(
          try list.nestedContainer(keyedBy: WireKey.self).decodeTab(budget: &budget, layers: layers)
        )
      }
      return .tabs(
        tabs, selected: try decode(String.self, forKey: .selected),
        popsToRootOnReselect: try decodeIfPresent(Bool.self, forKey: .popsToRootOnReselect)
          ?? true)
    default:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath,
          debugDescription: "a node has one of \"stack\", \"tabs\" and \"split\""))
    }
  }

  /// Reads a tab: a split container when it has a `split` key, a stack otherwise; out of
  /// `decodeNode(budget:layers:)`, which recurses once per layer, so that its frame stays
  /// small.
  @inline(never)
  fileprivate func decodeTab(budget: inout TreeBudget, layers: Int) throws -> WireTab {
    guard contains(.split) else { return .stack(try decodeStack(budget: &budget, layers: layers)) }
    let (columns, layout) = try decodeSplit(budget: &budget, layers: layers)
    return .split(columns, layout: layout)
  }

  /// Reads a split container's columns and layout, a split node's or a split tab's; out of
  /// `decodeNode(budget:layers:)`, which recurses once per layer, so that its frame stays
  /// small.
  @inline(never)
  fileprivate func decodeSplit(budget: inout TreeBudget, layers: Int) throws
    -> (columns: [WireStack], layout: WireSplitLayout)
  {
    guard !contains(.stack), !contains(.tabs) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath,
          debugDescription: "a node has one of \"stack\", \"tabs\" and \"split\""))
    }
    var list = try nestedUnkeyedContainer(forKey: .split)
    var columns: [WireStack] = []
    while !list.isAtEnd {
      columns.append(
        try list.nestedContainer(keyedBy: WireKey.self)
          .decodeStack(budget: &budget, layers: layers))
    }
    return (
      columns,
      WireSplitLayout(
        columnVisibility: try decodeIfPresent(String.self, forKey: .columnVisibility)
          ?? SplitColumnVisibility.automatic.rawValue,
        preferredCompactColumn: try decodeIfPresent(String.self, forKey: .preferredCompactColumn)
          ?? SplitColumn.sidebar.rawValue,
        popsDetailOnReselect: try decodeIfPresent(Bool.self, forKey: .popsDetailOnReselect)
          ?? true,
        sidebarSelects: try decodeIfPresent(String.self, forKey: .sidebarSelects),
        contentSelects: try decodeIfPresent(String.self, forKey: .contentSelects))
    )
  }

  fileprivate func decodeStack(budget: inout TreeBudget, layers: Int) throws -> WireStack {
    let entryTypes = try parse(.entryTypes, with: EntryListFormat.parseTypes)
    try budget.add(stackWith: entryTypes.count)
    let id = try decode(String.self, forKey: .id)
    let root = try decodeIfPresent(Int.self, forKey: .root)
    let entries = try parse(.entries, with: EntryListFormat.parseRuns)
    guard EntryListFormat.count(entries) == entryTypes.count else {
      throw RestorationError.invalidData(
        path: RestorationError.render(codingPath),
        detail: "entries has \(EntryListFormat.count(entries).map { "\($0)" } ?? "too many") "
          + "IDs, but entryTypes has \(entryTypes.count); there must be one type per entry")
    }
    var layer: WireLayer?
    if contains(.layer) {
      try budget.check(layer: layers + 1)
      let nested = try nestedContainer(keyedBy: WireKey.self, forKey: .layer)
      let wire = WireLayer(
        style: try nested.decode(String.self, forKey: .style),
        node: try nested.decodeNode(budget: &budget, layers: layers + 1))
      try nested.decodePresentation(into: wire)
      layer = wire
    }
    return WireStack(
      id: id, root: root, entries: entries, entryTypes: entryTypes, layer: layer,
      dialog: try decodeDialog())
  }

  private func parse<Value>(
    _ key: WireKey, with parse: (String) -> Result<[Value], EntryListFormat.ParseError>
  ) throws -> [Value] {
    guard let text = try decodeIfPresent(String.self, forKey: key) else { return [] }
    switch parse(text) {
    case .success(let values):
      return values
    case .failure(let error):
      throw RestorationError.invalidData(
        path: RestorationError.render(codingPath + [key]), detail: error.detail)
    }
  }
}
