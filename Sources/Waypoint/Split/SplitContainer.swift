/// A split container: a sidebar column, an optional content column and a detail column,
/// each a stack, as a `NavigationSplitView` shows them.
///
/// The sidebar and content columns are selection lists: what is selected in one is the
/// first screen (the root) of the next column, so a selection is part of the tree and
/// travels with it into events, guards, snapshots and links. Screens are pushed onto, and
/// layers presented from, the detail column only.
///
/// ```swift
/// let mail = try SplitContainer(
///   sidebar: StackState(id: "mailboxes"),
///   content: StackState(id: "messages"),
///   detail: StackState(id: "message"))
/// let state = try NavigationState(content: .split(mail))
/// state.visibleStack.id  // "message"
/// ```
///
/// The container is named by its sidebar stack's ID; actions that address it accept the
/// ID of any of its columns.
public struct SplitContainer: Sendable, Equatable {
  /// The columns' stacks, leading first: two or three.
  private(set) var columns: [StackState]
  /// Which columns show while the container is regular width.
  public internal(set) var columnVisibility: SplitColumnVisibility
  /// The column shown on top while the container is compact and nothing deeper is selected.
  public internal(set) var preferredCompactColumn: SplitColumn
  /// Whether selecting the item that is already selected pops the detail column to its
  /// first screen. On by default.
  public var popsDetailOnReselect: Bool
  /// The route type each selection column accepts, when the app declared one.
  private(set) var declaredTypes: [SplitColumn: DeclaredRouteType]

  /// Creates a split container.
  ///
  /// - Parameters:
  ///   - sidebar: The sidebar column's stack. Its root is the sidebar's own screen (or
  ///     `nil` when the app draws it); it holds no pushed entries.
  ///   - content: The content column's stack for a three-column container, or `nil`. Its
  ///     root is the sidebar's selection.
  ///   - detail: The detail column's stack. Its root is the last column's selection; its
  ///     entries are the screens pushed above it.
  ///   - columnVisibility: Which columns show at regular width.
  ///   - preferredCompactColumn: The column on top at compact width when nothing is
  ///     selected past it.
  ///   - sidebarSelects: The route type the sidebar's selections must have, or `nil` for
  ///     any.
  ///   - contentSelects: The route type the content column's selections must have, or
  ///     `nil` for any.
  ///   - popsDetailOnReselect: Whether re-selecting the selected item pops the detail
  ///     column to its first screen.
  /// - Throws: ``NavigationError/duplicateStackID(_:)`` when two columns share an ID;
  ///   ``NavigationError/notInDetailColumn(_:column:container:)`` when the sidebar
  ///   or content stack holds entries or presents a layer; ``NavigationError/splitColumnMissing(_:container:columns:)``
  ///   when `preferredCompactColumn` or `contentSelects` names a content column the
  ///   container does not have; ``NavigationError/selectionTypeMismatch(_:column:container:expected:)``
  ///   when a selection (a column's root) is not of its declared type.
  public init(
    sidebar: StackState, content: StackState? = nil, detail: StackState,
    columnVisibility: SplitColumnVisibility = .automatic,
    preferredCompactColumn: SplitColumn = .sidebar,
    sidebarSelects: (any (Hashable & Sendable).Type)? = nil,
    contentSelects: (any (Hashable & Sendable).Type)? = nil,
    popsDetailOnReselect: Bool = true
  ) throws(NavigationError) {
    var declared: [SplitColumn: DeclaredRouteType] = [:]
    if let sidebarSelects { declared[.sidebar] = DeclaredRouteType(sidebarSelects) }
    if let contentSelects { declared[.content] = DeclaredRouteType(contentSelects) }
    try self.init(
      columns: [sidebar] + (content.map { [$0] } ?? []) + [detail],
      columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn,
      declaredTypes: declared, popsDetailOnReselect: popsDetailOnReselect)
  }

  /// Creates a container from its columns' stacks (two or three), checking what the public
  /// initializer checks.
  init(
    columns: [StackState], columnVisibility: SplitColumnVisibility,
    preferredCompactColumn: SplitColumn, declaredTypes: [SplitColumn: DeclaredRouteType],
    popsDetailOnReselect: Bool
  ) throws(NavigationError) {
    self.columns = columns
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
    self.declaredTypes = declaredTypes
    self.popsDetailOnReselect = popsDetailOnReselect
    var seen = Set<StackID>()
    for stack in columns where !seen.insert(stack.id).inserted {
      throw .duplicateStackID(stack.id)
    }
    for column in [preferredCompactColumn] + declaredTypes.keys.sorted(by: Self.order)
    where position(of: column) == nil {
      throw .splitColumnMissing(column, container: id, columns: self.columnNames)
    }
    for column in selectionColumns {
      let stack = self.stack(in: column)
      if !stack.entries.isEmpty || stack.presented != nil {
        throw .notInDetailColumn(stack.id, column: column, container: id)
      }
      if let selection = selection(in: column) {
        try checkType(of: selection, selectedIn: column)
      }
    }
  }

