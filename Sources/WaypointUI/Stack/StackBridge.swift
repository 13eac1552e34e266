import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// Whether the platform has full-screen covers (macOS shows them as sheets).
let coversAvailable: Bool = {
  #if os(macOS)
    false
  #else
    true
  #endif
}()

/// Whether the platform has popovers: iOS, iPadOS, macOS and visionOS do; tvOS and watchOS
/// have none, and show popovers as sheets.
let popoversAvailable: Bool = {
  #if os(tvOS) || os(watchOS)
    false
  #else
    true
  #endif
}()

/// The bindings SwiftUI's containers read and write for one engine stack.
///
/// SwiftUI's bindings are made from it with `Bindable`, whose key paths keep every read and
/// write on the main actor. Reads come from the router (the path) and from the chain's
/// `PresentationHost` (the sheet and the cover, one transition at a time); writes are what
/// the user did and go back to the router as ``UserInput`` values, so the engine decides
/// what they mean.
///
/// A bridge is made on each body evaluation and remembers the layers shown then, so a late
/// dismissal from SwiftUI names the layer it dismissed, never a newer one.
@MainActor
final class StackBridge: Observable {
  let router: Router
  let id: StackID
  private let host: PresentationHost
  private let resync: @MainActor () -> Void
  private let sheetShown: HostedLayer?
  private let coverShown: HostedLayer?
  /// The screens SwiftUI pushed by itself (`NavigationLink(value:)`), or `nil` when the
  /// stack's paths are reported as counts alone.
  private let links: StackLinks?

  /// Makes a bridge and reads the stack through the router, so that the view making it
  /// observes this stack (and only this stack), and its layers through the host.
  ///
  /// - Parameters:
  ///   - host: The host of the presentation chain the stack is in.
  ///   - links: The screens SwiftUI pushed by itself on the stack.
  ///   - resync: Makes the view draw again from the router's state, after the router
  ///     refused what the user did (SwiftUI has already shown it).
  init(
    router: Router, id: StackID, host: PresentationHost, links: StackLinks? = nil,
    resync: @escaping @MainActor () -> Void
  ) {
    self.router = router
    self.id = id
    self.host = host
    self.links = links
    self.resync = resync
    _ = router.stack(id).state
    sheetShown = host.layer(presentedBy: id, as: .sheet)
    coverShown = host.layer(presentedBy: id, as: .fullScreenCover)
  }

  /// The stack's routes as a `NavigationPath`, so that the app's own
  /// `navigationDestination(for:)` modifiers match each route by its type.
  ///
  /// A path SwiftUI wrote is the user's: a shorter one goes back, a longer one holds the
  /// screens a `NavigationLink(value:)` pushed, shown as SwiftUI wrote them until their
  /// destinations name their routes (`StackLinks`).
  var path: NavigationPath {
    get {
      router.navigationPath(of: id, links: links) { entry, path in
        let route: any Hashable = entry.route.base
        append(route, to: &path)
      }
    }
    set { router.reportPath(newValue, of: id, links: links, resync: resync) }
  }

  /// Appends a route with its own type (not as `AnyRoute`), which is what
  /// `navigationDestination(for:)` matches on. Called with an `any Hashable`, which Swift
  /// opens to the route's concrete type (it does not open `any Hashable & Sendable`).
  private func append<Route: Hashable>(_ route: Route, to path: inout NavigationPath) {
    path.append(route)
  }

  /// The layer shown in a sheet above the stack.
  var sheet: HostedLayer? {
    get { sheetShown }
    set { dismissIfCleared(newValue, shown: sheetShown) }
  }

  /// The layer shown in a full-screen cover above the stack.
  var cover: HostedLayer? {
    get { coverShown }
    set { dismissIfCleared(newValue, shown: coverShown) }
  }

  /// SwiftUI clears a presentation's binding when the user dismissed it (a swipe down, the
  /// `dismiss` action); the host tells the router, unless it was dismissing the layer
  /// itself.
  private func dismissIfCleared(_ newValue: HostedLayer?, shown: HostedLayer?) {
    guard newValue == nil, let shown else { return }
    host.dismissedByUser(shown.id, resync: resync)
  }
}

/// The selection binding of a tab bar.
@MainActor
final class TabBridge: Observable {
  /// Whether the platform's `TabView` pops a tab's `NavigationStack` to its root by itself
  /// when the selected tab is tapped again: UIKit's tab bar controller does, on iOS, tvOS
  /// and visionOS.
  static let tabBarPopsReselectedTab: Bool = {
    #if os(iOS) || os(tvOS) || os(visionOS)
      true
    #else
      false
    #endif
  }()

  let router: Router
  private let selected: StackID
  private let tabBarPopsReselectedTab: Bool
  private let resync: @MainActor () -> Void

  init(
    router: Router, selected: StackID,
    tabBarPopsReselectedTab: Bool = TabBridge.tabBarPopsReselectedTab,
    resync: @escaping @MainActor () -> Void
  ) {
    self.router = router
    self.selected = selected
    self.tabBarPopsReselectedTab = tabBarPopsReselectedTab
    self.resync = resync
  }

  /// The selected tab. SwiftUI writes it on every tap, also on the selected tab, which is
  /// how a re-tap pops the tab to its root. Where the tab bar pops the tab's stack by
  /// itself, the router refuses the empty path that stack writes next, so that only the
  /// engine's decision (`TabContainer.popsToRootOnReselect`, the guards) counts.
  var selection: StackID {
    get { selected }
    set {
      router.report(
        .tabTapped(newValue), tabBarPopsReselectedTab: tabBarPopsReselectedTab, resync: resync)
    }
  }
}

extension Router {
  /// The path SwiftUI draws for the stack `id`: each entry as `append` adds it, then the
  /// screens SwiftUI pushed by itself that have no entry yet (`links`).
  func navigationPath(
    of id: StackID, links: StackLinks?, appending append: (Entry, inout NavigationPath) -> Void
  ) -> NavigationPath {
    var path = NavigationPath()
    for entry in stack(id).state?.entries ?? [] { append(entry, &path) }
    return links?.path(path) ?? path
  }

  /// Reports a path SwiftUI wrote for the stack `id` as the user's: through `links` when
  /// the stack reads pushes SwiftUI made by itself, else as a count.
  func reportPath(
    _ path: NavigationPath, of id: StackID, links: StackLinks?,
    resync: @escaping @MainActor () -> Void
  ) {
    guard let links else {
      report(.pathChanged(stack: id, count: path.count), resync: resync)
      return
    }
    links.write(path)
  }
}
