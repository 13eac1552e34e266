import Testing
import Waypoint

/// A deliberately simple model of the tree: stacks in a dictionary, layers as links
/// between stack names, entries as arrays. The router must agree with it after every step.
struct ReferenceModel: Equatable {
  struct Item: Equatable {
    var id: UInt64
    var route: Int
  }
  struct Stack: Equatable {
    var root: Int?
    var entries: [Item] = []
    var presenter: String?
    var layer: String?
  }
  var stacks: [String: Stack]
  var tabs: [String]
  var selected: String
  var next: UInt64 = 1

  init(tabs: [String]) {
    self.tabs = tabs
    self.selected = tabs[0]
    self.stacks = Dictionary(uniqueKeysWithValues: tabs.map { ($0, Stack()) })
  }

  /// The model's reading of a router's state.
  init(_ state: NavigationState, next: UInt64) {
    guard case .tabs(let container) = state.root else {
      self.init(tabs: ["?"])
      return
    }
    self.init(tabs: container.tabIDs.map(\.rawValue))
    selected = container.selection.rawValue
    self.next = next
    stacks = [:]
    for stack in state.allStacks {
      var model = Stack(
        root: stack.root?.value(as: Int.self),
        entries: stack.entries.map {
          Item(id: $0.id.rawValue, route: $0.route.value(as: Int.self) ?? -1)
        })
      if case .stack(let above)? = stack.presented?.content { model.layer = above.id.rawValue }
      stacks[stack.id.rawValue] = model
    }
    for (name, stack) in stacks {
      if let layer = stack.layer { stacks[layer]?.presenter = name }
    }
  }

  var visible: String {
    var name = selected
    while let layer = stacks[name]?.layer { name = layer }
    return name
  }

  enum Action {
    case push([Int], String?)
    case pop(Int, String?)
    case popToRoot(String?)
    case popTo(UInt64, String?)
    case setPath([Int], String?)
    case present(String?, root: Int, path: [Int], on: String?)
    case dismissTop
    case dismissLayer(String)
    case dismissAbove(String?)
    case selectTab(String)
    case batch([Action])

    var engine: NavigationAction {
      func target(_ name: String?) -> StackTarget { name.map { .stack(StackID($0)) } ?? .visible }
      switch self {
      case .push(let routes, let on): return .push(routes.map { AnyRoute($0) }, on: target(on))
      case .pop(let count, let on): return .pop(count, from: target(on))
      case .popToRoot(let on): return .popToRoot(target(on))
      case .popTo(let id, let on): return .popTo(EntryID(id), on: target(on))
      case .setPath(let routes, let on):
        return .setPath(routes.map { AnyRoute($0) }, on: target(on))
      case .present(let name, let root, let path, let on):
        return .present(.sheet(root, id: name.map { StackID($0) }, path: path), on: target(on))
      case .dismissTop: return .dismissTop
      case .dismissLayer(let name): return .dismissLayer(holding: StackID(name))
      case .dismissAbove(let on): return .dismissLayers(above: target(on))
      case .selectTab(let name): return .selectTab(StackID(name))
      case .batch(let actions): return .batch(actions.map(\.engine))
      }
    }
  }

  /// Applies `action`; returns the kind of error, or `nil`. Changes nothing on error.
  mutating func apply(_ action: Action) -> String? {
    var draft = self
    if let failure = draft.applyDraft(action) { return failure }
    self = draft
    return nil
  }

  private mutating func resolve(_ name: String?) -> String? {
    guard let name else { return visible }
    return stacks[name] == nil ? nil : name
  }

  private mutating func makeID() -> UInt64 {
    defer { next += 1 }
    return next
  }

  private mutating func removeAbove(_ name: String) {
    guard let layer = stacks[name]?.layer else { return }
    removeAbove(layer)
    stacks[layer] = nil
    stacks[name]?.layer = nil
  }

