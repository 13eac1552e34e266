/// A layer to present: its style and what it holds.
public struct Presentation: Sendable, Equatable {
  /// How the layer is presented.
  package var style: PresentationStyle
  /// What the layer holds.
  package var content: Content

  /// What a presented layer holds.
  public enum Content: Sendable, Equatable {
    /// One stack.
    case stack(StackSpec)
    /// A tab container, one stack per tab.
    case tabs([StackSpec], selected: StackID)
    /// A split container, with the stack IDs its columns have. Its detail column's entries
    /// get fresh IDs; the layers its columns present are left out.
    case split(SplitContainer)
  }

  /// Creates a presentation.
  public init(style: PresentationStyle, content: Content) {
    self.style = style
    self.content = content
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
