import Waypoint

/// The presentation chain a router container draws in: the host that presents its layers,
/// and the base it plans that chain from, or `nil` when another view plans it.
///
/// One window has chains, each planned by the view at its bottom, one transition at a
/// time. A stack container drawn for a layer's stack, or for a tab of a custom tab bar,
/// joins the chain it is drawn in and leaves the planning to that chain's bottom view; any
/// other stack container starts a chain of its own, based at its stack. A tab container
/// starts the chain of its selected tab, unless a slide navigation around it owns that
/// chain already. A stack container on its own (`ContainerChain.stack(_:given:tabBar:own:)`
/// with no host given and no tab bar) gets its own host, planned from `.stack` of its stack.
@MainActor
package struct ContainerChain {
  /// The host of the chain, which presents the container's layers.
  package let host: PresentationHost
  /// The base the container plans the chain from, or `nil` when it joined a chain that
  /// another view plans.
  package let plannedBase: PresentationHost.Base?

  /// A chain the container joined, planned by the view at its bottom.
  package init(joining host: PresentationHost) {
    self.host = host
    self.plannedBase = nil
  }

  /// A chain that starts at the container, planned from `base` (which the host takes on
  /// when the container plans).
  package init(starting host: PresentationHost, from base: PresentationHost.Base) {
    self.host = host
    self.plannedBase = base
  }

  /// The chain of a custom tab bar's container: started by it, or joined when a view
  /// around it owns the bar's chain.
  package init(tabBar chain: TabBarChain, isOwned: Bool) {
    self.host = chain.host
    self.plannedBase = isOwned ? chain.base : nil
  }

  /// The chain of a stack container for `stack`: the chain of the host it was given (a
  /// layer's stack, a tab's stack in a tab view), else the chain of the custom tab bar it
  /// is drawn in when `stack` is one of the bar's tabs, else a chain of its own, whose
  /// host `own` gives.
  ///
  /// - Parameters:
  ///   - stack: The container's stack.
  ///   - given: The host of the chain the container was made in, if any.
  ///   - tabBar: The chain of the custom tab bar around the container, if any.
  ///   - own: The container's own host, asked only when it joins no chain.
  /// - Returns: The chain the container draws in.
  package static func stack(
    _ stack: StackID, given: PresentationHost?, tabBar: TabBarChain?,
    own: () -> PresentationHost
  ) -> ContainerChain {
    if let joined = given ?? tabBar.flatMap({ $0.includes(stack) ? $0.host : nil }) {
      return ContainerChain(joining: joined)
    }
    return ContainerChain(starting: own(), from: .stack(stack))
  }
}

extension RouterBound where Value == PresentationHost {
  /// Keeps the host of a chain based at `base`, made for each router a container is given.
  ///
  /// - Parameters:
  ///   - base: Where the chain starts.
  ///   - coversAvailable: Whether the platform has full-screen covers.
  ///   - popoversAvailable: Whether the platform has popovers.
  package convenience init(
    chainFrom base: PresentationHost.Base, coversAvailable: Bool, popoversAvailable: Bool = false
  ) {
    self.init { router in
      PresentationHost(
        router: router, base: base, coversAvailable: coversAvailable,
        popoversAvailable: popoversAvailable)
    }
  }
}

extension RouterBound where Value == TabBarChain {
  /// Keeps the chain of a custom tab bar, made for each router the bar is given.
  ///
  /// - Parameters:
  ///   - anchor: One tab of the bar's container; `nil` for the container that is the tree's content.
  ///   - coversAvailable: Whether the platform has full-screen covers.
  ///   - popoversAvailable: Whether the platform has popovers.
  package convenience init(
    tabBar anchor: StackID?, coversAvailable: Bool, popoversAvailable: Bool = false
  ) {
    self.init { router in
      TabBarChain(
        router: router, anchor: anchor, coversAvailable: coversAvailable,
        popoversAvailable: popoversAvailable)
    }
  }
}
