/// Why a navigation action could not be applied. The state is unchanged whenever one is
/// thrown.
///
/// Each message says what was asked, what is there, and what to do:
///
/// ```swift
/// do {
///   try router.send(.push([AnyRoute(Screen.about)], on: "setings"))
/// } catch {
///   print(error)  // no stack named "setings"; stacks: main, settings
/// }
/// ```
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No stack has this ID. Carries the IDs that exist.
  case stackNotFound(StackID, existing: [StackID])
  /// The entry is not in the stack. Carries the entries that are there.
  case entryNotFound(EntryID, stack: StackID, existing: [EntryID])
  /// No entry of the stack has the route asked for (``StackHandle/pop(toLast:)``) or
  /// satisfies the predicate (``StackHandle/pop(toLastWhere:)``). Carries what was asked
  /// for and the stack's routes, bottom first (the top ten; `…` first when there are
  /// more).
  case noMatchingEntry(String, stack: StackID, routes: [String])
  /// A stack with this ID already exists: IDs are unique across the tree.
  case duplicateStackID(StackID)
  /// Two stacks of a tree given whole (to ``NavigationState/init(content:maxLayerDepth:)`` or
  /// ``NavigationAction/replaceState(_:)``) share an ID. Carries where each one is, as a
  /// path from the root such as `root.tabs[1].layer.stack`.
  case duplicateStackInTree(StackID, first: String, second: String)
  /// Two entries of a tree share an ID: entry IDs are unique across the tree. Carries
  /// where each one is.
  case duplicateEntryID(EntryID, first: EntryPosition, second: EntryPosition)
  /// The stack is not a tab of any tab container.
  case notATab(StackID, tabs: [StackID])
  /// The stack already presents a layer; dismiss it first, or present on the visible stack.
  case alreadyPresenting(StackID, layer: StackID)
  /// The stack is not inside a presented layer, so there is no layer to dismiss.
  case notInLayer(StackID)
  /// A count that must not be negative was negative.
  case negativeCount(Int)
  /// A tab container was given no tabs.
  case noTabs
  /// A guard refused the action (see ``NavigationGuard``).
  case denied(guard: String, reason: String)
  /// A newer navigation replaced this one before it was decided (while a guard was
  /// deciding or its route resolving, or from an observer of its redirect), or its task
  /// was cancelled; nothing changed.
  case cancelled
  /// An asynchronous guard has to decide this action, which `send` cannot wait for.
  case needsAsyncGuard(String)
  /// Another navigation is in flight (waiting for an asynchronous guard) and the router's
  /// policy is ``GuardPolicy/queue``. Not about ``RouterGuards/pending``, the navigation a
  /// redirect kept.
  case navigationInFlight
  /// Guards redirected more times than allowed in a row; carries the guards' names.
  case redirectLoop([String])
  /// An asynchronous guard did not decide within ``RouterGuards/timeout``; carries its
  /// name and the timeout in seconds. Nothing changed.
  case guardTimedOut(String, seconds: Double)
  /// A call asked for while an event was delivered (from an observer) would make the lineage
  /// of such calls, each asked for in reaction to the one before, longer than 32 calls; it
  /// was not applied. Carries the lineage's calls, oldest
  /// first, this one last.
  case deferredCallLimit([String])
  /// A call asked for while an event was delivered would make its cascade — the calls
  /// asked for while events were delivered from one call the app made — larger than 100,000
  /// calls; it was not applied. Carries its lineage, oldest first,
  /// this call last.
  case deferredCascadeLimit([String])
  /// An asynchronous route resolution failed; carries the resolver's error.
  case resolutionFailed(String)
  /// An asynchronous route resolution took longer than its timeout, in seconds.
  case resolutionTimedOut(Double)
  /// A layer would nest deeper than the tree allows (the `maxLayerDepth` it was created
  /// with, 32 by default; see
  /// ``NavigationState/init(content:maxLayerDepth:)``):
  /// a layer presented by `presenter` would be `depth` layers deep, past `limit`.
  case layerLimitExceeded(presenter: StackID, layerDepth: Int, limit: Int)
  /// A tree was asked to allow more nested layers than any tree may
  /// (``NavigationState/init(content:maxLayerDepth:)`` with a `maxLayerDepth` over 64): every
  /// operation on a tree up to `maximum` layers deep fits in a 512 KB thread stack. Carries
  /// the limit asked for and the maximum; no tree was made.
  case layerLimitAboveMaximum(requested: Int, maximum: Int)
  /// The router's ``IDGenerator`` has no unused ID left for the entries or stacks the
  /// action makes (it was started at or near `UInt64.max`); nothing changed.
  case idsExhausted
  /// A split container was asked about a column it does not have (a content column of a
  /// two-column container), or was read without a detail column. Names the container (its
  /// sidebar stack's ID) and the columns it has.
  case splitColumnMissing(SplitColumn, container: StackID, columns: [SplitColumn])
  /// A selection's route is not of the type the container declared for the column
  /// (`SplitContainer(sidebarSelects:contentSelects:)`). Carries the route's type name.
  case selectionTypeMismatch(
    String, column: SplitColumn, container: StackID, expected: String)
  /// The stack is not a column of any split container; carries the split containers there
  /// are (each named by its sidebar stack's ID).
  case notASplitColumn(StackID, splits: [StackID])
  /// A selection was asked of a split container's detail column, which selects nothing.
  case notASelectionColumn(container: StackID)
  /// Screens were pushed onto (a path set on, a layer presented from) a sidebar or content
  /// column, which only selects: the detail column is the one that pushes and presents.
  case notInDetailColumn(StackID, column: SplitColumn, container: StackID)
  /// A dialog was asked of a stack that presents a layer, which covers it: a dialog shows
  /// on a stack nothing covers. Names the stack and the layer's shown stack.
  case covered(StackID, by: StackID)
  /// A layer was asked of a stack that shows a dialog; carries the dialog's title.
  case dialogShown(StackID, title: String)
  /// The stack shows no dialog to answer.
  case noDialog(StackID)
  /// The dialog has no button at that index; carries its title and its buttons' labels.
  case noSuchButton(Int, dialog: String, buttons: [String])
  /// A popover or a dialog was anchored to a screen that is not in the stack presenting
  /// it. Carries the anchor and the stack.
  case anchorNotInStack(PresentationAnchor, stack: StackID)
  /// A sheet was given a detent that cannot be drawn: a fraction outside (0, 1], a height
  /// that is not a finite number above 0.
  case invalidDetent(SheetDetent)
  /// A detent was selected that the sheet does not declare. Carries the layer (its shown
  /// stack) and the detents it declares.
  case detentNotDeclared(SheetDetent, layer: StackID, declared: [SheetDetent])
  /// A registered dialog was asked for by a name nothing registered; carries the names
  /// there are.
  case dialogNotRegistered(String, registered: [String])

  /// What happened and what to do; at most 1024 bytes of UTF-8, whatever the error
  /// carries (long names are cut in the middle, long lists end with a count).
  public var description: String { CallText.message(text) }

  private var text: String {
    switch self {
    case .stackNotFound(let id, let existing):
      "no stack named \"\(Self.clip(id))\"; stacks: \(CallText.list(existing, describing: Self.clip))"
    case .entryNotFound(let entry, let stack, let existing):
      "no entry \(entry) in stack \"\(Self.clip(stack))\"; entries: "
        + CallText.list(existing) { $0.description }
    case .noMatchingEntry(let wanted, let stack, let routes):
      "no entry in stack \"\(Self.clip(stack))\" matches \(CallText.clip(wanted)); its routes, "
        + "bottom first: "
        + "\(Self.list(routes)); pop back to one of them, or push the screen instead"
    case .duplicateStackID(let id):
      "a stack named \"\(Self.clip(id))\" already exists; stack names are unique across the tree, "
        + "so choose another name or dismiss the layer that holds it"
    case .duplicateStackInTree(let id, let first, let second):
      "stack \"\(Self.clip(id))\" appears twice in the tree, at \(CallText.clip(first)) and at "
        + "\(CallText.clip(second)); stack names "
        + "are unique across the tree, so rename one of them"
    case .duplicateEntryID(let id, let first, let second):
      "entry \(id) appears twice in the tree, at \(first) and at \(second); entry IDs are "
        + "unique across the tree, so give one of them an ID no other entry has "
        + "(Entry(id:route:)) or leave it out"
    case .notATab(let id, let tabs):
      "stack \"\(Self.clip(id))\" is not a tab; tabs: \(CallText.list(tabs, describing: Self.clip))"
    case .alreadyPresenting(let stack, let layer):
      "stack \"\(Self.clip(stack))\" already presents the layer \"\(Self.clip(layer))\"; dismiss "
        + "it first "
        + "or present on the visible stack"
    case .notInLayer(let id):
      "stack \"\(Self.clip(id))\" is not in a presented layer, so there is no layer to dismiss; "
        + "to close what it presents, use dismissPresented()"
    case .negativeCount(let count):
      "count must be 0 or more; got \(count)"
    case .noTabs:
      "a tab container needs at least one tab"
    case .denied(let name, let reason):
      "navigation denied by guard \"\(CallText.clip(name))\": \(CallText.clip(reason, to: 2 * CallText.textLength))"
    case .cancelled:
      "navigation cancelled: a newer navigation replaced it before it was decided, or its "
        + "task was cancelled; nothing changed"
    case .needsAsyncGuard(let name):
      "guard \"\(CallText.clip(name))\" decides asynchronously; use `await router.navigate(_:source:)`, "
        + "or a convenience call such as `router.push(_:)`, which waits for it"
    case .navigationInFlight:
      "another navigation is waiting for a guard and the policy is to queue; use "
        + "`await router.navigate(_:source:)`, or a convenience call such as `router.push(_:)`, "
        + "to queue this one"
    case .redirectLoop(let names):
      "guards redirected \(names.count) times in a row (\(Self.list(names))); "
        + "check that a redirect's target is allowed by every guard"
    case .guardTimedOut(let name, let seconds):
      "guard \"\(CallText.clip(name))\" did not decide within \(seconds) s (the router's guard timeout), so "
        + "the navigation was dropped; make the guard answer sooner or raise the timeout"
    case .deferredCallLimit(let lineage):
      "\(lineage.count) calls in a row were each asked for while the previous one's event was "
        + "delivered (\(Self.lineage(lineage))), past the limit of \(RouterEvents.deferredCallLimit); "
        + "this one was not applied. An observer that navigates on every event never ends: "
        + "navigate only in reaction to the events that call for it"
    case .deferredCascadeLimit(let lineage):
      "more than \(RouterEvents.deferredCascadeLimit) calls were asked for while events were "
        + "delivered from one call (the calls that led to this one: \(Self.lineage(lineage))); this one was not "
        + "applied. Observers that navigate at every event multiply: navigate only in "
        + "reaction to the events that call for it"
    case .resolutionFailed(let message):
      "the route could not be resolved: \(CallText.clip(message, to: 2 * CallText.textLength))"
    case .resolutionTimedOut(let seconds):
      "the route could not be resolved within \(seconds) s; try again or raise the timeout"
    case .layerLimitExceeded(let presenter, let depth, let limit):
      "a layer presented by stack \"\(Self.clip(presenter))\" would be \(depth) layers deep; "
        + "the tree allows \(limit): dismiss a layer first, or create the tree with a higher "
        + "maxLayerDepth (NavigationState(content:maxLayerDepth:))"
    case .layerLimitAboveMaximum(let requested, let maximum):
      "maxLayerDepth \(requested) is more than the most a tree allows, \(maximum) layers (every "
        + "operation on a tree that deep fits in a 512 KB thread stack); ask for \(maximum) or "
        + "fewer"
    case .idsExhausted:
      "the ID generator has no unused ID left for new entries or stacks, so nothing changed; "
        + "create the router with an IDGenerator that starts lower, such as "
        + "IDGenerator(startingAt: 1)"
    case .splitColumnMissing(let column, let container, let columns):
      "split container \"\(Self.clip(container))\" has no \(column.rawValue) column; its columns: "
        + "\(columns.map(\.rawValue).joined(separator: ", ")). Create it with "
        + "SplitContainer(sidebar:content:detail:) to have a content column"
    case .selectionTypeMismatch(let type, let column, let container, let expected):
      "the \(column.rawValue) column of split container \"\(Self.clip(container))\" selects "
        + "\(CallText.clip(expected)), not \(CallText.clip(type)); select a route of that type"
    case .notASplitColumn(let id, let splits):
      "stack \"\(Self.clip(id))\" is not a column of a split container; split containers: "
        + CallText.list(splits, describing: Self.clip)
    case .notASelectionColumn(let container):
      "the detail column of split container \"\(Self.clip(container))\" selects nothing; "
        + "select in its sidebar or content column, or push onto the detail column"
    case .notInDetailColumn(let id, let column, let container):
      "stack \"\(Self.clip(id))\" is the \(column.rawValue) column of split container "
        + "\"\(Self.clip(container))\", which only selects: select there with "
        + ".select(_:column:in:), and push onto or present from the detail column"
    case .covered(let id, let layer):
      "stack \"\(Self.clip(id))\" is covered by the layer showing \"\(Self.clip(layer))\", so a "
        + "dialog there would not show; present it on the visible stack, or dismiss that layer "
        + "first"
    case .dialogShown(let id, let title):
      "stack \"\(Self.clip(id))\" shows the dialog \"\(CallText.clip(title))\"; answer or dismiss "
        + "it (.answerDialog, .dismissDialog) before presenting a layer from that stack"
    case .noDialog(let id):
      "stack \"\(Self.clip(id))\" shows no dialog to answer; present one with "
        + ".present(.dialog(_:)) first"
    case .noSuchButton(let index, let title, let buttons):
      "the dialog \"\(CallText.clip(title))\" has no button \(index); its buttons, from 0: "
        + (buttons.isEmpty ? "none" : Self.list(buttons))
    case .anchorNotInStack(let anchor, let stack):
      "the anchor \(anchor) is not a screen of stack \"\(Self.clip(stack))\", which presents; "
        + "anchor a popover or dialog to a screen of the stack it is presented on"
    case .invalidDetent(let detent):
      "the sheet detent \(detent) cannot be drawn: a fraction must be above 0 and at most 1, "
        + "a height a finite number of points above 0"
    case .detentNotDeclared(let detent, let layer, let declared):
      "the sheet showing \"\(Self.clip(layer))\" does not declare the detent \(detent); it "
        + "declares: \(declared.isEmpty ? "none" : CallText.list(declared) { $0.description }). "
        + "Select one of those, or present the sheet with that detent"
    case .dialogNotRegistered(let name, let registered):
      "no dialog is registered as \"\(CallText.clip(name))\"; registered: "
        + (registered.isEmpty ? "none" : Self.list(registered))
        + ". Register it with LinkMap.registerDialog(_:_:)"
    }
  }

  /// A lineage of calls, its first three and last two when it is longer than six, each cut
  /// to 100 bytes.
  private static func lineage(_ calls: [String]) -> String {
    let clip = { CallText.clip($0, to: CallText.textLength / 2) }
    let shown =
      calls.count > 6
      ? calls.prefix(3).map(clip) + ["…"] + calls.suffix(2).map(clip) : calls.map(clip)
    return shown.joined(separator: " → ")
  }

  private static func list(_ names: [String]) -> String {
    CallText.list(names)
  }

  /// A stack's name, cut short when it is long.
  private static func clip(_ id: StackID) -> String {
    CallText.clip(id.rawValue)
  }
}
