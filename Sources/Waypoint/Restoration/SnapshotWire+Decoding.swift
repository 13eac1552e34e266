import Foundation

extension WireSnapshot: Decodable {
  /// Reads a snapshot: checks its format, version and limits, migrates it when it is
  /// older than the app's schema, and decodes every route with its registered type.
  /// Routes that cannot be restored are recorded, not thrown: the caller decides.
  init(from decoder: any Decoder) throws {
    guard let coder = decoder.userInfo[.waypointRestoration] as? SnapshotCoder else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: Self.missingContext))
    }
    let container = try decoder.container(keyedBy: WireKey.self)
    let format = try container.decode(Int.self, forKey: .waypoint)
    guard format == Self.format else {
      if format > Self.format {
        throw RestorationError.unsupportedFormat(format, supported: Self.format)
      }
      throw RestorationError.invalidData(
        path: "waypoint", detail: "format \(format) does not exist; expected \(Self.format)")
    }
    version = try container.decode(Int.self, forKey: .version)
    guard version <= coder.version else {
      throw RestorationError.newerVersion(version, current: coder.version)
    }
    types = try container.decode([String].self, forKey: .types)
    root = try container.nestedContainer(keyedBy: WireKey.self, forKey: .root).decodeNode()
    try Self.check(root, against: coder.limits)

    let isOlder = version < coder.version
    if isOlder, let migrate = coder.migration.stackID {
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
    if isOlder, let migrate = coder.migration.route {
      var values: [[SnapshotValue]] = []
      for _ in types { values.append(try groups.decode([SnapshotValue].self)) }
      decoded = try Self.migrate(
        values, types: types, version: version, with: migrate, coder: coder)
    } else {
      for name in types {
        var elements = try groups.nestedUnkeyedContainer()
        if let codec = coder.codecsByName[name] {
          decoded.append(try codec.decodeAll(from: &elements, named: name))
        } else {
          var count = 0
          while !elements.isAtEnd {
            _ = try elements.decode(SkippedValue.self)
            count += 1
          }
          decoded.append(DecodedRoutes(count: count, failure: .unknownName(name)))
        }
      }
    }
    if !groups.isAtEnd {
      throw RestorationError.invalidData(
        path: "routes", detail: "has more groups of routes than types has names")
    }
  }

  /// Rejects a tree with more stacks, entries or nested layers than `limits` allow.
  static func check(_ root: WireNode, against limits: RestorationLimits) throws {
    var stacks = 0
    var entries = 0
    func visit(_ node: WireNode, depth: Int) throws {
      if depth > limits.maxDepth {
        throw RestorationError.limitExceeded(.layers, found: depth, maximum: limits.maxDepth)
      }
      for stack in node.stacks {
        stacks += 1
        entries += stack.entryTypes.count
        if let layer = stack.layer { try visit(layer.node, depth: depth + 1) }
      }
    }
    try visit(root, depth: 0)
    if stacks > limits.maxStacks {
      throw RestorationError.limitExceeded(.stacks, found: stacks, maximum: limits.maxStacks)
    }
    if entries > limits.maxEntries {
      throw RestorationError.limitExceeded(.entries, found: entries, maximum: limits.maxEntries)
    }
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
        var route = SnapshotRoute(name: types[group], value: value)
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
        let decoder = JSONDecoder()
        decoder.userInfo[.routeGroup] = RouteGroup(codec: codec, name: name)
        decodedRoutes = try decoder.decode(RouteGroupDecoder.self, from: data).routes
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

/// The codec and name a ``RouteGroupDecoder`` decodes with.
private struct RouteGroup {
  let codec: any RouteCodec
  let name: String
}

/// Decodes an array of routes of one type, recording failures.
private struct RouteGroupDecoder: Decodable {
  var routes: DecodedRoutes

  init(from decoder: any Decoder) throws {
    guard let group = decoder.userInfo[.routeGroup] as? RouteGroup else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "no route group in userInfo"))
    }
    var container = try decoder.unkeyedContainer()
    routes = try group.codec.decodeAll(from: &container, named: group.name)
  }
}

extension CodingUserInfoKey {
  fileprivate static let routeGroup: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "dev.waypoint.restoration.route-group") else {
      preconditionFailure("Waypoint: CodingUserInfoKey rejected a constant name")
    }
    return key
  }()
}

extension WireNode {
  /// The stacks directly in this node.
  var stacks: [WireStack] {
    switch self {
    case .stack(let stack): [stack]
    case .tabs(let tabs, _, _): tabs
    }
  }

  /// Renames every stack in the tree, and the tab selections with them.
  mutating func renameStacks(_ rename: (String) -> String) {
    switch self {
    case .stack(var stack):
      stack.renameStacks(rename)
      self = .stack(stack)
    case .tabs(var tabs, let selected, let popsToRoot):
      for index in tabs.indices { tabs[index].renameStacks(rename) }
      self = .tabs(tabs, selected: rename(selected), popsToRootOnReselect: popsToRoot)
    }
  }
}

extension WireStack {
  fileprivate mutating func renameStacks(_ rename: (String) -> String) {
    id = rename(id)
    layer?.node.renameStacks(rename)
  }
}

extension KeyedDecodingContainer<WireKey> {
  fileprivate func decodeNode() throws -> WireNode {
    switch (contains(.stack), contains(.tabs)) {
    case (true, false):
      return .stack(try nestedContainer(keyedBy: WireKey.self, forKey: .stack).decodeStack())
    case (false, true):
      var list = try nestedUnkeyedContainer(forKey: .tabs)
      var tabs: [WireStack] = []
      while !list.isAtEnd {
        tabs.append(try list.nestedContainer(keyedBy: WireKey.self).decodeStack())
      }
      return .tabs(
        tabs, selected: try decode(String.self, forKey: .selected),
        popsToRootOnReselect: try decodeIfPresent(Bool.self, forKey: .popsToRootOnReselect)
          ?? true)
    default:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath,
          debugDescription: "a node has either \"stack\" or \"tabs\", and not both"))
    }
  }

  fileprivate func decodeStack() throws -> WireStack {
    var layer: WireLayer?
    if contains(.layer) {
      let nested = try nestedContainer(keyedBy: WireKey.self, forKey: .layer)
      layer = WireLayer(
        style: try nested.decode(String.self, forKey: .style), node: try nested.decodeNode())
    }
    return WireStack(
      id: try decode(String.self, forKey: .id),
      root: try decodeIfPresent(Int.self, forKey: .root),
      entries: try parse(.entries, with: EntryListFormat.parseRuns),
      entryTypes: try parse(.entryTypes, with: EntryListFormat.parseTypes),
      layer: layer)
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
