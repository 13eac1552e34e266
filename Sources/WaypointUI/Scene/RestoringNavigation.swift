import Foundation
import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// A view that restores a router's state from the scene's storage when it appears and saves
/// it there after every change: what `restoringNavigation(of:using:key:onFailure:)` makes.
///
/// The decisions (restore once per scene, save `nil` when the state cannot be saved, leave
/// the state alone when a snapshot cannot be restored, hold the links that arrive before the
/// restore) are `SceneRestorer`'s. The view makes its restorer once for the router it is
/// given, with the coder given then: a parent that creates the view again (each time its own
/// body runs) makes no new restorer; a parent that passes another router gets a restorer,
/// and a restore, for it.
///
/// Links opened with `openingLinks(_:in:)` on this view, inside it or around it, wait for the
/// restore and are opened on top of the restored tree, whether the platform delivers the
/// URL that launched the app before or after the scene appears.
@MainActor
public struct RestoringNavigation<Content: View>: View {
  private let content: Content
  private let router: Router
  private let coder: SnapshotCoder
  private let onFailure: ((RestorationError) -> Void)?
  @SceneStorage private var saved: Data?
  /// The restorer, made for the router the view is given.
  @State private var restorers: RouterBound<SceneRestorer>
  /// Where `openingLinks(_:in:)` around this view sends its links, if there is one.
  @Environment(\.sceneLinkInbox) private var outerInbox
  /// The inbox for `openingLinks(_:in:)` inside this view, when none is around it.
  @State private var ownInbox = SceneLinkInbox()

  /// Creates the view.
  ///
  /// - Parameters:
  ///   - content: The view that shows the router's state.
  ///   - router: The router whose state is saved and restored.
  ///   - coder: The coder of the app's route types.
  ///   - key: The scene storage key the snapshot is kept under.
  ///   - onFailure: Called with the `RestorationError` of every restore or save that fails;
  ///     by default `nil`, which hands them to `Router.onFailure`.
  public init(
    _ content: Content, router: Router, coder: SnapshotCoder, key: String,
    onFailure: ((RestorationError) -> Void)? = nil
  ) {
    self.content = content
    self.router = router
    self.coder = coder
    self.onFailure = onFailure
    _saved = SceneStorage(key)
    _restorers = State(
      initialValue: RouterBound { router in
        SceneRestorer(router: router, coder: coder, onFailure: onFailure)
      })
  }

  /// The content and behavior of the view.
  public var body: some View {
    let restorer = restorers.value(for: router)
    let inbox = inbox(for: restorer)
    content
      .environment(\.sceneLinkInbox, inbox)
      .onAppear { restorer.restoreOnce(from: saved) }
      .task(id: ObjectIdentifier(restorer)) { @MainActor in
        await restorer.save { saved = $0 }
      }
  }

  /// The inbox of the links opened around or inside this view, sending them to `restorer`.
  private func inbox(for restorer: SceneRestorer) -> SceneLinkInbox {
    let inbox = outerInbox ?? ownInbox
    inbox.restorer = restorer
    return inbox
  }
}
