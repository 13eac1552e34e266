import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// A `NavigationSplitView` bound to a split container of a `Router`: the sidebar and
/// content columns are selection lists, the detail column is a ``RouterStack``.
///
/// ```swift
/// let split = try SplitContainer(
///   sidebar: StackState(id: "folders"),
///   content: StackState(id: "notes"),
///   detail: StackState(id: "note"))
/// let router = Router(try NavigationState(content: .split(split)))
///
/// RouterSplitView(router, split: "folders") {
///   ForEach(Folder.allCases) { folder in
///     SplitRow(folder) { Text(folder.title) }
///   }
/// } content: { folder in
///   ForEach(notes(in: folder)) { note in
///     SplitRow(note) { Text(note.title) }
///   }
/// } detail: { note in
///   NoteScreen(note?.value(as: Note.self))
/// } destination: { entry in
///   ScreenView(entry)
/// }
/// ```
///
/// A selection is navigation: tapping a ``SplitRow`` selects its route in the engine, with
/// source `NavigationSource.user`, through the guards, as one change with one event, and the
/// selection becomes the next column's first screen. The lists read their selection from
/// the router, so a selection a guard refused is drawn back, and a selection made from code
/// (`router.select(Folder.work, in: "folders")`), a link or a restored snapshot shows
/// at once. Tapping the selected row again pops the detail column to its first screen.
///
/// The detail column is a ``RouterStack`` for the container's detail stack: `detail` draws
/// its first screen (the last column's selection, `nil` while nothing is selected), and
/// `destination` the screens pushed above it, each with its own
/// `EnvironmentValues.navigationScreen`. Pushes with no target go to the detail column. The
/// layers the detail column presents (`router.present(_:)` with no target) are shown as
/// sheets and full-screen covers, drawn by `layer`, as a ``RouterStack`` shows them.
///
/// A split container can also be a presented layer's content. A ``RouterStack`` or
/// ``RouterSlideStack`` draws such a layer with its `layer` closure alone, which returns
/// the layer's split view:
///
/// ```swift
/// RouterStack(router) {
///   HomeScreen()
/// } layer: { hosted in
///   if let split = hosted.split {
///     RouterSplitView(router, split: split) {
///       ForEach(Folder.allCases) { folder in
///         SplitRow(folder) { Text(folder.title) }
///       }
///     } detail: { folder in
///       FolderScreen(folder?.value(as: Folder.self))
///     } destination: { entry in
///       ScreenView(entry)
///     }
///   } else {
///     ComposeScreen()
///   }
/// }
/// ```
///
/// There the detail column joins the presentation chain of the layer: the layers it
/// presents are planned with the ones below, one transition at a time. A split view that
/// is not drawn for a layer (the tree's content) starts a chain of its own at its detail
/// column.
///
/// The column visibility and the column on top when collapsed are the container's
/// (`SplitContainer.columnVisibility`, `SplitContainer.preferredCompactColumn`): the
/// sidebar button and SwiftUI's own changes are reported as the user's. The view reports
/// its horizontal size class to the router (`Router.setWidth(_:ofSplit:)`) when it appears
/// and when it changes; while compact, the columns read as one stack, so `router.pop()` and
/// the back button pop the detail column, then clear the selections.
///
/// The view shows nothing when the router has no split container with a column named `id`.
@MainActor
public struct RouterSplitView<
  Sidebar: View, Content: View, Detail: View, Destination: View, Layer: View
