import Waypoint

/// Whether the view that hosts a layer's stack going away means the layer is gone, so that
/// a stack never outlives its host: the rule behind Granite's `releaseStack()` on
/// disappear, on the engine's tree.
///
/// A host usually learns of a dismissal from the platform (SwiftUI writes `nil` to the
/// sheet's binding) and reports ``UserInput/layerDismissed(holding:)``. A host view can
/// also go away without that: the view that presented the sheet is removed by the app's
/// own state, and the sheet goes with it. The layer would stay in the tree, invisible, with
/// its entries and their scopes. This rule says when such a disappearance releases the
/// layer, and when it is only the platform hiding a view that stays:
///
/// - The stack must still be in the tree, in a layer (a window's stacks are not released).
/// - The stack must be the one its layer shows, and the layer must be on screen (not
///   presented by a hidden tab), otherwise the view was hidden, not removed.
/// - No full-screen cover may be shown above it: the platform takes views under a cover
///   off screen while the cover shows.
/// - The host must have seen the stack in the tree since it appeared, and not seen it
///   leave: a late disappearance of an old host never dismisses a newer layer with the
///   same stack ID.
///
/// ```swift
/// var lifetime = StackHostLifetime(stack: "compose")
/// lifetime.appeared(stackExists: true)
/// // … the presenter's view is removed, the sheet with it:
/// if let input = lifetime.disappeared(in: router.state, coversAvailable: true) {
///   router.report(input)  // the layer is dismissed, its entries' scopes released
/// }
/// ```
///
/// The release goes through ``Waypoint/Router/report(_:resync:)``, as the user's dismissal
/// would: a guard that refuses it keeps the layer.
public struct StackHostLifetime: Hashable, Sendable {
  /// The stack the host shows.
  public private(set) var stack: StackID
  /// Whether the host is on screen with the stack in the tree, so that its going away
  /// releases the stack.
  public private(set) var isArmed = false

  /// Creates the lifetime of a host that shows `stack` and has not appeared yet.
  public init(stack: StackID) {
    self.stack = stack
  }

  /// The host appeared; `stackExists` says whether the stack is in the tree now.
  public mutating func appeared(stackExists: Bool) {
    isArmed = stackExists
  }

  /// The host now shows another stack (a layer's tab container selected another tab).
  public mutating func show(_ stack: StackID, stackExists: Bool) {
    guard stack != self.stack else { return }
    self.stack = stack
    isArmed = stackExists
  }

  /// The stack appeared in, or left, the tree while the host was on screen.
  public mutating func stackExistenceChanged(_ exists: Bool) {
    if !exists { isArmed = false }
  }

  /// The host went away: the input that releases the stack's layer, or `nil` when the
  /// disappearance releases nothing.
  ///
  /// - Parameters:
  ///   - state: The router's state when the host went away.
  ///   - coversAvailable: Whether the platform has full-screen covers (macOS shows them as
  ///     sheets, which leave the views below on screen).
  /// - Complexity: O(layers on screen).
  public mutating func disappeared(in state: NavigationState, coversAvailable: Bool)
    -> UserInput?
  {
    defer { isArmed = false }
    guard isArmed, Self.releases(stack, in: state, coversAvailable: coversAvailable) else {
      return nil
    }
    return .layerDismissed(holding: stack)
  }

  /// Whether the host of `id` going away in `state` means its layer is gone.
  static func releases(_ id: StackID, in state: NavigationState, coversAvailable: Bool) -> Bool {
    guard let presenter = state.presenter(ofLayerHolding: id) else { return false }
    let layers = state.visibleLayers
    guard let index = layers.firstIndex(where: { $0.presenter == presenter }),
      layers[index].layer.content.shownStack.id == id
    else { return false }
    let covered = layers[(index + 1)...].contains {
      $0.layer.style.hostContainer(coversAvailable: coversAvailable) == .fullScreenCover
    }
    return !covered
  }
}
