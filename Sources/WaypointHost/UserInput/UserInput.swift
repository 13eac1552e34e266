import Waypoint

/// Something the user did in a host (a SwiftUI container, a terminal), in the host's terms.
///
/// A host does not decide what a gesture means for the tree: it reports the gesture, and
/// ``Waypoint/NavigationState/action(for:)`` turns it into the `NavigationAction` to apply,
/// or into nothing when the gesture no longer matches the tree (a sheet the program
/// dismissed already, a tab re-tapped at its root). ``Waypoint/Router/report(_:resync:)``
/// applies that action, with source `NavigationSource.user`.
///
/// ```swift
/// // SwiftUI wrote a shorter path: the user tapped Back or swiped back.
/// router.report(.pathChanged(stack: "main", count: 1))
/// ```
public enum UserInput: Hashable, Sendable {
  /// The host's path for a stack now holds `count` entries: the back button, the swipe
  /// back, or the back button's menu (which can jump back several screens at once).
  case pathChanged(stack: StackID, count: Int)
  /// The host's navigation container pushed screens by itself: its path for a stack now holds
  /// the stack's first `keeping` entries, then `routes` (SwiftUI's `NavigationLink(value:)`).
  ///
  /// It is a push from the user, through the guards: the engine gives the new entries their
  /// IDs, and a refused push is drawn back.
  case pathPushed(stack: StackID, keeping: Int, routes: [AnyRoute])
  /// The user asked to go back one screen on a stack: a custom back button, or an
  /// interactive edge swipe that completed.
  case back(stack: StackID)
  /// The user dismissed the layer that holds a stack: a sheet swiped down, a cover closed.
  case layerDismissed(holding: StackID)
  /// The user tapped a tab in a tab bar, possibly the one already selected.
  ///
  /// A host whose tab bar pops the selected tab's stack by itself on such a tap (iOS's
  /// `TabView`, a `UITabBarController`) reports the tap before that stack's empty path, with
  /// ``Waypoint/Router/report(_:tabBarPopsReselectedTab:resync:)`` and
  /// `tabBarPopsReselectedTab` `true`: the router then knows that the empty path is the tab
  /// bar's, so the tap alone decides what happens.
  case tabTapped(StackID)
  /// The user picked `route` (or cleared the selection, with `nil`) in a selection column
  /// of the split container that has a column named `container`: a row of the sidebar or
  /// content list, possibly the one already selected (a re-tap, which pops the detail
  /// column to its first screen when the container pops on reselect).
  case selected(AnyRoute?, column: SplitColumn, in: StackID)
  /// The host changed which columns a split container shows (a sidebar button, a drag).
  case columnVisibilityChanged(SplitColumnVisibility, in: StackID)
  /// The host changed the column a compact split container shows on top (SwiftUI writes
  /// `preferredCompactColumn` itself as the user goes back and forth): accepted as the
  /// user's, so a later change by the program is not ignored.
  case compactColumnChanged(SplitColumn, in: StackID)
  /// The user chose the button at index `button` of `dialog`, shown on the stack `on`
  /// (with the texts typed in its text fields): the button's action ran. Reported from the
  /// button's own action, with the dialog the host drew captured in it, so the answer does
  /// not depend on state the platform cleared before running the action (SwiftUI writes
  /// `isPresented` back to `false` first). The dialog matches the one the stack shows when
  /// it asks the same (`Dialog.asksTheSame(as:)`: its anchor aside, since
  /// `ScreenHandle.ask` anchors what it shows). A tap on a dialog that is no longer shown
  /// (the program replaced it) asks for nothing.
  case dialogAnswered(Dialog, button: Int, texts: [String], on: StackID)
  /// The platform closed `dialog`, shown on the stack `on`, without a button: a tap
  /// outside a confirmation dialog that has no cancel button, the system taking it away.
  ///
  /// The platform's write-back of its presentation flag is not this: a host ignores it,
  /// because a tap reports itself with ``dialogAnswered(_:button:texts:on:)`` whether the
  /// write-back comes before or after it.
  case dialogDismissed(Dialog, on: StackID)
  /// The user dragged the sheet holding the stack `holding` to rest at `detent`.
  case detentChanged(SheetDetent, holding: StackID)
}

