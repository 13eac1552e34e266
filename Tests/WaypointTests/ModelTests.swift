import Foundation
import Observation
import Testing
import Waypoint
import WaypointHost
import WaypointTestSupport

/// A deliberately simple model of the tree: stacks in a dictionary, layers as links
/// between stack names, entries as arrays. The router must agree with it after every step.
struct ReferenceModel: Equatable, StackTreeModel {
  struct Item: Equatable {
    var id: UInt64
    var route: Int
  }
  struct Stack: Equatable {
    var root: Int?
    var entries: [Item] = []
    var presenter: String?
    var layer: String?
    /// The dialog shown (an index of `ModelDialogs`) and its anchor (an entry's ID, `0` the
    /// first screen), if any.
    var dialog: Int?
    var dialogAnchor: UInt64?
    /// What the layer presented is anchored to (a popover), and its detents' codes.
    var layerAnchor: UInt64?
    var detents: [Int] = []
    var detent: Int?
  }
  var stacks: [String: Stack]
  var tabs: [String]
  var selected: String
  var next: UInt64 = 1
  /// Which presentation each presenter's layer is: a layer dismissed and presented again
  /// is a new layer, even when it looks the same. Not part of the tree the router shows,
  /// so not compared.
  var layerSerials: [String: Int] = [:]
  /// Which presentation each layer's stack comes from: a stack dismissed and presented
  /// again (elsewhere or in the same place) within one action is a new stack, drawn by a
  /// new view, even when it reads the same. Not compared either.
  var stackSerials: [String: Int] = [:]
  var nextSerial = 0
  /// Whether the user is logged in: signed out, a push of route 3 presents the login sheet
  /// and keeps the push for later (the test's guard). Not part of the tree.
  var loggedIn = true
  /// The push kept for later (its routes and target), until the login sheet leaves the
  /// tree or it is resumed.
  var pending: Pending?
  struct Pending: Equatable {
    var routes: [Int]
    var on: String?
    var action: Action { .stack(.push(routes, on)) }
  }

  static func == (lhs: ReferenceModel, rhs: ReferenceModel) -> Bool {
    lhs.stacks == rhs.stacks && lhs.tabs == rhs.tabs && lhs.selected == rhs.selected
      && lhs.next == rhs.next
  }

  init(tabs: [String]) {
    self.tabs = tabs
    self.selected = tabs[0]
    self.stacks = Dictionary(uniqueKeysWithValues: tabs.map { ($0, Stack()) })
  }

