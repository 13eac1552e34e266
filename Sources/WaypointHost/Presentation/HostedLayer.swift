import Waypoint

/// The layer a host shows above one stack, in the terms a host can present: a sheet, a
/// full-screen cover, a popover, or a dialog.
///
/// The engine knows more styles than a platform has (a popover, styles added later); a
/// host asks ``Waypoint/StackState/hostedLayer(coversAvailable:popoversAvailable:)`` which of its two
/// containers to use, so every host maps styles the same way. (`Presentation` is what an
/// action asks to present, `PresentedLayer` the layer in the tree once presented;
/// ``Container`` is what the host shows it in.)
///
/// A hosted layer is `Identifiable` by the ID of the layer's first stack, which stays the
/// same for the layer's life, so a host that presents by item (SwiftUI's `sheet(item:)`)
/// keeps its sheet while the layer changes inside (a tab selected in it) and replaces it
/// when the layer is replaced by another.
///
/// A layer holds one stack, a tab container or a split container (``kind``). A host draws
/// a stack or the selected tab's stack for ``shownStack``; a split container it draws whole,
/// its columns around the detail column that ``shownStack`` names, from ``split``.
///
/// A dialog (an alert or a confirmation dialog) is a layer that holds no stack: its
/// ``kind`` is ``Kind/dialog``, its ``dialog`` what to draw, and it is always the last layer
/// of a chain (a stack shows a dialog only while it presents no layer). Its ``id`` is
/// ``dialogID(presentedBy:)``, and so is its ``shownStack``: it shows no stack, and nothing
/// is presented from it.
public struct HostedLayer: Hashable, Sendable, Identifiable {
  /// The host's container for a layer.
  public enum Container: String, Hashable, Sendable, CaseIterable {
    /// A sheet, which the user can swipe down.
    case sheet
    /// A cover of the whole screen.
    case fullScreenCover
    /// A popover at the layer's ``HostedLayer/anchor`` (which the platform shows as a sheet
    /// in compact width).
    case popover
    /// An alert or a confirmation dialog.
    case dialog
  }

  /// What a layer holds, which decides how a host draws it.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// One stack.
    case stack
    /// A tab container, which shows its selected tab's stack.
    case tabs
    /// A split container, whose columns are drawn side by side or, while compact, as one
    /// stack.
    case split
    /// A dialog, which holds no stack.
    case dialog
  }

  /// The ID of the layer's first stack: its only stack, its first tab, or its split
  /// container's sidebar (the container's ID).
  public let id: StackID
  /// The ID of the stack the layer shows: its stack, its selected tab, or its split
  /// container's detail column.
  public let shownStack: StackID
  /// The ID of the stack that presents the layer.
  public let presenter: StackID
  /// The layer's style in the engine.
  public let style: PresentationStyle
  /// The container the host shows it in.
  public let container: Container
  /// The route of the layer's first screen, if the layer has one.
  public let root: AnyRoute?
  /// What the layer holds: a stack, a tab container or a split container.
  public let kind: Kind
  /// What a popover (or a dialog a host shows as a popover) points at.
  public var anchor: PresentationAnchor?
  /// The heights a sheet can rest at; empty for the platform's default.
  public var detents: [SheetDetent] = []
  /// The height it rests at now.
  public var selectedDetent: SheetDetent?
  /// The dialog, for a layer of kind ``Kind/dialog``.
  public var dialog: Dialog?

  /// The ID of the split container the layer holds (its sidebar's, the layer's ``id``),
  /// or `nil` when the layer holds a stack or a tab container: the ID a split view drawn
  /// for the layer is given.
  public var split: StackID? {
    kind == .split ? id : nil
  }

  /// Creates a hosted layer.
  ///
  /// - Parameters:
  ///   - id: The ID of the layer's first stack.
  ///   - shownStack: The ID of the stack the layer shows.
  ///   - presenter: The ID of the stack that presents the layer.
  ///   - style: The layer's style in the engine.
  ///   - container: The container the host shows it in.
  ///   - root: The route of the layer's first screen, if the layer has one.
  ///   - kind: What the layer holds; a stack when not given.
  public init(
    id: StackID, shownStack: StackID, presenter: StackID, style: PresentationStyle,
    container: Container, root: AnyRoute?, kind: Kind = .stack
  ) {
    self.id = id
    self.shownStack = shownStack
    self.presenter = presenter
    self.style = style
    self.container = container
    self.root = root
    self.kind = kind
  }

  /// Creates the hosted form of `layer`, presented by the stack `presenter`.
  ///
  /// - Parameters:
  ///   - layer: The layer in the engine's tree.
  ///   - presenter: The ID of the stack that presents it.
  ///   - coversAvailable: Whether the platform has full-screen covers.
  ///   - popoversAvailable: Whether the platform has popovers (tvOS and watchOS have none);
  ///     a popover is hosted as a sheet where it has not.
  public init(
    _ layer: PresentedLayer, presentedBy presenter: StackID, coversAvailable: Bool,
    popoversAvailable: Bool = false
  ) {
    switch layer.content {
    case .stack(let stack):
      (id, shownStack, root, kind) = (stack.id, stack.id, stack.root, .stack)
    case .tabs(let tabs):
      let shown = tabs.selectedTab
      (id, shownStack, root, kind) = (
        tabs.tabContents.first?.id ?? shown.id, shown.id, shown.root, .tabs
      )
    case .split(let split):
      (id, shownStack, root, kind) = (split.id, split.detail.id, split.sidebar.root, .split)
    }
    self.presenter = presenter
    self.style = layer.style
    self.container = layer.style.hostContainer(
      coversAvailable: coversAvailable, popoversAvailable: popoversAvailable)
    self.anchor = layer.anchor
    self.detents = layer.detents
    self.selectedDetent = layer.selectedDetent
  }

  /// Creates the hosted form of `dialog`, shown by the stack `presenter`.
  public init(dialog: Dialog, presentedBy presenter: StackID) {
    let id = Self.dialogID(presentedBy: presenter)
    self.init(
      id: id, shownStack: id, presenter: presenter,
      style: dialog.style, container: .dialog, root: nil, kind: .dialog)
    self.anchor = dialog.anchor
    self.dialog = dialog
  }

  /// The ID of the hosted dialog the stack `presenter` shows: the presenter's ID followed
  /// by a NUL character and `dialog`, which no stack of an app is named.
  public static func dialogID(presentedBy presenter: StackID) -> StackID {
    StackID(presenter.rawValue + "\u{0}dialog")
  }

  /// The root route's value as `type`, or `nil` when there is no root or it holds another
  /// type.
  public func root<Route>(as type: Route.Type = Route.self) -> Route? {
    root?.value(as: type)
  }

  /// Whether `other` is this layer in the same place: the same layer, presented by the same
  /// stack in the same way. What it shows inside (its selected tab, its root, its detent)
  /// may differ; another dialog is another layer, which replaces this one in two
  /// transitions (a platform does not show a dialog presented while one is closing).
  public func isSamePlacement(as other: HostedLayer) -> Bool {
    id == other.id && presenter == other.presenter && container == other.container
      && dialog == other.dialog
  }
}