>:
  View
{
  private let router: Router
  private let id: StackID
  private let sidebar: Sidebar
  /// Draws the content column's rows, or `nil` for a two-column split view.
  private let content: ((AnyRoute?) -> Content)?
  private let detail: (AnyRoute?) -> Detail
  private let destination: (Entry) -> Destination
  private let layer: (HostedLayer) -> Layer
  /// Bumped when the router refused what the user did, to draw the lists again from its
  /// state.
  @State private var resyncs = 0
  @Environment(\.horizontalSizeClass) private var sizeClass
  /// The presentation chain of the layer the view is drawn for, if it is drawn for one.
  @Environment(\.splitLayerChain) private var layerChain

  /// Creates a three-column split view.
  ///
  /// - Parameters:
  ///   - router: The router that owns the split container.
  ///   - id: The ID of one of the container's columns; its sidebar's names it.
  ///   - sidebar: The sidebar list's rows: a ``SplitRow`` for each route it selects.
  ///   - content: The content list's rows for the sidebar's selection (`nil` while the
  ///     sidebar has none): a ``SplitRow`` for each route it selects.
  ///   - detail: The detail column's first screen for the content column's selection
  ///     (`nil` while it has none).
  ///   - destination: The screen of an entry pushed on the detail column, or on a layer's
  ///     stack; read its route with `Entry.route(as:)`.
  ///   - layer: The first screen of a layer the detail column presents.
  public init(
    _ router: Router, split id: StackID, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: @escaping (AnyRoute?) -> Content,
    @ViewBuilder detail: @escaping (AnyRoute?) -> Detail,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) {
    self.router = router
    self.id = id
    self.sidebar = sidebar()
    self.content = content
    self.detail = detail
    self.destination = destination
    self.layer = layer
  }

  /// Creates a two-column split view.
  ///
  /// - Parameters:
  ///   - router: The router that owns the split container.
  ///   - id: The ID of one of the container's columns; its sidebar's names it.
  ///   - sidebar: The sidebar list's rows: a ``SplitRow`` for each route it selects.
  ///   - detail: The detail column's first screen for the sidebar's selection (`nil` while
  ///     it has none).
  ///   - destination: The screen of an entry pushed on the detail column, or on a layer's
  ///     stack; read its route with `Entry.route(as:)`.
  ///   - layer: The first screen of a layer the detail column presents.
  public init(
    _ router: Router, split id: StackID, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: @escaping (AnyRoute?) -> Detail,
    @ViewBuilder destination: @escaping (Entry) -> Destination,
    @ViewBuilder layer: @escaping (HostedLayer) -> Layer
  ) where Content == EmptyView {
    self.router = router
    self.id = id
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail
    self.destination = destination
    self.layer = layer
  }

  /// The content and behavior of the view.
  public var body: some View {
    if let container = router.splitContainer(holding: id) {
      let _ = resyncs
      let bridge = SplitBridge(router: router, id: container.id) { resyncs += 1 }
      columns(of: container, bridge: bridge)
        // Screens drawn by the app must not inherit another screen's handle.
        .environment(\.navigationScreen, nil)
        .environment(router)
        .onChange(of: sizeClass, initial: true) { bridge.reportWidth(sizeClass) }
    }
  }

  /// The `NavigationSplitView`, with two or three columns.
  @ViewBuilder
  private func columns(of container: SplitContainer, bridge: SplitBridge) -> some View {
    let visibility = Bindable(bridge).columnVisibility
    let compactColumn = Bindable(bridge).preferredCompactColumn
    let sidebarList = list(
      selection: Bindable(bridge).sidebarSelection, column: .sidebar, of: container.sidebar.id,
      bridge: bridge, rows: sidebar)
    if let content, let contentStack = container.content {
      NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
        sidebarList
      } content: {
        list(
          selection: Bindable(bridge).contentSelection, column: .content, of: contentStack.id,
          bridge: bridge, rows: content(container.sidebarSelection))
      } detail: {
        detailStack(of: container)
      }
    } else {
      NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
        sidebarList
      } detail: {
        detailStack(of: container)
      }
    }
  }

  /// A selection column: a list whose selection is the engine's, and whose rows reach the
  /// bridge to report a tap on the selected row. The list is its stack's first screen.
  private func list<Rows: View>(
    selection: Binding<AnyRoute?>, column: SplitColumn, of stack: StackID,
    bridge: SplitBridge, rows: Rows
  ) -> some View {
    List(selection: selection) { rows }
      .environment(\.splitList, SplitList(bridge: bridge, column: column))
      .navigationScreen(.root(stack), of: stack, in: router)
  }

  /// The detail column: the router's stack for the container's detail column, whose first
  /// screen is the last column's selection. It presents its layers in the chain of the
  /// layer the split is presented in, else in a chain of its own.
  private func detailStack(of container: SplitContainer) -> some View {
    RouterStack(
      router: router, id: container.detail.id, host: layerChain?.host(forSplit: container.id),
      root: detail(container.detail.root), destination: destination, layer: layer)
  }
}

extension RouterSplitView where Layer == EmptyView {
  /// Creates a three-column split view whose detail column presents no layers.
  ///
  /// - Parameters:
  ///   - router: The router that owns the split container.
  ///   - id: The ID of one of the container's columns; its sidebar's names it.
  ///   - sidebar: The sidebar list's rows: a ``SplitRow`` for each route it selects.
  ///   - content: The content list's rows for the sidebar's selection (`nil` while the
  ///     sidebar has none).
  ///   - detail: The detail column's first screen for the content column's selection
  ///     (`nil` while it has none).
  ///   - destination: The screen of an entry pushed on the detail column.
  public init(
    _ router: Router, split id: StackID, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: @escaping (AnyRoute?) -> Content,
    @ViewBuilder detail: @escaping (AnyRoute?) -> Detail,
    @ViewBuilder destination: @escaping (Entry) -> Destination
  ) {
    self.init(
      router, split: id, sidebar: sidebar, content: content, detail: detail,
      destination: destination
    ) { _ in EmptyView() }
  }

  /// Creates a two-column split view whose detail column presents no layers.
  ///
  /// - Parameters:
  ///   - router: The router that owns the split container.
  ///   - id: The ID of one of the container's columns; its sidebar's names it.
  ///   - sidebar: The sidebar list's rows: a ``SplitRow`` for each route it selects.
  ///   - detail: The detail column's first screen for the sidebar's selection (`nil` while
  ///     it has none).
  ///   - destination: The screen of an entry pushed on the detail column.
  public init(
    _ router: Router, split id: StackID, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: @escaping (AnyRoute?) -> Detail,
    @ViewBuilder destination: @escaping (Entry) -> Destination
  ) where Content == EmptyView {
    self.init(router, split: id, sidebar: sidebar, detail: detail, destination: destination) {
      _ in EmptyView()
    }
  }
}
