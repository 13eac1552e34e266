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
/// A popover, which the terminal shows as a sheet, says so and where it is anchored; a
/// sheet with detents, the one it rests at and those it declares; a dialog, last, its
/// title and its numbered buttons with their roles:
///
/// ```
/// [home] Router > Profile | popover as sheet at "share" on Profile: Share
/// [home] Router | sheet at medium (detents: medium, large): Settings
/// [home] Router | alert "Waypoint is up to date": [1 OK (cancel)]
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
      if let dialog = layer.dialog {
        text += " | " + render(dialog)
        continue
      }
      let style = self.style(of: layer, in: state)
      if let split = state.splitContainer(holding: layer.shownStack) {
        text += " | \(style): " + render(split, width: state.width(ofSplit: split.id))
        continue
      }
      text += " | \(style): \(name(of: layer.root))"
      if let stack = state.stack(layer.shownStack) { text += trail(of: stack) }
    }
    return text
  }

  /// The style of `layer` as the terminal shows it: `sheet`, `cover`, a popover
  /// `popover as sheet at "share" on Profile`, a sheet with detents
  /// `sheet at medium (detents: medium, large)`. The anchor and the detents are the tree's.
  private static func style(of layer: HostedLayer, in state: NavigationState) -> String {
    var text = "\(layer.style)"
    if layer.style == .popover, layer.container != .popover {
      text += " as \(layer.container.rawValue)"
    }
    guard let presenter = state.stack(layer.presenter), let presented = presenter.presented
    else { return text }
    if let anchor = presented.anchor {
      text += " at " + (anchor.name.map { "\"\($0)\" on " } ?? "")
      text += name(of: anchor.screen, in: presenter)
    }
    if let selected = presented.selectedDetent, !presented.detents.isEmpty {
      text +=
        " at \(selected) (detents: "
        + presented.detents.map(\.description).joined(separator: ", ") + ")"
    }
    return text
  }

  /// A dialog: its kind, its title, and its buttons numbered from 1 with their roles:
  /// `alert "Saved": [1 OK (cancel)]`.
  package static func render(_ dialog: Dialog) -> String {
    let kind = dialog.kind == .alert ? "alert" : "confirmation dialog"
    let buttons = dialog.buttons.enumerated().map { index, button in
      "[\(index + 1) \(button.label)" + (button.role == .plain ? "" : " (\(button.role))") + "]"
    }
    return "\(kind) \"\(dialog.title)\": " + buttons.joined(separator: " ")
  }

  /// The name of `screen`, a screen of `stack`: its route's name.
  package static func name(of screen: ScreenID, in stack: StackState) -> String {
    switch screen {
    case .root: name(of: stack.root)
    case .entry(let id):
      stack.entries.first { $0.id == id }.map { name(of: $0.route) } ?? "\(screen)"
    }
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
