import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// A row of a ``RouterSplitView``'s sidebar or content list: the item that selects `route`.
///
/// Tapping the row selects its route in the engine (the list reports it), with source
/// `NavigationSource.user`, through the guards. Tapping it again while it is selected, which
/// SwiftUI's list does not report, selects it again: the detail column pops to its first
/// screen, unless the container turned `SplitContainer.popsDetailOnReselect` off.
///
/// ```swift
/// RouterSplitView(router, split: "folders") {
///   ForEach(Folder.allCases) { folder in
///     SplitRow(folder) { Label(folder.title, systemImage: "folder") }
///   }
/// } detail: { folder in
///   FolderScreen(folder?.value(as: Folder.self))
/// } destination: { entry in
///   ScreenView(entry)
/// }
/// ```
///
/// The row tags itself with its route, which is how the list matches it to the engine's
/// selection; draw every selectable row of a split view's lists with it. Outside a
/// ``RouterSplitView``'s lists it draws its label only.
@MainActor
public struct SplitRow<Route: Hashable & Sendable, Label: View>: View {
  private let route: Route
  private let label: Label
  /// The list the row is drawn in, set by the split view.
  @Environment(\.splitList) private var list

  /// Creates a row that selects `route`.
  ///
  /// - Parameters:
  ///   - route: The route the row selects: the next column's first screen.
  ///   - label: The row's content.
  public init(_ route: Route, @ViewBuilder label: () -> Label) {
    self.route = route
    self.label = label()
  }

  /// The content and behavior of the view.
  public var body: some View {
    let route = AnyRoute(self.route)
    if let list, list.bridge.isSelected(route, in: list.column) {
      // The selected row is a button: the list hears no tap on it, the button does.
      Button {
        list.bridge.reselect(route, column: list.column)
      } label: {
        label
          .frame(maxWidth: .infinity, alignment: .leading)
          .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      .tag(route)
    } else {
      label.tag(route)
    }
  }
}

/// The list of a ``RouterSplitView`` that a ``SplitRow`` is drawn in.
@MainActor
struct SplitList {
  let bridge: SplitBridge
  let column: SplitColumn
}

extension EnvironmentValues {
  /// The split view's list the view is in, if any.
  var splitList: SplitList? {
    get { self[SplitListKey.self] }
    set { self[SplitListKey.self] = newValue }
  }
}

private struct SplitListKey: EnvironmentKey {
  static var defaultValue: SplitList? { nil }
}