extension PresentationStyle {
  /// The host container for this style: full-screen covers as covers and popovers as
  /// popovers where the platform has them, alerts and confirmation dialogs as dialogs,
  /// everything else (sheets, styles the host does not know) as a sheet.
  ///
  /// - Parameters:
  ///   - coversAvailable: Whether the platform has full-screen covers (macOS has none).
  ///   - popoversAvailable: Whether the platform has popovers (tvOS and watchOS have none).
  public func hostContainer(
    coversAvailable: Bool, popoversAvailable: Bool = false
  ) -> HostedLayer.Container {
    switch self {
    case .fullScreenCover where coversAvailable: .fullScreenCover
    case .popover where popoversAvailable: .popover
    case .alert, .confirmationDialog: .dialog
    default: .sheet
    }
  }
}

extension StackState {
  /// The layer (or the dialog) this stack presents, as a host shows it, or `nil` when it
  /// presents none.
  ///
  /// - Parameters:
  ///   - coversAvailable: Whether the platform has full-screen covers.
  ///   - popoversAvailable: Whether the platform has popovers.
  public func hostedLayer(coversAvailable: Bool, popoversAvailable: Bool = false) -> HostedLayer? {
    if let dialog { return HostedLayer(dialog: dialog, presentedBy: id) }
    return presented.map {
      HostedLayer(
        $0, presentedBy: id, coversAvailable: coversAvailable,
        popoversAvailable: popoversAvailable)
    }
  }

  /// The layer this stack presents, when a host shows it in `container`.
  ///
  /// A host that attaches one presenter per kind (a `sheet` and a `fullScreenCover`
  /// modifier) asks each for its own item; at most one of them gets a layer.
  public func hostedLayer(
    presentedAs container: HostedLayer.Container, coversAvailable: Bool,
    popoversAvailable: Bool = false
  ) -> HostedLayer? {
    hostedLayer(coversAvailable: coversAvailable, popoversAvailable: popoversAvailable).flatMap {
      $0.container == container ? $0 : nil
    }
  }
}

extension NavigationState {
  /// The layers on screen above the stack `base`, bottom first, as a host presents them:
  /// the chain a host that draws `base` has to show, ending with the dialog the top stack
  /// shows. Empty when `base` presents nothing or is not on screen (a tab that is not
  /// selected, a stack under a layer it does not present).
  ///
  /// - Parameters:
  ///   - base: The stack the host draws at the bottom of its chain.
  ///   - coversAvailable: Whether the platform has full-screen covers.
  ///   - popoversAvailable: Whether the platform has popovers.
  /// - Complexity: O(layers on screen).
  public func hostedLayers(
    above base: StackID, coversAvailable: Bool, popoversAvailable: Bool = false
  ) -> [HostedLayer] {
    var result: [HostedLayer] = []
    var stack = content.shownStack
    var isAbove = stack.id == base
    while let layer = stack.presented {
      if isAbove {
        result.append(
          HostedLayer(
            layer, presentedBy: stack.id, coversAvailable: coversAvailable,
            popoversAvailable: popoversAvailable))
      }
      stack = layer.content.shownStack
      isAbove = isAbove || stack.id == base
    }
    if isAbove, let dialog = stack.dialog {
      result.append(HostedLayer(dialog: dialog, presentedBy: stack.id))
    }
    return result
  }
}
