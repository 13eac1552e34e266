import Foundation

/// Writes a recording's parts as the JSON of its text form (see
/// `NavigationRecording.exported(with:redaction:)`): routes through the app's
/// `SnapshotCoder`, trees as snapshots written beside the line's JSON, and redacted routes
/// as tokens.
struct RecordingWriter {
  /// The app's coder, with ``RedactedRoute`` registered.
  let coder: SnapshotCoder
  let redaction: RecordingRedaction?
  /// The token of each redacted value, and how many tokens each route name has.
  private var tokens: [AnyRoute: String] = [:]
  private var tokenCounts: [String: Int] = [:]
  /// The route types the coder does not know, by type name: written by name only.
  private(set) var unknownTypes: Set<String> = []
  /// The snapshots of the line being written, referred to by their index.
  private(set) var trees: [String] = []

  init(coder: SnapshotCoder, redaction: RecordingRedaction?) {
    var coder = coder.withRedactedRoutes
    // One line each, the same text every time, whatever the app's snapshots look like.
    coder.storedFormatting = [.sortedKeys, .withoutEscapingSlashes]
    self.coder = coder
    self.redaction = redaction
  }

  /// Starts a new line: its trees are numbered from 0.
  mutating func beginLine() {
    trees.removeAll()
  }

  // MARK: Routes

  /// The route as a token, when the redaction says so.
  mutating func redacted(_ route: AnyRoute) -> AnyRoute {
    guard let redaction, !(route.base is RedactedRoute), redaction.redacts(route) else {
      return route
    }
    if let token = tokens[route] { return AnyRoute(RedactedRoute(token: token)) }
    let name = coder.namesByType[ObjectIdentifier(type(of: route.base))] ?? "route"
    let number = (tokenCounts[name] ?? 0) + 1
    tokenCounts[name] = number
    let token = "\(name)-\(number)"
    tokens[route] = token
    return AnyRoute(RedactedRoute(token: token))
  }

  /// A route: `{"<registered name>": <value>}`; a type the coder does not know as
  /// `{"unknown": "<type name>", "values": "not written"}`.
  mutating func route(_ route: AnyRoute) -> SnapshotValue {
    // A recording read back names again what its text named by type only.
    if let unreadable = route.base as? UnreadableRoute { return unknown(unreadable.typeName) }
    let route = redacted(route)
    let type = type(of: route.base)
    guard let name = coder.namesByType[ObjectIdentifier(type)],
      let codec = coder.codecsByName[name],
      let value = try? Self.value(of: route, with: codec)
    else { return unknown(Self.typeName(type)) }
    return .object([name: value])
  }

  private mutating func unknown(_ typeName: String) -> SnapshotValue {
    unknownTypes.insert(typeName)
    return .object(["unknown": .string(typeName), "values": .string("not written")])
  }

  /// A type's name as written in code, without the addresses Swift prints for a type
  /// declared in a function (`(unknown context at $10f2c).Draft` is `Draft`).
  static func typeName(_ type: any Any.Type) -> String {
    typeName(String(describing: type))
  }

  /// `name` without the addresses Swift prints for a type declared in a function.
  static func typeName(_ name: String) -> String {
    guard let range = name.range(of: "(unknown context at ") else { return name }
    guard let close = name[range.upperBound...].firstIndex(of: ")") else { return name }
    var rest = name[name.index(after: close)...]
    if rest.first == "." { rest = rest.dropFirst() }
    return String(name[..<range.lowerBound]) + rest
  }

  /// A route's value as JSON, through its type's codec.
  private static func value(of route: AnyRoute, with codec: any RouteCodec) throws
    -> SnapshotValue?
  {
    let data = try JSONEncoder().encode(EncodedRoute(codec: codec, route: route))
    return try JSONDecoder().decode(SnapshotValue.self, from: data)[0]
  }

  mutating func routes(_ routes: [AnyRoute]) -> SnapshotValue {
    .array(routes.map { route($0) })
  }

  // MARK: Trees

