/// One navigation stack: a root screen, the entries pushed above it, and at most one layer
/// or dialog it presents.
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
  /// The layer this stack presents (a sheet, a full-screen cover, …), if any. Setting one
  /// replaces the dialog the stack shows.
  public var presented: PresentedLayer? {
    get {
      if case .layer(let layer) = slot { return layer }
      return nil
    }
    set {
      if let newValue {
        slot = .layer(newValue)
      } else if case .layer = slot {
        slot = nil
      }
    }
    _modify {
      // Taken out of the slot while it is changed, so that it stays uniquely held.
      var layer: PresentedLayer?
      if case .layer(let current) = slot {
        layer = current
        slot = nil
      }
      defer {
        if let layer { slot = .layer(layer) }
      }
      yield &layer
    }
  }
  /// The dialog (an alert or a confirmation dialog) this stack shows on top of its screens,
  /// if any. A stack presents either a layer or a dialog, which is a layer that holds no
  /// stack: setting one replaces the layer the stack presents.
  public var dialog: Dialog? {
    get {
      if case .dialog(let box) = slot { return box.dialog }
      return nil
    }
    set {
      if let newValue {
        slot = .dialog(DialogBox(newValue))
      } else if case .dialog = slot {
        slot = nil
      }
    }
  }
  /// What the stack presents: one slot, as small as a layer alone, since a stack is a value
  /// that recursive code over deep trees keeps on its thread's stack.
  private var slot: Slot?

  /// Creates a stack.
  public init(
    id: StackID, root: AnyRoute? = nil, entries: EntryList = [], presented: PresentedLayer? = nil
  ) {
    self.id = id
    self.root = root
    self.entries = entries
    slot = presented.map(Slot.layer)
  }

  /// Creates a stack that shows a dialog.
  public init(id: StackID, root: AnyRoute? = nil, entries: EntryList = [], dialog: Dialog) {
    self.id = id
    self.root = root
    self.entries = entries
    slot = .dialog(DialogBox(dialog))
  }

  /// The number of pushed entries.
  public var depth: Int { entries.count }

  /// Whether the stack presents neither a layer nor a dialog: a test of the slot's tag,
  /// which copies nothing.
  var presentsNothing: Bool {
    if case .none = slot { true } else { false }
  }

  /// Whether two values are equal.
  public static func == (lhs: StackState, rhs: StackState) -> Bool {
    lhs.id == rhs.id && lhs.root == rhs.root && lhs.entries == rhs.entries
      && lhs.presented == rhs.presented && lhs.dialog == rhs.dialog
  }

  private enum Slot {
    case layer(PresentedLayer)
    case dialog(DialogBox)
  }

  /// A dialog on the heap. Immutable, so shared between copies without care.
  private final class DialogBox: Sendable {
    let dialog: Dialog
    init(_ dialog: Dialog) { self.dialog = dialog }
  }
}
