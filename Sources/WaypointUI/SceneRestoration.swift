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
/// the state alone when a snapshot cannot be restored) are `SceneRestorer`'s. The view makes
/// its restorer once in its lifetime, when it first appears, for the router and coder it was
/// given then: a parent that creates the view again (each time its own body runs) makes no
/// new restorer. Give the view a new identity (`.id(_:)`) to restore another router.
@MainActor
public struct RestoringNavigation<Content: View>: View {
  private let content: Content
  private let router: Router
  private let coder: SnapshotCoder
  private let onFailure: ((RestorationError) -> Void)?
  @SceneStorage private var saved: Data?
  /// Made on first use; `nil` until the view appears.
  @State private var restorer: SceneRestorer?

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
  }

  /// The content and behavior of the view.
  public var body: some View {
    content
      .onAppear { madeRestorer().restoreOnce(from: saved) }
      .task { @MainActor in
        await madeRestorer().save { saved = $0 }
      }
  }

  /// The view's restorer, made the first time it is asked for.
  private func madeRestorer() -> SceneRestorer {
    if let restorer { return restorer }
    let made = SceneRestorer(router: router, coder: coder, onFailure: onFailure)
    restorer = made
    return made
  }
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
