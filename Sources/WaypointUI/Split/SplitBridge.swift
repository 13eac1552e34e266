import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// The bindings a ``RouterSplitView``'s `NavigationSplitView` and lists read and write for
/// one split container of the engine.
///
/// Every read comes from the router (`Router.splitContainer(holding:)`, which observes the
/// container's selections and layout, not its columns' entries), so what SwiftUI shows is the
/// engine's state: a selection a guard refused is drawn back as soon as the view draws again
/// (``resync`` makes it). Every write is the user's and goes to the router with source
/// `NavigationSource.user`, through the guards for a selection, as one change with one event.
/// A write of what the router already has (SwiftUI writing back the value it shows) changes
/// nothing.
///
/// A bridge is made on each body evaluation; SwiftUI's bindings are made from it with
/// `Bindable`, whose key paths keep every read and write on the main actor.
@MainActor
final class SplitBridge: Observable {
  let router: Router
  /// The ID of one of the container's columns: the container the bridge binds.
  let id: StackID
  private let resync: @MainActor () -> Void

  /// Makes a bridge for the split container that has a column named `id`.
  ///
  /// - Parameter resync: Draws the view again from the router's state, after the router
  ///   refused what the user did (SwiftUI has already shown it).
  init(router: Router, id: StackID, resync: @escaping @MainActor () -> Void = {}) {
    self.router = router
    self.id = id
    self.resync = resync
  }

  /// The container, read through the router (observed).
  private var container: SplitContainer? { router.splitContainer(holding: id) }

  /// The sidebar list's selection.
  var sidebarSelection: AnyRoute? {
    get { selection(in: .sidebar) }
    set { select(newValue, column: .sidebar) }
  }

  /// The content list's selection.
  var contentSelection: AnyRoute? {
    get { selection(in: .content) }
    set { select(newValue, column: .content) }
  }

  /// The selection in `column` as the engine has it.
  func selection(in column: SplitColumn) -> AnyRoute? {
    container?.selection(in: column)
  }

  /// Whether `route` is what `column` has selected.
  func isSelected(_ route: AnyRoute, in column: SplitColumn) -> Bool {
    selection(in: column) == route
  }

  /// What SwiftUI wrote into a list's selection: a tap on another row (or the arrow keys), or
  /// `nil` when the user went back past the column in a collapsed split view. Selects it,
  /// or clears the column's selection, unless the column has it already.
  func select(_ route: AnyRoute?, column: SplitColumn) {
    guard let container, container.selection(in: column) != route else { return }
    send(.select(route, column: column, in: id), call: Self.selectCall(route, column, self.id))
  }

  /// The user tapped the row of `route` in `column` while it is selected, which SwiftUI's
  /// list does not report: selects it again, which pops the detail column to its first
  /// screen (unless the container turned `SplitContainer.popsDetailOnReselect` off). A tap
  /// on a row that is no longer selected changes nothing here: the list reports it.
  func reselect(_ route: AnyRoute, column: SplitColumn) {
    guard isSelected(route, in: column) else { return }
    send(.select(route, column: column, in: id), call: Self.selectCall(route, column, self.id))
  }

  /// Which columns show at regular width.
  var columnVisibility: NavigationSplitViewVisibility {
    get { (container?.columnVisibility ?? .automatic).swiftUI }
    set {
      let visibility = SplitColumnVisibility(newValue)
      guard let container, container.columnVisibility != visibility else { return }
      let action = NavigationAction.setColumnVisibility(visibility, in: id)
      send(action, call: Self.sendCall(action))
    }
  }

  /// The column on top when the split view is collapsed. SwiftUI writes it as the user
  /// moves between the columns of a collapsed split view; such a write is the user's.
  var preferredCompactColumn: NavigationSplitViewColumn {
    get { (container?.preferredCompactColumn ?? .sidebar).swiftUI }
    set {
      let column = SplitColumn(newValue)
      guard let container, container.preferredCompactColumn != column,
        container.columnNames.contains(column)
      else { return }
      let action = NavigationAction.setPreferredCompactColumn(column, in: id)
      send(action, call: Self.sendCall(action))
    }
  }

  /// Tells the router how much room the split view has: compact when the horizontal size
  /// class is, regular otherwise. Nothing when SwiftUI gives no size class, or when the
  /// container is no longer in the tree (its view is going away).
  func reportWidth(_ sizeClass: UserInterfaceSizeClass?) {
    guard let sizeClass, router.splitContainer(holding: id) != nil else { return }
    let width: SplitWidth = sizeClass == .compact ? .compact : .regular
    do {
      try router.setWidth(width, ofSplit: id)
    } catch {
      let call = NavigationCall(
        "setWidth",
        arguments: [
          .init(value: ".\(width.rawValue)"),
          .init(label: "ofSplit", value: CallText.quoted(id.rawValue)),
        ])
      router.fail(NavigationFailure(call: call, error: error, source: .user))
    }
  }

  /// Applies the user's `action` through the guards (at once, or when an asynchronous guard
  /// has decided); a failure goes to `Router.onFailure` as `call`'s, and draws the view
  /// again from the router's state.
  private func send(_ action: NavigationAction, call: @autoclosure @escaping () -> NavigationCall) {
    router.perform(action, source: .user, call: call(), afterFailure: resync)
  }

  /// `select(<route>, column: .content, in: "<id>")`, or `deselect(column:in:)` for `nil`.
  private static func selectCall(
    _ route: AnyRoute?, _ column: SplitColumn, _ id: StackID
  ) -> NavigationCall {
    let columnArgument = NavigationCall.Argument(label: "column", value: ".\(column.rawValue)")
    let container = NavigationCall.Argument(label: "in", value: CallText.quoted(id.rawValue))
    guard let route else {
      return NavigationCall("deselect", arguments: [columnArgument, container])
    }
    var arguments = [NavigationCall.Argument(value: "\(route)")]
    if column != .sidebar { arguments.append(columnArgument) }
    arguments.append(container)
    return NavigationCall("select", arguments: arguments)
  }

  /// `send(<action>)`, as `Router.send(_:source:)` names its failures.
  private static func sendCall(_ action: NavigationAction) -> NavigationCall {
    NavigationCall("send", arguments: [.init(value: "\(action)")])
  }
}

extension SplitColumnVisibility {
  /// The engine's visibility for SwiftUI's.
  init(_ visibility: NavigationSplitViewVisibility) {
    switch visibility {
    case .all: self = .all
    case .doubleColumn: self = .doubleColumn
    case .detailOnly: self = .detailOnly
    default: self = .automatic
    }
  }

  /// SwiftUI's visibility for the engine's.
  var swiftUI: NavigationSplitViewVisibility {
    switch self {
    case .automatic: .automatic
    case .all: .all
    case .doubleColumn: .doubleColumn
    case .detailOnly: .detailOnly
    }
  }
}

extension SplitColumn {
  /// The engine's column for SwiftUI's.
  init(_ column: NavigationSplitViewColumn) {
    switch column {
    case .content: self = .content
    case .detail: self = .detail
    default: self = .sidebar
    }
  }

  /// SwiftUI's column for the engine's.
  var swiftUI: NavigationSplitViewColumn {
    switch self {
    case .sidebar: .sidebar
    case .content: .content
    case .detail: .detail
    }
  }
}
