import Waypoint
import WaypointHost

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

  /// The breadcrumb of `state`, with the layers it has on screen.
  package static func render(_ state: NavigationState) -> String {
    render(
      state, layers: state.hostedLayers(above: state.content.shownStack.id, coversAvailable: true))
  }

  /// The breadcrumb of the selected tab of `state` with `layers` above it: the layers a
  /// host shows, which are the tree's once it has caught up.
  package static func render(_ state: NavigationState, layers: [HostedLayer]) -> String {
    let tab = state.content.shownStack
    var text = "[\(tab.id)] \(rootName)" + trail(of: tab)
    for layer in layers {
      text += " | \(layer.style): \(name(of: layer.root))"
      if let stack = state.stack(layer.shownStack) { text += trail(of: stack) }
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
