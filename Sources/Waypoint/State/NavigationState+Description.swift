extension NavigationState: CustomStringConvertible {
  /// A stable, readable text form of the whole tree, one line per stack, tab container and
  /// layer, indented by nesting. Routes print with their own `description`.
  ///
  /// ```
  /// tabs, selected home
  ///   stack home: #1 profile > #2 settings
  ///     sheet, detents medium large, at medium
  ///       stack settings (root: about): empty
  ///       alert "Sign out?": "Sign out" "Cancel"
  ///   stack explore: empty
  /// ```
  public var description: String {
    var lines: [String] = []
    func write(_ node: NavigationNode, indent: String) {
      switch node {
      case .stack(let stack):
        write(stack, indent: indent)
      case .tabs(let tabs):
        lines.append("\(indent)tabs, selected \(tabs.selection)")
        for tab in tabs.tabContents {
          switch tab {
          case .stack(let stack): write(stack, indent: indent + "  ")
          case .split(let split): write(.split(split), indent: indent + "  ")
          }
        }
      case .split(let split):
        lines.append(
          "\(indent)split, columns \(split.columnVisibility.rawValue), compact "
            + split.preferredCompactColumn.rawValue)
        for stack in split.columns { write(stack, indent: indent + "  ") }
      }
    }
    func write(_ stack: StackState, indent: String) {
      let root = stack.root.map { " (root: \($0))" } ?? ""
      let entries =
        stack.entries.isEmpty
        ? "empty" : stack.entries.map(\.description).joined(separator: " > ")
      lines.append("\(indent)stack \(stack.id)\(root): \(entries)")
      if let layer = stack.presented {
        var line = "\(indent)  \(layer.style)"
        if let anchor = layer.anchor { line += " at \(anchor)" }
        if !layer.detents.isEmpty {
          line += ", detents \(layer.detents.map(\.description).joined(separator: " "))"
          if let selected = layer.selectedDetent { line += ", at \(selected)" }
        }
        lines.append(line)
        write(layer.content, indent: indent + "    ")
      }
      if let dialog = stack.dialog {
        let buttons = dialog.buttons.map { CallText.quoted($0.label) }.joined(separator: " ")
        lines.append(
          "\(indent)  \(dialog.style) \(CallText.quoted(dialog.title)): \(buttons)")
      }
    }
    write(content, indent: "")
    return lines.joined(separator: "\n")
  }
}