  /// The model's reading of a router's state.
  init(_ state: NavigationState, next: UInt64) {
    guard case .tabs(let container) = state.content else {
      self.init(tabs: ["?"])
      return
    }
    self.init(tabs: container.tabIDs.map(\.rawValue))
    selected = container.selection.rawValue
    self.next = next
    stacks = [:]
    for stack in state.allStacks {
      var model = Stack(stack)
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
    case stack(StackAction)
    case selectTab(String)
    case batch([Action])
    /// Replaces the whole tree with this model's tree.
    case replace(ReferenceModel)
    /// The host reports what the user did (`Router.report(_:resync:)`).
    case report(Input)
    /// The user logs in (the pending navigation is resumed), or out.
    case logIn, logOut

    /// What a host reports, by stack name.
    enum Input {
      case pathChanged(String, count: Int)
      case pathPushed(String, keeping: Int, [Int])
      case back(String)
      case layerDismissed(String)
      case tabTapped(String)
      /// The button of the model's dialog `index` on a stack.
      case dialogAnswered(String, Int, button: Int)
      case dialogDismissed(String, Int)
      case detentChanged(String, Int)

      /// The host's report, for the tree the router has now (a dialog's anchor is the one
      /// the stack's dialog has, as a host draws it).
      func engine(in state: NavigationState) -> UserInput {
        func drawn(_ name: String, _ index: Int) -> Dialog {
          var dialog = ModelDialogs.dialog(index)
          dialog.anchor = state.stack(StackID(name))?.dialog?.anchor
          return dialog
        }
        switch self {
        case .dialogAnswered(let name, let index, let button):
          return .dialogAnswered(drawn(name, index), button: button, texts: [], on: StackID(name))
        case .dialogDismissed(let name, let index):
          return .dialogDismissed(drawn(name, index), on: StackID(name))
        case .detentChanged(let name, let code):
          return .detentChanged(ModelDialogs.detent(code), holding: StackID(name))
        case .pathChanged(let name, let count):
          return .pathChanged(stack: StackID(name), count: count)
        case .pathPushed(let name, let keeping, let routes):
          return .pathPushed(
            stack: StackID(name), keeping: keeping, routes: routes.map { AnyRoute($0) })
        case .back(let name): return .back(stack: StackID(name))
        case .layerDismissed(let name): return .layerDismissed(holding: StackID(name))
        case .tabTapped(let name): return .tabTapped(StackID(name))
        }
      }
    }

    var engine: NavigationAction {
      switch self {
      case .stack(let action): return action.engine
      case .selectTab(let name): return .selectTab(StackID(name))
      case .batch(let actions): return .batch(actions.map(\.engine))
      case .replace(let model): return .replaceState(model.state)
      // Not actions of the engine: the test makes these calls itself.
      case .report, .logIn, .logOut: return .batch([])
      }
    }
  }

  /// Applies `action` as the router decides it, through the test's login guard: signed
  /// out, a push that brings route 3 presents the login sheet from the visible stack and
  /// is kept pending; dismissing that sheet (any way) drops it. Returns the kind of
  /// error, or `nil`; changes nothing on error.
  mutating func decide(_ action: Action) -> String? {
    let failure: String?
    switch action {
    case .report(let input):
      guard let asked = self.action(for: input) else { return nil }
      failure = decide(asked)
    case .logOut:
      loggedIn = false
      failure = nil
    case .logIn:
      loggedIn = true
      guard let kept = pending?.action else { return nil }
      let resume: Action =
        stacks["login"]?.presenter != nil ? .batch([.stack(.dismissLayer("login")), kept]) : kept
      failure = decide(resume)
      if failure == nil { pending = nil }
    case .stack(.push(let routes, let on)) where !loggedIn && routes.contains(3):
      // The push is proposed first: one that cannot apply fails before any guard is asked.
      var draft = self
      if let error = draft.apply(action) { return error }
      failure = apply(.stack(.present("login", root: 0, path: [], on: nil)))
      if failure == nil { pending = Pending(routes: routes, on: on) }
    default:
      failure = apply(action)
    }
    if pending != nil, stacks["login"] == nil { pending = nil }
    return failure
  }

  /// What the router makes of a host's report (`NavigationState.action(for:)`), or `nil`.
  func action(for input: Action.Input) -> Action? {
    func depth(_ name: String) -> Int? { stacks[name]?.entries.count }
    switch input {
    case .pathChanged(let name, let count):
      guard let depth = depth(name), count >= 0, count < depth else { return nil }
      return .stack(count == 0 ? .popToRoot(name) : .pop(depth - count, name))
    case .pathPushed(let name, let keeping, let routes):
      guard let depth = depth(name), keeping >= 0, keeping <= depth else { return nil }
      guard !routes.isEmpty else { return action(for: .pathChanged(name, count: keeping)) }
      guard keeping < depth else { return .stack(.push(routes, name)) }
      return .batch([
        .stack(keeping == 0 ? .popToRoot(name) : .pop(depth - keeping, name)),
        .stack(.push(routes, name)),
      ])
    case .back(let name):
      guard let depth = depth(name), depth > 0 else { return nil }
      return .stack(.pop(1, name))
    case .layerDismissed(let name):
      guard stacks[name]?.presenter != nil else { return nil }
      return .stack(.dismissLayer(name))
    case .tabTapped(let name):
      guard tabs.contains(name), let depth = depth(name) else { return nil }
      return selected != name || depth > 0 ? .selectTab(name) : nil
    case .dialogAnswered(let name, let index, let button):
      guard stacks[name]?.dialog == index,
        ModelDialogs.dialog(index).buttons.indices.contains(button)
      else { return nil }
      return .stack(.answerDialog(button, name))
    case .dialogDismissed(let name, let index):
      guard stacks[name]?.dialog == index else { return nil }
      return .stack(.dismissDialog(name))
    case .detentChanged(let name, let code):
      guard let presenter = stacks[name]?.presenter, let layer = stacks[presenter],
        layer.detents.contains(code), layer.detent != code
      else { return nil }
      return .stack(.selectDetent(code, name))
    }
  }

  /// Applies `action`; returns the kind of error, or `nil`. Changes nothing on error.
  mutating func apply(_ action: Action) -> String? {
    var draft = self
    if let failure = draft.applyDraft(action) { return failure }
    // An action that leaves the tree as it was commits nothing and gives out no ID: no
    // change to the tree, and no layer dismissed or presented (a layer presented again
    // with the same stack is a change: a new layer, drawn by a new view).
    if draft.stacks == stacks, draft.tabs == tabs, draft.selected == selected,
      draft.layerSerials == layerSerials, draft.stackSerials == stackSerials
    {
      return nil
    }
    self = draft
    return nil
  }

  mutating func removeAbove(_ name: String) {
    guard let layer = stacks[name]?.layer else { return }
    removeAbove(layer)
    stacks[layer] = nil
    // A dialog the layer's stack showed leaves with it.
    layerSerials[layer] = nil
    stacks[name]?.layer = nil
    stacks[name]?.layerAnchor = nil
    stacks[name]?.detents = []
    stacks[name]?.detent = nil
    layerSerials[name] = nil
    stackSerials[layer] = nil
  }

  /// Every stack of a tab tree holds entries.
  func holdsEntries(_ name: String) -> Bool { true }

  mutating func pop(_ count: Int, on name: String) {
    let depth = stacks[name]?.entries.count ?? 0
    stacks[name]?.entries.removeLast(min(count, depth))
  }

  private mutating func applyDraft(_ action: Action) -> String? {
    switch action {
    case .stack(let action):
      return applyDraft(action)
    case .selectTab(let name):
      guard stacks[name] != nil else { return "stackNotFound" }
      guard tabs.contains(name) else { return "notATab" }
      if selected == name {
        stacks[name]?.entries = []
        closeUnanchored(name)
      } else {
        selected = name
      }
    case .batch(let actions):
      for action in actions {
        if let failure = applyDraft(action) { return failure }
      }
    case .replace(let model):
      let (next, loggedIn, pending) = (self.next, self.loggedIn, self.pending)
      self = model
      (self.next, self.loggedIn, self.pending) = (next, loggedIn, pending)
    case .report, .logIn, .logOut:
      // Decided by `decide(_:)`, never inside a batch.
      return "other"
    }
    return nil
  }

  /// The model's tree as a router's state.
  var state: NavigationState {
    func stack(_ name: String) -> StackState {
      let model = stacks[name] ?? Stack()
      return model.state(name, presenting: model.layer.map { .stack(stack($0)) })
    }
    guard
      let container = try? TabContainer(
        tabs: tabs.map(stack), selected: StackID(selected)),
      let state = try? NavigationState(content: .tabs(container))
    else { return NavigationState() }
    return state
  }

  /// This tree with one edit that keeps every entry ID where it is: a stack's first screen
  /// changed (its ID kept), entries cut from the top, a layer removed, another tab
  /// selected, or nothing at all.
  func edited(using random: inout some RandomNumberGenerator) -> ReferenceModel {
    edited(using: &random, edits: 5) { copy, name, edit, random in
      switch edit {
      case 0: copy.stacks[name]?.root = Int.random(in: 0..<4, using: &random)
      case 3: copy.selected = tabs.randomElement(using: &random) ?? selected
      default: break
      }
    }
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
    case .covered: "covered"
    case .dialogShown: "dialogShown"
    case .noDialog: "noDialog"
    case .noSuchButton: "noSuchButton"
    case .anchorNotInStack: "anchorNotInStack"
    case .invalidDetent: "invalidDetent"
    case .detentNotDeclared: "detentNotDeclared"
    default: "other: \(self)"
    }
  }
}

