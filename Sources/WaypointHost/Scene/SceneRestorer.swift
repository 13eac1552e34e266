import Foundation
import Waypoint

/// Keeps a router and a scene's saved snapshot in step: restores the saved snapshot once,
/// when the scene starts, then saves a new one after every committed change.
///
/// `restoringNavigation(of:using:key:onFailure:)` in WaypointUI does all of this for a
/// SwiftUI scene. A host of its own (a custom container, a terminal app, a window kept in a
/// file) gives a restorer somewhere to keep the bytes and calls it at two moments; every
/// decision is here:
///
/// ```swift
/// let restorer = SceneRestorer(router: router, coder: coder) { error in
///   print("restoration failed: \(error)")   // a RestorationError; the state is unchanged
/// }
/// restorer.open("myapp://settings", with: links)  // a launch link before the restore: held
/// restorer.hasRestored                            // false; heldLinkCount is 1
/// restorer.restoreOnce(from: savedData)           // when the scene appears: restores, then
///                                                 // opens the held link on top
/// Task { await restorer.save { savedData = $0 } } // for as long as the scene lives
/// ```
///
/// - A scene restores once: a second call (the view appeared again) does nothing, so it
///   never throws away what the user did since.
/// - A snapshot that cannot be restored (corrupt, too new, a route the app no longer
///   knows in strict mode) changes nothing; the error goes to ``onFailure``.
/// - A state that cannot be saved (a route type the coder does not know) saves `nil`,
///   so the scene starts fresh next time rather than from an older state; the error goes
///   to ``onFailure``.
/// - Without an ``onFailure``, these errors go where every other failure goes: to the
///   router's `Router.onFailure` as a `NavigationFailure` with source `.restoration`
///   (`restoreOnce(from: 12 bytes) failed: …`, `snapshot() failed: …`), or, with no handler
///   there either, as the router's runtime warning in debug builds. A failure is never
///   silent.
/// - A link that arrives before the restore has run (the URL that launched the app) is
///   held and opened on top of the restored tree, right after the restore: whether the
///   platform delivers it before or after the scene appears, the link wins. Open links
///   through ``open(_:with:)-(String,_)``; ``heldLinkCount`` says how many wait.
@MainActor
public final class SceneRestorer {
  /// The router whose state is saved and restored.
  public let router: Router
  /// The coder of the app's route types.
  public let coder: SnapshotCoder
  /// Called with every error restoring or saving meets; the state is unchanged then. When it
  /// is `nil`, the errors go to the router's `Router.onFailure` (or its debug warning).
  public var onFailure: ((RestorationError) -> Void)?
  /// Whether ``restoreOnce(from:)`` has been called.
  public private(set) var hasRestored = false
  /// The links opened before the restore ran, in the order they arrived.
  private var heldLinks: [(link: String, links: LinkMap)] = []

  /// The number of links held until the restore has run.
  public var heldLinkCount: Int { heldLinks.count }

  /// Creates a restorer for one scene.
  ///
  /// ```swift
  /// let restorer = SceneRestorer(router: router, coder: SnapshotCoder(version: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - router: The router whose state is saved and restored.
  ///   - coder: The coder of the app's route types.
  ///   - onFailure: Called with every error restoring or saving meets; by default `nil`,
  ///     which hands them to the router's `Router.onFailure`.
  public init(
    router: Router, coder: SnapshotCoder, onFailure: ((RestorationError) -> Void)? = nil
  ) {
    self.router = router
    self.coder = coder
    self.onFailure = onFailure
  }

  /// Restores `saved` the first time it is called; later calls do nothing. Then opens the
  /// links that arrived before it, on top of the restored tree, in the order they arrived.
  ///
  /// ```swift
  /// let restorer = SceneRestorer(router: router, coder: coder)
  /// if let report = restorer.restoreOnce(from: savedData), !report.isComplete {
  ///   print(report)   // what a lenient restore left out
  /// }
  /// ```
  ///
  /// A snapshot that cannot be restored changes nothing; its `RestorationError` goes to
  /// ``onFailure``, else to `Router.onFailure` as the failure of
  /// `restoreOnce(from: <n> bytes)`.
  ///
  /// - Parameter saved: The bytes saved last time, or `nil` when there are none.
  /// - Returns: What a lenient restore dropped, or `nil` when nothing was restored.
  @discardableResult
  public func restoreOnce(from saved: Data?) -> RestorationSummary? {
    guard !hasRestored else { return nil }
    hasRestored = true
    defer { openHeldLinks() }
    guard let saved else { return nil }
    do {
      return try coder.restore(router, from: saved)
    } catch {
      report(
        error,
        call: NavigationCall(
          "restoreOnce", arguments: [.init(label: "from", value: "\(saved.count) bytes")]))
      return nil
    }
  }

  /// Opens a deep link in ``router`` once the scene's state is restored: at once when
  /// ``restoreOnce(from:)`` has run, else when it runs, on top of the restored tree. Never
  /// throws: a failure goes where `Router.open(_:with:)` sends it.
  ///
  /// ```swift
  /// let restorer = SceneRestorer(router: router, coder: coder)
  /// restorer.open("myapp://users/42", with: links)  // before the restore: held
  /// restorer.restoreOnce(from: savedData)           // restores, then opens the link
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link, as text.
  ///   - links: The app's links.
  /// - Returns: Whether the link was opened at once (`false` when it is held).
  @discardableResult
  public func open(_ link: String, with links: LinkMap) -> Bool {
    guard hasRestored else {
      heldLinks.append((link, links))
      return false
    }
    return router.open(link, with: links)
  }

  /// Opens a URL the system handed to the app once the scene's state is restored, like
  /// ``open(_:with:)-(String,_)``.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - links: The app's links.
  /// - Returns: Whether the link was opened at once (`false` when it is held).
  @discardableResult
  public func open(_ url: URL, with links: LinkMap) -> Bool {
    open(url.absoluteString, with: links)
  }

  private func openHeldLinks() {
    let held = heldLinks
    heldLinks = []
    for (link, links) in held { router.open(link, with: links) }
  }

  /// A snapshot of the router's state now, or `nil` when it cannot be saved (the error
  /// goes to ``onFailure``, else to `Router.onFailure` as the failure of `snapshot()`).
  ///
  /// ```swift
  /// let restorer = SceneRestorer(router: router, coder: coder)
  /// savedData = restorer.snapshot()   // when the app moves to the background
  /// ```
  ///
  /// - Returns: The snapshot's bytes, or `nil`.
  public func snapshot() -> Data? {
    do {
      return try coder.snapshot(of: router)
    } catch {
      report(error, call: NavigationCall("snapshot"))
      return nil
    }
  }

  /// Hands on a restoration error: to ``onFailure`` when it is set, else where the router
  /// hands every failure.
  private func report(_ error: RestorationError, call: NavigationCall) {
    if let onFailure {
      onFailure(error)
    } else {
      router.fail(NavigationFailure(call: call, error: error, source: .restoration))
    }
  }

  /// Calls `store` with a new snapshot after every committed change, until the task that
  /// runs it is cancelled. Denied and redirected actions change nothing and save nothing.
  ///
  /// ```swift
  /// let restorer = SceneRestorer(router: router, coder: coder)
  /// let saving = Task { await restorer.save { savedData = $0 } }
  /// saving.cancel()   // when the scene goes away
  /// ```
  ///
  /// - Parameter store: Keeps the bytes (or `nil`, when the state cannot be saved).
  public func save(to store: @escaping @MainActor (Data?) -> Void) async {
    for await event in router.events.stream() where event.kind == .committed {
      store(snapshot())
    }
  }
}
