extension NavigationState {
  /// A state whose content is a tab container with one tab per case of `Tab`, each tab's
  /// first screen the route `root` gives it, so that guards and links can match the tab by
  /// its route.
  ///
  /// The tabs come in the order of `Tab.allCases`, each tab's stack named by the case's raw
  /// value. An enum with `String` raw values cannot have two cases with one name, and
  /// `selected` is one of its cases, so this initializer has nothing to throw:
  ///
  /// ```swift
  /// enum AppTab: String, CaseIterable { case inbox, search, settings }
  /// enum Screen: Hashable, Sendable { case tab(AppTab), message(Int) }
  ///
  /// let state = NavigationState(selected: AppTab.inbox) { AnyRoute(Screen.tab($0)) }
  /// let router = Router(state)
  /// router.selectTab(StackID(AppTab.search))
  /// ```
  ///
  /// A guard matching `Screen.tab(.settings)` then sees the settings tab's first screen
  /// when `selectTab` shows it. For tabs named at run time, use
  /// ``init(tabs:selected:popsToRootOnReselect:)`` or build a ``TabContainer``, which
  /// throw for an empty list or a repeated name.
  ///
  /// - Parameters:
  ///   - selected: The tab shown first.
  ///   - popsToRootOnReselect: Whether selecting the selected tab again pops it to its
  ///     first screen, as a tab bar does. On by default.
  ///   - root: The route of each tab's first screen, or `nil` for a tab whose first screen
  ///     the app draws without a route.
  /// - Precondition: The raw values of `Tab.allCases` are unique and include `selected`'s,
  ///   which the compiler guarantees for an enum with `String` raw values; a hand-written
  ///   `RawRepresentable` type that breaks it stops the program with a message naming the
  ///   tab.
  public init<Tab: CaseIterable & RawRepresentable>(
    selected: Tab, popsToRootOnReselect: Bool = true, root: (Tab) -> AnyRoute?
  ) where Tab.RawValue == String {
    let tabs = Tab.allCases.map { StackState(id: StackID($0), root: root($0)) }
    do {
      let container = try TabContainer(
        tabs: tabs, selected: StackID(selected), popsToRootOnReselect: popsToRootOnReselect)
      try self.init(content: .tabs(container))
    } catch {
      preconditionFailure("Waypoint: the cases of \(Tab.self) do not make tabs: \(error)")
    }
  }
}
