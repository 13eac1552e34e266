/// One navigation stack: a root screen, the entries pushed above it, and at most one layer
/// it presents.
///
/// The root screen is not an entry: ``depth`` counts pushed entries only, so a stack
/// showing its root has depth 0, as with `NavigationPath`.
public struct StackState: Sendable, Equatable {
  /// The stack's ID, unique across the tree.
  public let id: StackID
  /// The route of the root screen, or `nil` when the app draws the root itself (a tab's
  /// first screen, the window's first screen).
  public var root: AnyRoute?
  /// The pushed entries, bottom first.
  public var entries: EntryList
  /// The layer this stack presents (a sheet, a full-screen cover, …), if any.
  public var presented: PresentedLayer?

  /// Creates a stack.
  public init(
    id: StackID, root: AnyRoute? = nil, entries: EntryList = [], presented: PresentedLayer? = nil
  ) {
    self.id = id
    self.root = root
    self.entries = entries
    self.presented = presented
  }

  /// The number of pushed entries.
  public var depth: Int { entries.count }

  /// Whether anything can be popped.
  public var canPop: Bool { !entries.isEmpty }
}

/// How a layer is presented.
///
/// A struct rather than an enum so that styles can be added (a window, say) without
/// breaking code that switches over the ones it knows; hosts treat an unknown style as a
/// sheet.
public struct PresentationStyle: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The style's stable name, used in snapshots and text forms.
  public let rawValue: String

  /// Creates a style from its stable name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A sheet, dismissible by a swipe down.
  public static let sheet = PresentationStyle(rawValue: "sheet")
  /// A full-screen cover (a sheet on macOS).
  public static let fullScreenCover = PresentationStyle(rawValue: "cover")
  /// A popover (a sheet where the platform has no popovers).
  public static let popover = PresentationStyle(rawValue: "popover")

  /// The stable name.
  public var description: String { rawValue }

  /// Decodes the value from a single value.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the value as a single value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

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
  public var root: AnyRoute? {
    switch content {
    case .stack(let stack): stack.root
    case .tabs(let tabs): tabs.selectedStack.root
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
