/// Something to do to the navigation tree. Every change goes through an action, so every
/// change can be guarded, logged, replayed and tested the same way.
///
/// Each action is one case, named as you would say it, with the visible stack as its
/// default target. Routes are wrapped in ``AnyRoute``, so one action can push routes of
/// different types:
///
/// ```swift
/// try router.send(.push([AnyRoute(Screen.profile)]))
/// try router.send(.pop(2, from: "settings"))
/// try router.send(.present(.sheet(Screen.settings, id: "settings")))
/// try router.send(.selectTab("explore"))
/// ```
///
/// ``Router/send(_:source:)`` and ``Router/navigate(_:source:)`` apply actions and throw
/// ``NavigationError``; the convenience calls (``Router/push(_:)``, ``StackHandle/pop(_:)``
/// and the others) build them for you.
public enum NavigationAction: Sendable, Equatable {
  /// Pushes routes, bottom first, on a stack.
  case push([AnyRoute], on: StackTarget = .visible)
  /// Pops up to `count` entries (one by default) from a stack, stopping at its root. A
  /// negative count is ``NavigationError/negativeCount(_:)``.
  case pop(Int = 1, from: StackTarget = .visible)
  /// Pops the entries above an entry, which stays on top.
  case popTo(EntryID, on: StackTarget = .visible)
  /// Pops every entry of a stack.
  case popToRoot(StackTarget = .visible)
  /// Replaces a stack's entries with new entries for `routes`, bottom first. Entries whose
  /// routes stay in place keep their IDs.
  case setPath([AnyRoute], on: StackTarget = .visible)
  /// Presents a layer from a stack that presents nothing yet.
  case present(Presentation, on: StackTarget = .visible)
  /// Dismisses the top-most layer on screen; nothing when no layer is shown.
  case dismissTop
  /// Dismisses the layer that holds a stack, with every layer above it.
  /// ``NavigationError/notInLayer(_:)`` when the stack is not in a layer.
  case dismissLayer(holding: StackID)
  /// Dismisses every layer a stack presents, directly or above; nothing when it presents
  /// none.
  case dismissLayers(above: StackTarget)
  /// Selects a tab. Selecting the selected tab pops it to its root when its container
  /// ``TabContainer/popsToRootOnReselect``.
  case selectTab(StackID)
  /// Replaces the whole tree (deep links and restoration build one). Entries of the old
  /// tree that are not in the new one leave it; stack IDs are checked for uniqueness. An
  /// entry keeps its ID unless the router may already have given that ID to another
  /// screen (an ID below the generator's next one that does not name the same entry in
  /// the current tree); such an entry gets a fresh ID, so IDs are never reused.
  case replaceState(NavigationState)
  /// Applies several actions, in order, as one change: one event, one update. If one
  /// fails, none applies.
  case batch([NavigationAction])
}

/// The stack an action applies to.
public enum StackTarget: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The top-most stack on screen: the top layer's, else the selected tab's.
  case visible
  /// The stack with this ID, wherever it is in the tree (a tab is addressed by its
  /// stack's ID).
  case stack(StackID)

  /// A target naming a stack: `"settings"`.
  public init(stringLiteral value: String) {
    self = .stack(StackID(value))
  }

  /// `visible`, or the stack's ID.
  public var description: String {
    switch self {
    case .visible: "visible"
    case .stack(let id): id.rawValue
    }
  }
}

/// Who asked for a change.
public enum NavigationSource: String, Hashable, Sendable, Codable, CaseIterable {
  /// The app's code.
  case program
  /// The user, through the host: a swipe back, a sheet swiped down, a tab tapped.
  case user
  /// A URL the app opened.
  case deepLink
  /// A saved snapshot being restored.
  case restoration
}

/// A layer to present: its style and what it holds.
public struct Presentation: Sendable, Equatable {
  /// How the layer is presented.
  public var style: PresentationStyle
  /// What the layer holds.
  public var content: Content

  /// What a presented layer holds.
  public enum Content: Sendable, Equatable {
    /// One stack.
    case stack(StackSpec)
    /// A tab container, one stack per tab.
    case tabs([StackSpec], selected: StackID)
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

/// A stack to create: its ID (generated when `nil`), its root route and its path.
public struct StackSpec: Sendable, Equatable {
  /// The stack's ID; the router generates one when `nil`.
  public var id: StackID?
  /// The route of the stack's first screen, or `nil` when the app draws it.
  public var root: AnyRoute?
  /// Routes to push, bottom first.
  public var path: [AnyRoute]

  /// Creates a stack description.
  public init(id: StackID? = nil, root: AnyRoute? = nil, path: [AnyRoute] = []) {
    self.id = id
    self.root = root
    self.path = path
  }
}
