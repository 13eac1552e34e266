import Foundation
import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

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
  /// let coder = SnapshotCoder(version: 1).registering(Screen.self, as: "screen")
  ///
  /// RouterStack(router) { HomeScreen() }
  ///   .restoringNavigation(of: router, using: coder)
  /// ```
  ///
  /// A snapshot that cannot be restored leaves the state as it is, and a state that cannot
  /// be saved (a route type `coder` does not know) saves nothing. Both errors are a
  /// `RestorationError`, passed to `onFailure` (`((RestorationError) -> Void)?`); without
  /// it, they go where every other failure goes, to `Router.onFailure` as a
  /// `NavigationFailure` with source `.restoration`, or as the router's debug warning:
  ///
  /// ```swift
  /// RouterStack(router) { HomeScreen() }
  ///   .restoringNavigation(of: router, using: coder) { error in
  ///     print("restoration failed: \(error)")   // the state is unchanged
  ///   }
  /// ```
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
  ///   - onFailure: Called with the `RestorationError` of every restore or save that fails;
  ///     by default `nil`, which hands them to `Router.onFailure`.
  /// - Returns: A view that restores and saves the router's state.
  @MainActor
  public func restoringNavigation(
    of router: Router, using coder: SnapshotCoder, key: String = "waypoint.navigation",
    onFailure: ((RestorationError) -> Void)? = nil
  ) -> RestoringNavigation<Self> {
    RestoringNavigation(self, router: router, coder: coder, key: key, onFailure: onFailure)
  }
}