extension NavigationState {
  /// The action that `input` asks for, or `nil` when it would change nothing.
  ///
  /// - A path that got shorter pops the entries above its new top in one action (to the
  ///   root when it is empty). A path that did not get shorter asks for nothing: a count
  ///   alone cannot say which routes were added.
  /// - A path the host lengthened with routes (``UserInput/pathPushed(stack:keeping:routes:)``)
  ///   pushes them, after popping the entries above the first `keeping` when there are any,
  ///   in one action; the engine gives the new entries their IDs.
  /// - Back pops one entry, when there is one.
  /// - A dismissed layer is dismissed with every layer above it, when it is still there.
  /// - A dialog's button answers the dialog, and a dialog the platform closed is dismissed,
  ///   when the stack still shows that dialog: one that asks the same
  ///   (`Dialog.asksTheSame(as:)`, equal but for its anchor).
  /// - A sheet dragged to a detent it declares selects it.
  /// - Tapping another tab selects it; tapping the selected tab pops it to its root when its
  ///   container `TabContainer.popsToRootOnReselect` and it has something to pop.
  ///
  /// Inputs about stacks that are no longer in the tree ask for nothing: a host may report
  /// a gesture after the program already changed the tree.
  ///
  /// - Complexity: O(1) for path and back inputs, beyond finding the stack.
  public func action(for input: UserInput) -> NavigationAction? {
    switch input {
    case .pathChanged(let id, let count):
      guard let stack = stack(id), count >= 0, count < stack.depth else { return nil }
      return count == 0 ? .popToRoot(.stack(id)) : .pop(stack.depth - count, from: .stack(id))
    case .pathPushed(let id, let keeping, let routes):
      guard let stack = stack(id), keeping >= 0, keeping <= stack.depth else { return nil }
      guard !routes.isEmpty else { return action(for: .pathChanged(stack: id, count: keeping)) }
      let push = NavigationAction.push(routes, on: .stack(id))
      guard keeping < stack.depth else { return push }
      let pop: NavigationAction =
        keeping == 0 ? .popToRoot(.stack(id)) : .pop(stack.depth - keeping, from: .stack(id))
      return .batch([pop, push])
    case .back(let id):
      // A compact split container's detail column goes back through the selections.
      guard hasStack(id), depthAsShown(of: id) > 0 else { return nil }
      return .pop(1, from: .stack(id))
    case .layerDismissed(let id):
      guard presenter(ofLayerHolding: id) != nil else { return nil }
      return .dismissLayer(holding: id)
    case .tabTapped(let id):
      guard let container = tabContainer(holding: id), let tab = stack(id) else {
        return nil
      }
      guard container.selection == id else { return .selectTab(id) }
      // A tab that is a split container pops its detail column, the stack it shows.
      let depth = splitContainer(holding: id)?.detail.depth ?? tab.depth
      return container.popsToRootOnReselect && depth > 0 ? .selectTab(id) : nil
    case .selected(let route, let column, let id):
      guard let split = splitContainer(holding: id), split.columnNames.contains(column),
        column != .detail
      else { return nil }
      guard split.selection(in: column) == route else {
        return .select(route, column: column, in: id)
      }
      return route != nil && split.popsDetailOnReselect && split.detail.depth > 0
        ? .select(route, column: column, in: id) : nil
    case .columnVisibilityChanged(let visibility, let id):
      guard let split = splitContainer(holding: id), split.columnVisibility != visibility
      else { return nil }
      return .setColumnVisibility(visibility, in: id)
    case .dialogAnswered(let dialog, let button, let texts, let id):
      guard let shown = stack(id)?.dialog, shown.asksTheSame(as: dialog),
        dialog.buttons.indices.contains(button)
      else { return nil }
      return .answerDialog(button: button, texts: texts, on: .stack(id))
    case .dialogDismissed(let dialog, let id):
      guard let shown = stack(id)?.dialog, shown.asksTheSame(as: dialog) else { return nil }
      return .dismissDialog(on: .stack(id))
    case .detentChanged(let detent, let id):
      guard let presenter = presenter(ofLayerHolding: id),
        let layer = stack(presenter)?.presented, layer.detents.contains(detent),
        layer.selectedDetent != detent
      else { return nil }
      return .selectDetent(detent, holding: id)
    case .compactColumnChanged(let column, let id):
      guard let split = splitContainer(holding: id), split.columnNames.contains(column),
        split.preferredCompactColumn != column
      else { return nil }
      return .setPreferredCompactColumn(column, in: id)
    }
  }
}

