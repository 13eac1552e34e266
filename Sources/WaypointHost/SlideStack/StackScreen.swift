import Waypoint

/// One pushed screen of a stack as a custom container draws it: its entry and how far it is
/// from the top.
///
/// A container that keeps every screen of its stack alive (as UIKit's navigation
/// controller does) draws them bottom first and places each by its ``level`` with
/// ``EdgeSwipeBack/offset(ofScreenAtLevel:width:)``.
public struct StackScreen: Hashable, Sendable, Identifiable {
  /// The screen's entry.
  public let entry: Entry
  /// The screen's position from the top: 0 for the top screen. The stack's root screen,
  /// which is not an entry, is at level `StackState.depth`.
  public let level: Int

  /// Creates a screen.
  public init(entry: Entry, level: Int) {
    self.entry = entry
    self.level = level
  }

  /// The entry's ID.
  public var id: EntryID { entry.id }

  /// Whether assistive technologies skip the screen: it is covered by the one above it. A
  /// container that keeps covered screens alive hides them, so VoiceOver reads only the top
  /// screen (as a navigation controller's does).
  public var isHiddenFromAccessibility: Bool { level > 0 }
}

extension StackState {
  /// Whether assistive technologies skip the stack's first screen: a pushed screen covers
  /// it.
  public var isRootHiddenFromAccessibility: Bool { depth > 0 }

  /// The pushed screens, bottom first, each with its level from the top.
  ///
  /// - Complexity: O(*n*), where *n* is the depth.
  public var screens: [StackScreen] {
    let entries = Array(self.entries)
    return entries.enumerated().map { index, entry in
      StackScreen(entry: entry, level: entries.count - 1 - index)
    }
  }
}
