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
  /// Set by ``RouterStack`` (when it draws its entries through its `destination` closure)
  /// and ``RouterSlideStack``, on every pushed screen and on each stack's first screen,
  /// a layer's included; `nil` elsewhere, including screens drawn by your own
  /// `navigationDestination(for:)` modifiers, which SwiftUI gives only the route.
  ///
  /// ```swift
  /// struct ProfileScreen: View {
  ///   @Environment(\.navigationScreen) private var screen
  ///
  ///   var body: some View {
  ///     Text("Entry \(screen?.entry?.id.description ?? "-")")
  ///   }
  /// }
  /// ```
  public var navigationScreen: ScreenHandle? {
    get { self[NavigationScreenKey.self] }
    set { self[NavigationScreenKey.self] = newValue }
  }
}

private struct NavigationScreenKey: EnvironmentKey {
  static var defaultValue: ScreenHandle? { nil }
}

/// A model object that lives as long as the screen showing it: made on first use, kept in
/// the screen's scope, released when the screen leaves the tree.
///
/// ```swift
/// struct ProfileScreen: View {
///   @ScreenModel private var model = ProfileModel()
///
///   var body: some View { Text(model.name) }
/// }
/// ```
///
/// The model is stored by type in `EnvironmentValues.navigationScreen`'s scope, so a
/// view that SwiftUI makes again for the same screen gets the same model, and two screens
/// showing the same route get one each. Where there is no screen in the environment (a
/// preview, a view outside a router's containers), the model lives as long as the view.
@propertyWrapper
public struct ScreenModel<Model: AnyObject>: DynamicProperty {
  @Environment(\.navigationScreen) private var screen
  @State private var kept = KeptModel<Model>()
  private let make: @MainActor () -> Model

  /// Creates the property; `make` runs once per screen, on first use.
  public init(wrappedValue make: @autoclosure @escaping @MainActor () -> Model) {
    self.make = make
  }

  /// The screen's model.
  ///
  /// Reading it does not observe the screen's stack: a view is not drawn again because a
  /// screen was pushed above it.
  @MainActor public var wrappedValue: Model {
    if let scope = screen?.scope, !scope.isReleased {
      let model = scope.value(Model.self) { make() }
      kept.model = model
      return model
    }
    // The screen is gone (the view is animating out) or there is none: keep what the view
    // had, or make one for the view alone.
    if let model = kept.model { return model }
    let model = make()
    kept.model = model
    return model
  }
}

/// The model a ``ScreenModel`` last returned, kept with the view.
final class KeptModel<Model: AnyObject> {
  var model: Model?
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
      var path = NavigationPath()
      for entry in router.stack(id).state?.entries ?? [] {
        path.append(StackPathEntry(entry: entry))
      }
      return links?.path(path) ?? path
    }
    set {
      guard let links else {
        router.report(.pathChanged(stack: id, count: newValue.count), resync: resync)
        return
      }
      links.write(newValue)
    }
  }
}