extension Router {
  /// Applies what the user did, through the guards, with source `NavigationSource.user`:
  /// the call for a host's gesture callbacks. Never throws.
  ///
  /// ```swift
  /// // SwiftUI wrote a shorter path: the user tapped Back or swiped back.
  /// router.report(.pathChanged(stack: "main", count: 1)) { redraw() }
  /// ```
  ///
  /// A host has already shown the gesture's result when it reports it (SwiftUI has popped
  /// the screen, the sheet is gone). When the router does not apply the input (a guard
  /// denied it, a newer navigation cancelled it, it failed), the failure goes to `Router.onFailure` as
  /// for every convenience call (see `onFailure`) and `resync` is called, so that the
  /// host redraws from the unchanged state. `resync` is called too for a path that grew,
  /// which holds screens the router never pushed. An input that waits for an asynchronous
  /// guard is applied, or refused, when the guard has decided. An input that no longer
  /// matches the tree (``Waypoint/NavigationState/action(for:)`` is `nil`) changes nothing
  /// and is not a failure.
  ///
  /// - Parameters:
  ///   - input: What the user did.
  ///   - resync: Called when the input was not applied.
  /// - Returns: Whether the input was applied at once.
  @discardableResult
  public func report(_ input: UserInput, resync: @escaping @MainActor () -> Void = {}) -> Bool {
    report(input, tabBarPopsReselectedTab: false, resync: resync)
  }

  /// Applies what the user did, for a host whose tab bar pops the selected tab's stack to
  /// its root by itself when the tab is tapped again, as iOS's does.
  ///
  /// Such a host reports one gesture twice: the tap (``UserInput/tabTapped(_:)``), then the
  /// stack's empty path (``UserInput/pathChanged(stack:count:)`` with count 0), which is the
  /// tab bar's own pop, not the user going back. The tap has already been decided (the tab
  /// popped to its root, or kept because its container does not pop on reselect, or held by
  /// a guard), so the empty path that comes right after it, while the stack is unchanged, is
  /// refused: it changes nothing, emits nothing, and `resync` draws the stack's screens
  /// again. Any other input in between ends the wait, so a later Back is applied.
  ///
  /// Only the tap needs the flag; report the path as any other input:
  ///
  /// ```swift
  /// // The user tapped the selected tab, and UIKit's tab bar popped its stack:
  /// router.report(.tabTapped("inbox"), tabBarPopsReselectedTab: true) { redraw() }
  /// router.report(.pathChanged(stack: "inbox", count: 0)) { redraw() }
  /// ```
  ///
  /// A host whose tab bar leaves the stack alone on a re-tap (a custom tab bar, macOS)
  /// reports the tap with ``report(_:resync:)``.
  ///
  /// - Parameters:
  ///   - input: What the user did.
  ///   - tabBarPopsReselectedTab: Whether this host's tab bar pops the stack of a re-tapped
  ///     tab by itself. It matters for ``UserInput/tabTapped(_:)`` only.
  ///   - resync: Called when the input was not applied.
  /// - Returns: Whether the input was applied at once.
  @discardableResult
  public func report(
    _ input: UserInput, tabBarPopsReselectedTab: Bool,
    resync: @escaping @MainActor () -> Void = {}
  ) -> Bool {
    run(Self.reportCall(input), source: .user, whenDeferred: false) { [self] in
      apply(input, tabBarPopsReselectedTab: tabBarPopsReselectedTab, resync: resync)
    }
  }

