/// A layer to present: its style and what it holds.
public struct Presentation: Sendable, Equatable {
  /// How the layer is presented.
  package var layerStyle: PresentationStyle
  /// What the layer holds.
  package var layerContent: Content

  /// How the layer is presented.
  ///
  /// Deprecated: it is what you passed to ``init(style:content:)``, ``sheet(_:id:path:)``,
  /// ``fullScreenCover(_:id:path:)`` or ``stack(_:root:id:path:)``; the layer presented in
  /// the tree is read through ``StackState/presented``, a ``PresentedLayer`` with its own
  /// `style` and `content`.
  @available(
    *, deprecated,
    message:
      "it is the style you passed to Presentation(style:content:), .sheet, .fullScreenCover or .stack; read the presented layer through StackState.presented, a PresentedLayer with style and content"
  )
  public var style: PresentationStyle {
    get { layerStyle }
    set { layerStyle = newValue }
  }

  /// What the layer holds.
  ///
  /// Deprecated: it is what you passed to ``init(style:content:)``, ``sheet(_:id:path:)``,
  /// ``fullScreenCover(_:id:path:)`` or ``stack(_:root:id:path:)``; the layer presented in
  /// the tree is read through ``StackState/presented``, a ``PresentedLayer`` with its own
  /// `style` and `content`.
  @available(
    *, deprecated,
    message:
      "it is the content you passed to Presentation(style:content:), .sheet, .fullScreenCover or .stack; read the presented layer through StackState.presented, a PresentedLayer with style and content"
  )
  public var content: Content {
    get { layerContent }
    set { layerContent = newValue }
  }

  /// What a presented layer holds.
  public enum Content: Sendable, Equatable {
    /// One stack.
    case stack(StackSpec)
    /// A tab container, one stack per tab.
    case tabs([StackSpec], selected: StackID)
  }

  /// Creates a presentation.
  public init(style: PresentationStyle, content: Content) {
    self.layerStyle = style
    self.layerContent = content
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
