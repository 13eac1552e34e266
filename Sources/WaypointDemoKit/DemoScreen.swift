import Waypoint
import WaypointHost

/// What the interactive demo shows: the tab bar, the breadcrumb, the visible screen's
/// title and depth, and its numbered actions, or the dialog on top of it and its numbered
/// buttons. A value computed from the router's state and the layers the terminal's host
/// shows; ``TerminalFrame`` lays it out.
package struct DemoScreen: Equatable, Sendable {
  /// The tabs, in display order.
  package var tabs: [StackID]
  /// The selected tab.
  package var selectedTab: StackID
  /// The breadcrumb of the whole state.
  package var breadcrumb: String
  /// The link that opens this state again, or `nil` when it has none (a cover is shown).
  package var link: String?
  /// The visible screen's title: its route's name, or "Router" at a tab's root.
  package var title: String
  /// The number of screens pushed on the visible stack.
  package var depth: Int
  /// The actions the screen offers, numbered from 1 on screen; under a dialog, its buttons.
  package var actions: [DemoMenuItem]
  /// Whether the user is logged in.
  package var isLoggedIn: Bool
  /// The outcome of the last key: an error message, or `nil`.
  package var message: String?
  /// What the terminal says about the layer on top: a popover it shows as a sheet, the
  /// detent a sheet rests at.
  package var note: String? = nil
  /// The dialog on top of the screen, which takes the keys until it is answered.
  package var dialog: Dialog? = nil
}

/// One numbered action on the interactive screen.
package struct DemoMenuItem: Equatable, Sendable {
  /// What the screen shows.
  package var label: String
  /// What choosing it does.
  package var action: DemoMenuAction
}

/// What a numbered action does.
package enum DemoMenuAction: Equatable, Sendable {
  /// Pushes a route on the visible stack.
  case push(DemoRoute)
  /// Presents a sheet whose root is the route.
  case presentSheet(DemoRoute)
  /// Pops the visible stack to its root.
  case root
  /// Goes back: pops one screen, or dismisses the layer at its root (source user).
  case back
  /// Logs in.
  case login
  /// Logs out.
  case logout
  /// Pushes a setting's picker and awaits its value.
  case pick(DemoSetting)
  /// On the Theme picker, chooses a theme and hands it back.
  case choose(DemoTheme)
  /// Presents the mail.
  case openMail
  /// Selects an item in a column of the mail.
  case select(SplitColumn, String)
  /// Reports a width for the mail.
  case width(SplitWidth)
  /// On a dialog, chooses the button at this index.
  case answer(Int)
  /// Asks "Sign out?" and awaits the answer.
  case signOut
  /// Checks for updates: an alert.
  case updates
  /// Presents the Share popover from the screen's share button.
  case share
  /// Drags the sheet on top to rest at a detent.
  case detent(SheetDetent)
}

extension DemoApp {
  /// The screen the interactive demo shows now: the stack on screen and the layers the
  /// terminal's host presented.
  ///
  /// As in a plain router demo, each screen offers to push Profile, Settings and About except
  /// itself, and Root when its depth is above 0; the demo adds Account (guarded), a sheet,
  /// logging in or out, the mail, and Back. Settings offers the Theme picker and, logged
  /// in, signs out after asking (a question it awaits); the picker, while Settings awaits
  /// it, offers the themes to choose from; About checks for updates (an alert); Profile
  /// shares (a popover). A sheet with detents offers the others to rest at. The mail offers
  /// its mailboxes and messages to select, Profile on a message, the other width, and Back.
  /// Under a dialog, the actions are its buttons.
  package func screen(message: String? = nil) -> DemoScreen {
    var screen = screenUnderDialogs(message: message)
    if let (sheet, presented) = topSheet {
      screen.note = Self.note(on: sheet, presented, in: router.state)
      for detent in presented.detents where detent != presented.selectedDetent {
        screen.actions.insert(
          DemoMenuItem(label: "Rest at \(detent)", action: .detent(detent)),
          at: max(screen.actions.count - 1, 0))
      }
    }
    if let (dialog, _) = shownDialog {
      screen.dialog = dialog
      screen.actions = dialog.buttons.enumerated().map { index, button in
        DemoMenuItem(
          label: button.label + (button.role == .plain ? "" : " (\(button.role))"),
          action: .answer(index))
      }
    }
    return screen
  }

