import Observation
import Waypoint

// What the tab trees' model test and the split trees' share: the stack actions, and how a
// model applies them; the random picks of targets and routes; the trackers of stacks.

/// The actions on stacks and layers that both models take, by stack name (`nil`, the
/// visible stack).
enum StackAction {
  case push([Int], String?)
  case pop(Int, String?)
  case popToRoot(String?)
  case popTo(UInt64, String?)
  case setPath([Int], String?)
  case present(String?, root: Int, path: [Int], on: String?)
  case dismissTop
  case dismissLayer(String)
  case dismissAbove(String?)
  /// Presents the model's dialog `index` (see `ModelDialogs`), anchored to an entry (`0`: the
  /// stack's first screen) or to nothing.
  case presentDialog(Int, anchor: UInt64?, on: String?)
  case answerDialog(Int, String?)
  case dismissDialog(String?)
  /// Presents a popover of one stack anchored to an entry of the presenter (`0`: its first
  /// screen).
  case presentPopover(String?, root: Int, anchor: UInt64, on: String?)
  /// Presents a sheet of one stack with detents (codes of `ModelDialogs.detents`).
  case presentSheet(String?, root: Int, detents: [Int], selected: Int?, on: String?)
  case selectDetent(Int, String)

  static func target(_ name: String?) -> StackTarget {
    name.map { .stack(StackID($0)) } ?? .visible
  }

  var engine: NavigationAction {
    let target = Self.target
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
    case .presentDialog(let index, let anchor, let on):
      var dialog = ModelDialogs.dialog(index)
      dialog.anchor = anchor.map { .screen(ModelDialogs.screen($0, of: on, visible: nil)) }
      return .present(.dialog(dialog), on: target(on))
    case .answerDialog(let button, let on): return .answerDialog(button: button, on: target(on))
    case .dismissDialog(let on): return .dismissDialog(on: target(on))
    case .presentPopover(let name, let root, let anchor, let on):
      return .present(
        .popover(
          root, anchor: .screen(ModelDialogs.screen(anchor, of: on, visible: nil)),
          id: name.map { StackID($0) }), on: target(on))
    case .presentSheet(let name, let root, let detents, let selected, let on):
      return .present(
        .sheet(root, id: name.map { StackID($0) })
          .detents(
            detents.map(ModelDialogs.detent), selected: selected.map(ModelDialogs.detent)),
        on: target(on))
    case .selectDetent(let code, let name):
      return .selectDetent(ModelDialogs.detent(code), holding: StackID(name))
    }
  }
}

/// A model of a tree as stacks in a dictionary: `ReferenceModel` (tabs) and `SplitModel`
/// (split containers) apply the stack actions alike, but for what their containers decide.
protocol StackTreeModel {
  var stacks: [String: ReferenceModel.Stack] { get set }
  var next: UInt64 { get set }
  /// Which presentation each presenter's layer, and each layer's stack, is (see
  /// `ReferenceModel.layerSerials`).
  var layerSerials: [String: Int] { get set }
  var stackSerials: [String: Int] { get set }
  var nextSerial: Int { get set }
  var visible: String { get }
  /// Removes the layer `name` presents, with every layer above it.
  mutating func removeAbove(_ name: String)
  /// Whether `name` may push and present: a split container's sidebar and content columns
  /// only select.
  func holdsEntries(_ name: String) -> Bool
  /// Pops `count` (at most all) from the existing stack `name`.
  mutating func pop(_ count: Int, on name: String)
}

extension StackTreeModel {
  func resolve(_ name: String?) -> String? {
    guard let name else { return visible }
    return stacks[name] == nil ? nil : name
  }

  mutating func makeID() -> UInt64 {
    defer { next += 1 }
    return next
  }

