/// A handle on one screen of a router: a pushed entry or a stack's first screen.
///
/// A screen reaches what lives as long as it is in the tree through its handle: its
/// ``scope`` for model objects, and the result a screen below it awaits (see
/// ``expectResult(of:)`` and ``close(returning:)``). SwiftUI screens get theirs from the
/// environment (`@Environment(\.navigationScreen)` in WaypointUI); anywhere else, ask the
/// router:
///
/// ```swift
/// let profile = router.screen(.entry(entryID))
/// let model = profile.scope.value { ProfileModel(id: 42) }
/// let sheet = router.screen(.root("settings"))  // the first screen of the settings sheet
/// ```
///
/// A handle holds no state of its own and stays valid after its screen leaves the tree:
/// then ``stack`` is `nil`, ``scope`` is a released scope and result calls throw
/// ``ResultError/screenNotFound(_:)``.
@MainActor
public struct ScreenHandle {
  /// The router the screen belongs to.
  package let owner: Router
  /// The screen.
  public let id: ScreenID
  /// The stack the screen was in when the handle was made: a screen on top of it is found
  /// without the router's index of pushed screens.
  private let hint: StackID?

  /// Creates a handle; `stack` is where to look for the screen first.
  package init(router: Router, id: ScreenID, stack: StackID?) {
    self.owner = router
    self.id = id
    self.hint = stack
  }

  /// The stack that shows the screen, or `nil` when it is not in the tree. Observes that
  /// stack only.
  public var stack: StackID? { shownIn()?.id }

  /// The route the screen shows: its entry's route, or its stack's root route (`nil` when
  /// the app draws that screen itself). `router.screen(.entry(id)).route` looks an entry's
  /// route up by its ID anywhere in the tree.
  ///
  /// - Complexity: O(*k*) for a pushed screen, where *k* is the distance from the top of its
  ///   stack to its entry.
  public var route: AnyRoute? {
    switch id {
    case .entry: shownEntry?.route
    case .root: shownIn()?.root
    }
  }

  /// The screen's entry, or `nil` for a first screen or a screen that is not in the tree.
  private var shownEntry: Entry? {
    guard case .entry(let entryID) = id, let stack = shownIn() else { return nil }
    return stack.entries.nearest { $0.id == entryID }
  }

  /// The screen's storage, made on first use and emptied when the screen leaves the tree.
  ///
  /// When the screen is not in the tree this is a released scope, which keeps nothing.
  public var scope: ScreenScope {
    owner.screens.scope(of: id, in: owner.current)
  }

  /// The stack showing the screen, read through the router so that the reader observes it.
  private func shownIn() -> StackState? {
    if let hint, let stack = owner.stack(hint).state, Self.showsOnTop(stack, id) { return stack }
    guard let found = owner.stack(showing: id) else { return nil }
    return owner.stack(found).state
  }

  /// Whether `stack` shows `screen` as its top screen. O(1).
  private static func showsOnTop(_ stack: StackState, _ screen: ScreenID) -> Bool {
    switch screen {
    case .entry(let id): stack.entries.last?.id == id
    case .root(let id): stack.id == id
    }
  }
}

extension Router {
  /// A handle on the screen `id`: its scope, its result, its place in the tree.
  ///
  /// - Complexity: O(1). The first lookup of a pushed screen (here, or through a handle's
  ///   ``ScreenHandle/stack``, ``ScreenHandle/scope`` or results) makes the router's index
  ///   of where each entry is, in O(entries in the tree); from then on each change keeps it
  ///   up to date, in O(entries the change added and removed), but for a change that
  ///   presents or dismisses a sheet or cover, replaces the tree or changes a split
  ///   container, after which the next lookup makes it again.
  public func screen(_ id: ScreenID) -> ScreenHandle {
    ScreenHandle(router: self, id: id, stack: stack(showing: id))
  }

  /// The stack that shows `screen` in the live tree, or `nil` when it is not in the tree.
  /// O(1) (see ``screen(_:)``).
  package func stack(showing screen: ScreenID) -> StackID? {
    screens.stack(showing: screen, in: current)
  }
}
