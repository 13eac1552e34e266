/// A presented layer: its style and its content, a stack, a tab container or a split
/// container of its own; for a popover, what it is anchored to; for a sheet, the heights
/// it can rest at.
///
/// The layer's stacks are addressable from anywhere by their IDs, and they can present
/// further layers (a sheet on a sheet).
public struct PresentedLayer: Sendable, Equatable {
  /// How the layer is presented.
  public var style: PresentationStyle
  /// What a popover is anchored to (popping that screen dismisses the layer); `nil` for a
  /// layer anchored to nothing.
  public var anchor: PresentationAnchor? {
    get { box.anchor }
    set { uniqueBox().anchor = newValue }
  }
  /// The heights a sheet can rest at; empty for the platform's default (large only).
  public var detents: [SheetDetent] {
    get { box.detents }
    set { uniqueBox().detents = newValue }
  }
  /// The height the sheet rests at now, one of ``detents``; `nil` when it declares none.
  public var selectedDetent: SheetDetent? {
    get { box.selected }
    set { uniqueBox().selected = newValue }
  }
  /// The content, anchor and detents, on the heap: a layer is a value that recursive code
  /// over deep trees keeps on its thread's stack.
  private var box: Box

  /// Creates a layer.
  public init(style: PresentationStyle, content: NavigationNode) {
    self.style = style
    self.box = Box(content)
  }

  /// Creates a popover or a sheet with its anchor and detents.
  ///
  /// - Parameters:
  ///   - style: How the layer is presented.
  ///   - content: What it shows.
  ///   - anchor: What a popover is anchored to.
  ///   - detents: The heights a sheet can rest at.
  ///   - selectedDetent: The height it rests at; the first of `detents` when `nil`.
  public init(
    style: PresentationStyle, content: NavigationNode, anchor: PresentationAnchor?,
    detents: [SheetDetent], selectedDetent: SheetDetent?
  ) {
    self.style = style
    self.box = Box(content)
    box.anchor = anchor
    box.detents = detents
    box.selected = selectedDetent ?? detents.first
  }

  /// The box, copied first unless this value holds it alone.
  private mutating func uniqueBox() -> Box {
    if !isKnownUniquelyReferenced(&box) { box = box.copy() }
    return box
  }

  /// What the layer shows.
  public var content: NavigationNode {
    get { box.value }
    set {
      if isKnownUniquelyReferenced(&box) {
        box.value = newValue
      } else {
        box = box.copy(with: newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = box.copy() }
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
    guard lhs.style == rhs.style else { return false }
    if lhs.box === rhs.box { return true }
    return lhs.box.anchor == rhs.box.anchor && lhs.box.detents == rhs.box.detents
      && lhs.box.selected == rhs.box.selected && lhs.box.value == rhs.box.value
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
    @exclusivity(unchecked) var anchor: PresentationAnchor?
    @exclusivity(unchecked) var detents: [SheetDetent] = []
    @exclusivity(unchecked) var selected: SheetDetent?
    init(_ value: NavigationNode) { self.value = value }

    /// A box with the same anchor and detents, holding `value`.
    func copy(with value: NavigationNode) -> Box {
      let copy = Box(value)
      copy.anchor = anchor
      copy.detents = detents
      copy.selected = selected
      return copy
    }

    func copy() -> Box { copy(with: value) }
  }
}