  /// Applies a stack action to a draft; returns the kind of error, or `nil`.
  mutating func applyDraft(_ action: StackAction) -> String? {
    switch action {
    case .push(let routes, let on):
      guard let name = resolve(on) else { return "stackNotFound" }
      guard holdsEntries(name) else { return "notInDetailColumn" }
      for route in routes {
        let item = ReferenceModel.Item(id: makeID(), route: route)
        stacks[name]?.entries.append(item)
      }
    case .pop(let count, let on):
      // The count is checked before the target, as the engine does.
      guard count >= 0 else { return "negativeCount" }
      guard let name = resolve(on) else { return "stackNotFound" }
      pop(count, on: name)
      closeUnanchored(name)
    case .popToRoot(let on):
      guard let name = resolve(on) else { return "stackNotFound" }
      pop(Int.max, on: name)
      closeUnanchored(name)
    case .popTo(let id, let on):
      guard let name = resolve(on) else { return "stackNotFound" }
      guard var entries = stacks[name]?.entries,
        let index = entries.firstIndex(where: { $0.id == id })
      else { return "entryNotFound" }
      entries.removeSubrange((index + 1)...)
      stacks[name]?.entries = entries
      closeUnanchored(name)
    case .setPath(let routes, let on):
      guard let name = resolve(on), let current = stacks[name]?.entries else {
        return "stackNotFound"
      }
      guard routes.isEmpty || holdsEntries(name) else { return "notInDetailColumn" }
      var kept = 0
      while kept < current.count, kept < routes.count, current[kept].route == routes[kept] {
        kept += 1
      }
      var entries = Array(current[..<kept])
      for route in routes[kept...] { entries.append(.init(id: makeID(), route: route)) }
      stacks[name]?.entries = entries
      closeUnanchored(name)
    case .present(let requested, let root, let path, let on):
      return present(on: on) { $0.addStack(requested, root: root, path: path, presenter: $1) }
    case .presentPopover(let requested, let root, let anchor, let on):
      return present(on: on) { model, presenter in
        guard model.stacks[presenter]?.shows(anchor) == true else { return "anchorNotInStack" }
        if let failure = model.addStack(requested, root: root, path: [], presenter: presenter) {
          return failure
        }
        model.stacks[presenter]?.layerAnchor = anchor
        return nil
      }
    case .presentSheet(let requested, let root, let detents, let selected, let on):
      return present(on: on) { model, presenter in
        if let failure = ModelDialogs.checkDetents(detents, selected: selected) { return failure }
        if let failure = model.addStack(requested, root: root, path: [], presenter: presenter) {
          return failure
        }
        model.stacks[presenter]?.detents = detents
        model.stacks[presenter]?.detent = selected ?? detents.first
        return nil
      }
    case .presentDialog(let index, let anchor, let on):
      guard let name = resolve(on), let stack = stacks[name] else { return "stackNotFound" }
      guard stack.layer == nil else { return "covered" }
      if let anchor, !stack.shows(anchor) { return "anchorNotInStack" }
      showDialog(index, anchor: anchor, on: name)
    case .answerDialog(let button, let on):
      guard let name = resolve(on), let stack = stacks[name] else { return "stackNotFound" }
      guard let dialog = stack.dialog else { return "noDialog" }
      guard ModelDialogs.dialog(dialog).buttons.indices.contains(button) else {
        return "noSuchButton"
      }
      closeDialog(name)
    case .dismissDialog(let on):
      guard let name = resolve(on) else { return "stackNotFound" }
      closeDialog(name)
    case .selectDetent(let code, let name):
      guard let stack = stacks[name] else { return "stackNotFound" }
      guard let presenter = stack.presenter, let layer = stacks[presenter] else {
        return "notInLayer"
      }
      guard ModelDialogs.detent(code).isValid else { return "invalidDetent" }
      guard layer.detents.contains(code) else { return "detentNotDeclared" }
      stacks[presenter]?.detent = code
    case .dismissTop:
      if stacks[visible]?.dialog != nil {
        closeDialog(visible)
      } else if let presenter = stacks[visible]?.presenter {
        removeAbove(presenter)
      }
    case .dismissLayer(let name):
      guard let stack = stacks[name] else { return "stackNotFound" }
      guard let presenter = stack.presenter else { return "notInLayer" }
      removeAbove(presenter)
    case .dismissAbove(let on):
      guard let name = resolve(on) else { return "stackNotFound" }
      closeDialog(name)
      removeAbove(name)
    }
    return nil
  }