  /// A tree: its snapshot is written beside the line's JSON, which refers to it by index
  /// (`{"tree": 0}`), with what a snapshot leaves out: dialogs, in full, and the split
  /// containers that are compact. A tree the coder cannot write (a route type it does not
  /// know) is `{"unknown": "<type name>"}`.
  mutating func tree(_ state: NavigationState) -> SnapshotValue {
    let mapped =
      redaction == nil
      ? state
      : state.mapping(
        root: { redacted($0) }, entry: { Entry(id: $0.id, route: redacted($0.route)) })
    let data: Data
    do {
      data = try coder.encode(mapped)
    } catch .unregisteredRouteType(let name, _) {
      return unknown(Self.typeName(name))
    } catch {
      return .object(["unwritable": .string(error.description)])
    }
    trees.append(String(decoding: data, as: UTF8.self))
    var members: [String: SnapshotValue] = ["tree": .int(Int64(trees.count - 1))]
    let dialogs = state.allStacks.compactMap { stack -> SnapshotValue? in
      guard let dialog = stack.dialog else { return nil }
      return .object(["stack": .string(stack.id.rawValue), "dialog": self.dialog(dialog)])
    }
    if !dialogs.isEmpty { members["dialogs"] = .array(dialogs) }
    let compact = state.storage.compactSplits.map(\.rawValue).sorted()
    if !compact.isEmpty { members["compact"] = .array(compact.map(SnapshotValue.string)) }
    return .object(members)
  }

  // MARK: Dialogs and presentations

  /// A dialog; its fields' texts are never written.
  mutating func dialog(_ dialog: Dialog) -> SnapshotValue {
    var members: [String: SnapshotValue] = [
      "kind": .string(dialog.kind.rawValue), "title": .string(dialog.title),
      "buttons": .array(
        dialog.buttons.map { button in
          .object([
            "label": .string(button.label), "role": .string(button.role.rawValue),
            "value": route(button.value),
          ])
        }),
    ]
    if let message = dialog.message { members["message"] = .string(message) }
    if !dialog.textFields.isEmpty {
      members["fields"] = .array(
        dialog.textFields.map {
          .object(["placeholder": .string($0.placeholder), "secure": .bool($0.isSecure)])
        })
    }
    if let anchor = dialog.anchor { members["anchor"] = Self.anchor(anchor) }
    return .object(members)
  }

  static func anchor(_ anchor: PresentationAnchor) -> SnapshotValue {
    var members: [String: SnapshotValue]
    switch anchor.screen {
    case .entry(let id): members = ["entry": id.wire]
    case .root(let stack): members = ["root": .string(stack.rawValue)]
    }
    if let name = anchor.name { members["name"] = .string(name) }
    return .object(members)
  }

  mutating func presentation(_ presentation: Presentation) -> SnapshotValue {
    var members: [String: SnapshotValue] = ["style": .string(presentation.style.rawValue)]
    switch presentation.content {
    case .stack(let spec):
      members["stack"] = self.spec(spec)
    case .tabs(let specs, let selected):
      members["tabs"] = .array(specs.map { self.spec($0) })
      members["selected"] = .string(selected.rawValue)
    case .split(let split):
      if let state = try? NavigationState(content: .split(split)) {
        members["split"] = tree(state)
      }
    case .dialog(let dialog):
      members["dialog"] = self.dialog(dialog)
    }
    if let anchor = presentation.anchor { members["anchor"] = Self.anchor(anchor) }
    if !presentation.detents.isEmpty {
      members["detents"] = .array(presentation.detents.map { .string($0.description) })
    }
    if let selected = presentation.selectedDetent {
      members["selectedDetent"] = .string(selected.description)
    }
    return .object(members)
  }

  private mutating func spec(_ spec: StackSpec) -> SnapshotValue {
    var members: [String: SnapshotValue] = ["path": routes(spec.path)]
    if let id = spec.id { members["id"] = .string(id.rawValue) }
    if let root = spec.root { members["root"] = route(root) }
    return .object(members)
  }
}

extension EntryID {
  /// The ID's number as JSON.
  var wire: SnapshotValue { .wire(rawValue) }
}

extension SnapshotCoder {
  /// This coder, with ``RedactedRoute`` registered for recordings.
  var withRedactedRoutes: SnapshotCoder {
    guard codecsByName[RedactedRoute.registeredName] == nil,
      namesByType[ObjectIdentifier(RedactedRoute.self)] == nil
    else { return self }
    return registering(RedactedRoute.self, as: RedactedRoute.registeredName)
  }
}

/// One route, encoded by its type's codec as a one-element array.
private struct EncodedRoute: Encodable {
  let codec: any RouteCodec
  let route: AnyRoute

  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try codec.encode([route], into: &container)
  }
}
