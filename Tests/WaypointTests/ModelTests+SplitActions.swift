import Waypoint

// The split model's actions, its tree as a router's state, and edits of it.

extension SplitModel {
  indirect enum Action {
    case stack(StackAction)
    /// Presents a sheet whose content is a split container with these columns, nothing
    /// selected, the sidebar's first screen `root`.
    case presentSplit([String], root: Int, on: String?)
    case select(Int?, SplitColumn, String)
    case selectDefault(Int, SplitColumn, String)
    case visibility(SplitColumnVisibility, String)
    case compactColumn(SplitColumn, String)
    case batch([Action])
    case replace(SplitModel)
    /// Not actions: the test makes these calls itself.
    case width(SplitWidth, String)
    case call(Call)

    /// The router's convenience calls.
    enum Call {
      case push(Int)
      case pop(Int)
      case popToRoot
      case select(Int, SplitColumn, String)
      case selectDefault(Int, SplitColumn, String)
      case deselect(SplitColumn, String)

      /// The action the call stands for.
      var action: Action {
        switch self {
        case .push(let route): .stack(.push([route], nil))
        case .pop(let count): .stack(.pop(count, nil))
        case .popToRoot: .stack(.popToRoot(nil))
        case .select(let route, let column, let name): .select(route, column, name)
        case .selectDefault(let route, let column, let name): .selectDefault(route, column, name)
        case .deselect(let column, let name): .select(nil, column, name)
        }
      }
    }

    var engine: NavigationAction {
      switch self {
      case .stack(let action): return action.engine
      case .presentSplit(let columns, let root, let on):
        let stacks = columns.enumerated().map { index, name in
          StackState(id: StackID(name), root: index == 0 ? AnyRoute(root) : nil)
        }
        guard
          let split = try? SplitContainer(
            sidebar: stacks[0], content: stacks.count == 3 ? stacks[1] : nil,
            detail: stacks[stacks.count - 1])
        else { return .batch([]) }
        return .present(
          Presentation(style: .sheet, content: .split(split)), on: StackAction.target(on))
      case .select(let route, let column, let name):
        return .select(route.map { AnyRoute($0) }, column: column, in: StackID(name))
      case .selectDefault(let route, let column, let name):
        return .selectDefault(AnyRoute(route), column: column, in: StackID(name))
      case .visibility(let visibility, let name):
        return .setColumnVisibility(visibility, in: StackID(name))
      case .compactColumn(let column, let name):
        return .setPreferredCompactColumn(column, in: StackID(name))
      case .batch(let actions): return .batch(actions.map(\.engine))
      case .replace(let model): return .replaceState(model.state)
      case .width, .call: return .batch([])
      }
    }
  }

  /// The model's tree as a router's state (its widths are the router's, beside the tree).
  var state: NavigationState {
    func node(_ first: String) -> NavigationNode {
      guard let container = containers[first] else { return .stack(stack(first)) }
      let columns = container.columns.map(stack)
      guard
        let split = try? SplitContainer(
          sidebar: columns[0], content: container.hasContent ? columns[1] : nil,
          detail: columns[columns.count - 1], columnVisibility: container.visibility,
          preferredCompactColumn: container.compactColumn,
          popsDetailOnReselect: container.popsDetailOnReselect)
      else { return .stack(stack(first)) }
      return .split(split)
    }
    func stack(_ name: String) -> StackState {
      let model = stacks[name] ?? Stack()
      return model.state(name, presenting: model.layer.map(node))
    }
    guard case .split = node(main), let state = try? NavigationState(content: node(main)) else {
      return NavigationState()
    }
    return state
  }

  /// This tree with one edit that keeps every entry ID where it is: a column's first screen
  /// (a selection) changed, entries cut from the top, a layer removed, another layout, the
  /// content column added or removed, or nothing at all.
  func edited(using random: inout some RandomNumberGenerator) -> SplitModel {
    let copy = edited(using: &random, edits: 7) { copy, name, edit, random in
      switch edit {
      case 0:
        let column = columns.dropFirst().randomElement(using: &random) ?? detail
        copy.stacks[column]?.root =
          Bool.random(using: &random) ? nil : Int.random(in: 0..<3, using: &random)
      case 3:
        copy.containers[main]?.visibility =
          SplitColumnVisibility.allCases.randomElement(using: &random) ?? .all
      case 4: copy.stacks[name]?.root = Int.random(in: 0..<4, using: &random)
      case 5:
        // Two columns become three (a content column "list" with the detail's first screen
        // as the sidebar's selection), or three become two.
        if columns.count == 3 {
          copy.removeAbove(columns[1])
          copy.stacks[columns[1]] = nil
          copy.containers[main]?.columns.remove(at: 1)
          if copy.containers[main]?.compactColumn == .content {
            copy.containers[main]?.compactColumn = .detail
          }
        } else if stacks["list"] == nil {
          copy.stacks["list"] = Stack(root: stacks[detail]?.root)
          copy.containers[main]?.columns.insert("list", at: 1)
        }
      default: break
      }
    }
    let selectionColumns = copy.containers.values.flatMap { $0.columns.dropLast() }
    if selectionColumns.contains(where: { copy.stacks[$0]?.entries.isEmpty == false }) {
      return self
    }
    return copy
  }
}

/// The kind of an error the model expects.
struct ModelFailure: Error, Equatable {
  var kind: String
  init(_ kind: String) { self.kind = kind }
}

extension NavigationError {
  /// The case's name, with the split container's cases.
  var splitKind: String {
    switch self {
    case .notInDetailColumn: "notInDetailColumn"
    case .notASplitColumn: "notASplitColumn"
    case .notASelectionColumn: "notASelectionColumn"
    case .splitColumnMissing: "splitColumnMissing"
    default: kind
    }
  }
}
