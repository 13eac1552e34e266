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
  ///   - onFailure: Called with every error restoring or saving meets.
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

/// Where `openingLinks(_:in:)` sends the URLs the app receives: to the scene's restorer when
/// there is one for the router, which holds them until it has restored; else to the router.
@MainActor
final class SceneLinkInbox {
  /// The restorer of the scene, set by `RestoringNavigation`.
  var restorer: SceneRestorer?

  /// Opens `url` in `router`, once the scene's state is restored.
  func open(_ url: URL, with links: LinkMap, in router: Router) {
    if let restorer, restorer.router === router {
      restorer.open(url, with: links)
    } else {
      router.open(url, with: links)
    }
  }
}

extension EnvironmentValues {
  /// The inbox of the links a scene opens.
  var sceneLinkInbox: SceneLinkInbox? {
    get { self[SceneLinkInboxKey.self] }
    set { self[SceneLinkInboxKey.self] = newValue }
  }
}

private struct SceneLinkInboxKey: EnvironmentKey {
  static var defaultValue: SceneLinkInbox? { nil }
}

extension View {
  /// Restores the router's state from the scene's storage when this view first appears,
  /// and saves it there after every change, so that a scene comes back where the user
  /// left it.
  ///
  /// ```swift
  /// let coder = SnapshotCoder().registering(Screen.self, as: "screen")
  ///
  /// RouterStack(router) { HomeScreen() }
  ///   .restoringNavigation(of: router, using: coder)
  /// ```
  ///
  /// A snapshot that cannot be restored leaves the state as it is, and a state that cannot
  /// be saved (a route type `coder` does not know) saves nothing; both go to `onFailure`.
  ///
  /// Restoration runs when the view appears. A link opened with `openingLinks(_:in:)` before
  /// then (the URL that launched the app) is held and opened right after the restore, on top
  /// of the restored tree, so a launch link is never overwritten by the saved state:
  ///
  /// ```swift
  /// RouterStack(router) { HomeScreen() }
  ///   .openingLinks(links, in: router)
  ///   .restoringNavigation(of: router, using: coder)
  /// ```
  ///
  /// - Parameters:
  ///   - router: The router whose state is saved and restored.
  ///   - coder: The coder of the app's route types.
  ///   - key: The scene storage key the snapshot is kept under.
  ///   - onFailure: Called with every error restoring or saving meets.
  /// - Returns: A view that restores and saves the router's state.
  @MainActor
  public func restoringNavigation(
    of router: Router, using coder: SnapshotCoder, key: String = "waypoint.navigation",
    onFailure: ((RestorationError) -> Void)? = nil
  ) -> RestoringNavigation<Self> {
    RestoringNavigation(self, router: router, coder: coder, key: key, onFailure: onFailure)
  }
}
