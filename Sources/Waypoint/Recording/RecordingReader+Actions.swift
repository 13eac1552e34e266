extension RecordingReader {
  /// An action, as `RecordingWriter.action(_:)` writes it. A dialog's typed texts come back
  /// as empty strings, as many as were typed.
  mutating func action(_ value: SnapshotValue?, depth: Int = 0) throws(RecordingError)
    -> NavigationAction
  {
    guard depth <= 32 else { throw malformed("batches nest more than 32 deep") }
    let members = try object(value, "an action")
    func column(_ key: String) throws(RecordingError) -> SplitColumn {
      guard let column = SplitColumn(rawValue: try string(members[key], "a column")) else {
        throw malformed("a column is not one of sidebar, content, detail")
      }
      return column
    }
    if let routes = members["push"] {
      return .push(
        try self.routes(routes, "pushed routes"), on: try target(members["on"], "a target"))
    }
    if let count = members["pop"] {
      return .pop(try int(count, "a pop's count"), from: try target(members["from"], "a target"))
    }
    if let id = members["popTo"] {
      return .popTo(
        EntryID(try uint64(id, "an entry ID")), on: try target(members["on"], "a target"))
    }
    if let target = members["popToRoot"] { return .popToRoot(try self.target(target, "a target")) }
    if let routes = members["setPath"] {
      return .setPath(try self.routes(routes, "a path"), on: try target(members["on"], "a target"))
    }
    if let presentation = members["present"] {
      return .present(
        try self.presentation(presentation), on: try target(members["on"], "a target"))
    }
    if members["dismissTop"] != nil { return .dismissTop }
    if let stack = members["dismissLayer"] {
      return .dismissLayer(holding: try stackID(stack, "a stack"))
    }
    if let target = members["dismissLayers"] {
      return .dismissLayers(above: try self.target(target, "a target"))
    }
    if let button = members["answerDialog"] {
      let texts = try count(members["texts"] ?? .int(0), "a count of texts")
      guard texts <= 1_000 else { throw malformed("an answer has more than 1,000 texts") }
      // A few bytes of text make a thousand strings: all answers together are held to a
      // budget, so that a long text cannot make a recording many times its size.
      guard textCount + texts <= Self.maximumTextCount else {
        throw malformed("the answers hold more than \(Self.maximumTextCount) texts in all")
      }
      textCount += texts
      return .answerDialog(
        button: try int(button, "a button"), texts: Array(repeating: "", count: texts),
        on: try target(members["on"], "a target"))
    }
    if let target = members["dismissDialog"] {
      return .dismissDialog(on: try self.target(target, "a target"))
    }
    if let detent = members["selectDetent"] {
      return .selectDetent(
        try self.detent(detent, "a detent"), holding: try stackID(members["holding"], "a stack"))
    }
    if let id = members["selectTab"] { return .selectTab(try stackID(id, "a tab")) }
    if let selection = members["select"] {
      let route: AnyRoute? = if case .null = selection { nil } else { try self.route(selection) }
      return .select(route, column: try column("column"), in: try stackID(members["in"], "a split"))
    }
    if let selection = members["selectDefault"] {
      return .selectDefault(
        try route(selection), column: try column("column"),
        in: try stackID(members["in"], "a split"))
    }
    if let visibility = members["setColumnVisibility"] {
      guard let value = SplitColumnVisibility(rawValue: try string(visibility, "a visibility"))
      else { throw malformed("a column visibility is not one this version knows") }
      return .setColumnVisibility(value, in: try stackID(members["in"], "a split"))
    }
    if members["setPreferredCompactColumn"] != nil {
      return .setPreferredCompactColumn(
        try column("setPreferredCompactColumn"), in: try stackID(members["in"], "a split"))
    }
    if let tree = members["replaceState"] { return .replaceState(try self.tree(tree)) }
    if let actions = members["batch"] {
      var batch: [NavigationAction] = []
      for element in try array(actions, "a batch") {
        batch.append(try action(element, depth: depth + 1))
      }
      return .batch(batch)
    }
    throw malformed("an action names no action this version knows")
  }
}
