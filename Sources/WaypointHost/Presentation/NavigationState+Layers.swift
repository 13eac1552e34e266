import Waypoint

extension NavigationState {
  /// The layers on screen, bottom to top, each with the ID of the stack that presents it.
  ///
  /// A host presents them in this order: the first on the visible stack of the tree's content, each next
  /// one on the stack shown in the layer before it.
  ///
  /// ```swift
  /// var state = NavigationState(stack: "main")
  /// var ids = IDGenerator()
  /// try state.apply(.present(.sheet("compose", id: "compose")), ids: &ids)
  /// state.visibleLayers.map(\.presenter)  // ["main"]
  /// state.visibleLayers.first?.layer.style  // sheet
  /// ```
  public var visibleLayers: [(presenter: StackID, layer: PresentedLayer)] {
    layersOnScreen
  }

  /// The ID of the stack whose presented layer holds the stack `id`, or `nil` when `id` is
  /// not in a layer (or not in the tree). O(1).
  ///
  /// A host asks it to tell a layer's stacks from the content's, for example before it
  /// reports that the user dismissed the layer holding `id`:
  ///
  /// ```swift
  /// let state = try NavigationState(tabs: ["inbox"], selected: "inbox")
  /// state.presenter(ofLayerHolding: "inbox")  // nil: a tab of the tree's content
  /// ```
  ///
  /// - Parameter id: A stack's ID.
  /// - Returns: The presenting stack's ID, or `nil`.
  public func presenter(ofLayerHolding id: StackID) -> StackID? {
    presenterOfLayer(holding: id)
  }
}
