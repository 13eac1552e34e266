import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

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
/// The initial value is an autoclosure: `ProfileModel()` is not made each time SwiftUI
/// makes the view, only the first time the screen reads the model; afterwards the screen's
/// model is returned and the expression is not evaluated again.
///
/// The model is stored in `EnvironmentValues.navigationScreen`'s scope, so a view that
/// SwiftUI makes again for the same screen gets the same model, and two screens showing the
/// same route get one each. Every container of a router sets the handle on every screen it
/// draws (the first screen of a stack, a tab or a layer, and each entry drawn through a
/// `destination` closure).
///
/// Models are kept by type: two views of one screen that ask for the same type (two rows)
/// share one instance. Give each its own key to keep one each:
///
/// ```swift
/// struct Row: View {
///   let item: Item
///   @ScreenModel private var model: RowModel
///
///   init(item: Item) {
///     self.item = item
///     _model = ScreenModel(wrappedValue: RowModel(item), key: item.id)
///   }
///
///   var body: some View { Text(model.title) }
/// }
/// ```
///
/// With no screen in the environment (a preview, a view outside every container, a screen
/// drawn by your own `navigationDestination(for:)`), the model lives as long as the view,
/// and a debug build says so once per view, on the router's warning channel (the same as an
/// unhandled `Router.onFailure`). `ScreenModelSlot` holds these decisions.
@propertyWrapper
public struct ScreenModel<Model: AnyObject>: DynamicProperty {
  @Environment(\.navigationScreen) private var screen
  @Environment(Router.self) private var router: Router?
  @State private var slot = ScreenModelSlot<Model>()
  private let key: AnyHashable?
  private let make: @MainActor () -> Model

  /// Creates the property; `make` runs once per screen, on first use.
  ///
  /// - Parameter make: Makes the model.
  public init(wrappedValue make: @autoclosure @escaping @MainActor () -> Model) {
    self.make = make
    self.key = nil
  }

  /// Creates the property for the model kept under `key` in its screen, so that several
  /// views of one screen (rows) keep one model each.
  ///
  /// - Parameters:
  ///   - make: Makes the model.
  ///   - key: Tells this model apart from others of its type in the screen.
  public init(
    wrappedValue make: @autoclosure @escaping @MainActor () -> Model,
    key: some Hashable & Sendable
  ) {
    self.make = make
    self.key = AnyHashable(key)
  }

  /// The screen's model.
  ///
  /// Reading it does not observe the screen's stack: a view is not drawn again because a
  /// screen was pushed above it.
  @MainActor public var wrappedValue: Model {
    slot.model(in: screen, key: key, router: router, make: make)
  }
}
