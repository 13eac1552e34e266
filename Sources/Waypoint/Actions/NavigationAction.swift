/// Something to do to the navigation tree. Every change goes through an action, so every
/// change can be guarded, logged, replayed and tested the same way.
///
/// Each action is one case, named as you would say it, with the visible stack as its
/// default target. Routes are wrapped in ``AnyRoute``, so one action can push routes of
/// different types:
///
/// ```swift
/// try router.send(.push([AnyRoute(Screen.profile)]))
/// try router.send(.pop(2, from: "settings"))
/// try router.send(.present(.sheet(Screen.settings, id: "settings")))
/// try router.send(.selectTab("explore"))
/// ```
///
/// ``Router/send(_:source:)`` and ``Router/navigate(_:source:)`` apply actions and throw
/// ``NavigationError``; the convenience calls (``Router/push(_:)``, ``StackHandle/pop(_:)``
/// and the others) build them for you.
public enum NavigationAction: Sendable, Equatable {
  /// Pushes routes, bottom first, on a stack.
  case push([AnyRoute], on: StackTarget = .visible)
  /// Pops up to `count` entries (one by default) from a stack, stopping at its root. A
  /// negative count is ``NavigationError/negativeCount(_:)``.
  case pop(Int = 1, from: StackTarget = .visible)
  /// Pops the entries above an entry, which stays on top.
  case popTo(EntryID, on: StackTarget = .visible)
  /// Pops every entry of a stack.
  case popToRoot(StackTarget = .visible)
  /// Replaces a stack's entries with new entries for `routes`, bottom first. Entries whose
  /// routes stay in place keep their IDs.
  case setPath([AnyRoute], on: StackTarget = .visible)
  /// Presents a layer from a stack that presents nothing yet.
  case present(Presentation, on: StackTarget = .visible)
  /// Dismisses the top-most layer on screen; nothing when no layer is shown.
  case dismissTop
  /// Dismisses the layer that holds a stack, with every layer above it.
  /// ``NavigationError/notInLayer(_:)`` when the stack is not in a layer.
  case dismissLayer(holding: StackID)
  /// Dismisses every layer a stack presents, directly or above; nothing when it presents
  /// none.
  case dismissLayers(above: StackTarget)
  /// Answers the dialog a stack shows with the button at index `button` (and, for an alert
  /// with text fields, the texts typed), which closes it. No guard is asked: choosing a
  /// button always closes the dialog. ``NavigationError/noDialog(_:)`` when the stack shows
  /// none, ``NavigationError/noSuchButton(_:dialog:buttons:)`` for an index it does not have.
  case answerDialog(button: Int, texts: [String] = [], on: StackTarget = .visible)
  /// Closes the dialog a stack shows without a choice (a tap outside it, code that takes
  /// it away); nothing when the stack shows none. An awaited dialog then ends with its
  /// cancel button's value, or with ``DialogError/dismissed``.
  case dismissDialog(on: StackTarget = .visible)
  /// Selects the height the sheet holding a stack rests at: the user's drag (source
  /// ``NavigationSource/user``), or code. ``NavigationError/detentNotDeclared(_:layer:declared:)``
  /// when the sheet does not declare it.
  case selectDetent(SheetDetent, holding: StackID)
  /// Selects a tab. Selecting the selected tab pops it to its root when its container
  /// ``TabContainer/popsToRootOnReselect``.
  case selectTab(StackID)
  /// Selects `route` (or nothing, with `nil`) in a selection column of the split container
  /// that has a column named `container` (any of its columns' stack IDs).
  ///
  /// The selection is the next column's first screen: selecting in the sidebar clears the
  /// content selection and the detail column's path; selecting in the content column clears
  /// the detail column's path. Selecting the selected route pops the detail column to its
  /// first screen when the container ``SplitContainer/popsDetailOnReselect``.
  case select(AnyRoute?, column: SplitColumn = .sidebar, in: StackID)
  /// Selects `route` in a selection column only when nothing is selected there: an app's
  /// default selection ("the first mailbox"), which never overrides a selection a link or
  /// the user made first, whenever it arrives.
  case selectDefault(AnyRoute, column: SplitColumn = .sidebar, in: StackID)
  /// Sets which columns an expanded split container shows.
  case setColumnVisibility(SplitColumnVisibility, in: StackID)
  /// Sets the column a compact split container shows on top when nothing past it is
  /// selected.
  case setPreferredCompactColumn(SplitColumn, in: StackID)
  /// Replaces the whole tree (deep links and restoration build one). Entries of the old
  /// tree that are not in the new one leave it; stack IDs are checked for uniqueness. An
  /// entry keeps its ID unless the router may already have given that ID to another
  /// screen (an ID below the generator's next one that does not name the same entry in
  /// the current tree); such an entry gets a fresh ID, so IDs are never reused.
  case replaceState(NavigationState)
  /// Applies several actions, in order, as one change: one event, one update. If one
  /// fails, none applies.
  case batch([NavigationAction])
}
