import Waypoint

extension NavigationState {
  /// Two tabs, home (selected) and explore, as in the demo.
  public static func twoTabs() -> NavigationState {
    (try? NavigationState(tabs: ["home", "explore"], selected: "home")) ?? NavigationState()
  }

  /// The routes of a stack, bottom first, as their descriptions.
  public func path(_ id: StackID) -> [String] {
    stack(id)?.entries.map(\.route.description) ?? []
  }
}