  /// Presents a layer from the stack `on` names: `layer` puts the layer's stacks in the
  /// tree (given the presenter), or returns the kind of error.
  mutating func present(
    on: String?, _ layer: (inout Self, _ presenter: String) -> String?
  ) -> String? {
    guard let presenter = resolve(on) else { return "stackNotFound" }
    // Layers are presented from a split container's detail column only.
    guard holdsEntries(presenter) else { return "notInDetailColumn" }
    guard stacks[presenter]?.layer == nil else { return "alreadyPresenting" }
    guard stacks[presenter]?.dialog == nil else { return "dialogShown" }
    if let failure = layer(&self, presenter) { return failure }
    layerSerials[presenter] = nextSerial
    nextSerial += 1
    return nil
  }

  /// A layer of one stack, named `requested` or else by a new ID.
  mutating func addStack(
    _ requested: String?, root: Int, path: [Int], presenter: String
  ) -> String? {
    var name: String
    if let requested {
      name = requested
    } else {
      name = "stack-\(makeID())"
      while stacks[name] != nil { name = "stack-\(makeID())" }
    }
    guard stacks[name] == nil else { return "duplicateStackID" }
    var stack = ReferenceModel.Stack(root: root, presenter: presenter)
    for route in path { stack.entries.append(.init(id: makeID(), route: route)) }
    stacks[name] = stack
    stacks[presenter]?.layer = name
    stackSerials[name] = nextSerial
    return nil
  }

  /// This tree with one edit of `edits`, drawn at random, that keeps every entry ID where it
  /// is, on a stack also drawn: edit 1 cuts its entries from the top, edit 2 removes the
  /// layer it presents, and `edit` makes the others (the model's own; one of them nothing).
  /// The numbers are the models' since they were written apart, so that a seed draws the
  /// same trees.
  func edited<Random: RandomNumberGenerator>(
    using random: inout Random, edits: Int,
    _ edit: (inout Self, _ stack: String, _ edit: Int, inout Random) -> Void
  ) -> Self {
    var copy = self
    let names = stacks.keys.sorted()
    guard let name = names.randomElement(using: &random) else { return copy }
    switch Int.random(in: 0..<edits, using: &random) {
    case 1:
      let depth = stacks[name]?.entries.count ?? 0
      copy.stacks[name]?.entries.removeLast(Int.random(in: 0...depth, using: &random))
      // A tree with an anchor to a screen it does not have is refused: keep it valid.
      copy.closeUnanchored(name)
    case 2: copy.removeAbove(name)
    case let other: edit(&copy, name, other, &random)
    }
    return copy
  }

  /// The presenters whose layer is not the one they presented in `previous` (dismissed, or
  /// dismissed and presented again): their readers are told even when it looks the same.
  func renewedLayers(since previous: Self) -> Set<String> {
    Set(previous.layerSerials.keys.filter { previous.layerSerials[$0] != layerSerials[$0] })
  }

  /// The stacks that were dismissed and presented again since `previous`: new stacks, drawn
  /// by new views.
  func renewedStacks(since previous: Self) -> Set<String> {
    Set(
      previous.stackSerials.keys.filter { name in
        stackSerials[name].map { $0 != previous.stackSerials[name] } ?? false
      })
  }
}

extension ReferenceModel.Stack {
  /// The model's reading of a router's stack, but for its layer's stacks.
  init(_ stack: StackState) {
    self.init(
      root: stack.root?.value(as: Int.self),
      entries: stack.entries.map {
        ReferenceModel.Item(id: $0.id.rawValue, route: $0.route.value(as: Int.self) ?? -1)
      })
    if let dialog = stack.dialog {
      self.dialog = ModelDialogs.index(of: dialog)
      dialogAnchor = dialog.anchor.map { ModelDialogs.code(of: $0.screen) }
    }
    if let layer = stack.presented {
      layerAnchor = layer.anchor.map { ModelDialogs.code(of: $0.screen) }
      detents = layer.detents.compactMap(ModelDialogs.code(of:))
      detent = layer.selectedDetent.flatMap(ModelDialogs.code(of:))
    }
  }

  /// This stack as a router's, named `name`, presenting `layer` as a sheet (a popover when
  /// anchored).
  func state(_ name: String, presenting layer: NavigationNode?) -> StackState {
    var stack = StackState(
      id: StackID(name), root: root.map { AnyRoute($0) },
      entries: EntryList(entries.map { Entry(id: EntryID($0.id), route: AnyRoute($0.route)) }),
      presented: layer.map { content in
        PresentedLayer(
          style: layerAnchor == nil ? .sheet : .popover, content: content,
          anchor: layerAnchor.map { .screen(ModelDialogs.screen($0, of: name, visible: name)) },
          detents: detents.map(ModelDialogs.detent), selectedDetent: detent.map(ModelDialogs.detent)
        )
      })
    if let dialog {
      var value = ModelDialogs.dialog(dialog)
      value.anchor = dialogAnchor.map { .screen(ModelDialogs.screen($0, of: name, visible: name)) }
      stack.dialog = value
    }
    return stack
  }
}

