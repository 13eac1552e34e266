// The router's calls for split containers: reading one (observed), selecting, its layout,
// and the width its host reports.

extension Router {
  /// The split container that has a column named `id` (any of its columns' stack IDs), or
  /// `nil` when there is none.
  ///
  /// Observes the container's selections, layout and width, not its columns' entries (read
  /// those through ``stack(_:)``), so a split view is not redrawn when the detail column
  /// pushes.
  public func splitContainer(holding id: StackID) -> SplitContainer? {
    observeSplit(id).container
  }

  /// How much room the host reported for the split container with a column named `id`
  /// (``SplitWidth/regular`` until it reports otherwise). Observed like
  /// ``splitContainer(holding:)``.
  public func width(ofSplit id: StackID) -> SplitWidth {
    observeSplit(id).width
  }

  /// Reads the split container with a column named `id` and its width, observed.
  private func observeSplit(_ id: StackID) -> (container: SplitContainer?, width: SplitWidth) {
    let state = current
    let container = state.splitContainer(holding: id)
    let width = container.map(state.width(of:)) ?? .regular
    tracker.observeSplit(id, container, width: width)
    return (container, width)
  }

  /// Records the width a host reports for a split container.
  ///
  /// Width is not navigation: the tree does not change, so no guard is asked, no event is
  /// emitted, no screen or scope is released and nothing is saved. While the container is
  /// compact, its columns read as one stack (see ``SplitContainer/collapsedPath``): a pop on
  /// its detail column past the column's first screen clears the content selection, then
  /// the sidebar's, and ``depth`` counts the selections.
  ///
  /// ```swift
  /// try router.setWidth(.compact, ofSplit: "mailboxes")
  /// ```
  ///
  /// - Returns: Whether the width changed.
  /// - Throws: ``NavigationError/notASplitColumn(_:splits:)`` when `id` names no column of
  ///   a split container, ``NavigationError/stackNotFound(_:existing:)`` when no stack has
  ///   that ID; nothing changes.
  @discardableResult
  public func setWidth(_ width: SplitWidth, ofSplit id: StackID) throws(NavigationError) -> Bool {
    guard try core.state.setWidth(width, ofSplit: id) else { return false }
    hub.recorder?.widthChanged(width, split: id, nextID: core.ids.next)
    tracker.splitWidthChanged(in: current)
    return true
  }

  /// Selects `route` in a selection column of the split container that has a column named
  /// `container`: the route becomes the next column's first screen, as one change with one
  /// event, through the guards.
  ///
  /// Selecting in the sidebar clears the content selection and the detail column's path;
  /// selecting the selected route pops the detail column to its first screen (unless the
  /// container turned that off).
  ///
  /// ```swift
  /// router.select(Mailbox.inbox, in: "mailboxes")
  /// router.select(Message(id: 42), column: .content, in: "mailboxes")
  /// ```
  ///
  /// - Returns: Whether the selection applied at once.
  @discardableResult
  public func select(
    _ route: some Hashable & Sendable, column: SplitColumn = .sidebar, in container: StackID
  ) -> Bool {
    select(
      .select(AnyRoute(route), column: column, in: container), "select", route, column, container)
  }

  /// Selects `route` only when nothing is selected in the column: an app's default selection
  /// ("the first mailbox"), which never overrides a selection a link or the user made,
  /// whether that came first or comes later.
  ///
  /// - Returns: Whether the call applied at once (also when something was already
  ///   selected, which changes nothing).
  @discardableResult
  public func selectDefault(
    _ route: some Hashable & Sendable, column: SplitColumn = .sidebar, in container: StackID
  ) -> Bool {
    select(
      .selectDefault(AnyRoute(route), column: column, in: container), "selectDefault", route,
      column, container)
  }

  /// Clears the selection in a column (and the columns past it), as one change through the
  /// guards.
  ///
  /// - Returns: Whether the change applied at once.
  @discardableResult
  public func deselect(column: SplitColumn = .sidebar, in container: StackID) -> Bool {
    perform(
      .select(nil, column: column, in: container),
      call: NavigationCall(
        "deselect",
        arguments: [
          .init(label: "column", value: ".\(column.rawValue)"),
          .init(label: "in", value: CallText.quoted(container.rawValue)),
        ])
    ) != nil
  }

  /// Performs `action`, a selection of `route` in `column` of `container`, made by the call
  /// `name`.
  private func select(
    _ action: NavigationAction, _ name: String, _ route: some Hashable & Sendable,
    _ column: SplitColumn, _ container: StackID
  ) -> Bool {
    perform(
      action,
      call: {
        // Written out only when the call fails.
        var arguments: [NavigationCall.Argument] = [.init(value: "\(route)")]
        if column != .sidebar {
          arguments.append(.init(label: "column", value: ".\(column.rawValue)"))
        }
        arguments.append(.init(label: "in", value: CallText.quoted(container.rawValue)))
        return NavigationCall(name, arguments: arguments)
      }()) != nil
  }
}
