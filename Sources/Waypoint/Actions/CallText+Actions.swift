extension CallText {
  /// An action as written in code, with its arguments clipped as a call's are:
  /// `push([Screen.profile], on: "main")`, `pop(1, from: .visible)`, `dismissTop`.
  package static func action(_ action: NavigationAction) -> String {
    switch action {
    case .push(let routes, let target):
      "push(\(self.routes(routes.map(\.base))), on: \(self.target(target)))"
    case .pop(let count, let target):
      "pop(\(count), from: \(self.target(target)))"
    case .popTo(let id, let target):
      "popTo(\(id), on: \(self.target(target)))"
    case .popToRoot(let target):
      "popToRoot(\(self.target(target)))"
    case .setPath(let routes, let target):
      "setPath(\(self.routes(routes.map(\.base))), on: \(self.target(target)))"
    case .present(let presentation, let target):
      "present(\(self.presentation(presentation)), on: \(self.target(target)))"
    case .dismissTop:
      "dismissTop"
    case .dismissLayer(let stack):
      "dismissLayer(holding: \(quoted(stack.rawValue)))"
    case .dismissLayers(let target):
      "dismissLayers(above: \(self.target(target)))"
    case .answerDialog(let button, let texts, let target):
      "answerDialog(button: \(button)\(texts.isEmpty ? "" : ", texts: \(texts.count)"), "
        + "on: \(self.target(target)))"
    case .dismissDialog(let target):
      "dismissDialog(on: \(self.target(target)))"
    case .selectDetent(let detent, let stack):
      "selectDetent(\(quoted(detent.description)), holding: \(quoted(stack.rawValue)))"
    case .selectTab(let id):
      "selectTab(\(quoted(id.rawValue)))"
    case .select(let route, let column, let container):
      "select(\(route.map { self.route($0.base) } ?? "nil"), column: .\(column.rawValue), "
        + "in: \(quoted(container.rawValue)))"
    case .selectDefault(let route, let column, let container):
      "selectDefault(\(self.route(route.base)), column: .\(column.rawValue), "
        + "in: \(quoted(container.rawValue)))"
    case .setColumnVisibility(let visibility, let container):
      "setColumnVisibility(.\(visibility.rawValue), in: \(quoted(container.rawValue)))"
    case .setPreferredCompactColumn(let column, let container):
      "setPreferredCompactColumn(.\(column.rawValue), in: \(quoted(container.rawValue)))"
    case .replaceState:
      "replaceState(…)"
    case .batch(let actions):
      "batch([" + listing(actions, describing: self.action) + "])"
    }
  }

  /// A target as written in code: `.visible`, or the stack's ID in quotes.
  static func target(_ target: StackTarget) -> String {
    switch target {
    case .visible: ".visible"
    case .stack(let id): quoted(id.rawValue)
    }
  }
}