/// How a model test picks a target: a draw from `0..<draws`; `named` gives the name for
/// ranges of it (`nil`, the visible stack), any other draw a stack in the tree.
struct StackPicks {
  var draws: Int
  var named: [(Range<Int>, String?)]
}

extension RandomNumberGenerator {
  /// Routes from 0 to 3, as many as a draw from `range`.
  mutating func routes(_ range: ClosedRange<Int>) -> [Int] {
    (0..<Int.random(in: range, using: &self)).map { _ in Int.random(in: 0..<4, using: &self) }
  }

  /// A target stack's name, or `nil`.
  mutating func stack(in state: NavigationState, _ picks: StackPicks) -> String? {
    let existing = state.sortedStackIDs.map(\.rawValue)
    let draw = Int.random(in: 0..<picks.draws, using: &self)
    if let pick = picks.named.first(where: { $0.0.contains(draw) }) { return pick.1 }
    return existing.randomElement(using: &self)
  }

  /// Half the time an entry of the stack `on` names (the visible stack), else an ID that
  /// is in no stack.
  mutating func entry(on: String?, in state: NavigationState) -> UInt64 {
    let stack = on.flatMap { state.stack(StackID($0)) } ?? state.visibleStack
    let ids = stack.entries.map(\.id.rawValue)
    return Bool.random(using: &self) ? (ids.randomElement(using: &self) ?? 999_999) : 999_999
  }

  /// A sheet of one stack, named one of `names` half the time, on a target of `picks`.
  mutating func present(
    _ names: [String], in state: NavigationState, _ picks: StackPicks
  ) -> StackAction {
    let name = Bool.random(using: &self) ? names.randomElement(using: &self) : nil
    let root = Int.random(in: 0..<4, using: &self)
    let path = routes(0...2)
    return .present(name, root: root, path: path, on: stack(in: state, picks))
  }
}

extension Trackers.Tracker {
  /// Arms the tracker, unless it is armed, on what `read` reads.
  @MainActor
  func arm(_ read: @escaping @MainActor () -> Void) {
    guard !isArmed else { return }
    isArmed = true
    fired = false
    withObservationTracking {
      read()
    } onChange: {
      self.fired = true
    }
  }
}

/// A tracker per stack, through its handle, for the stacks in the tree and `fixed` (names
/// that come and go); a tree's trackers hold these and trackers of their own.
@MainActor
struct StackTrackers {
  typealias Tracker = Trackers.Tracker

  let router: Router
  let fixed: [StackID]
  var trackers: [StackID: Tracker] = [:]

  /// Arms every tracker that is not armed, and one for every stack now in the tree.
  mutating func arm() {
    for id in router.state.sortedStackIDs + fixed where trackers[id] == nil {
      trackers[id] = Tracker()
    }
    for (id, tracker) in trackers {
      let handle = router.stack(id)
      tracker.arm { _ = handle.state }
    }
  }

  /// Calls `verify` with each stack's tracker and whether what it reads changed (its layer
  /// or itself renewed, see `Trackers.check`); forgets the trackers of stacks gone from the
  /// tree once they fired.
  mutating func check(
    before: NavigationState, after: NavigationState, newLayers: Set<String>,
    newStacks: Set<String>, _ verify: (StackID, Tracker, _ changed: Bool) -> Void
  ) {
    for (id, tracker) in trackers.sorted(by: { $0.key < $1.key }) {
      let old = before.stack(id).map(Trackers.StackReading.init)
      let new = after.stack(id).map(Trackers.StackReading.init)
      let renewed = newLayers.contains(id.rawValue) || newStacks.contains(id.rawValue)
      verify(id, tracker, old != new || renewed)
      if new == nil && !fixed.contains(id) && !tracker.isArmed { trackers[id] = nil }
    }
  }
}
