import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

extension EnvironmentValues {
  /// The screen this view belongs to: a pushed entry or a stack's first screen, with its
  /// scope and its result.
  ///
  /// Set by every container of a router (``RouterStack``, ``RouterTabView``,
  /// ``RouterTabBar``, ``RouterSlideStack``) on each stack's first screen (a tab's and a
  /// layer's included) and on every pushed screen the container draws through its
  /// `destination` closure; `nil` elsewhere, including screens drawn by your own
  /// `navigationDestination(for:)` or `routeDestination(for:destination:)` modifiers, which
  /// SwiftUI gives only the route. A `NavigationLink(value:)`'s screen gets its handle in a
  /// stack that has both a `destination` closure and a `routeDestination(for:destination:)`
  /// for the link's value: once the router has pushed the entry, the `destination` closure
  /// draws it (see `routeDestination(for:destination:)`).
  ///
  /// ```swift
  /// struct ProfileScreen: View {
  ///   @Environment(\.navigationScreen) private var screen
  ///
  ///   var body: some View {
  ///     Text("Screen \(screen?.id.description ?? "-")")
  ///   }
  /// }
  /// ```
  public var navigationScreen: ScreenHandle? {
    get { self[NavigationScreenKey.self] }
    set { self[NavigationScreenKey.self] = newValue }
  }
}

extension View {
  /// Gives this view the handle of the screen `screen` of `stack`, as its
  /// `EnvironmentValues.navigationScreen`.
  @MainActor
  func navigationScreen(_ screen: ScreenID, of stack: StackID, in router: Router) -> some View {
    environment(\.navigationScreen, ScreenHandle(router: router, id: screen, stack: stack))
  }
}

private struct NavigationScreenKey: EnvironmentKey {
  static var defaultValue: ScreenHandle? { nil }
}

/// One entry in the path of a ``RouterStack`` that draws its entries itself: the value
/// SwiftUI pushes, carrying the entry's ID so that its screen gets the right handle.
struct StackPathEntry: Hashable {
  let entry: Entry
}

/// The path binding of a ``RouterStack`` that draws its entries through its `destination`
/// closure: one ``StackPathEntry`` per entry.
@MainActor
final class EntryPathBridge: Observable {
  let router: Router
  let id: StackID
  private let links: StackLinks?
  private let resync: @MainActor () -> Void

  init(
    router: Router, id: StackID, links: StackLinks? = nil,
    resync: @escaping @MainActor () -> Void
  ) {
    self.router = router
    self.id = id
    self.links = links
    self.resync = resync
  }

  /// The stack's entries as a `NavigationPath` of ``StackPathEntry`` values; a path written
  /// back is the user's, read as for a path of routes (``StackBridge/path``).
  var path: NavigationPath {
    get {
      router.navigationPath(of: id, links: links) { entry, path in
        path.append(StackPathEntry(entry: entry))
      }
    }
    set { router.reportPath(newValue, of: id, links: links, resync: resync) }
  }
}
