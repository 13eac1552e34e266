/// Storage that lives exactly as long as one screen is in the tree: the place for a
/// screen's model objects.
///
/// Every screen has one: a pushed entry, and a stack's first screen (a layer's first screen, a
/// tab's). Get it from the screen's handle, ``ScreenHandle/scope``:
/// `router.screen(.entry(id)).scope` for an entry. When the screen leaves the tree (it is popped,
/// its layer is dismissed, its path is replaced, its tab is reset, a restore drops it) the router
/// empties the scope, so what it held is released even if a view still holds the scope.
///
/// ```swift
/// let model = router.screen(.entry(entry.id)).scope.value { ProfileModel(id: 42) }
/// ```
@MainActor
public final class ScreenScope {
  /// The screen this scope belongs to.
  let owner: ScreenID
  /// Whether the screen has left the tree; a released scope holds nothing and ignores
  /// writes. A host reads it as `isReleased` (which WaypointHost adds) to tell a live
  /// screen's models from a gone one's.
  package private(set) var hasBeenReleased = false
  private var values: [ObjectIdentifier: Any] = [:]

  init(screen: ScreenID) {
    self.owner = screen
  }

  /// A scope for a screen that is not in the tree: it keeps nothing.
  static func released(_ screen: ScreenID) -> ScreenScope {
    let scope = ScreenScope(screen: screen)
    scope.hasBeenReleased = true
    return scope
  }

  /// The stored value of type `Value`, made by `make` on first use and kept from then on.
  ///
  /// Values are stored by type: two models of the same type share one slot, so wrap them
  /// in a type of their own to keep two.
  ///
  /// On a released scope, returns a fresh value that is not kept.
  public func value<Value>(
    _ type: Value.Type = Value.self, default make: () -> Value
  ) -> Value {
    if let existing = values[ObjectIdentifier(type)] as? Value { return existing }
    let made = make()
    if !hasBeenReleased { values[ObjectIdentifier(type)] = made }
    return made
  }

  /// The stored value of type `Value`, if any. Setting `nil` removes it.
  public subscript<Value>(type: Value.Type) -> Value? {
    get { values[ObjectIdentifier(type)] as? Value }
    set {
      guard !hasBeenReleased else { return }
      values[ObjectIdentifier(type)] = newValue
    }
  }

  func release() {
    hasBeenReleased = true
    values.removeAll()
  }
}
