import Waypoint

/// Where one `@ScreenModel` property keeps its model: in its screen's scope, by type and
/// optional key, or, with no screen, with the view alone after saying so.
///
/// The SwiftUI adapter's `ScreenModel` keeps one slot per view and asks it for the model on
/// every read:
///
/// ```swift
/// let slot = ScreenModelSlot<ProfileModel>()
/// let model = slot.model(in: screen, key: nil, router: router) { ProfileModel() }
/// ```
///
/// - With a screen in the tree, the model is the screen's: made on first use, kept in its
///   `ScreenScope` under its type (and key, when one is given), released with the screen.
///   Every view of the screen that asks for the same type and key gets the same instance;
///   give each view its own key (a row's ID) to keep one model per view.
/// - With a screen that has just left the tree (its view animates out), the model is the one
///   this slot returned last.
/// - With no screen at all (a view outside every container of a router, a preview), the
///   model lives with the slot, and the first read writes a warning in debug builds, to the
///   router's warning channel (the same as an unhandled `Router.onFailure`), so a missing
///   screen handle is never silent.
@MainActor
public final class ScreenModelSlot<Model: AnyObject> {
  /// The model this slot returned last.
  public private(set) var model: Model?
  /// Whether the slot has warned that it has no screen.
  public private(set) var hasWarned = false

  /// Creates an empty slot; callable from any context, as a view's property initializer.
  nonisolated public init() {}

  /// The model for a view drawn in `screen`.
  ///
  /// - Parameters:
  ///   - screen: The screen the view is drawn in, if any.
  ///   - key: Tells apart models of the same type in one screen; `nil` for the screen's one.
  ///   - router: The router in the view's environment, whose warning channel hears about a
  ///     missing screen.
  ///   - make: Makes the model, on first use.
  /// - Returns: The model.
  public func model(
    in screen: ScreenHandle?, key: AnyHashable?, router: Router?, make: () -> Model
  ) -> Model {
    if let screen {
      let scope = screen.scope
      if !scope.isReleased {
        let model: Model =
          if let key {
            scope.value(KeyedScreenModels<Model>.self) { KeyedScreenModels() }
              .model(for: key, make: make)
          } else {
            scope.value(Model.self, default: make)
          }
        self.model = model
        return model
      }
    } else if !hasWarned {
      hasWarned = true
      let text =
        "Waypoint: @ScreenModel \(Model.self) is read in a view with no screen in its "
        + "environment (navigationScreen is nil), so it lives only as long as the view; draw "
        + "the view in a screen of a RouterStack, RouterTabView, RouterTabBar or "
        + "RouterSlideStack, or set navigationScreen"
      if let router { router.warningSink(text) } else { Router.writeWarning(text) }
    }
    if let model { return model }
    let made = make()
    model = made
    return made
  }
}

/// The models of one type that a screen keeps under keys.
@MainActor
final class KeyedScreenModels<Model: AnyObject> {
  private var models: [AnyHashable: Model] = [:]

  func model(for key: AnyHashable, make: () -> Model) -> Model {
    if let model = models[key] { return model }
    let made = make()
    models[key] = made
    return made
  }
}
