import Waypoint

extension Router {
  /// The tab container that holds the tab `id`, or the content's when `id` is `nil`: what a tab
  /// bar draws.
  ///
  /// Observes which tabs the container has, which is selected and whether reselecting
  /// pops, not the tabs' entries, so a tab bar is not redrawn when a tab's stack pushes or
  /// pops. (Outside a view, `router.state.tabContainer(holding:)` reads the same container.)
  ///
  /// ```swift
  /// let router = Router(try NavigationState(tabs: ["inbox", "sent"], selected: "inbox"))
  /// router.tabContainer()?.selection           // "inbox"
  /// router.tabContainer(holding: "sent")?.tabs.map(\.id)  // ["inbox", "sent"]
  /// ```
  ///
  /// - Parameter id: A tab of the container; `nil` for the container that is the tree's content.
  /// - Returns: The container, or `nil` when there is none.
  public func tabContainer(holding id: StackID? = nil) -> TabContainer? {
    observedTabContainer(holding: id)
  }
}
