extension RecordingWriter {
  /// An action as JSON: one member named after its case (`{"push": [...], "on": "main"}`);
  /// a target is a stack's ID, or `null` for the visible stack. Texts typed into a dialog
  /// are written as their count.
  mutating func action(_ action: NavigationAction) -> SnapshotValue {
    switch action {
    case .push(let routes, let target):
      return .object(["push": self.routes(routes), "on": Self.target(target)])
    case .pop(let count, let target):
      return .object(["pop": .int(Int64(count)), "from": Self.target(target)])
    case .popTo(let id, let target):
      return .object(["popTo": id.wire, "on": Self.target(target)])
    case .popToRoot(let target):
      return .object(["popToRoot": Self.target(target)])
    case .setPath(let routes, let target):
      return .object(["setPath": self.routes(routes), "on": Self.target(target)])
    case .present(let presentation, let target):
      return .object(["present": self.presentation(presentation), "on": Self.target(target)])
    case .dismissTop:
      return .object(["dismissTop": .bool(true)])
    case .dismissLayer(let stack):
      return .object(["dismissLayer": .string(stack.rawValue)])
    case .dismissLayers(let target):
      return .object(["dismissLayers": Self.target(target)])
    case .answerDialog(let button, let texts, let target):
      return .object([
        "answerDialog": .int(Int64(button)), "texts": .int(Int64(texts.count)),
        "on": Self.target(target),
      ])
    case .dismissDialog(let target):
      return .object(["dismissDialog": Self.target(target)])
    case .selectDetent(let detent, let stack):
      return .object([
        "selectDetent": .string(detent.description), "holding": .string(stack.rawValue),
      ])
    case .selectTab(let id):
      return .object(["selectTab": .string(id.rawValue)])
    case .select(let route, let column, let container):
      return .object([
        "select": route.map { self.route($0) } ?? .null, "column": .string(column.rawValue),
        "in": .string(container.rawValue),
      ])
    case .selectDefault(let route, let column, let container):
      return .object([
        "selectDefault": self.route(route), "column": .string(column.rawValue),
        "in": .string(container.rawValue),
      ])
    case .setColumnVisibility(let visibility, let container):
      return .object([
        "setColumnVisibility": .string(visibility.rawValue), "in": .string(container.rawValue),
      ])
    case .setPreferredCompactColumn(let column, let container):
      return .object([
        "setPreferredCompactColumn": .string(column.rawValue), "in": .string(container.rawValue),
      ])
    case .replaceState(let state):
      return .object(["replaceState": tree(state)])
    case .batch(let actions):
      return .object(["batch": .array(actions.map { self.action($0) })])
    }
  }

  static func target(_ target: StackTarget) -> SnapshotValue {
    switch target {
    case .visible: .null
    case .stack(let id): .string(id.rawValue)
    }
  }
}