  private mutating func applyDraft(_ action: Action) -> String? {
    switch action {
    case .push(let routes, let on):
      guard let name = resolve(on) else { return "stackNotFound" }
      for route in routes {
        let item = Item(id: makeID(), route: route)
        stacks[name]?.entries.append(item)
      }
    case .pop(let count, let on):
      guard let name = resolve(on) else { return "stackNotFound" }
      guard count >= 0 else { return "negativeCount" }
      let depth = stacks[name]?.entries.count ?? 0
      stacks[name]?.entries.removeLast(min(count, depth))
    case .popToRoot(let on):
      guard let name = resolve(on) else { return "stackNotFound" }
      stacks[name]?.entries = []
    case .popTo(let id, let on):
      guard let name = resolve(on) else { return "stackNotFound" }
      guard var entries = stacks[name]?.entries,
        let index = entries.firstIndex(where: { $0.id == id })
      else { return "entryNotFound" }
      entries.removeSubrange((index + 1)...)
      stacks[name]?.entries = entries
    case .setPath(let routes, let on):
      guard let name = resolve(on), let current = stacks[name]?.entries else {
        return "stackNotFound"
      }
      var kept = 0
      while kept < current.count, kept < routes.count, current[kept].route == routes[kept] {
        kept += 1
      }
      var entries = Array(current[..<kept])
      for route in routes[kept...] { entries.append(Item(id: makeID(), route: route)) }
      stacks[name]?.entries = entries
    case .present(let requested, let root, let path, let on):
      guard let presenter = resolve(on) else { return "stackNotFound" }
      guard stacks[presenter]?.layer == nil else { return "alreadyPresenting" }
      var name: String
      if let requested {
        name = requested
      } else {
        name = "stack-\(makeID())"
        while stacks[name] != nil { name = "stack-\(makeID())" }
      }
      guard stacks[name] == nil else { return "duplicateStackID" }
      var stack = Stack(root: root, presenter: presenter)
      for route in path {
        let item = Item(id: makeID(), route: route)
        stack.entries.append(item)
      }
      stacks[name] = stack
      stacks[presenter]?.layer = name
    case .dismissTop:
      if let presenter = stacks[visible]?.presenter { removeAbove(presenter) }
    case .dismissLayer(let name):
      guard let stack = stacks[name] else { return "stackNotFound" }
      guard let presenter = stack.presenter else { return "notInLayer" }
      removeAbove(presenter)
    case .dismissAbove(let on):
      guard let name = resolve(on) else { return "stackNotFound" }
      removeAbove(name)
    case .selectTab(let name):
      guard stacks[name] != nil else { return "stackNotFound" }
      guard tabs.contains(name) else { return "notATab" }
      if selected == name {
        stacks[name]?.entries = []
      } else {
        selected = name
      }
    case .batch(let actions):
      for action in actions {
        if let failure = applyDraft(action) { return failure }
      }
    }
    return nil
  }
}

extension NavigationError {
  /// The case's name, to compare with the model's.
  var kind: String {
    switch self {
    case .stackNotFound: "stackNotFound"
    case .entryNotFound: "entryNotFound"
    case .duplicateStackID: "duplicateStackID"
    case .notATab: "notATab"
    case .alreadyPresenting: "alreadyPresenting"
    case .notInLayer: "notInLayer"
    case .negativeCount: "negativeCount"
    default: "other: \(self)"
    }
  }
}

@Suite("Reference model")
@MainActor
struct ModelTests {
  @Test(arguments: [1 as UInt64, 2, 3, 4])
  func theRouterAgreesWithTheModelOverRandomActions(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let tabs = ["a", "b", "c"]
    let router = Router(try NavigationState(tabs: tabs.map { StackID($0) }, selected: "a"))
    var model = ReferenceModel(tabs: tabs)
    let names = ["s1", "s2", "s3", "a", "zz"]

    func someStack() -> String? {
      let existing = router.state.stackIDs.map(\.rawValue)
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4: return nil
      case 4: return "zz"
      default: return existing.randomElement(using: &random)
      }
    }
    func routes(_ range: ClosedRange<Int>) -> [Int] {
      (0..<Int.random(in: range, using: &random)).map { _ in Int.random(in: 0..<4, using: &random) }
    }
    func someEntry(_ on: String?) -> UInt64 {
      let stack = on.flatMap { router.state.stack(StackID($0)) } ?? router.state.visibleStack
      let ids = stack.entries.map(\.id.rawValue)
      return Bool.random(using: &random) ? (ids.randomElement(using: &random) ?? 999_999) : 999_999
    }
    func action(nested: Bool = false) -> ReferenceModel.Action {
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<25: return .push(routes(1...3), someStack())
      case 25..<38: return .pop(Int.random(in: 0...3, using: &random), someStack())
      case 38..<40: return .pop(-1, nil)
      case 40..<44: return .popToRoot(someStack())
      case 44..<50:
        let on = someStack()
        return .popTo(someEntry(on), on)
      case 50..<56: return .setPath(routes(0...3), someStack())
      case 56..<67:
        let name = Bool.random(using: &random) ? names.randomElement(using: &random) : nil
        return .present(
          name, root: Int.random(in: 0..<4, using: &random), path: routes(0...2), on: someStack())
      case 67..<74: return .dismissTop
      case 74..<79: return .dismissLayer(someStack() ?? "a")
      case 79..<83: return .dismissAbove(someStack())
      case 83..<95: return .selectTab((tabs + ["s1", "zz"]).randomElement(using: &random) ?? "a")
      default:
        return nested ? .dismissTop : .batch([action(nested: true), action(nested: true)])
      }
    }

    for step in 0..<25_000 {
      let next = action()
      let expected = model.apply(next)
      var actual: String?
      do {
        try router.send(next.engine)
      } catch {
        actual = error.kind
      }
      #expect(actual == expected, "step \(step): \(next)")
      let seen = ReferenceModel(router.state, next: router.idGenerator.next)
      #expect(seen == model, "step \(step): \(next)\n\(router.state)")
      if seen != model || actual != expected { return }
      try checkInvariants(router.state)
    }
  }

  func checkInvariants(_ state: NavigationState) throws {
    let stacks = state.allStacks
    #expect(Set(stacks.map(\.id)).count == stacks.count, "stack names are unique")
    #expect(state.stackIDs.count == stacks.count, "the index covers every stack")
    let ids = stacks.flatMap { $0.entries.map(\.id) }
    #expect(Set(ids).count == ids.count, "entry IDs are unique")
    #expect(stacks.allSatisfy { $0.depth >= 0 && $0.depth == $0.entries.array.count })
  }
}
