import Waypoint

/// The one-line text form of the demo's whole state that scripts print after each command.
///
/// `[<tab>] Router`, then ` > <Name>` for each entry of the selected tab's stack, then for
/// each layer on screen, bottom to top, ` | <style>: <Root>` and ` > <Name>` for each entry
/// of the layer's stack:
///
/// ```
/// [home] Router > Profile > Settings
/// [explore] Router > About | sheet: Settings > Profile
/// ```
package enum Breadcrumb {
  /// The name of the screen the tabs' stacks start with.
  package static let rootName = "Router"

  /// The breadcrumb of `state`.
  package static func render(_ state: NavigationState) -> String {
    let tab = state.root.shownStack
    var text = "[\(tab.id)] \(rootName)" + trail(of: tab)
    for (_, layer) in state.visibleLayers {
      let stack = layer.content.shownStack
      text += " | \(layer.style): \(name(of: layer.root))" + trail(of: stack)
    }
    return text
  }

  /// ` > <Name>` for each entry of `stack`, bottom first.
  private static func trail(of stack: StackState) -> String {
    stack.entries.map { " > " + name(of: $0.route) }.joined()
  }

  /// The display name of a route: a ``DemoRoute``'s own, else its description.
  package static func name(of route: AnyRoute?) -> String {
    guard let route else { return rootName }
    return route.value(as: DemoRoute.self)?.displayName ?? route.description
  }
}
