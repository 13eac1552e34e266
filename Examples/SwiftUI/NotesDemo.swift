// Dialogs, popovers and sheet detents on Waypoint: a list of notes whose screen asks
// before it deletes its note (a confirmation dialog in the router's tree, awaited by the
// screen with `ask(_:returning:)`), shares it from a popover pointing at its toolbar button
// (a declared presentation anchor), and filters the list in a sheet that rests at half
// height and can be pulled up (`detents`). iOS 17 example sources, like RouterDemo.swift
// beside this file.
import SwiftUI
import Waypoint
import WaypointUI

/// The notes demo's screens and layers.
enum NoteRoute: Hashable, Sendable {
  case note(Int)
  case share(Int)
  case filters
}

/// The notes the demo shows.
@MainActor
@Observable
final class NoteStore {
  var notes = [1, 2, 3]

  func delete(_ id: Int) {
    notes.removeAll { $0 == id }
  }
}

/// The notes in one stack: each note's screen gets its handle (the `destination` closure),
/// which it asks its dialog with and names its anchors in.
@MainActor
struct NotesDemo: View {
  @State private var store = NoteStore()

  var body: some View {
    WithRouter {
      Router()
    } content: { router in
      RouterStack(router) {
        NoteList()
      } destination: { entry in
        if case .note(let id)? = entry.route(as: NoteRoute.self) {
          NoteDetail(id: id)
        }
      } layer: { layer in
        switch layer.root(as: NoteRoute.self) {
        case .share(let id)?: ShareOptions(id: id)
        case .filters?: NoteFilters()
        default: EmptyView()
        }
      }
      .environment(store)
    }
  }
}

/// The list, with a toolbar button that opens the filters in a sheet with detents.
@MainActor
struct NoteList: View {
  @Environment(Router.self) private var router
  @Environment(NoteStore.self) private var store

  var body: some View {
    List {
      ForEach(store.notes, id: \.self) { id in
        Button("Note \(id)") { router.push(NoteRoute.note(id)) }
      }
    }
    .navigationTitle("Notes")
    .toolbar {
      Button("Filters", systemImage: "line.3.horizontal.decrease.circle") {
        // Rests at half height; the user's drag to full height is selected in the tree.
        router.present(.sheet(NoteRoute.filters, id: "filters").detents([.medium, .large]))
      }
    }
  }
}

/// A note: its Share button opens a popover pointing at it, its Delete button asks first.
@MainActor
struct NoteDetail: View {
  let id: Int
  @Environment(Router.self) private var router
  @Environment(NoteStore.self) private var store
  @Environment(\.navigationScreen) private var screen

  var body: some View {
    Text("Note \(id)")
      .navigationTitle("Note \(id)")
      .toolbar {
        Button("Share", systemImage: "square.and.arrow.up") {
          guard let screen else { return }
          router.present(.popover(NoteRoute.share(id), anchor: .named("share", in: screen.id)))
        }
        // The popover points at this button (in compact width, it is a sheet).
        .presentationAnchor("share")
        Button("Delete", role: .destructive) {
          Task { await confirmDelete() }
        }
        // On iPad, the confirmation dialog is a popover pointing at this button.
        .presentationAnchor("delete")
      }
  }

  /// Asks, and deletes the note when the user chose Delete. The dialog is in the router's
  /// tree while it is shown (a snapshot, a test or a guard sees it); popping this screen
  /// closes it, and the wait ends with the cancel button's value.
  private func confirmDelete() async {
    guard let screen else { return }
    let dialog = Dialog.confirmationDialog(
      "Delete note \(id)?", message: "This cannot be undone.",
      buttons: [.destructive("Delete", value: true), .cancel(value: false)],
      anchor: .named("delete", in: screen.id))
    guard let choice = try? await screen.ask(dialog, returning: Bool.self), choice.value else {
      return
    }
    store.delete(id)
    router.pop()
  }
}

/// The popover's content: a stack of its own, like a sheet's.
@MainActor
struct ShareOptions: View {
  let id: Int
  @Environment(Router.self) private var router

  var body: some View {
    VStack {
      Text("Share note \(id)")
      Button("Copy link") { router.dismiss() }
    }
    .padding()
  }
}

/// The filters sheet, which rests at the detents it was presented with.
@MainActor
struct NoteFilters: View {
  @Environment(Router.self) private var router

  var body: some View {
    List {
      Section("Sort") {
        Text("Newest first")
        Text("Oldest first")
      }
    }
    .navigationTitle("Filters")
    .toolbar {
      Button("Done") { router.dismiss() }
    }
  }
}

#Preview("Notes") {
  NotesDemo()
}
