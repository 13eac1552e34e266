/// A presented layer: its style and its content, a stack or a tab container of its own.
///
/// The layer's stacks are addressable from anywhere by their IDs, and they can present
/// further layers (a sheet on a sheet).
public struct PresentedLayer: Sendable, Equatable {
  /// How the layer is presented.
  public var style: PresentationStyle
  private var box: Box

  /// Creates a layer.
  public init(style: PresentationStyle, content: NavigationNode) {
    self.style = style
    self.box = Box(content)
  }

  /// What the layer shows.
  public var content: NavigationNode {
    get { box.value }
    set {
      if isKnownUniquelyReferenced(&box) {
        box.value = newValue
      } else {
        box = Box(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  /// The route of the layer's first screen: its stack's root, or the selected tab's root.
  package var root: AnyRoute? {
    switch content {
    case .stack(let stack): stack.root
    case .tabs(let tabs): tabs.selectedTab.root
    case .split(let split): split.sidebar.root
    }
  }

  /// Whether both layers hold the same stored content (and so certainly equal content).
  func sharesContent(with other: PresentedLayer) -> Bool { box === other.box }

  /// Whether two values are equal.
  public static func == (lhs: PresentedLayer, rhs: PresentedLayer) -> Bool {
    lhs.style == rhs.style && (lhs.box === rhs.box || lhs.box.value == rhs.box.value)
  }

  /// Heap storage that breaks the recursion stack → layer → node → stack.
  ///
  /// `@unchecked Sendable`: `value` is only written through `content`, after
  /// `isKnownUniquelyReferenced` proved the box unshared (copy on write), so a box that
  /// another thread can see is never written.
  ///
  /// `@exclusivity(unchecked)`: a box is private to its layer value, so an access to it
  /// can only overlap another through that value, which Swift already checks.
  private final class Box: @unchecked Sendable {
    @exclusivity(unchecked) var value: NavigationNode
    init(_ value: NavigationNode) { self.value = value }
  }
}