@Suite("Reference model")
@MainActor
struct ModelTests {
  /// The seeds to run: `WAYPOINT_MODEL_SEEDS` as `first-last` (or one seed), by default
  /// 1-4. Each seed runs 25,000 actions, so `1-40` runs 1,000,000 (`scripts/model-test.sh`).
  nonisolated static let seeds: [UInt64] = {
    let text = ProcessInfo.processInfo.environment["WAYPOINT_MODEL_SEEDS"] ?? "1-4"
    let bounds = text.split(separator: "-").compactMap { UInt64($0) }
    guard let first = bounds.first, let last = bounds.last, first <= last, bounds.count <= 2
    else { return [1, 2, 3, 4] }
    return Array(first...last)
  }()

  /// The random actions each seed runs.
  nonisolated static let actionsPerSeed = 25_000

  /// Four seeds of 25,000 random actions by default (100,000 actions), each checked against
  /// the model and against the observation trackers.
  @Test(arguments: seeds)
  func theRouterAgreesWithTheModelOverRandomActions(seed: UInt64) async throws {
    if seed == Self.seeds.first {
      print(
        "model test: seeds \(Self.seeds.first ?? 0)-\(Self.seeds.last ?? 0), "
          + "\(Self.actionsPerSeed) actions each, \(Self.seeds.count * Self.actionsPerSeed) in all")
    }
    var random = SeededGenerator(seed: seed)
    let tabs = ["a", "b", "c"]
    let router = Router(try NavigationState(tabs: tabs.map { StackID($0) }, selected: "a"))
    var model = ReferenceModel(tabs: tabs)
    let names = ["s1", "s2", "s3", "a", "zz"]
    var trackers = Trackers(router: router, fixedStacks: ["s1", "s2", "s3", "zz"])
    var loggedIn = true
    router.guards.add(
      NavigationGuard("login") { request in
        guard !loggedIn, case .push(let routes, _) = request.action,
          routes.contains(AnyRoute(3))
        else { return .allow }
        return .redirect(.present(.sheet(0, id: "login")), keepsPending: true)
      })
    var reported: NavigationError?
    router.onFailure = { reported = $0.error as? NavigationError }
    var sessions = RecordedSessions(router)
    var counts = (reports: 0, redirects: 0, resumed: 0)
    var shown = (dialogs: 0, answered: 0, popovers: 0, unanchored: 0, detents: 0)
    _ = router.events.observe { event in
      if case .redirected = event.kind { counts.redirects += 1 }
      let changes = event.changes
      shown.dialogs += changes.presented.filter { $0.dialog != nil }.count
      shown.answered += changes.dismissed.filter { $0.answer != nil }.count
      shown.popovers += changes.presented.filter { $0.style == .popover }.count
      if changes.removedCount > 0 {
        shown.unanchored += changes.dismissed.filter { $0.anchor != nil }.count
      }
      shown.detents += changes.detents.count
    }

    // Four in ten the visible stack, one in ten a stack that is rarely in the tree.
    let picks = StackPicks(draws: 10, named: [(0..<4, nil), (4..<5, "zz")])
    func someStack() -> String? { random.stack(in: router.state, picks) }
    func routes(_ range: ClosedRange<Int>) -> [Int] { random.routes(range) }
    func action(nested: Bool = false) -> ReferenceModel.Action {
      if !nested, Int.random(in: 0..<5, using: &random) == 0 {
        return hostAction()
      }
      switch Int.random(in: 0..<116, using: &random) {
      case 104..<116: return presentationAction()
      case 0..<25: return .stack(.push(routes(1...3), someStack()))
      case 25..<38: return .stack(.pop(Int.random(in: 0...3, using: &random), someStack()))
      case 38..<40: return .stack(.pop(-1, nil))
      case 40..<44: return .stack(.popToRoot(someStack()))
      case 44..<50:
        let on = someStack()
        return .stack(.popTo(random.entry(on: on, in: router.state), on))
      case 50..<56: return .stack(.setPath(routes(0...3), someStack()))
      case 56..<67: return .stack(random.present(names, in: router.state, picks))
      case 67..<74: return .stack(.dismissTop)
      case 74..<79: return .stack(.dismissLayer(someStack() ?? "a"))
      case 79..<83: return .stack(.dismissAbove(someStack()))
      case 83..<95: return .selectTab((tabs + ["s1", "zz"]).randomElement(using: &random) ?? "a")
      case 95..<100:
        return nested ? .stack(.dismissTop) : .batch([action(nested: true), action(nested: true)])
      default:
        // Not inside a batch: the edit is of the tree before the batch.
        return nested ? .stack(.dismissTop) : .replace(model.edited(using: &random))
      }
    }

    func hostAction() -> ReferenceModel.Action {
      let name = someStack() ?? router.state.visibleStack.id.rawValue
      let count = Int.random(in: 0...3, using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1: return .report(.pathChanged(name, count: count))
      case 2, 3: return .report(.pathPushed(name, keeping: count, routes(0...2)))
      case 4: return .report(.back(name))
      case 5: return .report(.layerDismissed(name))
      case 6: return .report(.tabTapped((tabs + ["zz"]).randomElement(using: &random) ?? "a"))
      case 7: return .logOut
      case 8: return .logIn
      case 9:
        // What a dialog's button, a tap outside it, a sheet's drag report.
        let index = Int.random(in: 0..<3, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          return .report(
            .dialogAnswered(name, index, button: Int.random(in: 0...2, using: &random)))
        case 1: return .report(.dialogDismissed(name, index))
        default: return .report(.detentChanged(name, Int.random(in: 0..<5, using: &random)))
        }
      default: return .logIn
      }
    }

    /// A dialog, popover or sheet with detents on a named stack, or an answer.
    func presentationAction() -> ReferenceModel.Action {
      let name = someStack() ?? router.state.visibleStack.id.rawValue
      let entries = router.state.stack(StackID(name))?.entries.map(\.id.rawValue) ?? []
      // An entry of the stack, its first screen, or (rarely) an entry it does not have.
      let anchor: UInt64 =
        Int.random(in: 0..<8, using: &random) == 0
        ? 999_999 : (entries.randomElement(using: &random) ?? 0)
      let sheetName = Bool.random(using: &random) ? names.randomElement(using: &random) : nil
      let root = Int.random(in: 0..<4, using: &random)
      switch Int.random(in: 0..<8, using: &random) {
      case 0, 1:
        let index = Int.random(in: 0..<3, using: &random)
        return .stack(
          .presentDialog(index, anchor: Bool.random(using: &random) ? anchor : nil, on: name))
      case 2:
        // Mostly a stack that shows a dialog.
        let showing = router.state.allStacks.filter { $0.dialog != nil }.map(\.id.rawValue)
        let holder =
          Int.random(in: 0..<3, using: &random) == 0
          ? name : (showing.randomElement(using: &random) ?? name)
        return .stack(.answerDialog(Int.random(in: 0...2, using: &random), holder))
      case 3: return .stack(.dismissDialog(name))
      case 4: return .stack(.presentPopover(sheetName, root: root, anchor: anchor, on: name))
      case 5:
        let detents = (0..<Int.random(in: 1...3, using: &random)).map { _ in
          Int.random(in: 0..<(Int.random(in: 0..<10, using: &random) == 0 ? 5 : 4), using: &random)
        }
        let unique = detents.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        let selected = Bool.random(using: &random) ? unique.randomElement(using: &random) : nil
        return .stack(
          .presentSheet(sheetName, root: root, detents: unique, selected: selected, on: name))
      default:
        // Mostly a stack in a sheet that declares detents.
        let inSheets = router.state.allStacks.compactMap { stack in
          stack.presented.flatMap { $0.detents.isEmpty ? nil : $0.content.shownStack.id.rawValue }
        }
        let holder =
          Int.random(in: 0..<3, using: &random) == 0
          ? name : (inSheets.randomElement(using: &random) ?? name)
        return .stack(.selectDetent(Int.random(in: 0..<5, using: &random), holder))
      }
    }

    for step in 0..<Self.actionsPerSeed {
      let next = action()
      trackers.arm()
      let before = router.state
      let previous = model
      let expected = model.decide(next)
      var actual: String?
      reported = nil
      do {
        switch next {
        case .report(let input):
          counts.reports += 1
          router.report(input.engine(in: router.state))
          actual = reported?.kind
        case .logIn:
          loggedIn = true
          if try router.guards.resumePending() != nil { counts.resumed += 1 }
        case .logOut:
          loggedIn = false
        default:
          try router.send(next.engine)
        }
      } catch {
        actual = error.kind
      }
      #expect(
        router.guards.pending?.action == model.pending?.action.engine,
        "seed \(seed), step \(step): \(next)")
      #expect(actual == expected, "seed \(seed), step \(step): \(next)")
      let seen = ReferenceModel(router.state, next: router.idGenerator.next)
      #expect(seen == model, "seed \(seed), step \(step): \(next)\n\(router.state)")
      let wrong = trackers.check(
        before: before, after: router.state,
        newLayers: model.renewedLayers(since: previous),
        newStacks: model.renewedStacks(since: previous))
      #expect(
        wrong.isEmpty, "seed \(seed), step \(step): \(next)\n\(before)\n->\n\(router.state)")
      if seen != model || actual != expected || !wrong.isEmpty { return }
      try checkInvariants(router.state)
      checkScreenLookups(router, before: before, "seed \(seed), step \(step): \(next)")
      guard await sessions.replayed(after: step, seed: seed) else { return }
    }
    if seed == Self.seeds.first {
      print(
        "model test: seed \(seed): \(counts.reports) host reports, \(counts.redirects) "
          + "redirects to the login sheet, \(counts.resumed) resumed after a login; "
          + "\(shown.dialogs) dialogs shown, \(shown.answered) answered, \(shown.popovers) "
          + "popovers, \(shown.unanchored) closed with a screen they were anchored to, "
          + "\(shown.detents) detents selected; \(sessions.count) recorded sessions replayed, \(sessions.exported) through their text"
      )
      #expect(shown.dialogs > 0 && shown.answered > 0 && shown.popovers > 0)
      #expect(shown.unanchored > 0 && shown.detents > 0)
    }
  }

  /// Every entry of the router's tree is found in its stack through the router's index of
  /// pushed screens, which each step kept up to date or dropped; the entries the step
  /// removed are found nowhere.
  func checkScreenLookups(_ router: Router, before: NavigationState, _ context: String) {
    var live: Set<EntryID> = []
    for stack in router.state.allStacks {
      for entry in stack.entries {
        live.insert(entry.id)
        #expect(router.stack(showing: .entry(entry.id)) == stack.id, "\(context)")
      }
    }
    for stack in before.allStacks {
      for entry in stack.entries where !live.contains(entry.id) {
        #expect(router.stack(showing: .entry(entry.id)) == nil, "\(context)")
      }
    }
  }

  func checkInvariants(_ state: NavigationState) throws {
    let stacks = state.allStacks
    #expect(Set(stacks.map(\.id)).count == stacks.count, "stack names are unique")
    #expect(state.sortedStackIDs.count == stacks.count, "the index covers every stack")
    let ids = stacks.flatMap { $0.entries.map(\.id) }
    #expect(Set(ids).count == ids.count, "entry IDs are unique")
    #expect(stacks.allSatisfy { $0.depth >= 0 && $0.depth == Array($0.entries).count })
  }
}

