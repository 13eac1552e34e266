import Waypoint

/// The one presentation chain of a custom tab bar: it starts at the selected tab, so only the
/// selected tab's layers are presented, one transition at a time, whichever container draws
/// each tab.
///
/// A tab bar that keeps every tab alive (hidden tabs drawn at opacity 0) would otherwise give
/// each tab's stack container a presentation host of its own: a hidden tab could present its
/// layers (after `selectTab` from code, or a restore) and two hosts could present at once.
/// Instead, the stack containers drawn for the bar's tabs join the bar's chain
/// (``includes(_:)``) and present what its ``host`` has, which is nothing for a hidden tab;
/// a hidden tab's layers are presented when it is selected, after the layers of the tab
/// left are dismissed (the engine keeps them, and they come back with their tab).
///
/// ```swift
/// let chain = TabBarChain(router: router, anchor: nil, coversAvailable: true)
/// chain.includes("inbox")                                    // a tab of the bar: true
/// chain.host.layer(presentedBy: "inbox", as: .sheet)         // nil while inbox is hidden
/// ```
@MainActor
public final class TabBarChain {
  /// The router that owns the tabs.
  public let router: Router
  /// One tab of the bar's container, or `nil` for the container that is the tree's content.
  public let anchor: StackID?
  /// The host of the chain, based at the selected tab.
  public let host: PresentationHost

  /// Creates the chain of a tab bar.
  ///
  /// - Parameters:
  ///   - router: The router that owns the tabs.
  ///   - anchor: One tab of the bar's container; `nil` for the container that is the tree's content.
  ///   - coversAvailable: Whether the platform has full-screen covers.
  ///   - popoversAvailable: Whether the platform has popovers; `false` hosts them as sheets.
  public init(
    router: Router, anchor: StackID?, coversAvailable: Bool, popoversAvailable: Bool = false
  ) {
    self.router = router
    self.anchor = anchor
    self.host = PresentationHost(
      router: router, base: .selectedTab(containing: anchor), coversAvailable: coversAvailable,
      popoversAvailable: popoversAvailable)
  }

  /// The base the chain plans from.
  public var base: PresentationHost.Base { .selectedTab(containing: anchor) }

  /// Whether a stack container drawn for `stack` joins this chain rather than starting one
  /// of its own: `stack` is one of the bar's tabs, or the detail column of a tab that is a
  /// split container (the stack that tab shows). A layer's stack is not: it is in the chain
  /// of the stack that presents it.
  public func includes(_ stack: StackID) -> Bool {
    guard let tabs = router.tabContainer(holding: anchor)?.tabIDs else { return false }
    if tabs.contains(stack) { return true }
    guard let split = router.splitContainer(holding: stack), split.detail.id == stack else {
      return false
    }
    return tabs.contains(split.id)
  }
}
