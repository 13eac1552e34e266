import Waypoint

extension ScreenScope {
  /// Whether the screen has left the tree; a released scope holds nothing and ignores
  /// writes.
  ///
  /// A view that keeps a scope (see ``ScreenModelSlot``) reads it to tell the models of a
  /// screen still in the tree from those of one that left: a stack's first screen that is
  /// dismissed and presented again has the same `ScreenID` but a new scope.
  ///
  /// ```swift
  /// let router = Router()
  /// router.push("profile")
  /// let scope = router.screen(router.visibleStack.topScreen).scope
  /// router.pop()
  /// scope.isReleased  // true
  /// ```
  public var isReleased: Bool { hasBeenReleased }
}
