import Waypoint

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUICompat
#endif

extension View {
  /// Releases the layer that holds `stack` when this view goes away while the router still
  /// shows it: Granite's `releaseStack()` on disappear, on the engine's tree.
  ///
  /// SwiftUI reports a sheet the user swipes down, and the containers tell the router. But
  /// a sheet also goes away with the view that presented it (the app's own state removed
  /// that view); the router would keep the layer, invisible, with its entries and what
  /// their scopes hold. Attach this to the first screen of a layer, in the `layer` closure
  /// of a container, so that the layer is dismissed then, through the router's guards, and
  /// its entries' scopes are released:
  ///
  /// ```swift
  /// RouterSlideStack(router, stack: "home", background: Color.black) {
  ///   FeedScreen()
  /// } destination: { entry in
  ///   ScreenView(entry)
  /// } backIcon: {
  ///   Image(systemName: "chevron.backward")
  /// } layer: { hosted in
  ///   ComposeScreen().releasingStack(hosted.shownStack, in: router)
  /// }
  /// ```
  ///
  /// Attach it to a view that stays on screen while its stack pushes: the first screen of a
  /// ``RouterSlideStack``'s layer, which stays under the screens it pushes. Not to the
  /// first screen of a ``RouterStack``'s layer: its `NavigationStack` takes that screen off
  /// screen while another is pushed, which would read as the layer going away.
  ///
  /// `StackHostLifetime` decides, from the tree, when going away is a release and when it
  /// is SwiftUI hiding a view that stays (under a full-screen cover, in a hidden tab).
  /// Stacks of the window are never released. `RouterTabBar`'s
  /// `slideNavigation(background:destination:backIcon:layer:)` attaches it to its layers.
  ///
  /// - Parameters:
  ///   - stack: The ID of the stack this view shows, in a layer.
  ///   - router: The router that owns the stack.
  /// - Returns: The view, releasing the stack when it goes away.
  @MainActor
  public func releasingStack(_ stack: StackID, in router: Router) -> some View {
    StackReleasingView(content: self, router: router, stack: stack)
  }
}

/// A view that tells the router when its stack's host went away.
@MainActor
struct StackReleasingView<Content: View>: View {
  let content: Content
  let router: Router
  let stack: StackID
  @State private var lifetime: StackHostLifetime

  init(content: Content, router: Router, stack: StackID) {
    self.content = content
    self.router = router
    self.stack = stack
    _lifetime = State(initialValue: StackHostLifetime(stack: stack))
  }

  var body: some View {
    // Observes whether the stack is in the tree, so that a stack that left is never
    // released again under a newer layer with the same ID.
    let exists = router.stack(stack).exists
    content
      .onAppear {
        lifetime.show(stack, stackExists: router.stack(stack).exists)
        lifetime.appeared(stackExists: router.stack(stack).exists)
      }
      .onChange(of: exists) { _, exists in
        lifetime.stackExistenceChanged(exists)
      }
      .onChange(of: stack) { _, stack in
        lifetime.show(stack, stackExists: router.stack(stack).exists)
      }
      .onDisappear {
        if let input = lifetime.disappeared(in: router.state, coversAvailable: coversAvailable) {
          router.report(input)
        }
      }
  }
}