  /// What the terminal says about the sheet on top: that it is a popover, which it shows
  /// as a sheet, and where it is anchored; the detent it rests at.
  private static func note(
    on sheet: HostedLayer, _ presented: PresentedLayer, in state: NavigationState
  ) -> String? {
    var notes: [String] = []
    if sheet.style == .popover {
      var note = "A popover shown as a sheet (no popovers here)"
      if let anchor = presented.anchor, let presenter = state.stack(sheet.presenter) {
        note +=
          ", anchored to " + (anchor.name.map { "\"\($0)\" on " } ?? "")
          + Breadcrumb.name(of: anchor.screen, in: presenter)
      }
      notes.append(note)
    }
    if let selected = presented.selectedDetent, !presented.detents.isEmpty {
      notes.append(
        "Rests at \(selected) of "
          + presented.detents.map(\.description).joined(separator: ", "))
    }
    return notes.isEmpty ? nil : notes.joined(separator: ". ")
  }

  /// The screen on top, without the dialog above it.
  private func screenUnderDialogs(message: String?) -> DemoScreen {
    let state = router.state
    if let mail = mailOnTop {
      let (title, depth) = mailTitleAndDepth(mail)
      return DemoScreen(
        tabs: Self.tabs, selectedTab: state.content.shownStack.id, breadcrumb: breadcrumb,
        link: try? link(), title: title, depth: depth, actions: mailActions(mail),
        isLoggedIn: isLoggedIn, message: message)
    }
    let visible = shownStack
    let inLayer = !shownLayers.isEmpty
    let current = (visible.entries.last?.route ?? visible.root)?.value(as: DemoRoute.self)
    var actions: [DemoMenuItem] = []
    if current == .theme, router.screen(visible.topScreen).isAwaited {
      for theme in DemoTheme.allCases {
        actions.append(DemoMenuItem(label: theme.displayName, action: .choose(theme)))
      }
    }
    for route in DemoRoute.seedRoutes + [.account] where route != current {
      actions.append(DemoMenuItem(label: route.displayName, action: .push(route)))
    }
    if current == .settings {
      actions.append(
        DemoMenuItem(label: "Theme: \(theme.displayName)…", action: .pick(.theme)))
    }
    if current == .about {
      actions.append(DemoMenuItem(label: "Check for updates", action: .updates))
    }
    if current == .profile, !state.hasStack(Self.shareStack) {
      actions.append(DemoMenuItem(label: "Share…", action: .share))
    }
    if !inLayer {
      actions.append(DemoMenuItem(label: "Settings in a sheet", action: .presentSheet(.settings)))
      actions.append(DemoMenuItem(label: "Mail", action: .openMail))
    }
    // Settings asks before it signs out; the other screens log out at once.
    actions.append(
      !isLoggedIn
        ? DemoMenuItem(label: "Log in", action: .login)
        : current == .settings
          ? DemoMenuItem(label: "Sign out…", action: .signOut)
          : DemoMenuItem(label: "Log out", action: .logout))
    if visible.depth > 0 {
      actions.append(DemoMenuItem(label: "Root", action: .root))
    }
    if visible.depth > 0 || inLayer {
      actions.append(DemoMenuItem(label: "Back", action: .back))
    }
    return DemoScreen(
      tabs: Self.tabs, selectedTab: state.content.shownStack.id, breadcrumb: breadcrumb,
      link: try? link(),
      title: Breadcrumb.name(of: visible.entries.last?.route ?? visible.root),
      depth: visible.depth, actions: actions, isLoggedIn: isLoggedIn, message: message)
  }

  /// Does what a numbered action says.
  ///
  /// - Throws: ``DemoError``; the state is unchanged then.
  package func perform(_ action: DemoMenuAction) throws(DemoError) {
    switch action {
    case .push(let route): try run(.push(route))
    case .presentSheet(let route): try run(.present(.sheet, route))
    case .root: try run(.root)
    case .back: try goBack()
    case .login: try run(.login)
    case .logout: logOut()
    case .pick(let setting): try run(.pick(setting))
    case .choose(let theme): try run(.choose(theme.rawValue))
    case .openMail: try run(.mail)
    case .select(let column, let name): try run(.select(column, name))
    case .width(let width): try run(.width(width))
    case .answer(let button): try answerDialog(button: button)
    case .signOut: try run(.signOut)
    case .updates: try run(.updates)
    case .share: try run(.share)
    case .detent(let detent): try run(.detent(detent))
    }
  }
}
