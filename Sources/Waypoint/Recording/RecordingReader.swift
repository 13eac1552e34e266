import Foundation

/// Reads the JSON of a recording's text form back into values (the reverse of
/// `RecordingWriter`), one line at a time; every problem is a `RecordingError` that names
/// the line.
struct RecordingReader {
  /// The app's coder, with ``RedactedRoute`` registered.
  let coder: SnapshotCoder
  /// The values a test supplies for redacted routes' tokens.
  let tokens: [String: AnyRoute]
  /// The line being read, from 1, and its snapshots.
  var line = 0
  var trees: [Substring] = [] {
    didSet { decodedTrees.removeAll() }
  }
  /// The line's snapshots read so far, by index, with their routes substituted: each is read
  /// once, however often the line names it, so that a line naming one large tree many
  /// times costs no more than the tree (and the trees read share their storage).
  private var decodedTrees: [Int: NavigationState] = [:]
  /// The routes the recording names by type only, and where.
  private(set) var unknownRoutes: [UnknownRouteUse] = []
  /// How many texts typed into dialogs the answers read so far hold (each read back as an
  /// empty string).
  var textCount = 0
  /// The most texts a recording's answers may hold in all.
  static let maximumTextCount = 100_000

  init(coder: SnapshotCoder, tokens: [String: AnyRoute]) {
    self.coder = coder.withRedactedRoutes
    self.tokens = tokens
  }

  /// A problem on the line being read.
  func malformed(_ reason: String) -> RecordingError {
    .malformed(line: line, reason: reason)
  }

  // MARK: Values

  func object(_ value: SnapshotValue?, _ what: String) throws(RecordingError)
    -> [String: SnapshotValue]
  {
    guard case .object(let members)? = value else { throw malformed("\(what) is not an object") }
    return members
  }

  func array(_ value: SnapshotValue?, _ what: String) throws(RecordingError) -> [SnapshotValue] {
    guard case .array(let elements)? = value else { throw malformed("\(what) is not an array") }
    return elements
  }

  func string(_ value: SnapshotValue?, _ what: String) throws(RecordingError) -> String {
    guard case .string(let text)? = value else { throw malformed("\(what) is not a string") }
    return text
  }

  func int(_ value: SnapshotValue?, _ what: String) throws(RecordingError) -> Int {
    guard case .int(let number)? = value, let result = Int(exactly: number) else {
      throw malformed("\(what) is not a whole number")
    }
    return result
  }

  func count(_ value: SnapshotValue?, _ what: String) throws(RecordingError) -> Int {
    let number = try int(value, what)
    guard number >= 0 else { throw malformed("\(what) is negative") }
    return number
  }

  /// A 64-bit number, written as a number or a string.
  func uint64(_ value: SnapshotValue?, _ what: String) throws(RecordingError) -> UInt64 {
    switch value {
    case .int(let number)? where number >= 0: return UInt64(number)
    case .string(let text)?:
      if let number = UInt64(text) { return number }
    default: break
    }
    throw malformed("\(what) is not a number from 0")
  }

  func stackID(_ value: SnapshotValue?, _ what: String) throws(RecordingError) -> StackID {
    StackID(try string(value, what))
  }

  func target(_ value: SnapshotValue?, _ what: String) throws(RecordingError) -> StackTarget {
    if case .null? = value { return .visible }
    return .stack(try stackID(value, what))
  }

  func detent(_ value: SnapshotValue?, _ what: String) throws(RecordingError) -> SheetDetent {
    let text = try string(value, what)
    guard let detent = SheetDetent(text) else { throw malformed("\(what) is not a detent") }
    return detent
  }

  // MARK: Routes

  /// A route: `{"<registered name>": <value>}`, or a type named only.
  mutating func route(_ value: SnapshotValue?) throws(RecordingError) -> AnyRoute {
    let members = try object(value, "a route")
    if case .string(let typeName)? = members["unknown"], members.count == 2 {
      unknownRoutes.append(UnknownRouteUse(typeName: typeName, line: line))
      return AnyRoute(UnreadableRoute(typeName: typeName))
    }
    guard members.count == 1, let (name, routeValue) = members.first else {
      throw malformed("a route is an object with one member, its type's name")
    }
    guard let codec = coder.codecsByName[name] else {
      throw .unregisteredName(name, line: line)
    }
    let decoded: DecodedRoutes
    do {
      let data = try JSONEncoder().encode(SnapshotValue.array([routeValue]))
      decoded = try DecodedRoutes.decoding(
        data, with: codec, named: name, count: 1, stopAtFailure: true)
    } catch {
      throw malformed("a route of type \(CallText.quoted(name)) does not decode")
    }
    guard let route = decoded.routes.first ?? nil else {
      throw malformed("a route of type \(CallText.quoted(name)) does not decode")
    }
    return substituted(route)
  }

  /// The value a test supplied for a redacted route's token, or the route itself.
  func substituted(_ route: AnyRoute) -> AnyRoute {
    guard !tokens.isEmpty, let redacted = route.base as? RedactedRoute else { return route }
    return tokens[redacted.token] ?? route
  }

  mutating func routes(_ value: SnapshotValue?, _ what: String) throws(RecordingError)
    -> [AnyRoute]
  {
    var routes: [AnyRoute] = []
    for element in try array(value, what) { routes.append(try route(element)) }
    return routes
  }

  // MARK: Trees

