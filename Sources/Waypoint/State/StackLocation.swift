/// Where a stack is: the node that holds it (the tree's content, or the node of the layer a
/// stack presents) and its position there. A location refers to its presenter's location
/// rather than repeating the path from the content, so the index of a tree takes space in
/// proportion to its stacks, however deep its layers nest.
struct StackLocation: Sendable {
  /// The stack that presents the layer holding this stack, and where it is.
  final class Presenter: Sendable {
    let id: StackID
    let location: StackLocation

    init(id: StackID, location: StackLocation) {
      self.id = id
      self.location = location
    }
  }

  /// The presenter of the layer holding the stack; `nil` in the tree's content.
  let presenter: Presenter?
  /// The stack's position in its node's tab container or split container (its column);
  /// `nil` when the node is one stack.
  let tab: Int?
  /// How many layers the stack's node is above the tree's content: 0 in the content.
  let layers: Int
  /// Whether the stack is a split container's sidebar or content column, which only
  /// selects: nothing is pushed onto it.
  let selectsOnly: Bool

  init(presenter: Presenter?, tab: Int?, selectsOnly: Bool = false) {
    self.presenter = presenter
    self.tab = tab
    self.layers = presenter.map { $0.location.layers + 1 } ?? 0
    self.selectsOnly = selectsOnly
  }

  /// The stack's position in each node from the tree's content up to its own (`nil` for a
  /// node that is one stack). O(layers).
  var pathFromRoot: [Int?] {
    var path: [Int?] = []
    path.reserveCapacity(layers + 1)
    var step: StackLocation? = self
    while let current = step {
      path.append(current.tab)
      step = current.presenter?.location
    }
    path.reverse()
    return path
  }

  /// Whether both locations are the same place.
  func isSame(as other: StackLocation) -> Bool {
    presenter === other.presenter && tab == other.tab
  }
}
