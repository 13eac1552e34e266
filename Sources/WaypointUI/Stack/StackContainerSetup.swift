import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

/// What a stack container (``RouterStack``, ``RouterSlideStack``) sets up before it draws:
/// the presentation chain it draws in (`ContainerChain`), and the counter that draws it
/// again from the router's state when the router refused what the user did (SwiftUI has
/// already shown it).
///
/// The chain is the one the container was given (a layer's stack, a tab view's tab), else
/// the chain of the custom tab bar it is drawn in when its stack is one of the bar's tabs,
/// else a chain of its own, made for the router the container is given.
struct StackContainerSetup: DynamicProperty {
  private let stack: StackID
  /// The host of the presentation chain the container shows a layer or a tab of, or `nil`
  /// when the container is at the bottom of its own chain.
  private let given: PresentationHost?
  /// The host of the chain that starts at the container, used when it joins none; made for
  /// the router the view is given, and again for another.
  @State private var ownHost: RouterBound<PresentationHost>
  /// Bumped by ``resync``.
  @State private var resyncs = 0
  /// The chain of the custom tab bar the container is drawn in, which a tab's stack joins.
  @Environment(\.tabBarChain) private var tabBarChain

  @MainActor
  init(stack: StackID, host given: PresentationHost?) {
    self.stack = stack
    self.given = given
    _ownHost = State(
      initialValue: RouterBound(
        chainFrom: .stack(stack), coversAvailable: coversAvailable,
        popoversAvailable: popoversAvailable))
  }

  /// The chain the container draws in for `router`. Reading it also draws the container
  /// again after each ``resync``.
  @MainActor
  func chain(for router: Router) -> ContainerChain {
    _ = resyncs
    return ContainerChain.stack(stack, given: given, tabBar: tabBarChain) {
      ownHost.value(for: router)
    }
  }

  /// Draws the container again from the router's state.
  @MainActor var resync: @MainActor () -> Void {
    { resyncs += 1 }
  }
}
