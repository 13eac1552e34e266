import Waypoint
import WaypointHost

extension DemoApp {
  /// The ID of the Share popover's stack.
  package nonisolated static let shareStack: StackID = "share"
  /// The name of the anchor a screen's share button declares.
  package nonisolated static let shareButton = "share"

  /// The visible screen's share button presents the Share popover, anchored to the button.
  /// The terminal has no popovers (its host says so: `popoversAvailable` is `false`), so
  /// it shows the popover as a sheet, while the tree keeps it a popover; popping the screen
  /// with the button dismisses it.
  ///
  /// - Throws: The engine's error when the popover cannot be presented (Share is open
  ///   already); the state is unchanged then.
  package func share() throws(DemoError) {
    let stack = router.visibleStack
    let anchor = PresentationAnchor.named(Self.shareButton, in: stack.topScreen)
    try send(
      .present(.popover(DemoRoute.share, anchor: anchor, id: Self.shareStack), on: .stack(stack.id))
    )
  }

  /// Presents `route` in a layer of `style` whose stack is named after the route; a sheet
  /// given `detents` rests at the first of them.
  ///
  /// - Throws: The engine's error; the state is unchanged then.
  func present(
    _ route: DemoRoute, as style: PresentationStyle, detents: [SheetDetent]
  ) throws(DemoError) {
    let presentation = Presentation.stack(style, root: route, id: StackID(route.commandName))
    try send(.present(detents.isEmpty ? presentation : presentation.detents(detents)))
  }

  /// The layer on top that the terminal shows as a sheet, with the detents the tree gives
  /// it; `nil` under a dialog or with no layer.
  var topSheet: (layer: HostedLayer, presented: PresentedLayer)? {
    guard let top = shownLayers.last, top.dialog == nil, top.container == .sheet,
      let presented = router.state.stack(top.presenter)?.presented
    else { return nil }
    return (top, presented)
  }

  /// The user drags the sheet on top to rest at `detent`: the terminal reports it as a host
  /// does (``UserInput/detentChanged(_:holding:)``), and the router applies it with source
  /// ``NavigationSource/user``. Dragging it to where it rests changes nothing.
  ///
  /// - Throws: ``DemoError/noDetents`` when the top layer declares none,
  ///   ``NavigationError/detentNotDeclared(_:layer:declared:)`` for one it does not
  ///   declare; nothing changes then.
  package func dragSheet(to detent: SheetDetent) throws(DemoError) {
    guard let (sheet, presented) = topSheet, !presented.detents.isEmpty else {
      throw .noDetents
    }
    guard presented.detents.contains(detent) else {
      throw .navigation(.detentNotDeclared(detent, layer: sheet.id, declared: presented.detents))
    }
    try report(.detentChanged(detent, holding: sheet.id))
  }
}