  /// The ID that names the container: its sidebar stack's.
  public var id: StackID { columns[0].id }

  /// The sidebar column's stack.
  public var sidebar: StackState { columns[0] }

  /// The content column's stack, or `nil` in a two-column container.
  public var content: StackState? { columns.count == 3 ? columns[1] : nil }

  /// The detail column's stack.
  public var detail: StackState { columns[columns.count - 1] }

  /// The columns the container has, leading first.
  public var columnNames: [SplitColumn] {
    columns.count == 3 ? [.sidebar, .content, .detail] : [.sidebar, .detail]
  }

  /// The columns whose selection is the next column's first screen.
  var selectionColumns: [SplitColumn] { columnNames.dropLast() }

  /// The sidebar's selection: the next column's first screen.
  public var sidebarSelection: AnyRoute? { columns[1].root }

  /// The content column's selection (the detail column's first screen), or `nil` when
  /// nothing is selected or the container has two columns.
  public var contentSelection: AnyRoute? { columns.count == 3 ? columns[2].root : nil }

  /// The selection in `column`: ``sidebarSelection``, ``contentSelection``, or `nil` for the
  /// detail column, which selects nothing.
  public func selection(in column: SplitColumn) -> AnyRoute? {
    switch column {
    case .sidebar: sidebarSelection
    case .content: contentSelection
    case .detail: nil
    }
  }

  /// The stack of `column`; for a content column the container does not have, the detail.
  func stack(in column: SplitColumn) -> StackState {
    columns[position(of: column) ?? columns.count - 1]
  }

  /// The position of `column` among the columns, or `nil` when the container lacks it.
  func position(of column: SplitColumn) -> Int? {
    switch column {
    case .sidebar: 0
    case .content: columns.count == 3 ? 1 : nil
    case .detail: columns.count - 1
    }
  }

  /// The column at `position`.
  func column(at position: Int) -> SplitColumn {
    columnNames[position]
  }

  /// The number of columns.
  var count: Int { columns.count }

  /// The column's stack at `position`, which must be below ``count``.
  func stack(at position: Int) -> StackState { columns[position] }

  mutating func modifyColumn<Result, Failure: Error>(
    at position: Int, _ body: (inout StackState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(&columns[position])
  }

  mutating func mapColumns(_ transform: (StackState) -> StackState) {
    columns = columns.map(transform)
  }

  mutating func setLayout(visibility: SplitColumnVisibility, compactColumn: SplitColumn) {
    columnVisibility = visibility
    preferredCompactColumn = compactColumn
  }

  /// Throws unless `route` has the type declared for `column`.
  func checkType(of route: AnyRoute, selectedIn column: SplitColumn) throws(NavigationError) {
    guard let declared = declaredTypes[column], !declared.matches(route) else { return }
    throw .selectionTypeMismatch(
      String(reflecting: type(of: route.base)), column: column, container: id,
      expected: declared.name)
  }

  /// The route type declared for `column`, if any.
  func declaredType(in column: SplitColumn) -> DeclaredRouteType? { declaredTypes[column] }

  private static func order(_ lhs: SplitColumn, _ rhs: SplitColumn) -> Bool {
    SplitColumn.allCases.firstIndex(of: lhs) ?? 0 < SplitColumn.allCases.firstIndex(of: rhs) ?? 0
  }
}

// MARK: Collapsed

extension SplitContainer {
  /// The routes of the one stack the container reads as when it is compact, above the
  /// sidebar's own screen: the selections, then the detail column's entries.
  ///
  /// ```swift
  /// // Sidebar selected .inbox, content selected .message(42), detail pushed .attachment(1):
  /// split.collapsedPath  // [.inbox, .message(42), .attachment(1)]
  /// ```
  public var collapsedPath: [AnyRoute] {
    var path = selectionColumns.compactMap { selection(in: $0) }
    path.reserveCapacity(path.count + detail.depth)
    for entry in detail.entries { path.append(entry.route) }
    return path
  }

  /// The depth of the one stack the container reads as when it is compact: the selections
  /// made, plus the detail column's entries. What a pop of that many screens empties.
  public var collapsedDepth: Int {
    selectionColumns.reduce(detail.depth) { $0 + (selection(in: $1) == nil ? 0 : 1) }
  }

  /// The column on top when the container is compact: the deepest one something is
  /// selected for (the detail column once the last column selected something or the
  /// detail column pushed, else the column after the last selection).
  public var collapsedTopColumn: SplitColumn {
    if detail.root != nil || !detail.entries.isEmpty { return .detail }
    if let content, content.root != nil { return .content }
    return .sidebar
  }
}
