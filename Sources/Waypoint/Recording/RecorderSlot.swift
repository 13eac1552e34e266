import Foundation

/// One kept event as a recorder's ring holds it: the router's own push and pop as the entry
/// and the count, any other event in full.
struct RecorderSlot {
  var sequence: Int
  var time: Date
  var nextID: UInt64
  var kind: Kind

  enum Kind {
    /// `Router.push(_:)`: one entry on the visible stack.
    case push(Entry)
    /// `Router.pop(_:)`: the count asked for, and the entries it popped from the visible
    /// stack.
    case pop(requested: Int, popped: Int)
    /// Anything else.
    indirect case event(RecordedEvent)
  }

  /// The event, given the tree before it.
  func event(after tree: NavigationState) -> RecordedEvent {
    switch kind {
    case .event(let event):
      return event
    case .push(let entry):
      let stack = tree.visibleStack
      return committed(
        .pushOnVisibleStack(entry.route),
        RecordedTree.StackDelta(stack: stack.id, kept: stack.entries.count, added: [entry]))
    case .pop(let requested, let count):
      let stack = tree.visibleStack
      return committed(
        .popVisibleStack(requested),
        RecordedTree.StackDelta(
          stack: stack.id, kept: Swift.max(0, stack.entries.count - count), added: []))
    }
  }

  private func committed(_ action: PerformedAction, _ delta: RecordedTree.StackDelta)
    -> RecordedEvent
  {
    RecordedEvent(
      sequence: sequence, time: time, source: .program, kind: .committed, cause: nil,
      hostInput: nil, performed: action, tree: .stack(delta), nextID: nextID)
  }
}

extension NavigationAction {
  /// Whether the action carries texts the user typed into a dialog's fields.
  var holdsTypedTexts: Bool {
    switch self {
    case .answerDialog(_, let texts, _): !texts.isEmpty
    case .batch(let actions): actions.contains { $0.holdsTypedTexts }
    default: false
    }
  }

  /// The action with each text typed into a dialog's fields emptied: a recording keeps how
  /// many were typed, never what.
  var withoutTypedTexts: NavigationAction {
    switch self {
    case .answerDialog(let button, let texts, let target) where !texts.isEmpty:
      .answerDialog(button: button, texts: texts.map { _ in "" }, on: target)
    case .batch(let actions) where holdsTypedTexts:
      .batch(actions.map(\.withoutTypedTexts))
    default: self
    }
  }
}