  /// A tree: `{"tree": <index of the line's snapshot>, "dialogs": […], "compact": […]}`.
  mutating func tree(_ value: SnapshotValue?) throws(RecordingError) -> NavigationState {
    let members = try object(value, "a tree")
    if case .string(let typeName)? = members["unknown"] {
      unknownRoutes.append(UnknownRouteUse(typeName: typeName, line: line))
      return NavigationState()
    }
    var state = try snapshot(members["tree"])
    for element in try array(members["dialogs"] ?? .array([]), "a tree's dialogs") {
      let shown = try object(element, "a tree's dialog")
      let stack = try stackID(shown["stack"], "a dialog's stack")
      let dialog = try self.dialog(shown["dialog"])
      guard let location = try? state.location(of: .stack(stack)),
        state.stack(stack)?.presented == nil
      else {
        throw malformed("the dialog's stack \(stack) is not in the tree, or presents a layer")
      }
      state.modifyStack(at: location) { $0.dialog = dialog }
    }
    for element in try array(members["compact"] ?? .array([]), "a tree's compact splits") {
      let split = try stackID(element, "a compact split")
      guard (try? state.setWidth(.compact, ofSplit: split)) != nil else {
        throw malformed("\(split) is not a split container of the tree")
      }
    }
    return state
  }

  /// The line's snapshot at an index, read with the coder's limits (once per line), with
  /// the values supplied for its tokens.
  private mutating func snapshot(_ value: SnapshotValue?) throws(RecordingError)
    -> NavigationState
  {
    let index = try count(value, "a tree's index")
    guard index < trees.count else { throw malformed("the line has no tree \(index)") }
    if let state = decodedTrees[index] { return state }
    var state: NavigationState
    do {
      state = try coder.decode(Data(trees[index].utf8)).state
    } catch {
      throw .invalidTree(line: line, error)
    }
    if !tokens.isEmpty {
      state = state.mapping(
        root: substituted, entry: { Entry(id: $0.id, route: substituted($0.route)) })
    }
    decodedTrees[index] = state
    return state
  }

  // MARK: Dialogs and presentations

  mutating func dialog(_ value: SnapshotValue?) throws(RecordingError) -> Dialog {
    let members = try object(value, "a dialog")
    guard let kind = DialogKind(rawValue: try string(members["kind"], "a dialog's kind")) else {
      throw malformed("a dialog's kind is not one of alert, confirmationDialog")
    }
    var buttons: [DialogButton] = []
    for element in try array(members["buttons"], "a dialog's buttons") {
      let button = try object(element, "a button")
      guard let role = DialogButton.Role(rawValue: try string(button["role"], "a button's role"))
      else { throw malformed("a button's role is not one of plain, cancel, destructive") }
      var made = DialogButton(try string(button["label"], "a button's label"), role: role)
      made.value = try route(button["value"])
      buttons.append(made)
    }
    var fields: [DialogTextField] = []
    for element in try array(members["fields"] ?? .array([]), "a dialog's fields") {
      let field = try object(element, "a text field")
      guard case .bool(let secure)? = field["secure"] else {
        throw malformed("a text field's secure is not true or false")
      }
      fields.append(
        DialogTextField(try string(field["placeholder"], "a placeholder"), isSecure: secure))
    }
    let message = try members["message"].map { (value) throws(RecordingError) in
      try string(value, "a dialog's message")
    }
    let anchor = try members["anchor"].map { (value) throws(RecordingError) in
      try self.anchor(value)
    }
    return Dialog(
      kind: kind, title: try string(members["title"], "a dialog's title"), message: message,
      buttons: buttons, textFields: fields, anchor: anchor)
  }

  func anchor(_ value: SnapshotValue) throws(RecordingError) -> PresentationAnchor {
    let members = try object(value, "an anchor")
    let name = try members["name"].map { (value) throws(RecordingError) in
      try string(value, "an anchor's name")
    }
    if let entry = members["entry"] {
      return PresentationAnchor(
        screen: .entry(EntryID(try uint64(entry, "an anchor's entry"))), name: name)
    }
    return PresentationAnchor(
      screen: .root(try stackID(members["root"], "an anchor's root")), name: name)
  }

  mutating func presentation(_ value: SnapshotValue?) throws(RecordingError) -> Presentation {
    let members = try object(value, "a presentation")
    let style = PresentationStyle(rawValue: try string(members["style"], "a presentation's style"))
    let content: Presentation.Content
    if let stack = members["stack"] {
      content = .stack(try spec(stack))
    } else if let tabs = members["tabs"] {
      var specs: [StackSpec] = []
      for element in try array(tabs, "a presentation's tabs") { specs.append(try spec(element)) }
      content = .tabs(specs, selected: try stackID(members["selected"], "the selected tab"))
    } else if let split = members["split"] {
      guard case .split(let container) = try tree(split).content else {
        throw malformed("a presented split container's tree is not a split container")
      }
      content = .split(container)
    } else if let dialog = members["dialog"] {
      content = .dialog(try self.dialog(dialog))
    } else {
      throw malformed("a presentation has no stack, tabs, split or dialog")
    }
    let anchor = try members["anchor"].map { (value) throws(RecordingError) in
      try self.anchor(value)
    }
    var detents: [SheetDetent] = []
    for element in try array(members["detents"] ?? .array([]), "a presentation's detents") {
      detents.append(try detent(element, "a detent"))
    }
    let selected = try members["selectedDetent"].map { (value) throws(RecordingError) in
      try detent(value, "a selected detent")
    }
    return Presentation(
      style: style, content: content, anchor: anchor, detents: detents, selectedDetent: selected)
  }

  private mutating func spec(_ value: SnapshotValue) throws(RecordingError) -> StackSpec {
    let members = try object(value, "a stack")
    let id = try members["id"].map { (value) throws(RecordingError) in
      try stackID(value, "a stack's ID")
    }
    var root: AnyRoute?
    if let value = members["root"] { root = try route(value) }
    return StackSpec(id: id, root: root, path: try routes(members["path"], "a stack's path"))
  }
}
