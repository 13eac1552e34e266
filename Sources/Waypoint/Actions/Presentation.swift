/// A layer to present: its style and what it holds (a stack, tabs, a split container, or
/// a dialog, which holds no stack); for a popover, its anchor; for a sheet, its detents.
public struct Presentation: Sendable, Equatable {
  /// How the layer is presented.
  package var style: PresentationStyle
  /// What the layer holds.
  package var content: Content
  /// What a popover is anchored to.
  package var anchor: PresentationAnchor?
  /// The heights a sheet can rest at.
  package var detents: [SheetDetent] = []
  /// The height it rests at first; the first of `detents` when `nil`.
  package var selectedDetent: SheetDetent?

  /// What a presented layer holds.
  public enum Content: Sendable, Equatable {
    /// One stack.
    case stack(StackSpec)
    /// A tab container, one stack per tab.
    case tabs([StackSpec], selected: StackID)
    /// A split container, with the stack IDs its columns have. Its detail column's entries
    /// get fresh IDs; the layers its columns present are left out.
    case split(SplitContainer)
    /// A dialog: an alert or a confirmation dialog, shown on top of the stack it is
    /// presented on. Its style is the dialog's (``Dialog/style``).
    case dialog(Dialog)
  }

  /// Creates a presentation.
  ///
  /// - Parameters:
  ///   - style: How the layer is presented (a dialog's own style wins).
  ///   - content: What the layer holds.
  public init(style: PresentationStyle, content: Content) {
    self.init(style: style, content: content, anchor: nil, detents: [], selectedDetent: nil)
  }

  /// Creates a presentation with an anchor (a popover) or detents (a sheet).
  ///
  /// - Parameters:
  ///   - style: How the layer is presented (a dialog's own style wins).
  ///   - content: What the layer holds.
  ///   - anchor: What a popover is anchored to; popping that screen dismisses it.
  ///   - detents: The heights a sheet can rest at; empty for the platform's default.
  ///   - selectedDetent: The height it rests at first; the first of `detents` when `nil`.
  public init(
    style: PresentationStyle, content: Content, anchor: PresentationAnchor?,
    detents: [SheetDetent], selectedDetent: SheetDetent?
  ) {
    if case .dialog(let dialog) = content {
      self.style = dialog.style
    } else {
      self.style = style
    }
    self.content = content
    self.anchor = anchor
    self.detents = detents
    self.selectedDetent = selectedDetent
  }

  /// A dialog, shown on top of the stack it is presented on.
  ///
  /// ```swift
  /// router.present(.dialog(.alert("Saved", buttons: [.cancel("OK", value: 0)])))
  /// ```
  public static func dialog(_ dialog: Dialog) -> Presentation {
    Presentation(style: dialog.style, content: .dialog(dialog))
  }

  /// A popover with its own stack whose first screen is `root`, anchored to `anchor`
  /// (a sheet where the platform has no popovers, and in compact width).
  ///
  /// - Parameters:
  ///   - root: The route of the popover's first screen.
  ///   - anchor: What it points at; popping that screen dismisses it.
  ///   - id: The popover stack's ID; the router generates one when `nil`.
  ///   - path: Routes to push on its stack, bottom first.
  public static func popover(
    _ root: some Hashable & Sendable, anchor: PresentationAnchor? = nil, id: StackID? = nil,
    path: [any Hashable & Sendable] = []
  ) -> Presentation {
    var presentation = Presentation.stack(.popover, root: root, id: id, path: path)
    presentation.anchor = anchor
    return presentation
  }

  /// This presentation, as a sheet that rests at `detents` (starting at `selected`, or at
  /// the first of them).
  ///
  /// ```swift
  /// router.present(.sheet(Screen.settings).detents([.medium, .large]))
  /// ```
  public func detents(_ detents: [SheetDetent], selected: SheetDetent? = nil) -> Presentation {
    var copy = self
    copy.detents = detents
    copy.selectedDetent = selected
    return copy
  }

  /// A layer with one stack whose first screen is `root`, with `path` pushed above it.
  ///
  /// - Parameters:
  ///   - style: How the layer is presented.
  ///   - root: The route of the layer's first screen.
  ///   - id: The layer stack's ID; the router generates one when `nil`.
  ///   - path: Routes to push on the layer's stack, bottom first.
  public static func stack(
    _ style: PresentationStyle, root: some Hashable & Sendable, id: StackID? = nil,
    path: [any Hashable & Sendable] = []
  ) -> Presentation {
    Presentation(
      style: style,
      content: .stack(
        StackSpec(id: id, root: AnyRoute(root), path: path.map { AnyRoute($0) })))
  }

  /// A sheet with its own stack whose first screen is `root`.
  public static func sheet(
    _ root: some Hashable & Sendable, id: StackID? = nil, path: [any Hashable & Sendable] = []
  ) -> Presentation {
    .stack(.sheet, root: root, id: id, path: path)
  }

  /// A full-screen cover with its own stack whose first screen is `root`.
  public static func fullScreenCover(
    _ root: some Hashable & Sendable, id: StackID? = nil, path: [any Hashable & Sendable] = []
  ) -> Presentation {
    .stack(.fullScreenCover, root: root, id: id, path: path)
  }
}
