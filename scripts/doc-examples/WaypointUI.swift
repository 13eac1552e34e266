import Waypoint
import WaypointUI

// Context of WaypointUI's `///` examples, on top of the engine's (Waypoint.swift): the app's
// views that the examples take as given. Compiles against SwiftUI, or SwiftUICompat where
// SwiftUI does not exist.
#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

struct ScreenView: View {
  init(_ entry: Entry) {}
  init(_ screen: Screen?) {}
  var body: some View { EmptyView() }
}
struct HomeScreen: View {
  var body: some View { EmptyView() }
}
struct FeedScreen: View {
  var body: some View { EmptyView() }
}
struct ComposeScreen: View {
  init() {}
  init(_ layer: HostedLayer) {}
  var body: some View { EmptyView() }
}
struct TabRoot: View {
  init(_ tab: StackID) {}
  init(tab: StackID) {}
  var body: some View { EmptyView() }
}
struct TabIcon: View {
  init(_ item: TabBarItem) {}
  init(_ id: StackID, selected: Bool, badge: String?) {}
  var body: some View { EmptyView() }
}
@MainActor @Observable final class Inbox {
  var unread = 0
  var badge: String? { unread > 0 ? "\(unread)" : nil }
}
@MainActor let inbox = Inbox()
struct Item: Identifiable {
  var id: Int
  var title: String
}
@MainActor let items: [Item] = []
@MainActor final class RowModel {
  let title: String
  init(_ item: Item) { title = item.title }
}

/// The split view examples' routes: folders in the sidebar, their notes in the content column.
enum Folder: String, Hashable, Sendable, CaseIterable, Identifiable {
  case work, home
  var id: Self { self }
  var title: String { rawValue.capitalized }
}
struct Note: Hashable, Sendable, Identifiable {
  let id: Int
  var title: String { "Note \(id)" }
}
func notes(in folder: AnyRoute?) -> [Note] { [] }
struct NoteScreen: View {
  init(_ note: Note?) {}
  var body: some View { EmptyView() }
}
struct FolderScreen: View {
  init(_ folder: Folder?) {}
  var body: some View { EmptyView() }
}