  /// ``report(_:tabBarPopsReselectedTab:resync:)`` past the gate: what `input` means is
  /// worked out now, against the tree as it is when the report is applied.
  private func apply(
    _ input: UserInput, tabBarPopsReselectedTab: Bool, resync: @escaping @MainActor () -> Void
  ) -> Bool {
    let state = current
    let echo = hostInputMemory as? ReselectEcho
    hostInputMemory = nil
    if let echo, echo.matches(input, in: state) {
      resync()
      return false
    }
    if tabBarPopsReselectedTab, case .tabTapped(let id) = input {
      hostInputMemory = ReselectEcho(tapOn: id, in: state)
    }
    guard let action = state.action(for: input) else {
      // A path that grew by a count alone holds screens the router cannot name: the host
      // draws the router's path again, without them. (A host that can read the routes
      // reports `.pathPushed` instead.) So is a push onto a stack that left the tree.
      switch input {
      case .pathChanged(let id, let count):
        if let stack = state.stack(id), count > stack.depth { resync() }
      case .pathPushed(_, _, let routes):
        if !routes.isEmpty { resync() }
      default:
        break
      }
      return false
    }
    // A recorder keeps what the host reported beside the action it became.
    return reportingHostInput(Self.recordedText(of: input)) {
      performAtOnce(
        action, source: .user, call: Self.reportCall(input), afterFailure: resync) != nil
    }
  }

  /// What a recorder keeps of a report: the input as written in code, but for a dialog its
  /// title alone and for an answer how many texts were typed, never what.
  static func recordedText(of input: UserInput) -> String {
    switch input {
    case .dialogAnswered(let dialog, let button, let texts, let stack):
      ".dialogAnswered(\(CallText.quoted(dialog.title)), button: \(button), "
        + "texts: \(texts.count), on: \(stack))"
    case .dialogDismissed(let dialog, let stack):
      ".dialogDismissed(\(CallText.quoted(dialog.title)), on: \(stack))"
    default:
      ".\(input)"
    }
  }

  /// `report(.<input>)`.
  static func reportCall(_ input: UserInput) -> NavigationCall {
    NavigationCall("report", arguments: [.init(value: ".\(input)")])
  }
}

/// The pop a host's tab bar makes by itself after the user taps the selected tab again.
///
/// On iOS, tapping the selected tab of a `TabView` pops the tab's `NavigationStack` to its
/// root, and the stack then writes an empty path. That write repeats a gesture the engine
/// has already decided when it saw the tap, so it must not pop the tab a second way (past
/// `TabContainer.popsToRootOnReselect` being off, or past a guard that refused the tap).
///
/// It is told apart from the user going back by what comes in order, not by time: it is the
/// input right after the tap, it empties the tapped stack, and the stack still has the top
/// entry it had at the tap. A user's Back from one screen looks the same only when it is the
/// very next input after a tap on a tab bar that did not pop; any other input in between
/// ends the wait.
///
/// The echo a router waits for is kept in the router's `hostInputMemory`, and matched when
/// the next report is applied.
struct ReselectEcho: Equatable, Sendable {
  /// The tapped tab.
  let tab: StackID
  /// The tab's top entry when it was tapped.
  let top: EntryID

  /// The echo to wait for after a tap on `id`, or `nil` when the tap selects another tab or
  /// the tab has nothing to pop (the tab bar pops nothing then).
  init?(tapOn id: StackID, in state: NavigationState) {
    guard let container = state.tabContainer(holding: id), container.selection == id,
      let top = state.stack(id)?.entries.last
    else { return nil }
    self.tab = id
    self.top = top.id
  }

  /// Whether `input` is the tab bar's own pop of the tapped tab, with the tab as it was.
  func matches(_ input: UserInput, in state: NavigationState) -> Bool {
    guard case .pathChanged(let id, 0) = input, id == tab else { return false }
    return state.stack(id)?.entries.last?.id == top
  }
}
