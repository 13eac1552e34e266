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
///
/// The mail, a split view, shows its columns side by side at regular width, between braces:
/// the mailboxes, the selected mailbox's messages and the detail column (the message, then
/// what it pushed), each selection marked `*`. At compact width it shows the one stack the
/// columns read as: Mail, then the selections, then what the detail column pushed.
///
/// ```
/// [home] Router | sheet: Mail { *Inbox, Sent, Archive | 41, *42, 43 | Message 42 > Profile }
/// [home] Router | sheet: Mail > Inbox > Message 42 > Profile
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
      if let split = state.splitContainer(holding: layer.shownStack) {
        text += " | \(layer.style): " + render(split, width: state.width(ofSplit: split.id))
        continue
      }
      text += " | \(layer.style): \(name(of: layer.root))"
      if let stack = state.stack(layer.shownStack) { text += trail(of: stack) }
    }
    return text
  }

  /// ` > <Name>` for each entry of `stack`, bottom first.
  private static func trail(of stack: StackState) -> String {
    stack.entries.map { " > " + name(of: $0.route) }.joined()
  }

  /// The name of the mail's layer: its sidebar's own screen.
  package static let mailName = "Mail"

  /// The mail at `width`: its columns side by side, or the one stack they read as.
  private static func render(_ split: SplitContainer, width: SplitWidth) -> String {
    guard width == .regular else {
      return mailName + split.collapsedPath.map { " > " + name(of: $0) }.joined()
    }
    let mailbox = split.sidebarSelection?.value(as: Mailbox.self)
    let message = split.contentSelection?.value(as: MailMessage.self)
    let sidebar = Mailbox.allCases.map { ($0 == mailbox ? "*" : "") + $0.displayName }
    let content =
      mailbox?.messages.map { ($0 == message ? "*" : "") + String($0.id) }
      .joined(separator: ", ") ?? "no mailbox"
    let detail = (split.detail.root.map { name(of: $0) } ?? "no message") + trail(of: split.detail)
    return "\(mailName) { \(sidebar.joined(separator: ", ")) | \(content) | \(detail) }"
  }

  /// The display name of a route: a ``DemoRoute``'s, a ``Mailbox``'s or a
  /// ``MailMessage``'s own, else its description.
  package static func name(of route: AnyRoute?) -> String {
    guard let route else { return rootName }
    if let mailbox = route.value(as: Mailbox.self) { return mailbox.displayName }
    if let message = route.value(as: MailMessage.self) { return message.displayName }
    return route.value(as: DemoRoute.self)?.displayName ?? route.description
  }
}