/// Observation trackers, as views would hold them: one per stack (its entries, root and
/// presented layer, through its handle), one on the root tab container, one on the visible
/// stack and one on the depth. Each is armed with `withObservationTracking` and armed again
/// after it fired; after every action, each must have fired exactly when what it read
/// changed.
@MainActor
struct Trackers {
  /// What a reader of one stack sees: `nil` while the stack is not in the tree.
  struct StackReading: Equatable {
    struct Layer: Equatable {
      var style: PresentationStyle
      var root: AnyRoute?
      var stacks: [StackID]
      var shown: StackID
      var anchor: PresentationAnchor?
      var detent: SheetDetent?
    }
    var root: AnyRoute?
    var entries: EntryList
    var layer: Layer?
    var dialog: Dialog?

    init(_ stack: StackState) {
      root = stack.root
      entries = stack.entries
      dialog = stack.dialog
      layer = stack.presented.map {
        Layer(
          style: $0.style, root: $0.root, stacks: $0.content.directStacks.map(\.id),
          shown: $0.content.shownStack.id, anchor: $0.anchor, detent: $0.selectedDetent)
      }
    }
  }
  struct TabsReading: Equatable {
    var tabs: [StackID]
    var selection: StackID
    var popsToRootOnReselect: Bool
  }
  struct VisibleReading: Equatable {
    var id: StackID
    var root: AnyRoute?
    var entries: EntryList
    /// The dialog it shows, which a reader of the visible stack reads with it.
    var dialog: Dialog?

    init(_ state: NavigationState) {
      let stack = state.visibleStack
      (id, root, entries, dialog) = (stack.id, stack.root, stack.entries, stack.dialog)
    }
  }

  /// One tracker: whether it is armed, and whether it fired since.
  final class Tracker: @unchecked Sendable {
    // Written on the main actor only: onChange runs synchronously inside the mutation.
    var isArmed = false
    var fired = false
  }

  let router: Router
  var stacks: StackTrackers
  let tabs = Tracker()
  let visible = Tracker()
  let depth = Tracker()

  init(router: Router, fixedStacks: [StackID]) {
    self.router = router
    stacks = StackTrackers(router: router, fixed: fixedStacks)
  }

  /// Arms every tracker that is not armed, and one for every stack now in the tree.
  mutating func arm() {
    stacks.arm()
    let router = self.router
    tabs.arm { _ = router.tabContainer() }
    visible.arm { _ = router.visibleStack }
    depth.arm { _ = router.depth }
  }

  /// The trackers that fired without a change (spurious) or did not fire after one (lost);
  /// those that fired are disarmed, to be armed again.
  ///
  /// `newLayers` names the presenters whose layer was dismissed and presented again:
  /// another layer, so their readers must be told even when it looks the same.
  /// `newStacks` names the stacks that were dismissed and presented again (on the same
  /// presenter or another): new stacks, drawn by new views, whose readers must be told too.
  mutating func check(
    before: NavigationState, after: NavigationState, newLayers: Set<String>,
    newStacks: Set<String>
  ) -> [String] {
    var wrong: [String] = []
    func verify(_ name: String, _ tracker: Tracker, changed: Bool) {
      if tracker.fired != changed {
        wrong.append("\(name): \(changed ? "lost" : "spurious")")
      }
      if tracker.fired { tracker.isArmed = false }
    }
    stacks.check(before: before, after: after, newLayers: newLayers, newStacks: newStacks) {
      verify("stack \($0)", $1, changed: $2)
    }
    func tabsReading(_ state: NavigationState) -> TabsReading? {
      guard case .tabs(let container) = state.content else { return nil }
      return TabsReading(
        tabs: container.tabIDs, selection: container.selection,
        popsToRootOnReselect: container.popsToRootOnReselect)
    }
    verify("tab container", tabs, changed: tabsReading(before) != tabsReading(after))
    // A visible stack presented again (dismissed and presented in one change) is a new
    // stack, and a dialog it showed again is a new dialog: its readers are told even when
    // it reads the same.
    verify(
      "visible stack", visible,
      changed: VisibleReading(before) != VisibleReading(after)
        || newStacks.contains(after.visibleStack.id.rawValue)
        // A dialog (or layer) it closed and showed again in one change is a new one.
        || newLayers.contains(after.visibleStack.id.rawValue))
    verify(
      "depth", depth, changed: before.visibleStack.depth != after.visibleStack.depth)
    return wrong
  }
}

@Suite("Observation of stacks presented again")
@MainActor
struct PresentedAgainTests {
  /// A batch dismisses the top layer, whose stack is `zz`, and presents a layer with a
  /// stack `zz` that reads the same on another tab: a new stack, drawn by a new view, so
  /// its readers are told.
  @Test func aStackDismissedAndPresentedElsewhereInOneBatchTellsItsReaders() throws {
    let router = Router(try NavigationState(tabs: ["a", "b"], selected: "b"))
    router.present(.sheet(0, id: "zz"))
    let zz = router.stack("zz")
    let before = try #require(zz.state)
    let fired = Trackers.Tracker()
    withObservationTracking {
      _ = zz.state
    } onChange: {
      fired.fired = true
    }
    try router.send(.batch([.dismissTop, .present(.sheet(0, id: "zz"), on: .stack("a"))]))
    #expect(zz.state == before, "it reads the same")
    #expect(router.state.presenter(ofLayerHolding: "zz") == "a")
    #expect(fired.fired)
  }
}
